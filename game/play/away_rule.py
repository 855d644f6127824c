"""The away rule: what a seat does when its player is not there to choose (gone from the controls
at the table, a phone that dropped off or does not answer at a party, a turn timer run out). One
rule for every screen: check when that is free, take the free choice of a special decision (decline
a paid bonus card, turn the card a No Peek turn demands), else fold; a bring-in, which cannot be
folded, is posted at its smallest."""

from __future__ import annotations

from engine.actions import Action, LegalActions

FREE_CHOICES = ("check", "turn", "decline", "fold")  # in order: the first one offered is taken


def away_choice(legal: LegalActions) -> Action:
    for kind in FREE_CHOICES:
        if legal.option(kind) is not None:
            return Action(legal.seat, kind)
    # (a hidden four's free `reveal` is not a bet: it stays hidden, as when checking)
    cheapest = min((o for o in legal.options if o.kind != "reveal"), key=lambda option: option.amount)
    return Action(legal.seat, cheapest.kind)
