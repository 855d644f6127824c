"""Resume: a session killed part-way through a pot continues on the next start from the end of its
last finished pot, with the same balances and dealer, and plays on exactly as it would have."""

import json
import signal
import subprocess
import sys
from pathlib import Path

import pygame

from engine.actions import Action
from engine.table import Table
from game import resume, storage
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from test_polish_support import home, polished  # noqa: F401
from test_ui_support import key, press

CHILD = Path(__file__).with_name("polish_kill_child.py")


def killed_session(home):  # noqa: F811
    """Run the child until it kills itself mid-pot; returns every decision it had made."""
    decisions = home / "decisions.json"
    env = {"BASEBALL_POKER_HOME": str(home), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"}
    done = subprocess.run([sys.executable, str(CHILD), str(decisions)], env=env, capture_output=True, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr.decode()[-2000:]
    return [Action(seat, kind) for seat, kind in json.loads(decisions.read_text())]


def test_a_killed_session_continues_from_its_last_finished_pot(home, polished):  # noqa: F811
    made = killed_session(home)
    saved, problems = resume.load()
    assert problems == [] and saved.pots_done == 2
    assert len(saved.decisions) < len(made) and made[:len(saved.decisions)] == saved.decisions

    reference = Table(saved.setup.rules, TableScene(polished, saved.setup).table.seats, saved.setup.seed)
    for action in made:
        reference.apply(action)
    end_of_pot_2 = [e for e in reference.events if e.type == "hand_end"][1]
    start_of_pot_3 = next(e for e in reference.events if e.type == "hand_start" and e.hand == 3)

    polished.stack.push(TitleScene(polished))
    polished.stack.apply_requests()
    press(polished, key(pygame.K_RETURN))  # PRESS START: the menu opens on CONTINUE
    title = polished.stack.top
    assert title.menu.current.label == "CONTINUE" and "pot 3 of 8" in title.menu.current.detail
    press(polished, key(pygame.K_RETURN))
    scene = polished.stack.top
    assert isinstance(scene, TableScene)
    assert [seat.balance for seat in scene.model.seats] == list(end_of_pot_2.balances)
    assert scene.table.dealer == start_of_pot_3.dealer and scene.table.hands_played == 2
    # the next pot is dealt as before, and the same decisions lead to the same events
    for action in made[len(saved.decisions):]:
        scene.table.apply(action)
    assert [e.to_json() for e in scene.table.events] == [e.to_json() for e in reference.events]


def test_progress_is_saved_after_every_pot_and_forgotten_at_the_end(home, polished):  # noqa: F811
    from test_ui_support import table_scene
    from test_polish_support import human_move

    polished.settings.animation_speed = 4.0
    scene = table_scene(polished, players=2, seed=4, pots=2)
    saved_pots = []
    for _ in range(20000):
        if scene not in polished.stack.scenes:  # the standings (and the initials) took its place
            break
        polished.frame([], 0.05)
        if resume.resume_path().exists():
            pots = json.loads(resume.resume_path().read_text())["pots_done"]
            if not saved_pots or saved_pots[-1] != pots:
                saved_pots.append(pots)
        if polished.stack.top is scene and scene.buttons is not None:
            scene.choose(human_move(scene.table.legal_actions()))
    assert saved_pots == [0, 1]
    assert not resume.resume_path().exists()
    assert type(polished.stack.top).__name__ == "InitialsScene"  # an empty hall of fame takes any result


def test_a_damaged_or_outdated_save_is_discarded_with_a_message(home, polished, capsys):  # noqa: F811
    path = resume.resume_path()
    for content in ("{broken", json.dumps({"version": 99}), ""):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content)
        polished.stack.reset(TitleScene(polished))
        press(polished)
        labels = [item.label for item in polished.stack.top.menu.items]
        assert "CONTINUE" not in labels and "HALL OF FAME" in labels
        assert not path.exists()
        assert "saved session" in polished.polish.toasts[-1].text


def test_a_save_whose_decisions_no_longer_replay_is_refused(home, polished):  # noqa: F811
    scene = TableScene(polished, __import__("game.scenes.setup", fromlist=["x"]).direct_setup(
        polished.settings, "baseball", 3, 9))
    table = scene.table
    while table.hands_played < 1:
        legal = table.legal_actions()
        table.apply(Action(legal.seat, "call" if "call" in legal.kinds else legal.kinds[0]))
    assert resume.save(scene.setup, table) is None
    saved, problems = resume.load()
    assert saved is not None and problems == []
    data = json.loads(resume.resume_path().read_text())
    data["balances"][0] = "1000"
    storage.write_json(resume.resume_path(), data)
    saved, problems = resume.load()
    assert saved is None and "does not reach the saved balances" in problems[0]
