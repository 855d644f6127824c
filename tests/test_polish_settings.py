"""Settings that last: a round trip through the file, and every kind of damage falls back to the
defaults with a message instead of a crash."""

import json
import os

import pytest

from game.store import storage
from game.store.settings import Settings, load_settings, save_settings, settings_from_json, settings_path

pytestmark = pytest.mark.usefixtures("home")  # every test here reads and writes the temporary home


def test_the_home_override_keeps_files_out_of_the_real_home(home):
    assert settings_path() == home / "config" / "settings.json"
    assert storage.data_dir() == home / "data"


def test_settings_round_trip_through_the_file():
    changed = Settings(
        fullscreen=True,
        animation_speed=2.0,
        volume=0.25,
        muted=True,
        four_colour_deck=True,
        crt_filter=True,
        coach=True,
        default_profile="midnight",
        default_players=6,
        default_style="maniac",
        default_difficulty="hard",
        opponents=[["balanced", "hard"], ["tight_passive", "easy"]],
    )
    assert save_settings(changed) is None
    loaded, problems = load_settings()
    assert loaded == changed and problems == []


@pytest.mark.parametrize(
    "lineup", [[["balanced"]], [["balanced", "expert"]], [["../x", "easy"]], [["balanced", "easy"]] * 8, "x"]
)
def test_a_line_up_of_opponents_that_is_not_one_falls_back_to_none_with_a_message(lineup):
    settings, problems = settings_from_json({"opponents": lineup, "muted": True})
    assert settings.opponents == [] and settings.muted
    assert len(problems) == 1 and "opponents" in problems[0]


def test_no_file_gives_the_defaults_quietly():
    assert load_settings() == (Settings(), [])


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"[1, 2, 3]", b"", b"null"])
def test_a_damaged_file_falls_back_to_the_defaults_with_a_message(content):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    settings, problems = load_settings()
    assert settings == Settings()
    assert len(problems) == 1 and "settings" in problems[0] and "default" in problems[0]


def test_an_unreadable_file_falls_back_with_a_message():
    path = settings_path()
    path.mkdir(parents=True)  # a folder where the file should be: reading fails with an OSError
    settings, problems = load_settings()
    assert settings == Settings() and "settings.json is a folder, not a regular file" in problems[0]
    assert path.is_dir()  # not a damaged file: nothing is moved


def test_one_bad_value_keeps_the_good_ones_and_names_the_key():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(
        json.dumps(
            {
                "volume": 7,
                "crt_filter": True,
                "animation_speed": "fast",
                "default_players": True,
                "from_the_future": 1,
            }
        )
    )
    settings, problems = load_settings()
    assert settings.crt_filter is True
    assert (settings.volume, settings.animation_speed, settings.default_players) == (0.8, 1.0, 4)
    assert sorted(p.split(":")[1].split()[0] for p in problems) == [
        "animation_speed",
        "default_players",
        "volume",
    ]


def test_a_write_is_atomic_and_leaves_no_temporary_file(monkeypatch):
    save_settings(Settings(volume=0.5))
    before = settings_path().read_text()

    def crash(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    assert "cannot save the settings" in save_settings(Settings(volume=0.1))
    assert settings_path().read_text() == before
    assert os.listdir(settings_path().parent) == ["settings.json"]
