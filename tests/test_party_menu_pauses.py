"""The host's menu over the party table is a pause menu, as a host play-test expected: a stray key
opened it mid-hand (Backspace, or a pad's B, no longer do: Esc or a pad's Back), Up from its first
row went round to END THE PARTY, and the table played on under it. Now the party pauses while it is
open (every phone says PAUSED, no bot moves) and goes on when it closes, unless the host keeps it
paused. And a guest taken off while the table was paused is played out at once when it goes on (a
play-test's sat at 'CAT AWAY IN 1' for 10 s and more: the menu's stopped clock was counted twice,
once by the pause and once by the menu)."""

from __future__ import annotations

import dataclasses
import json

import pygame
import pytest
from party_sweep import PHONE, STEP, guest_moves, open_party
from test_party_tv import open_room, start_with_ann, to_setup
from test_party_tv_host import table_of
from test_ui_support import key, press, run_until

from game.play.host_facts import AwayPlay
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def choose(app, *labels: str) -> None:
    """On the host's menu, the row named one of `labels`, and YES where it asks first."""
    menu = app.stack.top.menu
    menu.selected = next(i for i, item in enumerate(menu.items) if item.label in labels)
    press(app, key(pygame.K_RETURN))
    if isinstance(app.stack.top, ConfirmScene):
        ask = app.stack.top.menu
        ask.selected = next(i for i, item in enumerate(ask.items) if item.label != "NO")
        press(app, key(pygame.K_RETURN))


def test_the_host_menu_pauses_the_party_and_closing_it_goes_on(app):
    party, devices = open_party("baseball", 3)
    try:
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_BACKSPACE))  # a stray key: not the menu
        assert app.stack.top is table and not room.paused
        sent: list[tuple[int, str]] = []
        send_text = room.send_text
        room.send_text = lambda client, body: (sent.append((client, body)), send_text(client, body))
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu) and room.paused
        states = [json.loads(body) for client, body in sent if client == PHONE and '"state"' in body]
        assert states and states[-1]["paused"] is True  # the phone says the host paused
        version = room.version
        for _ in range(400):  # a hundred seconds under the menu: nothing moves, the guest's moves in vain
            guest_moves(party)
            app.frame([], STEP)
        assert room.version == version
        press(app, key(pygame.K_UP))  # Up from the first row goes round to END THE PARTY, the last
        assert menu.menu.current.label == "END THE PARTY"
        press(app, key(pygame.K_ESCAPE))  # closed: the party goes on
        assert app.stack.top is table and not room.paused
        press(app, key(pygame.K_ESCAPE))
        choose(app, "KEEP IT PAUSED")  # the host's own pause: closing the menu keeps it
        assert app.stack.top is table and room.paused
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top.menu.current.label == "GO ON WITH THE PARTY"  # what they came for
        press(app, key(pygame.K_ESCAPE))
        assert room.paused  # closing a menu the host opened paused leaves it paused
    finally:
        party.close()


def test_a_guest_taken_off_while_paused_is_played_out_at_once_when_it_goes_on(app, monkeypatch):
    lobby = open_room(app, to_setup(app, "baseball"))
    room = lobby.party.room
    room.timing = dataclasses.replace(room.timing, turn_seconds=30.0, bot_delay=1.0, hand_pause=0.0)
    now = [0.0]

    def clock() -> float:
        now[0] += 0.01
        return now[0]

    monkeypatch.setattr(room, "clock", clock)
    try:
        ann, tv = start_with_ann(app, room)
        run_until(app, lambda: (room.waiting_for() or (None,))[0] == ann and tv.caught_up, limit=40000)
        press(app, key(pygame.K_ESCAPE))
        now[0] += 20.0  # the host reads the menu a while
        choose(app, "KEEP IT PAUSED")
        press(app, key(pygame.K_ESCAPE))
        now[0] += 20.0
        choose(app, "LOCK THE ROOM")  # back on the menu, still paused
        now[0] += 20.0
        choose(app, "TAKE A GUEST OFF")
        choose(app, f"{ann + 1}  ANN")
        assert isinstance(app.stack.top, PartyHostMenu) and room.paused
        now[0] += 20.0
        choose(app, "GO ON WITH THE PARTY")
        assert app.stack.top is tv and not room.paused
        went_on = now[0]
        now[0] += room.timing.bot_delay + 0.5  # the away rule's short wait
        for _ in range(120):  # the TV reads its log's new lines first, at its own pace
            if any(isinstance(play, AwayPlay) for play in room.host.stream):
                break
            press(app, frames=1)
        assert [play.seat for play in room.host.stream if isinstance(play, AwayPlay)] == [ann]
        assert now[0] - went_on < room.timing.turn_seconds  # at once: never her turn's clock run out
    finally:
        lobby.party.close()


def test_a_change_made_in_the_host_menu_comes_back_to_it_still_paused(app):
    """A host play-test's LOCK THE ROOM went straight back to play while LAST POTS, the ledger and
    OPTIONS came back to the menu: every change asked about now comes back to the menu, the party
    still paused, on the row chosen saying the change; play goes on when the host says so. A row
    greyed by its own change puts the cursor back on GO ON WITH THE PARTY, never on the next row
    down (a host play-test's END THIS GAME AFTER THE POT came back on END THE PARTY)."""
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        guest = f"{room.clients[PHONE].seat + 1}  {room.guests[room.clients[PHONE].seat].name.upper()}"
        for labels, row, now in (
            (("LOCK THE ROOM",), "UNLOCK THE ROOM", lambda: room.locked),
            (("UNLOCK THE ROOM",), "LOCK THE ROOM", lambda: not room.locked),
            # the one guest off, TAKE A GUEST OFF is greyed: back on the first row
            (("TAKE A GUEST OFF", guest), "GO ON WITH THE PARTY", lambda: bool(room.removed)),
            (
                ("LET A GUEST BACK IN", room.guests[room.clients[PHONE].seat].name.upper()),
                "GO ON WITH THE PARTY",  # (nobody to let back: greyed)
                lambda: not room.removed,
            ),
        ):
            version = room.version
            for label in labels:
                choose(app, label)
            assert now(), labels
            assert app.stack.top is menu and menu.heading == "HOST", labels
            assert menu.menu.current.label == row and room.paused
            press(app, frames=30)
            assert room.version == version and room.paused  # nothing moved meanwhile
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table and not room.paused
    finally:
        party.close()
