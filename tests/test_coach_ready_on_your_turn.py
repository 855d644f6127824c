"""The coach is ready when the turn is yours (game.felt.coach): it estimates the table's newest
moment while the screen still shows the moves up to it, and shows the figure once they have
landed. A newcomer's play-test: the coach said THINKING on their own turn, every turn (its estimate
began only once the table had caught up, the moment the buttons came)."""

from __future__ import annotations

from concurrent.futures import Future

from test_ui_support import settle, table_scene

from game.felt import coach as coach_module
from game.felt.coach import THINKING
from game.platform import palette

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
    assert not [words for words in turns if words == THINKING], turns


def test_at_your_turn_the_coachs_panel_is_never_empty(app, monkeypatch):
    """A newcomer's play-test saw their buttons with no coach (its estimate takes up to 0.43 s on a
    loaded machine): from the buttons' first frame the panel says its figure, or till it is ready a
    quiet THINKING..., over the chance a call needs facing a bet. (At 31af39d a newcomer read
    THINKING at every move as the coach not keeping up: while others act it still says nothing.)"""
    worker = SlowWorker()
    monkeypatch.setattr(coach_module, "_WORKER", worker)
    drawn: list[tuple[str, tuple]] = []
    monkeypatch.setattr(
        coach_module, "coach_panel", lambda canvas, text, words, colour, *rest: drawn.append((words, colour))
    )
    app.settings.coach = True
    scene = table_scene(app, profile="night-baseball", players=4, seed=7)
    turns, others = [], []
    for frame in range(6000):
        # a worker twenty times slower than the table: turns come before figures (three times slower
        # finished in the second the table held before a No Peek turner's first card, 59eabe60; ten
        # times slower in the two seconds it holds "X TURNS NEXT" where a person sits, ebe1367b)
        if frame % 20 == 0:
            worker.tick()
        drawn.clear()
        scene.draw(app.display.canvas)
        if scene.buttons is not None:
            turns.append((list(drawn), scene.table.view(0).to_call))
            legal = scene.table.legal_actions()
            scene.choose(next(k for k in ("check", "call", "turn") if k in legal.kinds))
            if len(turns) == 8:
                break
        elif scene.table.actor != 0:
            others.extend(words for words, _ in drawn)
        app.frame([], 1 / 60)
        settle(scene)
    assert len(turns) == 8
    assert all(drawn for drawn, _ in turns), turns  # never empty
    thinking = [(drawn[0], to_call) for drawn, to_call in turns if "%" not in drawn[0][0].split("\n")[0]]
    assert thinking, turns  # a turn came before its figure (the case the play-test met)
    for (words, colour), to_call in thinking:
        assert words.startswith(THINKING) and colour == palette.GREY, words
        assert ("\nCALL NEEDS " in words) == bool(to_call), words
    assert THINKING not in " ".join(others)  # (while others act: the figure or nothing, as before)
