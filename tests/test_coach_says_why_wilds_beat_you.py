"""A newcomer's Night Baseball play-test read "8% TO WIN" beside their kings full, 8 wild cards unseen,
as the coach wrong (issue 31). It is right: played out by brute force (every pile turned card by card,
a 4 bringing its extra card, the lead lost as soon as a pile beats it), kings full leading against
piles still face down, 3s and 9s wild, wins about as often as the coach's estimate says, a few in a
hundred. The whys now say why: the wilds unseen, that they make four of a kind, and that it beats a
full house."""

from __future__ import annotations

import random

import pytest

from engine.bots.equity import Hand, Situation, equity
from engine.bots.to_beat import Why
from engine.cards import ALL_CARDS, Card, parse_cards
from engine.hands import showing_score
from game.felt.coach_why import COLUMNS, fits, pages, unseen_wilds, wilds_pages
from game.platform.text import wrap

WILD = frozenset({"3", "9"})
KINGS_FULL = tuple(parse_cards("Kh Kd Ks Qh Qd 2c 5h 7s 8d"))  # your row, every card turned
DEALS = 4000


def played_out(piles: int, cards: int, rng: random.Random) -> float:
    """Your share of the pot with KINGS_FULL leading against `piles` piles of `cards` face down:
    each pile turned in turn, a 4 bringing the next card of the stock, until it beats your row (you
    lose) or is all turned (a tie does not beat the lead)."""
    deck = [card for card in ALL_CARDS if card not in KINGS_FULL]
    yours = showing_score(KINGS_FULL, WILD)
    won = 0
    for _ in range(DEALS):
        rng.shuffle(deck)
        stock = iter(deck[piles * cards :])
        won += not any(beats(deck[pile * cards : (pile + 1) * cards], stock, yours) for pile in range(piles))
    return won / DEALS


def beats(pile: list[Card], stock, yours: int) -> bool:
    turned: list[Card] = []
    to_turn = list(pile)
    while to_turn:
        card = to_turn.pop(0)
        turned.append(card)
        if card.rank == "4":  # (its extra card, face up at once)
            to_turn.insert(0, next(stock))
        if showing_score(turned, WILD) > yours:
            return True
    return False


@pytest.mark.parametrize(("piles", "cards"), [(2, 9), (3, 9), (4, 7), (3, 5)])
def test_kings_full_against_piles_with_eight_wilds_unseen_is_as_low_as_the_coach_says(piles, cards):
    situation = Situation(
        flow="no_peek",
        wild_ranks=WILD,
        hands=(Hand(KINGS_FULL), *(Hand((), cards) for _ in range(piles))),
        me=0,
        leader=0,
    )
    assert sum(card.rank in WILD for card in situation.unseen()) == 8
    coach = equity(situation, DEALS, random.Random(piles))
    assert abs(coach - played_out(piles, cards, random.Random(100 + piles))) < 0.03, coach


def test_the_whys_of_a_leading_full_house_say_what_the_wilds_make():
    said = pages(Why(ahead=True, to_turn=18), ["You", "Babe"], wilds=8, category="full_house")
    assert said[2:] == [unseen_wilds(8), "WILDS MAKE FOUR OF A KIND", "IT BEATS A FULL HOUSE"]
    stud = pages(
        Why(ahead=True, hidden=6), ["You", "Babe"], mine=["KINGS FULL"], wilds=8, category="full_house"
    )
    assert stud[-2:] == ["WILDS MAKE FOUR OF A KIND", "IT BEATS A FULL HOUSE"]
    assert all(fits(page) for page in [*said, *stud])
    for page in wilds_pages(8, "full_house"):  # (no count ends a line away from what it counts)
        assert not any(row.split()[-1].isdigit() for row in wrap(page, COLUMNS)), page


def test_the_wilds_are_said_only_where_they_are_the_danger():
    """No wilds unseen: nothing; a pair (beaten without wilds): the count alone; four of a kind:
    only five beats it."""
    assert wilds_pages(0, "full_house") == []
    assert wilds_pages(8, "pair") == [unseen_wilds(8)]
    assert wilds_pages(4, "four_of_a_kind") == [unseen_wilds(4), "WILDS MAKE FIVE OF A KIND"]
    assert wilds_pages(2, "flush")[-1] == "IT BEATS A FLUSH"
