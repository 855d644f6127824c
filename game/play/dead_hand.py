"""No Peek: a person's hand that cannot win is folded for them when a bet comes, and checked for
them where checking is free.

Such a hand (its pile all turned, another row leading: PublicView.cannot_win) wins only if every
better row folds, which a row shown to beat it never does; the computer players already fold it to
a bet and check it where they can. A newcomer's play-test was offered CALL, lit, under "CAN'T WIN:
1 TO CALL"; a host's was offered BET 1 under "CAN'T WIN: CHECK OR BET", the TV waiting for the
turn timer on a seat it labelled BEATEN (a bet there is pointless: the row leading never folds to
it). The table host makes the move (and publishes game.play.host_facts.DeadFold before it), so the
solo table, the party TV and the phones all see the same move and say it, none of them deciding
it. A replayed history (TableHost.turn_runs off) still asks.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction

from engine.actions import ActionKind, FlowDecision, LegalActions
from engine.cards import Card
from engine.events import ActionTaken, Deal, Event, Out, RoundStart, Turn
from engine.table import Table
from engine.view import showing_of


def dead_move(table: Table, legal: LegalActions) -> ActionKind | None:
    """The move for `legal`'s seat's hand that cannot win in a betting round: CHECK where checking
    is free, FOLD to a bet; None for a hand that can win, or a decision that is no bet's."""
    kinds = legal.kinds
    if legal.decision != FlowDecision.BET or not table.public_view().cannot_win(legal.seat):
        return None
    if ActionKind.CHECK in kinds:
        return ActionKind.CHECK
    return ActionKind.FOLD if ActionKind.FOLD in kinds else None


def folded_dead(history: Sequence[Event], seat: int, wild_ranks: Collection[str]) -> bool:
    """Whether `seat`'s fold in a pot's `history` was a dead hand's to a bet (dead_move's FOLD, as it
    was then), BEATEN on its plate as the DeadFold before it says; any other fold is FOLDED (a Hold'em
    newcomer's play-test read BEATEN TILL NEXT POT after folding a row that still led)."""
    turned: dict[int | None, list[Card]] = {}  # (None: the community cards)
    piles: dict[int, int] = {}
    gone: set[int] = set()
    paid = Fraction(0)
    for event in history:
        if isinstance(event, Deal) and event.face == "down" and event.seat is not None:
            piles[event.seat] = piles.get(event.seat, 0) + 1
        elif isinstance(event, (Deal, Turn)) and event.card is not None:
            turned.setdefault(event.seat, []).append(event.card)
            if isinstance(event, Turn):
                piles[event.seat] = piles.get(event.seat, 0) - 1
        elif isinstance(event, Out):
            gone.add(event.seat)
        elif isinstance(event, RoundStart):
            paid = Fraction(0)
        elif isinstance(event, ActionTaken) and event.action == ActionKind.FOLD and event.seat != seat:
            gone.add(event.seat)
        elif isinstance(event, ActionTaken) and event.seat == seat and event.action != ActionKind.FOLD:
            paid += event.amount
        elif isinstance(event, ActionTaken) and event.seat == seat:  # its fold: to a bet, its pile
            # turned, not above a row (another seat's bet or call is no fold: a Hold'em newcomer's
            # coach said FOLDED under their own row's BEATEN, the first bet of the pot read as theirs)
            community = turned.get(None, [])
            mine = showing_of([*turned.get(seat, []), *community], wild_ranks)
            rows = (
                turned.get(other, []) for other in turned if other not in gone and other not in (seat, None)
            )
            others = [showing_of([*cards, *community], wild_ranks) for cards in rows]
            beaten = mine is not None and any(value is not None and not value < mine for value in others)
            return event.level > paid and not piles.get(seat, 0) and beaten
    return False
