"""The phone's own hand so far (its state's `you.best`, the line under its cards) follows each card
as the TV lands it, as its row's words do (tests/test_party_phones_follow_what_a_row_shows.py). A
host play-test's Night Baseball phone read "Four 7s showing" with its third wild turned, and still
at the session's end over the result's "Five 7s": the paced states moved the card, not the hand."""

from __future__ import annotations

import pytest
from test_party_phones_follow_the_chips_and_the_deal import played_party

from engine.cards import parse_cards
from game.party.room_states import best_words


@pytest.mark.parametrize("profile, pots", [("no-peek", 3), ("midnight-baseball", 3), ("baseball", 2)])
def test_your_hand_so_far_follows_each_card_as_it_lands(profile, pots):
    looked: list[int] = []

    def look(now, tv, model, seat, state):
        you, row = state["you"], state["players"][seat]
        if "hidden" not in you or not row["in"]:
            return
        cards = (*parse_cards(you["hidden"]), *parse_cards(row["up"]), *parse_cards(state["community"]))
        said = best_words(cards, frozenset(state["wild"]))
        assert you["best"] == said, f"pot {state['hand']}: {row['up']} {you['hidden']} said {you['best']!r}"
        looked.append(len(cards))

    played_party(profile, pots, look)
    assert len(set(looked)) >= 4, "too few hands seen"
