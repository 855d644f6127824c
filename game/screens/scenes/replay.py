"""A pot played again: the table as the room saw it, from the pot's facts as the table host published
them (game.play.pot_tape), on the live table's own player and drawing (game.felt.replayer).

It opens on a pot's result (R, or the pad's Y), from the pause menu's LAST POTS, or from the
command line on a hand history (`baseball-poker replay FILE`). Left and Right stop the pot and
step it back or on, one step at a time (an event, or a street's deal whole); Enter (A) plays on
from there or stops; Up and Down go to the pot before or after; Esc (B) goes back to where it was
opened, or where its keys' line says. Played on, a pot's result stays up a few seconds and the
next pot follows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.felt import layout
from game.felt.replayer import Replayer
from game.felt.result_view import ResultView
from game.felt.table_draw import TableRenderer
from game.platform import palette, sound
from game.platform.input import Button, Input
from game.platform.text import BODY, HINT
from game.play.pot_tape import PotTape
from game.screens.replays import QUIT, TO_THE_TABLE
from game.screens.scene import Scene, SceneHost

RESULT_FOR = 3.0  # seconds a pot's result stays before the next pot plays, as on the party TV
# what is replayed and its keys: three lines above the foot of the centre, under the log (three short)
TAG_Y = layout.PROMPT[1] - 2 * layout.LINE


def key_bar(playing: bool, back_to: str = TO_THE_TABLE) -> tuple[str, str]:
    """The replay's keys in words, on two lines, and where Esc goes (`back_to`): a newcomer found
    Enter only paused and nothing said Esc leaves; a host play-test read '<> STEP ^v POT ENTER STOP
    ESC LEAVE' as a riddle, and Esc from the host menu's LAST POTS went to the table, not the menu."""
    return "LEFT/RIGHT: STEP   UP/DOWN: POT", f"ENTER: {'STOP' if playing else 'PLAY'}   ESC: {back_to}"


class ReplayScene(Scene):
    def __init__(
        self,
        app: SceneHost,
        tapes: Sequence[PotTape],
        start: int = -1,
        seat: int | None = None,
        keep_running: Callable[[float], None] | None = None,
        showing: Callable[[int], None] | None = None,
        back_to: str = TO_THE_TABLE,
    ) -> None:
        """`tapes`: the pots that may be replayed, `start` the one first shown (-1: the last);
        `seat`: whose hidden cards the tapes hold and who sits at the bottom (None: nobody's);
        `keep_running`: what runs under it each frame (a party's: its phones answered, its table
        held, paused for the replay); `showing`: told the number of each pot as it is shown (the
        phones say which pot the TV replays); `back_to`: where Esc goes, said on the keys' line."""
        super().__init__(app)
        self.keep_running = keep_running
        self.showing = showing
        self.back_to = back_to
        if not tapes:
            raise ValueError("there is no pot to replay")
        self.tapes = list(tapes)
        self.seat = seat
        self.renderer = TableRenderer(app.text, app.cards, keys="ESC BACK", log_lines=layout.LOG_LINES - 3)
        self.index = start % len(self.tapes)
        self.load(self.index)

    @property
    def animating(self) -> bool:
        return True

    def load(self, index: int) -> None:
        """Pot `index` of the tapes, from before its deal, played on."""
        self.index = index
        self.replayer = Replayer(self.tapes[index], self.seat)
        if self.showing is not None:  # a play-test: Up to pot 1, the phones still said pot 2
            self.showing(self.tapes[index].hand)
        self.result: ResultView | None = None
        self.result_clock = 0.0
        self.result_for = RESULT_FOR

    @property
    def tape(self) -> PotTape:
        return self.tapes[self.index]

    def update(self, dt: float) -> None:
        if self.keep_running is not None:
            self.keep_running(dt)
        self.renderer.clock += dt
        self.renderer.motion += dt
        self.renderer.hints = self.app.settings.hints
        replayer = self.replayer
        still = self.app.settings.reduced_motion  # REDUCED MOTION, as at the live table
        self.renderer.still = replayer.director.still = replayer.player.effects.still = still
        replayer.update(dt, self.app.settings.animation_speed)
        done = replayer.result
        if done is None:
            self.result = None
            return
        if self.result is None:
            self.result = ResultView(
                self.app.text, self.app.cards, replayer.model, done.result, replayer.director.slots
            )
            self.result_clock, self.result_for = 0.0, RESULT_FOR
        self.result_clock += dt
        self.result_for -= dt
        if replayer.playing and self.result_for <= 0 and self.index + 1 < len(self.tapes):
            self.load(self.index + 1)

    def handle(self, inp: Input) -> None:
        replayer = self.replayer
        if inp.is_(Button.BACK):
            sound.play("back")
            if self.back_to == QUIT:  # (the replay command's: nothing to go back to)
                self.app.quit()
            else:
                self.app.back()
        elif inp.is_(Button.RIGHT):
            replayer.forward()
        elif inp.is_(Button.LEFT):
            replayer.back()
        elif inp.is_(Button.CONFIRM):
            replayer.toggle()
            sound.play("select")
        elif inp.is_(Button.SKIP):
            replayer.player.skip()
        elif inp.is_(Button.UP) or inp.is_(Button.DOWN):
            self.turn_to(self.index + (-1 if inp.is_(Button.UP) else 1))

    def turn_to(self, index: int) -> None:
        """Another pot, from its deal; nothing before the first or after the last."""
        if not 0 <= index < len(self.tapes):
            sound.play("error")
            return
        sound.play("select")
        self.load(index)

    def draw(self, canvas: pygame.Surface) -> None:
        replayer = self.replayer
        showing = self.result is not None
        self.renderer.draw(canvas, replayer.model, replayer.director, result=showing)
        replayer.player.effects.draw(canvas, self.app.text)
        if self.result is not None:
            self.result.draw(canvas, 0.0 if self.app.settings.reduced_motion else self.result_clock)
        else:
            self.draw_tag(canvas)
        # last: the hand's number steps aside for whatever is drawn in its place now
        self.renderer.draw_count(canvas, replayer.model)

    def draw_tag(self, canvas: pygame.Surface) -> None:
        """What is replayed and how far, over the keys. A shown hand's caption or a game's banner
        lies where the tag and the keys' first line are: for its moment only Enter's and Esc's line
        stays (how to stop, and how to leave)."""
        replayer = self.replayer
        text = self.app.text
        keys, leave = key_bar(replayer.playing, self.back_to)
        x, y = layout.PROMPT
        if not (replayer.model.showcase or replayer.model.game_banner):
            colour = palette.ORANGE if replayer.playing else palette.YELLOW
            text.draw(canvas, self.tag(), (x, TAG_Y), BODY, colour, anchor="midtop")
            text.draw(canvas, keys, (x, y - layout.LINE), HINT, palette.GREY, anchor="midtop")
        text.draw(canvas, leave, (x, y), HINT, palette.GREY, anchor="midtop")

    def tag(self) -> str:
        """What is replayed and how far: 'REPLAY POT 5, STEP 12 OF 40' (GAME 2 too, when a night had
        several; a newcomer read '12/40' as a fraction)."""
        sessions = len({tape.session for tape in self.tapes})
        night = f"GAME {self.tape.session} " if sessions > 1 else ""
        return f"REPLAY {night}POT {self.tape.hand}, STEP {self.replayer.step} OF {len(self.replayer.stops)}"
