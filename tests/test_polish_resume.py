"""Resume: a session killed part-way through a pot continues on the next start from the end of its
last finished pot, with the same balances and dealer, and deals the interrupted pot from a fresh
shuffle (the player may have seen part of the old deck), the same way each time the same file is
continued, and again the same way after another interruption."""

import json
import signal
import subprocess
import sys
from pathlib import Path

import pygame
from test_ui_support import key, press

from engine.actions import Action
from engine.table import Table
from game import resume, storage
from game.scenes.table import TableScene
from game.scenes.title import TitleScene

CHILD = Path(__file__).with_name("polish_kill_child.py")


def killed_session(home):
    """Run the child until it kills itself mid-pot; returns every decision it had made."""
    decisions = home / "decisions.json"
    env = {"BASEBALL_POKER_HOME": str(home), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"}
    done = subprocess.run(
        [sys.executable, str(CHILD), str(decisions)], env=env, capture_output=True, timeout=120
    )
    assert done.returncode == -signal.SIGKILL, done.stderr.decode()[-2000:]
    return [Action(seat, kind) for seat, kind in json.loads(decisions.read_text())]


def test_a_killed_session_continues_from_its_last_finished_pot(home, polished):
    made = killed_session(home)
    saved, problems = resume.load()
    assert problems == [] and saved.pots_done == 2
    assert len(saved.decisions) < len(made) and made[: len(saved.decisions)] == saved.decisions

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
    # the finished pots replay as they were; the interrupted one comes from another deck
    done = reference.events.index(end_of_pot_2) + 1
    assert [e.to_json() for e in scene.table.events[:done]] == [e.to_json() for e in reference.events[:done]]
    dealt_again = scene.table.events[done]
    assert dealt_again.type == "hand_start" and dealt_again.hand == 3
    assert dealt_again.deck != start_of_pot_3.deck
    assert (
        Table.replayed(saved.setup.rules, scene.table.seats, saved.setup.seed, saved.decisions)
        .events[done]
        .deck
        == start_of_pot_3.deck
    )  # what the fix prevents
    # the re-seed is saved at once: closing again before the pot ends cannot bring that deck back either
    assert json.loads(resume.resume_path().read_text())["reseeds"] == [[2, "resume 1"]]


def _continue(app, saved) -> TableScene:
    scene = TableScene(app, resume.continued(saved))
    assert resume.fast_forward(scene, saved) is None
    return scene


def _play_pot(table) -> None:
    """Play on to the end of the pot in progress (the human's harmless moves for every seat)."""
    from test_polish_support import human_move

    target = table.hands_played + 1
    while table.hands_played < target:
        table.apply(Action(table.actor, human_move(table.legal_actions())))


def _saved_after_pots(app, pots: int):
    from game.scenes.setup import direct_setup

    scene = TableScene(app, direct_setup(app.settings, "baseball", 3, 21))
    for _ in range(pots):
        _play_pot(scene.table)
    assert resume.save(scene.setup, scene.table) is None
    return resume.resume_path().read_bytes()


def test_the_same_save_continued_twice_deals_the_same(home, polished):
    original = _saved_after_pots(polished, 2)
    runs = []
    for _ in range(2):
        resume.resume_path().write_bytes(original)  # each Continue rewrites the file with its re-seed
        saved, problems = resume.load()
        assert problems == []
        table = _continue(polished, saved).table
        _play_pot(table)
        runs.append([e.to_json() for e in table.events])
    assert runs[0] == runs[1]


def test_a_second_interruption_after_a_resume_continues_the_same_way(home, polished):
    _saved_after_pots(polished, 2)
    scene = _continue(polished, resume.load()[0])
    first = scene.table
    _play_pot(first)  # pot 3, dealt from the first re-seed
    assert resume.save(scene.setup, first) is None  # as the scene does at each hand_end
    first.apply(Action(first.actor, first.legal_actions().kinds[0]))  # into pot 4, then the game is killed
    saved, problems = resume.load()
    assert problems == [] and saved.pots_done == 3 and saved.setup.reseeds == ((2, "resume 1"),)
    again = _continue(polished, saved)
    second = again.table
    done = next(i for i, e in enumerate(first.events) if e.type == "hand_end" and e.hand == 3) + 1
    assert second.events[:done] == first.events[:done]  # pot 3 replays from the first re-seed's deck
    assert [seat.balance for seat in again.model.seats] == list(first.events[done - 1].balances)
    assert second.dealer == first.dealer and second.hands_played == 3
    assert second.events[done].deck != first.events[done].deck  # pot 4 afresh once more
    assert json.loads(resume.resume_path().read_text())["reseeds"] == [[2, "resume 1"], [3, "resume 2"]]


def test_a_version_1_save_still_continues(home, polished):
    _saved_after_pots(polished, 1)
    data = json.loads(resume.resume_path().read_text())
    del data["reseeds"]
    data["version"] = 1
    storage.write_json(resume.resume_path(), data)
    saved, problems = resume.load()
    assert problems == [] and saved.pots_done == 1 and saved.setup.reseeds == ()
    assert _continue(polished, saved).table.hands_played == 1


def test_progress_is_saved_after_every_pot_and_forgotten_at_the_end(home, polished):
    from test_polish_support import human_move
    from test_ui_support import table_scene

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


def test_a_damaged_or_outdated_save_is_discarded_with_a_message(home, polished, capsys):
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


def test_a_save_whose_decisions_no_longer_replay_is_refused(home, polished):
    scene = TableScene(
        polished,
        __import__("game.scenes.setup", fromlist=["x"]).direct_setup(polished.settings, "baseball", 3, 9),
    )
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
