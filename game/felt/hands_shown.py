"""The seats' hands in words, from the cards the felt shows: what each seat shows (and the human's
own best hand) and, in No Peek, what the turning player must beat. The director calls these as
cards land and as the lead moves; the cards are valued here, behind the table, by the engine's
rule for a seat's view (engine.view)."""

from __future__ import annotations

from engine.view import best_of
from game.felt.table_model import TableModel
from game.telling.hints import target_from
from game.telling.wild_reason import showing_words


def read_hands(model: TableModel, seat_no: int | None, human: int) -> None:
    """The showing hand in words (and `human`'s own best hand) after a card lands at a seat, or at
    every seat for a community card. Only the cards landed and turned face up count: the engine
    and the model already hold the ones on their way (a newcomer read "SHOWING Eight high" while
    the eight still flew)."""
    if seat_no is None:
        for number in range(len(model.seats)):
            read_hands(model, number, human)
        return
    seat = model.seats[seat_no]
    if seat.folded or seat.revealed:
        return
    community = [s.card for s in model.community if s.shown and s.card is not None]
    ups = [s.card for s in seat.cards if s.face == "up" and s.shown and s.card is not None] + community
    seat.showing = showing_words(ups, model.wild_ranks)
    if seat_no == model.leader:
        aim(model)
    known = [s.card for s in seat.cards if s.shown and s.card is not None] + community
    # from the first street (the engine's best of fewer than five is their showing value:
    # "Pair of nines" from three cards), whenever a hidden card of its own is known
    if seat_no == human and len(known) > len(ups):
        best = best_of(known, model.wild_ranks)
        seat.best = best.description if best else ""


def aim(model: TableModel) -> None:
    """No Peek: what the turning player must beat, from the leader's cards as dealt (the words
    are ready before the last card's flip ends)."""
    if model.leader is None:
        model.target = None
        return
    seat = model.seats[model.leader]
    cards = [s.card for s in (*seat.cards, *model.community) if s.face == "up" and s.card is not None]
    model.target = target_from(None if seat.human else seat.name, cards, model.wild_ranks)
