"""The party TV player's turn banner never covers their own seat's hand in words, its pile's
count or its cards (issue 31, a host play-test from the TV's bottom seat in Night Baseball: the
flashing YOUR TURN stood under the seat's cards, over 'Pai' of 'Pair of K's' and 'EFT' of
'9 LEFT'). Every seat at 2-8 players, both TEXT SIZEs, each in turn the TV player's."""

from __future__ import annotations

import pytest
from test_ui_no_peek_piles import TURNED, turn_every_seat
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from game.felt import layout
from game.felt.seat_popup import seats_drawn
from game.screens.party_tv_turn import TvTurn


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
def test_the_banner_stands_clear_of_its_seats_words_count_and_cards(app, tmp_path, size, players):
    app.settings.text_size = size
    app.settings.reduced_motion = True  # cards lie still where the layout puts them
    write_eight_seat_profiles(tmp_path)
    scene = table_scene(app, profile="night-baseball" if players <= 5 else "night-eight", players=players)
    app.frame([], 0.05)
    turn_every_seat(scene, [*TURNED, *TURNED[:2]], 2)  # two turned (a pair's words), seven in the pile
    director, places = scene.director, scene.renderer.places
    laid = [director.seat_places(number) for number in range(players)]
    drawn = seats_drawn(scene.model, director.slots, laid, places.body, False)
    covered = []
    for seat in director.slots:
        placed = TvTurn(app.text).place(director, places, seat, "Queenie")
        if placed is None:
            continue  # (the seat's own plate says it: test_party_tv_turn_banner)
        _, _, banner = placed
        words, cards = drawn[seat]
        assert words, (seat, "the seat writes its hand and count")
        hit = [tuple(rect) for rect in [*words, *cards] if rect.colliderect(banner)]
        if hit:
            covered.append((seat, tuple(banner), hit))
    assert not covered, covered
