"""Audit of the No Peek flow (docs/rules.md#the-showing-value-face-up-cards-only, docs/rules.md#no-peek) on stacked piles: strict beats with kickers, wild costs on
turned cards, and who challenges next. Seat 0 deals unless a test says otherwise."""

from __future__ import annotations

import pytest
from test_engine_helpers import hand_events, play, stacked
from test_no_peek import check_all, flow, piles

from engine.cards import parse_cards
from engine.hands import showing_score
from engine.rules import Rules, WildCost

PLAIN = Rules(id="plain", flow="no_peek", cards=5, wild_ranks=frozenset())
STRIKE = Rules(id="strike", flow="no_peek", cards=5, wild_costs=(("3", WildCost("match_pot")),))


@pytest.mark.parametrize(
    "better, worse",
    [
        ("Kc Kd 7c 2c", "Kh Ks 7d"),  # a kicker beats a missing card
        ("Kc Kd 7c", "Kh Ks 5d 2d"),  # ... but a higher kicker comes first
        ("Kc Kd 7c 5c", "Kh Ks 7d 2d"),
        ("2c 2d", "Ac Kc Qd Jh"),  # any pair beats four high cards
        ("9c", "Ac"),  # a lone wild is an ace, and equal is not better
    ],
)
def test_showing_values_order_as_the_referee_reads_them(better, worse):
    wild = {"3", "9"}
    b, w = showing_score(parse_cards(better), wild), showing_score(parse_cards(worse), wild)
    assert (b > w) if better != "9c" else (b == w)


def test_k_k_7_2_beats_k_k_7_but_k_k_7_does_not_beat_k_k_7():
    deck = piles([1, 0], {1: "Kc Ks 7c 2c 5s", 0: "Kd 7d Kh 8h 6h"})
    table = stacked(PLAIN, 2, deck)
    for _ in range(6):
        play(table, f"{table.actor}:turn")
        while table.legal_actions().decision == "turn":
            play(table, f"{table.actor}:turn")
        check_all(table)
    assert flow(hand_events(table))[:14] == [
        "t1 Kc",
        "r1",  # the hand to beat
        "t0 Kd",
        "t0 7d",
        "r0",  # K ties K: turn on; K-7 beats K
        "t1 Ks",
        "r1",  # K-K beats K-7
        "t0 Kh",
        "r0",  # K-K-7 beats K-K
        "t1 7c",
        "t1 2c",
        "r1",  # K-K-7 only ties K-K-7; K-K-7-2 beats it
        "t0 8h",
        "r0",
    ]  # K-K-8-7 beats K-K-7-2


def test_the_first_turner_folding_to_a_wild_cost_heads_up_gives_the_pot_at_once():
    deck = piles([1, 0], {1: "3c Ks 7c 2c 5s", 0: "Kd 7d Kh 8h 6h"})
    table = stacked(STRIKE, 2, deck)
    play(table, "1:turn")
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, legal.kinds, legal.option("pay").amount) == (
        1,
        "wild_cost",
        ("pay", "fold"),
        2,
    )
    play(table, "1:fold")
    hand = hand_events(table)
    assert flow(hand) == ["t1 3c", "win0 uncontested"] and "showdown" not in [e.type for e in hand]


def test_a_challenger_folding_to_a_wild_cost_passes_the_turn_on_skipping_the_best():
    deck = piles([1, 2, 0], {1: "Ac Ks 7c 2c 5s", 2: "Kd 3h Kh 8h 6h", 0: "Qd Qs 4c 8c 6c"})
    table = stacked(STRIKE, 3, deck)
    play(table, "1:turn")
    check_all(table)
    play(table, "2:turn", "2:turn")
    assert table.legal_actions().option("pay").amount == 3
    play(table, "2:fold")
    assert table.actor == 0 and table.legal_actions().decision == "turn"  # seat 1 (the best) is skipped
    play(table, "0:turn", "0:turn")
    assert flow(hand_events(table))[-1] == "r0"  # Q-Q beats the ace
    check_all(table)
    assert table.actor == 1 and table.hand.live == [0, 1]


def test_a_paid_wild_counts_at_once_and_may_make_the_beat():
    deck = piles([1, 0], {1: "Kc Ks 7c 2c 5s", 0: "3d 7d Kh 8h 6h"})
    table = stacked(STRIKE, 2, deck)
    play(table, "1:turn")
    check_all(table)
    play(table, "0:turn", "0:pay")
    assert flow(hand_events(table))[-2:] == ["t0 3d", "r0"] and table.pot == 4  # a lone wild is an ace
