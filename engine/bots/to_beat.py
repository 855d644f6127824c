"""What a seat must beat and which unseen cards would beat it, from the seat's own view: the very
situation its equity is estimated from (engine.bots.reading.situation), so nothing here can tell
of a card the seat has not seen. The coach (game.felt.coach) says it in words beside its figure.

Stud: the best hand showing among the others (their upcards) against every card the seat knows of
its own; No Peek: the row to beat against the seat's turned cards. While cards are still to come to
the seat, the cards it has not seen that would beat that hand on their own are its `outs`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.bots import reading
from engine.cards import Card
from engine.hands import score_category, showing_score
from engine.view import SeatView

HIGH_FIRST = "AKQJT98765432"


@dataclass(frozen=True)
class Why:
    """The reason behind the figure. `ahead`: your cards beat every hand showing (stud), or your No
    Peek row leads; else `rival`, the seat whose showing hand is to beat (None: none to speak of:
    nothing turned yet), `category` what it shows; `coming`:
    cards are still to come to you; `outs`: the cards you have not seen that would beat it on their
    own, and `ranks` the ranks they are when they are every unseen card of those ranks; `unseen`:
    how many cards you have not seen (in the deck, the others' hidden cards, No Peek's piles, yours
    too), the outs among them."""

    rival: int | None = None
    category: str = ""
    coming: bool = False
    outs: tuple[Card, ...] = ()
    ranks: tuple[str, ...] = ()
    ahead: bool = False
    hidden: int = 0  # ...with the face-down cards the other seats showing cards hold between them (stud)
    to_turn: int = 0  # ...with the cards the others still in have left to turn (No Peek)
    unseen: int = 0


def why(view: SeatView) -> Why:
    """What `view`'s seat must beat and with which cards, from its view alone (its situation, as
    its equity's estimate reads it)."""
    situation = reading.situation(view)
    me, wild = view.seat, view.rules.wild_ranks
    mine = (*situation.hands[situation.me].known, *view.community)
    if view.rules.flow == "no_peek":
        lead = view.lead
        if lead is None:  # nothing turned yet
            return Why()
        if lead == me:  # your row leads (the figure says so): what the others may still turn to beat it
            return Why(ahead=True, to_turn=sum(view.down_counts[seat] for seat in view.live if seat != me))
        rivals, coming = [lead], view.down_counts[me] > 0
    else:
        rivals = [
            seat for seat in reading.dealing_order(view, view.live) if seat != me and view.upcards[seat]
        ]
        coming = bool(situation.streets)
    if not rivals:
        return Why()
    scores = {seat: showing_score((*view.upcards[seat], *view.community), wild) for seat in rivals}
    rival = max(rivals, key=lambda seat: scores[seat])  # the first of equals, in the deal's order
    target = scores[rival]
    if view.rules.flow == "stud" and showing_score(mine, wild) > target:
        return Why(ahead=True, hidden=sum(view.down_counts[seat] for seat in rivals))
    unseen = situation.unseen()
    outs = tuple(card for card in unseen if showing_score((*mine, card), wild) > target) if coming else ()
    return Why(
        rival, score_category(target), coming, outs, needed_ranks(outs, unseen, wild), unseen=len(unseen)
    )


def needed_ranks(outs: Sequence[Card], unseen: Sequence[Card], wild: frozenset[str]) -> tuple[str, ...]:
    """The ranks whose every unseen card is among `outs`, wild ones first (low to high) then high to low, when
    the outs are exactly those ranks' cards (a flush's cards are not a rank's: none then)."""
    helping = {card.rank for card in outs}
    if any(card.rank in helping and card not in outs for card in unseen):
        return ()
    wilds = sorted(helping & set(wild), key=HIGH_FIRST.index, reverse=True)  # as the corner says them: 3 9
    return (*wilds, *sorted(helping - set(wild), key=HIGH_FIRST.index))
