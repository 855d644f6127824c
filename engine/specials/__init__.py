"""The house specials (docs/rules.md#house-options), one module each, run from here.

Each module says what triggers its special, what it offers, how a choice resolves and what it emits;
the words are game.telling's, matched on the same kinds. A special that asks a seat something has a
`SpecialDecision` of its own, and `options` and `resolve` below match every kind exhaustively, so a
new kind fails type-checking until it is handled here (and in the words).

- `wild_price`: a wild card with a price, pay or fold (the three's price; the strikeout).
- `exposed_four`: a four face up earns a bonus card; `deal_bonus` below deals the cards owed.
- `paid_four`: the same card for a price the owner may decline.
- `hidden_four`: a four held face down, which its owner may reveal at a betting decision.
- `community`: a stock too short for a pass deals one community card instead (stud).

A card that becomes face up for a seat (dealt up, turned, revealed, a bonus up) goes through
`card_exposed`: a wild card's price is asked first, and a four earns its bonus once that is paid.
Bonus cards wait in `hand.bonus_due` and the flow deals them before anything else, so a bonus
four's own bonus comes next, before the next player.
"""

from __future__ import annotations

from typing import assert_never

from engine.actions import ActionKind, Option, SpecialDecision
from engine.cards import Card
from engine.flow import TableFlow
from engine.specials import community, exposed_four, hidden_four, paid_four, wild_price
from engine.state import Decision

__all__ = ["beside_bet", "card_exposed", "community", "deal_bonus", "options", "resolve", "take_beside_bet"]


def card_exposed(flow: TableFlow, seat: int, card: Card) -> None:
    if not wild_price.ask(flow, seat, card):
        _four_exposed(flow, seat, card)


def _four_exposed(flow: TableFlow, seat: int, card: Card) -> None:
    if card.rank != "4":
        return
    face_up = flow.rules.fours.face_up
    match face_up:
        case "free":
            exposed_four.earn(flow, seat)
        case "pay":
            paid_four.ask(flow, seat, card)
        case "none":
            pass
        case _:
            assert_never(face_up)


def deal_bonus(flow: TableFlow) -> None:
    """Deal the next bonus card owed (none when the owner has folded or the stock is empty).
    Face down it joins the seat's hidden cards (stud: a four there is a hidden four) or the bottom
    of its pile (No Peek); face up it is exposed like any other card."""
    hand = flow.hand
    seat = hand.bonus_due.pop(0)
    if seat not in hand.live:
        return
    face = flow.rules.fours.bonus_card
    card = flow.deal_card(seat, face, "bonus")
    if card is not None and face == "up":
        card_exposed(flow, seat, card)


def options(kind: SpecialDecision, decision: Decision) -> tuple[Option, ...]:
    """What a special's decision offers."""
    match kind:
        case SpecialDecision.WILD_COST:
            return wild_price.offer(decision)
        case SpecialDecision.FOUR_COST:
            return paid_four.offer(decision)
        case _:
            assert_never(kind)


def resolve(flow: TableFlow, kind: SpecialDecision, decision: Decision, choice: ActionKind) -> None:
    """Carry out a validated choice on a special's decision."""
    match kind:
        case SpecialDecision.WILD_COST:
            if wild_price.resolve(flow, decision, choice):
                assert decision.card is not None  # a wild card's price is about the card
                _four_exposed(flow, decision.seat, decision.card)  # a wild four still earns its card
        case SpecialDecision.FOUR_COST:
            paid_four.resolve(flow, decision, choice)
        case _:
            assert_never(kind)


def beside_bet(flow: TableFlow, seat: int) -> tuple[tuple[Option, ...], Card | None]:
    """What the specials add to `seat`'s betting options, and the card it is about (else None):
    a hidden four's `reveal`, seen only by this seat, so its decision looks like any other bet."""
    card = hidden_four.held(flow, seat)
    return ((), None) if card is None else ((hidden_four.OPTION,), card)


def take_beside_bet(flow: TableFlow, seat: int, choice: ActionKind) -> None:
    """Carry out a validated choice `beside_bet` offered; the seat then decides its bet again."""
    if choice != ActionKind.REVEAL:
        raise AssertionError(f"{choice} is not offered beside a bet")
    card_exposed(flow, seat, hidden_four.reveal(flow, seat))
