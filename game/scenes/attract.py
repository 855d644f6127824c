"""Attract mode: after a while without input on the title, the computer plays a demo table of a
random profile under a blinking PRESS START, then shows the hall of fame, then the title again.
Any input returns to the title at once. The demo is silent, saves nothing and asks nothing.

The demo is the ordinary table scene with a computer player in the human's seat: where the
scene would offer the human's buttons, that player thinks and acts instead.
"""

from __future__ import annotations

import random

import pygame

from engine.bots import make_bot
from game import palette, sound
from game.display import WIDTH
from game.input import Input
from game.scenes.table import BOT_BEAT, TableScene
from game.session import HUMAN, Setup, profiles, styles
from game.text import MEDIUM, SMALL

IDLE_BEFORE = 30.0  # seconds of no input on the title before the demo starts
DEMO_POTS = 2  # pots played before the hall of fame is shown
END_OF_POT_PAUSE = 2.0  # seconds the result stays on the table between pots
BLINK = 0.5
MAX_DEMO_PLAYERS = 6
# the PRESS START band: between the side seats (and their plates), over the unused prompt line
BAND = pygame.Rect(WIDTH // 2 - 140, 184, 280, 20)


def tick(title) -> bool:
    """Called from the title's update: start the demo once the title has been idle long enough."""
    if title.idle < IDLE_BEFORE or title.app.stack.top is not title:
        return False
    title.idle = 0.0
    setup = demo_setup(random.Random())
    if setup is None:  # no usable profile to demo: the title stays up
        return False
    title.app.stack.push(DemoTable(title.app, setup))
    return True


def demo_setup(rng: random.Random) -> Setup | None:
    """A random usable profile, a random number of players and random opponents (None: no usable profile)."""
    usable = [(entry.id, entry.rules) for entry in profiles() if entry.rules is not None]
    if not usable:
        return None
    profile_id, rules = rng.choice(usable)
    top = min(rules.max_players, MAX_DEMO_PLAYERS)
    if rules.flow == "no_peek":
        top = min(top, 52 // (rules.cards + 3))  # leave room for bonus cards
    players = rng.randint(rules.min_players, max(rules.min_players, top))
    setup = Setup(profile_id, rules, players, seed=rng.randrange(1 << 31))
    choices = [style.id for style in styles()]
    setup.fill_opponents(choices[0], "normal")
    for opponent in setup.opponents:
        opponent.style = rng.choice(choices)
    return setup


class DemoTable(TableScene):
    demo = True

    def __init__(self, app, setup: Setup) -> None:
        super().__init__(app, setup)
        style = setup.opponents[0].style if setup.opponents else "balanced"
        self.session.bots[HUMAN] = make_bot(style, "normal", seed=self.session.seed * 31)
        # seat 0 is a computer player here: once session_start has laid out the seats, it is named
        # so, spoken of in the third person and its hidden cards stay hidden like everyone else's
        self.director.play(self.pending.popleft())
        seat = self.model.seats[HUMAN]
        seat.name, seat.human, seat.style = "Demo", False, "Computer"
        self.director.human = -1
        self.clock = 0.0
        self.decide_at = 0.0
        self.pots_seen = 0
        sound.BANK.quiet = True
        self.shade = pygame.Surface(BAND.size, pygame.SRCALPHA)  # made once: the band is drawn every frame
        self.shade.fill((0, 0, 0, 190))

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)

    def offer_actions(self) -> None:
        """Seat 0 decides like the other computer players, after the same short beat."""
        if self.thinking is None:
            self.thinking = self.session.think()
            self.decide_at = self.clock + BOT_BEAT / self.app.settings.animation_speed
        elif self.thinking.done() and self.clock >= self.decide_at:
            action, self.thinking = self.thinking.result(), None
            self.apply(action)

    def end_of_pot(self, event) -> None:
        self.tweens.finish_all()
        self.pots_seen += 1
        if self.pots_seen >= DEMO_POTS:
            self.finish()
        else:
            self.hold += END_OF_POT_PAUSE

    def end_of_session(self, event) -> None:
        self.finish()

    def finish(self) -> None:
        """The demo is over: the hall of fame, then back to the title."""
        from game.scenes.hall_of_fame import HallOfFameScene

        self.leave()
        self.app.stack.replace(HallOfFameScene(self.app, attract=True))

    def leave(self) -> None:
        sound.BANK.quiet = False
        super().leave()

    def handle(self, inp: Input) -> None:
        self.leave()
        self.app.stack.pop()

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        canvas.blit(self.shade, BAND)
        if (self.clock % (2 * BLINK)) < BLINK:
            self.app.text.draw(
                canvas, "PRESS START", (WIDTH // 2, BAND.y + 2), MEDIUM, palette.YELLOW, anchor="midtop"
            )
        self.app.text.draw(canvas, "DEMO", (BAND.x + 6, BAND.y + 6), SMALL, palette.CYAN)
        self.app.text.draw(
            canvas, "DEMO", (BAND.right - 6, BAND.y + 6), SMALL, palette.CYAN, anchor="topright"
        )
