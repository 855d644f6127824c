"""Monte Carlo equity: the share of the pot a seat expects at showdown, from what it can see.

A pure function of a `Situation` (cards only, no engine objects): the unseen cards (the other
seats' hidden cards, the cards still to come, and in No Peek the seat's own pile) are dealt at
random many times, consistent with every card the seat has seen, and each deal is scored with
`engine.hands.showing_score` (the showdown score from five cards on). Bonus cards for fours and
the community card of an exhausted stock are dealt as the rules deal them. Ties share the pot, so
the result is the expected fraction won.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from engine.cards import ALL_CARDS, RANKS, Card
from engine.hands import showing_score

FOUR = RANKS.index("4")  # a card is a four when card >> 2 (its rank index) == FOUR


@dataclass(frozen=True)
class Hand:
    """One seat still in: the cards the estimating seat can see there, and how many it cannot."""

    known: tuple[Card, ...]
    hidden: int = 0
    reads: int = 0  # extra draws of the hidden cards, keeping the strongest: its betting says strong


@dataclass(frozen=True)
class Situation:
    """Everything that decides who wins, as seen from one seat.

    `hands` lists the seats still in, in the order the dealer reaches them (from the dealer's
    left); `me` indexes this seat among them. `seen` holds every other card the seat has seen
    (folded seats' upcards, turned cards of seats that are out); `dead_hidden` counts the
    face-down cards of folded seats, which are out of the stock but unseen.

    Stud: `streets` are the streets still to deal, each a tuple of faces ("up"/"down").
    No Peek: `hidden` is a seat's unturned pile, which will be turned before the end.
    An exposed four earns a bonus card when `four_bonus`; the bonus comes `bonus_face` ("up"
    earns another bonus if it is a four). `hidden_fours_earn` makes a face-down four earn one
    too (the face_down: reveal option, assumed always used).
    """

    flow: Literal["stud", "no_peek"]
    wild_ranks: frozenset[str]
    hands: tuple[Hand, ...]
    me: int
    seen: tuple[Card, ...] = ()
    dead_hidden: int = 0
    community: tuple[Card, ...] = ()
    streets: tuple[tuple[str, ...], ...] = ()
    four_bonus: bool = True
    bonus_face: Literal["up", "down"] = "up"
    hidden_fours_earn: bool = False
    extra_for_me: int = 0  # bonus cards this seat would get now (a paid four's card it may buy)

    def unseen(self) -> list[Card]:
        """The cards this seat has not seen, in a fixed order (so sampling is reproducible)."""
        shown = set(self.seen) | set(self.community)
        for hand in self.hands:
            shown.update(hand.known)
        if len(shown) != len(self.seen) + len(self.community) + sum(len(h.known) for h in self.hands):
            raise ValueError("a card is listed twice in the situation")
        return [card for card in ALL_CARDS if card not in shown]


def equity(situation: Situation, samples: int, rng: random.Random) -> float:
    """The expected share of the pot for `situation.me`, averaged over `samples` random deals."""
    if samples <= 0:
        raise ValueError("samples must be positive")
    pool = situation.unseen()
    live_hidden = sum(hand.hidden for hand in situation.hands)
    stock = len(pool) - live_hidden - situation.dead_hidden
    if stock < 0:
        raise ValueError(f"{len(pool) - stock} hidden cards but only {len(pool)} unseen cards")
    # Only the cards that can be dealt are drawn: the live hidden ones, then at most every street
    # card, every bonus (one per four still unseen) and the bought card. The folded seats' hidden
    # cards are simply never drawn; `end` is where the real stock would run out.
    draws = situation.extra_for_me + sum(1 for card in pool if card >> 2 == FOUR)
    if situation.flow == "stud":
        draws += sum(len(street) for street in situation.streets) * len(situation.hands)
    reach = live_hidden + min(stock, draws)
    end = live_hidden + stock
    # A seat read as strong gets other candidate hidden cards from past `reach`: unseen cards
    # that cannot be dealt in this sample anyway.
    size = reach + min(len(pool) - reach, sum(hand.hidden * hand.reads for hand in situation.hands))
    deal = _deal_stud if situation.flow == "stud" else _deal_no_peek
    wild = situation.wild_ranks
    me = situation.me
    sample = rng.sample
    won = 0.0
    for _ in range(samples):
        cards = deal(situation, sample(pool, size), end, reach)
        # showing_score is the showdown score from five cards on; a hand that ends with fewer
        # gets its showing score, which is on the same scale
        scores = [showing_score(hand, wild) for hand in cards]
        best = max(scores)
        if scores[me] == best:
            won += 1.0 / scores.count(best)
    return won / samples


def _deal_hidden(situation: Situation, deck: list[Card], spare: int) -> tuple[list[list[Card]], int]:
    """Give each seat still in its unseen cards from the top of the drawn cards (a seat with
    `reads` keeps the strongest of that many more draws, taken from `spare` on); returns the
    hands and the position of the top of the stock."""
    cards = []
    position = 0
    wild = situation.wild_ranks
    for hand in situation.hands:
        count = hand.hidden
        held = [*hand.known, *deck[position : position + count]]
        position += count
        if hand.reads and count:
            best = showing_score(held, wild)
            for _ in range(hand.reads):
                if spare + count > len(deck):
                    break
                other = [*hand.known, *deck[spare : spare + count]]
                spare += count
                score = showing_score(other, wild)
                if score > best:
                    held, best = other, score
        cards.append(held)
    return cards, position


def _deal_stud(situation: Situation, deck: list[Card], end: int, reach: int) -> list[list[Card]]:
    cards, top = _deal_hidden(situation, deck, reach)
    for hand in cards:
        hand.extend(situation.community)
    four_bonus = situation.four_bonus
    chain_up = situation.bonus_face == "up" or situation.hidden_fours_earn
    for _ in range(situation.extra_for_me):
        if top < end:
            top = _give(cards[situation.me], deck, top, end, four_bonus, chain_up)
    players = len(cards)
    for street in situation.streets:
        if end - top < players:  # the stock cannot go round: one community card instead
            if top < end:
                for hand in cards:
                    hand.append(deck[top])
                top += 1
            continue
        for face in street:
            earns = four_bonus and (face == "up" or situation.hidden_fours_earn)
            for hand in cards:
                if top >= end:
                    break
                card = deck[top]
                hand.append(card)
                top += 1
                if earns and card >> 2 == FOUR and top < end:
                    top = _give(hand, deck, top, end, four_bonus, chain_up)
    return cards


def _give(hand: list[Card], deck: list[Card], top: int, end: int, four_bonus: bool, chain: bool) -> int:
    """Deal a bonus card, and the bonuses it earns in turn while fours keep coming; returns the new top."""
    while top < end:
        card = deck[top]
        hand.append(card)
        top += 1
        if not (four_bonus and chain and card >> 2 == FOUR):
            break
    return top


def _deal_no_peek(situation: Situation, deck: list[Card], end: int, reach: int) -> list[list[Card]]:
    """Every pile is turned by the end, and every four in it earns a card (which may be a four)."""
    cards, top = _deal_hidden(situation, deck, reach)
    for _ in range(situation.extra_for_me):
        if top < end:
            top = _give(cards[situation.me], deck, top, end, situation.four_bonus, True)
    if situation.four_bonus:
        for index, hand in enumerate(situation.hands):
            pile_fours = sum(1 for card in cards[index][len(hand.known) :] if card >> 2 == FOUR)
            for _ in range(pile_fours):
                if top >= end:
                    break
                top = _give(cards[index], deck, top, end, True, True)
    return cards
