"""An exposed four (docs/rules.md#house-options, `fours.face_up: free`): a four that comes face up
earns its owner a bonus card, dealt before anything else (`engine.specials.deal_bonus`), face up or
down as `fours.bonus_card` says. It asks nothing; the `deal` event says why `bonus`."""

from __future__ import annotations

from engine.flow import TableFlow


def earn(flow: TableFlow, seat: int) -> None:
    """`seat` is owed a bonus card, next before any other owed."""
    flow.hand.bonus_due.insert(0, seat)
