"""Attract mode's table (DemoTable): the table scene (game.screens.table_scene) played by the
computer alone, under a blinking PRESS START."""

from __future__ import annotations

import random

import pygame

from game.felt.press_start import PressStartBand
from game.platform import sound
from game.platform.input import Input
from game.play.host_facts import PotDone, SessionDone
from game.play.session import HUMAN, Setup
from game.screens import attract as attract_mode
from game.screens.attract import demo_setup
from game.screens.scene import AttractMode, SceneHost
from game.screens.table_scene import TableScene


class DemoTable(TableScene):
    """Attract mode's table: a random setup (game.screens.attract) with a computer player in the human's
    seat, silent, under a blinking PRESS START. After its pots the hall of fame is shown; any
    input returns to the title at once."""

    demo, sized, away_rule = True, False, False

    def __init__(
        self, app: SceneHost, setup: Setup | None = None, attract: AttractMode | None = None
    ) -> None:
        chosen = setup or demo_setup(random.Random())
        if chosen is None:  # game.screens.attract skips the demo page when nothing is usable
            raise ValueError("no usable rule profile to play a demo table with")
        super().__init__(app, chosen)
        self.attract = attract
        # seat 0 is a computer player here: once session_start has laid out the seats, it is named
        # so, spoken of in the third person and its hidden cards stay hidden like everyone else's
        self.player.next_event()
        seat = self.model.seats[HUMAN]
        seat.name, seat.human, seat.style = "Demo", False, "Computer"
        self.director.human = -1
        self.clock = 0.0
        self.pots_seen = 0
        sound.BANK.quiet = True
        self.band = PressStartBand()

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)

    def end_of_pot(self, done: PotDone) -> None:
        self.tweens.finish_all()
        self.pots_seen += 1
        if self.pots_seen >= attract_mode.DEMO_POTS:
            self.finish()
        else:
            self.player.wait(attract_mode.END_OF_POT_PAUSE)

    def end_of_session(self, done: SessionDone) -> None:
        self.finish()

    def finish(self) -> None:
        """The demo is over: the next page of attract mode (or the title)."""
        if self.attract is not None:
            self.attract.next(self.app)
        else:
            self.app.back()

    def leave(self) -> None:
        sound.BANK.quiet = False
        super().leave()

    def handle(self, inp: Input) -> None:
        if self.attract is not None:
            self.attract.wake(self.app)
        else:
            self.app.back()

    def draw_table(self, canvas: pygame.Surface) -> None:
        super().draw_table(canvas)
        self.band.draw(canvas, self.app.text, self.clock, still=self.app.settings.reduced_motion)
