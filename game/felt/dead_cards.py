"""A fold at the table: the folded seat's face-down cards (and No Peek's pile) slide back to the
stock and are gone, while its face-up cards stay where they lie, dimmed, as dead cards until the
pot ends (HandStart clears the table). A newcomer counting outs in a stud game wanted to see them:
they had vanished with the fold, though every seat had seen them and the coach counts them as
seen (engine.bots.reading: a folded seat's upcards are among the cards a seat has seen). A No
Peek seat beaten with every card turned (engine Out) dims its cards the same way: a newcomer's
own beaten seat still read "SHOWING Three 2's" in bright cards beside the greyed seats beaten."""

from __future__ import annotations

from collections.abc import Callable

from game.felt.pacing import FLIGHT
from game.felt.table_model import CardSprite, Seat
from game.platform import sound
from game.platform.tween import Tween, Tweens


def is_dead_card(sprite: CardSprite) -> bool:
    """A card that stays on the table after its seat folds: dealt or turned face up, its face known."""
    return sprite.face == "up" and sprite.card is not None


def dim_dead(sprite: CardSprite) -> None:
    """`sprite`, a card out of the pot, dimmed where it lies: no longer lit as part of a best hand."""
    sprite.dim, sprite.best, sprite.lift = True, False, 0.0


def strike_out(seat: Seat) -> None:
    """`seat` is beaten, every card turned (No Peek's Out): out of the pot, its cards dimmed where
    they lie, as a folded seat's dead cards, and no best hand of its own to say."""
    seat.out, seat.best = True, ""
    for sprite in seat.cards:
        dim_dead(sprite)


def fold_seat(seat: Seat, tweens: Tweens, ease: Callable[[float], float]) -> None:
    """`seat` folds: its hidden cards fly back to the stock (`ease`: the director's, for REDUCED
    MOTION) and are gone; its face-up cards stay face up, dimmed."""
    seat.folded = True
    seat.showing = seat.best = ""
    sound.play("fold")
    going = [sprite for sprite in seat.cards if not is_dead_card(sprite)]
    for sprite in seat.cards:
        if is_dead_card(sprite):
            dim_dead(sprite)
        else:
            sprite.shown = False

    def gone() -> None:
        for sprite in going:
            if sprite in seat.cards:
                seat.cards.remove(sprite)

    for i, sprite in enumerate(going):
        last = i == len(going) - 1
        tweens.add(Tween(sprite, FLIGHT, ease=ease, on_finish=gone if last else None, flight=0.0))
