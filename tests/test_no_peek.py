"""No Peek flow (docs/rules.md#no-peek) on stacked piles.

Piles are dealt one card at a time clockwise from the dealer's left and turned in the order dealt;
`piles()` interleaves per-seat piles into the stock order. Seat 0 deals unless a test says otherwise.
"""

from __future__ import annotations

import random

import pytest
from test_engine_helpers import check_state, check_stream, deals, hand_events, play, stacked

from engine.cards import RANKS, SUITS, Card, parse_cards
from engine.hands import showing_hand
from engine.no_peek import lead_after_fold
from engine.rules import Fours, Rules

MIDNIGHT = Rules(id="midnight", flow="no_peek", cards=7, fours=Fours(bonus_card="down"))
NIGHT = Rules(id="night", flow="no_peek", cards=9, max_players=5, fours=Fours(bonus_card="up"))
SHORT = Rules(id="short", flow="no_peek", cards=3, wild_ranks=frozenset())  # three-card piles, no wilds


def piles(order: list[int], by_seat: dict[int, str], then: str = "") -> str:
    """The stock that deals these piles (seats in `order`), followed by `then` (bonus cards)."""
    cards = {seat: text.split() for seat, text in by_seat.items()}
    size = len(next(iter(cards.values())))
    return " ".join(cards[seat][r] for r in range(size) for seat in order) + " " + then


def turns(events) -> list[tuple[int, str]]:
    return [(e.seat, str(e.card)) for e in events if e.type == "turn"]


def flow(events) -> list[str]:
    """The turning loop as text: "t1 Kc" (seat 1 turns Kc), "r1" (a round opened by seat 1), "out0",
    "b0 Kd up" (a bonus card), "win1 showdown"."""
    out = []
    for e in events:
        if e.type == "turn":
            out.append(f"t{e.seat} {e.card}")
        elif e.type == "round_start":
            out.append(f"r{e.opener}")
        elif e.type == "out":
            out.append(f"out{e.seat}")
        elif e.type == "deal" and e.why == "bonus":
            out.append(f"b{e.seat} {e.card} {e.face}")
        elif e.type == "award":
            out.append(f"win{e.seat} {e.why}")
    return out


def check_all(table):
    """Everyone checks around, starting with the round's opener."""
    while table.legal_actions() and table.legal_actions().decision == "bet":
        play(table, f"{table.actor}:check")


def turn_until_round(table):
    while table.legal_actions() and table.legal_actions().decision == "turn":
        play(table, f"{table.actor}:turn")


def test_piles_are_dealt_face_down_and_nobody_sees_them():
    table = stacked(MIDNIGHT, 3, "")
    assert [d[2:] for d in deals(table.events)] == [("down", "street")] * 21
    assert [d[0] for d in deals(table.events)[:3]] == [1, 2, 0]
    for seat in range(3):
        view = table.view(seat)
        assert view.hidden == () and view.down_counts == (7, 7, 7) and view.upcards == ((), (), ())
        assert all(e.card is None for e in table.events_for(seat) if e.type == "deal")


def test_the_dealers_left_turns_first_then_challengers_turn_until_strictly_better():
    deck = piles([1, 2, 0], {1: "Kc 2c 5c 6c 7c 8c Tc", 2: "Kd 2s Jd 5d 7h Qd Ad", 0: "2h 5h 6h 7d 8d Td Jh"})
    table = stacked(MIDNIGHT, 3, deck)
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, legal.kinds) == (1, "turn", ("turn",))  # the only move
    events = play(table, "1:turn")
    assert flow(events) == ["t1 Kc", "r1"]
    check_all(table)
    turn_until_round(table)
    # K alone ties K alone: not enough; K-2 beats K (a kicker beats a missing card)
    assert flow(hand_events(table))[2:] == ["t2 Kd", "t2 2s", "r2"]
    check_all(table)
    turn_until_round(table)
    # seat 0 turns everything without beating K-2: out, and no betting round follows
    assert flow(hand_events(table))[5:] == [f"t0 {c}" for c in ["2h", "5h", "6h", "7d", "8d", "Td", "Jh"]] + [
        "out0",
        "t1 2c",
        "t1 5c",
        "r1",
    ]  # the beaten seat 1 resumes: K-2 ties K-2, K-5-2 beats it
    assert table.hand.live == [1, 2]


def test_the_best_never_turns_until_beaten_and_wins_without_turning_the_rest():
    deck = piles([1, 0], {1: "Kc 2c 5d", 0: "Qh Qd 2h"})
    table = stacked(SHORT, 2, deck)
    play(table, "1:turn")
    check_all(table)
    turn_until_round(table)
    check_all(table)
    turn_until_round(table)
    hand = hand_events(table)
    assert flow(hand) == ["t1 Kc", "r1", "t0 Qh", "t0 Qd", "r0", "t1 2c", "t1 5d", "out1", "win0 showdown"]
    showdown = [e for e in hand if e.type == "showdown"]
    assert [(e.seat, [str(c) for c in e.cards], e.category) for e in showdown] == [(0, ["Qh", "Qd"], "pair")]
    assert "2h" not in [card for _, card in turns(hand)]  # the winner never turned its last card


def test_a_beat_that_leaves_nobody_able_to_challenge_ends_the_hand_without_betting():
    deck = piles([1, 0], {1: "2c 5d Kc", 0: "Qh Qd 2h"})
    table = stacked(SHORT, 2, deck)
    for _ in range(3):
        turn_until_round(table)
        check_all(table)
    turn_until_round(table)
    assert flow(hand_events(table)) == [
        "t1 2c",
        "r1",
        "t0 Qh",
        "r0",
        "t1 5d",
        "t1 Kc",
        "r1",
        "t0 Qd",
        "win0 showdown",
    ]


@pytest.mark.parametrize(
    "leader, bonus, expected",
    [
        ("Kc", "Kd", ["t0 4h", "b0 Kd up", "r0"]),  # K-4 beats K: the bonus card completed the beat
        ("Ac", "4d Kd", ["t0 4h", "b0 4d up", "b0 Kd up", "r0"]),  # a bonus four earns another: 4-4-K beats A
    ],
)
def test_a_night_bonus_card_comes_face_up_at_once_and_can_make_the_beat(leader, bonus, expected):
    deck = piles(
        [1, 0], {1: f"{leader} 2c 5c 6c 7c 8c Tc Jc Ah", 0: "4h 5d 6d 7s 8s Ts Js Qs As"}, then=bonus
    )
    table = stacked(NIGHT, 2, deck)
    play(table, "1:turn")
    check_all(table)
    events = play(table, "0:turn")
    assert flow(events)[: len(expected)] == expected
    assert [str(c) for c in table.view(1).upcards[0]] == ["4h", *bonus.split()]
    assert table.view(1).down_counts == (8, 8)


def test_a_midnight_bonus_card_goes_under_the_pile_unseen_and_is_turned_last():
    deck = piles([1, 0], {1: "Ac Kc Qc Jc Tc 8c 7c", 0: "4h 2d 6c 7s 8d Th Qs"}, then="As")
    table = stacked(MIDNIGHT, 2, deck)
    play(table, "1:turn")
    check_all(table)
    events = play(table, "0:turn")
    assert flow(events) == ["t0 4h", "b0 As down"]
    assert all(e.card is None for seat in (0, 1) for e in table.events_for(seat) if e.type == "deal")
    assert table.view(0).down_counts == (7, 6)
    turn_until_round(table)
    hand = hand_events(table)
    assert turns(hand)[1:] == [(0, c) for c in ["4h", "2d", "6c", "7s", "8d", "Th", "Qs", "As"]]
    assert flow(hand)[-1] == "r0"  # A-Q-T-8-7 beats A: the bonus card turned last made the beat


def test_everyone_folding_hands_the_pot_to_the_last_player_at_once():
    deck = piles([1, 2, 0], {1: "Kc 2c 5d", 2: "Qh Qd 2h", 0: "7c 7d 7h"})
    table = stacked(SHORT, 3, deck)
    events = play(table, "1:turn", "1:bet", "2:fold", "0:fold")
    assert flow(events) == ["t1 Kc", "r1", "win1 uncontested"]
    types = [e.type for e in events]
    assert types[types.index("award") :][:3] == ["award", "hand_end", "hand_start"]
    assert [e.to_json()["balances"] for e in events if e.type == "hand_end"] == [
        {"0": "-1", "1": "2", "2": "-1"}
    ]


def test_a_best_who_folds_hands_the_lead_to_the_best_hand_still_showing():
    deck = piles([1, 2, 0], {1: "Kc 2c 5d", 2: "Ah 2d 2s", 0: "Qh Qd 2h"})
    table = stacked(SHORT, 3, deck)
    play(table, "1:turn")
    check_all(table)
    play(table, "2:turn", "2:bet", "0:call", "1:call")  # seat 2 leads with the ace
    turn_until_round(table)  # seat 0 beats it with queens
    play(table, "0:bet", "1:call", "2:fold")
    assert table.hand.best == 0
    play(table, "1:turn")  # K-2 does not beat Q-Q
    assert table.actor == 1


def test_no_peek_games_keep_every_invariant():
    from test_engine_helpers import run

    from engine.simple_player import SimplePlayer

    for rules, n in ((MIDNIGHT, 6), (NIGHT, 5), (SHORT, 4)):
        table = stacked(rules, n, "", pots=4)
        run(table, [SimplePlayer(i) for i in range(n)])
        check_state(table)
        check_stream(table)


def test_a_stacked_pile_helper_sanity():
    assert parse_cards(piles([1, 0], {1: "Kc 2c", 0: "Qh Qd"})) == parse_cards("Kc Qh 2c Qd")


def test_the_lead_after_a_fold_is_the_best_hand_showing_first_from_the_left():
    """engine.no_peek.lead_after_fold, which the table applies after the round and the felt at the
    fold, against a plain reference: the highest showing value (engine.hands.showing_hand, compared
    as values), the first of equals in the order given; None when no seat shows a card."""
    rng = random.Random(11)
    deck = [Card.of(rank, suit) for rank in RANKS for suit in SUITS]
    for _ in range(400):
        rng.shuffle(deck)
        seats = rng.sample(range(7), rng.randint(1, 6))
        showing = [(seat, deck[i * 4 : i * 4 + rng.randint(0, 4)]) for i, seat in enumerate(seats)]
        wild = rng.choice([frozenset(), frozenset({"3", "9"})])
        values = [(seat, showing_hand(up, wild)) for seat, up in showing if up]
        expected = None
        for seat, value in values:
            if expected is None or value > expected[1]:
                expected = (seat, value)
        assert lead_after_fold(showing, wild) == (None if expected is None else expected[0])
