"""The pot and the seats' figures on the table change as the chips that carry the money land.

A play-test's TV said a bet's new pot and the bettor's net as its chips took off, about 0.4 s
before they were in the pot, and ahead of the phones, which change when the TV's chips land
(game.party.paced_pot). So the table model's `pot` and each seat's `balance` are what has landed:
a payment's amount moves from the seat to the pot (an award's from the pot to its winner) with its
last chip, and the money still in flight is kept here until then. What a payment moves and what the
figures become once it lands are game.play.landed_money's, which the phones present too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from game.felt.table_model import TableModel
from game.play import landed_money


class MoneyInFlight:
    def __init__(self, model: TableModel) -> None:
        self.model = model
        self.to_pot = Fraction(0)  # what the chips in flight bring to the pot (awards: negative)
        self.from_seat: dict[int, Fraction] = {}  # seat -> what its chips in flight take from it
        self.flying: list[Callable[[], None]] = []  # each payment in flight: its figures, landed

    @property
    def pot(self) -> Fraction:
        """The pot once every chip in flight has landed (what an award's share is of)."""
        return self.model.pot + self.to_pot

    def pay(self, paid: landed_money.Payment, chips: int) -> Callable[[], None]:
        """`paid` goes from its seat into the pot (an award: from the pot to its winner), carried by
        `chips` chips: what each chip calls as it lands; the figures change with the last one."""
        seat, amount = paid.seat, paid.amount
        self.to_pot += amount
        self.from_seat[seat] = self.from_seat.get(seat, Fraction(0)) + amount
        left = [chips]

        def figures_land() -> None:
            self.flying.remove(figures_land)
            self.to_pot -= amount
            self.from_seat[seat] -= amount
            figures = self.model.seats[seat]
            self.model.pot, figures.balance = landed_money.land(self.model.pot, figures.balance, paid)

        def landed() -> None:
            left[0] -= 1
            if left[0] == 0 and figures_land in self.flying:  # (not landed already: `land_now`)
                figures_land()

        self.flying.append(figures_land)
        return landed

    def land_now(self) -> None:
        """Every payment in flight counts as landed now, its chips still on their way: a pot's
        result up on the party TV says the winner's new net on their plate as it names them (a
        play-test's plate said the old net under 'ANN WINS' until the chips were in)."""
        for figures_land in list(self.flying):
            figures_land()

    def settle(self, balances: Sequence[Fraction]) -> None:
        """The pot is over with these `balances` and an empty pot: the figures say so, less what
        chips still in flight to a winner will bring when they land."""
        for seat, balance in enumerate(balances):
            self.model.seats[seat].balance = balance + self.from_seat.get(seat, Fraction(0))
        self.model.pot = -self.to_pot
