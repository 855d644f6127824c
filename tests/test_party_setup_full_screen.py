"""HOST A PARTY's FULL SCREEN: the party fills the TV as the room opens, on by default (a host
play-test's party opened as a window on the TV, and only F11, which the host had to know, filled
it), off once the host turned it off for a party; never by itself under the dummy driver, where the
tests run (their windowed lobby unchanged). An old settings file without the key loads as before."""

from __future__ import annotations

import os

import pygame
import pytest
from test_party_tv import to_setup
from test_ui_support import drawn_by, key, press

from game.screens.scenes import party_setup
from game.store.settings import settings_from_json

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py
ROW = "FULL SCREEN"


def to_row(app, setup) -> None:
    while setup.menu.current.label != ROW:
        press(app, key(pygame.K_DOWN))


def opened(app, setup, monkeypatch) -> list[bool]:
    """OPEN THE ROOM pressed: each switch between window and full screen it made."""
    switched: list[bool] = []
    monkeypatch.setattr(app, "toggle_fullscreen", lambda: switched.append(not app.settings.fullscreen))
    setup.open_room()
    app.frame([], 0.0)  # (the lobby is on top from the next frame)
    app.stack.top.party.close()
    return switched


def test_on_by_default_for_a_party_the_room_opens_in_full_screen(app, monkeypatch):
    monkeypatch.setattr(party_setup, "headless", lambda: False)  # (a real screen)
    assert app.settings.party_full_screen is None and not app.settings.fullscreen
    setup = to_setup(app, "night-baseball")
    row = next(item for item in setup.menu.items if item.label == ROW)
    assert setup.menu.caption(row).endswith("< ON >")
    assert opened(app, setup, monkeypatch) == [True]
    assert app.settings.party_full_screen is True


@pytest.mark.parametrize("size", ["normal", "large"])
def test_turned_off_it_stays_a_window_and_is_off_next_time(app, monkeypatch, tmp_path, size):
    monkeypatch.setattr(party_setup, "headless", lambda: False)
    app.settings.text_size = size
    setup = to_setup(app, "night-baseball")
    to_row(app, setup)
    drawn = drawn_by(app, setup, monkeypatch)
    pygame.image.save(app.display.canvas, tmp_path / f"setup-{size}.png")
    if os.environ.get("SHOTS_DIR"):
        pygame.image.save(app.display.canvas, os.path.join(os.environ["SHOTS_DIR"], f"setup-full-{size}.png"))
    said = [text for text, _ in drawn]
    assert any(text.startswith("The party fills the TV") for text in said), said  # the row's why
    press(app, key(pygame.K_RIGHT))
    assert not setup.full_screen
    assert opened(app, setup, monkeypatch) == []
    assert app.settings.party_full_screen is False
    assert not to_setup(app, "night-baseball").full_screen  # the next party's page: off


def test_enter_on_the_row_opens_the_room_as_it_stands(app, monkeypatch):
    """Enter on FULL SCREEN opens the room, as on SEATS and TURN TIMER, its value untouched: a host
    play-test miscounted the Down presses and Enter, meant to open the room, turned it off."""
    monkeypatch.setattr(party_setup, "headless", lambda: False)
    setup = to_setup(app, "night-baseball")
    to_row(app, setup)
    switched: list[bool] = []
    monkeypatch.setattr(app, "toggle_fullscreen", lambda: switched.append(not app.settings.fullscreen))
    press(app, key(pygame.K_RETURN), frames=2)
    assert setup.full_screen and switched == [True] and app.settings.party_full_screen is True
    assert app.stack.top is not setup  # the lobby
    app.stack.top.party.close()


def test_under_the_dummy_driver_nothing_goes_full_screen_by_itself(app, monkeypatch):
    setup = to_setup(app, "baseball")
    assert not setup.full_screen
    assert opened(app, setup, monkeypatch) == []


def test_an_old_settings_file_without_it_loads_as_before():
    settings, problems = settings_from_json({"fullscreen": False, "party_seats": 5})
    assert problems == [] and settings.party_full_screen is None and settings.party_seats == 5
    settings, problems = settings_from_json({"party_full_screen": None})  # as saved unchosen
    assert problems == [] and settings.party_full_screen is None
    settings, problems = settings_from_json({"party_full_screen": "yes"})
    assert settings.party_full_screen is None and "party_full_screen" in problems[0]
