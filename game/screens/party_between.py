"""The party TV between two sessions: the session's final standings and awards, as the table's
standings page shows them, until the host presses Enter (or A), then tonight's ledger
(game.felt.ledger_view) until the host deals the next game (a play-test's dealt itself, unread).
Each page waits for its own press: the standings had counted down to the ledger by themselves, and a
host play-test's Enter, meant for the standings, dealt the next game from a ledger never read.
Where no ledger follows they count STANDINGS_FOR seconds to the next session (Enter: at once).
Enter goes on from a page only once it has been up BETWEEN_SETTLE seconds with no press
(game.screens.press_settle): a host's presses, again and again, ran past both and dealt the next
game in 6 s, and with a 1 s settle an Enter every 2.5 s still did, in 10 s.
The room's next session waits for them; its first facts come to a fresh table (`fresh_due`).
Their seconds count only while the party's table is not held (PartyTableScene.held): held, the
page's keys line says PAUSED where the seconds were."""

from __future__ import annotations

import math

import pygame

from engine.rules import Rules
from game.felt import ledger_view
from game.felt.standings_view import Block, award_lines, awards_room, draw_standings, placing_blocks
from game.platform import palette
from game.platform.display import WIDTH
from game.platform.text import BODY, HEADING, HINT, Text
from game.play.host_facts import SessionDone
from game.play.ledger import Ledger
from game.screens.menu_page import FOOTER_Y, backdrop
from game.screens.party_paused import PAUSED_LINE
from game.screens.press_settle import PressSettle

STANDINGS_FOR = 12.0  # seconds a session's final standings stay on the TV where no ledger follows
TO_THE_LEDGER = "ENTER / PAD A: TONIGHT'S LEDGER"  # the standings' keys, with the ledger after them
# under the ledger between sessions: the next waits for it (a play-test's dealt itself, unread)
# over them, the game it is: the host changes it here (or from the host menu's NEXT GAME row), the
# party going on (a host play-test ended the party, and had every phone join again, to change game)
NEXT_GAME_KEYS = "ENTER / PAD A: DEAL IT    G / PAD Y: CHANGE GAME"
END_KEYS = "ESC / BACK: HOST MENU (END THE PARTY)"  # under it: a host play-test saw no way to end
FOOTER_LINE = HINT + 8  # a key line over the foot's
# seconds a page between games is up with no press before Enter goes on from it. A host's play-test
# pressed Enter every 2.5 s (END THIS GAME AFTER THE POT set) and went through the pot's result, the
# FINAL STANDINGS and tonight's ledger into a new game's deal in 10 s, none of them read: a steady
# cadence of presses, each starting the quiet again, now stops at the standings for good. Chosen
# over a question on the last page: a host who reads and presses once when ready still goes on at
# that one press (reading takes longer than 3 s), and the page says when: its Enter line is DIM
# while a press would not count, lit once it would (`key_colour`).
BETWEEN_SETTLE = 3.0


class BetweenSessions:
    """The last session's standings and tonight's ledger after them, drawn in `text`."""

    def __init__(self, text: Text) -> None:
        self.text = text
        self.standings: tuple[list[Block], list[tuple[str, str]]] = ([], [])  # the last session's
        self.ended = ""  # how the host ended it early, in the ledger's words; "" played out
        self.standings_for, self.ledger_up = 0.0, False  # then tonight's ledger, until the host deals
        self.fresh_due = False  # the standings and ledger are gone, the next session not yet dealt
        # the page on show (the standings, then the ledger) goes on at a press once settled
        self.settle = PressSettle(BETWEEN_SETTLE)

    def show(self, done: SessionDone, ledger: Ledger | None) -> None:
        """The session `done` is over: its standings for STANDINGS_FOR seconds, then `ledger`
        (tonight's, None: no ledger is kept) if it has a session."""
        blocks = placing_blocks(done.people)
        self.standings = (blocks, award_lines(list(done.awards), awards_room(blocks, FOOTER_Y - BODY // 2)))
        self.ledger_up = ledger is not None and bool(ledger.sessions)
        # the session done is the ledger's latest (the next waits for these pages); ended early,
        # its standings say so as the ledger does: a host play-test's read as a game played out
        self.ended = ledger.sessions[-1].ended.upper() if ledger is not None and ledger.sessions else ""
        self.standings_for = math.inf if self.ledger_up else STANDINGS_FOR  # (`waits_for_host`)
        self.settle.opened()

    @property
    def showing_standings(self) -> bool:
        return self.standings_for > 0

    @property
    def showing_ledger(self) -> bool:
        """Tonight's ledger, after a session's standings."""
        return not self.showing_standings and self.ledger_up and bool(self.standings[0])

    @property
    def waits_for_host(self) -> bool:
        """The next session waits for the host's press: on tonight's ledger, or on the standings
        before it (every phone says so)."""
        return self.showing_ledger or (self.showing_standings and self.ledger_up)

    def count(self, dt: float) -> None:
        """The standings' seconds, and the page's, while the table plays on."""
        self.standings_for -= dt
        self.settle.count(dt)

    def on_now(self) -> None:
        """Enter or A between sessions: on to tonight's ledger now, or from it deal the next session,
        once the page has settled (a press before starts its moment again)."""
        if not self.settle.press():
            return
        if self.showing_standings:
            self.standings_for = 0.0
            self.settle.opened()  # the ledger is up now
        else:
            self.ledger_up = False

    def over(self) -> None:
        """Nothing holds the table any more: standings shown (and the ledger after them) are gone,
        and the next session comes to a fresh table, when it comes."""
        if self.standings[0]:
            self.standings, self.fresh_due = ([], []), True

    def draw_standings(self, canvas: pygame.Surface, rules: Rules, paused: bool, coming: str) -> None:
        """The session's final standings; `paused`: PAUSED says the party is paused (the host's);
        `coming`: the next session's game, named where no ledger comes first (a bots-only party's
        play-test read 'NEXT GAME IN 12' and not which)."""
        text = self.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, "FINAL STANDINGS", (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        played = self.ended or f"{rules.pots} POT{'S' if rules.pots != 1 else ''}"
        line = f"{rules.name.upper()} - {played}"  # BASEBALL - ENDED AFTER 3 HANDS
        text.draw(canvas, line, (WIDTH // 2, 62), BODY, palette.CYAN, anchor="midtop")
        draw_standings(canvas, text, *self.standings)
        footer = f"{next_game_line(coming)} IN {max(0.0, self.standings_for):.0f}    ENTER / PAD A: NOW"
        if self.ledger_up:
            footer = TO_THE_LEDGER
        if paused:  # its seconds held: Enter goes on, where they stopped
            footer = PAUSED_LINE
        colour = palette.YELLOW if paused else self.key_colour()  # PAUSED's, as its panel's
        text.draw(canvas, footer, (WIDTH // 2, FOOTER_Y), HINT, colour, anchor="midtop")

    def draw_ledger(self, canvas: pygame.Surface, ledger: Ledger, paused: bool, coming: str) -> None:
        """Tonight's ledger between two sessions (game.felt.ledger_view), as the host's menu shows it,
        over the game the next session is dealt under (`coming`, its name) and the keys."""
        text = self.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, ledger_view.HEADING, (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        rows = ledger_view.rows_between(ledger_view.TOP, FOOTER_Y - 2 * FOOTER_LINE - 8)
        ledger_view.draw_night(canvas, text, ledger, rows)
        first = PAUSED_LINE if paused else NEXT_GAME_KEYS  # (Enter goes on first)
        lines = (next_game_line(coming), first, END_KEYS)  # the night goes on, or ends
        for row, footer in enumerate(lines):
            where = (WIDTH // 2, FOOTER_Y - (2 - row) * FOOTER_LINE)
            colour = palette.CYAN if row == 0 else palette.GREY if row == 2 else self.key_colour()
            colour = palette.YELLOW if footer == PAUSED_LINE else colour
            text.draw(canvas, footer, where, HINT, colour, anchor="midtop")

    def key_colour(self) -> palette.Colour:
        """The colour of a page's Enter line: DIM while a press would only start its quiet again
        (BETWEEN_SETTLE), WHITE once Enter goes on."""
        return palette.WHITE if self.settle.settled else palette.DIM


def next_game_line(name: str) -> str:
    """What the TV says of the next session's game, between sessions and in the host's menu."""
    return f"NEXT GAME: {name.upper()}"
