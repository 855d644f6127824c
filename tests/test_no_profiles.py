"""No usable rule profile at all (the shipped files missing, every user file broken): nothing
crashes; the game menu and HOW TO PLAY say why, attract mode keeps the title up, the commands say so
plainly."""

import random

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import key, press

from engine import profile, profiles_command, simulate
from game.platform.frame_log import FRAME
from game.screens import attract
from game.screens.scenes.howto import CONTROLS, HowToScene
from game.screens.scenes.setup import ProfileScene
from game.screens.scenes.title import TitleScene


@pytest.fixture
def nothing_shipped(tmp_path, monkeypatch):
    """The shipped profiles folder is empty, as in an install that lost its data files."""
    folder = tmp_path / "shipped"
    folder.mkdir()
    monkeypatch.setattr(profile, "SHIPPED_DIR", folder)
    return folder


@pytest.fixture
def only_broken_user_files(tmp_path, monkeypatch):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "house.yaml").write_text("name: House\nplayers: {max: 99}\n", encoding="utf-8")
    (folder / "typo.yaml").write_text("name: Typo\nwild_rank: ['3']\n", encoding="utf-8")
    monkeypatch.setenv(profile.USER_DIR_ENV, str(folder))
    return folder


def show(app, scene):
    app.stack.push(scene)
    app.stack.apply_requests()
    press(app)
    return scene


def test_an_empty_list_gives_a_menu_that_says_where_it_looked(app, nothing_shipped):
    scene = show(app, ProfileScene(app))
    [item] = scene.menu.items
    assert item.label == "NO GAMES FOUND" and not item.enabled
    assert str(nothing_shipped) in scene.detail() and str(profile.user_profile_dir()) in scene.detail()
    press(app, key(pygame.K_RETURN), key(pygame.K_DOWN), key(pygame.K_UP), key(pygame.K_RETURN))
    assert app.stack.top is scene  # nothing to choose, nothing broken
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is not scene


def test_only_broken_profiles_are_listed_each_with_its_message(app, nothing_shipped, only_broken_user_files):
    scene = show(app, ProfileScene(app))
    assert [item.label for item in scene.menu.items] == ["HOUSE (BROKEN)", "TYPO (BROKEN)"]
    assert not any(item.enabled for item in scene.menu.items)
    assert "players.max" in scene.detail()
    press(app, key(pygame.K_DOWN))
    assert "wild_rank" in scene.detail()
    press(app, key(pygame.K_RETURN))
    assert app.stack.top is scene


@pytest.mark.parametrize("size", ["normal", "large"])
def test_how_to_play_says_why_then_the_keys_on_a_page_of_their_own(app, nothing_shipped, size):
    """(Drawn over the keys, the reason ran down through them and the footer at TEXT SIZE large.)"""
    app.settings.text_size = size
    howto = HowToScene(app)
    app.stack.push(howto)
    app.stack.apply_requests()
    said = []
    pages = len(howto.pages())
    for _ in range(pages):
        FRAME.clear()
        app.draw()
        assert frame_problems(f"no profiles, {size}, page {howto.page + 1}") == []
        said.append(" ".join(item.text for item in FRAME.texts()))
        press(app, key(pygame.K_DOWN))
    assert str(nothing_shipped) in "".join(said[:-1]).replace(" ", ""), said
    assert all(line in said[-1] for line in CONTROLS) and f"PAGE {pages} OF {pages}" in said[-1]


@pytest.mark.parametrize("broken_too", [False, True])
def test_attract_mode_keeps_the_title_when_no_profile_is_usable(
    polished, nothing_shipped, broken_too, request
):
    if broken_too:
        request.getfixturevalue("only_broken_user_files")
    show(polished, TitleScene(polished))
    shown = []  # the top scene after each second, while idle for three times the idle wait
    for _ in range(3 * round(attract.IDLE_BEFORE)):
        polished.frame([], 1)
        shown.append(type(polished.stack.top).__name__)
    assert "DemoTable" not in shown  # the demo page is skipped: nothing usable to demo
    pages = shown.index("HowToScene"), shown.index("HallOfFameScene")
    assert "TitleScene" in shown[pages[1] :]  # the title shows instead of the demo, and the cycle goes on
    assert attract.demo_setup(random.Random(1)) is None


def test_the_commands_report_an_empty_list_without_a_traceback(nothing_shipped, capsys):
    assert profiles_command.main([]) == 0
    assert "0 profiles, 0 usable" in capsys.readouterr().out
    assert simulate.main(["--profile", "baseball", "--players", "3", "--sessions", "1", "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "no profile 'baseball'" in err and "Traceback" not in err
