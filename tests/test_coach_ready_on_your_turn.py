"""The coach is ready when the turn is yours (game.felt.coach): it estimates the table's newest
moment while the screen still shows the moves up to it, and shows the figure once they have
landed. A newcomer's play-test: the coach said THINKING on their own turn, every turn (its estimate
began only once the table had caught up, the moment the buttons came)."""

from __future__ import annotations

from concurrent.futures import Future

from test_ui_support import settle, table_scene

from game.felt import coach as coach_module

TAKES = 8  # frames an estimate takes (a slow TV's machine: an eighth of a second and more)


class SlowWorker:
    """The coach's worker, an estimate taking TAKES frames of the test's own counting."""

    def __init__(self) -> None:
        self.frame = 0
        self.jobs: list[tuple[int, Future, object]] = []

    def submit(self, fn, *args) -> Future:
        future: Future = Future()
        self.jobs.append((self.frame, future, lambda: fn(*args)))
        return future

    def tick(self) -> None:
        self.frame += 1
        for job in [job for job in self.jobs if self.frame - job[0] >= TAKES]:
            self.jobs.remove(job)
            if job[1].set_running_or_notify_cancel():
                job[1].set_result(job[2]())


def test_the_coach_has_its_figure_when_your_turn_comes(app, monkeypatch):
    worker = SlowWorker()
    monkeypatch.setattr(coach_module, "_WORKER", worker)
    app.settings.coach = True
    scene = table_scene(app, profile="night-baseball", players=4, seed=7)
    turns = []
    for _frame in range(6000):
        if scene.buttons is not None:
            app.frame([], 1 / 60)  # (the coach takes in what is ready at the next frame's update)
            turns.append(scene.coach.words()[0])
            legal = scene.table.legal_actions()
            scene.choose(next(k for k in ("check", "call", "turn") if k in legal.kinds))
            if len(turns) == 6:
                break
        app.frame([], 1 / 60)
        worker.tick()
        settle(scene)
    assert len(turns) == 6
    assert not [words for words in turns if words == "THINKING"], turns


def test_the_coachs_panel_says_its_figure_or_nothing_never_thinking(app, monkeypatch):
    """A newcomer's play-test at 31af39d still read THINKING on their own turn (a slow machine's
    estimate not ready yet): the panel shows the figure or nothing, whatever the worker's pace."""
    worker = SlowWorker()
    monkeypatch.setattr(coach_module, "_WORKER", worker)
    drawn: list[str] = []
    monkeypatch.setattr(coach_module, "coach_panel", lambda canvas, text, words, *rest: drawn.append(words))
    app.settings.coach = True
    scene = table_scene(app, profile="night-baseball", players=4, seed=7)
    turns = []
    for frame in range(6000):
        if frame % 3 == 0:  # a worker three times slower than the table: turns come before figures
            worker.tick()
        if scene.buttons is not None:
            drawn.clear()
            scene.draw(app.display.canvas)
            turns.append(list(drawn))
            legal = scene.table.legal_actions()
            scene.choose(next(k for k in ("check", "call", "turn") if k in legal.kinds))
            if len(turns) == 6:
                break
        app.frame([], 1 / 60)
        settle(scene)
    assert len(turns) == 6
    assert [] in turns, turns  # a turn came before its figure (the case the play-test met)
    assert all(words == [] or "%" in words[0] for words in turns), turns
