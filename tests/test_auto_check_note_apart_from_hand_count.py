"""AUTO-CHECK's note under your buttons (AUTO-CHECK ON / A TURNS IT OFF) stands a small line's height
of felt over HAND 1 OF 8 at the rail, both in view (issue 31, a No Peek play-test: 6 pixels apart
the three read as one column, 'A TURNS IT OFF HAND 1 OF 8'). Night Baseball and No Peek, 3 and 5
players, both TEXT SIZEs (one canvas at 1920x1080 and 1280x720): AUTO-CHECK put on while the others
act, then your turn facing a bet; and the toggle's own note (ON: CHECKS IF / NO BET TO MEET)."""

from __future__ import annotations

import pytest
from test_ui_check_ahead import until_yours
from test_ui_support import settle, table_scene

from game.felt import layout
from game.felt.check_ahead import ON, ON_AT_YOUR_TURN
from game.platform.frame_log import FRAME
from game.platform.input import Input


def gap_over_the_count(notes: tuple[str, ...], where: str) -> list[str]:
    """The frame's `notes` lines and HAND n OF m: the count drawn, a small line's height under them."""
    texts = FRAME.texts()
    count = [item.rect for item in texts if item.text.startswith("HAND ")]
    lines = [item.rect for item in texts if item.text in notes]
    if not count or len(lines) != len(notes):
        return [f"{where}: HAND n OF m {count} or the note {lines} not drawn"]
    small = layout.LAYOUTS["normal"].small
    gap = count[0].top - max(line.bottom for line in lines)
    return [] if gap >= small else [f"{where}: the note {gap} px over HAND n OF m"]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("profile", ["night-baseball", "no-peek"])
def test_auto_checks_note_stands_a_line_over_the_hand_count(app, profile, players, size):
    app.settings.text_size, app.settings.reduced_motion = size, True
    scene = table_scene(app, profile=profile, players=players, seed=4)
    legal = until_yours(app, scene)
    scene.choose("check" if "check" in legal.kinds else "call")
    for _ in range(40):  # the others act: the toggle stands where your buttons did
        settle(scene)
        app.frame([], 0.05)
        if scene.ahead.menu is not None:
            break
    scene.handle(Input("key", key="a"))
    app.draw()
    where = f"{profile} x{players} {size}"
    problems = gap_over_the_count(ON, f"{where}, the toggle on")
    until_yours(app, scene)  # a bet to meet: your buttons, the note under them
    app.draw()
    problems += gap_over_the_count(ON_AT_YOUR_TURN, f"{where}, your turn")
    scene.leave()
    assert not problems, problems
