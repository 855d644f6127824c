"""The files a player keeps, when the disk misbehaves: a file that cannot be read now is left exactly
as it is (never set aside, written over or removed) and read again at the next start, with one
message; a finished session's entry is on file before the session file goes; interrupted saves
are recovered when whole and newer, and swept otherwise; lasting warnings are said once; a file
where a folder should be is named as such; keys a newer version wrote are kept.

A read error is injected by making `os.open` fail with EIO for the chosen file (tests run as root,
so permissions alone would not stop a read)."""

from __future__ import annotations

import errno
import json
import os
import time
from fractions import Fraction

import pytest
from test_polish_support import deal_held, human_move
from test_ui_support import press

from engine import safe_files
from engine.actions import Action
from game.play import hall_of_fame, resume
from game.play.session import direct_setup
from game.screens.scenes.title import TitleScene
from game.screens.table_scene import TableScene
from game.store import storage
from game.store.settings import Settings, load_settings, save_settings, settings_path


@pytest.fixture
def unreadable(monkeypatch):
    """unreadable(path): from now on opening `path` fails with an I/O error; returns a function
    that makes it readable again."""
    real_open = os.open
    broken: set[str] = set()

    def failing_open(path, flags, *args, **kwargs):
        if os.path.abspath(path) in broken:
            raise OSError(errno.EIO, os.strerror(errno.EIO), str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(safe_files.os, "open", failing_open)

    def make(path):
        broken.add(os.path.abspath(path))
        return lambda: broken.discard(os.path.abspath(path))

    yield make
    storage._held.clear()


def title_labels(app):
    app.stack.reset(TitleScene(app))
    press(app)
    return [item.label for item in app.stack.top.menu.items]


def saved_mid_pot(app, decisions=6):
    scene = TableScene(app, direct_setup(app.settings, "baseball", 3, 21))
    scene.leave()
    table = scene.table
    while len(table.decisions) < decisions:
        table.apply(Action(table.actor, human_move(table.legal_actions())))
    assert resume.save(scene.setup, table) is None
    return table


def test_a_saved_session_that_cannot_be_read_now_is_kept_and_continues_later(polished, unreadable):
    saved_mid_pot(polished)
    path = resume.resume_path()
    before = path.read_bytes()
    readable_again = unreadable(path)
    for _ in range(2):  # the title is built again: the message is not repeated
        assert "CONTINUE" not in title_labels(polished)
    messages = [toast.text for toast in polished.polish.toasts]
    assert len(messages) == 1 and "session.json cannot be read" in messages[0] and "next start" in messages[0]
    # a new table does not save over it (and says so once)
    scene = TableScene(polished, direct_setup(polished.settings, "baseball", 3, 5))
    polished.stack.push(scene)
    for _ in range(3):
        scene.host.act(scene.table.actor, human_move(scene.table.legal_actions()))
        scene.saving.flush()
    assert path.read_bytes() == before and list(path.parent.glob("session.json.damaged-*")) == []
    assert sum("game is not saved" in toast.text for toast in polished.polish.toasts) == 1
    readable_again()
    assert "CONTINUE" in title_labels(polished)


def test_a_hall_of_fame_that_cannot_be_read_is_never_written_over(polished, unreadable):
    hall_of_fame.save([hall_of_fame.new_entry("OLD", Fraction(50), "Baseball", 4, profile="baseball")])
    path = hall_of_fame.hall_path()
    before = path.read_bytes()
    readable_again = unreadable(path)
    win = hall_of_fame.new_entry(
        hall_of_fame.UNNAMED, Fraction(9), "Baseball", 4, profile="baseball", session="c0ffee"
    )
    recorded = hall_of_fame.record(win)
    assert recorded.entry is None and not recorded.settled and "cannot be read" in recorded.problems[0]
    problems = hall_of_fame.rename(win, "ACE")[2]
    assert any("not saved" in problem for problem in problems)
    assert path.read_bytes() == before and list(path.parent.glob("hall_of_fame.json.damaged-*")) == []
    readable_again()
    assert hall_of_fame.record(win).settled  # the next start records it
    assert [e.initials for e in hall_of_fame.load()[0]] == ["OLD", hall_of_fame.UNNAMED]


def test_a_finished_session_stays_on_file_until_its_entry_is_recorded(polished, unreadable):
    """The crash between the last decision and END: the result is on file before the session file
    goes, and the next start records it; a new game in this run (PLAY AGAIN) is not saved over it."""
    scene = TableScene(polished, direct_setup(polished.settings, "baseball", 2, 4))
    scene.leave()
    table = scene.table
    while not table.is_over:
        if deal_held(table):
            continue
        table.apply(
            Action(
                table.actor,
                "call" if "call" in table.legal_actions().kinds else table.legal_actions().kinds[0],
            )
        )
    snapshot = resume.snapshot(scene.setup, table)
    entry = resume.ending_entry(snapshot, table)
    readable_again = unreadable(hall_of_fame.hall_path())
    hall_of_fame.hall_path().parent.mkdir(parents=True, exist_ok=True)
    hall_of_fame.hall_path().write_text("[]")
    ending = resume.finish(snapshot, entry)
    assert not ending.settled and resume.resume_path().exists()  # kept: the result is not lost
    assert any("later start" in problem for problem in ending.problems)
    kept = resume.resume_path().read_bytes()
    again = TableScene(polished, direct_setup(polished.settings, "baseball", 2, 5))  # PLAY AGAIN
    assert "finished game" in (resume.save(again.setup, again.table) or "")  # not over it, said why
    assert resume.resume_path().read_bytes() == kept
    readable_again()
    storage._held.clear()
    saved = resume.load()[0]  # the next start
    assert saved is None and not resume.resume_path().exists()
    wins = entry.net > 0
    assert [e.session for e in hall_of_fame.load()[0]] == ([entry.session] if wins else [])


def test_settings_that_cannot_be_read_are_not_overwritten_by_a_change(polished, unreadable):
    save_settings(Settings(volume=0.3))
    before = settings_path().read_bytes()
    unreadable(settings_path())
    settings, notes = load_settings()
    assert settings == Settings() and "settings.json cannot be read" in notes[0]
    polished.polish.persist()
    for volume in (0.1, 0.2):
        polished.settings.volume = volume
        polished.polish.frame(0.01)
    assert settings_path().read_bytes() == before
    assert [toast.text for toast in polished.polish.toasts].count(
        "the settings are not saved: settings.json could not be read, so it is left as it is until the next start"
    ) == 1


def test_a_warning_that_stays_true_is_said_once_and_again_after_it_changed(polished):
    folder = resume.resume_path().parent
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the data folder should be")
    scene = TableScene(polished, direct_setup(polished.settings, "baseball", 3, 5))
    polished.stack.push(scene)
    for _ in range(4):
        scene.host.act(scene.table.actor, human_move(scene.table.legal_actions()))
        scene.saving.flush()
    said = [toast.text for toast in polished.polish.toasts]
    assert len(said) == 1 and said[0].endswith(f"{folder} is a file, not a folder"), said
    assert "File exists" not in said[0]
    folder.unlink()  # fixed: saving works, and a new failure would be said again
    scene.host.act(scene.table.actor, human_move(scene.table.legal_actions()))
    scene.saving.flush()
    assert scene.saving.problems == set() and said[0] not in polished.polish.warnings


def test_a_config_folder_that_is_a_file_is_named_as_such(home):
    (home / "config").write_text("not a folder")
    problem = save_settings(Settings())
    assert (
        problem == f"cannot save the settings to {home / 'config'}: {home / 'config'} is a file, not a folder"
    )


def test_keys_a_newer_version_wrote_are_kept(home):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"volume": 0.5, "haptics": {"strength": 2}, "theme": "night"}))
    settings, problems = load_settings()
    assert problems == [] and settings.volume == 0.5
    settings.volume = 0.25
    assert save_settings(settings) is None
    data = json.loads(path.read_text())
    assert data["haptics"] == {"strength": 2} and data["theme"] == "night" and data["volume"] == 0.25

    entry = hall_of_fame.new_entry("NEW", Fraction(3), "Baseball", 4, profile="baseball").to_json()
    hall = hall_of_fame.hall_path()
    hall.parent.mkdir(parents=True)
    hall.write_text(json.dumps([{**entry, "avatar": "cat", "replay": [1, 2]}]))
    entries, problems = hall_of_fame.load()
    assert problems == [] and entries[0].unknown == {"avatar": "cat", "replay": [1, 2]}
    later = hall_of_fame.new_entry("TOP", Fraction(9), "Baseball", 4, profile="baseball")
    assert hall_of_fame.save(hall_of_fame.insert(entries, later)[0]) is None
    kept = [item for item in json.loads(hall.read_text()) if item["initials"] == "NEW"]
    assert kept[0]["avatar"] == "cat" and kept[0]["replay"] == [1, 2]


def _temporary(folder, name, text, age=0.0):
    path = folder / f".{name}.abcd1234.tmp"
    while path.exists():
        path = folder / f".{name}.{os.urandom(4).hex()}.tmp"
    path.write_text(text)
    stamp = time.time() - age
    os.utime(path, (stamp, stamp))
    return path


def test_interrupted_saves_are_recovered_when_whole_and_newer_and_swept_otherwise(home):
    folder = home / "data"
    folder.mkdir()
    hall = folder / "hall_of_fame.json"
    hall.write_text("[]")
    os.utime(hall, (time.time() - 60, time.time() - 60))
    board = [hall_of_fame.new_entry("WON", Fraction(5), "Baseball", 4, profile="baseball").to_json()]
    newer = _temporary(
        folder, "hall_of_fame.json", json.dumps(board), age=10
    )  # killed just before the rename
    _temporary(folder, "hall_of_fame.json", '[{"initials": "HA', age=5)  # killed mid-write: not whole
    _temporary(folder, "hall_of_fame.json", "[]", age=120)  # older than the file
    _temporary(folder, "session.json", '{"version": 3', age=1)  # half a session, no session file
    recovered = storage.recover(
        folder, {"hall_of_fame.json": storage.MAX_BYTES, "session.json": resume.MAX_BYTES}
    )
    assert recovered == [hall] and not newer.exists()
    assert [e.initials for e in hall_of_fame.load()[0]] == ["WON"]
    assert sorted(path.name for path in folder.iterdir()) == [
        "hall_of_fame.json"
    ]  # every temporary file gone


def test_a_temporary_file_is_never_recovered_over_a_file_that_cannot_be_read(home, unreadable):
    folder = home / "data"
    folder.mkdir()
    hall = folder / "hall_of_fame.json"
    hall.write_text('[{"kept": "as it is"}]')
    os.utime(hall, (time.time() - 60, time.time() - 60))
    _temporary(folder, "hall_of_fame.json", "[]")
    unreadable(hall)
    assert storage.recover(folder, {"hall_of_fame.json": storage.MAX_BYTES}) == []
    assert hall.read_text() == '[{"kept": "as it is"}]'


# ---------------------------------------------------------------- files that are links (dotfile managers)


@pytest.fixture
def dotfiles(home):
    """A dotfile manager's folder, with settings.json and hall_of_fame.json linked into the game's
    folders (one absolute link, one relative)."""
    kept = home / "dotfiles"
    kept.mkdir()
    (home / "config").mkdir()
    (home / "data").mkdir()
    (kept / "settings.json").write_text(json.dumps({"volume": 0.5}))
    (kept / "hall_of_fame.json").write_text("[]")
    settings_path().symlink_to(kept / "settings.json")
    hall_of_fame.hall_path().symlink_to(os.path.join("..", "dotfiles", "hall_of_fame.json"))
    return kept


def test_a_save_writes_through_a_link_to_its_target(dotfiles):
    settings, problems = load_settings()
    assert problems == [] and settings.volume == 0.5
    settings.volume = 0.25
    assert save_settings(settings) is None
    entry = hall_of_fame.new_entry("LNK", Fraction(5), "Baseball", 4, profile="baseball")
    assert hall_of_fame.save([entry]) is None
    for path in (settings_path(), hall_of_fame.hall_path()):
        assert path.is_symlink(), f"{path.name} was replaced by a regular file"
    assert json.loads((dotfiles / "settings.json").read_text())["volume"] == 0.25
    assert [item["initials"] for item in json.loads((dotfiles / "hall_of_fame.json").read_text())] == ["LNK"]
    # no temporary file left, beside the targets or the links
    assert sorted(p.name for p in dotfiles.iterdir()) == ["hall_of_fame.json", "settings.json"]


def test_a_damaged_file_behind_a_link_is_set_aside_beside_its_target_and_the_link_stays(dotfiles):
    (dotfiles / "settings.json").write_text("{not json")
    settings, problems = load_settings()
    assert len(problems) == 1 and "it is kept as" in problems[0] and str(dotfiles) in problems[0]
    assert settings_path().is_symlink()
    assert [p.name.startswith("settings.json.damaged-") for p in dotfiles.iterdir()].count(True) == 1
    assert save_settings(settings) is None
    assert settings_path().is_symlink() and json.loads((dotfiles / "settings.json").read_text())


def test_an_interrupted_save_through_a_link_is_recovered_beside_its_target(dotfiles, home):
    hall = dotfiles / "hall_of_fame.json"
    os.utime(hall, (time.time() - 60, time.time() - 60))
    board = [hall_of_fame.new_entry("WON", Fraction(5), "Baseball", 4, profile="baseball").to_json()]
    _temporary(dotfiles, "hall_of_fame.json", json.dumps(board), age=10)
    assert storage.recover(home / "data", {"hall_of_fame.json": storage.MAX_BYTES}) == [hall]
    assert hall_of_fame.hall_path().is_symlink() and [e.initials for e in hall_of_fame.load()[0]] == ["WON"]
    assert sorted(p.name for p in dotfiles.iterdir()) == ["hall_of_fame.json", "settings.json"]


def test_a_link_to_a_pipe_or_a_loop_is_not_followed(home):
    (home / "config").mkdir()
    pipe = home / "pipe"
    os.mkfifo(pipe)
    settings_path().symlink_to(pipe)
    assert save_settings(Settings()) is None
    assert not settings_path().is_symlink() and json.loads(settings_path().read_text())  # the link replaced
    assert pipe.is_fifo()  # and the pipe left alone
    hall = hall_of_fame.hall_path()
    hall.parent.mkdir()
    (home / "data" / "other.json").symlink_to(hall)
    hall.symlink_to(home / "data" / "other.json")
    assert hall_of_fame.save([]) is None
    assert not hall.is_symlink() and json.loads(hall.read_text()) == []
