"""The party TV while the host has paused the party: a panel over the middle of the table says so
and which keys do what. Enter or A asks GO ON? (YES first), as the host menu's GO ON WITH THE PARTY
does; Esc or B opens the host menu (a host play-test: Enter did nothing on the paused TV)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.felt import layout
from game.platform import palette
from game.platform.text import BIG, BODY, HEADING, Text
from game.platform.widgets import panel
from game.screens import openers
from game.screens.scene import SceneHost

if TYPE_CHECKING:
    from game.party.room import Room

KEYS = ("ENTER / A: GO ON", "ESC / B: HOST MENU")


def paused_box(places: layout.Layout, bottom: int) -> pygame.Rect:
    """Where PAUSED is said: over the middle of the table, under the pot's amount (which a paused
    table still shows: play-test) and above `bottom` (the join lines)."""
    top = places.pot_text[1] + BIG + 6
    return pygame.Rect(places.centre.x, top, places.centre.width, bottom - 4 - top)


def draw_paused(canvas: pygame.Surface, text: Text, box: pygame.Rect) -> None:
    """PAUSED on a solid panel, the keys under it."""
    panel(canvas, box, palette.BLACK, palette.YELLOW, 2, 6)
    text.draw(canvas, "PAUSED", (box.centerx, box.y + 12), HEADING, palette.YELLOW, anchor="midtop")
    for row, line in enumerate(KEYS):
        where = (box.centerx, box.y + 12 + HEADING + 10 + row * (BODY + 4))
        text.draw(canvas, line, where, BODY, palette.YELLOW, anchor="midtop", secondary=True)


def ask_go_on(app: SceneHost, room: Room, keep_running: Callable[[float], None]) -> None:
    """GO ON? over the paused table, YES first: the host menu's question, one press nearer."""
    app.push(
        openers.confirm(
            question="GO ON?",
            detail="Play goes on where it stopped.",
            yes="GO ON",
            on_yes=lambda: room.controls.pause(False),
            keep_running=keep_running,
            yes_first=True,
        )
    )
