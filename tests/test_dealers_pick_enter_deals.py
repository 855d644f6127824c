"""A dealer's call at the solo table (YOU PICK MIDNIGHT BASEBALL, CASEY PICKS ...) stays up at least
5 s to be read (tests/test_dealers_pick_banner_time.py); a newcomer's play-test waited it out with no
key named. The banner says its key at its foot, ENTER: DEAL (ENTER: DEAL NOW at your own pick, which
goes on by itself; the table's hint, which it covers),
inside the banner and clear of everything at both TEXT SIZEs, and Enter deals at once."""

from __future__ import annotations

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import key, press, settle, table_scene

from game.felt.game_banner import DEAL_KEY, RULES_KEY, deal_key
from game.platform.frame_log import FRAME

# (seed, the game you pick, the caller): your picks, rules on two lines and on four; a bot's two
CALLS = [
    (3, "baseball", "YOU PICK"),
    (3, "midnight-baseball", "YOU PICK"),
    (5, "", "CASEY PICKS"),  # Midnight Baseball
    (6, "", "CASEY PICKS"),  # Seven-Card Stud
]


def called(app, size: str, seed: int, game: str):
    """A solo Dealer's Choice at three seats, its first call's banner just up."""
    app.settings.text_size = size
    scene = table_scene(app, profile="dealers-choice", players=3, seed=seed)
    for _ in range(2000):
        if scene.model.game_banner is not None:
            return scene
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(game if game in kinds else next(iter(kinds)))
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError("no call")


@pytest.mark.parametrize(("seed", "game", "caller"), CALLS)
@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_call_names_its_key_and_enter_deals(app, size, seed, game, caller):
    scene = called(app, size, seed, game)
    assert scene.model.game_banner is not None and scene.model.game_banner[0] == caller
    app.frame([], 0.05)
    app.draw()
    # your own pick's banner goes on by itself: Enter deals it now (tests/test_your_pick_banner_deals_now.py)
    says = DEAL_KEY if caller != "YOU PICK" else deal_key(False, scene.renderer.places)
    keys = [item for item in FRAME.texts() if item.text == says]
    assert len(keys) == 1, [item.text for item in FRAME.texts()]
    banner = max((item for item in FRAME.items if item.kind == "panel"), key=lambda item: item.rect.height)
    assert banner.rect.contains(keys[0].rect)
    assert frame_problems(f"{size} {seed} {game}") == []
    press(app, key(pygame.K_RETURN))
    for _ in range(4):  # (the next fact, the deal, within a few frames: the hold was 5 s and more)
        app.frame([], 0.05)
    assert scene.model.game_banner is None
    assert scene.hint_line != says


@pytest.mark.parametrize(
    ("seed", "game", "caller"), [(6, "", "CASEY PICKS"), (3, "seven-card-stud", "YOU PICK")]
)
@pytest.mark.parametrize("size", ["normal", "large"])
def test_r_on_a_call_opens_the_called_games_rules_and_the_banner_waits(app, size, seed, game, caller):
    """A Hold'em newcomer's play-test: a computer dealer called Seven-card stud at pot 1 and nothing
    led to its rules. R on the banner (its foot says so) opens the RULES page of the game called, not
    of Dealer's Choice; back from it, the banner is still up, Enter deals. So at your own pick's
    banner (a newcomer picked Seven-card stud, read the banner and pressed R: it came after the
    banner's hold had dealt the pot)."""
    from game.screens.scenes.chart import ChartScene

    scene = called(app, size, seed, game)
    banner = scene.model.game_banner
    assert banner is not None and banner[:2] == (caller, "SEVEN-CARD STUD"), banner
    assert f"{RULES_KEY.upper()}: RULES" in DEAL_KEY
    press(app, key(pygame.K_r))
    chart = app.stack.top
    assert isinstance(chart, ChartScene) and chart.pages[chart.page] == "rules 1", chart
    assert chart.rules.id == "seven-card-stud", chart.rules.id
    for _ in range(200):  # (10 s: longer than any banner's hold, which waits under the page)
        app.frame([], 0.05)
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene and scene.model.game_banner is not None
    press(app, key(pygame.K_RETURN))
    for _ in range(4):
        app.frame([], 0.05)
    assert scene.model.game_banner is None
