"""The table's moments, owned by the table scene, in baseball words: five of a kind shown is a
GRAND SLAM! (the organ's Charge! and a screen shake), a straight flush a PERFECT GAME! (a
fanfare); a
player who strikes out gets STRIKE THREE! and a buzzer: one who folds rather than pay for an
exposed wild card (the engine marks that fold why="wild_cost"), or a No Peek player who turns
every card without beating the best hand. The words stand in the middle of the table above the
showcase of the hand, clear of every seat, the log and the human's cards. With the hints on, the
first time a table shows each of them the words then give way to what they mean
(game.telling.hints). With REDUCED MOTION (`still`) the screen never shakes and the words stand
still in one colour."""

from __future__ import annotations

import pygame

from engine.events import ActionTaken, Event, Out, Showdown
from game.felt import layout
from game.platform import palette, sound
from game.platform.juice import Shake
from game.platform.text import BIG, BODY, HEADING, Text, wrap
from game.platform.widgets import panel
from game.telling.hints import STRIKEOUT, moment_meaning
from game.telling.pot_result import MOMENTS

BANNER_TIME = 2.2  # seconds the moment's words stay, at normal speed
SHAKE = (4.0, 0.6)  # pixels, seconds


def struck_out(event: Event) -> bool:
    """A fold that refused a wild card's price, or a No Peek pile turned without a beat."""
    return isinstance(event, Out) or (isinstance(event, ActionTaken) and event.why == "wild_cost")


class TableEffects:
    def __init__(self) -> None:
        self.shake = Shake()
        self.banner = ""
        self.meaning = ""  # what the banner means, the first time this table shows it
        self.explained: set[str] = set()  # the banners whose meaning this table has said
        self.hints = True  # settings.hints, set by the scene
        self.banner_left = 0.0
        self.clock = 0.0

    @property
    def still(self) -> bool:
        """REDUCED MOTION (settings.reduced_motion, set by the scene): no shake, no blinking."""
        return self.shake.still

    @still.setter
    def still(self, flag: bool) -> None:
        self.shake.still = flag

    def on_event(self, event: Event) -> None:
        if isinstance(event, Showdown) and event.category in MOMENTS:
            self.show(MOMENTS[event.category])
            grand_slam = event.category == "five_of_a_kind"
            if grand_slam:
                self.shake.start(*SHAKE)
            sound.play("charge" if grand_slam else "fanfare")
        elif struck_out(event):
            self.show(STRIKEOUT, "out" if isinstance(event, Out) else "wild_cost")
            sound.play("strikeout")

    def show(self, words: str, cause: str = "") -> None:
        self.banner, self.banner_left = words, BANNER_TIME
        told = words + cause
        self.meaning = moment_meaning(words, cause) if self.hints and told not in self.explained else ""
        if self.meaning:
            self.explained.add(told)
            self.banner_left += BANNER_TIME  # then the meaning, as long again

    def hush(self) -> None:
        """The moment's words give way to the pot's result, which says them itself."""
        self.banner_left = 0.0

    def update(self, dt: float, scaled: float) -> None:
        """`dt` in real seconds (the banner's blink), `scaled` at the animation speed."""
        self.clock += dt
        self.shake.update(scaled)
        self.banner_left = max(0.0, self.banner_left - scaled)

    @property
    def busy(self) -> bool:
        """Something is moving: the banner blinks or the screen shakes."""
        return self.banner_left > 0 or self.shake.active

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        if self.banner_left > 0:  # drawn before the shake, so it shakes with the table it covers
            rect = banner_rect()
            panel(canvas, rect, palette.BLACK, palette.GOLD, 2, 6)
            if self.meaning and self.banner_left <= BANNER_TIME:  # the words gave way to what they mean
                lines = meaning_lines(self.meaning)
                top = rect.centery - len(lines) * layout.LINE // 2 + 2
                for row, line in enumerate(lines):
                    at = (rect.centerx, top + row * layout.LINE)
                    text.draw(canvas, line, at, BODY, palette.WHITE, anchor="midtop")
            else:
                size = words_size(text, self.banner, rect.width - BODY)
                colour = palette.YELLOW if self.still or int(self.clock * 8) % 2 else palette.ORANGE
                text.draw(canvas, self.banner, rect.center, size, colour, anchor="center")
        self.shake.apply(canvas, palette.BACKGROUND)


def meaning_lines(meaning: str) -> list[str]:
    """A moment's meaning in the lines the banner has (two)."""
    return wrap(meaning, banner_rect().width // BODY - 1)[:2]


def words_size(text: Text, words: str, width: int) -> int:
    """The largest named size at which the words fit the width."""
    return BIG if text.font(BIG).size(words)[0] <= width else HEADING


def banner_rect() -> pygame.Rect:
    """Between the side seats, over the pot's figure and the stock (whole: a sliver peeking out
    read as garbage) and above the showcase panel of the hand: the seats, the hand shown, the log
    and your cards stay in view."""
    top = layout.POT_LABEL[1]  # just under the top seats' blocks and their plates
    return pygame.Rect(layout.CENTRE.x, top, layout.CENTRE.width, layout.SHOWCASE.y - top)
