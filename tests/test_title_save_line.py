"""The title says which session CONTINUE resumes whenever it has one, whichever item is chosen. A
newcomer's play-test came back from a guided hand to the title on HOW TO PLAY: CONTINUE was still
listed but the line naming the saved game was gone (it showed only with CONTINUE chosen), and they
were unsure their game was kept; after quitting a real game, on CONTINUE, it showed."""

import pygame
from test_ui_support import drawn_by, key, press

from game.play import resume
from game.play.session import direct_setup
from game.screens.scenes.howto import HowToScene
from game.screens.scenes.title import BASEBALL_TAGLINE, TitleScene
from game.telling.game_call import tagline

SAVED_LINE = "Night Baseball, 4 players: hand 2 of 8, you are at -7."


def saved_title(polished, monkeypatch) -> TitleScene:
    """The title's menu, a Night Baseball session saved (pot 2, at -7) for CONTINUE."""
    setup = direct_setup(polished.settings, "night-baseball", 4, 3)
    saved = resume.SavedSession(setup, [], 1, [-7, 7, 0, 0], now=-7)
    monkeypatch.setattr(resume, "load", lambda: (saved, []))
    title = TitleScene(polished)
    polished.stack.reset(title)
    polished.stack.apply_requests()
    press(polished, key(pygame.K_RETURN))  # PRESS START: the menu, on CONTINUE
    return title


def test_the_save_line_shows_on_every_item_of_the_menu(polished, monkeypatch):
    title = saved_title(polished, monkeypatch)
    assert title.menu.items[0].label == "CONTINUE"
    wild = tagline(title.saved.setup.rules)
    for item in title.menu.items:
        words = [text for text, _ in drawn_by(polished, title, monkeypatch)]
        assert SAVED_LINE in words, item.label
        # the wilds over it are the saved game's, never Baseball's over another game's save
        assert wild in words and (wild == BASEBALL_TAGLINE or BASEBALL_TAGLINE not in words), item.label
        press(polished, key(pygame.K_DOWN))


def test_back_from_how_to_play_the_save_line_is_still_there(polished, monkeypatch):
    """The play-test's way: HOW TO PLAY (its guided hand ends back there), then back to the title."""
    title = saved_title(polished, monkeypatch)
    press(polished, key(pygame.K_DOWN), key(pygame.K_DOWN))
    assert title.menu.current.label == "HOW TO PLAY"
    press(polished, key(pygame.K_RETURN))
    assert isinstance(polished.stack.top, HowToScene)
    press(polished, key(pygame.K_ESCAPE))
    assert polished.stack.top is title and title.menu.current.label == "HOW TO PLAY"
    assert SAVED_LINE in [text for text, _ in drawn_by(polished, title, monkeypatch)]


def test_without_a_save_there_is_no_line_and_baseballs_tagline(polished, monkeypatch):
    monkeypatch.setattr(resume, "load", lambda: (None, []))
    title = TitleScene(polished)
    polished.stack.reset(title)
    polished.stack.apply_requests()
    press(polished, key(pygame.K_RETURN))
    assert title.continue_lines() == [] and title.tagline() == BASEBALL_TAGLINE
