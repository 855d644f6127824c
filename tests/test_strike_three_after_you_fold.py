"""A moment's banner stays up its whole reading time in a pot you are out of (a newcomer's Night
Baseball play-test folded early and saw STRIKE THREE! go by too fast to read): the solo table plays
the rest of the pot FOLDED_PACE times faster, and the banner and its hold had counted down at that
pace, BANNER_TIME's 2.2 s on screen for 1.1 s (with its meaning, 4.4 s for 2.2 s). The banner is
read at the ANIMATION SPEED chosen, as the log's lines are, and the table holds for it."""

from __future__ import annotations

from test_ui_folded_pace import fold_first_chance
from test_ui_support import settle, table_scene

from game.felt.pacing import FOLDED_PACE
from game.telling.hints import STRIKEOUT
from game.telling.table_moments import BANNER_TIME

FRAME = 1 / 30


def banners_after_the_fold(app) -> list[tuple[str, bool, float]]:
    """Night Baseball, four seats, seed 2 (two players strike out after your fold): each banner
    shown till the pot's result, (its words, whether its meaning followed, real seconds up)."""
    scene = table_scene(app, profile="night-baseball", players=4, seed=2)
    fold_first_chance(app, scene)
    effects = scene.player.effects
    shown: list[tuple[str, bool, float]] = []
    up = 0.0  # the banner on screen now: real seconds so far
    while not scene.showing_result:
        assert len(shown) < 10 and scene.session.time < 600
        settle(scene)
        app.frame([], FRAME)
        assert scene.out_of_pot and scene.speed == FOLDED_PACE * app.settings.animation_speed
        if effects.banner_left > 0:
            if not up:
                words, meaning = effects.banner, bool(effects.meaning)
            up += FRAME
        elif up:
            shown.append((words, meaning, up))
            up = 0.0
    return shown


def test_strike_three_stays_up_its_reading_time_after_you_fold(app):
    shown = banners_after_the_fold(app)
    strikes = [banner for banner in shown if banner[0] == STRIKEOUT]
    # measured before: 2.2 s for the first (with its meaning) and 1.13 s for the second; now 4.43, 2.2
    assert len(strikes) == 2 and strikes[0][1] and not strikes[1][1], shown
    for _, meaning, up in shown:
        assert up >= (2 if meaning else 1) * BANNER_TIME - FRAME, shown
