"""The coach's panel shows its figure first each time it has a new one, and again when it comes
back from under something (game.felt.coach): a newcomer's play-test pressed H and, once H's notice
had gone from the panel's place, read "BABE SHOWS A PAIR" before "5% HIGH CARD" (the figure's
time had run out under the notice)."""

import pygame
from test_ui_coach import figure
from test_ui_support import run_until, table_scene

from game.felt.coach import FIGURE_SECONDS, HIDDEN_SECONDS, Coach


def test_the_figure_comes_first_whenever_the_panel_shows_it(app):
    scene = table_scene(app, profile="baseball", players=3, seed=4)
    run_until(app, lambda: scene.buttons is not None)
    scene.choose(next(kind for kind in ("check", "call") if kind in scene.table.legal_actions().kinds))
    assert scene.table.actor not in (None, 0)  # another decides: the whys go round (at your own
    # turn the figure holds still: test_coach_steady_while_you_decide)
    now = [0.0]
    coach = Coach(clock=lambda: now[0])
    figure(coach, scene.table)
    assert coach.why  # there is a why to show after the figure
    canvas = pygame.Surface(app.display.canvas.get_size())

    def drawn(seconds: float = 0.0) -> str:
        """The panel drawn every frame for `seconds`: what it says at the end."""
        end = now[0] + seconds
        while True:
            coach.draw(canvas, app.text)
            if now[0] >= end:
                return coach.words()[0]
            now[0] = min(end, now[0] + 0.05)

    now[0] = FIGURE_SECONDS + 1.0  # the figure's time spent with the panel not drawn (H's notice)
    assert "%" in drawn()  # its first showing: the figure
    assert "%" in drawn(FIGURE_SECONDS - 0.1)  # for its time
    assert drawn(0.2) == coach.why[0]  # then why
    now[0] += HIDDEN_SECONDS + 1.0  # hidden a while (a pot's result over it)
    assert "%" in drawn()  # back: the figure first again
    scene.leave()
    app.stack.reset(scene)
