"""The title: the name in big pixel letters, a blinking PRESS START (white, then grey: never gone)
over its key, then the main menu (at once when a table is left for it, or a session or party ends).

In the real program (an app that writes user files, game.screens.polish) the menu also offers CONTINUE,
the session saved by game.play.resume when there is one, at the top, and HALL OF FAME before QUIT.
After a while without input the title starts attract mode (game.screens.attract). A table whose human
was away for a whole pot comes here with the session (`away`): any input goes straight back to it."""

from __future__ import annotations

import pygame

from engine.cards import parse_cards
from game.felt.card_art import CARD_H
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.text import BODY, HEADING, HINT, HUGE, wrap
from game.platform.widgets import Item, Menu
from game.play import ledger_file, resume
from game.screens import openers
from game.screens.attract import IDLE_BEFORE, AttractCycle
from game.screens.menu_page import FULL_SCREEN_KEY, backdrop
from game.screens.scene import Scene, SceneHost
from game.telling.game_call import tagline

BLINK = 0.5  # seconds on, seconds off
# the menu stands between the subtitle and the ENTER / A hint, which stands apart from its last
# item (close under QUIT it read as one more item; a blank row's room under eight items still stood
# in the list's rhythm and looked near: two letters' height, out of step with the rows)
MENU_TOP, MENU_FOOT = 326, 476
ENTER_Y = 508
NAME_Y, CARDS_Y = 36, 202  # the name's first word, the cards fanned under it (the middle one's top)
CARDS_FOOT = CARDS_Y + CARD_H + 8  # the outer cards stand 8 lower
# the lines under the cards: the tagline, then the saved session's; the last at LAST_LINE_Y, a
# line's height and a gap apart (ROW), closer (TIGHT_ROW) when three lines share the room
LAST_LINE_Y, ROW, TIGHT_ROW = 300, 26, 22
LINES_GAP = 4  # the least room between the cards and the first line
# the pad's A, not the key A, which at a No Peek table is [A] AUTO-CHECK (a Hold'em newcomer read
# "ENTER / A" as the letter key)
ENTER_KEY = "ENTER / PAD A"
SHOWCASE = parse_cards("3s 9h 4d 3c 9d")  # the game's special cards fanned under the name
BASEBALL_TAGLINE = "THREES AND NINES WILD - FOURS EARN A CARD"  # what the cards say (game_call.tagline)


class TitleScene(Scene):
    def __init__(
        self, app: SceneHost, away: resume.SavedSession | None = None, menu: bool = False, at: str = ""
    ) -> None:
        """`at`: the item the menu's cursor starts on, by its label (PARTY after a party: a host
        play-test came back to PLAY), else the first."""
        super().__init__(app)
        ledger_file.read_ahead()  # the party nights, read meanwhile: the hall of fame opens at once
        self.attract = AttractCycle(away)
        self.clock = 0.0
        self.idle = 0.0  # seconds without input (an attract mode can start from here)
        # at the menu: PRESS START pressed (a table left, a session's or a party's end come back to it)
        self.started = menu
        self.covered = False  # a page of attract mode (or a menu) is over the title
        self.saved: resume.SavedSession | None = None  # the session CONTINUE resumes
        self.menu = Menu(
            [
                Item("PLAY", self.play, detail="Choose the rules and your opponents, then deal."),
                Item("HOW TO PLAY", self.how_to, detail="The rules of the chosen game and the controls."),
                Item("OPTIONS", self.options, detail="Speed, display, sound, deck colours, coach, defaults."),
                Item(
                    "PARTY", self.party, detail="Everyone plays from their own phone; the TV shows the table."
                ),
                Item("QUIT", self.ask_quit, detail="Leave the table."),
            ],
            (WIDTH // 2 - 96, MENU_TOP),
            spacing=26,
            width=224,
            # the keys stop at its ends: Up from PLAY had gone round to QUIT, where a Hold'em
            # newcomer's play-test found themselves (issue 31)
            wrap=False,
        )
        if app.polish.writes:
            self.add_user_items()
        labels = [item.label for item in self.menu.items]
        if at in labels:
            self.menu.selected = labels.index(at)
            self.menu.layout()

    def add_user_items(self) -> None:
        """HOUSE RULES and HALL OF FAME, and CONTINUE when a saved session replays (a damaged one is
        set aside by game.play.resume; one that cannot be read now stays for the next start, said
        once). The items close up to stay above the hint."""
        saved, problems = resume.load()
        for problem in problems:
            self.app.polish.warn(problem)
        items = self.menu.items
        items.insert(
            len(items) - 1,
            Item(
                "HOUSE RULES", self.house_rules, detail="Your own games: every house option, named and saved."
            ),
        )
        items.insert(
            len(items) - 1, Item("HALL OF FAME", self.hall_of_fame, detail="The best results of whole games.")
        )
        self.saved = saved
        if saved is not None:
            items.insert(0, Item("CONTINUE", lambda: self.continue_session(saved), detail=saved.describe()))
        self.menu.spacing = min(
            self.menu.spacing, (MENU_FOOT - MENU_TOP - self.menu.size) // (len(items) - 1)
        )
        self.menu.selected = 0
        self.menu.layout()

    def play(self) -> None:
        self.app.push(openers.profiles())

    def ask_quit(self) -> None:
        """QUIT asks first, NO chosen, as the pause menu's QUIT TO TITLE and the party host's END THE
        PARTY do: Up on CONTINUE had gone round to QUIT, and a newcomer's Enter there had closed the
        game with no word (the session was saved, which the question now says)."""
        saved = "Your game is saved: CONTINUE goes on from here next time." if self.saved else ""
        self.app.push(
            openers.confirm(question="QUIT THE GAME?", detail=saved, yes="QUIT", on_yes=self.app.quit)
        )

    def party(self) -> None:
        self.app.push(openers.party_setup())

    def how_to(self) -> None:
        self.app.push(openers.howto())

    def options(self) -> None:
        self.app.push(openers.options())

    def hall_of_fame(self) -> None:
        self.app.push(openers.hall_of_fame())

    def house_rules(self) -> None:
        self.app.push(openers.house_games())

    def continue_session(self, saved: resume.SavedSession) -> None:
        """Back to the saved session, at the decision where it stopped (game.play.resume)."""
        self.app.go(openers.table(setup=saved.setup, saved=saved))

    def handle(self, inp: Input) -> None:
        self.idle = 0.0
        if self.attract.saved is not None:  # the player is back: to the session, at once
            self.attract.wake(self.app)
            return
        if not self.started:
            # B on a pad (or Esc) here does not leave the game: at a party a stray press must not
            # close it; QUIT is on the menu, and the window's close button still works
            if inp.is_(Button.CONFIRM) or inp.kind == "click":
                self.started = True
                sound.play("select")
            return
        if inp.is_(Button.BACK):
            self.started = False
            sound.play("back")
        else:
            self.menu.handle(inp)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.idle += dt
        if self.idle >= IDLE_BEFORE and not self.covered:
            self.idle = 0.0
            self.attract.start(self.app)

    def pause(self) -> None:
        self.covered = True

    def resume(self) -> None:
        self.covered = False

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        lines = self.lines_under_the_name()
        lift = max(0, CARDS_FOOT + LINES_GAP - lines[0][1])  # the name and cards rise over three lines
        for row, (word, colour) in enumerate((("BASEBALL", palette.YELLOW), ("POKER", palette.RED))):
            y = NAME_Y - lift + row * 80
            outline = text.render(
                word, HUGE + 16, palette.BLACK
            )  # part of the letters: not a string of its own
            for dx, dy in ((-4, 0), (4, 0), (0, -4), (0, 8)):  # a thick pixel outline and drop
                canvas.blit(outline, outline.get_rect(midtop=(WIDTH // 2 + dx, y + dy)))
            text.draw(canvas, word, (WIDTH // 2, y), HUGE + 16, colour, anchor="midtop", shadow=None)
        art = self.app.cards
        left = WIDTH // 2 - (len(SHOWCASE) * 48) // 2
        for i, card in enumerate(SHOWCASE):
            canvas.blit(
                art.face(card, wild=card.rank in "39"), (left + i * 48, CARDS_Y - lift + abs(i - 2) * 4)
            )
        for line, y, colour in lines:
            text.draw(canvas, line, (WIDTH // 2, y), BODY, colour, anchor="midtop")
        # PRESS START blinks from white to grey, never off: gone every other half second, a
        # newcomer's play-test caught the title between blinks twice and took the game for hung
        # (and ENTER / A standing bare between them for a page drawn before its words)
        blink_on = self.app.settings.reduced_motion or (self.clock % (2 * BLINK)) < BLINK  # still: no blink
        if self.started:
            self.menu.draw(canvas, text)
        else:
            colour = palette.WHITE if blink_on else palette.GREY
            text.draw(canvas, "PRESS START", (WIDTH // 2, 380), HEADING, colour, anchor="midtop")
        if self.attract.saved is not None:
            text.draw(
                canvas,
                "YOU WERE AWAY: YOUR GAME IS SAVED. ANY BUTTON PLAYS ON",
                (WIDTH // 2, 440),
                BODY,
                palette.YELLOW,
                anchor="midtop",
            )
        # the way to the full screen, where a host at a TV looks first, while the game is a window
        # (a host play-test's game opened as a small window in the middle of the TV)
        keys = [ENTER_KEY] if self.app.settings.fullscreen else [ENTER_KEY, FULL_SCREEN_KEY]
        x = WIDTH // 2 - len("    ".join(keys)) * HINT // 2  # the line centred (the letters are square)
        for key in keys:
            text.draw(canvas, key, (x, ENTER_Y), HINT, palette.GREY)
            x += (len(key) + 4) * HINT

    def tagline(self) -> str:
        """What is wild, under the name: Baseball's, or while the saved session's line shows, its
        pot's game's (a play-test read THREES AND NINES WILD over a Dealer's Choice saved in a
        Seven-Card Stud pot)."""
        saved = self.saved
        if saved is not None and self.continue_lines():
            return tagline(saved.game or saved.setup.rules)
        return BASEBALL_TAGLINE

    def continue_lines(self) -> list[str]:
        """Which session CONTINUE resumes, in lines, at the menu whenever there is one, whichever item
        is chosen: shown only with CONTINUE chosen, it was gone after a guided hand (back on HOW TO
        PLAY, CONTINUE still listed) and a newcomer was unsure their game was kept."""
        if not self.started or self.saved is None:
            return []
        lines = self.saved.describe().split("\n")
        return [part for line in lines for part in clauses(line, SAFE.width // BODY)]

    def lines_under_the_name(self) -> list[tuple[str, int, palette.Colour]]:
        """The tagline, and under it which session CONTINUE resumes (at the menu), each with its top
        and colour. Both always show: a CONTINUE line of two had taken the tagline's place, and a
        newcomer's play-test saw the title's wilds vanish as it wrapped (issue 31)."""
        lines = [(self.tagline(), palette.CYAN), *((line, palette.WHITE) for line in self.continue_lines())]
        if len(lines) == 1:  # the tagline alone stands where it does over one CONTINUE line
            return [(lines[0][0], LAST_LINE_Y - ROW, lines[0][1])]
        row = ROW if len(lines) == 2 else TIGHT_ROW
        top = LAST_LINE_Y - (len(lines) - 1) * row
        return [(line, top + n * row, colour) for n, (line, colour) in enumerate(lines)]


def clauses(line: str, columns: int) -> list[str]:
    """`line` in lines of `columns` characters, broken after a clause's comma where it is too long
    (the title's CONTINUE line read 'you are at -16 1/' at the screen's edge), else at a space."""
    cut = line.rfind(", ", 0, columns)
    if len(line) <= columns or cut < 0:
        return wrap(line, columns)
    return [line[: cut + 1], *clauses(line[cut + 2 :], columns)]
