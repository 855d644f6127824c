"""What start-up recovery and setting aside do to a file the game cannot use: a file or a
temporary file that cannot be read now is left with all its temporary files for the next start
(one of them may be its newest save); a damaged file is set aside before a recovered save takes
its place, never written over; a damaged file that cannot be set aside is written over by no save."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from test_faults_files import _temporary, unreadable  # noqa: F401  # the fixture, shared

from engine import safe_files
from game.play import hall_of_fame
from game.store import storage
from game.store.settings import Settings, load_settings, save_settings, settings_path


def _board(initials: str) -> str:
    entry = hall_of_fame.new_entry(initials, Fraction(5), "Baseball", 4, profile="baseball")
    return json.dumps([entry.to_json()])


@pytest.mark.parametrize("which", ["the file", "its newest temporary file"])
def test_nothing_is_swept_while_a_file_or_its_temporary_file_cannot_be_read(home, unreadable, which):  # noqa: F811
    folder = home / "data"
    folder.mkdir()
    hall = folder / "hall_of_fame.json"
    hall.write_text(_board("OLD"))
    newest = _temporary(folder, "hall_of_fame.json", _board("NEW"), age=-10)  # newer than the file
    torn = _temporary(folder, "hall_of_fame.json", '[{"initials": "HA', age=-5)
    readable_again = unreadable(hall if which == "the file" else newest)
    assert storage.recover(folder, {"hall_of_fame.json": storage.MAX_BYTES}) == []
    assert newest.exists() and torn.exists()  # the newest save may be in it: the next start decides
    readable_again()
    assert storage.recover(folder, {"hall_of_fame.json": storage.MAX_BYTES}) == [hall]
    assert [entry.initials for entry in hall_of_fame.load(hall)[0]] == ["NEW"]
    assert sorted(path.name for path in folder.iterdir()) == ["hall_of_fame.json"]


def test_a_damaged_file_is_set_aside_before_a_recovered_save_takes_its_place(home):
    folder = home / "data"
    folder.mkdir()
    hall = folder / "hall_of_fame.json"
    hall.write_text("not JSON at all")
    _temporary(folder, "hall_of_fame.json", _board("NEW"), age=-10)
    assert storage.recover(folder, {"hall_of_fame.json": storage.MAX_BYTES}) == [hall]
    (aside,) = folder.glob("hall_of_fame.json.damaged-*")
    assert aside.read_text() == "not JSON at all"


def test_a_damaged_file_that_cannot_be_set_aside_is_not_written_over(home, monkeypatch):
    def refuse(path, now=None):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(safe_files, "set_aside", refuse)
    hall = hall_of_fame.hall_path()
    hall.parent.mkdir(parents=True)
    hall.write_text('[{"initials": "BAD"}]')  # an entry left out: the good ones would be written again
    recorded = hall_of_fame.record(
        hall_of_fame.new_entry(hall_of_fame.UNNAMED, Fraction(3), "Baseball", 4, session="ab12")
    )
    assert not recorded.settled  # the session file keeps the result for a later start
    assert hall.read_text() == '[{"initials": "BAD"}]'
    settings = settings_path()
    settings.parent.mkdir(parents=True)
    settings.write_text("{damaged")
    assert load_settings()[0] == Settings()
    assert save_settings(Settings(fullscreen=True)) is not None
    assert settings.read_text() == "{damaged"
