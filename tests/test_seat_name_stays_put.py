"""A seat's name is cut once for the session, never with its net or its turn, by one rule at every
seat of every table: a host play-test's bottom seat read MAXIMILIANA FEAT at -8 1/2, MAXIMILIANA
FE\u2026 at -10 1/2 and \u25b6MAXIMILIANA FE\u2026 on her turn at -1 1/2, the name flickering as the pots
went by, and a side seat said BARTHOLOMEW\u2026 on its turn, BARTHOLOMEW F\u2026 after it. A plate keeps
room for the widest net it may show (seat_words.NET_ROOM) and the dealer button (seat_words.kept_room)
where the name is cut (a name whole beside the net drawn now is whole: a host play-test read
BARTHOLOMEW FI\u2026 -2 with room for it), the turn said by the lit plate, not a mark taking a letter of the name; the button has its own room on every plate (a host play-test's
TV read -2 1/2(D), the button 2 pixels from the net)."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.seat_words import clip, kept_room, named_slots
from game.felt.table_draw import TableRenderer
from game.party.protocol import MAX_NAME
from game.platform.frame_log import FRAME

NAME = "Maximiliana Feat"  # 16 letters, the most a phone sends
NETS = (Fraction(0), Fraction(-5, 2), Fraction(-21, 2), Fraction(75, 2))
BUTTON_CLEAR = 6  # pixels at the least between the dealer button and any word of its plate


def drawn(app, places, players, net, actor, dealer):
    """The table drawn with NAME at every seat: its name plates' blocks and the words drawn."""
    director, model, _ = table(players, places, {})
    for seat in model.seats:
        seat.name, seat.since = NAME, seat.balance - net
    model.actor, model.dealer = actor, dealer
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    return named_slots(model.seats, director.slots, places.body), FRAME.texts()


def plate_words(slot, texts):
    """The words drawn on a seat's name lines, left to right."""
    lines = range(slot.y, slot.y + slot.name_lines * slot.line, slot.line)
    inside = [item for item in texts if item.rect.y in lines and slot.x <= item.rect.x < slot.x + slot.width]
    return sorted(inside, key=lambda item: (item.rect.y, item.rect.x))


@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_seat_keeps_one_cut_of_a_long_name_whatever_its_net_and_turn(app, size):
    assert len(NAME) == MAX_NAME
    places = layout.LAYOUTS[size]
    for players in range(2, 9):
        cuts = defaultdict(set)
        for net in NETS:
            for actor in (None, *range(players)):
                named, texts = drawn(app, places, players, net, actor, None)
                for number, slot in named.items():
                    line = plate_words(slot, texts)[0]
                    # (the seat to act is its lit plate: no mark in the name's line takes a letter)
                    assert line.rect.right <= slot.x + slot.width, (size, players, number, net, line)
                    cuts[number].add(line.text)
        for number, said in cuts.items():
            slot = named[number]
            # the one cut, as long as the plate leaves it beside the widest net and the button, or
            # the name whole where it fits beside the net drawn (test_long_name_whole_where_it_fits)
            cut = clip(NAME.upper(), kept_room(slot, places.body))
            assert said <= {cut, NAME.upper()}, (size, players, number, said)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_dealer_button_has_its_own_room_on_every_plate(app, size):
    """At every seat of every table, beside every net, on the seat's turn and off it, the button is
    BUTTON_CLEAR pixels clear of the name, the net and the status on its plate."""
    places = layout.LAYOUTS[size]
    for players in range(2, 9):
        for dealer in range(players):
            for net in NETS:
                for actor in (None, dealer):
                    named, texts = drawn(app, places, players, net, actor, dealer)
                    slot = named[dealer]
                    words = plate_words(slot, texts)
                    plate = layout.name_plate(slot)
                    letter = next(i for i in texts if i.text == "D" and plate.collidepoint(i.rect.center))
                    # (draw_seat: a circle of radius 11, its letter's centre a pixel right of its own)
                    centre = (letter.rect.centerx - 1, letter.rect.centery - 1)
                    circle = (centre[0] - 11, centre[0] + 11)
                    for item in words:
                        if item is letter or abs(item.rect.centery - centre[1]) >= 11 + item.rect.height // 2:
                            continue
                        gap = max(circle[0] - item.rect.right, item.rect.left - circle[1])
                        where = (size, players, dealer, str(net), actor, item.text)
                        assert gap >= BUTTON_CLEAR, where
                    assert circle[1] <= slot.x + slot.width + 4, (size, players, dealer)  # (on its plate)
