"""The party TV's join strip keeps out of the room a top or side seat keeps for its rows and words
still to come, bare felt though it is: a host play-test read the strip there, under a top seat's
cards, as that seat's words, and the next turned card took its place. Both edges taken (a player at
the TV asked: their buttons, your seat's words and count, the game's information), it stands in the
centre under what is written there; only where that is full too, in such a room, to be said at all.
At every table size and both TEXT SIZEs."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import WIDEST_ADDRESS

from game.felt.layout import LAYOUTS
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.screens.party_join_strip import REACH, JoinStrip, seat_rooms


def edges_taken(centre: pygame.Rect) -> None:
    """A frame drawn on from edge to edge along the top, deeper than the strip's REACH, and from the
    centre's foot down (the game's information, your seat, the buttons), the centre bare."""
    FRAME.clear()
    FRAME.panel(pygame.Rect(SAFE.left, SAFE.top, SAFE.width, REACH + 40))
    FRAME.panel(pygame.Rect(SAFE.left, centre.bottom, SAFE.width, SAFE.bottom - centre.bottom))
    FRAME.region("centre", centre)  # (the centre's own region, as centre_draw logs it)


@pytest.mark.parametrize("size", sorted(LAYOUTS))
def test_both_edges_taken_the_strip_stands_in_the_centre_not_in_a_seats_room(app, size):
    places = LAYOUTS[size]
    canvas = app.display.canvas
    for players in sorted(places.slots_for):
        slots = places.seat_slots(players).values()
        edges_taken(places.centre)
        strip = JoinStrip(app.text)
        strip.draw(canvas, WIDEST_ADDRESS, "ABCD", slots, places.centre)
        where = f"{size}, {players} players: {strip.rect}"
        assert strip.rect is not None, where
        assert strip.rect.collidelist(seat_rooms(slots)) == -1, where
        assert places.centre.collidepoint(strip.rect.center), where  # (wider at two and three players)


def test_with_the_centre_full_too_how_to_join_is_still_said(app):
    places = LAYOUTS["normal"]
    slots = places.seat_slots(6).values()
    edges_taken(places.centre)
    FRAME.panel(places.centre)  # (the centre written on from its top to its foot)
    strip = JoinStrip(app.text)
    strip.draw(app.display.canvas, WIDEST_ADDRESS, "ABCD", slots, places.centre)
    assert strip.rect is not None and not strip.rect.colliderect(places.centre)
    assert any(WIDEST_ADDRESS in item.text for item in FRAME.texts())
