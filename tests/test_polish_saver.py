"""The session saver writes in a worker thread: the latest request wins, in order, and a frame
never waits for the disk."""

import json
import threading

from engine.actions import Action
from game.play import resume
from game.play.session import Session, direct_setup
from game.play.session_saver import SessionSaver
from game.store.settings import Settings


def table_after(decisions: int):
    session = Session(direct_setup(Settings(), "baseball", 3, 4))
    session.close()
    table = session.table
    for _ in range(decisions):
        legal = table.legal_actions()
        table.apply(Action(legal.seat, legal.kinds[0]))
    return session.setup, table


def saved_decisions() -> int:
    return len(json.loads(resume.resume_path().read_text())["decisions"])


def test_the_latest_request_wins_and_waiting_ones_are_skipped(home, monkeypatch):
    gate, written = threading.Event(), []
    real_write = resume.write

    def slow_write(data, path=None):
        gate.wait(5)  # the disk is slow: the first write blocks while more requests come
        written.append(len(data["decisions"]))
        return real_write(data, path)

    monkeypatch.setattr(resume, "write", slow_write)
    saver = SessionSaver()
    for count in (1, 2, 3, 4):
        saver.save(*table_after(count))  # returns at once though the disk is stuck
    gate.set()
    assert saver.flush() == []
    # the first may already be under way; 2 and 3 were replaced while they waited
    assert written in ([1, 4], [4]) and saved_decisions() == 4


def test_a_discard_after_a_save_leaves_no_file_and_a_save_after_a_discard_one(home):
    saver = SessionSaver()
    saver.save(*table_after(2))
    saver.discard()
    saver.flush()
    assert not resume.resume_path().exists()
    saver.discard()
    saver.save(*table_after(3))
    saver.flush()
    assert saved_decisions() == 3


def test_a_folder_that_cannot_be_written_gives_a_message(home):
    resume.resume_path().parent.parent.mkdir(parents=True, exist_ok=True)
    resume.resume_path().parent.write_text("a file where the folder should be")
    saver = SessionSaver()
    saver.save(*table_after(1))
    problems = saver.flush()
    assert len(problems) == 1 and "cannot save the game" in problems[0]
