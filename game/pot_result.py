"""What the end of a pot says, worked out from that pot's events (no pygame): who won what, the
winning hand and the best losing one with the cards each uses (every wild with what it stands
for), one plain line saying why the pot went there (engine.explain), and the pot's big moment.

The values are the engine's (engine.hands over the cards each showdown event lists) and the
order is the engine's showdown order, so the words always agree with where the chips went.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from engine.cards import Card
from engine.events import Award, Deal, Event, Out, Showdown, Turn
from engine.explain import why_wins
from engine.hands import HandValue, best_hand, showing_hand
from engine.rules import Rules

# the baseball words for a pot's rare hand, by the winning category
MOMENTS = {"five_of_a_kind": "GRAND SLAM!", "straight_flush": "PERFECT GAME!"}


@dataclass(frozen=True)
class ShownHand:
    seat: int
    words: str  # "Full house, kings over fours"
    used: tuple[tuple[Card, str | None], ...]  # the cards the value uses, each wild's stand-in
    category: str


@dataclass(frozen=True)
class PotResult:
    winners: tuple[tuple[int, Fraction], ...]  # (seat, amount won), in award order
    uncontested: bool  # everyone else folded: nothing was shown
    winning: tuple[ShownHand, ...]  # the winners' hands (two or more: a split)
    beaten: ShownHand | None  # the best hand that lost, None when nobody else showed
    why: str  # why the pot went where it went
    moment: str  # "" or the baseball words for a rare winning hand

    @property
    def split(self) -> bool:
        return len(self.winners) > 1


def value_of(event: Showdown, rules: Rules) -> HandValue:
    """The value the engine gave this showdown: the best five of five or more cards, else (a short
    No Peek row or a dry stock) the showing value, on the same scale."""
    value = best_hand if len(event.cards) >= 5 else showing_hand
    return value(event.cards, rules.wild_ranks)


def shown_hand(event: Showdown, value: HandValue) -> ShownHand:
    words = event.description or value.description
    return ShownHand(event.seat, words, value.used, value.category)


def struck_out(seat: int, cards: list[Card], rules: Rules) -> tuple[Showdown, HandValue]:
    """What a No Peek seat that struck out had turned, as a showdown of those cards."""
    value = showing_hand(cards, rules.wild_ranks)
    return Showdown.of(seat, tuple(cards), value), value


def pot_result(events: Iterable[Event], rules: Rules) -> PotResult:
    """The result of the pot whose events (from its hand_start on) are given."""
    shown: dict[int, tuple[Showdown, HandValue]] = {}
    winners: list[tuple[int, Fraction]] = []
    uncontested = False
    turned: dict[int, list[Card]] = {}  # No Peek: each seat's face-up cards
    out: list[int] = []  # No Peek: the seats that turned every card without a beat
    for event in events:
        if isinstance(event, Turn) or (
            isinstance(event, Deal) and event.face == "up" and event.seat is not None
        ):
            if event.card is not None and event.seat is not None:
                turned.setdefault(event.seat, []).append(event.card)
        elif isinstance(event, Out):
            out.append(event.seat)
        elif isinstance(event, Showdown):
            shown[event.seat] = (event, value_of(event, rules))
        elif isinstance(event, Award):
            winners.append((event.seat, event.amount))
            uncontested = uncontested or event.why == "uncontested"
    seats = [seat for seat, _ in winners]
    winning = tuple(shown_hand(*shown[seat]) for seat in seats if seat in shown)
    no_peek = rules.flow == "no_peek"
    natural = rules.natural_beats_wild and not no_peek  # No Peek compares showing values only
    losers = [(event, value) for seat, (event, value) in shown.items() if seat not in seats]
    if no_peek and not losers and winning:  # the others struck out: the best of what they turned
        top = shown[seats[0]][1]
        struck = [struck_out(seat, turned[seat], rules) for seat in out if turned.get(seat)]
        losers = [(event, value) for event, value in struck if not top < value]
    best_loser = max(losers, key=lambda pair: pair[1].key(natural), default=None)
    beaten = shown_hand(*best_loser) if best_loser is not None else None
    if uncontested or not winning:
        why = "Everyone else folded"
    elif len(winning) > 1:
        why = "Equal hands split the pot"
    elif best_loser is None:
        why = "Nobody else was left to show a hand"
    elif best_loser[0].seat in out:
        lead = why_wins(shown[seats[0]][1], best_loser[1], tie_keeps_lead=True)
        why = f"Nobody beat it. {lead.line}"
    else:
        why = why_wins(
            shown[seats[0]][1],
            best_loser[1],
            natural_beats_wild=natural,
            tie_keeps_lead=no_peek,
        ).line
    moment = MOMENTS.get(winning[0].category, "") if winning else ""
    return PotResult(tuple(winners), uncontested, winning, beaten, why, moment)
