"""The result of a pot (game.felt.result_view) stays over the middle of the table until the next deal,
with the log moved under its NEXT HAND button (game.felt.table_draw). NEXT HAND (Enter/A, a click)
deals on, or after `settings.next_hand_after` seconds when that is set (0: it waits), or
after AWAY_WAIT while nobody is at the human's seat. R (a pad's Y) replays the pot
(game.screens.scenes.replay).
"""

from __future__ import annotations

import pygame

from game.felt.action_menu import side_buttons
from game.felt.result_view import ResultView
from game.felt.table_model import TableModel
from game.platform import sound
from game.platform.input import Button, Input
from game.platform.widgets import Item, Menu
from game.screens import openers
from game.screens.replays import asks_replay, replay_pot
from game.screens.scene import ResultContext, Scene, SceneHost
from game.telling.pot_result import PotResult

AWAY_WAIT = 8.0  # seconds the result stays for a seat marked AWAY


class ResultBanner(Scene):
    opaque = False

    def __init__(
        self,
        app: SceneHost,
        model: TableModel,
        result: PotResult,
        hand: int,
        table: ResultContext | None = None,
    ) -> None:
        super().__init__(app)
        self.result = result
        self.table = table or ResultContext()
        self.model = model
        self.view = ResultView(app.text, app.cards, model, result, dict(self.table.slots))
        self.size = app.settings.text_size  # TEXT SIZE as the panel was laid out (see follow_size)
        self.hand = hand
        self.last = hand >= model.pots
        self.time = 0.0
        self.clock = 0.0
        self.menu = self.buttons()

    def buttons(self) -> Menu:
        label = self.table.last if self.last else "NEXT HAND"
        # NEXT HAND where the actions were, in the table's TEXT SIZE, and REPLAY under it in a box of
        # its own like every key's (a play-test: its bare line ran into the log under it)
        items = [Item(label, self.close, shortcut=self.table.last_key if self.last else "n")]
        if self.table.pause is not None and self.table.pause.pots:
            items.append(Item("REPLAY", self.replay, shortcut="r"))
        return side_buttons(items, self.view.places)

    def follow_size(self) -> None:
        """TEXT SIZE changed (the options over the result): the table under it and the panel and its
        buttons laid out again in the size chosen, at once (the table is not stepped under a result)."""
        if self.app.settings.text_size == self.size or self.table.follow is None:
            return
        self.size = self.app.settings.text_size
        slots = dict(self.table.follow())
        view = ResultView(self.app.text, self.app.cards, self.model, self.result, slots)
        if view.places is not self.view.places:
            self.view, chosen = view, self.menu.selected
            self.menu = self.buttons()
            self.menu.selected = chosen

    @property
    def wait(self) -> float:
        """Seconds before the next deal comes by itself: the setting's (0: never), or, while the
        human's seat is AWAY, AWAY_WAIT, so an empty room still reaches attract mode."""
        setting = float(self.app.settings.next_hand_after)
        if self.table.away:
            return min(setting, AWAY_WAIT) if setting else AWAY_WAIT
        return setting

    def handle(self, inp: Input) -> None:
        if inp.is_(Button.BACK) and self.table.pause is not None:
            self.app.push(openers.pause(table=self.table.pause))
        elif inp.is_(Button.SKIP):  # Tab skips animation, never a result: a second Tab pressed to
            return  # skip a showdown's turning hands must not deal on past its result as well
        elif asks_replay(inp) and self.table.pause is not None:  # what did he have? see it again
            self.replay()
        elif self.goes_on(inp):
            self.close()
        else:
            self.menu.handle(inp)

    def goes_on(self, inp: Input) -> bool:
        """A click off the buttons, or N: the result's key everywhere, still taken where its last
        button has a key of its own (a guided hand's END GUIDE, E)."""
        off = inp.kind == "click" and not any(rect.collidepoint(inp.pos) for rect in self.menu.rects)
        return off or (inp.kind == "key" and inp.key == "n")

    def replay(self) -> None:
        assert self.table.pause is not None  # REPLAY is offered with the table's pots only
        self.time = 0.0  # back from the replay, the result's seconds start again
        replay_pot(self.app, self.table.pause.pots, self.hand, self.table.pause.seat)

    def close(self) -> None:
        sound.play("select")
        self.app.back()

    def update(self, dt: float) -> None:
        self.follow_size()
        self.clock += dt
        # in real seconds, as its NEXT IN 5 counts them: ANIMATION SPEED hurries what moves, never
        # the words of a result to be read (at Turbo NEXT HAND AFTER 5 dealt on in 1.25 s)
        self.time += dt
        if self.wait > 0 and self.time >= self.wait:
            self.app.back()

    def counted(self, seconds: int) -> str:
        """The first button's words while it counts down: the next deal's "NEXT IN 5"; after the
        session's last pot, where it leads ("STANDINGS IN 5"), or that alone where the count does not
        fit: never NEXT, which would promise another pot (the review found "NEXT IN 5" there)."""
        if not self.last:
            return f"NEXT IN {seconds}"
        places = self.view.places
        words = f"{self.table.last} IN {seconds}"
        return words if len(words) <= places.button_w // places.body - 1 else self.table.last

    def draw(self, canvas: pygame.Surface) -> None:
        self.view.draw(canvas, 0.0 if self.app.settings.reduced_motion else self.clock)  # no blink
        text = self.app.text
        if self.wait > 0:  # the countdown on its own button (the log is right under them)
            self.menu.items[0].label = self.counted(max(0, int(self.wait - self.time) + 1))
        self.menu.draw(canvas, text)
