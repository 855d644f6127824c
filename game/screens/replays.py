"""Opening a pot's replay (game.screens.scenes.replay) from where a table shows it: R (or a pad's Y)
at a pot's result, a line of the pause menu's LAST POTS."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.platform import sound
from game.platform.input import Button, Input
from game.play.pot_tape import PotTape
from game.screens import openers
from game.screens.scene import SceneHost

TO_THE_TABLE = "BACK TO THE TABLE"  # where Esc goes from a replay opened over a table (its result)
QUIT = "QUIT"  # the replay command's: nothing under it, Esc ends the program (it left a blank window)


def asks_replay(inp: Input) -> bool:
    return inp.is_(Button.REPLAY) or (inp.kind == "key" and inp.key == "r")


def replay_pot(
    app: SceneHost,
    tapes: Sequence[PotTape],
    hand: int,
    seat: int | None,
    keep_running: Callable[[float], None] | None = None,
    showing: Callable[[int], None] | None = None,
    back_to: str = TO_THE_TABLE,
) -> bool:
    """Replay pot `hand` of `tapes` (the last of that number: a night may hold several pot 5s),
    steps through the others from there; False, with the error sound, when it is not among them.
    `keep_running`: what runs under the replay each frame (a party's phones are answered);
    `showing`: told each pot's number as the replay shows it; `back_to`: where Esc goes from it."""
    index = next((n for n in range(len(tapes) - 1, -1, -1) if tapes[n].hand == hand), None)
    if index is None:
        sound.play("error")
        return False
    sound.play("select")
    app.push(
        openers.replay(
            tapes=tuple(tapes),
            start=index,
            seat=seat,
            keep_running=keep_running,
            showing=showing,
            back_to=back_to,
        )
    )
    return True
