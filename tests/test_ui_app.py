"""The program around the scenes: command-line flags, clear errors, the standings' shared places,
and the pixel-font rule that keeps text readable on a TV."""

from fractions import Fraction

import pygame
import pytest
from test_ui_support import table_scene

from engine.events import Standing
from game.felt.table_model import Seat, TableModel
from game.platform.text import Text
from game.play.session import HUMAN
from game.screens import app as app_module
from game.screens.app import main, parse_args, start_scene, table_setup
from game.screens.scenes.standings import StandingsScene
from game.screens.scenes.title import TitleScene
from game.screens.table_scene import TableScene


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--profile", "no-such-game"], "no-such-game"),
        (["--profile", "night-baseball", "--players", "6"], "2 to 5 players"),
    ],
)
def test_bad_table_flags_print_one_clear_line_on_stderr_before_any_window(argv, message, capsys, monkeypatch):
    def no_window(*args):
        raise AssertionError("the program started before checking its flags")

    monkeypatch.setattr(app_module, "App", no_window)
    monkeypatch.setattr(app_module.pygame, "init", no_window)
    assert main(argv) == 2
    out = capsys.readouterr()
    errors = out.err.splitlines()
    assert len(errors) == 1 and errors[0].startswith("error: ") and message in errors[0]
    assert out.out == ""


def test_flags_choose_the_first_scene(app):
    assert table_setup(app.settings, parse_args([])) is None
    assert isinstance(start_scene(app, None), TitleScene)
    setup = table_setup(
        app.settings, parse_args(["--profile", "night-baseball", "--players", "3", "--seed", "9"])
    )
    scene = start_scene(app, setup)
    assert isinstance(scene, TableScene)
    assert (scene.table.rules.name, len(scene.table.seats), scene.table.seed) == ("Night Baseball", 3, 9)
    assert scene.table.seats[HUMAN].kind == "human"
    scene.leave()
    assert parse_args(["--fullscreen"]).fullscreen and parse_args(["--windowed"]).windowed


def test_standings_share_places_and_show_net_results(app):
    scene = table_scene(app, players=4)
    model = TableModel(seats=[Seat(name, "Rock", name == "You") for name in ("You", "Babe", "Casey", "Yogi")])
    standings = [
        Standing(1, Fraction(7, 2), 1),
        Standing(0, Fraction(7, 2), 1),
        Standing(3, Fraction(-2), 3),
        Standing(2, Fraction(-5), 4),
    ]
    page = StandingsScene(app, scene.setup, model, standings)
    ((_, rows),) = page.rows  # one block, no heading
    assert [(row[0], row[1]) for row in rows] == [
        ("1ST=", "YOU"),
        ("1ST=", "BABE"),
        ("3RD", "YOGI"),
        ("4TH", "CASEY"),
    ]
    scene.leave()


def test_text_is_only_drawn_at_multiples_of_8_px_so_at_least_24_px_on_a_1080p_screen():
    pygame.font.init()
    text = Text()
    assert text.render("Pair of kings", 8).get_height() == 8  # x3 on 1080p: 24 physical pixels
    with pytest.raises(ValueError):
        text.font(12)
