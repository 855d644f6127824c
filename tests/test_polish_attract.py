"""Attract mode: 30 s without input on the title starts the cycle: how to play, the hall of fame,
then a silent demo table played entirely by the computer under a blinking PRESS START, then the
title again; any input returns to the title. The demo writes nothing."""

import random

import pygame
from test_ui_support import key, press

from game.platform import sound
from game.screens import attract
from game.screens.attract import demo_setup
from game.screens.scenes.hall_of_fame import HallOfFameScene
from game.screens.scenes.howto import HowToScene
from game.screens.scenes.table import DemoTable
from game.screens.scenes.title import TitleScene


def on_title(app):
    app.stack.push(TitleScene(app))
    app.stack.apply_requests()
    return app.stack.top


def idle(app, seconds: float, dt: float = 0.5) -> None:
    for _ in range(round(seconds / dt)):
        app.frame([], dt)


def test_attract_mode_starts_after_30_idle_seconds_and_not_before(polished):
    title = on_title(polished)
    idle(polished, attract.IDLE_BEFORE - 1)
    assert polished.stack.top is title
    press(polished, key(pygame.K_DOWN))  # any input restarts the wait
    idle(polished, attract.IDLE_BEFORE - 1)
    assert polished.stack.top is title
    idle(polished, 2)
    assert isinstance(polished.stack.top, HowToScene) and polished.stack.top.attract is title.attract


def to_demo(app, title) -> DemoTable:
    idle(app, attract.IDLE_BEFORE + 1)
    for _ in range(attract.HOWTO_PAGES):  # how to play's pages, then the hall of fame
        if not isinstance(app.stack.top, HowToScene):
            break
        idle(app, attract.HOWTO_PAGE_TIME)
    assert isinstance(app.stack.top, HallOfFameScene) and app.stack.top.attract is title.attract
    idle(app, attract.PAGE_TIME)
    assert isinstance(app.stack.top, DemoTable)
    return app.stack.top


def test_the_computer_plays_every_seat_silently_and_any_input_returns_to_the_title(polished, home):
    title = on_title(polished)
    demo = to_demo(polished, title)
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


def test_any_input_on_a_page_returns_to_the_title(polished):
    title = on_title(polished)
    idle(polished, attract.IDLE_BEFORE + 1)
    assert isinstance(polished.stack.top, HowToScene)
    press(polished, key(pygame.K_SPACE))
    assert polished.stack.top is title and title.attract.page == -1


def test_after_its_pots_the_demo_gives_way_to_the_title_and_the_cycle_goes_round_again(polished, monkeypatch):
    monkeypatch.setattr(attract, "DEMO_POTS", 1)
    polished.settings.animation_speed = 4.0
    title = on_title(polished)
    to_demo(polished, title)
    for _ in range(20000):
        if not isinstance(polished.stack.top, DemoTable):
            break
        polished.frame([], 0.05)
    assert polished.stack.top is title
    idle(polished, attract.IDLE_BEFORE + 1)
    assert isinstance(polished.stack.top, HowToScene)


def test_demo_setups_are_random_usable_tables():
    rng = random.Random(3)
    setups = [demo_setup(rng) for _ in range(30)]
    assert len({setup.profile_id for setup in setups}) > 3
    for setup in setups:
        rules = setup.rules
        assert rules.min_players <= setup.players <= rules.max_players
        assert len(setup.opponents) == setup.players - 1


def test_attract_mode_turns_how_to_plays_pages_never_to_the_keys(polished):
    """A Hold'em newcomer's play-test: attract mode showed only how to play's first page, the deal,
    never what is wild nor what wins. It turns the game's first pages, one each HOWTO_PAGE_TIME,
    and gives way to the hall of fame before the keys' page."""
    title = on_title(polished)
    idle(polished, attract.IDLE_BEFORE + 1)
    howto = polished.stack.top
    assert isinstance(howto, HowToScene)
    keys = len(howto.pages()) - 1
    shown = []
    for _ in range(round(attract.HOWTO_TIME) + 2):  # a second at a time, till it gives way
        if polished.stack.top is not howto:
            break
        shown.append(howto.page)
        idle(polished, 1.0)
    turned = sorted(set(shown))
    assert turned == list(range(min(attract.HOWTO_PAGES, keys))) and len(turned) > 1, turned
    assert isinstance(polished.stack.top, HallOfFameScene) and polished.stack.top.attract is title.attract
