"""The party TV paused by the host: PAUSED is said over the middle of the table, and the pot's
amount stays in view above it (host play-test tv-12: the box covered it); Enter or A goes on."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, open_party
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from game.felt import layout
from game.screens.party_paused import KEYS, PAUSED_LINE
from game.screens.scenes.confirm import ConfirmScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def paused_at_the_pot(app, party, devices):
    """The TV's table shown till the antes are in (the pot has an amount to show), then paused: the table."""
    room = party.room
    table = table_of(app, party, devices)
    for _ in range(3000):
        if room.table is not None and room.table.pot and table.caught_up:
            break
        app.frame([], STEP)
    room.controls.pause(True)
    app.frame([], STEP)
    return table


def test_the_paused_box_leaves_the_pots_amount_in_view(app, shots, monkeypatch):
    party, devices = open_party("baseball", 4)
    try:
        table = paused_at_the_pot(app, party, devices)
        drawn = drawn_by(app, table, monkeypatch)
        shots(app, "party_paused")
        box = table.paused_box()
        assert any(text == "PAUSED" and box.contains(rect) for text, rect in drawn)
        (amount,) = [rect for _, rect in drawn if rect.midtop == layout.POT_TEXT]
        assert not amount.colliderect(box)
    finally:
        party.close()


def test_enter_or_a_on_the_paused_tv_goes_on_at_once(app, shots):
    """A host play-test: Enter (and a pad's A) did nothing on the paused TV; then it asked GO ON?,
    after a panel that says ENTER / A: GO ON, and the question took the next keys. One press goes
    on, with no question over the table, and the next keys reach the table."""
    for button in (
        key(pygame.K_RETURN),
        pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0),
    ):
        party, devices = open_party("baseball", 4)
        try:
            room = party.room
            table = table_of(app, party, devices)
            app.frame([], STEP)
            room.controls.pause(True)
            app.frame([], STEP)
            assert room.paused
            press(app, button)
            assert app.stack.top is table and not room.paused
            assert not any(isinstance(scene, ConfirmScene) for scene in app.stack.scenes)
            press(app, key(pygame.K_ESCAPE))  # the next key is the table's: Back opens the host menu
            assert app.stack.top is not table and not isinstance(app.stack.top, ConfirmScene)
            shots(app, "party_paused_gone_on")
        finally:
            party.close()


@pytest.mark.parametrize(
    ("profile", "seats", "size"),
    [("night-baseball", 3, "normal"), ("night-baseball", 3, "large"), ("baseball", 4, "large")],
)
def test_the_paused_box_holds_its_words_and_leaves_the_join_lines_readable(
    app, shots, monkeypatch, profile, seats, size
):
    """A host play-test (Night Baseball, three players): ESC / B: HOST MENU ran out of the bottom of
    the PAUSED box, over JOIN 192.0.2.2:8765. Every word of the box is inside it, the join lines
    outside it."""
    app.settings.text_size = size
    party, devices = open_party(profile, seats)
    try:
        table = paused_at_the_pot(app, party, devices)
        assert table.foot_free
        drawn = drawn_by(app, table, monkeypatch)
        shots(app, f"party_paused_{profile}_{size}")
        box = table.paused_box()
        ours = [rect for text, rect in drawn if text in ("PAUSED", *KEYS)]
        assert len(ours) == 3 and all(box.contains(rect) for rect in ours)
        joins = [rect for text, rect in drawn if text.startswith(("JOIN ", "ROOM CODE "))]
        rows = 1 if size == "large" else 2  # at large one row, its lines in turn (log_room.kept_rows)
        assert len(joins) == rows and not any(rect.colliderect(box) for rect in joins)
    finally:
        party.close()


def test_the_paused_box_says_plainly_which_key_does_what():
    """A host play-test: "ENTER / A: GO ON" read as a choice of two things, A as the letter key.
    Each line names a key, then a pad's button as one, then what it does."""
    assert KEYS == ("ENTER OR PAD A: GO ON", "ESC OR PAD BACK: HOST MENU")
    assert not any("/" in line for line in KEYS)


def test_paused_over_the_standings_their_seconds_stand_and_the_foot_says_so(app, monkeypatch):
    """A pause holds the table (PartyTableScene.held) over a session's standings and tonight's
    ledger too: their seconds stood still under 'NEXT GAME IN 7    ENTER / A: NOW' and the ledger's
    'ENTER / A: DEAL THE NEXT GAME', where Enter goes on. Their foot says PAUSED and the key."""
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table = table_of(app, party, devices)
        table.between.standings, table.between.standings_for = ([], []), 7.0  # a session's standings up
        room.controls.pause(True)
        for _ in range(8):
            app.frame([], STEP)
        assert table.between.standings_for == 7.0
        words = [text for text, _ in drawn_by(app, table, monkeypatch)]
        assert PAUSED_LINE in words and not any(text.startswith("NEXT GAME IN") for text in words)
        press(app, key(pygame.K_RETURN))  # goes on: the standings count down again
        assert not room.paused
        app.frame([], STEP)
        assert table.between.standings_for < 7.0
    finally:
        party.close()


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("locked", [True, False], ids=["locked", "open"])
def test_the_paused_words_stand_in_the_middle_of_their_box(app, monkeypatch, size, locked):
    """A host play-test paused a locked room, whose box runs down to where how to join would be
    (5584d4f gave those rows back), and read an empty strip under its words. Locked or open, the room
    over PAUSED and under the last key's line are alike, and how to join, where said, is outside."""
    app.settings.text_size = size
    party, devices = open_party("baseball", 4)
    try:
        party.room.controls.lock(locked)
        table = paused_at_the_pot(app, party, devices)
        drawn = drawn_by(app, table, monkeypatch)
        box = table.paused_box()
        ours = [rect for text, rect in drawn if text in ("PAUSED", *KEYS)]
        words = ours[0].unionall(ours[1:])
        assert len(ours) == 3 and box.contains(words)
        over, under = words.top - box.top, box.bottom - words.bottom
        assert abs(over - under) <= 6, (over, under, box, words)
        joins = [rect for text, rect in drawn if text.startswith(("JOIN ", "ROOM CODE "))]
        assert bool(joins) != locked and not any(rect.colliderect(box) for rect in joins)
    finally:
        party.close()
