"""Stud flow on stacked decks, one test per rule of docs/rules.md#a-session and docs/rules.md#baseball.

Unless a test says otherwise: basic Baseball, 3 players, seat 0 deals, so every pass goes to
seats 1, 2, 0 in that order and the first street is two passes down and one up.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_engine_helpers import check_state, check_stream, deals, hand_events, play, stacked

from engine.actions import Action, IllegalAction
from engine.rules import Betting, Fours, Rules, WildCost

BASEBALL = Rules()
DOWN_DOWN = "5c 6c 7c 5d 6d 7d "  # the two down passes: seats 1, 2, 0, twice


def test_an_exposed_four_gets_its_bonus_before_the_next_player_gets_a_card():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "4h Kc Ts 8s")
    assert deals(table.events)[6:] == [
        (1, "4h", "up", "street"),
        (1, "Kc", "up", "bonus"),
        (2, "Ts", "up", "street"),
        (0, "8s", "up", "street"),
    ]
    assert [str(c) for c in table.hand.cards[1].up] == ["4h", "Kc"]


def test_a_bonus_four_earns_another_bonus():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "4h 4d Kc Ts 8s")
    assert deals(table.events)[6:] == [
        (1, "4h", "up", "street"),
        (1, "4d", "up", "bonus"),
        (1, "Kc", "up", "bonus"),
        (2, "Ts", "up", "street"),
        (0, "8s", "up", "street"),
    ]


def test_a_hidden_four_does_nothing_by_default():
    table = stacked(BASEBALL, 3, "4h 6c 7c 5d 6d 7d Kc Ts 8s")
    assert [d[3] for d in deals(table.events)] == ["street"] * 9
    assert table.legal_actions().decision == "bet"


def test_strikeout_one_pays_the_pot_and_one_folds_while_dealing_waits():
    rules = Rules(wild_costs=(("3", WildCost("match_pot")),))
    table = stacked(rules, 3, DOWN_DOWN + "3h 3d 8s Qc Qd")
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, str(legal.card)) == (1, "wild_cost", "3h")
    assert legal.kinds == ("pay", "fold") and legal.option("pay").amount == 3  # the pot: three antes
    assert deals(table.events)[-1] == (1, "3h", "up", "street")  # dealing paused
    events = play(table, "1:pay")
    assert [e.to_json() for e in events[:2]] == [
        {"type": "pay", "seat": 1, "amount": "3", "why": "wild_cost"},
        {"type": "deal", "seat": 2, "card": "3d", "face": "up", "why": "street"},
    ]
    assert table.legal_actions().option("pay").amount == 6  # the pot now holds 6
    events = play(table, "2:fold")
    assert events[0].to_json() == {  # the fold says why: it refused the wild card's price
        "type": "action",
        "seat": 2,
        "action": "fold",
        "amount": "0",
        "level": "0",
        "why": "wild_cost",
    }
    assert deals(events) == [(0, "8s", "up", "street")]
    assert table.hand.live == [0, 1] and table.pot == 6
    # the folded seat gets no more cards: the next street goes to seats 1 and 0 only
    play(table, "1:check", "0:check")
    assert deals(hand_events(table))[-2:] == [(1, "Qc", "up", "street"), (0, "Qd", "up", "street")]


def test_a_fixed_wild_cost_is_paid_into_the_pot():
    rules = Rules(wild_costs=(("9", WildCost("pay", Fraction(2))),))
    table = stacked(rules, 3, DOWN_DOWN + "9h Kc 8s")
    assert table.legal_actions().option("pay").amount == 2
    play(table, "1:pay")
    assert table.pot == 5 and table.balances[1] == -3


def test_each_wild_rank_has_its_own_cost():
    # docs/rules.md#house-options: the cost option is set per wild rank; a wild rank without one is simply wild
    table = stacked(Rules(wild_costs=(("3", WildCost("match_pot")),)), 3, DOWN_DOWN + "9h 3d 8s")
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, str(legal.card)) == (
        2,
        "wild_cost",
        "3d",
    )  # seat 1's nine asked nothing
    assert legal.option("pay").amount == 3
    rules = Rules(wild_costs=(("3", WildCost("match_pot")), ("9", WildCost("pay", Fraction(2)))))
    table = stacked(rules, 3, DOWN_DOWN + "9h 3d 8s")
    legal = table.legal_actions()
    assert (legal.seat, str(legal.card), legal.option("pay").amount) == (1, "9h", 2)
    play(table, "1:pay")
    legal = table.legal_actions()
    assert (legal.seat, str(legal.card), legal.option("pay").amount) == (
        2,
        "3d",
        5,
    )  # the pot, the nine's 2 included


def test_a_hidden_wild_costs_nothing():
    rules = Rules(wild_costs=(("3", WildCost("match_pot")),))
    table = stacked(rules, 3, "3h 3d 7c 5d 6d 7d Kc Ts 8s")
    assert table.legal_actions().decision == "bet"


def test_a_paid_four_declined_keeps_the_player_in_without_the_card():
    rules = Rules(fours=Fours(face_up="pay", face_up_cost=Fraction(1)))
    table = stacked(rules, 3, DOWN_DOWN + "4h Kc Ts")
    legal = table.legal_actions()
    assert (legal.decision, legal.kinds, legal.option("pay").amount) == ("four_cost", ("pay", "decline"), 1)
    events = play(table, "1:decline")
    assert events[0].to_json() == {"type": "decline", "seat": 1, "amount": "1", "why": "four_cost"}
    assert deals(events)[0] == (2, "Kc", "up", "street")
    assert 1 in table.hand.live and table.balances[1] == -1


def test_a_paid_four_bought_brings_the_bonus_at_once():
    rules = Rules(fours=Fours(face_up="pay", face_up_cost=Fraction(1)))
    table = stacked(rules, 3, DOWN_DOWN + "4h Kc Ts 8s")
    events = play(table, "1:pay")
    assert events[0].to_json() == {"type": "pay", "seat": 1, "amount": "1", "why": "four_cost"}
    assert deals(events)[:2] == [(1, "Kc", "up", "bonus"), (2, "Ts", "up", "street")]
    assert table.balances[1] == -2 and table.pot == 4


def test_a_hidden_four_revealed_at_its_holders_betting_turn_earns_the_bonus_and_counts_as_an_upcard():
    rules = Rules(fours=Fours(face_down="reveal"))
    table = stacked(rules, 3, "4h Kc 6c 7c 5d 6d 7d Qs Ts 8s")
    assert len(deals(table.events)) == 9  # dealing never waits for a hidden four
    play(table, "2:check", "0:check")
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, legal.kinds, str(legal.card)) == (
        1,
        "bet",
        ("check", "bet", "reveal"),
        "4h",
    )
    events = play(table, "1:reveal")
    assert events[0].to_json() == {"type": "reveal", "seat": 1, "card": "4h"}
    assert deals(events) == [(1, "8s", "up", "bonus")]
    cards = table.hand.cards[1]
    assert [str(c) for c in cards.up] == ["7d", "4h", "8s"] and [str(c) for c in cards.down] == ["7c"]
    assert table.legal_actions().kinds == ("check", "bet")  # the holder bets after its bonus


def test_a_hidden_four_kept_is_just_a_betting_action():
    rules = Rules(fours=Fours(face_down="reveal"))
    table = stacked(rules, 3, "4h 6c 7c 5d 6d 7d Qs Ts 8s")  # seat 1 opens, showing the queen
    events = play(table, "1:check", "2:check", "0:check")
    assert [e.type for e in events[:3]] == ["action", "action", "action"]
    assert "4h" in [str(c) for c in table.hand.cards[1].down]


def test_a_bonus_dealt_down_under_bonus_card_down():
    rules = Rules(fours=Fours(bonus_card="down"))
    table = stacked(rules, 3, DOWN_DOWN + "4h Kc Ts 8s")
    assert deals(table.events)[7] == (1, "Kc", "down", "bonus")


def test_the_opener_is_the_best_showing_hand():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "8h Kc 9s")  # a wild nine shows as an ace
    assert table.events[-1].to_json() == {"type": "round_start", "round": 1, "opener": 0}
    assert table.actor == 0 and table.legal_actions().kinds == ("check", "bet")


@pytest.mark.parametrize("dealer, opener", [(0, 1), (1, 2), (2, 0)])
def test_opener_ties_go_to_the_nearest_clockwise_from_the_dealer(dealer, opener):
    table = stacked(BASEBALL, 3, DOWN_DOWN + "Kc Kd Kh", dealer=dealer)
    assert table.events[-1].type == "round_start" and table.events[-1].opener == opener


def test_a_check_around_ends_the_round_and_deals_the_next_street():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "Kc 8d 7h Qs Js Ts")
    events = play(table, "1:check", "2:check", "0:check")
    assert deals(events) == [(1, "Qs", "up", "street"), (2, "Js", "up", "street"), (0, "Ts", "up", "street")]
    assert events[-1].type == "round_start" and events[-1].round == 2 and table.pot == 3


def test_bets_call_raise_and_pay_only_the_difference():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "Kc 8d 7h")
    events = play(table, "1:bet", "2:raise", "0:call", "1:call")
    assert [(e.seat, e.action, e.amount, e.level) for e in events if e.type == "action"] == [
        (1, "bet", 1, 1),
        (2, "raise", 2, 2),
        (0, "call", 2, 2),
        (1, "call", 1, 2),
    ]
    assert table.pot == 9 and table.balances == {0: -3, 1: -3, 2: -3}


def test_a_fourth_raise_is_refused_and_changes_nothing():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "Kc 8d 7h")
    play(table, "1:bet", "2:raise", "0:raise", "1:raise")
    legal = table.legal_actions()
    assert legal.seat == 2 and legal.kinds == ("fold", "call") and legal.option("call").amount == 2
    before = ([e.to_json() for e in table.events], table.balances, table.pot, legal)
    with pytest.raises(IllegalAction, match=r"cannot raise.*fold, call"):
        table.apply(Action(2, "raise"))
    assert ([e.to_json() for e in table.events], table.balances, table.pot, table.legal_actions()) == before
    assert max(e.level for e in table.events if e.type == "action") == BASEBALL.max_raise_level == 4


def test_illegal_actions_name_what_was_wrong():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "Kc 8d 7h")
    with pytest.raises(IllegalAction, match="seat 1's turn to decide, not seat 2's"):
        table.apply(Action(2, "bet"))
    with pytest.raises(IllegalAction, match="cannot call now: the legal actions are check, bet"):
        table.apply(Action(1, "call"))
    with pytest.raises(IllegalAction, match="not an Action"):
        table.apply("1:bet")
    assert len(table.decisions) == 0


def test_everyone_folding_to_one_ends_the_hand_at_once_without_more_cards():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "Kc 8d 7h")
    events = play(table, "1:bet", "2:fold", "0:fold")
    types = [e.type for e in events]
    assert types[:5] == ["action", "action", "action", "award", "hand_end"]
    assert events[3].to_json() == {"type": "award", "seat": 1, "amount": "4", "why": "uncontested"}
    assert "showdown" not in types and not deals(events[:5])
    assert events[4].to_json()["balances"] == {"0": "-1", "1": "2", "2": "-1"}
    assert events[5].type == "hand_start" and events[5].dealer == 1  # the deal passes left


def test_bring_in_then_completion_then_raises_up_to_the_cap():
    rules = Rules(betting=Betting(first_round="bring_in"))
    table = stacked(rules, 3, DOWN_DOWN + "Kc 2d 8s")
    legal = table.legal_actions()
    assert table.events[-1].opener == 2 and legal.seat == 2
    assert [(o.kind, o.amount) for o in legal.options] == [("bring_in", Fraction(1, 2)), ("complete", 1)]
    play(table, "2:bring_in")
    assert [(o.kind, o.amount) for o in table.legal_actions().options] == [
        ("fold", 0),
        ("call", Fraction(1, 2)),
        ("complete", 1),
    ]
    play(table, "0:complete")
    assert [(o.kind, o.amount) for o in table.legal_actions().options] == [
        ("fold", 0),
        ("call", 1),
        ("raise", 2),
    ]
    events = play(table, "1:raise", "2:raise", "0:raise")
    assert [(e.action, e.amount, e.level) for e in events] == [
        ("raise", 2, 2),
        ("raise", Fraction(5, 2), 3),
        ("raise", 3, 4),
    ]
    assert table.legal_actions().kinds == ("fold", "call")  # three raises after the completion


def test_when_everyone_calls_the_bring_in_the_round_ends():
    rules = Rules(betting=Betting(first_round="bring_in"))
    table = stacked(rules, 3, DOWN_DOWN + "Kc 2d 8s 7s 6s 5s")
    events = play(table, "2:bring_in", "0:call", "1:call")
    assert deals(events) and table.pot == Fraction(9, 2)
    assert events[-1].type == "round_start" and events[-1].round == 2 and events[-1].opener == 1


def test_the_bring_in_treats_a_wild_as_an_ace_and_ties_go_clockwise():
    rules = Rules(betting=Betting(first_round="bring_in"))
    assert stacked(rules, 3, DOWN_DOWN + "3c 9d Ks").actor == 0
    assert stacked(rules, 3, DOWN_DOWN + "5h 5s Ks").actor == 1


def test_a_three_way_split_pays_exact_thirds():
    rules = Rules(wild_ranks=frozenset())
    deck = (
        "Ac Ad Ah 8c  Kc Kd Kh 8d  Qd Qh Qs 8h "  # seats 1, 2, 3, 0: broadway straights for 1-3
        "Jd Jh Js  Th Ts Tc  2s 2h 2d  5s 6s 7c"
    )
    table = stacked(rules, 4, deck)
    assert table.actor == 1  # three queens showing tie: the nearest clockwise from the dealer opens
    play(table, "1:bet", "2:call", "3:call", "0:fold")
    for _ in range(4):
        play(table, "1:check", "2:check", "3:check")
    hand = hand_events(table)
    assert [e.category for e in hand if e.type == "showdown"] == ["straight"] * 3
    awards = [(e.seat, e.amount) for e in hand if e.type == "award"]
    assert awards == [(1, Fraction(7, 3)), (2, Fraction(7, 3)), (3, Fraction(7, 3))]
    assert hand[-1].to_json()["balances"] == {"0": "-1", "1": "1/3", "2": "1/3", "3": "1/3"}


def test_natural_beats_wild_breaks_a_tie_only_when_the_profile_says_so():
    deck = "As Ah  Ad 9c  Kc Ks  Qh Qd  7s 7h  6d 6c  2d 2c"  # seats 0, 1 alternately: A-A-K-Q-7 each
    split = stacked(Rules(), 2, deck, dealer=1)  # seat 0 natural aces, seat 1 aces with a wild nine
    natural = stacked(Rules(natural_beats_wild=True), 2, deck, dealer=1)
    for table in (split, natural):
        for _ in range(5):
            play(table, f"{table.actor}:check", f"{1 - table.actor}:check")
    assert [(e.seat, e.amount) for e in hand_events(split) if e.type == "award"] == [(0, 1), (1, 1)]
    assert [(e.seat, e.amount) for e in hand_events(natural) if e.type == "award"] == [(0, 2)]


def test_the_stock_running_short_brings_a_community_card_then_nothing():
    # 6 players x (3 + 5 upcards) = 48 cards; then 4 community cards, one a street, then nothing.
    rules = Rules(streets=(("down", "down", "up"),) + (("up",),) * 10, fours=Fours(face_up="none"), pots=1)
    table = stacked(rules, 6, "")
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(Action(legal.seat, "check"))
        check_state(table)
    check_stream(table)
    streets = list(deals(table.events))
    assert [d for d in streets if d[0] is None] == [
        (None, str(c), "up", "community") for c in table.hand.community
    ]
    assert len(table.hand.community) == 4 and len(streets) == 52
    showdown = [e for e in table.events if e.type == "showdown"]
    assert all(len(e.cards) == 12 for e in showdown)  # 8 of their own and 4 shared
    assert sum(1 for e in table.events if e.type == "round_start") == 11


def test_a_session_rotates_the_deal_and_ends_with_shared_places():
    from engine.table import standings

    assert [(s.seat, s.place) for s in standings([Fraction(2), Fraction(-4), Fraction(2)])] == [
        (0, 1),
        (2, 1),
        (1, 3),
    ]
    rules = Rules(pots=3)
    table = stacked(rules, 3, DOWN_DOWN + "Kc 8d 7h", dealer=2)
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(Action(legal.seat, "fold" if "fold" in legal.kinds else legal.kinds[0]))
    assert [e.dealer for e in table.events if e.type == "hand_start"] == [2, 0, 1]
    assert table.events[-1].type == "session_end" and table.actor is None and table.legal_actions() is None
    with pytest.raises(IllegalAction, match="session is over"):
        table.apply(Action(0, "check"))


def test_a_bonus_owed_when_the_stock_is_empty_is_not_given():
    # 2 players x 24 passes take 48 cards; the 25th pass finds the four fours: seat 1's 4c earns 4d,
    # which earns 4h, which earns 4s, which earns a card the empty stock cannot give; seat 0 gets nothing.
    rules = Rules(streets=(("down", "down", "up"),) + (("up",),) * 22, wild_ranks=frozenset(), pots=1)
    no_fours = " ".join(rank + suit for rank in "2356789TJQKA" for suit in "cdhs")
    table = stacked(rules, 2, no_fours + " 4c 4d 4h 4s")
    while not table.is_over:
        play(table, f"{table.actor}:check")
    check_stream(table)
    assert deals(table.events)[-4:] == [
        (1, "4c", "up", "street"),
        (1, "4d", "up", "bonus"),
        (1, "4h", "up", "bonus"),
        (1, "4s", "up", "bonus"),
    ]
    assert len(deals(table.events)) == 52
