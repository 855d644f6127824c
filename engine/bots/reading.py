"""Reading a seat's view: the cards as a `Situation` for the equity estimate, and the numbers
about the decision (pot, price, position, what others did) as a `Spot`.

Only `SeatView` and `LegalActions` are read: nothing here can see another seat's hidden cards
or the stock order, so a computer player cannot cheat by construction.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.actions import LegalActions
from engine.bots import ranges
from engine.bots.equity import Hand, Moment, Situation
from engine.bots.opponents import PRIOR, Read
from engine.bots.policy import CALLED_EQUITY, Spot
from engine.bots.tendencies import AGGRESSIVE
from engine.cards import Card
from engine.events import ActionTaken, Deal, RoundStart
from engine.view import SeatView, showing_of

NO_PEEK_ROUNDS_AHEAD = 2  # No Peek has no fixed streets: a guess at the betting rounds still to come
MAX_READS = 3  # a seat's hidden cards are at most the best of four draws
# How much a seat's bet says, from its habits: full weight at a typical player's aggression,
# fading to nothing at ALWAYS_SHARE (a maniac's or a random player's bets say little), and
# scaled by how often its bets held up at showdown against a typical player's PRIOR["bluff"].
TYPICAL_SHARE, ALWAYS_SHARE = 0.3, 0.6


def dealing_order(view: SeatView, seats: Iterable[int]) -> list[int]:
    """`seats` clockwise from the dealer's left, the dealer last."""
    n = len(view.seats)
    wanted = set(seats)
    return [seat for seat in ((view.dealer + step) % n for step in range(1, n + 1)) if seat in wanted]


def situation(
    view: SeatView,
    reads_upcards: bool = True,
    reads_betting: float = 0.0,
    extra_for_me: int = 0,
) -> Situation:
    """The cards as this seat knows them. With `reads_upcards` False the other seats' upcards are
    treated as unknown (a beginner who only looks at its own cards). `reads_betting` turns each
    stud opponent's bets and raises this hand into `Hand.reads` (that many extra draws per bet, at
    most MAX_READS): its hidden cards are drawn strong. (In No Peek nobody knows their own pile,
    so betting says nothing about it. A reader of habits weighs the deals instead: `betting`.)
    Under `fours.face_down: reveal` each four the seat holds face down counts as a bonus card to
    come (`extra_for_me`) where fours earn one: it may show the four at any of its betting decisions."""
    rules = view.rules
    me = view.seat
    live = dealing_order(view, view.live)
    stud = rules.flow == "stud"
    street_cards = _street_cards(view) if stud else {}
    mine = street_cards.get(me, 0)
    aggression = _bets_and_raises(view) if stud else {}
    hands = []
    seen: list[Card] = []
    for seat in live:
        up = view.upcards[seat]
        hidden = view.down_counts[seat]
        if seat == me:
            hands.append(Hand((*up, *view.hidden), hidden - len(view.hidden)))
            continue
        # a seat later in this pass has not had its card of the street yet: it is still to come
        hidden += max(0, mine - street_cards.get(seat, 0)) if stud else 0
        draws = min(MAX_READS, int(aggression.get(seat, 0) * reads_betting))
        # not reading them, their upcards go back among the unknown cards (the stock keeps its size)
        hands.append(Hand(tuple(up), hidden, draws) if reads_upcards else Hand((), hidden + len(up)))
    own_fours_earn = stud and rules.fours.face_down == "reveal" and rules.fours.face_up != "none"
    dead_hidden = 0
    for seat in range(len(view.seats)):
        if seat not in view.live:
            seen.extend(view.upcards[seat])
            dead_hidden += view.down_counts[seat]
    return Situation(
        flow=rules.flow,
        wild_ranks=rules.wild_ranks,
        hands=tuple(hands),
        me=live.index(me),
        seen=tuple(seen),
        dead_hidden=dead_hidden,
        community=tuple(view.community),
        streets=_streets_left(rules.streets, mine) if stud else (),
        four_bonus=rules.fours.face_up != "none",
        bonus_face=rules.fours.bonus_card,
        hidden_fours_earn=rules.fours.face_down == "reveal",
        extra_for_me=extra_for_me + (sum(card.rank == "4" for card in view.hidden) if own_fours_earn else 0),
        naturals=rules.natural_beats_wild,
        leader=live.index(view.best) if view.best in live else None,
    )


def _street_cards(view: SeatView) -> dict[int, int]:
    """How many street cards (not bonus or community cards) each seat has been dealt this hand."""
    counts: dict[int, int] = {}
    for event in view.history:
        if isinstance(event, Deal) and event.why == "street" and event.seat is not None:
            counts[event.seat] = counts.get(event.seat, 0) + 1
    return counts


def _streets_left(streets: Sequence[tuple[str, ...]], dealt: int) -> tuple[tuple[str, ...], ...]:
    """The streets not yet begun for a seat that has had `dealt` street cards."""
    for index in range(len(streets) + 1):
        if sum(len(street) for street in streets[:index]) >= dealt:
            return tuple(streets[index:])
    return ()


def spot(
    view: SeatView,
    legal: LegalActions,
    equity: float,
    bonus_gain: float = 0.0,
    certainty: str = "",
    habits: Habits | None = None,
    called_equity: float | None = None,
    sighted: float | None = None,
) -> Spot:
    """The numbers about this decision, beside the equity (and the equity against the hands that
    would call a bet, when worked out, and the equity of every card in sight where the level's
    own differs); `habits` are the others' (see `others_habits`)."""
    rules = view.rules
    me = view.seat
    stud = rules.flow == "stud"
    if stud:
        dealt = _street_cards(view).get(me, 0)
        upcoming = _streets_left(rules.streets, dealt)
        rounds_left = len(upcoming)
        ups_to_come: float = sum(face == "up" for street in upcoming for face in street)
    else:
        rounds_left = min(NO_PEEK_ROUNDS_AHEAD, len(view.live) - 1)
        ups_to_come = view.down_counts[me] / 2  # about half the pile gets turned, on average
    habits = habits or others_habits(view, None)
    return Spot(
        options={option.kind: float(option.amount) for option in legal.options},
        equity=equity,
        players_in=len(view.live),
        pot=float(view.pot),
        bet=float(rules.betting.bet),
        rounds_left=rounds_left,
        last_to_act=_last_to_act(view),
        wild_cost_ahead=ups_to_come * _price_per_upcard(view),
        bonus_gain=bonus_gain,
        certainty=certainty,
        slowplay_pays=stud and rounds_left > 0,
        last_round=stud and rounds_left == 0,
        first_round=stud and rounds_left == len(rules.streets) - 1,
        fold_rate=habits.fold,
        call_rate=habits.call,
        aggression=habits.aggression,
        called_equity=(equity * CALLED_EQUITY if stud else equity)
        if called_equity is None
        else called_equity,
        hidden_hands=stud,
        sighted=sighted,
        leading=not stud and view.best == me,
        unturned=not stud and not view.upcards[me],
        wild_game=stud and bool(rules.wild_ranks),
        weak_row=not stud and _weak_row(view.upcards[me], rules.wild_ranks),
    )


@dataclass(frozen=True)
class Habits:
    """The other seats still in, on average: how often they fold to a bet and call one on this
    street, and how often they bet or raise."""

    fold: float
    call: float
    aggression: float


def others_habits(view: SeatView, reads: Mapping[int, Read] | None) -> Habits:
    """From each seat's read this session; without reads, a typical player's."""
    others = [reads.get(seat, Read()) for seat in view.live if seat != view.seat] if reads else [Read()]
    street = view.round or None
    count = len(others) or 1
    return Habits(
        fold=sum(r.rate("fold", street) for r in others) / count,
        call=sum(r.rate("call", street) for r in others) / count,
        aggression=sum(r.aggression for r in others) / count,
    )


def _bets_and_raises(view: SeatView) -> dict[int, int]:
    """Bets, raises and completions by each seat this hand."""
    counts: dict[int, int] = {}
    for event in view.history:
        if isinstance(event, ActionTaken) and event.action in AGGRESSIVE:
            counts[event.seat] = counts.get(event.seat, 0) + 1
    return counts


def betting(view: SeatView, reads: Mapping[int, Read]) -> list[ranges.Seen]:
    """The others' actions this hand for `ranges.weighted`, each with how often that seat takes
    it on that street (its read this session), how far its bets can be believed, and the cards
    it held when it acted (its upcards and hidden cards dealt by then)."""
    seen = []
    street = 0
    facing = False
    place = {seat: index for index, seat in enumerate(dealing_order(view, view.live))}
    up: dict[int, int] = {}
    down: dict[int, int] = {}
    for event in view.history:
        if isinstance(event, RoundStart):
            street, facing = event.round, False
        elif isinstance(event, ActionTaken) and street:
            seat, kind = event.seat, event.action
            if seat != view.seat and seat in view.live:
                read = reads.get(seat, Read())
                moment = Moment(
                    place[seat],
                    min(up.get(seat, 0), len(view.upcards[seat])),
                    min(down.get(seat, 0), view.down_counts[seat]),
                )
                if kind in AGGRESSIVE:
                    rate = read.rate("raise" if facing else "bet", street)
                    seen.append(ranges.Seen("aggressive", rate, min(1.0, reliability(read)), moment))
                elif kind == "check":
                    seen.append(ranges.Seen("check", read.rate("bet", street), moment=moment))
                elif kind == "call":
                    seen.append(ranges.Seen("call", read.rate("fold", street), moment=moment))
            facing = facing or kind in AGGRESSIVE or kind == "bring_in"
        elif isinstance(event, Deal):
            street = 0
            if event.seat is not None:
                counts = up if event.face == "up" else down
                counts[event.seat] = counts.get(event.seat, 0) + 1
    return seen


def reliability(read: Read) -> float:
    """How much one of this seat's bets says about its cards, against a typical player's (1)."""
    habit = max(0.0, min(1.5, (ALWAYS_SHARE - read.aggression) / (ALWAYS_SHARE - TYPICAL_SHARE)))
    held_up = (1.0 - read.bluffs) / (1.0 - PRIOR["bluff"])
    return habit * held_up


def _weak_row(upcards: Sequence[Card], wild_ranks: Collection[str]) -> bool:
    """No Peek: a showing row of ace high or worse, or no card turned yet."""
    showing = showing_of(upcards, wild_ranks)
    return showing is None or showing.category == "high_card"


def _last_to_act(view: SeatView) -> bool:
    """In a betting round nobody has bet in, is this seat the last to speak?"""
    opener = next((e.opener for e in reversed(view.history) if isinstance(e, RoundStart)), None)
    if opener is None or view.level:
        return False
    order = dealing_order(view, view.live)
    after = order[(order.index(view.seat) + 1) % len(order)]
    return after == opener


def _price_per_upcard(view: SeatView) -> float:
    """Expected price of the next card this seat gets face up: costly wild ranks and paid fours,
    weighted by how many of that rank are still unseen."""
    rules = view.rules
    shown = [card for cards in view.upcards for card in cards] + list(view.hidden) + list(view.community)
    unseen = 52 - len(shown)
    if unseen <= 0:
        return 0.0
    prices = {
        rank: (float(view.pot) if cost.kind == "match_pot" else float(cost.amount))
        for rank, cost in rules.wild_costs
        if cost.kind != "free"
    }
    if rules.fours.face_up == "pay":
        prices["4"] = float(rules.fours.face_up_cost)
    total = 0.0
    for rank, price in prices.items():
        left = 4 - sum(1 for card in shown if card.rank == rank)
        total += price * left / unseen
    return total
