"""The banner of a dealer's-choice pot whose game changes: over the middle of the table, before
the deal, who called it, the game's name large and what is wild (game.telling.game_call), so a
viewer across the room knows what is being played before the first card moves; and at the party,
before that, who is calling it. At TEXT SIZE large the banner takes the whole middle of the table
from its top (the pot and the stock under it, whole: the large lines need the room)."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.card_art import CARD_H
from game.felt.seat_words import clip
from game.platform import palette
from game.platform.text import BIG, HEADING, HINT, Text, wrap
from game.platform.widgets import panel

PAD = 10
PICKED = "PICKED FOR "  # a game the away rule picked, before its dealer's name (away_words.call_words)
CALLING = " PICKS THE GAME"
# the letter that opens the called game's RULES page from its banner at the solo table: a Hold'em
# newcomer's play-test had Seven-card stud called at pot 1 and no way to its rules short of the
# pause menu, which nothing named (the table takes no move's key before the deal)
RULES_KEY = "r"
# the solo table's keys under a call's banner (its hint, said in the banner): past it, and its rules.
# A new game's banner waits for them (game.screens.call_keys): they are read at the table's size,
# TEXT SIZE large's 20 too, so two spaces apart (its 21 letters fit the middle's 432 pixels)
DEAL_KEY = f"ENTER: DEAL  {RULES_KEY.upper()}: RULES"
# a banner that goes on by itself after its reading time (your own pick's YOU PICK ..., HINTS off):
# Enter only hurries it. ENTER: DEAL there read as a wait, and a newcomer's Enter pressed as the
# banner went by itself met the deal instead. The first form that fits the middle (large: the first)
DEAL_NOW_KEYS = (f"ENTER: DEAL NOW  {RULES_KEY.upper()}: RULES", "ENTER: DEAL NOW")


def deal_key(waits: bool, places: layout.Layout) -> str:
    """The solo table's key line at a call's banner: DEAL_KEY where it waits for Enter, else Enter
    deals now, R's rules too where they fit the middle."""
    if waits:
        return DEAL_KEY
    room = places.centre.width - 2 * PAD
    return next((keys for keys in DEAL_NOW_KEYS if len(keys) * places.body <= room), DEAL_NOW_KEYS[-1])


def _top(places: layout.Layout) -> int:
    """Under the pot's amount and the stock, over the prompt: it hides nothing half."""
    return max(places.pot_text[1] + BIG, places.stock[1] + CARD_H) + 2


def draw_calling(
    canvas: pygame.Surface,
    text: Text,
    name: str,
    clock: str,
    colour: tuple[int, int, int],
    places: layout.Layout = layout.NORMAL,
    log: pygame.Rect | None = None,
) -> None:
    """Before a dealer's-choice deal whose dealer is not at the TV: "ANN PICKS THE GAME" where the
    banner of the call will stand, and under it `clock`, what hurries the dealer ("AWAY IN 12": the
    away rule plays for them then), in `colour`. `places`: the table's layout for the TEXT SIZE;
    `log`: the room of the log's lines under it (TableRenderer.log_drawn), which it hides whole."""
    centre, body = places.centre, places.body
    size, lines = calling_lines(name, centre.width - 2 * PAD, body)
    # its lines a line's gap apart, as the table's (a host play-test's TV read MAXIMILIANA F. right
    # on PICKS THE GAME)
    step = size + places.line - body
    # as wide as the log's lines under it at the least: a host play-test saw a log line's ends
    # either side of the box ('CPU 4 shows four twos' is wider than 'ANN PICKS THE GAME')
    width = max(*(len(line) * size for line in lines), places.log_box.width) + 2 * PAD
    words = len(lines) * step - (step - size)
    height = words + 2 * PAD + (PAD + body if clock else 0)  # a margin all round
    box = pygame.Rect(0, 0, width, height)
    box.midtop = (centre.centerx, _top(places))
    if log is not None and box.colliderect(log):
        # down to the log's last line, the words in the middle: a host play-test's TV read the
        # log's line half under the box (a line high while no clock is said under the name)
        box.height = max(height, log.bottom - box.y)
    top = box.y + (box.height - height) // 2
    panel(canvas, box, palette.BLACK, palette.YELLOW, width=2)
    for row, line in enumerate(lines):
        text.draw(canvas, line, (box.centerx, top + PAD + row * step), size, palette.WHITE, anchor="midtop")
    if clock:
        y = top + words + 2 * PAD
        text.draw(canvas, clock, (box.centerx, y), body, colour, anchor="midtop")


def calling_lines(name: str, room: int, body: int) -> tuple[int, list[str]]:
    """(the size, the lines) of "ANN PICKS THE GAME" in `room` pixels: on one line at HEADING, else
    at `body`, else the name over "PICKS THE GAME", cut only with an ellipsis (a host play-test read
    "MAXIMILIAN PICKS THE GAME" for Maximiliana Bell: another person)."""
    for size in (HEADING, body):
        if len(name + CALLING) * size <= room:
            return size, [name + CALLING]
    return body, [clip(name, room // body), CALLING.strip()]


def caller_rows(caller: str, columns: int, lines: int) -> list[str]:
    """Who called the game in `columns` and at most `lines` lines: on one line where it fits, else
    on two at its colon ("TIME RAN OUT:" over "PICKED FOR ZOË"), else with the name on a line of its
    own under PICKED FOR, whole (a host play-test read "PICKED FOR BART..." for Bartholomew F., whom
    the phone named whole), why left out first where the lines are too few, else what follows the
    colon alone; each cut with an ellipsis only if it must."""
    why, colon, whom = caller.partition(": ")
    choices = [[caller]]
    if colon:
        choices.append([why + ":", whom])
        if whom.startswith(PICKED):
            named = [PICKED.strip(), whom.removeprefix(PICKED)]
            choices += [[why + ":", *named], named]
        choices.append([whom])
    for rows in choices:
        if len(rows) <= lines and max(map(len, rows)) <= columns:
            return rows
    rows = [why + ":", whom] if colon and lines > 1 else [whom] if colon else [caller]
    return [clip(row, columns) for row in rows]


def banner_columns(places: layout.Layout) -> int:
    """The letters of one of the banner's lines in the table's size, in `places`."""
    return (places.centre.width - 2 * PAD) // places.body


def rule_rows(wild: str, places: layout.Layout) -> list[str]:
    """The banner's rules words (what is wild, a No Peek game's deal) as its lines in `places`."""
    return wrap(wild, banner_columns(places))


def draw_game_banner(
    canvas: pygame.Surface,
    text: Text,
    lines: tuple[str, str, str],
    places: layout.Layout,
    log: pygame.Rect,
    key: str = "",
) -> None:
    """`lines`: who called it ("CASEY PICKS"), the game ("NIGHT BASEBALL"), what is wild (a No
    Peek game: and its deal, on as many lines as it takes). `places`: the table's layout; `log`:
    the log's lines under the banner (TableRenderer.log_box), which it hides whole. `key`: the
    table's hint, which the banner covers, said at its foot ("ENTER: DEAL" at the solo table: a
    newcomer's play-test waited out YOU PICK MIDNIGHT BASEBALL with no key named), in the table's
    size: a new game's banner waits for it (at TEXT SIZE large the hint's 16 was the smallest line)."""
    caller, name, wild = lines
    centre, body, large = places.centre, places.body, places.large
    # the name as large as the centre allows: MIDNIGHT BASEBALL in the pot's size would reach the seats
    size = BIG if len(name) * BIG + 2 * PAD <= centre.width else HEADING
    rows = rule_rows(wild, places)
    # the caller on two lines where the middle has room under them for the rest (a No Peek game's
    # four lines of rules at TEXT SIZE large leave it one: PICKED FOR ZOË, without why)
    words = body + PAD + size + PAD + (len(rows) - 1) * places.line + body  # from the caller's top down
    spare = (centre.height - 2 - PAD - words) // places.line  # under the banner's top at its highest
    callers = caller_rows(caller, banner_columns(places), 1 + spare)  # in the box, whole or cut
    below = (len(callers) - 1) * places.line  # the game's name under a caller's second line
    width = max(len(name) * size, *(len(row) * body for row in [*callers, *rows, key])) + 2 * PAD
    height = body + below + size + body + (len(rows) - 1) * places.line + 4 * PAD
    height += body + PAD if key else 0
    top = _top(places)
    # down to the prompt's line: the log under it hidden whole (at the normal size too where the rules
    # take three lines, a No Peek game's deal, wilds and four, or the key's line would reach your seat)
    if large or len(rows) > 2 or top + height > places.prompt[1] + HINT:
        box = pygame.Rect(centre.x, centre.y + 2, centre.width, max(height, places.prompt[1] - 4 - centre.y))
        # the key's line over the hint's own place at the most, the box up over the seats' card rows
        # for the rest (empty before the deal): not down onto your seat's plate
        box.y = min(box.y, places.prompt[1] + HINT - box.height)
        y = box.y + PAD
    else:  # over the log's lines whole, as wide as them and down to their last, the words in the
        # middle: a Dealer's Choice at two seats showed a fourth log line's foot ('Stud') under it
        box = pygame.Rect(
            0, top, min(max(width, log.width + 2 * PAD), centre.width), max(height, log.bottom - top)
        )
        box.centerx = centre.centerx
        y = box.y + PAD + (box.height - height) // 2
    panel(canvas, box, palette.BLACK, palette.YELLOW, width=2)
    x = box.centerx
    for row, line in enumerate(callers):
        text.draw(canvas, line, (x, y + row * places.line), body, palette.WHITE, anchor="midtop")
    y += below
    text.draw(canvas, name, (x, y + body + PAD), size, palette.CYAN, anchor="midtop")
    for row, line in enumerate(rows):
        at = (x, y + body + size + 2 * PAD + row * places.line)
        text.draw(canvas, line, at, body, palette.YELLOW, anchor="midtop")
    if key:
        at = (x, box.bottom - PAD - body)
        text.draw(canvas, key, at, body, palette.GREY, anchor="midtop", secondary=True)
