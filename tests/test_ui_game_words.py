"""The game's words at the table's sides: its name in the information at the bottom left on as
few lines as its width needs (NIGHT BASEBALL went on two, NIGHT alone), and a dealer's choice
game's line beside the games, where the buttons stand, on the felt (it ran down onto the rail)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import press, run_until, settle, table_scene

from engine.profile import load_profile
from game.felt import layout
from game.felt.table_model import TableModel
from game.platform.backdrop import FELT_RADIUS, FELT_RECT
from game.platform.frame_log import FRAME
from game.play.session import HUMAN, profiles

NAMES = sorted({entry.rules.name for entry in profiles() if entry.ok})
SHORT_NAMES = {  # (each shipped name wider than the column: a Baseball by its own word)
    "Midnight Baseball": "MIDNIGHT",
    "Seven-Card Stud": "7-CARD STUD",
    "Dealer's Choice": "DEALER'S CHOICE",  # (on two lines, spelt whole)
    "Baseball Bring-In": "BRING-IN",
    "Baseball Hidden Fours": "HIDDEN FOURS",
    "Baseball Naturals": "NATURALS",
    "Baseball Paid Fours": "PAID FOURS",
    "Baseball Pay Three": "PAY THREE",
    "Baseball Strikeout": "STRIKEOUT",
}


@pytest.mark.parametrize("name", NAMES)
def test_every_game_name_is_on_one_line_of_the_corner(app, name):
    model = TableModel()
    model.profile, model.pots, model.hand = name, 8, 1
    scene = table_scene(app)
    FRAME.clear()
    scene.renderer.draw_info(app.display.canvas, model)
    corner = [item for item in FRAME.texts() if item.rect.x == layout.INFO[0]]
    # on one line (a newcomer's play-test at TEXT SIZE large read MIDNIGHT over BASEBALL, ptN9
    # shot_129_4): whole where it fits the column, else without BASEBALL, SEVEN in its figure
    # ("MIDNIGHT", "7-CARD STUD"), else spelt whole on two (a host's play-test read DEALERS CHOICE)
    named = list(itertools.takewhile(lambda item: "WILD" not in item.text, corner))
    said = " ".join(item.text for item in named)
    columns = layout.INFO_W // layout.NORMAL.small
    assert all(len(item.text) <= columns for item in named), [item.text for item in corner]
    assert len(named) == 1 or said == "DEALER'S CHOICE", [item.text for item in corner]
    assert said == name.upper() if len(name) <= columns else said in SHORT_NAMES[name], (name, said)
    scene.leave()


def on_the_felt(rect: pygame.Rect) -> bool:
    """Inside the felt's rounded rectangle, its corners' curves too."""
    if not FELT_RECT.contains(rect):
        return False
    inner = FELT_RECT.inflate(-2 * FELT_RADIUS, -2 * FELT_RADIUS)
    for x, y in (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright):
        cx, cy = min(max(x, inner.left), inner.right), min(max(y, inner.top), inner.bottom)
        if (x - cx) ** 2 + (y - cy) ** 2 > FELT_RADIUS**2:
            return False
    return True


def test_each_dealers_choice_games_line_lies_on_the_felt(app):
    scene = table_scene(app, profile="dealers-choice", players=3, dealer=HUMAN)

    def calling() -> bool:
        settle(scene)
        return scene.buttons is not None

    run_until(app, calling)
    games = load_profile("dealers-choice").games
    assert len(scene.buttons.items) == len(games)
    for index in range(len(games)):
        scene.buttons.selected = index
        press(app)
        app.draw()
        assert frame_problems(f"game {index + 1}") == []
        detail = scene.buttons.current.detail
        keys = {*scene.buttons.nudge(), *scene.buttons.nudge_aside()}  # the pick's keys (fa8b6625)
        drawn = [  # (risen over the hand's number, indented off the dealer's panel)
            item
            for item in FRAME.texts()
            if item.rect.x >= scene.renderer.places.buttons[0] and not item.text.startswith("HAND ")
            if item.text not in keys
        ]
        assert " ".join(item.text for item in drawn) == detail
        off = [item.text for item in drawn if not on_the_felt(item.rect)]
        assert off == [], f"game {index + 1}: off the felt"
    scene.leave()
