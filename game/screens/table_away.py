"""Nobody home at the solo table (game.screens.table_scene): when the human's turn waits
`settings.away_after` seconds without any input, the host plays the away rule and the seat is AWAY:
from then on it checks when that is free, else folds, at once. After a whole pot away the session
is saved and the game goes to the title and attract mode; any input there brings the player
straight back to this decision (game.screens.attract). Any input at the table ends AWAY.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.table import Table
from game.felt.table_model import TableModel
from game.play import resume
from game.play.host_facts import AwayPlay, Fact, PotDone
from game.play.pace import person_seconds
from game.play.session import HUMAN, Setup
from game.play.table_host import TableHost
from game.screens import openers
from game.screens.scene import SceneHost
from game.store.settings import Settings


class Away:
    """Whether the human is AWAY, since which pot, as their seat and the log say it."""

    def __init__(
        self, model: TableModel, host: TableHost, log: Callable[[str], None], rule: bool, demo: bool
    ) -> None:
        self.model, self.host, self.log = model, host, log
        self.rule = rule  # an unattended turn is played by the away rule (not in a demo or a guided hand)
        self.demo = demo  # the computer plays every seat: nobody to be away
        self.since: int | None = None  # the pot in which the human went AWAY; None while here

    @property
    def on(self) -> bool:
        return self.since is not None

    def idle_limit(self, settings: Settings) -> float | None:
        """The host's idle limit for the human: AWAY AFTER, doubled with MORE TIME; none without
        the away rule or with AWAY AFTER off."""
        seconds = float(settings.away_after) if self.rule and settings.away_after else None
        return person_seconds(seconds, settings.more_time)

    def shown(self, fact: Fact) -> None:
        """A fact shown: the host's away rule played for the human, who is AWAY from now on."""
        if isinstance(fact, AwayPlay) and fact.seat == HUMAN and self.since is None and not self.demo:
            self.since = self.model.hand
            self.model.seats[HUMAN].away = True
            self.log("You are away: your seat checks or folds")

    def whole_pot_gone(self, done: PotDone, table: Table) -> bool:
        """Whether the pot `done` went by entirely without the human (and the session goes on)."""
        return self.since is not None and done.hand > self.since and not table.is_over

    def touched(self) -> None:
        """Any input: the host's idle clock starts again, and the human is back if AWAY."""
        self.host.touch()
        if self.since is not None:
            self.since = None
            self.host.sitters[HUMAN].away = False
            self.model.seats[HUMAN].away = False
            self.log("You are back")


def leave_for_attract(app: SceneHost, setup: Setup, table: Table) -> None:
    """A whole pot went by without the human: attract mode plays, the session it keeps (saved by
    the table first) brought back at any input there, at this very decision."""
    # the table leaves first (game.screens.scene): the file is complete
    app.go(openers.title(away=resume.saved_session(setup, table)))
