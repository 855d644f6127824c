"""Who the party TV's table waits for, and for how long, as the TV says it: a TV player's seconds
on the line over their prompt ('TIME LEFT 12'), a phone's turn under the table's log ('WAITING FOR
ANN 12', 'ANN AWAY IN 12', 'ANN: PHONE GONE 12', 'ANN LEFT: BOT IN 12'), a guest calling the next pot's game over the
empty middle of the table. The seconds are the host's (game.party.away_clock)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.actions import LegalActions, SessionDecision
from game.felt.game_banner import draw_calling
from game.felt.row_room import centred_room
from game.felt.table_draw import TableRenderer
from game.felt.table_model import TableModel
from game.party import away_clock
from game.platform import palette
from game.platform.text import KEEP, Text

if TYPE_CHECKING:
    from game.party.room import Room


class Waits:
    """The waits of `room`'s table, drawn with `renderer`'s places in `text`. `offered`: what the
    TV player asked now may do (None: no TV player is asked); `prompt`: what they are asked."""

    def __init__(self, room: Room, renderer: TableRenderer, text: Text) -> None:
        self.room = room
        self.renderer = renderer
        self.text = text

    def tv_seconds(self, offered: LegalActions | None) -> float | None:
        """The seconds before the away rule plays for the TV player asked now, as the host counts
        them (None: no limit, or no TV player is asked)."""
        waiting = self.room.waiting_for()
        if waiting is None or offered is None or waiting[0] != offered.seat:
            return None
        return waiting[1]

    def prompt_line(self, offered: LegalActions | None, prompt: str) -> str:
        """What the TV player asked now decides; a dealer's call with their seconds after it
        ('KIM: PICK THE GAME  TIME LEFT 40', 'PICK THE GAME IN 40' where that is too wide), its
        games' panel taking the line over the prompt."""
        left = self.tv_seconds(offered)
        clock = "" if left is None or not calling_at_tv(offered) else self.clock_words(left, gone=False)
        if not clock:
            return prompt
        clock = clock.replace(" ", KEEP)
        # whole on its lines clear of the chosen game's line beside them, else without the name
        # (their lit plate names them), else its seconds said short: a host's play-test read
        # 'GRANDPA JOE: PICK THE GAME  TIME LEFT 26' run into 'No Peek: 9 cards each...' beside it;
        # the seconds never broken ('TIME' / 'LEFT 26')
        words = prompt.partition(": ")[2] or prompt
        seconds = clock.removeprefix(f"TIME{KEEP}LEFT{KEEP}")
        forms = [f"{prompt}  {clock}", f"{words}  {clock}"]
        forms += [f"{words} IN{KEEP}{seconds}"] if seconds != clock else []
        return next((form for form in forms if self.clear_of_the_games(form, words)), forms[-1])

    def clear_of_the_games(self, line: str, words: str) -> bool:
        """Whether the prompt `line` goes on its lines whole, its `words` on one ('PICK THE' over
        'GAME  TIME LEFT 26' read badly at TEXT SIZE large), each clear of the buttons' column
        (where the chosen game's line stands)."""
        places = self.renderer.places
        room = 2 * (places.buttons[0] - places.prompt[0]) // places.body  # (centred on the prompt)
        lines = self.renderer.prompt_lines(line)
        whole = " ".join(lines).split() == line.split() and any(words in each for each in lines)
        return whole and max(map(len, lines)) <= room

    def draw_tv_clock(self, canvas: pygame.Surface, offered: LegalActions | None, prompt: str) -> None:
        """A TV player's seconds, on the line over their prompt ('TIME LEFT 12', red for the last
        five), as a dealer's call says them: a number after the prompt read as a bet's amount
        (play-test: 'CHECK OR BET 30')."""
        left = self.tv_seconds(offered)
        if left is None or calling_at_tv(offered):
            return
        colour = palette.RED if left <= 5 else palette.YELLOW
        words = self.clock_words(left, gone=False)
        if not words:  # the away rule's wait before its last seconds
            return
        places = self.renderer.places  # over the prompt's lines (two, at TEXT SIZE large)
        lines = self.renderer.prompt_lines(self.prompt_line(offered, prompt))
        above = places.prompt[1] - places.line * len(lines)
        self.text.draw(canvas, words, (places.prompt[0], above), places.body, colour, anchor="midtop")

    def clock_words(self, left: float, gone: bool, left_seat: bool = False) -> str:
        """The seconds the table waits for a person, with what they are (game.party.away_clock)."""
        return away_clock.clock_words(left, self.room.timing.turn_seconds is not None, gone, left_seat)

    def draw_waiting(self, canvas: pygame.Surface, model: TableModel) -> None:
        """Whose turn the table waits for, with the seconds before the away rule plays for them:
        'WAITING FOR ANN 12', 'ANN AWAY IN 12' (no turn timer), 'ANN: PHONE GONE 12'. Only while
        the table is quiet (the scene asks: caught up, nothing over it, not paused)."""
        waiting = self.room.waiting_for()
        if waiting is None:
            return
        seat, left = waiting
        card = self.room.seat_cards()[seat]
        guest = self.room.guests[seat]
        # not merely silent: they left and may still take the hand back (said as a leaving, not as
        # a phone lost: a host play-test read PHONE GONE for a guest who tapped Leave the seat), or
        # their phone is gone
        left_seat = seat in self.room.leaving
        gone = left_seat or (guest is not None and not guest.local and guest.client is None)
        if model.calling and model.dealer == seat:  # dealer's choice: before the deal
            self.draw_calling(canvas, card.name.upper(), left, gone, left_seat)
            return
        places = self.renderer.places  # the line stays between the side seats
        timer = self.room.timing.turn_seconds is not None
        # in the small size at either TEXT SIZE, as how to join under it (each guest's phone says
        # their turn and its seconds large): at large the body size left it no room of its own
        # (no wider than the room the side seats' words and cards leave it on its row: row_room)
        where = (places.prompt[0], self.renderer.over_kept_y())  # (over how to join)
        row = pygame.Rect(0, 0, places.centre.width, places.small)
        row.midtop = where
        columns = centred_room(row, places.small)
        line = away_clock.waiting_line(card.name.upper(), left, timer, gone, columns, left_seat)
        colour = palette.ORANGE if gone else palette.YELLOW
        if left is not None and left <= 5:
            colour = palette.RED
        self.text.draw(canvas, line, where, places.small, colour, anchor="midtop", secondary=True)

    def draw_calling(
        self, canvas: pygame.Surface, name: str, left: float | None, gone: bool, left_seat: bool
    ) -> None:
        """A guest calls the next pot's game: said over the empty middle of the table, with what
        the seconds are: the turn timer's, or with the timer off the away rule's."""
        clock = (
            "" if left is None else self.clock_words(left, gone, left_seat)
        )  # "": the away rule's early wait
        colour = palette.RED if left is not None and left <= 5 else palette.ORANGE if gone else palette.YELLOW
        draw_calling(canvas, self.text, name, clock, colour, self.renderer.places, self.renderer.log_drawn)


def calling_at_tv(offered: LegalActions | None) -> bool:
    """A dealer at the TV calls the next game: its games' panel stands over the prompt."""
    return offered is not None and offered.decision == SessionDecision.CHOOSE_GAME
