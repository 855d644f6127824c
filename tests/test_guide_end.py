"""What a newcomer meets at the end of a guided hand (game.screens.scenes.guide_end): the result,
the closing words, then THE GUIDE IS OVER with PLAY A REAL TABLE, ANOTHER GUIDED HAND and TITLE.
Another engineer's look at the Baseball guide found the key pressed after its closing words go
straight to HOW MANY PLAYERS? (issue 31: "[N] STANDINGS at the end of a guided hand goes to HOW
MANY PLAYERS?"), nothing saying why. Each key here is a synthetic press on the real scenes."""

from __future__ import annotations

import pygame
import pytest
from test_guided import guide_move, read_and_go_on
from test_ui_support import key, letter, press, settle

from engine.profile import load_profile
from game.platform.frame_log import FRAME
from game.play.guided import READ_PAUSE
from game.screens import openers
from game.screens.scenes.banner import ResultBanner
from game.screens.scenes.guide_end import HEADING_WORDS, GuideEnd, next_guide
from game.screens.scenes.guided_table import GuidedTable
from game.screens.scenes.howto import HowToScene
from game.screens.scenes.setup import PlayersScene, ProfileScene

READ = int(READ_PAUSE * 60) + 2  # frames: long enough to read a page
ENTER = key(pygame.K_RETURN)


def pad(button: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=button)


def names(app) -> list[str]:
    return [type(scene).__name__ for scene in app.stack.scenes]


def from_the_play_menus(app, profile_id: str) -> GuidedTable:
    """The guide as the Play menus open it: the title, the game list, then the guide over it."""
    app.push(openers.title())
    app.push(openers.profiles())
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id), then="players"))
    app.stack.apply_requests()
    scene = app.stack.top
    assert isinstance(scene, GuidedTable)
    return scene


def to_the_last_result(app, scene: GuidedTable) -> None:
    """Play the guide, its pages read, checking, calling, turning and calling Baseball (a Dealer's
    Choice), until its last pot's result is up and read."""
    for _frame in range(30000):
        if isinstance(app.stack.top, ResultBanner):
            press(app, frames=READ)
            if scene.table.is_over:
                return
            press(app, letter("n"), frames=2)  # (a Dealer's Choice's first pot)
        else:
            guide_move(app, scene)
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError("the guide never came to its last result")


@pytest.mark.parametrize("profile_id", ["baseball", "night-baseball", "midnight-baseball", "dealers-choice"])
def test_the_end_of_each_guide_offers_what_next_and_never_jumps_into_setup(app, profile_id):
    """The result (END GUIDE, or N), the closing words, then the offer: Enter mashed through all of
    it, as a newcomer does, never lands on HOW MANY PLAYERS?; read, Enter takes PLAY A REAL TABLE."""
    scene = from_the_play_menus(app, profile_id)
    to_the_last_result(app, scene)
    press(app, letter("n"), frames=2)  # the result's key everywhere: on to the closing words
    assert app.stack.top is scene and scene.script.over and scene.line
    for _page in range(3):  # (two pages at most)
        read_and_go_on(app)
        if isinstance(app.stack.top, GuideEnd):
            break
    end = app.stack.top
    assert isinstance(end, GuideEnd), names(app)
    app.draw()
    texts = [item.text for item in FRAME.texts()]
    assert HEADING_WORDS in texts and "[P] PLAY A REAL TABLE" in texts, texts
    assert "[G] ANOTHER GUIDED HAND" in texts and "[T] TITLE" in texts
    for _ in range(8):  # Enter mashed on from the closing words: they were for the words
        press(app, ENTER, frames=6)
    assert app.stack.top is end
    press(app, frames=READ)
    press(app, ENTER, frames=2)  # read: the first choice, the game at a real table
    assert names(app) == ["TitleScene", "ProfileScene", "PlayersScene"]
    assert app.stack.top.setup.profile_id == profile_id


def over_the_guide(app, then: str = "players") -> GuideEnd:
    """THE GUIDE IS OVER over the Baseball guide, read (from the Play menus, or from HOW TO PLAY)."""
    app.push(openers.title())
    app.push(openers.profiles() if then else openers.howto())
    rules = load_profile("baseball")
    app.push(openers.guided(profile_id="baseball", rules=rules, then=then))
    app.push(openers.guide_end(profile_id="baseball", rules=rules, then=then))
    app.stack.apply_requests()
    press(app, frames=READ)
    end = app.stack.top
    assert isinstance(end, GuideEnd)
    return end


@pytest.mark.parametrize(
    "event", [ENTER, key(pygame.K_SPACE), key(pygame.K_p), pad(0)], ids=["enter", "space", "p", "pad_a"]
)
def test_play_a_real_table_goes_to_the_play_menus_of_the_game(app, event):
    over_the_guide(app)
    press(app, event, frames=2)
    top = app.stack.top
    assert isinstance(top, PlayersScene) and top.setup.profile_id == "baseball"
    assert names(app) == ["TitleScene", "ProfileScene", "PlayersScene"]  # Back: the game list


@pytest.mark.parametrize("then", ["players", ""])
@pytest.mark.parametrize("event", [key(pygame.K_ESCAPE), pad(1)], ids=["esc", "pad_b"])
def test_back_goes_to_the_page_that_opened_the_guide(app, then, event):
    over_the_guide(app, then)
    press(app, event, frames=2)
    assert isinstance(app.stack.top, ProfileScene if then else HowToScene), names(app)
    assert not any(isinstance(scene, GuidedTable) for scene in app.stack.scenes)


def test_title_goes_to_the_title_menu(app):
    over_the_guide(app)
    press(app, letter("t"), frames=2)
    assert names(app) == ["TitleScene"]


@pytest.mark.parametrize("char", ["n", "e", "s"])
def test_the_keys_of_the_pages_before_choose_nothing(app, char):
    """N (the result's key), E (END GUIDE's) and S (SKIP GUIDE) were the keys just before: pressed
    again here they are no choice."""
    end = over_the_guide(app)
    press(app, letter(char), frames=2)
    assert app.stack.top is end


def test_a_press_too_soon_after_the_offer_comes_up_chooses_nothing(app):
    app.push(openers.title())
    rules = load_profile("baseball")
    app.push(openers.guide_end(profile_id="baseball", rules=rules, then="players"))
    app.stack.apply_requests()
    end = app.stack.top
    press(app, ENTER, frames=int(READ_PAUSE * 60) - 10)
    press(app, letter("p"), frames=2)  # soon after the Enter: still mashing
    assert app.stack.top is end


def test_another_guided_hand_lists_the_games_on_the_next_guide_and_plays_the_one_picked(app):
    over_the_guide(app)
    press(app, letter("g"), frames=2)
    games = app.stack.top
    assert isinstance(games, ProfileScene)
    assert games.entries[games.menu.selected].id == next_guide("baseball") == "night-baseball"
    greyed = {
        entry.id for entry, item in zip(games.entries, games.menu.items, strict=True) if not item.enabled
    }
    assert "baseball-strikeout" in greyed and "night-baseball" not in greyed  # a house variant: no guide
    press(app, ENTER, frames=2)
    guide = app.stack.top
    assert isinstance(guide, GuidedTable) and guide.profile_id == "night-baseball" and guide.then == "players"
    assert names(app) == ["TitleScene", "ProfileScene", "GuidedTable"]
    assert "night-baseball" in app.settings.guided_offered  # (choosing the game asks no more)


def test_the_next_guide_goes_round_the_main_games():
    assert [next_guide(game) for game in ("baseball", "night-baseball", "midnight-baseball")] == [
        "night-baseball",
        "midnight-baseball",
        "dealers-choice",
    ]
    assert next_guide("dealers-choice") == "baseball" and next_guide("no-peek") == "baseball"


def test_an_arrow_then_enter_chooses_at_once(app):
    """Moving the choice is reading it: Down, then Enter a few frames later, takes ANOTHER GUIDED
    HAND (the mashing rule had dropped the Enter, pressed within a second of the Down)."""
    over_the_guide(app)
    press(app, key(pygame.K_DOWN), frames=6)
    press(app, ENTER, frames=2)
    assert isinstance(app.stack.top, ProfileScene), names(app)
