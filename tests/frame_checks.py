"""Checks on what one frame drew (game.platform.frame_log), shared by the readability tests (no tests here).

A frame passes when every string is big enough to read from three metres on a 1080p TV and lies
inside the TV-safe area, no two strings overlap, no string lies on a card, and nothing is half
hidden under a panel drawn over it (a panel that covers a string or a card wholly hides it: the
log under the result banner), and no log line runs on from a No Peek pile's count, and no line of the table's own comes within
PLATE_CLEAR of a seat's plate it is not on."""

from __future__ import annotations

from game.felt.log_room import PLATE_CLEAR
from game.felt.pile_layout import COUNT_CLEARANCE, count_plate
from game.platform.display import SAFE
from game.platform.frame_log import FRAME, Drawn
from game.platform.text import readable


def describe(item: Drawn) -> str:
    return f"{item.text!r} {tuple(item.rect)}" if item.kind == "text" else f"a card at {tuple(item.rect)}"


def frame_problems(where: str) -> list[str]:
    """What is wrong with the frame just drawn, each labelled with `where`."""
    problems = []
    items = FRAME.items
    for item in FRAME.texts():
        if not SAFE.contains(item.rect):
            problems.append(f"{where}: outside the TV-safe area: {describe(item)}")
        if not readable(item.size):
            problems.append(f"{where}: too small to read ({item.size} px): {describe(item)}")
    panels = [(index, item.rect) for index, item in enumerate(items) if item.kind == "panel"]
    shown = []
    for index, item in enumerate(items):
        if item.kind in ("panel", "region"):
            continue
        over = [rect for at, rect in panels if at > index and rect.colliderect(item.rect)]
        if any(rect.contains(item.rect) for rect in over):
            continue  # wholly hidden
        if over:
            problems.append(f"{where}: half hidden under a panel at {tuple(over[0])}: {describe(item)}")
        if not item.floating:
            shown.append(item)
    rects = [item.rect for item in shown]
    for index, item in enumerate(shown):
        for other in item.rect.collidelistall(rects[index + 1 :]):
            other_item = shown[index + 1 + other]
            if "text" in (item.kind, other_item.kind):
                problems.append(f"{where}: {describe(item)} overlaps {describe(other_item)}")
    return (
        problems
        + result_problems(where)
        + count_problems(where)
        + rail_problems(where)
        + plate_problems(where)
        + corner_problems(where)
    )


def result_problems(where: str) -> list[str]:
    """The result of a pot must leave the log and the human's own cards in view."""
    problems = []
    for result in FRAME.regions("result"):
        for name in ("log", "own cards"):
            for rect in FRAME.regions(name):
                if result.colliderect(rect):
                    problems.append(f"{where}: the result {tuple(result)} covers the {name} at {tuple(rect)}")
    return problems


def count_problems(where: str) -> list[str]:
    """No log line comes near a No Peek pile's count on its row: it read on from it ("7 LEFT card")."""
    problems = []
    for count in FRAME.regions("pile count"):
        for log in FRAME.regions("log"):
            if log.colliderect(count.inflate(2 * COUNT_CLEARANCE, 0)):
                problems.append(f"{where}: the log {tuple(log)} runs into a pile's count at {tuple(count)}")
    return problems


def rail_problems(where: str) -> list[str]:
    """Nothing in the table's lower half is written out over its rail: the felt reaches the TV-safe
    area's foot for your seat's last line and the log (play-tests: "3 LEFT", "Ann wins 10")."""
    problems = []
    for felt in FRAME.regions("felt"):
        for item in FRAME.texts():
            if item.rect.centery > felt.centery and item.rect.bottom > felt.bottom:
                problems.append(f"{where}: over the table's rail under {tuple(felt)}: {describe(item)}")
    return problems


def plate_problems(where: str, frames: bool = False) -> list[str]:
    """No line of the middle's small ones (the log, the party TV's whose turn it is and how to join)
    comes within PLATE_CLEAR of a seat's plate (a host play-test read ROOM CODE run down onto the
    bottom player's name bar, 2 pixels over it), nor with `frames` of the frame of the seat to act
    (which the table's prompt, over your seat, stands closer to); a line on a panel of its own (a
    banner, the result) is the panel's."""
    problems = []
    plates = FRAME.regions("seat plate") + (FRAME.regions("turn frame") if frames else [])
    middles = FRAME.regions("centre")
    panels = [item.rect for item in FRAME.items if item.kind == "panel"]
    for item in FRAME.texts():
        if not (
            item.text and item.secondary and any(middle.collidepoint(item.rect.center) for middle in middles)
        ):
            continue
        if item.floating or any(panel.contains(item.rect) for panel in panels):
            continue
        near = item.rect.inflate(2 * PLATE_CLEAR, 2 * PLATE_CLEAR)
        for plate in plates:
            if near.colliderect(plate):
                problems.append(
                    f"{where}: {describe(item)} within {PLATE_CLEAR} px of a seat's plate {tuple(plate)}"
                )
    return problems


# pixels between the game's corner (what is wild, the game's rules) and any card or pile count's plate
CORNER_CLEAR = 4


def corner_problems(where: str) -> list[str]:
    """No card at rest, nor a No Peek pile's count on its plate, comes within CORNER_CLEAR of the
    game's corner: a long No Peek hand (Night Baseball's fours' extra cards) read as reaching into
    the corner's WILD and rules lines, and at TEXT SIZE large a side seat's "2 LEFT", under two
    lines of its hand, stood 2 pixels over MIDNIGHT (a play-test at a TV across a room)."""
    near = [(f"a card at {tuple(item.rect)}", item.rect) for item in FRAME.items if item.kind == "card"]
    near += [(f"the pile count at {tuple(rect)}", count_plate(rect)) for rect in FRAME.regions("pile count")]
    return [
        f"{where}: {what} within {CORNER_CLEAR} px of the game's corner {tuple(corner)}"
        for corner in FRAME.regions("corner")
        for what, rect in near
        if rect.colliderect(corner.inflate(2 * CORNER_CLEAR, 2 * CORNER_CLEAR))
    ]
