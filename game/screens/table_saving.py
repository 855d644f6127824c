"""The solo table's session kept on file (game.play.resume) after every decision, in the saver's
worker (game.play.session_saver), and saving's problems said at the foot of the screen: each
once, and again only after saving worked in between."""

from __future__ import annotations

from collections.abc import Callable

from engine.table import Table
from game.play.session import Setup
from game.play.session_saver import SessionSaver
from game.play.table_host import TableHost
from game.screens.scene import SceneHost


class TableSaving:
    def __init__(
        self, app: SceneHost, setup: Setup, table: Table, host: TableHost, keeps: Callable[[], bool]
    ) -> None:
        self.app, self.setup, self.table, self.host = app, setup, table, host
        self.keeps = keeps  # whether this table keeps files (never a demo's, nor a guided hand's)
        self.saver = SessionSaver()
        self.problems: set[str] = set()  # saving's problems said, until a save works again

    def keep(self) -> None:
        """Save the session after every decision, and forget it once it is over."""
        if not self.keeps():
            return
        if self.table.is_over:
            self.saver.finish(self.setup, self.table)  # the result and its entry on disk, then the file goes
        else:
            self.saver.save(self.setup, self.table, self.host.told)

    def say_problems(self) -> None:
        """The problems the saver met since last asked, said (each frame)."""
        self.report(self.saver.problems())

    def flush(self) -> None:
        """Every save asked for done, on file, and its problems said."""
        self.report(self.saver.flush())

    def report(self, problems: list[str]) -> None:
        for problem in problems:
            self.app.polish.warn(problem)
            self.problems.add(problem)
        if self.saver.healthy:
            for problem in self.problems:
                self.app.polish.warn(None, topic=problem)
            self.problems.clear()
