"""Audit of the stud flow (docs/rules.md#a-session, docs/rules.md#baseball) on stacked decks: the rules a referee would check at a real table.

Each test names the rule it checks. Unless it says otherwise: 3 players, seat 0 deals, so every pass
goes to seats 1, 2, 0 (the dealer last) and the first street is two passes down and one up.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from test_engine_helpers import deals, hand_events, play, stacked

from engine.cards import ALL_CARDS, parse_cards
from engine.rules import Betting, Fours, Rules, WildCost
from engine.table import SeatInfo, Table

BASEBALL = Rules()
STRIKEOUT = Rules(id="strikeout", wild_costs=(("3", WildCost("match_pot")),))
PAID_FOURS = Rules(id="paid-fours", fours=Fours(face_up="pay", face_up_cost=Fraction(1)))
BRING_IN = Rules(id="bring-in", betting=Betting(first_round="bring_in"))
DOWN_DOWN = "5c 6c 7c 5d 6d 7d "  # the two down passes: seats 1, 2, 0, twice


def types(events) -> list[str]:
    return [e.type for e in events]


@pytest.mark.parametrize("dealer", range(4))
def test_deal_goes_clockwise_from_the_dealers_left_and_the_dealer_is_served_last(dealer):
    table = stacked(Rules(fours=Fours(face_up="none")), 4, "", dealer=dealer)
    order = [(dealer + i) % 4 for i in (1, 2, 3, 4)]
    assert [(d[0], d[2]) for d in deals(table.events)] == (
        [(s, "down") for s in order] * 2 + [(s, "up") for s in order]
    )
    assert [e.seat for e in table.events if e.type == "ante"] == order


def test_a_chain_of_bonus_fours_is_dealt_before_the_next_player_and_a_wild_bonus_may_cost():
    # seat 1: 4h up earns 4d, which earns 3c: under strikeout that bonus three costs the pot (3)
    table = stacked(STRIKEOUT, 3, DOWN_DOWN + "4h 4d 3c Ks 8s")
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, str(legal.card), legal.option("pay").amount) == (
        1,
        "wild_cost",
        "3c",
        3,
    )
    assert deals(table.events)[6:] == [
        (1, "4h", "up", "street"),
        (1, "4d", "up", "bonus"),
        (1, "3c", "up", "bonus"),
    ]
    events = play(table, "1:fold")
    assert deals(events) == [(2, "Ks", "up", "street"), (0, "8s", "up", "street")]
    assert table.hand.live == [0, 2]


@pytest.mark.parametrize("face", ["up", "down"])
def test_the_bonus_card_comes_up_or_down_as_the_profile_says(face):
    table = stacked(Rules(fours=Fours(bonus_card=face)), 3, DOWN_DOWN + "4h Kc Ts 8s")
    assert deals(table.events)[7] == (1, "Kc", face, "bonus")
    assert (parse_cards("Kc")[0] in table.hand.cards[1].up) == (face == "up")


def test_folding_to_a_wild_cost_as_the_last_opponent_hands_over_the_pot_at_once():
    # heads-up, seat 0 deals: seat 1's third card is an exposed three; it folds rather than match the pot
    table = stacked(STRIKEOUT, 2, "5c 5d 6c 6d 3h 7s")
    legal = table.legal_actions()
    assert (legal.seat, legal.kinds, legal.option("pay").amount) == (1, ("pay", "fold"), 2)
    events = play(table, "1:fold")
    hand = events[: events.index(next(e for e in events if e.type == "hand_end")) + 1]
    assert [e.to_json() for e in hand] == [
        {"type": "action", "seat": 1, "action": "fold", "amount": "0", "level": "0", "why": "wild_cost"},
        {"type": "award", "seat": 0, "amount": "2", "why": "uncontested"},
        {"type": "hand_end", "hand": 1, "balances": {"0": "1", "1": "-1"}},
    ]
    assert types(events)[3] == "hand_start"  # the 7s was never dealt: the next deal begins


def test_matching_the_pot_costs_what_the_pot_holds_at_that_moment_bets_included():
    table = stacked(STRIKEOUT, 3, DOWN_DOWN + "Kc 8d 7h 3s")
    play(table, "1:bet", "2:raise", "0:call", "1:call")  # 3 antes + 3 x 2
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, legal.option("pay").amount) == (1, "wild_cost", 9)
    play(table, "1:pay")
    assert table.pot == 18 and table.balances[1] == -12


def test_a_bought_four_bonus_that_is_a_four_offers_another_purchase():
    table = stacked(PAID_FOURS, 3, DOWN_DOWN + "4h 4d Kc Ts 8s")
    play(table, "1:pay")
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, str(legal.card)) == (1, "four_cost", "4d")
    events = play(table, "1:decline")
    assert deals(events)[:1] == [(2, "Kc", "up", "street")]  # declined: no card, the deal moves on
    assert 1 in table.hand.live and table.balances[1] == -2


def _deck_ending_with(first: str, last: str) -> list:
    top, bottom = parse_cards(first), parse_cards(last)
    middle = [c for c in ALL_CARDS if c not in top and c not in bottom]
    return top + middle + bottom


def test_a_community_card_counts_as_everyones_upcard_for_the_opener_and_the_showdown():
    # 3 players x 17 passes take 51 cards; the last street finds 1 card for 3 players: a community 7s.
    rules = Rules(
        streets=(("down", "down", "up"),) + (("down",),) * 14 + (("up",),),
        wild_ranks=frozenset(),
        fours=Fours(face_up="none"),
        pots=1,
    )
    deck = _deck_ending_with(DOWN_DOWN + "Kc Qd 7h", "7s")
    table = Table(rules, [SeatInfo(f"P{i}") for i in range(3)], 0, first_dealer=0, decks=[deck])
    openers = []
    while not table.is_over:
        if table.legal_actions().decision == "bet" and table.events[-1].type == "round_start":
            openers.append(table.events[-1].opener)
        play(table, f"{table.actor}:check")
    assert deals(table.events)[-1] == (None, "7s", "up", "community")
    assert openers == [1] * 15 + [0]  # K high opens, until the shared 7s pairs the dealer's 7h
    showdown = [e for e in table.events if e.type == "showdown"]
    assert len(showdown) == 3 and all(
        parse_cards("7s")[0] in e.cards and len(e.cards) == 18 for e in showdown
    )


@pytest.mark.parametrize("dealer, opener", [(0, 2), (1, 2), (2, 0)])
def test_opener_ties_go_to_the_nearest_clockwise_from_the_dealer_the_dealer_last(dealer, opener):
    # seats 2 and 0 both show a king; seat 1 shows a seven
    order = [(dealer + i) % 3 for i in (1, 2, 3)]
    up = {0: "Kc", 1: "7h", 2: "Kh"}
    table = stacked(BASEBALL, 3, DOWN_DOWN + " ".join(up[s] for s in order), dealer=dealer)
    assert table.events[-1].type == "round_start" and table.events[-1].opener == opener


@pytest.mark.parametrize("dealer, brings_in", [(0, 2), (1, 2), (2, 0)])
def test_bring_in_ties_go_to_the_nearest_clockwise_from_the_dealer_the_dealer_last(dealer, brings_in):
    order = [(dealer + i) % 3 for i in (1, 2, 3)]
    up = {0: "2c", 1: "Kd", 2: "2h"}
    table = stacked(BRING_IN, 3, DOWN_DOWN + " ".join(up[s] for s in order), dealer=dealer)
    assert table.actor == brings_in and table.legal_actions().kinds == ("bring_in", "complete")


def test_the_bring_in_may_be_completed_at_once_and_then_three_raises_are_allowed():
    table = stacked(BRING_IN, 3, DOWN_DOWN + "Kc 2d 8s")
    events = play(table, "2:complete", "0:raise", "1:raise", "2:raise")
    assert [(e.action, e.amount, e.level) for e in events] == [
        ("complete", 1, 1),
        ("raise", 2, 2),
        ("raise", 3, 3),
        ("raise", 3, 4),
    ]
    assert (
        table.legal_actions().kinds == ("fold", "call") and table.legal_actions().option("call").amount == 2
    )


def test_a_round_ends_only_when_all_have_matched_and_acted_since_the_last_raise():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "Kc 8d 7h")
    play(table, "1:check", "2:bet", "0:call")
    assert table.actor == 1  # the checker must act again on the bet
    play(table, "1:raise")
    assert table.actor == 2 and table.legal_actions().option("call").amount == 1
    play(table, "2:call")
    assert table.actor == 0  # seat 0 called the bet but not the raise
    events = play(table, "0:call")
    assert events[-1].type == "round_start" and events[-1].round == 2 and table.pot == 9


def test_a_pot_of_ten_split_three_ways_pays_ten_thirds_each():
    # 4 players, one folds after the antes; three identical straights put 2 each into a pot of 10
    deck = (
        "Ac Ad Ah 8c  Kc Kd Kh 8d  Qd Qh Qs 8h "  # seats 1, 2, 3, 0
        "Jd Jh Js  Th Ts Tc  2s 2h 2d  5s 6s 7c"
    )
    table = stacked(Rules(wild_ranks=frozenset()), 4, deck)
    play(table, "1:bet", "2:raise", "3:call", "0:fold", "1:call")
    for _ in range(4):
        play(table, "1:check", "2:check", "3:check")
    hand = hand_events(table)
    assert [(e.seat, e.amount) for e in hand if e.type == "award"] == [
        (s, Fraction(10, 3)) for s in (1, 2, 3)
    ]
    assert hand[-1].to_json()["balances"] == {"0": "-1", "1": "1/3", "2": "1/3", "3": "1/3"}


def test_folding_to_one_deals_no_more_cards_and_shows_nothing():
    table = stacked(BASEBALL, 3, DOWN_DOWN + "Kc 8d 7h Qs 2c 2d")
    play(table, "1:check", "2:check", "0:check")  # the second street is dealt: seat 1 shows K-Q
    assert table.actor == 1
    dealt = len(deals(hand_events(table)))
    events = play(table, "1:bet", "2:fold", "0:fold")
    hand = hand_events(table)
    assert len(deals(hand)) == dealt and "showdown" not in types(hand)
    assert [e.to_json() for e in events[3:5]] == [
        {"type": "award", "seat": 1, "amount": "4", "why": "uncontested"},
        {"type": "hand_end", "hand": 1, "balances": {"0": "-1", "1": "2", "2": "-1"}},
    ]


def test_a_community_three_or_four_belongs_to_no_one_so_it_costs_nothing_and_earns_nothing():
    # 5 players x 10 passes take 50 cards; the next two streets each turn one community card: 4s then 3s.
    # (the rules are silent: a wild cost and a four's bonus are the receiving player's, and nobody receives these.)
    rules = dataclasses.replace(
        STRIKEOUT, streets=(("down", "down", "up"),) + (("down",),) * 7 + (("up",),) * 2, pots=1
    )
    deck = _deck_ending_with("3c 3d 3h 4c 4d 4h", "4s 3s")  # the other threes and fours are dealt face down
    table = Table(rules, [SeatInfo(f"P{i}") for i in range(5)], 0, first_dealer=0, decks=[deck])
    while not table.is_over:
        assert table.legal_actions().decision == "bet"
        play(table, f"{table.actor}:check")
    assert deals(table.events)[-2:] == [(None, "4s", "up", "community"), (None, "3s", "up", "community")]
    assert "bonus" not in [d[3] for d in deals(table.events)] and "pay" not in types(table.events)
    assert all({*parse_cards("4s 3s")} <= set(e.cards) for e in table.events if e.type == "showdown")


def test_a_four_dealt_down_as_a_bonus_may_be_revealed_for_another_bonus_at_its_holders_turn():
    rules = Rules(fours=Fours(bonus_card="down", face_down="reveal"))
    table = stacked(rules, 3, DOWN_DOWN + "4h 4d Ts 8s Kc")
    assert deals(table.events)[6:] == [
        (1, "4h", "up", "street"),
        (1, "4d", "down", "bonus"),
        (2, "Ts", "up", "street"),
        (0, "8s", "up", "street"),
    ]
    play(table, "2:check", "0:check")
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, legal.kinds[-1], str(legal.card)) == (1, "bet", "reveal", "4d")
    events = play(table, "1:reveal")
    assert deals(events) == [(1, "Kc", "down", "bonus")]
    assert [str(c) for c in table.hand.cards[1].up] == ["4h", "4d"]
