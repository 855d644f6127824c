"""Every polish screen renders; screenshots go to pytest's temporary folder (see
conftest.shots) to be looked at: options, hall of fame, initials grid, attract demo, coach, five of a kind, CRT."""

from fractions import Fraction

import pygame
from test_polish_support import deal_held, human_move
from test_polish_table import FIVE_EIGHTS_DECK, stacked_scene
from test_ui_render import assert_drawn
from test_ui_support import key, letter, press, run_until

from engine.actions import Action
from game.play import hall_of_fame, resume
from game.play.session import Session, direct_setup
from game.screens.attract import demo_setup
from game.screens.scenes.hall_of_fame import HallOfFameScene
from game.screens.scenes.initials import InitialsScene
from game.screens.scenes.options import OptionsScene
from game.screens.scenes.table import DemoTable
from game.screens.scenes.title import TitleScene


def show(app, scene):
    app.stack.reset(scene)
    press(app)
    return scene


def test_polish_screens_render(polished, shots):
    import random

    app = polished
    options = show(app, OptionsScene(app))
    while options.menu.current.label != "ACCESS":  # the deck and the screen's look are on ACCESS
        press(app, key(pygame.K_DOWN))
    press(app, key(pygame.K_RETURN))
    while options.menu.current.label != "FOUR-COLOUR DECK":
        press(app, key(pygame.K_DOWN))
    assert app.settings.four_colour_deck  # on by default: clubs and spades differ by colour too
    press(app, key(pygame.K_RIGHT))
    assert not app.settings.four_colour_deck
    press(app, key(pygame.K_RIGHT))
    assert app.settings.four_colour_deck
    shots(app, "p01_options_four_colour")
    assert_drawn(app)

    results = [
        hall_of_fame.new_entry(initials, Fraction(net), game, players)
        for initials, net, game, players in (
            ("ACE", "31/2", "Baseball", 4),
            ("BOB", 12, "Midnight Baseball", 5),
            ("CY", "22/3", "Night Baseball", 3),
            ("DIZ", 4, "Baseball", 6),
            ("EVE", -2, "Seven-card stud", 2),
        )
    ]
    page = show(app, InitialsScene(app, results, Fraction(9), "Baseball", 4))
    press(app, letter("j"), letter("o"), key(pygame.K_UP))
    shots(app, "p02_initials_grid")
    assert_drawn(app)
    press(app, letter("e"), key(pygame.K_RETURN))
    assert isinstance(app.stack.top, HallOfFameScene) and page.letters == "JOE"
    press(app)
    shots(app, "p03_hall_of_fame")
    assert_drawn(app)

    demo = show(app, DemoTable(app, demo_setup(random.Random(5))))
    run_until(app, lambda: len(demo.table.decisions) >= 3, dt=0.05)
    shots(app, "p04_attract_demo")
    assert_drawn(app)
    demo.leave()

    app.settings.four_colour_deck = False
    scene = stacked_scene(app, FIVE_EIGHTS_DECK)
    app.stack.reset(scene)
    app.settings.coach = True
    run_until(app, lambda: scene.buttons is not None and scene.coach.chance is not None, dt=0.02)
    shots(app, "p05_coach")
    while not scene.player.effects.banner:
        app.frame([], 0.02)
        if app.stack.top is scene and scene.buttons is not None:
            scene.choose(human_move(scene.table.legal_actions()))
    for _ in range(12):
        app.frame([], 0.02)
    shots(app, "p06_five_of_a_kind")
    assert_drawn(app)

    session = Session(
        direct_setup(app.settings, "midnight-baseball", 4, 12)
    )  # a stacked deck does not replay
    session.close()
    table = session.table
    while table.hands_played < 3:
        legal = table.legal_actions()
        if not deal_held(table):
            table.apply(Action(legal.seat, "call" if "call" in legal.kinds else legal.kinds[0]))
    scene.leave()  # its saves are written before this one
    resume.save(session.setup, table)
    show(app, TitleScene(app))
    press(app, key(pygame.K_RETURN))
    assert [item.label for item in app.stack.top.menu.items][:1] == ["CONTINUE"]
    shots(app, "p08_title_continue")

    app.settings.crt_filter = True
    app.display.present()
    shots(app, "p07_crt_filter", pygame.display.get_surface())
    screen = pygame.display.get_surface()
    assert (
        screen.get_at((320, 101))[:3] != app.display.canvas.get_at((320, 101))[:3]
        or screen.get_at((320, 100))[:3] != app.display.canvas.get_at((320, 100))[:3]
    )  # the scanlines are there
