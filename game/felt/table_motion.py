"""The table's pieces in motion: where each card and chip lies on the felt, and how a change is
shown moving there: a card turned face up (the seat's words with its face), the best five lifted
and shown in the centre, chips flown to the pot, a folded seat's cards swept away, a tag (BONUS!,
WILD, a win's +8) popped at its seat.

Kept apart from the reading of the facts (game.felt.director, which subclasses this and decides,
fact by fact, which of these to do), so the felt's motion is in one place whatever the fact: its
timing (game.felt.pacing), REDUCED MOTION (`still`: every tween keeps its time but nothing slides,
turns or grows; game.platform.juice's still eases) and the layout for the TEXT SIZE (`places`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

from engine.cards import Card
from engine.events import Event
from engine.money import mixed
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.card_rows import seat_rows
from game.felt.dead_cards import fold_seat
from game.felt.hands_shown import read_hands
from game.felt.money_in_flight import MoneyInFlight
from game.felt.pacing import CHIP_FLIGHT, FLIP, LIFT
from game.felt.pile_layout import pile_places
from game.felt.seat_popup import corner_column, seat_spot, seats_drawn
from game.felt.showcase import UsedCards, showcase_sprites
from game.felt.table_model import CardSprite, ChipSprite, Popup, TableModel
from game.platform import juice, sound
from game.platform.palette import Colour
from game.platform.tween import Tween, Tweens, ease_in_out, linear
from game.play import landed_money

Ease = Callable[[float], float]
FACE_SHOWS = 0.51  # of a flip's time: the card's face is drawn from its half on (table_draw)


class TableMotion:
    def __init__(self, model: TableModel, tweens: Tweens, human: int) -> None:
        self.model = model
        self.tweens = tweens
        self.human = human  # the one seat whose hidden cards this screen shows
        self.slots: dict[int, layout.SeatSlot] = {}
        self.dealing = False  # a pot's first deal is under way (No Peek's counts wait for its end)
        self.seat_popups: dict[int | None, list[tuple[Popup, Tween]]] = {}  # each seat's popups to go
        self.still = False  # REDUCED MOTION (settings.reduced_motion, set by the scene)
        self.places = layout.NORMAL  # the table's layout for the TEXT SIZE (set by the scene)
        self.money = MoneyInFlight(model)  # the pot and the nets change as the chips land

    def ease(self, moving: Ease, still: Ease = juice.at_once) -> Ease:
        """A tween's ease: `moving`, or with REDUCED MOTION `still` (there at once, by default)."""
        return still if self.still else moving

    # ----- positions

    def seat_centre(self, seat: int) -> tuple[float, float]:
        slot = self.slots[seat]
        return slot.x + slot.width / 2, slot.cards_y + CARD_H / 2

    def pot_pile(self) -> tuple[int, int]:
        """Where the pot's chips lie: beside its figure (layout.Layout.pot_pile)."""
        return self.places.pot_pile(mixed(self.model.pot))

    def card_place(self, seat: int | None, sprite: CardSprite) -> tuple[float, float]:
        if seat is None:
            index = self.model.community.index(sprite)
            return self.places.community[0] + index * (CARD_W + 2), self.places.community[1]
        return self.seat_places(seat)[self.model.seats[seat].cards.index(sprite)]

    def seat_places(self, seat: int) -> list[tuple[float, float]]:
        """Where each of a seat's cards lies, in the seat's order: the renderer asks once a frame
        for a whole seat (a card at a time, a No Peek seat's layout was worked out for each card)."""
        held, slot = self.model.seats[seat], self.slots[seat]
        if self.model.no_peek:  # the turned cards in a row, the pile as one stack
            return pile_places(slot, held.cards, held.revealed)
        return seat_rows(slot, held.cards)  # one row while every corner shows (game.felt.card_rows)

    # ----- motions

    def mark_best(self, number: int, best: Sequence[Card], delay: float) -> None:
        """The seat's best five framed, the rest dimmed, and its first row risen as one into the room
        over it: a stud hand's best five lie among the others (the hole cards, a pair's cards apart),
        and only they rising made the row zig-zag up and down (a play-test of a Seven-Card Stud
        showdown). A lower row stays down, its frames say its best cards (risen, it hid the suits of
        the row over it: a play-test)."""
        first_row = self.slots[number].cards_y
        for sprite, (_, y) in zip(self.model.seats[number].cards, self.seat_places(number), strict=True):
            sprite.best = sprite.card in best
            sprite.dim = not sprite.best
            self.tweens.add(Tween(sprite, 0.3, delay=delay, lift=LIFT if y <= first_row else 0.0))

    def flip(self, sprite: CardSprite, seat: int | None, shows: Callable[[], None] | None = None) -> None:
        """The card turns face up, the seat's words with its face (and `shows`, what else its face
        tells): just past half-way, the frame its face is first drawn (table_draw; with REDUCED
        MOTION at the end), never before nor after (a newcomer's play-test saw Babe's wild 9 turned
        beside "Queen high" till the turn was over); then WILD."""
        sprite.turning, sprite.flip = True, 0.0

        def face_shows() -> None:
            sprite.shown = True
            if shows is not None:
                shows()
            read_hands(self.model, seat, self.human)

        def done() -> None:
            # the hand's words first: WILD is placed clear of them (a host play-test read
            # "Ac[WILD]wild", placed while the seat said nothing yet)
            sprite.turning = False
            if sprite.wild and sprite.face == "up":
                self.popup("WILD", seat, (255, 214, 64))
                sound.play("wild")

        self.tweens.add(Tween(sprite, FLIP if self.still else FLIP * FACE_SHOWS, on_finish=face_shows))
        self.tweens.add(Tween(sprite, FLIP, ease=self.ease(ease_in_out), on_finish=done, flip=1.0))
        sound.play("flip")

    def pay_in(self, event: Event) -> None:
        """The chips of what `event` pays into the pot (if anything) fly from its seat to the pot."""
        moved = landed_money.payment(event)
        if moved is None:
            return
        model, seat = self.model, moved.seat
        count = max(1, min(4, math.ceil(moved.amount)))
        paid = self.money.pay(moved, count)

        def landed() -> None:
            model.pot_chips += 1
            paid()

        for i in range(count):
            self.chip(self.seat_centre(seat), self.pot_pile(), i, delay=i * 0.05, on_finish=landed)
        sound.play("chip")

    def chip(
        self,
        start: tuple[float, float],
        end: tuple[float, float],
        index: int,
        delay: float = 0.0,
        on_finish: Callable[[], None] | None = None,
    ) -> None:
        jitter = ((index * 7) % 9 - 4, (index * 5) % 7 - 3)
        sprite = ChipSprite(start, (end[0] + jitter[0], end[1] + jitter[1]), colour=index)
        self.model.chips.append(sprite)

        def done() -> None:
            self.model.chips.remove(sprite)
            if on_finish:
                on_finish()

        self.tweens.add(
            Tween(sprite, CHIP_FLIGHT, delay=delay, ease=self.ease(ease_in_out), on_finish=done, t=1.0)
        )

    def fold(self, seat_no: int) -> None:
        """The folded seat's hidden cards slide back to the stock; its face-up cards stay, dimmed."""
        fold_seat(self.model.seats[seat_no], self.tweens, self.ease(ease_in_out, juice.at_end))

    def popup(self, text: str, seat: int | None, colour: Colour, on_plate: bool = False) -> None:
        """`text` at `seat` (None: the shared card), rising unless it lies on a name line
        (game.felt.popup_place); `on_plate`: from its name plate, clear of its cards (a win: a
        play-test saw "+15" float over the winning cards)."""
        at: tuple[float, float] = self.places.community
        rises, wait = True, 0.0
        if seat is not None:
            others = self.seat_popups.get(seat, [])
            places = [] if on_plate else self.seat_places(seat)  # (a win's: from its plate)
            at, rises, wait = seat_spot(
                self.model,
                self.slots,
                seat,
                places,
                text,
                self.places.body,
                self.dealing,
                on_plate,
                others,
                corner_column(self.places),
                seats_drawn(
                    self.model,
                    self.slots,
                    [self.seat_places(number) for number in range(len(self.model.seats))],
                    self.places.body,
                    self.dealing,
                ),
            )
        popup = Popup(text, at, colour, rises=rises)

        def gone() -> None:  # (a pot's result may have cleared it already: PartyTableScene.show_result)
            self.model.popups[:] = [other for other in self.model.popups if other is not popup]
            self.seat_popups[seat].remove((popup, rising))

        show = partial(self.model.popups.append, popup)
        rising = Tween(
            popup, 1.0, wait, self.ease(linear), on_start=show if wait else None, on_finish=gone, t=1.0
        )
        if not wait:
            show()
        self.tweens.add(rising)
        self.seat_popups.setdefault(seat, []).append((popup, rising))

    def show_best(self, used: UsedCards, text: str) -> None:
        """The five cards a hand uses, in the centre, each wild labelled with what it stands for."""
        self.model.showcase = showcase_sprites(used, self.model.wild_ranks)
        self.model.showcase_text = text
