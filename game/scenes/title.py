"""The title: the name in big pixel letters, a blinking PRESS START, then the main menu."""

from __future__ import annotations

import pygame

from engine.cards import parse_cards
from game import palette, sound, title_extras
from game.display import WIDTH
from game.input import Button, Input
from game.scene import Scene
from game.scenes import attract
from game.scenes.menu_scene import backdrop
from game.text import HUGE, SMALL
from game.widgets import Item, Menu

BLINK = 0.5  # seconds on, seconds off
SHOWCASE = parse_cards("3s 9h 4d 3c 9d")  # the game's special cards fanned under the name


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.clock = 0.0
        self.idle = 0.0  # seconds without input (an attract mode can start from here)
        self.started = False
        self.menu = Menu(
            [
                Item("PLAY", self.play, detail="Choose the rules and your opponents, then deal."),
                Item("HOW TO PLAY", self.how_to, detail="The rules of the chosen game and the controls."),
                Item("OPTIONS", self.options, detail="Speed, display, sound, deck colours, coach, defaults."),
                Item("QUIT", app.quit, detail="Leave the table."),
            ],
            (WIDTH // 2 - 48, 236),
            spacing=16,
            width=120,
        )
        title_extras.add_items(self)  # polish: CONTINUE a saved session, HALL OF FAME

    def play(self) -> None:
        from game.scenes.setup import ProfileScene

        self.app.stack.push(ProfileScene(self.app))

    def how_to(self) -> None:
        from game.scenes.howto import HowToScene

        self.app.stack.push(HowToScene(self.app))

    def options(self) -> None:
        from game.scenes.options import OptionsScene

        self.app.stack.push(OptionsScene(self.app))

    def handle(self, inp: Input) -> None:
        self.idle = 0.0
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
        attract.tick(self)  # polish: the demo table after a while without input

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        for row, (word, colour) in enumerate((("BASEBALL", palette.YELLOW), ("POKER", palette.RED))):
            y = 40 + row * 48
            for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 4)):  # a thick pixel outline and drop
                text.draw(
                    canvas,
                    word,
                    (WIDTH // 2 + dx, y + dy),
                    HUGE + 8,
                    palette.BLACK,
                    anchor="midtop",
                    shadow=None,
                )
            text.draw(canvas, word, (WIDTH // 2, y), HUGE + 8, colour, anchor="midtop", shadow=None)
        art = self.app.cards
        left = WIDTH // 2 - (len(SHOWCASE) * 30) // 2
        for i, card in enumerate(SHOWCASE):
            canvas.blit(art.face(card, wild=card.rank in "39"), (left + i * 30, 146 + abs(i - 2) * 3))
        text.draw(
            canvas,
            "THREES AND NINES WILD - FOURS EARN A CARD",
            (WIDTH // 2, 196),
            SMALL,
            palette.CYAN,
            anchor="midtop",
        )
        if self.started:
            self.menu.draw(canvas, text)
            title_extras.draw(self, canvas)  # polish: what CONTINUE would resume
        elif (self.clock % (2 * BLINK)) < BLINK:
            text.draw(canvas, "PRESS START", (WIDTH // 2, 260), 16, palette.WHITE, anchor="midtop")
        text.draw(canvas, "ENTER / A", (WIDTH // 2, 340), SMALL, palette.GREY, anchor="midtop")
