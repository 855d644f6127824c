"""How a pot ended, from its events: who won what, each shown hand's comparable value, the best hand
that lost, and the one line saying why the pot went there (engine.explain).

The values are the showdown's own (`Showdown.value`) and the order is the showdown's order
(natural-beats-wild outside No Peek; in No Peek a tie keeps the lead, and the hand beaten is the
best of the others' hands at the end: shown, beaten with the pile turned, or struck out), so the
line always agrees with where the chips went. Nothing here is written to the history: it is
worked out from the events when asked.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from engine.cards import Card
from engine.events import ActionTaken, Award, Deal, Event, HandStart, Out, Showdown, Turn
from engine.explain import why_wins, with_article
from engine.hand_value import HandValue
from engine.hands import showing_hand, showing_score
from engine.rules import Rules
from engine.view import lead_after_fold  # No Peek's rule, the table's own (engine.no_peek)


@dataclass(frozen=True)
class Shown:
    """A hand at a pot's end: its showdown event (for a No Peek seat that struck out, one made of
    what it had turned) and its value."""

    event: Showdown
    value: HandValue


@dataclass(frozen=True)
class Outcome:
    winners: tuple[tuple[int, Fraction], ...]  # (seat, amount won), in award order
    uncontested: bool  # everyone else folded: nothing was shown
    winning: tuple[Shown, ...]  # the winners' hands (two or more: a split)
    beaten: Shown | None  # the best hand that lost, None when nobody else showed
    why: str  # why the pot went where it went (the awards' reason in words)


def struck_out(seat: int, cards: list[Card], rules: Rules) -> Shown:
    """What a No Peek seat that struck out had turned, as a showdown of those cards."""
    value = showing_hand(cards, rules.wild_ranks)
    return Shown(Showdown.of(seat, tuple(cards), value), value)


def outcome(events: Iterable[Event], rules: Rules) -> Outcome:
    """The outcome of the pot whose events (from its hand_start on) are given."""
    pot = _Pot.read(events, rules.wild_ranks)
    seats = [seat for seat, _ in pot.winners]
    winning = tuple(pot.shown[seat] for seat in seats if seat in pot.shown)
    no_peek = rules.flow == "no_peek"
    natural = rules.natural_beats_wild and not no_peek  # No Peek compares showing values only
    losers = [hand for seat, hand in pot.shown.items() if seat not in seats]
    if no_peek and winning:
        # every hand the winner beat is in, whatever way it lost: one beaten with its whole pile
        # turned is still in till the bet it can only fold to (docs/rules.md#no-peek; a newcomer's
        # play-test lost with a straight to J, and the result compared the winner's straight to A
        # with two pair), and one that struck out is as much a hand the winner beat (a host's
        # Midnight play-test compared a straight flush to 8 with a beaten four queens, while Sam
        # had struck out with a straight flush to 5, the best of the others' hands)
        losers += _turned_hands(pot, pot.spent + pot.out, rules, pot.shown[seats[0]].value)
    beaten = max(losers, key=lambda hand: hand.value.key(natural), default=None)
    why = _why(pot, winning, beaten, natural, no_peek, rules.wild_ranks)
    return Outcome(tuple(pot.winners), pot.uncontested, winning, beaten, why)


def _turned_hands(pot: _Pot, seats: list[int], rules: Rules, top: HandValue) -> list[Shown]:
    """What each of `seats` had turned, as showdowns, those the winner's `top` beat or tied."""
    turned = [struck_out(seat, pot.turned[seat], rules) for seat in seats if pot.turned.get(seat)]
    return [hand for hand in turned if not top < hand.value]


@dataclass
class _Pot:
    """What a pot's events say of its end: the hands shown, the awards and, in No Peek, each
    seat's face-up cards and the seats that struck out."""

    shown: dict[int, Shown] = field(default_factory=dict)
    winners: list[tuple[int, Fraction]] = field(default_factory=list)  # (seat, amount won)
    uncontested: bool = False
    turned: dict[int, list[Card]] = field(default_factory=dict)  # No Peek: each seat's face-up cards
    out: list[int] = field(default_factory=list)  # No Peek: who turned every card without a beat
    piles: dict[int, int] = field(default_factory=dict)  # No Peek: each seat's cards still face down
    spent: list[int] = field(default_factory=list)  # No Peek: who folded beaten, no card left to turn
    folded: int = 0  # how many seats folded
    live: set[int] = field(default_factory=set)  # No Peek: the seats dealt in, not folded nor out
    best: int | None = None  # No Peek: the row that last beat strictly (engine.no_peek's `best`)
    best_before: int | None = None  # ...and the one before the last turn (a wild's cost may fold it)
    dealer: int = 0  # the pot's dealer: the lead after a fold is found clockwise from their left

    @classmethod
    def read(cls, events: Iterable[Event], wild: frozenset[str]) -> _Pot:
        pot = cls()
        for event in events:
            if isinstance(event, HandStart):
                pot.dealer = event.dealer
            elif isinstance(event, (Turn, Deal)):
                pot.card(event, wild)
            elif isinstance(event, Out):
                pot.out.append(event.seat)
                pot.live.discard(event.seat)
            elif isinstance(event, ActionTaken) and event.action == "fold":
                pot.fold(event, wild)
            elif isinstance(event, Showdown):
                pot.shown[event.seat] = Shown(event, event.value(wild))
            elif isinstance(event, Award):
                pot.winners.append((event.seat, event.amount))
                pot.uncontested = pot.uncontested or event.why == "uncontested"
        return pot

    def fold(self, event: ActionTaken, wild: frozenset[str]) -> None:
        self.folded += 1
        if event.why == "wild_cost" and self.best == event.seat:  # the turn that cost beat nothing
            self.best = self.best_before
        if self.cannot_win(event.seat, wild):
            self.spent.append(event.seat)
        self.live.discard(event.seat)

    def beat(self, seat: int, wild: frozenset[str]) -> None:
        """No Peek: `seat` shows one more card; its row is the best once it beats the best strictly."""
        if seat in self.live and (self.best is None or self.score(seat, wild) > self.score(self.best, wild)):
            self.best = seat

    def score(self, seat: int, wild: frozenset[str]) -> int:
        return showing_score(self.turned.get(seat, []), wild)

    def cannot_win(self, seat: int, wild: frozenset[str]) -> bool:
        """No Peek: `seat`, folding now, had its whole pile turned and another row led it
        (engine.view.PublicView.cannot_win): its row read BEATEN, folded for its owner at a bet.
        A row folded while it led, or with cards still to turn, reads FOLDED: no hand beat it (a host
        play-test's Zoë folded her full house while it led and was named as the one beaten)."""
        if not self.turned.get(seat) or self.piles.get(seat):
            return False
        lead = self.best
        if lead not in self.live:  # the lead folded: the one the table hands it to (engine.no_peek)
            lead = lead_after_fold([(other, self.turned.get(other, [])) for other in self.clockwise()], wild)
        return lead is not None and lead != seat

    def clockwise(self) -> list[int]:
        """The seats still in, clockwise from the dealer's left, as the table orders them for
        `lead_after_fold` (the first of equal rows leads): after the dealer, then round to them."""
        return sorted(self.live, key=lambda seat: (seat <= self.dealer, seat))

    def card(self, event: Turn | Deal, wild: frozenset[str]) -> None:
        """A card turned or dealt to a seat: face up it is turned, face down it goes on the pile."""
        if event.seat is None:  # a community card
            return
        self.live.add(event.seat)
        if isinstance(event, Turn):
            self.best_before = self.best
        if isinstance(event, Turn) or event.face == "up":
            self.up(event, wild)
        else:
            self.piles[event.seat] = self.piles.get(event.seat, 0) + 1

    def up(self, event: Turn | Deal, wild: frozenset[str]) -> None:
        """A card face up on `event.seat`'s row, which may make it the best (a four's bonus too)."""
        assert event.seat is not None  # (card: a seat's)
        if event.card is not None:
            self.turned.setdefault(event.seat, []).append(event.card)
        if isinstance(event, Turn):
            self.piles[event.seat] = self.piles.get(event.seat, 0) - 1
        self.beat(event.seat, wild)


def _nobody_left(pot: _Pot, wild: frozenset[str]) -> str:
    """Why nobody else could take an uncontested pot: in No Peek some struck out rather than fold (a
    newcomer's play-test read "Everyone else folded" after turning their whole pile without a beat),
    against the winner's hand showing, which none of them beat ("Everyone else folded or struck out
    against a pair of kings": the next play-test read no hand at all)."""
    showing = pot.turned.get(pot.winners[0][0]) if pot.winners else None
    top = showing_hand(showing, wild) if showing else None
    spent = [showing_hand(pot.turned[seat], wild) for seat in pot.spent if pot.turned.get(seat)]
    beaten = [value for value in spent if top is not None and not top < value]  # not a lead folding
    if top is not None and beaten:  # beaten with a whole pile turned, folded for: as a showdown
        best = max(beaten, key=lambda value: value.key(False))
        return why_wins(top, best, tie_keeps_lead=True).line
    if not pot.out:
        return "Everyone else folded"
    left = "Everyone else struck out" if not pot.folded else "Everyone else folded or struck out"
    return f"{left} against {_named(top)}" if top is not None else left


def _named(value: HandValue) -> str:
    """A hand's words inside a sentence, with the article its category takes: "a pair of kings",
    "three queens", "ace high"."""
    words = value.description[:1].lower() + value.description[1:]
    article = value.category != "high_card" and with_article(value).startswith("a ")
    return f"a {words}" if article and not words.startswith("a ") else words


def _why(
    pot: _Pot,
    winning: tuple[Shown, ...],
    beaten: Shown | None,
    natural: bool,
    no_peek: bool,
    wild: frozenset[str],
) -> str:
    """Why the pot went where it went, in one line (engine.explain)."""
    if pot.uncontested or not winning:
        return _nobody_left(pot, wild)
    if len(winning) > 1:
        return "Equal hands split the pot"
    if beaten is None:
        return "Nobody else was left to show a hand"
    if beaten.event.seat in pot.out:
        lead = why_wins(winning[0].value, beaten.value, tie_keeps_lead=True)
        return f"Nobody beat it. {lead.line}"
    return why_wins(winning[0].value, beaten.value, natural_beats_wild=natural, tie_keeps_lead=no_peek).line
