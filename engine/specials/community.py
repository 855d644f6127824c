"""The community card (docs/rules.md#baseball, stud): before each pass of a street, a stock holding
fewer cards than players still in deals one card face up to the centre instead, shared by all (a
`deal` event without a seat, why `community`). An empty stock deals nothing."""

from __future__ import annotations

from engine.flow import TableFlow


def needed(flow: TableFlow) -> bool:
    """Whether the next pass cannot give every player still in a card."""
    hand = flow.hand
    return len(hand.stock) < len(hand.live)


def deal(flow: TableFlow) -> None:
    if flow.hand.stock:
        flow.deal_card(None, "up", "community")
