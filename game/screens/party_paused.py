"""The party TV while the host has paused the party: a panel over the middle of the table says so
and which keys do what, in words (ENTER OR PAD A: GO ON). Enter or A goes on, as the panel says (a host play-test: Enter did nothing on
the paused TV; then a GO ON? asked again what the panel had said, and took the next keys); Esc or B
opens the host menu. Going on loses nothing, so nothing asks first. Behind the panel the table is
held as under the host's menu, one hold for every pause (PartyTableScene.held: a host play-test's
KEEP IT PAUSED played out the moves the TV had been given behind it): nothing moves there, and no
phone is told of a move, until the party goes on from where it stood."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.felt import layout
from game.platform import palette
from game.platform.text import BIG, BODY, HEADING, Text
from game.platform.widgets import panel

if TYPE_CHECKING:
    from game.party.room import Room

# a key and a pad's button in words: a host play-test could not tell from "ENTER / A: GO ON" which
# key did what (A read as the letter key, the slash as a choice between two things)
KEYS = ("ENTER OR PAD A: GO ON", "ESC OR PAD BACK: HOST MENU")
# the foot of a page over the table (a session's standings, tonight's ledger between sessions) while
# paused: its countdown stands still and Enter goes on, so it says so where its keys are said
PAUSED_LINE = f"PAUSED    {KEYS[0]}"


def paused_box(places: layout.Layout, bottom: int) -> pygame.Rect:
    """Where PAUSED is said: over the middle of the table, under the pot's amount (which a paused
    table still shows: play-test) and above `bottom` (the join lines)."""
    top = places.pot_text[1] + BIG + 6
    return pygame.Rect(places.centre.x, top, places.centre.width, bottom - 4 - top)


ROOMY = 12 + HEADING + 10 + len(KEYS) * (BODY + 4)  # the box's words with room to breathe


def word_tops(box: pygame.Rect) -> list[int]:
    """Where PAUSED and each key line start in `box`, in its middle: roomy spacing when it has the
    height, else the spare height shared out (TEXT SIZE large: the bigger join lines leave a lower box, and a
    host play-test saw ESC / B: HOST MENU run out of it, over JOIN 192.0.2.2:8765)."""
    if box.height >= ROOMY:  # in the middle of the box: a locked room's box, down to where how to
        # join would be, left an empty strip under its words (a host play-test)
        after_heading, between = 10, 4
        words = HEADING + after_heading + len(KEYS) * BODY + (len(KEYS) - 1) * between
        top = (box.height - words) // 2
    else:
        spare = max(0, box.height - HEADING - len(KEYS) * BODY)
        after_heading = between = spare // (len(KEYS) + 3)
        top = (spare - after_heading - between * (len(KEYS) - 1)) // 2
    first = box.y + top + HEADING + after_heading
    return [box.y + top, *(first + row * (BODY + between) for row in range(len(KEYS)))]


def draw_paused(canvas: pygame.Surface, text: Text, box: pygame.Rect) -> None:
    """PAUSED on a solid panel, the keys under it."""
    panel(canvas, box, palette.BLACK, palette.YELLOW, 2, 6)
    heading, *keys = word_tops(box)
    text.draw(canvas, "PAUSED", (box.centerx, heading), HEADING, palette.YELLOW, anchor="midtop")
    for line, top in zip(KEYS, keys, strict=True):
        text.draw(canvas, line, (box.centerx, top), BODY, palette.YELLOW, anchor="midtop", secondary=True)


def go_on(room: Room) -> None:
    """The paused party goes on where it stopped."""
    room.controls.pause(False)
