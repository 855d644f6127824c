"""What next, once a guided first hand is over (game.screens.scenes.guided_table): its result and
closing words read, a panel over the table offers PLAY A REAL TABLE of the game (the Play menus'
HOW MANY PLAYERS?), ANOTHER GUIDED HAND (the game list, a game with a guide to pick) or TITLE,
the first chosen; Esc or B goes back to the page that opened the guide. A newcomer's play-test
pressed a key after the guide's last words and was dropped into HOW MANY PLAYERS? with nothing
saying why (issue 31: "[N] STANDINGS at the end of a guided hand goes to HOW MANY PLAYERS?").

Until the panel has been up READ_PAUSE with no press, a press that chooses (Enter, a letter, Esc)
was meant for the pages before it (Enter mashed through the result and the closing words): it
chooses nothing and the wait starts again. Up or Down moves the choice at once, and wakes it: a
choice moved to is a choice read (an arrow then Enter, a second apart, had done nothing).
"""

from __future__ import annotations

import pygame

from engine.profile import MAIN_GAMES, ProfileEntry
from engine.rules import Rules
from game.platform import palette, sound
from game.platform.display import HEIGHT, WIDTH
from game.platform.frame_log import FRAME
from game.platform.input import Button, Input
from game.platform.text import BODY, HEADING, columns, wrap
from game.platform.widgets import Item, Menu, panel
from game.play.guided import READ_PAUSE, has_guide
from game.screens import openers
from game.screens.scene import Scene, SceneHost

HEADING_WORDS = "THE GUIDE IS OVER"
BOX = pygame.Rect(0, 0, 560, 300)
BOX.midtop = (WIDTH // 2, 110)
ITEMS_TOP = BOX.y + 24 + HEADING + 18
DETAIL_TOP = ITEMS_TOP + 3 * 30 + 10  # under the three choices: what the chosen one does
NO_GUIDE = "No guided hand for this game: HOW TO PLAY has its rules."


def next_guide(profile_id: str) -> str:
    """The guide offered first after `profile_id`'s: the next main game's (Baseball, Night, Midnight,
    Dealer's Choice, round again), as a newcomer meets them on the game list."""
    guided = [game for game in MAIN_GAMES if has_guide(game)]
    at = guided.index(profile_id) + 1 if profile_id in guided else 0
    return guided[at % len(guided)]


class GuideEnd(Scene):
    opaque = False

    def __init__(self, app: SceneHost, profile_id: str, rules: Rules, then: str = "") -> None:
        """`then` as the guide's (GuidedTable): "players" when the Play menus opened it (Esc: back
        to their game list), "" when HOW TO PLAY did (Esc: back there)."""
        super().__init__(app)
        self.profile_id, self.rules, self.then = profile_id, rules, then
        self.quiet = 0.0  # seconds since the panel came up or the last press while asleep
        self.awake = False  # read: a press chooses (before, it was meant for the pages before)
        self.menu = Menu(
            [
                Item(
                    "PLAY A REAL TABLE",
                    self.play,
                    shortcut="p",
                    detail=f"{rules.name} against computer players, with no guide: "
                    "choose how many players first.",
                ),
                Item(
                    "ANOTHER GUIDED HAND",
                    self.another,
                    shortcut="g",
                    detail="The list of games: pick one to play its guided hand.",
                ),
                Item("TITLE", self.title, shortcut="t", detail="Back to the title menu."),
            ],
            (WIDTH // 2, ITEMS_TOP),
            spacing=30,
            anchor="midtop",
        )
        self.back_to = "THE GAMES" if then else "HOW TO PLAY"
        self.shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 170))

    def update(self, dt: float) -> None:
        self.quiet += dt
        self.awake = self.awake or self.quiet >= READ_PAUSE

    def handle(self, inp: Input) -> None:
        if inp.kind == "hover" or inp.is_(Button.UP) or inp.is_(Button.DOWN):
            self.awake = self.awake or inp.kind != "hover"
            self.menu.handle(inp)
        elif not self.awake:  # (meant for the result or the closing words: the wait starts again)
            self.quiet = 0.0
        elif inp.is_(Button.BACK):
            sound.play("back")
            self.back_out()
        else:
            self.menu.handle(inp)

    def back_out(self) -> None:
        """Back to the page that opened the guide: the panel and the guided table go."""
        self.app.back()
        self.app.back()

    def play(self) -> None:
        sound.play("select")
        self.app.back()
        self.app.replace(openers.players(profile_id=self.profile_id, rules=self.rules))

    def another(self) -> None:
        self.app.push(
            openers.profiles(on_choose=self.guide, chosen=next_guide(self.profile_id), refuse=self.no_guide)
        )

    @staticmethod
    def no_guide(rules: Rules) -> str:
        return "" if has_guide(rules.id) else NO_GUIDE

    def guide(self, entry: ProfileEntry) -> None:
        """A game picked from the list (which has closed): its guided hand in this one's place."""
        assert entry.rules is not None  # (a broken game's row cannot be chosen)
        offered = self.app.settings.guided_offered
        if entry.id not in offered:  # played here: choosing the game later offers it no more
            offered.append(entry.id)
        self.app.back()
        self.app.replace(openers.guided(profile_id=entry.id, rules=entry.rules, then=self.then))

    def title(self) -> None:
        sound.play("select")
        self.app.go(openers.title(menu=True))

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(self.shade, (0, 0))
        FRAME.cover()  # the table under the shade is not to be read now
        panel(canvas, BOX, palette.PANEL, palette.YELLOW, 2, 6)
        text = self.app.text
        text.draw(canvas, HEADING_WORDS, (WIDTH // 2, BOX.y + 20), HEADING, palette.YELLOW, anchor="midtop")
        self.menu.draw(canvas, text, focused=self.awake)
        chosen = self.menu.current
        detail = chosen.detail if chosen is not None else ""
        for row, line in enumerate(wrap(detail, columns(BOX.width - 40))):
            at = (WIDTH // 2, DETAIL_TOP + row * (BODY + 6))
            text.draw(canvas, line, at, BODY, palette.WHITE, anchor="midtop")
        keys = f"ESC: BACK TO {self.back_to}"  # (Enter and the arrows are every menu's)
        text.draw(canvas, keys, (WIDTH // 2, BOX.bottom - 14 - BODY), BODY, palette.ORANGE, anchor="midtop")
