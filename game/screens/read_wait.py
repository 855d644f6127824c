"""A page that comes up while a person may still be pressing keys meant for the one before it (Enter
mashed through a guide's closing words, Return pressed at a decision as its pot ended) takes no
choice until it has been read: until it has been up READ_PAUSE with no press, a press that chooses
(Enter, a letter, Esc, a click) chooses nothing and the wait starts again. Up or Down acts at once
and wakes it: a choice moved to is a choice read (an arrow then Enter, a second apart, had done
nothing at the guide's end). Used by THE GUIDE IS OVER (game.screens.scenes.guide_end) and a pot's
result (game.screens.scenes.banner: a newcomer's Returns for their last decision dealt the next
pot over the result that said they had lost)."""

from __future__ import annotations

from game.platform.input import Button, Input
from game.play.guided import READ_PAUSE


class ReadWait:
    def __init__(self) -> None:
        self.quiet = 0.0  # seconds since the page came up or the last press while asleep
        self.awake = False  # read: a press chooses

    def tick(self, dt: float) -> None:
        self.quiet += dt
        self.awake = self.awake or self.quiet >= READ_PAUSE

    def holds(self, inp: Input) -> bool:
        """Whether `inp` is to choose nothing (meant for the page before: the wait starts again).
        An arrow never is, and wakes the page; the mouse moving neither is nor wakes it."""
        if inp.kind == "hover" or inp.is_(Button.UP) or inp.is_(Button.DOWN):
            self.awake = self.awake or inp.kind != "hover"
            return False
        if not self.awake:
            self.quiet = 0.0
        return not self.awake
