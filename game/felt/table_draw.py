"""Draws the table model, one frame, each part over the one before: the felt, cards in flight (under
the centre's and the seats' words, which stay in view), the centre and the game's corner, chips in
flight, the seats, the shared cards, the words that pop up, the game's banner and the prompt; and
the table's one form of a hand's name for the frame. Each part is drawn by its own
module: game.felt.centre_draw (the centre and its log, game.felt.log_room), seat_draw (a seat),
card_draw (a card), in_the_air (chips in flight and popups), corner_draw (the game's corner) and
hand_count (HAND 3 OF 8, which the scene draws last)."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, CardArt
from game.felt.centre_draw import CentreDrawing
from game.felt.chips import chip_surfaces
from game.felt.corner_draw import CornerDrawing
from game.felt.director import Director
from game.felt.game_banner import draw_game_banner
from game.felt.hand_count import HandCount
from game.felt.in_the_air import InTheAir
from game.felt.seat_draw import SeatDrawing
from game.felt.seat_marks import seat_marks
from game.felt.seat_words import hand_words, said_rung, seats_form
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform import palette
from game.platform.backdrop import FELT_RECT, felt_table
from game.platform.frame_log import FRAME
from game.platform.palette import Colour
from game.platform.text import HINT, Text, wrap


class TableRenderer(CentreDrawing, SeatDrawing, InTheAir, CornerDrawing, HandCount):
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
        self.log_drawn = self.log_space = self.log_box()  # where this frame's log went (at large it
        # moves with the centre), and its room
        self.felt = felt_table()
        self.chips = chip_surfaces()
        self.shade = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 120))
        self.clock = 0.0  # seconds: the blinking of the seat to act
        # seconds of motion: the sway and twinkle of cards at rest, which stop while the table only
        # waits for the human (a still picture lets the frame loop rest, game.screens.app)
        self.motion = 0.0
        self.plates: dict[tuple[int, int], pygame.Surface] = {}
        self.coach_lines = 1  # the coach's panel's lines, which the game's information keeps clear of
        self.rung = 0  # the table's one form of a hand's name (seat_words.table_rung)
        self.lead_rung = 0  # No Peek's hand to beat: the form its seat says it in (lead_form)
        self.hints = True  # the newcomer's hints (settings.hints): why a beat beats, the bonus mark
        self.guided = False  # a guided hand's page is up: the centre leaves its box room (centre_lines)
        # REDUCED MOTION (settings.reduced_motion): no sway, twinkle, blink, turning or growing glow
        self.still = False
        self.held = False  # the table is held: a card caught turning is drawn whole (card_draw)
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
        # (each count where it is written: seat_lines may move it under the seat's words)
        written = [lines.where for lines in seat_lines if lines.where is not None and lines.counted]
        # cards in flight go under the seats' words and the centre's too: the log is read while a
        # deal goes on (a newcomer's play-test at TEXT SIZE large read 'Babe ca_s 1', a card over it)
        flights = self.draw_flying_cards(canvas, model, director)
        self.hide_under_name_plates(canvas, model, director, flights)
        # what the seats draw, which the log keeps a character clear of (log_room.clear_width)
        taken = [
            rect
            for n in seats
            for each in seat_marks(seat_lines[n], places[n], self.places.body)
            for rect in each
        ]
        # chips in flight go under the centre too: a showdown's showcase panel over them (a newcomer's
        # play-test saw the pot's chips fly across "You: Str flush to 9", issue 31)
        self.draw_chips_in_flight(canvas, model)
        self.draw_centre(canvas, model, result, written, foot, above, taken)
        self.draw_info(canvas, model)
        for number in seats:
            self.draw_seat(
                canvas, model, director, number, places[number], counts[number], seat_lines[number]
            )
        for sprite in model.community:
            self.draw_card(canvas, sprite, director.card_place(None, sprite))
        self.draw_in_the_air(canvas, model)
        if model.game_banner is not None:
            draw_game_banner(canvas, self.text, model.game_banner, self.places, self.log_box(), hint)
        if result:
            return
        if said:
            x, y = self.places.prompt
            for row, line in enumerate(said, 1 - len(said)):  # the last on the prompt's line
                where = (x, y + row * self.places.line)
                self.text.draw(canvas, line, where, self.places.body, palette.YELLOW, anchor="midtop")
        elif hint and model.game_banner is None and not self.hint_covered(hint, model, flights):
            # (a No Peek game's banner stands down to the hint's line)
            self.text.draw(
                canvas, hint, self.places.prompt, HINT, palette.GREY, anchor="midtop", secondary=True
            )

    def hint_covered(self, hint: str, model: TableModel, flights: list[pygame.Rect]) -> bool:
        """Whether a popup rises over the hint's place now, or a card in flight (`flights`) crosses
        it: the hint (TAB SKIPS AHEAD) gives way for that moment (a play-test: your win's "+8" rose
        into it from your name plate; a newcomer's read TAB SKIPS AHEAD over a card dealt to you)."""
        rect = self.text.render(hint, HINT).get_rect(midtop=self.places.prompt)
        plates = [self.popup_plate(popup) for popup in model.popups]
        return rect.collidelist([*plates, *flights]) != -1

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

    def lead_form(self, model: TableModel, director: Director, words: list[list[tuple[str, Colour]]]) -> int:
        """The form No Peek's hand to beat is named in: the one its seat says it in (`words`: each
        seat's lines), the table's where it names none (a newcomer's play-test read "YOU LEAD: FULL
        HOUSE, Qs OVER 4s" beside their own "SHOWING Qs full of 4s")."""
        target = model.target
        seat = None if target is None else director.human if target.whose is None else model.leader
        if seat is None or not 0 <= seat < len(model.seats):
            return self.rung
        return said_rung(model.seats[seat], [line for line, _ in words[seat]], self.rung)


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
