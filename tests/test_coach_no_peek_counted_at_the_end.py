"""No Peek: the coach's figure is your chance once every card is turned, and its whys say so. A
Hold'em newcomer's Night play-test read "40% TO WIN" held at four decisions in a row while the lead
passed from three K's to a straight to 10's full, and 35% held as a pair of K's took the lead, as the
coach stuck. Played out here card by card as the rules say, apart from engine.bots.equity, those
spots give the coach's own figures: the lead now barely moves the chance at the end. So the whys
end on what the figure is counted on, and with your pile still face down, what moves it
(game.felt.coach_why.no_peek_ends)."""

from __future__ import annotations

import random

import pytest
from test_coach_why import decisions, seats

from engine.bots.equity import Hand, Situation, equity
from engine.cards import ALL_CARDS, Card, parse_cards
from engine.hands import showing_score
from engine.profile import load_profile
from engine.table import Table
from game.felt.coach import why_pages
from game.felt.coach_estimate import DEALS, shown_percent
from game.felt.coach_why import COUNTED_AT_THE_END, MOVES_AS_YOU_TURN, NOBODY_SEES_YOUR_PILE

WILD = frozenset({"3", "9"})  # Night Baseball's
FOUR = 2  # a four's rank index (card >> 2): turned, it brings a face-up card from the stock
PLAYOUTS = 6000  # each play-out's figure a point either way (its standard error 0.6 points)


def winner(shown: list[list[Card]], piles: list[list[Card]], leader: int, stock: list[Card]) -> int:
    """Who keeps the pot, nobody folding: from the leader round, each row turns till its face-up
    cards beat the best showing strictly (a four bringing a card from the stock), or is out."""
    out: set[int] = set()

    def value(seat: int) -> int:
        return showing_score(shown[seat], WILD) if shown[seat] else -1

    best = turner = leader
    while True:
        count = len(shown)
        waiting = [
            seat
            for seat in ((turner + step) % count for step in range(1, count + 1))
            if seat not in (best, *out) and piles[seat]
        ]
        if not waiting:
            return best
        turner = waiting[0]
        while True:
            card = piles[turner].pop(0)
            shown[turner].append(card)
            if card >> 2 == FOUR and stock:
                shown[turner].append(stock.pop())
            if value(turner) > value(best):
                best = turner
                break
            if not piles[turner]:
                out.add(turner)
                break


def played_out(showing: list[str], left: list[int], leader: int, me: int) -> float:
    """Your share of the pot over PLAYOUTS deals of the cards you have not seen."""
    rows = [list(parse_cards(cards)) if cards else [] for cards in showing]
    seen = {card for row in rows for card in row}
    pool = [card for card in ALL_CARDS if card not in seen]
    rng, won = random.Random(7), 0
    for _ in range(PLAYOUTS):
        rng.shuffle(pool)
        starts = [sum(left[:seat]) for seat in range(len(left))]
        piles = [pool[start : start + count] for start, count in zip(starts, left, strict=True)]
        shown = [list(row) for row in rows]
        won += winner(shown, piles, leader, pool[sum(left) :]) == me
    return won / PLAYOUTS


def coach_figure(showing: list[str], left: list[int], leader: int, me: int) -> float:
    hands = tuple(
        Hand(tuple(parse_cards(cards)) if cards else (), count)
        for cards, count in zip(showing, left, strict=True)
    )
    situation = Situation("no_peek", WILD, hands, me=me, leader=leader)
    return equity(situation, DEALS, random.Random(1))


# the play-test's spots, its rows from the dealer's left: (face up, left to turn, the leader, you)
HELD_AT_40 = [  # your three Q's (two wild 3s), 4 left, Yogi dealing: You, Babe, Casey, Yogi
    (["3d 7s Qd 2c 3s", "5c 3h", "4d Ac 3c", "8d Td Ks Th 8s"], [4, 7, 7, 4], 0, 0),
    (
        ["3d 7s Qd 2c 3s", "5c 3h 4s Kd Kc", "4d Ac 3c Qh 7h Jc 2d 9s", "8d Td Ks Th 8s 7c Ad Tc"],
        [4, 5, 2, 1],
        3,
        0,
    ),
]
HELD_AT_35 = [  # your pile unturned, you dealing: Babe, Casey, You
    (["As", "", ""], [8, 9, 9], 0, 2),
    (["As", "Kc Th Kh", ""], [8, 6, 9], 1, 2),
]


@pytest.mark.parametrize(("spots", "said"), [(HELD_AT_40, "40%"), (HELD_AT_35, "35%")])
def test_the_figure_held_because_the_chance_held(spots, said):
    """Each spot's figure is its played-out chance within two points, and says `said`."""
    for spot in spots:
        coach, out = coach_figure(*spot), played_out(*spot)
        assert abs(coach - out) < 0.02, (spot, coach, out)
        assert shown_percent(coach) == said


@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball"])
def test_no_peek_whys_end_on_what_the_figure_is_counted_on(profile):
    """At each of your decisions in seeded pots, your row still in: the last whys say the figure is
    counted on every card turned, and, only while your pile is wholly face down, that nobody has
    seen it and that it moves as you turn."""
    unturned = turned = 0
    for seed in range(1, 7):
        for view in decisions(Table(load_profile(profile), seats(), seed)):
            said = why_pages(view)
            face_down = not view.upcards[view.seat]
            ends = (
                [NOBODY_SEES_YOUR_PILE, COUNTED_AT_THE_END, MOVES_AS_YOU_TURN]
                if face_down
                else [COUNTED_AT_THE_END]
            )
            assert said[-len(ends) :] == ends and said.count(MOVES_AS_YOU_TURN) == face_down, said
            unturned += face_down
            turned += not face_down
    assert unturned > 3 and turned > 3


def test_a_low_full_house_leading_five_unturned_piles_is_rightly_low():
    """A Hold'em newcomer's Night play-test read "6% TO WIN" beside their leading full house as
    unexplained. It is right: five piles of seven still to turn, 3s and 9s wild and each 4 bringing
    a card, make four of a kind or better often enough that a low full house keeps the pot about 7
    times in 100, played out as the coach counts it (its line under the figure now says why:
    coach_why.piles_line, "5 PILES TO GO")."""
    spot = (["5s 5h 5d 2c 2h", "", "", "", "", ""], [2, 7, 7, 7, 7, 7], 0, 0)
    coach, out = coach_figure(*spot), played_out(*spot)
    assert abs(coach - out) < 0.02 and out < 0.1, (coach, out)
