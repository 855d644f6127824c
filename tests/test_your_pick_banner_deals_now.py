"""Your own Dealer's Choice pick's banner (YOU PICK ...) goes on by itself after its reading time
(game.screens.call_keys), so its key line says what Enter does there: it deals now (ENTER: DEAL
NOW, R: RULES where the middle has room), not ENTER: DEAL, which read as a wait. A computer's call
of a game, which waits for Enter, still says ENTER: DEAL. And an Enter pressed late, just as your
banner went by itself, lands on the deal and never on your first decision of the pot: the solo
table queues no key pressed while nobody's turn is shown (it says NOT YOUR TURN YET)."""

from __future__ import annotations

import pygame
import pytest
from test_dealers_pick_enter_deals import called
from test_ui_support import key, press, settle

from engine.events import ActionTaken, HandStart, Turn
from game.felt.game_banner import DEAL_KEY, DEAL_NOW_KEYS
from game.platform.frame_log import FRAME
from game.play.session import HUMAN

SEED_YOURS = 3  # you deal first at three seats and pick


def drawn(app) -> list[str]:
    app.frame([], 0.05)
    app.draw()
    return [item.text for item in FRAME.texts()]


@pytest.mark.parametrize(("size", "keys"), [("normal", DEAL_NOW_KEYS[0]), ("large", DEAL_NOW_KEYS[1])])
@pytest.mark.parametrize("game", ["baseball", "midnight-baseball"])
def test_your_picks_banner_says_enter_deals_now(app, size, keys, game):
    scene = called(app, size, SEED_YOURS, game)
    assert scene.model.game_banner[0] == "YOU PICK" and not scene.player.waiting
    texts = drawn(app)
    assert keys in texts and DEAL_KEY not in texts, texts


def test_a_waiting_call_still_says_enter_deal(app):
    scene = called(app, "normal", 6, "")  # Casey calls Seven-Card Stud, new to you: it waits
    assert scene.player.waiting
    texts = drawn(app)
    assert DEAL_KEY in texts and not set(DEAL_NOW_KEYS) & set(texts)


def yours(events) -> list:
    """Your decisions in the pot on the table (its events since the deal began)."""
    return [e for e in events if isinstance(e, (ActionTaken, Turn)) and e.seat == HUMAN]


@pytest.mark.parametrize("game", ["baseball", "midnight-baseball"])
def test_an_enter_just_after_your_banner_went_by_itself_is_no_decision(app, game):
    scene = called(app, "normal", SEED_YOURS, game)
    while scene.model.game_banner is not None:  # its reading time, no key
        app.frame([], 0.05)
    press(app, key(pygame.K_RETURN), frames=0, dt=0.05)  # late: meant for the banner
    assert scene.buttons is None and scene.not_yet > 0  # heard, and said to be nobody's move
    for _ in range(4000):
        if scene.buttons is not None or yours(scene.player.pot_events):
            break
        app.frame([], 0.05)
        settle(scene)
    assert any(isinstance(event, HandStart) for event in scene.player.pot_events)
    assert scene.buttons is not None and yours(scene.player.pot_events) == []
