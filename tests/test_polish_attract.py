"""Attract mode: 30 s without input on the title starts a silent demo table played entirely by the
computer under a blinking PRESS START; any input returns to the title; after its pots the demo
shows the hall of fame and comes back to the title by itself. The demo writes nothing."""

import random

import pygame
from test_ui_support import key, press

from game import sound
from game.scenes import attract
from game.scenes.attract import DemoTable, demo_setup
from game.scenes.hall_of_fame import HallOfFameScene
from game.scenes.title import TitleScene


def on_title(app):
    app.stack.push(TitleScene(app))
    app.stack.apply_requests()
    return app.stack.top


def idle(app, seconds: float, dt: float = 0.5) -> None:
    for _ in range(round(seconds / dt)):
        app.frame([], dt)


def test_the_demo_starts_after_30_idle_seconds_and_not_before(polished):
    title = on_title(polished)
    idle(polished, attract.IDLE_BEFORE - 1)
    assert polished.stack.top is title
    press(polished, key(pygame.K_DOWN))  # any input restarts the wait
    idle(polished, attract.IDLE_BEFORE - 1)
    assert polished.stack.top is title
    idle(polished, 2)
    assert isinstance(polished.stack.top, DemoTable)


def test_the_computer_plays_every_seat_silently_and_any_input_returns_to_the_title(polished, home):
    title = on_title(polished)
    idle(polished, attract.IDLE_BEFORE + 1)
    demo = polished.stack.top
    assert sound.BANK.quiet
    for _ in range(3000):
        polished.frame([], 0.05)
        if 0 in {action.seat for action in demo.table.decisions} and len(demo.table.decisions) > 4:
            break
    assert 0 in {action.seat for action in demo.table.decisions}  # seat 0 decides by itself
    assert demo.buttons is None and demo.model.seats[0].name == "Demo"
    press(polished, pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    assert polished.stack.top is title and not sound.BANK.quiet
    assert not (home / "data").exists()  # no saved session, no hall of fame from a demo


def test_after_its_pots_the_demo_shows_the_hall_of_fame_then_the_title(polished, monkeypatch):
    monkeypatch.setattr(attract, "DEMO_POTS", 1)
    polished.settings.animation_speed = 4.0
    title = on_title(polished)
    idle(polished, attract.IDLE_BEFORE + 1)
    for _ in range(20000):
        if not isinstance(polished.stack.top, DemoTable):
            break
        polished.frame([], 0.05)
    assert isinstance(polished.stack.top, HallOfFameScene) and polished.stack.top.attract
    idle(polished, 11)
    assert polished.stack.top is title


def test_demo_setups_are_random_usable_tables():
    rng = random.Random(3)
    setups = [demo_setup(rng) for _ in range(30)]
    assert len({setup.profile_id for setup in setups}) > 3
    for setup in setups:
        rules = setup.rules
        assert rules.min_players <= setup.players <= rules.max_players
        assert len(setup.opponents) == setup.players - 1
