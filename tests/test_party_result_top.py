"""What the server tells a guest's phone at a pot's result (a host play-test rated the guest 8;
the page itself: tests/test_party_phone_result_top_e2e.py):

- the pot line read "Pot 0" as CPU 4 won 32: each state says the pot's awards the TV has shown
  (`won`), and none once the next pot is dealt;
- the top read "Ace high showing" over "Wild 3 = A" in the player's row: the phone's own hand
  says a lone wild's reason as its row does, in every form."""

from __future__ import annotations

from fractions import Fraction

from test_party_phones_follow_the_chips_and_the_deal import played_party

from engine.cards import parse_cards
from engine.events import Award, Out
from game.party.room_states import best_words
from game.telling.hand_words import form_ladder
from game.telling.table_moments import what_it_is
from game.telling.wild_reason import showing_words


def test_each_state_says_who_won_the_pot_as_the_tv_shows_it_and_forgets_it_at_the_next_deal():
    seen: list[tuple[int, str, list[dict[str, str]]]] = []

    def look(now, tv, model, seat, state):
        seen.append((state["hand"], state["pot"], state["won"]))

    played_party("baseball", 3, look)
    awarded = [(hand, pot, won) for hand, pot, won in seen if won]
    assert {hand for hand, _, _ in awarded} >= {1, 2}, "no state said a pot's winner"
    for hand, pot, won in awarded:
        assert pot == "0", (hand, pot, won)  # said once the chips are the winner's
        assert all(Fraction(w["amount"]) > 0 for w in won)
    for hand in {hand for hand, _, _ in awarded}:
        later = [won for h, _, won in seen if h == hand + 1]
        assert not later or not later[0], "the last pot's winner said over the next pot"


def test_a_lone_wild_is_one_hand_at_the_top_and_in_its_row():
    cards, wilds = parse_cards(["3d"]), frozenset("39")
    mine, row = best_words(cards, wilds), showing_words(cards, wilds)
    assert form_ladder(mine) == form_ladder(row)
    assert form_ladder(mine)[1] == "Wild 3 = A"
    assert best_words(parse_cards(["3d", "9h", "Kc"]), wilds) == "Three kings"  # (no lone wild: no reason)


def test_each_moment_says_what_it_is_in_the_tvs_words():
    won = Award(seat=0, amount=Fraction(32), why="showdown")
    assert what_it_is("PERFECT GAME!", won) == "A straight flush"
    assert what_it_is("GRAND SLAM!", won) == "Five of a kind, with a wild card"
    assert what_it_is("STRIKE THREE!", Out(seat=1)) == "Beaten, every card turned"
