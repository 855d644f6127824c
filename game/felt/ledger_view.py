"""Tonight's ledger as the TV shows it (game.play.ledger): each person's place, name, their net in
the night's latest sessions and in total, the biggest winner first, bots in grey. The party TV
draws it between sessions (after the standings), the ledger page from the host's menu and at the
end of the night.

The TV's letters are 16 pixels wide, so three sessions fit beside the names: a longer night shows
its last three, and says that the total counts the earlier ones too."""

from __future__ import annotations

import pygame

from engine.money import signed_mixed
from game.felt.standings_view import place_label
from game.felt.table_draw import clip
from game.platform import palette
from game.platform.display import WIDTH
from game.platform.text import BODY, Text
from game.play.ledger import Ledger, Line

SESSIONS_SHOWN = 3
PLACE_X, NAME_X = 48, 128
NAME_COLUMNS = 13  # up to the first session's column
SESSION_RIGHTS = (480, 624, 768)  # each session's column, by its right edge
HEAD_COLUMNS = 8  # a session's game in its head: a letter's width apart from the next
TOTAL_RIGHT = 912
ROW_H = BODY + 10
HEADING = "TONIGHT'S LEDGER"  # the page's heading, on the TV between sessions and on its own page
TOP = 96  # the ledger's heads, under the page's heading and the night's line


def places(lines: list[Line]) -> list[str]:
    """Each line's place: equal totals share it (1ST=, 1ST=, 3RD)."""
    totals = [line.total for line in lines]
    out = []
    for line in lines:
        place = 1 + sum(1 for total in totals if total > line.total)
        out.append(place_label(place, totals.count(line.total) > 1))
    return out


def draw_ledger(canvas: pygame.Surface, text: Text, ledger: Ledger, top: int, rows: int) -> None:
    """The ledger's heads at `top` (each session's game, and when it started under it), then at
    most `rows` lines (the rest said in one line)."""
    sessions = ledger.sessions[-SESSIONS_SHOWN:]
    first = len(ledger.sessions) - len(sessions)
    rights = SESSION_RIGHTS[SESSIONS_SHOWN - len(sessions) :]
    for session, right in zip(sessions, rights, strict=True):
        text.draw(
            canvas,
            clip(session.game.upper(), HEAD_COLUMNS),
            (right, top),
            BODY,
            palette.CYAN,
            anchor="topright",
        )
        started = session.started[11:16] if session.over else "NOW"
        text.draw(canvas, started, (right, top + ROW_H), BODY, palette.GREY, anchor="topright")
    text.draw(canvas, "NIGHT", (TOTAL_RIGHT, top + ROW_H), BODY, palette.YELLOW, anchor="topright")
    lines = ledger.lines()
    shown = lines if len(lines) <= rows else lines[: rows - 1]
    for row, (line, place) in enumerate(zip(shown, places(lines), strict=False), 2):
        y = top + row * ROW_H
        colour = palette.GREY if line.person.bot else palette.WHITE
        text.draw(canvas, place, (PLACE_X, y), BODY, colour)
        text.draw(canvas, clip(line.shown.upper(), NAME_COLUMNS), (NAME_X, y), BODY, colour)
        for net, right in zip(line.nets[first:], rights, strict=True):
            words, tint = ("-", palette.GREY) if net is None else (signed_mixed(net), palette.net_colour(net))
            text.draw(canvas, words, (right, y), BODY, tint, anchor="topright")
        total = signed_mixed(line.total)
        text.draw(canvas, total, (TOTAL_RIGHT, y), BODY, palette.net_colour(line.total), anchor="topright")
    foot = top + (len(shown) + 2) * ROW_H + 4
    notes = []
    if len(shown) < len(lines):
        notes.append(f"AND {len(lines) - len(shown)} MORE")
    if first:
        notes.append(f"NIGHT COUNTS SESSION{'S 1-' if first > 1 else ' '}{first} TOO")
    if notes:
        text.draw(canvas, "  ".join(notes), (PLACE_X, foot), BODY, palette.GREY)


def draw_night(canvas: pygame.Surface, text: Text, ledger: Ledger, rows: int) -> None:
    """Under a page's heading (HEADING): the night and its sessions, then the ledger."""
    count = len(ledger.sessions)
    night = f"THE NIGHT OF {ledger.night}: {count} SESSION{'' if count == 1 else 'S'}"
    text.draw(canvas, night, (WIDTH // 2, 62), BODY, palette.CYAN, anchor="midtop")
    draw_ledger(canvas, text, ledger, TOP, rows)
