"""The special cards, shared by both flows: wild costs, fours and their bonus cards (docs/rules.md#house-options).

A card that becomes face up for a seat (dealt up, turned, revealed, a bonus up) goes through
`card_exposed`: a wild rank with a cost asks its owner to pay or fold; a four earns a bonus card
(free, or for a price the owner may decline). Bonus cards wait in `hand.bonus_due` and the flow
deals them before anything else, so a bonus four's own bonus comes next, before the next player.

Hidden fours (`fours.face_down: reveal`): dealing never stops for them. A seat holding a four face
down is offered `reveal` beside its betting options (`hidden_four`), so nobody else can tell that
a choice exists; revealing turns the four up through `card_exposed` and the seat decides again.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from engine import betting
from engine.actions import Option
from engine.amounts import exact, fast
from engine.cards import Card
from engine.events import ActionTaken, Decline, Pay, Reveal
from engine.state import Decision

if TYPE_CHECKING:  # the table calls this module: a run-time import would be circular
    from engine.table import Table

ZERO = Fraction(0)


def card_exposed(table: Table, seat: int, card: Card) -> None:
    rules = table.rules
    if card.rank in rules.wild_ranks:
        cost = rules.wild_cost(card.rank)
        if cost.kind != "free":
            amount = table.hand.pot if cost.kind == "match_pot" else fast(cost.amount)
            table.decision = Decision(seat, "wild_cost", card, amount)
            return
    _four_exposed(table, seat, card)


def hidden_four(table: Table, seat: int) -> Card | None:
    """The four `seat` may reveal at its betting decision: its first four held face down, in deal
    order (stud under `fours.face_down: reveal`); None when it holds none or the option is off."""
    rules = table.rules
    if rules.fours.face_down != "reveal" or rules.flow != "stud":
        return None
    return next((card for card in table.hand.cards[seat].down if card.rank == "4"), None)


def reveal(table: Table, seat: int) -> None:
    """`seat` shows its hidden four (`hidden_four`): the card moves up and earns what an exposed
    four earns; the betting decision is asked again once its bonus cards are dealt."""
    card = hidden_four(table, seat)
    assert card is not None  # offered only while the seat holds one
    cards = table.hand.cards[seat]
    cards.down.remove(card)
    cards.up.append(card)
    table.emit(Reveal(seat, card))
    card_exposed(table, seat, card)


def _four_exposed(table: Table, seat: int, card: Card) -> None:
    if card.rank != "4":
        return
    fours = table.rules.fours
    if fours.face_up == "free":
        table.hand.bonus_due.insert(0, seat)
    elif fours.face_up == "pay":
        table.decision = Decision(seat, "four_cost", card, fast(fours.face_up_cost))


def deal_bonus(table: Table) -> None:
    """Deal the next bonus card owed (none when the owner has folded or the stock is empty).
    Face down it joins the seat's hidden cards (stud: a four there is a hidden four, `hidden_four`)
    or the bottom of its pile (No Peek)."""
    hand = table.hand
    seat = hand.bonus_due.pop(0)
    if seat not in hand.live:
        return
    face = table.rules.fours.bonus_card
    card = table.deal_card(seat, face, "bonus")
    if card is None:
        return
    if face == "up":
        card_exposed(table, seat, card)


def options(decision: Decision) -> tuple[Option, ...]:
    """The options of a decision that is not a betting action."""
    if decision.kind == "wild_cost":
        return (Option("pay", exact(decision.cost)), Option("fold", ZERO))
    if decision.kind == "four_cost":
        return (Option("pay", exact(decision.cost)), Option("decline", ZERO))
    return (Option("turn", ZERO),)


def resolve(table: Table, decision: Decision, kind: str) -> None:
    """Carry out a validated choice on a wild cost or a paid four."""
    seat, card = decision.seat, decision.card
    assert card is not None  # a wild cost and a paid four are each about a card
    if decision.kind == "wild_cost":
        if kind == "fold":
            # dealt, turned, or a revealed four's bonus in the middle of a betting round (level 0 outside one)
            rnd = table.hand.betting
            table.emit(
                ActionTaken(seat, "fold", ZERO, ZERO if rnd is None else exact(rnd.level), why="wild_cost")
            )
            table.fold(seat)
            if rnd is not None:
                betting.leave(rnd, seat)
            return
        table.pay(seat, decision.cost)
        table.emit(Pay(seat, exact(decision.cost), "wild_cost"))
        _four_exposed(table, seat, card)
    elif decision.kind == "four_cost":
        if kind == "pay":
            table.pay(seat, decision.cost)
            table.emit(Pay(seat, exact(decision.cost), "four_cost"))
            table.hand.bonus_due.insert(0, seat)
        else:
            table.emit(Decline(seat, exact(decision.cost), "four_cost"))
