"""A party TV player's buttons, read across a room: the table's buttons were small in a corner (a
host with a player at the TV, issue 31). At a TV player's turn they stand where the table's stand,
at the side under one another, in the biggest size whose every button says its words in at most
LINES lines and whose stack stands clear of every seat (its name plate, its cards and its words) inside the
screen's safe area; where none does, in the table's own size as before."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.felt import layout
from game.felt.action_menu import label_for, side_buttons
from game.platform.display import SAFE
from game.platform.text import BIG, HEADING
from game.platform.widgets import Item, Menu
from game.screens.party_tv_turn import seat_blocks

if TYPE_CHECKING:
    from game.felt.director import Director

SIZES = (BIG, HEADING)  # a TV player's buttons' words, biggest first, where they fit
LINES = 2  # a button's words' lines at most ('RAISE TO' over '2 1/2', as the table's at large)
Offered = tuple[str, Callable[[], None], str]  # a button's label, what it does, its line (a game's)


def tv_buttons(offered: Sequence[Offered], places: layout.Layout, director: Director) -> Menu:
    """The buttons of `offered` at the side of the table, as big as fits (the module's rule)."""
    seats = list(seat_blocks(director).values())

    def items(size: int) -> list[Item]:
        return [
            Item(label_for(label, places, size), action, detail=detail) for label, action, detail in offered
        ]

    for size in SIZES:
        menu = side_buttons(items(size), places, size)
        if size > places.body and clear(menu, seats):
            return menu
    return side_buttons(items(0), places)


def clear(menu: Menu, seats: Sequence[pygame.Rect]) -> bool:
    """Every button of `menu` in at most LINES lines, inside the safe area and off every one of `seats`."""
    return all(
        len(menu.lines(menu.items[index])) <= LINES
        and SAFE.contains(menu.rects[index])
        and menu.rects[index].collidelist(list(seats)) < 0
        for index in menu.shown
    )
