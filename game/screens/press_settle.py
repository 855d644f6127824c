"""A page just opened on the TV lets a moment pass before Enter goes on from it: a host's Enter
pressed again and again at the TV (as the last pot's result was up) ran past a session's final
standings and tonight's ledger and dealt the next game in 6 s, neither read. A press in that moment
starts it again, so a run of presses stops at the page until the hands let go; once settled, the
page takes every press. The same rule keeps a player at the TV's buttons from a press meant for the
page before them (game.screens.scenes.party)."""

from __future__ import annotations

SETTLE = 1.0  # seconds a page is up, no press in them, before Enter goes on from it


class PressSettle:
    """Whether a press now is a deliberate one for the page on show (`settled`)."""

    def __init__(self, needs: float = SETTLE) -> None:
        self.needs = needs  # seconds up with no press before a press is taken for this page
        self.quiet = 0.0  # seconds the page has been up with no press

    def opened(self) -> None:
        """A new page is up: the presses meant for the one before must not go on from it."""
        self.quiet = 0.0

    def count(self, dt: float) -> None:
        self.quiet += dt

    @property
    def settled(self) -> bool:
        """The page has been up `needs` seconds with no press: a press now is meant for it."""
        return self.quiet >= self.needs

    def press(self) -> bool:
        """A press: whether it goes on (the page settled, and stays so till another opens), else
        its moment starts again."""
        if not self.settled:
            self.quiet = 0.0
        return self.settled
