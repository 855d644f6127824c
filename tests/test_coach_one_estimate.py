"""A decision's estimate is made once (game.felt.coach.estimating): the coach's panel, the button lit
for Enter (TableScene.lit) and a guided hand's tip (game.felt.guide_tips) each made their
own, on the frame loop for the last two, at every decision facing a bet."""

from __future__ import annotations

from collections import Counter

from test_enter_follows_the_coach import your_decisions
from test_ui_support import table_scene

from game.felt import coach as coach_module


def test_a_decision_facing_a_bet_is_estimated_once_for_the_panel_the_button_and_the_tip(app, monkeypatch):
    made: Counter[str] = Counter()  # estimates made, by the view (its moment's) they are for
    real = coach_module.estimate

    def counted(view):
        made[repr(view)] += 1
        return real(view)

    monkeypatch.setattr(coach_module, "estimate", counted)
    app.settings.coach = True
    scene = table_scene(app, profile="seven-card-stud", players=4, seed=5)
    faced = []
    for legal in your_decisions(app, scene):
        moment = repr(scene.table.view(0))
        for _ in range(10):  # the panel takes its figure in
            app.frame([], 0.1)
        if "call" in legal.kinds:
            faced.append(moment)
        scene.choose("call" if "call" in legal.kinds else "check")
        if len(faced) == 3:
            break
    assert len(faced) == 3, faced
    assert [made[moment] for moment in faced] == [1, 1, 1], (faced, made)
