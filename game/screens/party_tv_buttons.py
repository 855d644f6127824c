"""A party TV player's buttons, read across a room: the table's buttons were small in a corner (a
host with a player at the TV, issue 31). At a TV player's turn they stand where the table's stand,
at the side under one another, in the biggest size whose every button says its words in at most
LINES lines and whose stack stands clear of every seat (its name plate, its cards and its words)
and of the prompt, inside the felt; where none does, in the table's own size as before. Each takes
its key and underlines its letter, as the solo table's buttons do."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.felt import layout
from game.felt.action_menu import label_for, side_buttons
from game.platform.backdrop import FELT_RECT
from game.platform.display import SAFE
from game.platform.text import BIG, HEADING
from game.platform.widgets import Item, Menu
from game.screens.party_tv_turn import seat_blocks

if TYPE_CHECKING:
    from game.felt.director import Director

SIZES = (BIG, HEADING)  # a TV player's buttons' words, biggest first, where they fit
RIM_GAP = 4  # pixels of felt at least under a big button (its edge read as on the rim)
LINES = 2  # a button's words' lines at most ('RAISE TO' over '2 1/2', as the table's at large)
Offered = tuple[str, Item]  # an action's whole label and its button at the table's size (decision_items)


def tv_buttons(offered: Sequence[Offered], places: layout.Layout, director: Director) -> Menu:
    """The buttons of `offered` at the side of the table, as big as fits (the module's rule), each
    taking its key and underlining its letter as the solo table's do."""
    seats = list(seat_blocks(director).values())

    def items(size: int) -> list[Item]:
        return [replace(item, label=label_for(label, places, size)) for label, item in offered]

    for size in SIZES:
        menu = side_buttons(items(size), places, size, FELT_RECT.bottom - RIM_GAP)
        if size > places.body and clear(menu, seats, places):
            return menu
    return side_buttons(items(0), places)


def prompt_band(places: layout.Layout) -> pygame.Rect:
    """The prompt's lines across the middle of the table (TableRenderer.draw_table writes the last on
    the prompt's line, any other over it), which reach out over the buttons' column."""
    y = places.prompt[1]  # (the last line's top: its letters `body` high)
    top = y - (places.prompt_rows - 1) * places.line
    return pygame.Rect(places.centre.x, top, places.centre.width, y + places.body - top)


def clear(menu: Menu, seats: Sequence[pygame.Rect], places: layout.Layout) -> bool:
    """Every button of `menu` in at most LINES lines, inside the safe area RIM_GAP over the felt's
    foot, off every one of `seats` and off the prompt's lines (a host's play-test: a tall stack
    risen to stay on screen had 'HOST: BET ROUND: 1 TO CALL' run under CALL 1 and FOLD on the rim)."""
    return all(
        len(menu.lines(menu.items[index])) <= LINES
        and SAFE.contains(menu.rects[index])
        and menu.rects[index].bottom <= FELT_RECT.bottom - RIM_GAP
        and not menu.rects[index].colliderect(prompt_band(places))
        and menu.rects[index].collidelist(list(seats)) < 0
        for index in menu.shown
    )
