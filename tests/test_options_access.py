"""The accessibility options and THINKING SPEED: saved and read back, an old file without them
read quietly, a bad value named; every one reached on the Options page with a pad alone."""

from __future__ import annotations

import json

import pygame
import pytest
from test_ui_support import press

from game.screens.scenes.options import OptionsScene
from game.store.settings import Settings, load_settings, save_settings, settings_path

ACCESS_KEYS = {"reduced_motion": True, "colour_safe": True, "more_time": True, "thinking_speed": "slow"}


@pytest.mark.usefixtures("home")
def test_the_new_options_are_saved_and_read_back():
    changed = Settings(**ACCESS_KEYS)
    assert save_settings(changed) is None
    written = json.loads(settings_path().read_text(encoding="utf-8"))
    assert {key: written[key] for key in ACCESS_KEYS} == ACCESS_KEYS
    assert load_settings() == (changed, [])


@pytest.mark.usefixtures("home")
def test_an_older_file_without_them_reads_quietly_with_the_defaults():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"volume": 0.3, "coach": True}), encoding="utf-8")
    settings, problems = load_settings()
    assert problems == []
    assert (settings.volume, settings.coach) == (0.3, True)
    assert not settings.reduced_motion and not settings.colour_safe and not settings.more_time
    assert settings.thinking_speed == "natural"


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize(
    ("key", "bad"),
    [
        ("reduced_motion", "yes"),
        ("colour_safe", 1),
        ("more_time", None),
        ("thinking_speed", "sluggish"),
        ("thinking_speed", 2),
    ],
)
def test_a_bad_value_is_named_and_its_default_used(key, bad):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({key: bad, "volume": 0.3}), encoding="utf-8")
    settings, problems = load_settings()
    assert getattr(settings, key) == getattr(Settings(), key) and settings.volume == 0.3
    assert len(problems) == 1 and key in problems[0] and "using the default" in problems[0]


def pad(button: int | None = None, hat: tuple[int, int] | None = None) -> pygame.event.Event:
    if hat is not None:
        return pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=hat)
    return pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=button)


A, B = pad(0), pad(1)
UP, DOWN, LEFT, RIGHT = pad(hat=(0, 1)), pad(hat=(0, -1)), pad(hat=(-1, 0)), pad(hat=(1, 0))


def down_to(app, label: str) -> None:
    """Down the page with the D-pad until `label` is chosen (once round at most)."""
    menu = app.stack.top.menu
    for _ in range(len(menu.items)):
        if menu.current.label == label:
            return
        press(app, DOWN)
    raise AssertionError(f"{label} is not on the page")


def test_a_pad_alone_reaches_and_changes_every_new_option_and_each_change_is_saved(polished):
    app = polished
    app.stack.push(OptionsScene(app))
    app.stack.apply_requests()
    options = app.stack.top
    down_to(app, "TABLE")  # THINKING SPEED is on the TABLE page
    press(app, A)
    down_to(app, "THINKING SPEED")
    press(app, RIGHT)
    assert app.settings.thinking_speed == "slow"
    press(app, RIGHT)
    assert app.settings.thinking_speed == "snappy"
    press(app, B)
    down_to(app, "ACCESS")
    assert "<" not in options.menu.current.caption(20)  # a page to open, not a value to cycle (a play-test)
    press(app, A)
    assert options.heading == "OPTIONS: ACCESS" and options.menu is options.access
    for label, key in (
        ("REDUCED MOTION", "reduced_motion"),
        ("COLOUR-SAFE", "colour_safe"),
        ("MORE TIME", "more_time"),
    ):
        down_to(app, label)
        press(app, A)
        assert getattr(app.settings, key), label
        press(app, LEFT)
        assert not getattr(app.settings, key), label
        press(app, RIGHT)
        assert getattr(app.settings, key), label
    press(app, B)  # B leaves ACCESS for the options, on its row
    assert app.stack.top is options and options.menu is options.main and options.heading == "OPTIONS"
    assert options.menu.current.label == "ACCESS"
    down_to(app, "ACCESS")
    press(app, RIGHT, UP, A)  # right opens it too; up wraps to its BACK
    assert options.menu is options.main
    saved, problems = load_settings()
    assert problems == [] and saved.thinking_speed == "snappy"
    assert saved.reduced_motion and saved.colour_safe and saved.more_time


def test_both_option_pages_read_well_with_every_row_chosen(app, shots):
    """Every row of the options and of ACCESS chosen in turn: nothing overlaps, every word readable."""
    from frame_checks import frame_problems

    options = OptionsScene(app)
    app.stack.push(options)
    app.stack.apply_requests()
    problems = []
    for page in (options.main, *options.pages.values()):
        options.menu = page
        for index in range(len(page.items)):
            page.selected = index
            page.layout()
            app.frame([], 0.05)
            problems += frame_problems(f"{options.heading} row {index}")
    assert all(len(page.items) <= 10 for page in options.pages.values())  # no page scrolls
    assert problems == [], "\n".join(problems)
    options.open_access()
    options.access.selected = 1  # COLOUR-SAFE: the sample cards beside it
    app.settings.colour_safe = True
    app.frame([], 0.05)
    shots(app, "options_access_colour_safe")


def test_the_tvs_access_options_go_to_the_phones_with_the_qr_codes_address():
    from engine.profile import load_profile
    from game.party.wire.tv import TvParty, look_marks

    assert (look_marks(False, False), look_marks(True, False), look_marks(False, True)) == ("", "m", "s")
    party = TvParty(load_profile("baseball"), 3, 1, host="127.0.0.1", port=0, look=look_marks(True, True))
    try:
        party.open()
        assert party.url.endswith(f"?room={party.room.code}&look=ms")
        assert "look" not in party.address  # the address to type stays short
    finally:
        party.close()


def test_the_text_size_help_line_describes_the_size_chosen(polished):
    """A play-test: the line under TEXT SIZE read LARGE's description with NORMAL chosen."""
    app = polished
    app.stack.push(OptionsScene(app, access=True))
    app.stack.apply_requests()
    options = app.stack.top
    down_to(app, "TEXT SIZE")
    app.settings.text_size = "normal"
    assert options.detail().startswith("NORMAL:"), options.detail()
    press(app, RIGHT)
    assert app.settings.text_size == "large" and options.detail().startswith("LARGE:")
    press(app, RIGHT)
    assert app.settings.text_size == "normal" and options.detail().startswith("NORMAL:")


def test_text_size_is_a_row_of_the_first_page_too_one_setting_with_accesss(polished):
    """A newcomer's play-test looked for TEXT SIZE on the options' first page and found it only under
    ACCESS. It is a row there too (keys alone), the same setting as ACCESS's row, which stays (a
    party host's menu opens ACCESS alone), and its line says the size chosen."""
    from test_ui_support import key

    app = polished
    app.stack.push(OptionsScene(app))
    app.stack.apply_requests()
    options = app.stack.top
    labels = [item.label for item in options.main.items]
    assert labels.index("TEXT SIZE") < labels.index("ACCESS")  # before the page it was hidden in
    for _ in range(labels.index("TEXT SIZE")):
        press(app, key(pygame.K_DOWN))
    assert options.menu.current.label == "TEXT SIZE"
    assert options.menu.current.caption(20).endswith("< NORMAL >") and options.detail().startswith("NORMAL:")
    press(app, key(pygame.K_RIGHT))
    assert app.settings.text_size == "large" and options.detail().startswith("LARGE:")
    assert options.menu.current.caption(20).endswith("< LARGE >")
    down_to(app, "ACCESS")
    press(app, key(pygame.K_RETURN))
    down_to(app, "TEXT SIZE")  # ACCESS's row shows the same setting, and changes it
    assert options.menu is options.access and options.menu.current.caption(20).endswith("< LARGE >")
    press(app, key(pygame.K_RETURN))
    assert app.settings.text_size == "normal"
    press(app, key(pygame.K_ESCAPE))
    main_row = options.main.items[labels.index("TEXT SIZE")]
    assert options.menu is options.main and main_row.caption(20).endswith("< NORMAL >")
    assert load_settings()[0].text_size == "normal"
