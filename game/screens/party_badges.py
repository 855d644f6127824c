"""The party TV's quiet badges at the felt's bottom right, stacked over the hand's number (HAND 3 OF
8), instead of in the middle of the table. A locked room says ROOM LOCKED: a host play-test read
ROOM LOCKED over NO NEW GUESTS all night, the fifth and sixth lines of a stack under the pot, where
whose turn it is should stand out. A dealer's choice pot whose game the away rule picked for its
dealer (they did not choose in time) says so, in its call's banner's words, for the whole pot: the
banner is up for a few seconds only, and a host missed it; while the banner is up it says it there
alone (a host play-test read TIME RAN OUT: PICKED FOR MAXIMILIANA F. in the banner and again in
the corner, twice on one screen). Like the hand's number they are drawn after everything else of
the frame, and each steps aside for that moment where anything lies on its place (the buttons of a
player at the TV, a banner)."""

from __future__ import annotations

import pygame

from game.felt.game_banner import caller_rows
from game.felt.hand_count import HandCount
from game.felt.table_model import TableModel
from game.party.guest_protocol import MAX_NAME
from game.platform import palette
from game.platform.palette import Colour

LOCKED = "ROOM LOCKED"
OVER_COUNT = 4  # pixels between the badges and the hand's number under them
PICKED_LINES = 3  # the pick's badge at most: 'TIME RAN OUT:' over 'PICKED FOR' over 'BARTHOLOMEW F.'


def badge_lines(model: TableModel, locked: bool, columns: int) -> list[tuple[str, Colour]]:
    """The badges' lines, top down, each at most `columns` letters (the buttons' column; a name
    whole, MAX_NAME letters, where the column is narrower: 15 at TEXT SIZE large): the pot's game
    picked for its dealer (once its call's banner, which says it, is down) over ROOM LOCKED."""
    room = max(columns, MAX_NAME)
    said = model.picked_for and model.game_banner is None
    picked = caller_rows(model.picked_for, room, PICKED_LINES) if said else []
    return [(line, palette.ORANGE) for line in picked] + ([(LOCKED, palette.CYAN)] if locked else [])


def draw_badges(canvas: pygame.Surface, renderer: HandCount, model: TableModel, locked: bool) -> None:
    """The badges (badge_lines) from the bottom up, right-aligned with the hand's number and
    OVER_COUNT over it, each unless anything drawn this frame lies on its place."""
    places, text = renderer.places, renderer.text
    columns = places.button_w // places.small
    bottom = renderer.count_rect(model).top - OVER_COUNT
    for line, colour in reversed(badge_lines(model, locked, columns)):
        surface, lift = text.rendered(line, places.small)
        rect = pygame.Rect(0, 0, surface.get_width(), surface.get_height() - lift)  # as Text.draw's
        rect.bottomright = (renderer.count_rect(model).right, bottom)
        if renderer.free(rect):
            text.draw(canvas, line, rect.topleft, places.small, colour, secondary=True)
        bottom = rect.top - 2
