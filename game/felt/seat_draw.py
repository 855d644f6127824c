"""A seat as the table draws it: its name plate (name, balance, status, the dealer button), the
frame round the seat to act, its cards, its hand in words on their plate and a No Peek pile's
count (game.felt.table_draw.TableRenderer is a SeatDrawing; where each goes is
game.felt.layout's, pile_layout's and seat_words')."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.felt import layout
from game.felt.card_art import draw_bonus_mark
from game.felt.card_draw import CardDrawing
from game.felt.director import Director
from game.felt.pile_layout import count_plate, drawing_order, in_pile, marked_top, seat_count
from game.felt.plate_lines import (
    BALANCE_GAP,
    BUTTON_AFTER,
    named_slots,
    one_line_plate,
    seat_status,
    second_line,
    status_forms,
    two_line_plate,
)
from game.felt.seat_words import SeatLines, seat_lines
from game.felt.table_model import Seat, TableModel
from game.platform import palette
from game.platform.frame_log import FRAME
from game.platform.text import BODY, Text

Counted = tuple[str, pygame.Rect] | None  # a No Peek pile's count and where it is written (pile_count)


class PlateSays(NamedTuple):
    """A party TV player's turn said on their seat's own plate, where no place by the seat is clear
    for its banner (game.screens.party_tv_turn): `words` where the balance goes, the plate lit
    `back`, its words in `ink`; one drawing of each word (the banner over the plate drew the name
    twice, 6 px apart, and its words on the balance)."""

    seat: int
    words: str
    back: palette.Colour
    ink: palette.Colour


TURN_FRAME = 4  # pixels: the frame round the seat to act (2 was lost across a room: a play-test)
PLATE_ALPHA = 150


class SeatDrawing(CardDrawing):
    """The table renderer's seats, each with its cards (CardDrawing)."""

    text: Text
    places: layout.Layout
    plates: dict[tuple[int, int], pygame.Surface]  # the plates drawn so far, by their size
    plate_says: PlateSays | None = None  # a TV player's turn on their plate (the party scene's)

    def draw_seat(
        self,
        canvas: pygame.Surface,
        model: TableModel,
        director: Director,
        number: int,
        places: list[tuple[float, float]],
        count: tuple[str, pygame.Rect] | None,
        lines: SeatLines,
    ) -> None:
        """`places`: where each of the seat's cards lies (Director.seat_places); `count`: its pile's
        count and where it is written (pile_count); `lines`: its hand in words (seat_lines)."""
        text = self.text
        seat = model.seats[number]
        slot = director.slots[number]
        says = self.plate_says if self.plate_says is not None and self.plate_says.seat == number else None
        # (No Peek's seat named to turn next is lit before its first card: game.play.next_turner)
        turner = model.actor is None and not model.round and model.turner.seat == number
        active = model.actor == number or turner or says is not None
        size, line_h = self.places.body, slot.line
        written, top, where, words, counted = lines
        # (the words whole on its line, at TEXT SIZE large: the stack alone shows the pile)
        count = None if count is None or where is None or not counted else (count[0], where)
        # its name lines' block, wider for a long name where the top band has room (named_slots)
        named = named_slots(model.seats, director.slots, size)[number]
        plate = layout.seat_plate(slot, director.slots.values(), places, named)  # (a tile at a crowded table)
        canvas.blit(self.plate(plate.width, plate.height), plate.topleft)
        FRAME.region("seat plate", plate)  # the middle's lines keep clear of it (tests/frame_checks.py)
        if words:
            width = max(len(line) for line, _ in words) * size + 8
            canvas.blit(self.plate(width, line_h * len(words) + 2), (written.x - 4, top - 2))
        if active:  # the seat to act, seen across a room: its name lit, a steady thick frame round it
            lit = palette.YELLOW if says is None else says.back  # (blinking, gone a third of the time)
            canvas.fill(lit, layout.name_plate(named))
            words_bottom = top + line_h * len(words) if words else 0
            box = layout.turn_box(named, places, words_bottom, None if count is None else count[1])
            pygame.draw.rect(canvas, palette.YELLOW, box, TURN_FRAME, border_radius=4)
            FRAME.region("turn frame", box)  # (the party TV's lines under its log keep clear of it)
        button = self.draw_name(canvas, seat, named, active, says)
        if model.dealer == number:
            pygame.draw.circle(canvas, palette.WHITE, button, 11)
            pygame.draw.circle(canvas, palette.BLACK, button, 11, 2)
            at = (button[0] + 1, button[1] + 1)  # the dealer button's letter: a mark, not a word
            text.draw(canvas, "D", at, BODY, palette.BLACK, anchor="center", shadow=None, secondary=True)
        order = drawing_order(seat.cards, seat.revealed) if model.no_peek else range(len(seat.cards))
        marked = marked_top(seat.cards, seat.revealed) if model.no_peek and self.hints else None
        for index in order:
            sprite = seat.cards[index]
            if sprite.flight >= 1:
                # a card in a No Peek pile bears no mark of its own: the stack bears one, for the
                # pile (a play-test saw two + marks on a pile of one, the bonus card)
                piled = model.no_peek and in_pile(sprite, seat.revealed)
                place = self.draw_card(canvas, sprite, places[index], marked=not piled)
                if number == director.human:  # nothing may cover them (tests/frame_checks.py)
                    FRAME.region("own cards", place)
                if sprite is marked:  # the stack holds a bonus card
                    draw_bonus_mark(canvas, place, right=True)
        for row, (line, colour) in enumerate(words):
            self.text.draw(canvas, line, (written.x, top + row * line_h), size, colour)
        if count is not None:
            words_left, where = count
            plate = count_plate(where)
            canvas.blit(self.plate(plate.width, plate.height), plate.topleft)
            # how many cards are left to turn: the stack shows it too (secondary); orange while a
            # bonus card lies in the pile, as the stack's mark
            colour = palette.WHITE if marked is None else palette.ORANGE
            self.text.draw(canvas, words_left, where.topleft, BODY, colour, secondary=True)
            FRAME.region("pile count", where)  # no log line runs on from it (tests/frame_checks.py)

    def seat_lines(
        self, seat: Seat, slot: layout.SeatSlot, places: list[tuple[float, float]], count: Counted, rung: int
    ) -> SeatLines:
        """The seat's hand in words and where they go (seat_words.seat_lines)."""
        return seat_lines(seat, slot, places, None if count is None else count[1], self.places.body, rung)

    @staticmethod
    def pile_count(
        model: TableModel, director: Director, number: int, places: list[tuple[float, float]]
    ) -> tuple[str, pygame.Rect] | None:
        """A No Peek seat's pile's count and where it is written (pile_layout.seat_count); none
        during the deal: the count is of a pile dealt (a play-test: counting up as the cards came
        read as if the pile grew)."""
        if not model.no_peek or director.dealing:
            return None
        return seat_count(model.seats[number], director.slots[number], places)

    def draw_name(
        self,
        canvas: pygame.Surface,
        seat: Seat,
        slot: layout.SeatSlot,
        active: bool,
        says: PlateSays | None = None,
    ) -> tuple[int, int]:
        """The seat's name, balance and status (away, folded, out) in its one or two lines, `says`'s
        words where the balance goes; returns where the dealer button goes."""
        text, size = self.text, self.places.body
        gone = seat.folded or seat.out
        # the seat to act: black on its lit plate (draw_seat), no shadow, out of the pot or not (a
        # newcomer's play-test read a beaten seat's grey name on the yellow plate as nothing)
        ink = palette.BLACK if says is None else says.ink
        name_colour = ink if active else palette.FADED if gone else palette.WHITE
        shadow = None if active else palette.BLACK
        name = seat.name.upper()  # cut below, to what the plate holds
        balance = seat.net_words if says is None else says.words
        status = seat_status(seat)
        status_colour = ink if active else palette.ORANGE if seat.away else palette.FADED
        balance_colour = ink if active else palette.net_colour(seat.net)
        button = (slot.x + slot.width - 11, slot.y + size // 2)  # the dealer button, at the most
        if slot.name_lines == 1:  # name, balance and status on one line
            line, money = one_line_plate(name, balance, status, slot, size)
            named, said = name_and_status(line, status)
            text.draw(canvas, named, (slot.x, slot.y), size, name_colour, shadow=shadow)
            if said:  # beside the net, as a two-line plate's "-7 BEATEN" (a newcomer read YOU BEATEN)
                at = (slot.x + slot.width - BALANCE_GAP - (len(money) + 1) * size, slot.y)
                text.draw(canvas, said, at, size, status_colour, anchor="topright", shadow=shadow)
            text.draw(
                canvas,
                money,
                (slot.x + slot.width - BALANCE_GAP, slot.y),
                size,
                balance_colour if money == balance else status_colour,
                anchor="topright",
                shadow=shadow,
            )
        else:  # the dealer button right after the name (seats side by side: whose it is stays
            # plain), or after the second line where the status went up beside the name
            line, balance, status, low = two_line_plate(name, balance, status, slot, size)
            line2 = slot.y + slot.line
            after = (second_line(balance, status), line2 + size // 2) if low else (len(line), button[1])
            button = (slot.x + after[0] * size + BUTTON_AFTER, after[1])
            text.draw(canvas, line, (slot.x, slot.y), size, name_colour, shadow=shadow)
            if balance:
                text.draw(canvas, balance, (slot.x, line2), size, balance_colour, shadow=shadow)
            if status:  # right after the balance: seats side by side never read as one line
                at = (slot.x + (len(balance) + 1 if balance else 0) * size, line2)
                text.draw(canvas, status, at, size, status_colour, shadow=shadow)
        return button

    def plate(self, width: int, height: int) -> pygame.Surface:
        """A dark, see-through plate under a seat's words: they read on the bright felt from
        across a room (grey on the felt was under 3:1, a folded seat's name 1.3:1)."""
        size = (width, height)
        plate = self.plates.get(size)
        if plate is None:
            plate = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (*palette.BLACK, PLATE_ALPHA), plate.get_rect(), border_radius=4)
            self.plates[size] = plate
        return plate


def name_and_status(line: str, status: str) -> tuple[str, str]:
    """A one-line plate's line (seat_words.one_line_plate: "YOU BEATEN") parted into the name and the
    form of `status` said after it ("YOU", "BEATEN"), the status "" where the line says none: drawn
    apart, the status beside the net (a newcomer's play-test read its own plate's "YOU BEATEN -3" as
    one phrase where every other seat read its name over "-7 BEATEN")."""
    said = next((form for form in status_forms(status) if line.endswith(" " + form)), "") if status else ""
    return (line[: -len(said) - 1], said) if said else (line, "")
