"""The menus, driven only by synthetic keyboard, mouse and pad events."""

import pygame
import pytest
from test_ui_support import click, key, press

from game.platform.frame_log import FRAME
from game.screens.menu_page import DETAIL_Y
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.howto import HowToScene
from game.screens.scenes.options import OptionsScene
from game.screens.scenes.setup import PROFILE_ROWS, OpponentsScene, PlayersScene, ProfileScene
from game.screens.scenes.title import TitleScene
from game.screens.table_scene import TableScene


@pytest.fixture
def titled(app):
    app.stack.push(TitleScene(app))
    press(app)
    return app


def test_title_starts_on_press_start_then_play_walks_to_a_dealt_table(titled):
    app = titled
    title = app.stack.top
    assert not title.started
    press(app, key(pygame.K_RETURN))
    assert title.started
    press(app, key(pygame.K_RETURN))  # PLAY
    assert isinstance(app.stack.top, ProfileScene)
    assert app.stack.top.entries[app.stack.top.menu.selected].id == "baseball"
    press(app, key(pygame.K_RETURN))
    offer = app.stack.top  # the first time a game with a guided hand is chosen
    assert isinstance(offer, ConfirmScene) and offer.question == "A GUIDED FIRST HAND?"
    assert offer.menu.current.label == "YES, GUIDE ME"  # a newcomer's Enter takes the guide
    press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # NO: the Play menus go on
    players = app.stack.top
    assert isinstance(players, PlayersScene) and players.setup.players == 4
    press(app, key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RIGHT))  # capped at the profile's 6
    assert players.setup.players == 6
    press(app, key(pygame.K_LEFT), key(pygame.K_RETURN))
    opponents = app.stack.top
    assert isinstance(opponents, OpponentsScene) and len(opponents.setup.opponents) == 4
    first_style = opponents.setup.opponents[0].style
    press(app, key(pygame.K_RIGHT), key(pygame.K_DOWN), key(pygame.K_RIGHT))
    assert opponents.setup.opponents[0].style != first_style
    assert opponents.setup.opponents[0].difficulty == "hard"
    press(app, key(pygame.K_UP), key(pygame.K_UP))  # wraps round to DEAL!
    assert opponents.menu.current.label == "DEAL!"
    press(app, key(pygame.K_RETURN))
    table = app.stack.top
    assert isinstance(table, TableScene) and len(app.stack.scenes) == 1
    assert [seat.style for seat in table.table.seats[1:]] == [o.style for o in opponents.setup.opponents]
    assert table.table.seats[1].style != first_style


def test_enter_on_the_guided_hands_offer_plays_it(titled):
    """Issue 31: the offer had NO chosen first, so a newcomer pressing Enter skipped the guide."""
    from game.screens.scenes.guided_table import GuidedTable

    app = titled
    press(app, key(pygame.K_RETURN), key(pygame.K_RETURN), key(pygame.K_RETURN))
    offer = app.stack.top
    assert isinstance(offer, ConfirmScene) and [item.label for item in offer.menu.items] == [
        "YES, GUIDE ME",
        "NO",
    ]
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, GuidedTable)


def test_a_question_that_risks_something_still_has_no_chosen_first(app):
    app.stack.push(ConfirmScene(app, "QUIT THIS TABLE?", lambda: None))
    press(app)
    assert app.stack.top.menu.current.label == "NO"


def test_back_leaves_each_page_and_escape_on_the_title_menu_returns_to_press_start(titled):
    app = titled
    press(app, key(pygame.K_RETURN), key(pygame.K_RETURN), key(pygame.K_RETURN))
    press(app, key(pygame.K_ESCAPE))  # back: the guided first hand's offer put off, the games again
    assert isinstance(app.stack.top, ProfileScene)
    press(app, key(pygame.K_RETURN), key(pygame.K_DOWN), key(pygame.K_RETURN))  # asked again: NO
    assert isinstance(app.stack.top, PlayersScene)
    press(app, key(pygame.K_ESCAPE), key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, TitleScene) and app.stack.top.started
    press(app, key(pygame.K_ESCAPE))
    assert not app.stack.top.started


def test_how_to_play_shows_each_profile_summary_and_options_change_the_speed(titled):
    app = titled
    press(app, key(pygame.K_RETURN), key(pygame.K_DOWN), key(pygame.K_RETURN))
    howto = app.stack.top
    assert isinstance(howto, HowToScene)
    first = howto.entries[howto.index].id
    press(app, key(pygame.K_RIGHT))
    assert howto.entries[howto.index].id != first
    press(app, key(pygame.K_ESCAPE), key(pygame.K_DOWN), key(pygame.K_RETURN))
    options = app.stack.top
    assert isinstance(options, OptionsScene)
    options.open_page("TABLE")
    press(app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_RIGHT))  # ANIMATION
    assert app.settings.animation_speed == 2.0
    press(app, key(pygame.K_ESCAPE))
    options.main.select(1)
    press(app, key(pygame.K_RETURN))  # DISPLAY: the dummy driver rebuilds the window
    assert app.settings.fullscreen and app.display.canvas.get_size() == (960, 540)
    press(app, key(pygame.K_F11))
    assert not app.settings.fullscreen


def test_the_mouse_picks_menu_items(titled):
    app = titled
    press(app, click((320, 270)))  # anywhere starts
    menu = app.stack.top.menu
    index = [item.label for item in menu.items].index("QUIT")
    quit_item = menu.rects[index]
    press(app, pygame.event.Event(pygame.MOUSEMOTION, pos=quit_item.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert menu.selected == index
    press(app, click(quit_item.center))
    question = app.stack.top  # QUIT asks first (tests/test_title_quit_asks.py), NO chosen
    assert app.running and isinstance(question, ConfirmScene) and question.menu.current.label == "NO"
    press(app, click(question.menu.rects[1].center))  # QUIT
    assert not app.running


def test_a_controller_navigates_with_the_d_pad_and_confirms_with_a(titled):
    app = titled
    hat_down = pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=(0, -1))
    a_button = pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=0)
    press(app, a_button, hat_down, hat_down, a_button)
    assert isinstance(app.stack.top, OptionsScene)


def test_a_broken_profile_is_greyed_with_its_message_and_cannot_be_chosen(titled, tmp_path, monkeypatch):
    monkeypatch.setenv("BASEBALL_POKER_PROFILE_DIR", str(tmp_path))
    (tmp_path / "zz-broken.yaml").write_text("name: Broken\nwild_rank: ['3']\n", encoding="utf-8")
    app = titled
    press(app, key(pygame.K_RETURN), key(pygame.K_RETURN))
    profiles = app.stack.top
    index = [entry.id for entry in profiles.entries].index("zz-broken")
    item = profiles.menu.items[index]
    assert not item.enabled and "wild_rank" in item.detail and "BROKEN" in item.label
    press(app, key(pygame.K_UP))  # the broken one sorts last: up from the first item reaches it
    assert profiles.menu.selected == index
    press(app, key(pygame.K_RETURN))
    assert app.stack.top is profiles


def test_a_long_profile_list_scrolls_with_the_selection(titled, tmp_path, monkeypatch):
    monkeypatch.setenv("BASEBALL_POKER_PROFILE_DIR", str(tmp_path))
    for i in range(12):
        (tmp_path / f"house-{i:02}.yaml").write_text(
            f"name: House {i}\nextends: baseball\n", encoding="utf-8"
        )
    app = titled
    press(app, key(pygame.K_RETURN), key(pygame.K_RETURN))
    menu = app.stack.top.menu
    assert len(menu.items) > PROFILE_ROWS and len(menu.shown) == PROFILE_ROWS
    press(app, key(pygame.K_UP))  # wraps to the last profile, which scrolls into view
    last = len(menu.items) - 1
    assert menu.selected == last and last in menu.shown and menu.rects[last].height > 0
    assert menu.rects[0].width == 0  # scrolled out: no mouse hits there
    assert all(menu.rects[i].bottom < DETAIL_Y for i in menu.shown)  # clear of the description lines
    press(app, key(pygame.K_DOWN))
    assert menu.selected == 0 and menu.first == 0


def test_a_stray_back_press_on_press_start_does_not_close_the_game(titled):
    app = titled
    press(app, key(pygame.K_ESCAPE), pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=1))
    assert app.running and isinstance(app.stack.top, TitleScene) and not app.stack.top.started


@pytest.mark.parametrize("items", [5, 7, 8])
def test_the_enter_hint_stands_clear_under_the_title_menu(titled, items):
    """ENTER / A sat against QUIT, the menu's last item, as close as one item to the next (the
    full menu has 7 items, 8 with CONTINUE)."""
    from game.screens.scenes.title import ENTER_Y, MENU_FOOT, MENU_TOP

    menu = titled.stack.top.menu
    spacing = min(menu.spacing, (MENU_FOOT - MENU_TOP - menu.size) // (items - 1))
    last_bottom = MENU_TOP + (items - 1) * spacing + menu.size
    assert ENTER_Y - last_bottom >= 2 * (spacing - menu.size), (spacing, last_bottom)


@pytest.mark.parametrize("yes", ["YES", "YES, GUIDE ME"])
def test_a_questions_choices_stand_centred_in_its_box(app, yes):
    """The guided hand's offer: NO and a long YES, GUIDE ME stood right of the box's middle."""
    from game.platform.display import WIDTH

    app.stack.push(ConfirmScene(app, "A GUIDED FIRST HAND?", lambda: None, yes=yes))
    press(app)
    rects = app.stack.top.menu.rects
    block = rects[0].unionall(rects[1:])
    assert abs(block.centerx - WIDTH // 2) <= 16 and rects[0].x == rects[1].x, block


def test_enter_on_an_opponents_row_deals_as_on_the_players_page(titled):
    """A newcomer pressed Enter on a STYLE row and nothing happened: DEAL! was six rows down."""
    app = titled
    press(app, key(pygame.K_RETURN))
    press(app, key(pygame.K_RETURN))  # PLAY
    while not isinstance(app.stack.top, OpponentsScene):
        top = app.stack.top
        if isinstance(top, ConfirmScene):  # the guided hand's offer: not now
            press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
        else:
            press(app, key(pygame.K_RETURN))
    opponents = app.stack.top
    assert opponents.menu.current.label.endswith("STYLE")
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, TableScene)


def test_how_to_play_shows_the_four_main_games_first_and_g_only_where_it_plays(app):
    """A newcomer's play-test met six Baseball variants and Seven-Card Stud before Midnight
    Baseball and Dealer's Choice, and read G GUIDED HAND on pages where G did nothing. The PLAY
    menu's order (the main four first); G named in the footer exactly where pressing it plays."""
    howto = HowToScene(app)
    app.stack.push(howto)
    app.stack.apply_requests()
    ids = [entry.id for entry in howto.entries]
    assert ids[:4] == ["baseball", "night-baseball", "midnight-baseball", "dealers-choice"]
    assert ids == [entry.id for entry in ProfileScene(app).entries]
    howto.index = 0
    for _ in ids:
        FRAME.clear()
        howto.draw(app.display.canvas)
        footer = [item.text for item in FRAME.texts() if item.text.startswith("LEFT/RIGHT")]
        offered = "G GUIDED HAND" in footer[0]
        press(app, key(pygame.K_g))
        assert isinstance(app.stack.top, HowToScene) != offered, (howto.entries[howto.index].id, footer)
        while not isinstance(app.stack.top, HowToScene):
            app.stack.pop()
            app.stack.apply_requests()
        press(app, key(pygame.K_RIGHT))


def to_opponents(app) -> OpponentsScene:
    press(app, key(pygame.K_RETURN))  # PLAY
    while not isinstance(app.stack.top, OpponentsScene):
        if isinstance(app.stack.top, ConfirmScene):  # the guided hand's offer: not now
            press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
        else:
            press(app, key(pygame.K_RETURN))
    return app.stack.top


def test_the_opponents_of_the_last_deal_sit_again_seat_by_seat(titled):
    """A play-test set a Regular, a Rock and a Shark; the next game sat three Sharks (only the
    last seat's style was kept). A new default in Options sits every opponent as it says."""
    app = titled
    press(app, key(pygame.K_RETURN))
    page = to_opponents(app)
    press(app, key(pygame.K_RIGHT))  # the first opponent's style
    press(app, key(pygame.K_DOWN), key(pygame.K_RIGHT))  # its level
    press(
        app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_LEFT)
    )  # the third row: the second's style
    lineup = [(opponent.style, opponent.difficulty) for opponent in page.setup.opponents]
    assert len(set(lineup)) == 3, lineup  # three opponents, no two alike
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, TableScene)
    assert app.settings.opponents == [list(seat) for seat in lineup]
    app.stack.scenes[:] = [TitleScene(app)]
    press(app, key(pygame.K_RETURN))
    again = to_opponents(app)
    assert [(opponent.style, opponent.difficulty) for opponent in again.setup.opponents] == lineup
    app.stack.scenes[:] = [OptionsScene(app)]
    options = app.stack.top
    options.cycle_style(1)
    assert app.settings.opponents == []
    app.stack.scenes[:] = [TitleScene(app)]
    press(app, key(pygame.K_RETURN))
    fresh = to_opponents(app)
    assert {opponent.style for opponent in fresh.setup.opponents} == {app.settings.default_style}


def test_a_saved_style_the_game_does_not_know_deals_as_the_default(titled):
    """A settings file checks a style by its spelling only: 'xyz' stopped the deal with an error."""
    app = titled
    app.settings.default_style = "xyz"
    app.settings.opponents = [["no_such_style", "hard"]]
    press(app, key(pygame.K_RETURN))
    page = to_opponents(app)
    assert [o.style for o in page.setup.opponents] == ["balanced", "balanced", "balanced"]
    assert page.setup.opponents[0].difficulty == "hard"
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, TableScene)
