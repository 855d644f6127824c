"""Sure things, decided exactly from what a seat can see: a hand that cannot lose (a lock) and a
hand that cannot win (dead).

Every seat's final hand lies between two bounds. Its floor is the value of the cards already
known (a showing value never drops as cards are added: a kicker beats a missing card). Its
ceiling is the best value any `k` more cards from the unseen ones could make, where `k` counts
every card that may still come to it (hidden cards, streets, a bonus for each unseen four). The
ceiling is exact with no card or one card to come, and an upper bound otherwise: five of a kind,
straight flushes and four of a kind are checked rank by rank; below them it is aces full. A seat
has a lock when its floor is at least every other ceiling (a tie splits, it does not lose; but
under `naturals` an equal natural hand would beat a wild one, and in No Peek an equal hand never
takes the lead), and is dead when its ceiling loses to some other floor. The bounds can only miss
a sure thing, never invent one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from engine.bots.equity import FOUR, Situation
from engine.cards import RANKS, Card
from engine.hand_tables import (
    CATEGORY_SHIFT,
    FIVE_OF_A_KIND,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    STRAIGHT_FLUSH,
)
from engine.hands import showing_score

Certainty = Literal["lock", "dead", ""]
ACES_FULL_OF_KINGS = FULL_HOUSE << CATEGORY_SHIFT | 13 << 16 | 12 << 12  # above every lesser hand
ACE = len(RANKS) - 1


def certainty(situation: Situation) -> Certainty:
    """ "lock" when the seat cannot lose, "dead" when it cannot win, "" otherwise."""
    wild = situation.wild_ranks
    pool = situation.unseen()
    bonuses = sum(1 for card in pool if card >> 2 == FOUR) if situation.four_bonus else 0
    street_cards = sum(len(street) for street in situation.streets)
    no_peek = situation.flow == "no_peek"
    me = situation.me
    floors: list[int] = []
    ceilings: list[int] = []
    for index, hand in enumerate(situation.hands):
        to_come = hand.hidden + street_cards + (situation.extra_for_me if index == me else 0)
        to_come += bonuses if to_come else 0
        floors.append(showing_score(hand.known, wild) if hand.known else -1)
        ceilings.append(ceiling(hand.known, to_come, pool, wild))
    others = [index for index in range(len(situation.hands)) if index != me]
    if not others:
        return "lock"
    # An equal final hand splits the pot, except that in No Peek it never takes the lead away from
    # the seat showing it, and under naturals a natural one beats a wild one.
    mine = situation.hands[me].known
    ties_hold = (
        situation.leader == me
        if no_peek
        else not (situation.naturals and any(RANKS[card >> 2] in wild for card in mine))
    )
    if all(floors[me] > ceilings[j] or (ties_hold and floors[me] == ceilings[j]) for j in others):
        return "lock"
    for j in others:
        keeps = no_peek and situation.leader == j
        if ceilings[me] < floors[j] or (keeps and ceilings[me] == floors[j]):
            return "dead"
    return ""


def ceiling(known: Sequence[Card], to_come: int, pool: Sequence[Card], wild: frozenset[str]) -> int:
    """The best value `known` plus `to_come` cards from `pool` can reach (an upper bound; exact
    when at most one card is to come). -1 for a hand with no cards at all."""
    if to_come <= 0 or not pool:
        return showing_score(known, wild) if known else -1
    if to_come == 1:
        return max(showing_score([*known, card], wild) for card in pool)
    reach = _Reach(known, pool, min(to_come, len(pool)), wild)
    if reach.wilds_held + min(reach.draws, reach.wilds_unseen) >= 5:
        return FIVE_OF_A_KIND << CATEGORY_SHIFT | (ACE + 1) << 16
    five = reach.best_group(5)
    if five >= 0:
        return FIVE_OF_A_KIND << CATEGORY_SHIFT | (five + 1) << 16
    top = reach.straight_flush()
    if top >= 0:
        return STRAIGHT_FLUSH << CATEGORY_SHIFT | (top + 1) << 16
    four = reach.best_group(4)
    if four >= 0:
        return FOUR_OF_A_KIND << CATEGORY_SHIFT | (four + 1) << 16 | 13 << 12
    return ACES_FULL_OF_KINGS


class _Reach:
    """What `draws` more cards from `pool` may add to the `known` ones: the cards of each rank held
    and unseen, and the wild cards among them."""

    def __init__(self, known: Sequence[Card], pool: Sequence[Card], draws: int, wild: frozenset[str]):
        self.known, self.pool, self.draws = known, pool, draws
        self.is_wild = is_wild = [rank in wild for rank in RANKS]
        self.wilds_held = sum(1 for card in known if is_wild[card >> 2])
        self.wilds_unseen = sum(1 for card in pool if is_wild[card >> 2])
        self.held = [0] * len(RANKS)
        self.unseen = [0] * len(RANKS)
        for card in known:
            self.held[card >> 2] += 1
        for card in pool:
            self.unseen[card >> 2] += 1

    def best_group(self, size: int) -> int:
        """The highest natural rank that `size` cards of (wilds standing in) can be reached in, else -1."""
        for rank in range(ACE, -1, -1):
            if self.is_wild[rank]:
                continue
            need = size - self.wilds_held - self.held[rank]
            if need <= 0 or need <= min(self.draws, self.wilds_unseen + self.unseen[rank]):
                return rank
        return -1

    def straight_flush(self) -> int:
        """The top rank of the highest straight flush that can be reached, else -1."""
        known, pool = set(self.known), set(self.pool)
        for top in range(ACE, 2, -1):  # the wheel's top card is the five (index 3)
            ranks = [top - i for i in range(4)] + [top - 4 if top >= 4 else ACE]
            for suit in range(4):
                missing = [card for card in (rank * 4 + suit for rank in ranks) if card not in known]
                draw = max(0, len(missing) - self.wilds_held)
                available = sum(1 for card in missing if card in pool) + self.wilds_unseen
                if draw <= min(self.draws, available):
                    return top
        return -1
