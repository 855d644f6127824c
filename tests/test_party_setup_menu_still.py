"""HOST A PARTY as a host play-test found it: the menu jumped sideways at each game's name (centred
by the row shown), PLAYERS AT THE TV said only 1 after Grandpa Joe was named, and the title's cursor
came back on PLAY, not PARTY, after the party."""

from __future__ import annotations

import pygame
import pytest
from test_party_tv import to_setup
from test_ui_support import drawn_by, key, press

from game.platform.display import SAFE
from game.platform.text import BODY
from game.play.ledger import Ledger
from game.screens import openers
from game.screens.party_look import TvPlayer
from game.screens.scenes.title import TitleScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def rows_drawn(app, setup, monkeypatch) -> dict[str, pygame.Rect]:
    """Each menu row's words as drawn, by its label: where they stand on the TV."""
    drawn = drawn_by(app, setup, monkeypatch)
    return {
        item.label: next(r for text, r in drawn if text.startswith(item.label)) for item in setup.menu.items
    }


def test_the_menu_stays_put_as_the_host_steps_through_the_games(app, monkeypatch):
    setup = to_setup(app, "baseball")
    names, lefts = set(), set()
    for _ in range(len(setup.entries)):
        rows = rows_drawn(app, setup, monkeypatch)
        assert set(rows) == {item.label for item in setup.menu.items}
        names.add(setup.entry.name)
        lefts |= {rect.x for rect in rows.values()}
        assert all(rect.right <= SAFE.right for rect in rows.values()), setup.entry.name
        press(app, key(pygame.K_RIGHT))  # (the cursor is on GAME)
    assert len(names) == len(setup.entries) > 10  # every game was shown, names of many lengths
    assert len(lefts) == 1  # each row starts where it did: nothing moved
    assert lefts.pop() - BODY - 8 >= SAFE.x  # with room for the cursor


def test_players_at_the_tv_names_them(app, monkeypatch):
    setup = to_setup(app, "midnight-baseball")
    setup.players[:] = [TvPlayer("keys", "Grandpa Joe", "#f2b233")]
    row = setup.players_row
    assert setup.menu.caption(row).endswith("< 1: GRANDPA JOE >")
    setup.players[:] = [
        TvPlayer("keys", name, "#f2b233") for name in ("Grandpa Joe", "Maximiliana", "Bartholomew", "Ann")
    ]
    caption = setup.menu.caption(row)
    assert "< 4: GRANDPA JOE, MAXIMILIA" in caption and caption.rstrip().endswith(
        "\u2026"
    )  # cut, and says so
    assert setup.tv_seats == 4 and ">" not in caption  # every seat at the TV: no '>' to add one
    drawn = rows_drawn(app, setup, monkeypatch)["PLAYERS AT THE TV"]
    assert drawn.right <= SAFE.right  # on the screen
    setup.players.clear()
    assert setup.menu.caption(row).endswith("  0 >")  # nobody to take off: no '<'


def test_after_the_party_the_titles_cursor_is_on_party(polished):
    """DONE on the night's ledger (as END THE PARTY shows it) goes to the title's menu at PARTY."""
    polished.go(openers.ledger(ledger=Ledger("2026-12-04"), ending=True))
    press(polished)
    press(polished, key(pygame.K_ESCAPE))  # ESC/B TITLE, as DONE
    title = polished.stack.top
    assert isinstance(title, TitleScene) and title.started
    assert title.menu.current.label == "PARTY"
    press(polished, key(pygame.K_RETURN))
    assert type(polished.stack.top).__name__ == "PartySetupScene"
