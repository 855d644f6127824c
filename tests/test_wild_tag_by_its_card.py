"""WILD (and BONUS!) rises by the seat's cards, right under what the seat writes under them (or
on its name plate, over them), never out over empty felt: a play-test of Baseball's first hand saw a lone WILD float by the game's
corner, apart from any card. A side seat's block keeps its lines down to the band under it for a
No Peek second row; the tag stood under all of them, empty, and so rose from just over the corner
(at the left) or the buttons (at the right), as a top seat's rose from under two empty lines. Nor
does it lie across the frame round the seat to act."""

from __future__ import annotations

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.popup_place import tag_plate
from game.felt.seat_popup import seats_drawn
from game.felt.seat_words import named_slots

NEAR = 8  # pixels: a tag this close to a seat's cards or words is by them


SIZES = pytest.mark.parametrize("size", ["normal", "large"])
TABLES = pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
HANDS = pytest.mark.parametrize("hand", ["x x 3h", "x x 3h 9c", "x x Ks 3h Qd 9c"])


def seated(size: str, players: int, hand: str):
    """A table of `players` each holding `hand`: its director and model, where each seat's cards lie,
    what each seat draws (seats_drawn) and each seat's name lines' block."""
    places = layout.LAYOUTS[size]
    director, model, _ = table(players, places, dict.fromkeys(range(players), hand))
    laid = [director.seat_places(number) for number in range(players)]
    drawn = seats_drawn(model, director.slots, laid, places.body, False)
    return director, model, laid, drawn, named_slots(model.seats, director.slots, places.body)


@SIZES
@TABLES
@HANDS
def test_wild_rises_by_its_seats_cards(size, players, hand):
    places = layout.LAYOUTS[size]
    director, _, _, drawn, plates = seated(size, players, hand)
    lone = []
    for number in range(players):
        director.popup("WILD", number, (255, 214, 64))
        popup, _ = director.seat_popups[number][-1]
        plate = tag_plate(popup.text, places.body, popup.pos, popup.rises)
        words, cards = drawn[number]
        seat = [*words, *cards, layout.name_plate(plates[number])]
        if plate.inflate(2 * NEAR, 2 * NEAR).collidelist(seat) < 0:
            lone.append((number, tuple(plate), [tuple(each) for each in seat]))
    assert not lone, lone


@SIZES
@TABLES
@HANDS
def test_wild_never_lies_across_the_turn_frames_foot(size, players, hand):
    """WILD at the seat to act stands clear of the foot of the yellow frame round it: a newcomer's
    play-test at TEXT SIZE large (shot_391) saw Casey's WILD, just turned, risen to lie across her
    frame's foot, hanging out of her panel. Where it stands, risen, it is wholly under the foot or
    wholly over it."""
    places = layout.LAYOUTS[size]
    director, model, laid, drawn, plates = seated(size, players, hand)
    across = []
    for number in range(players):
        words, _ = drawn[number]
        model.actor = number  # (its frame drawn round it, as Casey's)
        director.popup("WILD", number, (255, 214, 64))
        popup, _ = director.seat_popups[number][-1]
        rest = tag_plate(popup.text, places.body, popup.pos, False)  # where it stands, risen
        box = layout.turn_box(plates[number], laid[number], words[0].bottom if words else 0, None)
        if rest.top < box.bottom < rest.bottom:
            across.append((number, tuple(rest), tuple(box)))
    assert not across, across


def test_a_side_seats_wild_stands_off_the_games_corner():
    """The play-test's picture: six seats, the left side seat's WILD risen from just over the game's
    corner; now it rises from under the seat's one line of words, clear of the corner by a line."""
    director, _, _ = table(6, layout.NORMAL, {1: "x x 3h"})
    director.popup("WILD", 1, (255, 214, 64))
    popup, _ = director.seat_popups[1][-1]
    plate = tag_plate(popup.text, layout.NORMAL.body, popup.pos, popup.rises)
    corner_top = layout.NORMAL.info[1]
    assert plate.bottom <= corner_top - layout.LINE, (tuple(plate), corner_top)
