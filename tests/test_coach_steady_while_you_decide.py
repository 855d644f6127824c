"""The coach's words hold still while you decide (game.felt.coach): a newcomer's play-test read the
figure at their No Peek turn, and as they decided it gave way to "OTHERS HAVE 6 CARDS TO TURN" (the
panel's pages went round on a timer, the figure for 5 s and then each why). On the real table,
frame by frame, from the moment your buttons come until you act: the panel says one thing (or
THINKING..., then its figure once the estimate is in), never another, and is never empty."""

from __future__ import annotations

import pytest
from test_ui_support import settle, table_scene

from engine.money import mixed
from game.felt import coach as coach_module
from game.felt.coach import FIGURE_SECONDS, PAGE_SECONDS, THINKING
from game.felt.coach_why import COLUMNS

DT = 1 / 30
WAIT = FIGURE_SECONDS + 3 * PAGE_SECONDS + 1.0  # past the figure and three whys' turns
TURNS = 4


def said_through_each_turn(app, monkeypatch, profile: str, seed: int) -> list[list[str]]:
    """What the coach's panel drew, frame by frame, through each of your first TURNS decisions,
    each waited on for WAIT seconds of the coach's clock (a newcomer thinking it over)."""
    drawn: list[str] = []
    monkeypatch.setattr(coach_module, "coach_panel", lambda canvas, text, words, *rest: drawn.append(words))
    app.settings.coach = True
    scene = table_scene(app, profile=profile, players=4, seed=seed)
    now = [0.0]
    scene.coach.clock = lambda: now[0]
    turns: list[list[str]] = []
    for _frame in range(20000):
        if scene.buttons is not None:
            frames: list[str] = []
            for _ in range(round(WAIT / DT)):
                drawn.clear()
                now[0] += DT
                app.frame([], DT)  # (its update and draw, as the running program's)
                frames.append(drawn[-1] if drawn else "")
            turns.append(frames)
            legal = scene.table.legal_actions()
            scene.choose(
                next(kind for kind in ("check", "call", "turn", "pay", "bring_in") if kind in legal.kinds)
            )
            if len(turns) == TURNS:
                break
        now[0] += DT
        app.frame([], DT)
        settle(scene)
    scene.leave()
    app.stack.reset(scene)
    return turns


@pytest.mark.parametrize(
    ("profile", "seed"), [("night-baseball", 7), ("midnight-baseball", 3), ("baseball", 4)]
)
def test_the_coach_says_one_thing_from_your_turns_start_till_you_act(app, monkeypatch, profile, seed):
    turns = said_through_each_turn(app, monkeypatch, profile, seed)
    assert len(turns) == TURNS
    for frames in turns:
        said = list(dict.fromkeys(frames))  # each thing said, in the order first said
        if said[0].startswith(THINKING):  # the figure not ready when the buttons came
            said = said[1:]
        assert len(said) == 1 and "%" in said[0], said  # the figure, and only it, till you act
        assert frames[-1] == said[0]  # (still up after WAIT)


@pytest.mark.parametrize(("profile", "seed"), [("night-baseball", 7), ("baseball", 4)])
def test_at_your_turn_the_figure_says_what_it_is_over_its_reason_or_the_price(
    app, monkeypatch, profile, seed
):
    """A Hold'em newcomer read "46% YOU LEAD" as a contradiction, "5% HIGH CARD" as a hand's name,
    and worked out "1 to win 24" alone: at each turn the panel says "NN% TO WIN" over its reason,
    and facing a bet the pot beside the figure over the call's price."""
    drawn: list[str] = []
    monkeypatch.setattr(coach_module, "coach_panel", lambda canvas, text, words, *rest: drawn.append(words))
    app.settings.coach = True
    scene = table_scene(app, profile=profile, players=4, seed=seed)
    said: list[tuple[str, str, str]] = []
    for _frame in range(20000):
        if scene.buttons is not None and scene.coach.chance is not None:
            drawn.clear()
            app.frame([], DT)
            view = scene.table.view(0)
            said.append((drawn[-1], mixed(view.to_call), mixed(view.pot)))
            legal = scene.table.legal_actions()
            scene.choose(next(kind for kind in ("check", "call", "turn") if kind in legal.kinds))
            if len(said) == 5:
                break
        app.frame([], DT)
        settle(scene)
    scene.leave()
    app.stack.reset(scene)
    assert len(said) == 5
    for words, call, pot in said:
        figure, reason = words.split("\n")
        assert len(figure) <= COLUMNS and len(reason) <= COLUMNS, words
        if call != "0":
            assert figure.endswith(f"% TO WIN {pot}") and reason.startswith("CALL NEEDS "), words
        else:
            assert figure.endswith("% TO WIN") and reason, words  # ...over its reason
    assert any(call != "0" for _, call, _ in said), said  # a bet was faced
