"""No Peek's centre says who leads or what to beat only while the pot is played: a newcomer's
play-test of Midnight Baseball read "YOU LEAD: THREE JACKS" in the centre after Casey's three
queens were shown and won the pot."""

from __future__ import annotations

import pytest
from test_ui_replay import to_result
from test_ui_support import table_scene

from engine.events import Award, Showdown
from game.felt.centre_words import centre_lines
from game.telling.hints import Target


@pytest.mark.parametrize("profile", ["midnight-baseball", "night-baseball"])
@pytest.mark.parametrize("seed", [7])
def test_the_row_to_beat_is_said_no_more_once_the_pot_is_shown_down_or_won(app, profile, seed):
    app.settings.animation_speed = 4.0
    scene = table_scene(app, profile, players=3, seed=seed)
    model, director = scene.model, scene.director
    seen: list[tuple[str, Target | None]] = []  # (the fact played, the target after it)
    play = director.play

    def watched(fact):
        delay = play(fact)
        seen.append((type(fact).__name__, model.target))
        return delay

    director.play = watched
    to_result(app, scene)
    ends = [n for n, (kind, _) in enumerate(seen) if kind in (Showdown.__name__, Award.__name__)]
    assert ends and any(target for _, target in seen[: ends[0]])  # a row was said while it played
    assert all(target is None for _, target in seen[ends[0] :]), seen[ends[0] :]
    lines = centre_lines(model, True, scene.renderer.places.columns, None)
    assert not any("LEAD" in line or "BEAT" in line for line in lines), lines
