"""Draws the table model: felt, seats and the centre, whose log's room is game.felt.log_room's; a
card is drawn by game.felt.card_draw, chips in flight and popups by in_the_air, the game's corner by
corner_draw and the hand's number by hand_count."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from engine.money import mixed, signed_mixed
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, CardArt, draw_bonus_mark
from game.felt.card_draw import CardDrawing
from game.felt.centre_words import CENTRE_LINES, bet_line, centre_lines
from game.felt.centre_words import target_lines as target_lines  # (tests read it here)
from game.felt.chips import CHIP, chip_surfaces
from game.felt.corner_draw import CornerDrawing
from game.felt.director import Director
from game.felt.game_banner import draw_game_banner
from game.felt.hand_count import HandCount
from game.felt.in_the_air import InTheAir
from game.felt.log_room import LogRoom
from game.felt.pile_layout import (
    count_plate,
    drawing_order,
    in_pile,
    marked_top,
    seat_count,
    words_block,
)
from game.felt.seat_words import (
    BALANCE_GAP,
    BUTTON_AFTER,
    fit_words,
    hand_words,
    named_slots,
    one_line_name,
    placed_words,
    said_rung,
    seat_status,
    seats_form,
    two_line_plate,
)
from game.felt.table_model import Seat, TableModel
from game.felt.table_player import TablePlayer
from game.platform import palette
from game.platform.backdrop import FELT_RECT, felt_table
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.palette import Colour
from game.platform.text import BIG, BODY, HINT, Text, wrap
from game.platform.widgets import panel

Counted = tuple[str, pygame.Rect] | None  # a No Peek pile's count and where it is written (pile_count)


class SeatLines(NamedTuple):
    """A seat's hand in words (TableRenderer.seat_lines): the block they are written in, their top,
    where its pile's count moved (None: not), the lines and whether that count is written."""

    written: layout.SeatSlot
    top: int
    where: pygame.Rect | None
    words: list[tuple[str, Colour]]
    counted: bool


TURN_FRAME = 4  # pixels: the frame round the seat to act (2 was lost across a room: a play-test)
PLATE_ALPHA = 150


class TableRenderer(LogRoom, CardDrawing, InTheAir, CornerDrawing, HandCount):
    hand_words = staticmethod(hand_words)  # (game.felt.seat_words: a seat's hand in its lines)

    def __init__(
        self,
        text: Text,
        art: CardArt,
        keys: str = "ESC MENU",
        log_lines: int | None = None,
        places: layout.Layout = layout.NORMAL,
        keys_at_large: bool = False,
    ) -> None:
        """`keys`: the key hint under the game's information, left out at large unless
        `keys_at_large` (the party TV's: the host must always see how to open the host menu);
        `log_lines`: the log's lines in the centre (the party table keeps room under them for how
        to join; by default all the layout has); `places`: the table's layout for the TEXT SIZE
        (game.felt.layout)."""
        self.text = text
        self.art = art
        self.keys = keys
        self.keys_at_large = keys_at_large
        self.places = places
        self.spare_lines = 0 if log_lines is None else places.log_lines - log_lines  # kept for other lines
        self.log_drawn = self.log_box()  # where this frame's log went (at large it moves with the centre)
        self.felt = felt_table()
        self.chips = chip_surfaces()
        self.shade = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 120))
        self.clock = 0.0  # seconds: the blinking of the seat to act
        # seconds of motion: the sway and glint of cards at rest, which stop while the table only
        # waits for the human (a still picture lets the frame loop rest, game.screens.app)
        self.motion = 0.0
        self.plates: dict[tuple[int, int], pygame.Surface] = {}
        self.coach_lines = 1  # the coach's panel's lines, which the game's information keeps clear of
        self.rung = 0  # the table's one form of a hand's name (seat_words.table_rung)
        self.lead_rung = 0  # No Peek's hand to beat: the form its seat says it in (lead_form)
        self.hints = True  # the newcomer's hints (settings.hints): why a beat beats, the bonus mark
        self.guided = False  # a guided hand's page is up: the centre leaves its box room (centre_lines)
        # REDUCED MOTION (settings.reduced_motion): no sway, glint, blink, turning or growing glow
        self.still = False
        self.drawn_from = 0  # FRAME's first item of the table's frame now drawn

    def draw(
        self,
        canvas: pygame.Surface,
        model: TableModel,
        director: Director,
        prompt: str = "",
        hint: str = "",
        result: bool = False,
        above: int = 0,
    ) -> None:
        """`prompt`: what the human decides; else `hint` on its line (TAB SKIP while others play).
        `result`: a pot's result fills the centre (game.felt.result_view), so the log moves under
        the buttons and the prompt's line stays empty. `above`: the lines the scene writes over
        the prompt's (the party TV's clock), which the centre's words keep clear of."""
        canvas.blit(self.felt, (0, 0))
        self.drawn_from = len(FRAME.items)  # what this table's frame draws, which draw_count keeps off
        FRAME.region("felt", FELT_RECT)  # nothing low on the table reads off it (tests/frame_checks.py)
        seats = range(len(model.seats))
        # once a frame: the seats' cards, their piles' counts and the log that keeps clear of them
        places = [director.seat_places(number) for number in seats]
        counts = [self.pile_count(model, director, number, places[number]) for number in seats]
        # every seat says its hand in the table's one form (a newcomer read "A's over 5s" beside
        # "queens over fours"), and the log and the hand to beat say theirs in it too ("pair of aces"
        # beside "Pair of K's", "ACE HIGH (3 IS WILD)" beside "Ace, 3 wild")
        rung = self.rung = seats_form(director.slots.values(), self.places.body)
        seat_lines = [
            self.seat_lines(model.seats[n], director.slots[n], places[n], counts[n], rung) for n in seats
        ]
        self.lead_rung = self.lead_form(model, director, [lines.words for lines in seat_lines])
        said = [] if result or not prompt else self.prompt_lines(prompt)
        rows = self.places.centre_rows  # (with a bet, after its line: one line for the target)
        # The prompt's line is never given up (a newcomer's play-test at TEXT SIZE large saw no YOUR
        # TURN on their turn under a two-line hand to beat): the log's lines yield first, then what
        # must be beaten its second line (log_room.words_room); a two-line prompt beside a target
        # gives its choice (the buttons say it)
        foot = max(1, len(said))
        if (
            len(said) == 2
            and rows is not None
            and not self.spare_lines
            and said[0].endswith(":")
            and model.target
        ):
            said = [said[0].rstrip(":")]
            foot = 1
        self.draw_centre(
            canvas, model, result, [count[1] for count in counts if count is not None], foot, above
        )
        self.draw_chips_in_flight(canvas, model)
        self.draw_flying_cards(canvas, model, director)  # under the seats' words, which stay in view
        for number in seats:
            self.draw_seat(
                canvas, model, director, number, places[number], counts[number], seat_lines[number]
            )
        for sprite in model.community:
            self.draw_card(canvas, sprite, director.card_place(None, sprite))
        self.draw_in_the_air(canvas, model)
        if model.game_banner is not None:
            draw_game_banner(canvas, self.text, model.game_banner, self.places, self.log_box())
        if result:
            return
        if said:
            x, y = self.places.prompt
            for row, line in enumerate(said, 1 - len(said)):  # the last on the prompt's line
                where = (x, y + row * self.places.line)
                self.text.draw(canvas, line, where, self.places.body, palette.YELLOW, anchor="midtop")
        elif hint and model.game_banner is None and not self.under_popup(hint, model):
            # (a No Peek game's banner stands down to the hint's line)
            self.text.draw(
                canvas, hint, self.places.prompt, HINT, palette.GREY, anchor="midtop", secondary=True
            )

    def under_popup(self, hint: str, model: TableModel) -> bool:
        """Whether a popup rises over the hint's place now: the hint (TAB SKIPS AHEAD) gives way
        for that moment (a play-test: your win's "+8" rose into it from your name plate)."""
        rect = self.text.render(hint, HINT).get_rect(midtop=self.places.prompt)
        return any(rect.colliderect(self.popup_plate(popup)) for popup in model.popups)

    def prompt_lines(self, prompt: str) -> list[str]:
        """The prompt on its line, or (TEXT SIZE large) on two when it is wider than the centre:
        whose turn it is, then what they decide ("YOUR TURN:" / "CHECK OR BET")."""
        places = self.places
        if places.prompt_rows == 1 or len(prompt) <= places.columns:
            return [prompt]
        whose, _, decision = prompt.partition(": ")
        if decision and len(whose) < places.columns and len(decision) <= places.columns:
            return [whose + ":", decision]
        return wrap(prompt, places.columns)[-places.prompt_rows :]

    # ----- the centre

    def draw_centre(
        self,
        canvas: pygame.Surface,
        model: TableModel,
        result: bool,
        counts: list[pygame.Rect],
        said: int = 1,
        above: int = 0,
    ) -> None:
        """`counts`: where the No Peek piles' counts are written, which the log keeps clear of;
        `said`: the prompt's lines (a second one takes the log's last line, and at TEXT SIZE large
        one of the centre's); `above`: the scene's lines over the prompt (draw)."""
        text, places = self.text, self.places
        back = self.art.back()
        (sx, sy), size = places.stock, places.body
        for i in range(layout.stock_layers(model.stock)):  # none when empty
            canvas.blit(back, (sx - i, sy - i))
            FRAME.card(pygame.Rect((sx - i, sy - i), (CARD_W, CARD_H)))
        # POT is the chips in the middle, only: the hand's number is HAND n OF m (game info)
        text.draw(canvas, "POT", places.pot_label, size, palette.WHITE, anchor="midtop")
        text.draw(canvas, mixed(model.pot), places.pot_text, BIG, palette.WHITE, anchor="midtop")
        rows = places.centre_rows
        if rows is None:  # the normal size: as many as it takes, unless a line stands over the
            # prompt (the party TV's WAITING FOR), which the fourth would reach
            most = CENTRE_LINES if above else None
        else:
            most = self.words_room(model, said, above)
        lines = centre_lines(model, self.hints, places.columns, most, self.lead_rung, self.guided)
        for row, line in enumerate(lines):  # the bet in cyan, what to beat in yellow (all its lines:
            # a newcomer's play-test read a two-line 'BEAT CASEY:' in cyan over its hand in yellow)
            where = (places.bet_line[0], places.bet_line[1] + row * places.line)
            colour = palette.CYAN if row == 0 and line == bet_line(model) else palette.YELLOW
            text.draw(canvas, line, where, size, colour, anchor="midtop")
        px, py = places.pot_pile(mixed(model.pot))  # its first column, beside the figure
        for i in range(min(model.pot_chips, 36)):
            column, height = divmod(i, 6)
            x = px - CHIP // 2 - column * (CHIP + 1) + (height % 2)
            canvas.blit(self.chips[column % len(self.chips)], (x, py - CHIP // 2 - height * 3))
        self.draw_centre_log(canvas, model, result, len(lines), said, above, counts)
        if model.showcase:  # over the log: a solid panel, the log lines wholly under it
            self.draw_showcase(canvas, model)
        self.draw_info(canvas, model)

    def draw_showcase(self, canvas: pygame.Surface, model: TableModel) -> None:
        """A shown hand's best five over the log: what each wild stands for under it, the hand in
        words below (on two lines when no wild needs its line). At TEXT SIZE large the hand in
        words alone, in one line (the marks' row would run into the prompt's line: the result
        and the seat's own cards show the wilds)."""
        places = self.places
        large = places.large
        box = showcase_aside(places) if self.guided else places.showcase
        panel(canvas, box, palette.PANEL, palette.GOLD, radius=4)
        count = len(model.showcase)
        left = box.centerx - ((count - 1) * places.showcase_step + CARD_W) // 2
        y = box.y + 4
        for i, sprite in enumerate(model.showcase):
            x = left + i * places.showcase_step
            face = self.art.face(sprite.card, sprite.wild) if sprite.card is not None else self.art.back()
            canvas.blit(face, (x, y))
            FRAME.card(pygame.Rect(x, y, CARD_W, CARD_H))
            if sprite.label and not large:
                # what the wild stands for: a mark on the card, as its rank is (the caption says the hand)
                at, size = (x + CARD_W // 2, y + CARD_H + 2), places.small
                self.text.draw(
                    canvas, "=" + sprite.label, at, size, palette.YELLOW, anchor="midtop", secondary=True
                )
        labels = not large and any(sprite.label for sprite in model.showcase)  # a row of "=K" under the cards
        lines = 1 if labels or large else 2
        whose, colon, hand = model.showcase_text.rpartition(": ")  # "Casey: Pair of eights"
        captions = fit_words(hand, places.showcase_columns, lines, self.rung, whose + colon)
        for row, caption in enumerate(captions):
            where = (box.centerx, y + CARD_H + 4 + (places.small + 4) * labels + places.line * row)
            self.text.draw(canvas, caption, where, places.body, palette.WHITE, anchor="midtop")

    # ----- seats

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
        active = model.actor == number
        size, line_h = self.places.body, slot.line
        written, top, where, words, counted = lines
        # (the words whole on its line, at TEXT SIZE large: the stack alone shows the pile)
        count = None if count is None or where is None or not counted else (count[0], where)
        # its name lines' block, wider for a long name where the top band has room (named_slots)
        named = named_slots(model.seats, director.slots, size)[number]
        plate = layout.seat_plate(slot, director.slots.values(), places, named)  # (a tile at a crowded table)
        canvas.blit(self.plate(plate.width, plate.height), plate.topleft)
        if words:
            width = max(len(line) for line, _ in words) * size + 8
            canvas.blit(self.plate(width, line_h * len(words) + 2), (written.x - 4, top - 2))
        if active:  # the seat to act, seen across a room: its name lit, a steady thick frame round it
            canvas.fill(
                palette.YELLOW, layout.name_plate(named)
            )  # (blinking, it was gone a third of the time)
            words_bottom = top + line_h * len(words) if words else 0
            box = layout.turn_box(named, places, words_bottom, None if count is None else count[1])
            pygame.draw.rect(canvas, palette.YELLOW, box, TURN_FRAME, border_radius=4)
        button = self.draw_name(canvas, seat, named, active)
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
        """The seat's hand in words and where they go, in the table's form `rung` (table_rung) on:
        under a second row of cards where it reaches lower (No Peek's, a stud seat's a whole card
        under the first: game.felt.card_rows), as many lines as the room over the band under the
        seat holds, beside a count moved there (count_place); else beside the lowest row (written,
        pile_layout.words_block: TEXT SIZE large)."""
        size = self.places.body
        written, top, where = words_block(slot, places, None if count is None else count[1], size)
        top, words, counted = placed_words(seat, written, size, top, where, rung)
        return SeatLines(written, top, where, words, counted)

    def lead_form(self, model: TableModel, director: Director, words: list[list[tuple[str, Colour]]]) -> int:
        """The form No Peek's hand to beat is named in: the one its seat says it in (`words`: each
        seat's lines), the table's where it names none (a newcomer's play-test read "YOU LEAD: FULL
        HOUSE, Qs OVER 4s" beside their own "SHOWING Qs full of 4s")."""
        target = model.target
        seat = None if target is None else director.human if target.whose is None else model.leader
        if seat is None or not 0 <= seat < len(model.seats):
            return self.rung
        return said_rung(model.seats[seat], [line for line, _ in words[seat]], self.rung)

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
        self, canvas: pygame.Surface, seat: Seat, slot: layout.SeatSlot, active: bool
    ) -> tuple[int, int]:
        """The seat's name, balance and status (away, folded, out) in its one or two lines; returns
        where the dealer button goes."""
        text, size = self.text, self.places.body
        gone = seat.folded or seat.out
        # the seat to act: black on its lit plate (draw_seat), no shadow
        name_colour = palette.FADED if gone else (palette.BLACK if active else palette.WHITE)
        shadow = None if active else palette.BLACK
        name = seat.name.upper()  # cut below, to what the plate holds
        balance = signed_mixed(seat.net)
        status = seat_status(seat)
        status_colour = palette.BLACK if active else palette.ORANGE if seat.away else palette.FADED
        balance_colour = palette.BLACK if active else palette.net_colour(seat.net)
        button = (slot.x + slot.width - 11, slot.y + size // 2)  # the dealer button, at the most
        if slot.name_lines == 1:  # name, balance and status on one line
            line = one_line_name(name, status, slot, size, len(balance))
            text.draw(canvas, line, (slot.x, slot.y), size, name_colour, shadow=shadow)
            text.draw(
                canvas,
                balance,
                (slot.x + slot.width - BALANCE_GAP, slot.y),
                size,
                balance_colour,
                anchor="topright",
                shadow=shadow,
            )
        else:  # the dealer button right after the name (seats side by side: whose it is stays
            # plain), or after the balance where the status went up beside the name
            line, status, low = two_line_plate(name, balance, status, slot, size)
            line2 = slot.y + slot.line
            money = len(balance) + (len(status) + 1 if status else 0)
            after = (money, line2 + size // 2) if low else (len(line), button[1])
            button = (slot.x + after[0] * size + BUTTON_AFTER, after[1])
            text.draw(canvas, line, (slot.x, slot.y), size, name_colour, shadow=shadow)
            text.draw(canvas, balance, (slot.x, line2), size, balance_colour, shadow=shadow)
            if status:  # right after the balance: seats side by side never read as one line
                at = (slot.x + (len(balance) + 1) * size, line2)
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


def showcase_aside(places: layout.Layout) -> pygame.Rect:
    """Where a shown hand's showcase stands while a guided hand's page is up beside it
    (game.felt.guide_view.beside_box): at the felt's left, under the guide's corner lines, leaving
    the width right of it to the page (a newcomer's play-test at TEXT SIZE large read the page in
    ten-letter lines in the column right of the middle)."""
    return places.showcase.move(SAFE.x - places.showcase.x, 0)


def follow_text_size(renderer: TableRenderer, player: TablePlayer, size: str) -> None:
    """The table in the layout of TEXT SIZE `size` (settings.text_size), from the next frame on
    (changed in the options over a game, the seats' blocks too; a party's next session's table)."""
    places = layout.LAYOUTS.get(size, layout.NORMAL)
    director = player.director
    renderer.places = player.effects.places = places
    if director.places is not places:
        director.places = places
        if director.slots:
            director.slots = places.seat_slots(len(director.slots), director.human)
