"""HOW TO PLAY at both TEXT SIZEs, every game, every page: every rule said whole, no line touching
another element, the rules ending clear of the controls. A Hold'em player's play-test (ptN13
shot_102, shot_196) read Night and Midnight Baseball's pages in small letters at TEXT SIZE large,
the rules running down onto the controls; at large the rules are now the table's size, in pages."""

from __future__ import annotations

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import key, press

from game.platform.frame_log import FRAME
from game.platform.text import BODY, LARGE_BODY
from game.play.session import profiles
from game.screens.menu_page import FOOTER_Y
from game.screens.scenes.howto import CLEAR, CONTROLS, CONTROLS_Y, TOP, HowToScene
from game.telling.hand_chart import rules_lines

SIZES = {"normal": BODY, "large": LARGE_BODY}


def howto_at(app, size: str) -> HowToScene:
    app.settings.text_size = size
    howto = HowToScene(app)
    app.stack.push(howto)
    app.stack.apply_requests()
    return howto


@pytest.mark.parametrize("size", SIZES)
def test_every_page_of_every_game_says_its_rules_whole_and_touches_nothing(app, size):
    howto = howto_at(app, size)
    ids = [entry.id for entry in howto.entries]
    assert ids == [entry.id for entry in profiles() if entry.ok]
    problems: list[str] = []
    for index, entry in enumerate(howto.entries):
        howto.index = index
        pages, _ = howto.pages()
        said: list[str] = []
        for page in range(len(pages)):
            howto.page = page
            FRAME.clear()
            app.draw()
            where = f"{entry.id} at {size}, page {page + 1} of {len(pages)}"
            problems += frame_problems(where)
            texts = FRAME.texts()
            rules = [item for item in texts if item.rect.top >= TOP and item.size == SIZES[size]]
            keys = {*CONTROLS, howto.footer}
            rules = [item for item in rules if not item.text.startswith("PAGE ") and item.text not in keys]
            said += [item.text for item in rules]
            under = [item.rect.top for item in texts if item.text in CONTROLS]
            last = page + 1 == len(pages)
            assert bool(under) == last, where  # the controls under the last page (mostly the only one)
            bottom = min(under) if under else FOOTER_Y
            more = [item.rect.top for item in texts if item.text.startswith("PAGE ")]
            assert len(more) == (len(pages) > 1), where
            bottom = min([bottom, *more])  # the page's foot, under its rules
            assert all(top + SIZES[size] + CLEAR <= min(under, default=FOOTER_Y) for top in more), where
            lowest = max(item.rect.bottom for item in rules)
            assert lowest + CLEAR <= bottom, (where, lowest, bottom)
        # every sentence, in order, over the pages (none cut off at a page's foot)
        listed = [game.rules for game in howto.entries if game.rules is not None]
        assert " ".join(said).split() == " ".join(rules_lines(entry.rules, listed)).split(), entry.id
    assert problems == [], "\n".join(problems)


def test_at_the_normal_size_each_shipped_game_is_one_page_over_the_controls_or_two(app):
    """Midnight Baseball, which first says what it changes of Night Baseball, and Baseball Bring-In,
    which first says its bring-in, take two; the others one."""
    howto = howto_at(app, "normal")
    counts = {}
    for index, entry in enumerate(howto.entries):
        howto.index = index
        counts[entry.id] = len(howto.pages()[0])
    two = {"midnight-baseball", "baseball-bring-in"}
    assert {game for game, pages in counts.items() if pages != 1} == two, counts
    assert all(counts[game] == 2 for game in two)
    assert CONTROLS_Y - CLEAR > TOP


def test_at_large_the_keys_turn_the_pages_and_a_new_game_opens_on_its_first(app):
    howto = howto_at(app, "large")
    howto.index = [entry.id for entry in howto.entries].index("midnight-baseball")
    pages = len(howto.pages()[0])
    assert pages > 1
    FRAME.clear()
    app.draw()
    assert any(item.text.startswith("PAGE 1 OF") and "DOWN: MORE" in item.text for item in FRAME.texts())
    for _ in range(pages + 1):  # past the last page it stays there
        press(app, key(pygame.K_DOWN))
    assert howto.page == pages - 1
    FRAME.clear()
    app.draw()
    assert any(item.text.startswith(f"PAGE {pages} OF") and "UP: PAGE" in item.text for item in FRAME.texts())
    press(app, key(pygame.K_UP))
    assert howto.page == pages - 2
    press(app, key(pygame.K_RIGHT))
    assert howto.page == 0 and howto.entries[howto.index].id != "midnight-baseball"
