"""The hall of fame page: one game's board of the ten best winning session results, and what it
takes to get on it; left/right show the other games' boards and, last, a page for each party night
kept, PARTY LEDGER, <date>, the latest last: its ledger as saved (a host play-test found no way back
to the night's standings after the end of the party's DONE); ENTER/A there opens that night's
ledger whole (its first sessions and every person, as the host's TONIGHT'S LEDGER scrolls: the next
play-test could not reach a night's session 1). From the title menu it waits for
Back; in attract mode (game.screens.attract) it gives way to the next page after a while, and any input
wakes the game."""

from __future__ import annotations

import pygame

from engine.money import signed_mixed
from game.felt import ledger_view
from game.felt.seat_words import clip
from game.party.protocol import MAX_NAME
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.text import BIG, BODY, HEADING, HINT
from game.play import hall_of_fame, ledger_file
from game.play.ledger import Ledger
from game.play.session import profiles
from game.screens import openers
from game.screens.attract import PAGE_TIME
from game.screens.menu_page import backdrop
from game.screens.scene import AttractMode, Scene, SceneHost

ROW_H = 36
TOP = 100  # the first row
# Every row's place, name and net in one size, the list's (a host play-test read MAXIMILIANA BELL
# smaller than ZOË above it): the body size, where a party person's name of MAX_NAME letters, a
# net with a half chip and the row's seats and date fit in a row together (at the heading size a
# 16-letter name alone takes 384 of the row's 912 pixels).
LIST = BODY
PLACE_X = SAFE.x + 2 * LIST  # the place (" 1.", "10."): the rows' block in the middle of the row
NAME_X = PLACE_X + 4 * LIST  # after the place and a space
NET_RIGHT = NAME_X + (MAX_NAME + 2 + len("+100 1/2")) * LIST  # the net's column, two spaces after a name
NIGHT = "the night of "  # a night page's key is this and its date: no game's id has spaces
FOOT = 504  # the footer's line


class HallOfFameScene(Scene):
    def __init__(
        self,
        app: SceneHost,
        entries: list[hall_of_fame.Entry] | None = None,
        highlight: int | None = None,
        attract: AttractMode | None = None,
        board: str | None = None,
    ) -> None:
        super().__init__(app)
        if entries is None:
            entries, problems = hall_of_fame.load()
            for problem in problems:
                app.polish.warn(problem)
        self.own = entries  # the hall of fame's file's results (PLAY's), the parties' added to them
        self.chosen = (
            None if highlight is None or board is None else hall_of_fame.board(entries, board)[highlight]
        )
        self.board = board
        self.attract = attract
        self.clock = 0.0
        # every night's ledger, read on a thread when one is not read yet: the page opens at once,
        # READING THE LEDGERS, and takes them when they are read (two hundred nights held its
        # first frame a third of a second)
        every = ledger_file.nights_ready()
        self.reading = every is None
        self.lay_out(every or [])

    def lay_out(self, every: list[Ledger]) -> None:
        """The boards and night pages from `every` night's ledger (the latest last), the page shown
        chosen as at opening."""
        board, attract, chosen = self.board, self.attract, self.chosen
        # the parties' results beside PLAY's, from every night's ledger (a party's winner found NO
        # RESULTS YET); the new result's row is found again among them
        self.entries = [*self.own, *hall_of_fame.party_entries(every)]
        highlight = None
        if chosen is not None:  # (None where ten party results now stand above it)
            rows = hall_of_fame.board(self.entries, chosen.board)
            highlight = next((row for row, entry in enumerate(rows) if entry is chosen), None)
        names = {entry.id: entry.rules.name for entry in profiles() if entry.rules is not None}
        found = hall_of_fame.boards(self.entries)
        results = bool(found)
        shown = board or self.app.settings.default_profile
        if board is None and found and shown not in dict(found):  # open on a board with results
            shown = found[0][0]
        if shown not in dict(found):
            found.insert(0, (shown, names.get(shown, shown)))
        # the nights' ledgers, the latest last (Left from the first board): not in attract mode,
        # which shows the best results to passers-by
        kept = every[-ledger_file.NIGHTS_KEPT_IN_VIEW :] if attract is None else []
        self.nights = {NIGHT + night.night: night for night in kept}
        found += [(key, ledger_view.party_title(night)) for key, night in self.nights.items()]
        self.latest = kept[-1] if kept else None
        if board is None and not results and self.latest is not None:  # no board has a result yet
            # (a night of parties ended early): the latest night, not NO RESULTS YET (a host play-test
            # found the night only by pressing Left)
            shown = NIGHT + self.latest.night
        self.boards = found
        self.index = [key for key, _ in found].index(shown)
        self.highlight = highlight

    def handle(self, inp: Input) -> None:
        if self.attract is not None:
            self.attract.wake(self.app)
        elif inp.is_(Button.LEFT) or inp.is_(Button.RIGHT):
            self.index = (self.index + (1 if inp.is_(Button.RIGHT) else -1)) % len(self.boards)
            self.board = self.boards[self.index][0]  # (the page kept when the nights come in)
            self.highlight = None  # the new result's row is on its own board
            sound.play("move")
        elif self.night_shown is not None and (inp.is_(Button.CONFIRM) or inp.kind == "click"):
            sound.play("select")
            self.app.push(openers.ledger(ledger=self.night_shown, past=True))
        elif inp.is_(Button.BACK) or inp.is_(Button.CONFIRM) or inp.kind == "click":
            sound.play("back")
            self.app.back()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.reading and not ledger_file.reading():  # the nights are read: on the page as opened
            every = ledger_file.nights_ready()
            if every is not None:
                self.reading = False
                self.lay_out(every)
        if self.attract is not None and self.clock >= PAGE_TIME:
            self.attract.next(self.app)

    @property
    def night_shown(self) -> Ledger | None:
        """The night on the page in view, if it is a night's page."""
        return self.nights.get(self.boards[self.index][0])

    def where_parties_are(self) -> list[str]:
        """Under an empty board: where party nights are kept, and the key that goes there (a host
        play-test read NO RESULTS YET after five parties and thought nothing had been kept)."""
        if self.latest is None:
            return [hall_of_fame.PARTIES]
        left = self.index + 1  # the latest night's page is the last: left goes round to it
        key = "LEFT" if left <= len(self.boards) - 1 - self.index else "RIGHT"
        return [f"PARTIES ARE IN THE {ledger_view.party_title(self.latest)}", f"PRESS {key} TO SEE IT"]

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        key, name = self.boards[self.index]
        board = hall_of_fame.board(self.entries, key)
        text.draw(canvas, "HALL OF FAME", (WIDTH // 2, 20), BIG, palette.YELLOW, anchor="midtop")
        arrows = len(self.boards) > 1 and self.attract is None
        title = f"< {name.upper()} >" if arrows else name.upper()
        text.draw(canvas, title, (WIDTH // 2, 62), BODY, palette.CYAN, anchor="midtop")
        # LEFT/RIGHT only where there are other pages to go to (a host's play-test pressed them on
        # the one board there was, and nothing moved)
        others = {0: "OTHER GAMES", 1: "GAMES, PARTY LEDGER"}.get(len(self.nights), "GAMES, LEDGERS")
        night = self.night_shown
        keys = "ENTER/A OR ESC/B BACK"
        if night is not None:  # (the pages' names give way to the night's key: the line keeps to SAFE)
            others, keys = "PAGES", "ENTER/A WHOLE LEDGER  ESC/B BACK"
        footer = "PRESS ANY BUTTON" if self.attract else f"{f'LEFT/RIGHT {others}  ' * arrows}{keys}"
        text.draw(canvas, footer, (WIDTH // 2, FOOT), HINT, palette.GREY, anchor="midtop")
        if night is not None:  # every person's net, each session's and the night's
            rows = ledger_view.rows_between(ledger_view.TOP, FOOT - 8)
            ledger_view.draw_ledger(canvas, text, night, ledger_view.TOP, rows, live=False)
            return
        if not board:
            said = "READING THE LEDGERS" if self.reading else "NO RESULTS YET"  # (not yet: for a moment)
            text.draw(canvas, said, (WIDTH // 2, 210), HEADING, palette.WHITE, anchor="midtop")
            for row, line in enumerate([] if self.reading else self.where_parties_are()):
                where = (WIDTH // 2, 250 + row * (BODY + 10))
                text.draw(canvas, line, where, BODY, palette.GREY if row else palette.CYAN, anchor="midtop")
        text.draw(
            canvas,
            hall_of_fame.QUALIFIES,
            (WIDTH // 2, TOP + 10 * ROW_H + 4),
            BODY,
            palette.GREY,
            anchor="midtop",
        )
        for row, entry in enumerate(board):
            y = TOP + row * ROW_H
            chosen = row == self.highlight
            # the new result's row blinks; under REDUCED MOTION it stays lit
            if chosen and (self.app.settings.reduced_motion or int(self.clock * 4) % 2):
                pygame.draw.rect(
                    canvas, palette.PANEL_ACTIVE, (SAFE.x, y - 8, SAFE.width, ROW_H - 4), border_radius=3
                )
            colour = palette.YELLOW if chosen else palette.WHITE
            text.draw(canvas, f"{row + 1:>2}.", (PLACE_X, y), LIST, colour)
            net = signed_mixed(entry.net)
            # the name cut (with an ellipsis) only where a net wider than the column's leaves it less room
            room = min(MAX_NAME, (NET_RIGHT - NAME_X) // LIST - len(net) - 2)
            text.draw(canvas, clip(entry.initials, room), (NAME_X, y), LIST, colour)
            net_colour = palette.net_colour(entry.net)
            text.draw(canvas, net, (NET_RIGHT, y), LIST, net_colour, anchor="topright")
            seats = f"PARTY OF {entry.players}" if entry.party else f"{entry.players} PLAYERS"
            date = ledger_file.night_words(entry.date).upper()  # a party's: its night's, as its page names it
            text.draw(canvas, f"{seats}  {date}", (NET_RIGHT + 2 * LIST, y), BODY, palette.GREY)
