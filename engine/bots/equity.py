"""Monte Carlo equity: the share of the pot a seat expects at showdown, from what it can see.

A pure function of a `Situation` (cards only, no engine objects): the unseen cards (the other
seats' hidden cards, the cards still to come, and in No Peek the seat's own pile) are dealt at
random many times, consistent with every card the seat has seen, and each deal is scored as
`engine.hands.showing_score` scores it (the showdown score from five cards on; the drawing and the
scoring are `engine.bots.imagined_deals`', written for speed). Bonus cards for fours and
the community card of an exhausted stock are dealt as the rules deal them. Equal hands are settled
as the table settles them: under `naturals` a hand made without wilds beats an equal wild one; in
No Peek a tie never beats, so the challenges are played out card by card to see who holds the best
hand first; otherwise ties share the pot. The result is the expected fraction won.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Literal

from engine.bots.imagined_deals import (
    FOUR_BIT,
    FOURS_SHIFT,
    HAND_START,
    Score,
    card_values,
    cards_of_values,
    drawer,
    scorer,
)
from engine.cards import ALL_CARDS, RANKS, Card
from engine.hands import showing_score

FOUR = RANKS.index("4")  # a card is a four when card >> 2 (its rank index) == FOUR


@dataclass(frozen=True)
class Hand:
    """One seat still in: the cards the estimating seat can see there, and how many it cannot."""

    known: tuple[Card, ...]
    hidden: int = 0
    reads: int = 0  # extra draws of the hidden cards, the strongest kept: its betting says strong


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
    too (the face_down: reveal option, assumed always used; its bonus is drawn at once, though the
    table deals it at the holder's next betting decision).
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
    extra_for_me: int = (
        0  # bonus cards this seat would get now (a paid four's card it may buy, its hidden fours')
    )
    naturals: bool = False  # stud: between equal values a hand made without wilds wins
    leader: int | None = None  # No Peek: index in `hands` of the seat showing the best hand

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
    return outcomes(situation, samples, rng).equity


@dataclass(frozen=True)
class Moment:
    """What another seat held when it acted: the first `up` of its known cards (its upcards, in
    the order dealt) and the first `down` of its hidden ones; `hand` indexes it in the
    situation's hands."""

    hand: int
    up: int
    down: int


@dataclass(frozen=True)
class Outcomes:
    """The seat's share of the pot in each random deal, and (when asked for) how strong the
    strongest other hand was in that deal before any more cards came: what the others hold now;
    and for each moment asked for, how strong that seat's cards were then, deal by deal."""

    shares: tuple[float, ...]
    others_now: tuple[int, ...] = ()
    then: Mapping[Moment, tuple[int, ...]] = field(default_factory=dict)

    @property
    def equity(self) -> float:
        return sum(self.shares) / len(self.shares)


def outcomes(
    situation: Situation,
    samples: int,
    rng: random.Random,
    others_now: bool = False,
    moments: Sequence[Moment] = (),
) -> Outcomes:
    """Deal `samples` random deals; with `others_now`, also score the others' hands as they stand,
    and each of `moments`: a seat's cards as they were when it acted (its betting then is read
    against them, not against cards it had not been dealt yet)."""
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
    no_peek = situation.flow == "no_peek"
    score = scorer(situation.wild_ranks)
    me = situation.me
    # the deals hold each card as its value (imagined_deals.card_values): a hand's is one sum
    values = card_values(situation.wild_ranks)
    draw = drawer([values[card] for card in pool], size, rng)
    plan = _plan(situation, values, end, reach, size, score)
    shares = []
    now: list[int] = []
    then: dict[Moment, list[int]] = {moment: [] for moment in moments}
    record = _recorder(situation, plan, now if others_now else None, then)
    others = [index for index in range(len(situation.hands)) if index != me]
    # No Peek's hands only count at the end, where a bonus adds the same whatever its place
    totals_only = no_peek and plan.spans is not None and not others_now and not moments
    for _ in range(samples):
        deck = draw()
        if totals_only:
            totals = _no_peek_totals(situation, deck, plan)
        else:
            cards = deal(situation, deck, plan)
            totals = [sum(hand, HAND_START) for hand in cards]
            record(deck, cards)
        # the showing score is the showdown score from five cards on; a hand that ends with fewer
        # gets its showing score, which is on the same scale. Once another hand beats this seat's,
        # its share is nothing whatever the rest hold, so they go unscored.
        mine = score(totals[me])
        for index in others:
            if score(totals[index]) > mine:
                shares.append(0.0)
                break
        else:  # every hand scored again (remembered, so cheaply) for the rules on ties
            shares.append(_share(situation, list(map(score, totals)), no_peek, plan, deck))
    return Outcomes(tuple(shares), tuple(now), {moment: tuple(scores) for moment, scores in then.items()})


def _recorder(
    situation: Situation, plan: _Plan, now: list[int] | None, then: Mapping[Moment, list[int]]
) -> Callable[[list[int], list[list[int]]], None]:
    """What records, deal by deal (its drawn cards and its hands), the score of what the others
    hold now (the best of them, into `now` unless None) and of what each moment's seat held then.
    A seat held its first `up` known cards and its first `down` hidden ones: the others now hold
    all theirs, a seat when it acted what it had been dealt then."""
    score = plan.score
    known = [len(hand.known) for hand in situation.hands]
    held_now = [(i, known[i], hand.hidden) for i, hand in enumerate(situation.hands) if i != situation.me]
    held_then = list(zip(then, then.values(), strict=True))
    # Without reads, those are the value of the known cards and a run of the drawn cards
    if plan.spans is not None and all(
        up <= known[hand] and down <= situation.hands[hand].hidden
        for hand, up, down in held_now + [(moment.hand, moment.up, moment.down) for moment in then]
    ):
        now_from = [_held(plan, *held) for held in held_now]
        then_from = [
            (_held(plan, moment.hand, moment.up, moment.down), scores) for moment, scores in held_then
        ]

        def direct(deck: list[int], cards: list[list[int]]) -> None:
            if now is not None:
                now.append(max([score(value + sum(deck[a:b])) if value else -1 for value, a, b in now_from]))
            for (value, a, b), scores_then in then_from:
                scores_then.append(score(value + sum(deck[a:b])) if value else -1)

        return direct

    def dealt(deck: list[int], cards: list[list[int]]) -> None:
        if now is not None:
            now.append(max(_held_score(score, cards[i], up, up, down) for i, up, down in held_now))
        for moment, scores_then in held_then:
            start = known[moment.hand]
            scores_then.append(_held_score(score, cards[moment.hand], moment.up, start, moment.down))

    return dealt


def _held(plan: _Plan, hand: int, up: int, down: int) -> tuple[int, int, int]:
    """Without reads: the value of the first `up` known cards of `hand` (0 if it held no cards
    at all), and where its first `down` hidden cards lie among the drawn ones."""
    if plan.spans is None or not up + down:
        return 0, 0, 0
    start = plan.spans[hand][1]
    return sum(plan.known[hand][:up], HAND_START), start, start + down


def _held_score(score: Score, held: list[int], up: int, start: int, down: int) -> int:
    """The score of a dealt hand's first `up` cards and `down` cards from `start` (-1 for none)."""
    shown, hidden = held[:up], held[start : start + down]
    return score(sum(shown, HAND_START) + sum(hidden)) if shown or hidden else -1


def _share(situation: Situation, scores: list[int], no_peek: bool, plan: _Plan, deck: list[int]) -> float:
    """The seat's share of the pot in one deal (`deck`, its drawn cards), ties settled by the
    rules: those that read the hands' cards, in the order they came, have the deal dealt again."""
    me = situation.me
    best = max(scores)
    if scores[me] != best:
        return 0.0
    tied = scores.count(best)
    if tied == 1:
        return 1.0
    if not (no_peek or situation.naturals):
        return 1.0 / tied
    card_of = plan.card_of
    deal = _deal_no_peek if no_peek else _deal_stud
    cards = [[card_of[value] for value in hand] for hand in deal(situation, deck, plan)]
    if no_peek:
        return float(_challenge_winner(situation, cards, best) == me)
    wild = situation.wild_ranks
    natural = [i for i, score in enumerate(scores) if score == best and _natural(cards[i], score, wild)]
    if natural:
        return 1.0 / len(natural) if me in natural else 0.0
    return 1.0 / tied


def _natural(cards: list[Card], score: int, wild: frozenset[str]) -> bool:
    """Can this value be made without a wild card? (A wild-rank card never counts as natural.)"""
    naturals = [card for card in cards if RANKS[card >> 2] not in wild]
    if len(naturals) == len(cards):
        return True
    return len(naturals) >= 5 and showing_score(naturals, wild) == score


def _challenge_winner(situation: Situation, cards: list[list[Card]], top: int) -> int:
    """No Peek, when the best final hands are equal: play the challenges out. Seats turn in turn
    clockwise from the leader, each until it shows a strictly better hand than the best showing
    (then it leads) or runs out (then it is out); the first to show the top value keeps the pot.
    Cards come up in the order `_deal_no_peek` dealt them; a Night bonus counts with its four."""
    wild = situation.wild_ranks
    hands = situation.hands
    count = len(cards)
    shown = [len(hand.known) for hand in hands]
    out = [False] * count
    lead = situation.leader
    if lead is None:  # nobody shows a card: the first seat leads with its first card
        lead = 0
        shown[0] = max(shown[0], 1)
    lead_score = showing_score(cards[lead][: shown[lead]], wild) if shown[lead] else -1
    seat = lead
    while lead_score < top:
        challenger = next(
            (
                (seat + step) % count
                for step in range(1, count + 1)
                if (seat + step) % count != lead
                and not out[(seat + step) % count]
                and shown[(seat + step) % count] < len(cards[(seat + step) % count])
            ),
            None,
        )
        if challenger is None:
            break
        seat = challenger
        mine = cards[seat]
        while shown[seat] < len(mine):
            shown[seat] += 1
            while shown[seat] < len(mine) and _bonus_follows(situation, mine, shown[seat] - 1):
                shown[seat] += 1
            score = showing_score(mine[: shown[seat]], wild)
            if score > lead_score:
                lead, lead_score = seat, score
                break
        else:
            out[seat] = True
    return lead


def _bonus_follows(situation: Situation, cards: list[Card], index: int) -> bool:
    """Night rules: a four turned up brings its bonus card face up at once, counted with it."""
    return situation.four_bonus and situation.bonus_face == "up" and cards[index] >> 2 == FOUR


@dataclass(frozen=True)
class _Plan:
    """What every deal of one estimate shares: `drawn` cards are drawn a deal, the first `reach`
    of them can be dealt, the stock runs out at `end`; `spans` holds each hand's known cards and
    where its hidden ones lie among the drawn cards, when no seat is read as strong."""

    end: int
    reach: int
    drawn: int
    score: Score
    spans: tuple[tuple[list[int], int, int], ...] | None
    # each hand's value before its hidden cards, less the fours it shows (they have earned their
    # card), and where its hidden cards lie among the drawn cards
    starts: tuple[tuple[int, int, int], ...]
    known: tuple[tuple[int, ...], ...]  # each hand's known cards, as values (card_values)
    community: tuple[int, ...]  # the community cards' values
    fours: frozenset[int]  # the values of the four cards of rank four
    card_of: dict[int, Card]  # back from a value to its card, for the rules that read cards


def _plan(
    situation: Situation, values: tuple[int, ...], end: int, reach: int, drawn: int, score: Score
) -> _Plan:
    """Worked out once an estimate, so that a deal without reads is one list per hand."""
    spans = []
    known = tuple(tuple(values[card] for card in hand.known) for hand in situation.hands)
    position = 0
    for hand, cards in zip(situation.hands, known, strict=True):
        spans.append((list(cards), position, position + hand.hidden))
        position += hand.hidden
    read = any(hand.reads and hand.hidden for hand in situation.hands)
    return _Plan(
        end,
        reach,
        drawn,
        score,
        None if read else tuple(spans),
        tuple((_less_fours(sum(cards, HAND_START)), start, stop) for cards, start, stop in spans),
        known,
        tuple(values[card] for card in situation.community),
        frozenset(values[card] for card in range(4 * FOUR, 4 * FOUR + 4)),
        cards_of_values(situation.wild_ranks),
    )


def _less_fours(total: int) -> int:
    """A hand's value with its count of fours (imagined_deals.FOURS_SHIFT) set to none."""
    return total & ~(15 << FOURS_SHIFT)


def _deal_hidden(situation: Situation, deck: list[int], plan: _Plan) -> tuple[list[list[int]], int]:
    """Give each seat still in its unseen cards from the top of the drawn cards (a seat with
    `reads` keeps the strongest of that many more draws, taken from past `plan.reach`); returns
    the hands and the position of the top of the stock."""
    if plan.spans is not None:
        return [known + deck[start:stop] for known, start, stop in plan.spans], plan.spans[-1][2]
    cards = []
    position = 0
    spare, drawn, score = plan.reach, plan.drawn, plan.score
    for hand, known in zip(situation.hands, plan.known, strict=True):
        count = hand.hidden
        held = [*known, *deck[position : position + count]]
        position += count
        if hand.reads and count:
            best = score(sum(held, HAND_START))
            for _ in range(hand.reads):
                if spare + count > drawn:
                    break
                other = [*known, *deck[spare : spare + count]]
                spare += count
                value = score(sum(other, HAND_START))
                if value > best:
                    held, best = other, value
        cards.append(held)
    return cards, position


def _deal_stud(situation: Situation, deck: list[int], plan: _Plan) -> list[list[int]]:
    cards, top = _deal_hidden(situation, deck, plan)
    end = plan.end
    for hand in cards:
        hand.extend(plan.community)
    chain_up = situation.bonus_face == "up" or situation.hidden_fours_earn
    chained = plan.fours if situation.four_bonus and chain_up else frozenset()
    for _ in range(situation.extra_for_me):
        if top < end:
            top = _give(cards[situation.me], deck, top, end, chained)
    players = len(cards)
    for street in situation.streets:
        if end - top >= players:
            top = _deal_street(situation, street, cards, deck, top, end, plan.fours, chained)
        elif top < end:  # the stock cannot go round: one community card instead
            for hand in cards:
                hand.append(deck[top])
            top += 1
    return cards


def _deal_street(
    situation: Situation,
    street: tuple[str, ...],
    cards: list[list[int]],
    deck: list[int],
    top: int,
    end: int,
    fours: frozenset[int],
    chained: frozenset[int],
) -> int:
    """A street's cards to every hand, face by face; a four dealt where fours earn brings its
    bonus cards at once (and the bonuses that `chained` cards earn in turn). Returns the new top
    of the stock."""
    four_bonus = situation.four_bonus
    players = len(cards)
    for face in street:
        earns = four_bonus and (face == "up" or situation.hidden_fours_earn)
        round_of = deck[top : top + players]
        if top + players <= end and not (earns and not fours.isdisjoint(round_of)):
            # most rounds: a card each and no bonus, appended in one go (append returns None)
            any(map(list.append, cards, round_of))
            top += players
            continue
        for hand in cards:
            if top >= end:
                break
            card = deck[top]
            hand.append(card)
            top += 1
            if earns and card in fours and top < end:
                top = _give(hand, deck, top, end, chained)
    return top


def _give(hand: list[int], deck: list[int], top: int, end: int, chained: frozenset[int]) -> int:
    """Deal a bonus card, and the bonuses it earns in turn while `chained` cards (fours) keep
    coming; returns the new top."""
    while top < end:
        card = deck[top]
        hand.append(card)
        top += 1
        if card not in chained:
            break
    return top


def _no_peek_totals(situation: Situation, deck: list[int], plan: _Plan) -> list[int]:
    """The values of the hands `_deal_no_peek` deals (no seat read as strong), without placing
    the cards: each hand is its known cards and its pile, then the bonuses its fours earn, in
    turn from the top of the stock (a bonus four earning another), in the same order."""
    totals = [total + sum(deck[start:stop]) for total, start, stop in plan.starts]
    top, end = plan.starts[-1][2], plan.end
    four_bonus = situation.four_bonus
    me = situation.me
    for _ in range(situation.extra_for_me):
        while top < end:  # _give: a card, and another while fours come and earn
            card = deck[top]
            top += 1
            totals[me] += card
            if not (four_bonus and card & FOUR_BIT):
                break
    if not four_bonus:
        return totals
    for index, total in enumerate(totals):
        owed = total >> FOURS_SHIFT & 15  # the pile's fours (`starts` leaves out those turned up)
        while owed and top < end:
            card = deck[top]
            top += 1
            totals[index] += card
            owed += (card >> FOURS_SHIFT & 1) - 1
    return totals


def _deal_no_peek(situation: Situation, deck: list[int], plan: _Plan) -> list[list[int]]:
    """Every pile can be turned by the end, and every four in it earns a card (which may be a
    four), in the order the table deals them: Midnight's bonus goes to the bottom of the pile,
    Night's comes face up right after its four."""
    cards, top = _deal_hidden(situation, deck, plan)
    end = plan.end
    for _ in range(situation.extra_for_me):
        if top < end:
            top = _give(
                cards[situation.me], deck, top, end, plan.fours if situation.four_bonus else frozenset()
            )
    if not situation.four_bonus:
        return cards
    fours = plan.fours
    if plan.spans is not None and fours.isdisjoint(deck[:top]):  # no four dealt: nothing to earn
        return cards
    at_once = situation.bonus_face == "up"
    for index, hand in enumerate(situation.hands):
        pile = cards[index]
        start = len(hand.known)
        if fours.isdisjoint(pile[start:]):  # most piles: nothing to earn, no need to walk them
            continue
        # the walk meets the cards inserted as it goes (a list's iterator goes by position): a
        # Night bonus right after its four, a Midnight one at the bottom
        for position, card in enumerate(islice(pile, start, None), start):
            if card in fours and top < end:
                pile.insert(position + 1 if at_once else len(pile), deck[top])
                top += 1
    return cards
