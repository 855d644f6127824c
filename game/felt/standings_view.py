"""The final standings as the screens show them: places (ties share a place), names and net
results, then the session's awards (game.telling.session_awards: biggest pot, best hand, most wilds, MVP).
The standings page after a game at the table, and the party TV between sessions, draw them here."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

import pygame

from engine.events import Standing
from engine.money import signed_mixed
from game.felt.seat_words import clip
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.text import BODY, HEADING, Text
from game.play.host_facts import Placing
from game.telling.session_awards import SessionAward

ORDINALS = {1: "1ST", 2: "2ND", 3: "3RD"}
COMPUTER = "computer player"  # a party's computer player, in the style line: unplaced, after the people
# place, name (7 letters), style line ("Station - normal"), then the net's right edge: room for
# a mixed number as long as "-123 11/12" before it meets the style line
COLUMNS = (48, 160, 336, 912)
TOP = 96  # the first row
ROW_H = HEADING + BODY // 2
LINE = BODY + BODY // 4
AWARD_W = 13  # characters of the award's title column: "BIGGEST POT" and a space
AWARD_COLUMNS = (COLUMNS[3] - COLUMNS[0]) // BODY - AWARD_W  # characters for who won it and with what


def place_label(place: int, shared: bool) -> str:
    return ORDINALS.get(place, f"{place}TH") + ("=" if shared else "")


Row = tuple[str, str, str, Fraction, bool]  # place, name, style line, net, the table's own seat


def standing_rows(model: TableModel, standings: Iterable[Standing]) -> list[Row]:
    """The standings in place order, each with the seat's name and style as the table shows them."""
    places = [s.place for s in standings]
    return [
        (
            place_label(s.place, places.count(s.place) > 1),
            model.seats[s.seat].name.upper(),
            model.seats[s.seat].style,
            s.net,
            model.seats[s.seat].human,
        )
        for s in sorted(standings, key=lambda s: (s.place, s.seat))
    ]


def placing_rows(people: Sequence[Placing]) -> list[Row]:
    """A party session's standings by whoever played, as its table host placed them (a guest who
    took a bot's seat counts from then, one who left still counts): the people placed, the names
    whole (a guest's may have sixteen letters) with no style line; the computer players after
    them, unplaced, as the phones list them."""
    places = [line.place for line in people]
    return [
        (
            "" if line.place is None else place_label(line.place, places.count(line.place) > 1),
            line.name.upper(),
            COMPUTER if line.place is None else "",
            line.net,
            False,
        )
        for line in people
    ]


def award_lines(awards: list[SessionAward], most: int | None = None) -> list[tuple[str, str]]:
    """Each award's title, and who won it with what: by who played, not by the seat's player now.
    The winners and the detail on one line where every name fits whole beside it, else the detail
    on a line of its own under them (MAXIMILIANA BELL / STRAIGHT FLUSH TO THE QUEEN: a play-test
    saw MAXIMILIANA\u2026 with the page's lines to spare), the winners as they fit (ANN & 2 MORE),
    never past the page's edge. In at most `most` lines (the page's room under the standings): the
    last awards first keep to one line, the winners as they fit before the detail."""
    forms = [_award_forms(award) for award in awards]
    chosen = [whole for whole, _ in forms]
    for index in reversed(range(len(forms))):
        if most is None or sum(map(len, chosen)) <= most:
            break
        chosen[index] = [forms[index][1]]
    return [line for lines in chosen for line in lines]


def _award_forms(award: SessionAward) -> tuple[list[tuple[str, str]], tuple[str, str]]:
    """An award's lines with every name whole where they fit, and its one line."""
    one = (award.title, f"{winners(award.names, AWARD_COLUMNS - len(award.detail) - 2)}  {award.detail}")
    if len(" & ".join(award.names)) + 2 + len(award.detail) <= AWARD_COLUMNS:
        return [one], one
    return [(award.title, winners(award.names, AWARD_COLUMNS)), ("", award.detail)], one


def awards_room(rows: list[Row], foot: int) -> int:
    """The award lines between the standings' `rows` and `foot` (a pixel row: what comes under them)."""
    return (foot - awards_top(rows)) // LINE


def winners(names: Sequence[str], room: int) -> str:
    """`names` joined in at most `room` characters: all of them, else the first and how many more
    (the first cut short with an ellipsis when even that is too long)."""
    upper = [name.upper() for name in names]
    together = " & ".join(upper)
    if len(together) <= room or len(upper) < 2:
        return clip(together, room)
    more = f" & {len(upper) - 1} MORE"
    return clip(upper[0], room - len(more)) + more


def draw_standings(
    canvas: pygame.Surface, text: Text, rows: list[Row], awards: list[tuple[str, str]]
) -> None:
    """The places, names and nets, then the awards under them (the standings page, the party TV)."""
    for row, (place, name, style, net, human) in enumerate(rows):
        y = TOP + row * ROW_H
        colour = palette.YELLOW if human else palette.WHITE
        text.draw(canvas, place, (COLUMNS[0], y), HEADING, colour)
        shown = signed_mixed(net)
        # a name runs to the style line, or with none (the party's guests) to the net
        end = COLUMNS[2] if style else COLUMNS[3] - (len(shown) + 1) * HEADING
        text.draw(canvas, clip(name, (end - COLUMNS[1]) // HEADING), (COLUMNS[1], y), HEADING, colour)
        text.draw(canvas, style, (COLUMNS[2], y + 4), BODY, palette.GREY)
        text.draw(canvas, shown, (COLUMNS[3], y), HEADING, palette.net_colour(net), anchor="topright")
    top = awards_top(rows)
    for row, (title, words) in enumerate(awards):
        y = top + row * LINE
        text.draw(canvas, title, (COLUMNS[0], y), BODY, palette.YELLOW)
        text.draw(canvas, words, (COLUMNS[0] + AWARD_W * BODY, y), BODY, palette.WHITE)


def awards_top(rows: list[Row]) -> int:
    return TOP + len(rows) * ROW_H + BODY // 2
