"""What a guided first hand says at each of your betting decisions: what a beginner might do and
why, in one short line in the log, never forcing it (a newcomer's play-test met CHECK and BET 1 at
their first decision in the guided Baseball hand with no word on which to press).

`decision_tip(view)` reads only what you may know (your own cards, what is showing, the lead, what
a call costs), as the coach does; a tip is a beginner's rule of thumb, not the coach's odds.
"""

from __future__ import annotations

from engine.actions import FlowDecision
from engine.view import SeatView

# a stud hand (or a No Peek pile) and what it is worth, then what nothing to call and a bet to
# meet make of it: each one line of the log at TEXT SIZE normal (27 letters; two at large)
TIPS = {
    ("wild", "free"): "Tip: a wild: a bet is fair",
    ("wild", "bet"): "Tip: a wild: a call is fair",
    ("made", "free"): "Tip: a pair: a bet is fair",  # (a pair or better)
    ("made", "bet"): "Tip: a pair: a call is fair",
    ("nothing", "free"): "Tip: checking is free",
    ("nothing", "bet"): "Tip: no pair: fold is fair",
    ("pile", "free"): "Tip: checking is free",
    ("pile", "bet"): "Tip: a call keeps you in",
    ("lead", "free"): "Tip: you lead: bet is fair",
    ("lead", "bet"): "Tip: you lead: call is fair",
}


def decision_tip(view: SeatView) -> str | None:
    """The tip for your betting decision in `view`; None for any other (a No Peek TURN says its
    own why, a dealer's menu has its lines)."""
    legal = view.legal
    if legal is None or legal.decision != FlowDecision.BET:
        return None
    price = "bet" if view.to_call > 0 else "free"
    return TIPS[(_holding(view), price)]


def _holding(view: SeatView) -> str:
    """What your hand is to a beginner: a wild, a pair or better, nothing yet; No Peek: the lead,
    or a pile still to turn that may beat it."""
    if view.rules.flow == "no_peek":
        return "lead" if view.lead == view.seat else "pile"
    cards = (*view.hidden, *view.upcards[view.seat])
    if any(card.rank in view.rules.wild_ranks for card in cards):
        return "wild"
    best = view.best_so_far()
    return "made" if best is not None and best.category != "high_card" else "nothing"
