"""H says what it did (game.felt.coach_notice): a newcomer's play-test pressed H and saw nothing
change (the coach off shows nothing; on, nothing until it has a figure). For a moment the coach's
place at the bottom left says [H] COACH: OFF (or ON), fading, at every TEXT SIZE, clear of
everything else on the table (Midnight's five lines of game information too); HOW TO PLAY's keys say what H does."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_support import letter, press, run_until, table_scene

from game.felt.coach_notice import SAID_OFF, SAID_ON, SECONDS
from game.platform.frame_log import FRAME
from game.screens.scenes.howto import CONTROLS


def said(app) -> list[str]:
    """The notice on the screen now, if any."""
    app.draw()
    return [item.text for item in FRAME.texts() if item.text in (SAID_ON, SAID_OFF)]


@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball"])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_h_says_the_coach_went_on_or_off_for_a_moment(app, size, profile):
    app.settings.text_size = size
    scene = table_scene(app, profile, players=3, seed=2)
    run_until(app, lambda: scene.buttons is not None and scene.caught_up)
    assert said(app) == []
    press(app, letter("h"))
    shown = said(app)
    assert frame_problems(f"coach on, {profile}, {size}") == []
    # (the figure, once the worker has it, takes the notice's place: test_h_on_shows_the_figure_...)
    assert app.settings.coach and shown == ([] if scene.coach.says else [SAID_ON])
    press(app, letter("h"))
    shown = said(app)
    assert frame_problems(f"coach off, {profile}, {size}") == []
    assert not app.settings.coach and shown == [SAID_OFF]
    press(app, frames=int(SECONDS / 0.05) - 4, dt=0.05)  # still up, fading
    assert said(app) == [SAID_OFF]
    press(app, frames=6, dt=0.05)
    assert said(app) == []  # gone
    assert scene.buttons is not None  # the key is no move


@pytest.mark.parametrize("size", ["normal", "large"])
def test_h_on_shows_the_figure_as_soon_as_it_is_ready_not_after_the_notice(app, size):
    """A newcomer's play-test pressed H mid-hand and read [H] COACH: ON for seconds with the figure
    ready under it (shot_27, then 28): the figure takes the notice's place as soon as it is ready,
    the figure first (not a why), and OFF's notice stays its whole time (nothing to show then)."""
    app.settings.text_size = size
    scene = table_scene(app, "baseball", players=3, seed=2)
    run_until(app, lambda: scene.buttons is not None and scene.caught_up)
    press(app, letter("h"))
    run_until(app, lambda: scene.coach.says, limit=20000, dt=0.0001)  # (the worker: real time)
    assert scene.coach_said.up  # still within the notice's time...
    app.draw()
    shown = [item.text for item in FRAME.texts()]
    figure = scene.coach.line()[0].removeprefix("COACH: ").split("\n")[0]
    assert "%" in figure and figure in shown and SAID_ON not in shown, shown  # ...the figure, not it
    assert frame_problems(f"coach figure after H, {size}") == []


def test_how_to_plays_keys_say_what_h_does():
    assert any("H  coach on / off" in line for line in CONTROLS)
