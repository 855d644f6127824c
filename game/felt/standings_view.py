"""The final standings as the screens show them: places (ties share a place), names and net
results, then the session's awards (game.telling.session_awards: biggest pot, best hand, most wilds, MVP).
The standings page after a game at the table, and the party TV between sessions, draw them here.

A party's standings come in blocks under headings: the people placed under PEOPLE, the computer
players under COMPUTER PLAYERS, unplaced, and the people's awards under AWARDS, the computer players
that did better named once under them (game.telling.session_awards)."""

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
from game.play.place_words import place_label, placing_labels
from game.telling.session_awards import SessionAward, better_line

PEOPLE, COMPUTERS = "PEOPLE", "COMPUTER PLAYERS"  # a party's blocks' headings
AWARDS = "AWARDS"  # over the awards, in a party's
# place, name (7 letters), style line ("Station - normal"), then the net's right edge: room for
# a mixed number as long as "-123 11/12" before it meets the style line
COLUMNS = (48, 160, 336, 912)
TOP = 96  # the first row
ROW_H = HEADING + BODY // 2
LINE = BODY + BODY // 4
HEADING_H = LINE + BODY // 4  # a block's heading's line: a little apart from the rows it heads
AWARD_W = 13  # characters of the award's title column: "BIGGEST POT" and a space
AWARD_COLUMNS = (COLUMNS[3] - COLUMNS[0]) // BODY - AWARD_W  # characters for who won it and with what


Row = tuple[str, str, str, Fraction, bool]  # place, name, style line, net, the table's own seat
Block = tuple[str, list[Row]]  # a heading ("": none, the standings page's one block) over its rows


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


def placing_blocks(people: Sequence[Placing]) -> list[Block]:
    """A party session's standings by whoever played, as its table host placed them (a guest who
    took a bot's seat counts from then, one who left still counts): the people placed under their
    heading, the names whole (a guest's may have sixteen letters) with no style line; the computer
    players under theirs, unplaced (placed among themselves when no person played)."""
    blocks = []
    labelled = list(zip(people, placing_labels(people), strict=True))
    for heading, person in ((PEOPLE, True), (COMPUTERS, False)):
        rows = [
            (label, line.name.upper(), "", line.net, False)
            for line, label in labelled
            if line.person == person
        ]
        if rows:
            blocks.append((heading, rows))
    return blocks


def award_lines(awards: list[SessionAward], most: int | None = None) -> list[tuple[str, str]]:
    """Each award's title, and who won it with what: by who played, not by the seat's player now.
    The winners and the detail on one line where every name fits whole beside it, else the detail
    on a line of its own under them (MAXIMILIANA BELL / STRAIGHT FLUSH TO THE QUEEN: a play-test
    saw MAXIMILIANA\u2026 with the page's lines to spare), the winners as they fit (ANN & 2 MORE),
    never past the page's edge; under them all, once, the computer players that did better
    (session_awards.better_line) where a line is left. In at most `most` lines (the page's room
    under the standings): the last awards first keep to one line, the winners as they fit before
    the detail."""
    said = better_line(awards, AWARD_COLUMNS)
    below = [("", clip(said, AWARD_COLUMNS))] if said else []
    forms = [_award_forms(award) for award in awards]
    chosen = [whole for whole, _ in forms]
    for index in reversed(range(len(forms))):
        if most is None or sum(map(len, chosen)) + len(below) <= most:
            break
        chosen[index] = [forms[index][1]]
    if most is not None and sum(map(len, chosen)) + len(below) > most:
        below = []  # (the awards themselves first: an eight-seat page has no line to spare)
    return [line for lines in chosen for line in lines] + below


def _award_forms(award: SessionAward) -> tuple[list[tuple[str, str]], tuple[str, str]]:
    """An award's lines with every name whole where they fit, and its one line."""
    detail = award.detail
    if len(" & ".join(award.names)) + 2 + len(detail) <= AWARD_COLUMNS:
        one = (award.title, f"{winners(award.names, AWARD_COLUMNS)}  {detail}")
        return [one], one
    one = (award.title, f"{winners(award.names, AWARD_COLUMNS - len(detail) - 2)}  {detail}")
    return [(award.title, winners(award.names, AWARD_COLUMNS)), ("", detail)], one


def awards_room(blocks: list[Block], foot: int) -> int:
    """The award lines between the standings' `blocks` and `foot` (a pixel row: what comes under
    them), a party's awards' heading left out."""
    return (foot - awards_top(blocks) - (HEADING_H if awards_heading(blocks) else 0)) // LINE


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
    canvas: pygame.Surface, text: Text, blocks: list[Block], awards: list[tuple[str, str]]
) -> None:
    """The places, names and nets (in `blocks`, under their headings), then the awards under them
    (the standings page, the party TV)."""
    for y, size, heading, line in _lines(blocks):
        if line is None:
            text.draw(canvas, heading, (COLUMNS[0], y), BODY, palette.CYAN)
            continue
        place, name, style, net, human = line
        colour = palette.YELLOW if human else palette.WHITE
        text.draw(canvas, place, (COLUMNS[0], y), size, colour)
        shown = signed_mixed(net)
        # a name runs to the style line, or with none (the party's guests) to the net
        end = COLUMNS[2] if style else COLUMNS[3] - (len(shown) + 1) * size
        text.draw(canvas, clip(name, (end - COLUMNS[1]) // size), (COLUMNS[1], y), size, colour)
        text.draw(canvas, style, (COLUMNS[2], y + 4), BODY, palette.GREY)
        text.draw(canvas, shown, (COLUMNS[3], y), size, palette.net_colour(net), anchor="topright")
    top = awards_top(blocks)
    heading = awards_heading(blocks)
    if heading and awards:
        text.draw(canvas, heading, (COLUMNS[0], top), BODY, palette.CYAN)
        top += HEADING_H
    for row, (title, words) in enumerate(awards):
        y = top + row * LINE
        text.draw(canvas, title, (COLUMNS[0], y), BODY, palette.YELLOW)
        text.draw(canvas, words, (COLUMNS[0] + AWARD_W * BODY, y), BODY, palette.WHITE)


def _lines(blocks: list[Block]) -> list[tuple[int, int, str, Row | None]]:
    """Each heading (its row None) and each row of `blocks`, with the pixel row it starts on and
    its letters' size: the people's in big letters, the computer players' in the body's (in a
    party they stand under the people, with the awards under them on an eight-seat page)."""
    lines: list[tuple[int, int, str, Row | None]] = []
    y = TOP - (BODY // 2 if blocks and blocks[0][0] else 0)  # a heading takes the first row's room
    for heading, rows in blocks:
        if heading:
            y += BODY // 2 if lines else 0  # a block apart from the one over it
            lines.append((y, BODY, heading, None))
            y += HEADING_H
        size, step = (BODY, LINE) if heading == COMPUTERS else (HEADING, ROW_H)
        for row in rows:
            lines.append((y, size, heading, row))
            y += step
    return lines


def awards_heading(blocks: list[Block]) -> str:
    """Over a party's awards (the standings page's one block has none)."""
    return AWARDS if any(heading for heading, _ in blocks) else ""


def awards_top(blocks: list[Block]) -> int:
    """Under the last row of the standings (`blocks`), half a line apart."""
    lines = _lines(blocks)
    if not lines:
        return TOP + BODY // 2
    y, size, _, _ = lines[-1]
    return y + (LINE if size == BODY else ROW_H) + BODY // 2
