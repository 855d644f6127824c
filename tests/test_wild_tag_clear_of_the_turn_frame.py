"""WILD under a seat's words stands clear of the foot of the yellow frame round the seat to act: a
newcomer's play-test at TEXT SIZE large (shot_391) saw Casey's WILD risen to lie across her frame's
foot, hanging out of her panel. Where it stands, risen, it is wholly under the frame's foot or
wholly over it, at every table size, both text sizes, with a face-up hand and a longer one."""

from __future__ import annotations

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.popup_place import tag_plate
from game.felt.seat_popup import seats_drawn
from game.felt.seat_words import named_slots


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
@pytest.mark.parametrize("hand", ["x x 3h", "x x 3h 9c", "x x Ks 3h Qd 9c"])
def test_wild_never_lies_across_the_turn_frames_foot(size, players, hand):
    places = layout.LAYOUTS[size]
    director, model, _ = table(players, places, dict.fromkeys(range(players), hand))
    laid = [director.seat_places(number) for number in range(players)]
    drawn = seats_drawn(model, director.slots, laid, places.body, False)
    plates = named_slots(model.seats, director.slots, places.body)
    across = []
    for number in range(players):
        words, _ = drawn[number]
        model.actor = number  # (its frame drawn round it, as Casey's, who had just turned her wild 9)
        director.popup("WILD", number, (255, 214, 64))
        popup, _ = director.seat_popups[number][-1]
        rest = tag_plate(popup.text, places.body, popup.pos, False)  # where it stands, risen
        box = layout.turn_box(plates[number], laid[number], words[0].bottom if words else 0, None)
        if rest.top < box.bottom and rest.bottom > box.bottom:
            across.append((number, tuple(rest), tuple(box)))
    assert not across, (size, players, across)
