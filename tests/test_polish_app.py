"""The app-wide polish layer: settings saved as soon as they change (only in an app that uses user
files), messages about a damaged settings file shown on screen, options that act at once."""

import json

import pygame
from test_ui_support import key, letter, press

from game.platform import sound
from game.screens.app import App
from game.screens.scenes.options import OptionsScene
from game.store.settings import load_settings, settings_path


def test_a_changed_option_is_saved_at_once_and_loads_next_time(polished):
    polished.stack.push(OptionsScene(polished))
    polished.stack.apply_requests()
    press(polished, letter("m"))  # M: sound off
    assert polished.settings.muted and sound.BANK.settings is polished.settings
    assert json.loads(settings_path().read_text())["muted"] is True
    options = polished.stack.top
    while options.menu.current.label != "ACCESS":  # the deck and the screen's look are on ACCESS
        press(polished, key(pygame.K_DOWN))
    press(polished, key(pygame.K_RETURN))
    while options.menu.current.label != "CRT FILTER":
        press(polished, key(pygame.K_DOWN))
    press(polished, key(pygame.K_RIGHT))
    loaded, problems = load_settings()
    assert loaded == polished.settings and loaded.crt_filter and problems == []


def test_an_app_that_does_not_use_user_files_writes_nothing(home):
    pygame.init()
    app = App()
    app.display.open(False)
    app.settings.crt_filter = True
    app.frame([], 0.1)
    assert not settings_path().exists() and not (home / "data").exists()


def test_a_damaged_settings_file_is_reported_on_screen_and_play_goes_on(home):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text('{"volume": "loud", "four_colour_deck": true')
    settings, notes = load_settings()
    pygame.init()
    app = App(settings)
    app.display.open(False)
    app.polish.start(notes)
    assert "settings.json is damaged" in app.polish.toasts[0].text
    app.frame([], 0.1)
    app.display.present()
    screen = pygame.display.get_surface()
    assert screen.get_at((480, 539))[:3] != app.display.canvas.get_at((480, 539))[:3]  # the message strip
    for _ in range(10):
        app.frame([], 1.0)
    assert app.polish.toasts == []


def test_the_four_colour_option_repaints_the_cards_at_once(polished):
    polished.settings.four_colour_deck = True
    polished.frame([], 0.01)
    assert polished.cards.four_colour
