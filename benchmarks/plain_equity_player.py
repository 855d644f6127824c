"""A plain equity-threshold player: the yardstick the computer players must beat, written apart
from them (nothing of engine.bots: its own chance of winning, its own rules).

It plays as a sound home player who does arithmetic and nothing else:

- it raises (bets, completes, pays) with more than RAISE_ABOVE equity;
- otherwise it stays in when its equity beats the pot odds (its price against the pot it would
  then play for), checks when that is free, and folds or declines the rest;
- it buys a paid four's extra card when the equity the card adds, times the pot it plays for,
  pays the card's price;
- it ignores betting patterns: who bet, who raised and how each seat has played never move it.

Its chance of winning is its own Monte Carlo estimate from its seat's view alone: every card it
cannot see is dealt at random, each seat still in is dealt the cards still to come to it (the
street cards it has not had yet in stud; the unturned pile in No Peek), an exposed four brings
its extra card (a bonus four another), and each deal's best hand wins, ties split. Simplified
where a home player's arithmetic would be: a tie in No Peek is split (the table gives it to the
first to show it), a stock that runs out deals no more, a paid four's card is assumed taken, and
the naturals option is not counted. The hands are scored with the rules' own scorer
(engine.hands.showing_score), which the rules tests check against a brute force.
"""

from __future__ import annotations

import random

from engine.actions import Action, LegalActions
from engine.cards import Card
from engine.events import Deal
from engine.hands import showing_score
from engine.view import SeatView

RAISE_ABOVE = 0.6
DEALS = 600  # random deals per estimate
_MOST_MONEY = ("raise", "bet", "complete", "pay", "call")


def _street_cards_dealt(view: SeatView) -> dict[int, int]:
    dealt: dict[int, int] = {}
    for event in view.history:
        if isinstance(event, Deal) and event.why == "street" and event.seat is not None:
            dealt[event.seat] = dealt.get(event.seat, 0) + 1
    return dealt


class _Deck:
    """The unseen cards in a random order, dealt from the top."""

    def __init__(self, unseen: list[Card], rng: random.Random):
        self.cards = unseen[:]
        rng.shuffle(self.cards)
        self.top = 0

    def draw(self) -> Card | None:
        if self.top >= len(self.cards):
            return None
        self.top += 1
        return self.cards[self.top - 1]


class PlainEquity:
    """The seat's chance of winning from its view: `estimate(view, rng, deals, extra)`, where
    `extra` is a bonus card the seat would get now (a paid four's card it may buy)."""

    def __init__(self, view: SeatView):
        rules = view.rules
        self.view = view
        self.wild = rules.wild_ranks
        self.bonus = rules.fours.face_up != "none"
        self.bonus_up = rules.fours.bonus_card == "up"
        self.stud = rules.flow == "stud"
        faces = [face for street in rules.streets for face in street]
        dealt = _street_cards_dealt(view) if self.stud else {}
        self.seats = sorted(view.live)
        known: dict[int, list[Card]] = {}
        for seat in self.seats:
            own = view.hidden if seat == view.seat else ()
            known[seat] = [*own, *view.upcards[seat], *view.community]
        self.known = known
        # cards already held but unknown to this seat (stud: others' hole cards; No Peek: piles)
        self.hidden = {
            seat: view.down_counts[seat] - (len(view.hidden) if seat == view.seat else 0)
            for seat in self.seats
        }
        self.to_come = {seat: tuple(faces[dealt.get(seat, 0) :]) if self.stud else () for seat in self.seats}
        seen = {*view.hidden, *view.community, *(card for cards in view.upcards for card in cards)}
        self.unseen = [Card(index) for index in range(52) if index not in seen]

    def estimate(self, rng: random.Random, deals: int, extra: int = 0) -> float:
        won = 0.0
        me = self.view.seat
        for _ in range(deals):
            deck = _Deck(self.unseen, rng)
            scores = {
                seat: showing_score(self._final(seat, deck, extra if seat == me else 0), self.wild)
                for seat in self.seats
            }
            best = max(scores.values())
            if scores[me] == best:
                won += 1.0 / sum(1 for score in scores.values() if score == best)
        return won / deals

    def _final(self, seat: int, deck: _Deck, extra: int) -> list[Card]:
        """The seat's cards at the end of the hand in one random deal."""
        cards = list(self.known[seat])
        pile = [deck.draw() for _ in range(self.hidden[seat])]
        for _ in range(extra):
            self._bonus(cards, deck)
        for card in pile:
            if card is None:
                break
            cards.append(card)
            if not self.stud and self.bonus and card.rank == "4":  # turned some day: it earns
                self._bonus(cards, deck)
        for face in self.to_come[seat]:
            card = deck.draw()
            if card is None:
                break
            cards.append(card)
            if face == "up" and self.bonus and card.rank == "4":
                self._bonus(cards, deck)
        return cards

    def _bonus(self, cards: list[Card], deck: _Deck) -> None:
        """A four's extra card; a four in its turn earns another (a face-down bonus is turned later)."""
        card = deck.draw()
        while card is not None:
            cards.append(card)
            if card.rank != "4" or (self.stud and not self.bonus_up):
                return
            card = deck.draw()


class PlainEquityPlayer:
    """The three rules above, on `PlainEquity`'s estimate; reproducible from its seed and the view."""

    def __init__(self, seed: int = 0, deals: int = DEALS):
        self.seed = seed
        self.deals = deals

    def _rng(self, view: SeatView) -> random.Random:
        return random.Random(f"plain/{self.seed}/{view.hand}/{view.seat}/{len(view.history)}")

    def chance_of(self, view: SeatView, extra: int = 0) -> float:
        """Its chance of winning, with `extra` bonus cards now (the same random deals either way)."""
        return PlainEquity(view).estimate(self._rng(view), self.deals, extra)

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        kinds = legal.kinds
        for free in ("reveal", "turn"):  # a card for nothing is always taken
            if free in kinds:
                return Action(legal.seat, free)
        if len(kinds) == 1:
            return Action(legal.seat, kinds[0])
        chance = self.chance_of(view)
        prices = {option.kind: float(option.amount) for option in legal.options}
        pot = float(view.pot)
        if legal.decision == "four_cost":
            gain = self.chance_of(view, extra=1) - chance
            paid = gain * (pot + prices["pay"]) > prices["pay"]
            return Action(legal.seat, "pay" if paid else "decline")
        most = next((kind for kind in _MOST_MONEY if kind in kinds), None)
        if chance > RAISE_ABOVE and most:
            return Action(legal.seat, most)
        for free in ("check", "bring_in"):  # the least it may put in
            if free in kinds:
                return Action(legal.seat, free)
        stay = "call" if "call" in kinds else "pay"
        price = prices[stay]
        if chance > price / (pot + price):
            return Action(legal.seat, stay)
        return Action(legal.seat, "fold" if "fold" in kinds else "decline")
