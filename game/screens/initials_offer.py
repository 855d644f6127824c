"""The hall of fame's initials page, offered when a finished session earned a place on its board."""

from __future__ import annotations

from game.play import hall_of_fame
from game.screens import openers
from game.screens.scene import SceneHost


def offer_initials(app: SceneHost, entry: hall_of_fame.Entry | None) -> bool:
    """Open the initials page for the entry a finished session earned, already on file under
    UNNAMED initials (game.play.resume.finish); True when it did. None: the result did not make its
    board (or could not be recorded yet)."""
    if entry is None:
        return False
    entries, problems = hall_of_fame.load()
    for problem in problems:
        app.polish.warn(problem)
    app.push(
        openers.initials(
            entries=entries,
            net=entry.net,
            game=entry.game,
            players=entry.players,
            profile=entry.board,
            recorded=entry,
        )
    )
    return True
