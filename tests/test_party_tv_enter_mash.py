"""Enter pressed again and again at the party's TV stops at each page of the party's end and of the
next game (game.screens.press_settle): a host's presses, the last pot's result up, ran past FINAL
STANDINGS and tonight's ledger and dealt the next game in 6 s, neither read; a later one's Enter
every 2.5 s did in 10 s (each page now needs 3 s with no press). Synthetic key events
at every page: the last pot's result, the standings, the ledger, END THE PARTY? and the night's
ledger it ends on."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party, play_party, settle, settled
from test_party_tv import end_the_party
from test_ui_support import key, press

from game.platform import palette
from game.screens.party_between import NEXT_GAME_KEYS, TO_THE_LEDGER
from game.screens.scenes.ledger import LedgerScene
from game.screens.scenes.party import PartyTableScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

MASH = 6.0  # seconds of Enter pressed again and again, as the host's
EVERY = 0.25  # seconds between two of its presses
CADENCE = 2.5  # seconds between a steadier host's presses (a later play-test)


def mash(app, party, seconds: float = MASH) -> None:
    """Enter, every EVERY seconds for `seconds`, the TV and its phone guest playing on."""
    for _ in range(int(seconds / EVERY)):
        guest_moves(party)
        settle(party.room)
        app.frame([key(pygame.K_RETURN)], EVERY)


def test_enter_again_and_again_stops_at_the_standings_and_at_the_ledger_and_deals_nothing(app):
    party, devices = open_party("baseball", 4)
    room = party.room
    try:
        room.rules = dataclasses.replace(room.rules, pots=1)  # the session ends with its first pot
        play_party(app, party, devices, 1)
        table = app.stack.top
        assert isinstance(table, PartyTableScene)
        for _ in range(400):  # from the last pot's result on, Enter
            mash(app, party, EVERY)
            if table.showing_standings:
                break
        mash(app, party)
        assert table.showing_standings and room.sessions == 1  # still the standings
        settled(app, table.between.settle)  # the hands let go: one press goes on
        press(app, key(pygame.K_RETURN))
        assert table.showing_ledger
        mash(app, party)
        assert table.showing_ledger and room.sessions == 1  # still the ledger, nothing dealt
        settled(app, table.between.settle)
        deals_the_next_game(app, room)  # ENTER / A: DEAL IT, deliberate
    finally:
        party.close()


def deals_the_next_game(app, room) -> None:
    """One Enter at the settled ledger deals the next game (the room's second session)."""
    app.frame([key(pygame.K_RETURN)], STEP)
    for _ in range(400):
        if room.sessions == 2:
            break
        app.frame([], STEP)
    assert room.sessions == 2


def key_line_colours(app, table, monkeypatch, line: str) -> list:
    """The colours `line` is drawn in, in a frame of the TV."""
    colours: list = []
    real = app.text.draw

    def record(canvas, words, where, size, colour, *args, **kwargs):
        if words == line:
            colours.append(colour)
        return real(canvas, words, where, size, colour, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(app.text, "draw", record)
        table.draw(app.display.canvas)
    return colours


def steady(app, party, seconds: float) -> None:
    """Enter every CADENCE seconds for `seconds` (the host's play-test), the table playing on."""
    for _ in range(round(seconds / CADENCE)):
        app.frame([key(pygame.K_RETURN)], STEP)
        for _ in range(round(CADENCE / STEP)):
            guest_moves(party)
            settle(party.room)
            app.frame([], STEP)


def test_a_steady_enter_every_2_5_s_stops_at_the_standings_and_the_ledger_lit_once_quiet(app, monkeypatch):
    """A host's play-test: Enter every 2.5 s went through the pot's result, FINAL STANDINGS and
    tonight's ledger and dealt the next game in 10 s. Each page between games takes Enter only
    after 3 s with no press, its Enter line DIM till then and lit after; one press then goes on."""
    party, devices = open_party("baseball", 4)
    room = party.room
    try:
        room.rules = dataclasses.replace(room.rules, pots=1)
        play_party(app, party, devices, 1)
        table = app.stack.top
        for _ in range(400):  # from the last pot's result on, Enter every 2.5 s
            steady(app, party, CADENCE)
            if table.showing_standings:
                break
        steady(app, party, 4 * CADENCE)
        assert table.showing_standings and room.sessions == 1
        assert key_line_colours(app, table, monkeypatch, TO_THE_LEDGER) == [palette.DIM]
        settled(app, table.between.settle)
        assert table.between.settle.quiet >= 3.0
        assert key_line_colours(app, table, monkeypatch, TO_THE_LEDGER) == [palette.WHITE]
        press(app, key(pygame.K_RETURN))  # one press when ready
        assert table.showing_ledger
        steady(app, party, 4 * CADENCE)
        assert table.showing_ledger and room.sessions == 1
        assert key_line_colours(app, table, monkeypatch, NEXT_GAME_KEYS) == [palette.DIM]
        settled(app, table.between.settle)
        assert key_line_colours(app, table, monkeypatch, NEXT_GAME_KEYS) == [palette.WHITE]
        deals_the_next_game(app, room)
    finally:
        party.close()


def test_enter_again_and_again_after_end_the_party_leaves_the_nights_ledger_up_unsaved(app):
    party, devices = open_party("baseball", 4)
    try:
        play_party(app, party, devices, 1)
        end_the_party(app, confirm=True)
        page = app.stack.top
        assert isinstance(page, LedgerScene) and page.ending
        mash(app, party)
        assert app.stack.top is page and not page.said  # up, and not saved as CSV by a stray press
        assert page.settle is not None
        settled(app, page.settle)  # the hands let go
        press(app, key(pygame.K_RETURN))  # SAVE AS CSV, deliberate
        assert page.said and page.said[0].startswith("SAVED AS ")
    finally:
        party.close()
