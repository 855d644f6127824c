"""A live party ends only when the host says so. A host play-tester's TV went away mid-pot (a
Dealer's Choice party, a Midnight pot) and every phone was told 'The host has ended the party.': the
window's close (SDL's quit event, which Ctrl+C and SIGTERM send too) quit the program, and the
party with it, without a word. Now it asks QUIT THE GAME? first, NO chosen, the table's time going
on under the question; a second close while asked quits (and the ledger is kept, as END THE PARTY
keeps it). Every key on the keyboard (with Alt, Ctrl or Shift too) and every pad button pressed at
the table leaves the party going: only END THE PARTY, answered, ends it."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest
from party_sweep import PHONE, open_party
from test_party_tv_host import table_of
from test_ui_support import key, press, run_until

from game.play.host_facts import AwayPlay
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party import PartyTableScene
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.party_lobby import PartyLobbyScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

CLOSE = pygame.event.Event(pygame.QUIT)


@pytest.fixture
def party(app, monkeypatch) -> Iterator[tuple[PartyTableScene, list[str]]]:
    """A party table on the TV with its first hand dealt, and what the room tells every phone from
    then on (party_over when the party ends)."""
    party, devices = open_party("baseball", 4)
    try:
        table = table_of(app, party, devices, dealt=True)
        said: list[str] = []
        broadcast = party.room.broadcast

        def spy(message) -> None:
            said.append(message["type"])
            broadcast(message)

        monkeypatch.setattr(party.room, "broadcast", spy)
        yield table, said
    finally:
        party.close()


def asked(app) -> ConfirmScene:
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and question.question == "QUIT THE GAME?"
    assert question.menu.current.label == "NO"  # a stray Enter changes nothing
    assert "party is over" in " ".join(question.detail)
    return question


def test_closing_the_window_at_the_party_table_asks_and_no_goes_on(app, party):
    table, said = party
    press(app, CLOSE)
    asked(app)
    assert app.running and "party_over" not in said
    press(app, key(pygame.K_RETURN))  # NO
    assert app.stack.top is table and app.running and "party_over" not in said
    press(app, CLOSE)
    asked(app)
    press(app, key(pygame.K_ESCAPE))  # Back is NO too
    assert app.stack.top is table and app.running
    press(app, CLOSE)
    question = asked(app)
    question.menu.selected = 1
    press(app, key(pygame.K_RETURN))  # QUIT: the party ends as the host said
    assert not app.running and not app.stack.scenes and "party_over" in said


def test_a_second_close_while_asked_quits_and_the_host_menu_asks_too(app, party):
    _, said = party
    press(app, key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, PartyHostMenu)
    press(app, CLOSE)
    asked(app)
    assert app.running
    press(app, CLOSE)  # closed again: the host means it
    assert not app.running and not app.stack.scenes and said.count("party_over") == 1


def test_the_lobby_asks_only_with_guests_in_it(app):
    party, devices = open_party("baseball", 4)  # a phone guest has sat down
    try:
        lobby = PartyLobbyScene(app, party, devices)
        app.stack.scenes[:] = [lobby]
        press(app, CLOSE)
        asked(app)
        press(app, key(pygame.K_RETURN))
        assert app.stack.top is lobby and app.running
        room = party.room
        room.unseat(next(seat for seat, guest in enumerate(room.guests) if guest is not None))
        press(app, CLOSE)  # nobody to tell: it quits at once
        assert not app.running
    finally:
        party.close()


def test_the_ended_party_table_quits_at_once(app, party):
    table, _ = party
    table.ended = True  # END THE PARTY was answered: the TV is going to the ledger
    press(app, CLOSE)
    assert not app.running


def test_every_key_and_pad_button_pressed_at_the_table_leaves_the_party_going(app, party):
    table, said = party
    codes = sorted({getattr(pygame, name) for name in dir(pygame) if name.startswith("K_")})
    for mod in (0, pygame.KMOD_ALT, pygame.KMOD_CTRL, pygame.KMOD_SHIFT):
        for code in codes:
            press(app, key(code, mod))
            assert app.running and "party_over" not in said, pygame.key.name(code)
    for button in range(16):
        press(app, pygame.event.Event(pygame.JOYBUTTONDOWN, button=button, instance_id=0, joy=0))
        assert app.running and "party_over" not in said, button
    assert app.stack.scenes[0] is table and table.party.bridge is not None


def test_a_phone_leaving_while_the_table_waits_for_it_never_ends_the_party(app, party, monkeypatch):
    """The play-tester's guest had just closed her browser: a phone gone while its turn's clock
    runs is played for by the away rule, and the party goes on."""
    table, said = party
    room = table.room
    seat = room.clients[PHONE].seat
    run_until(app, lambda: (room.waiting_for() or (None,))[0] == seat and table.caught_up)
    now = [time.monotonic()]

    def clock() -> float:
        now[0] += 0.05
        return now[0]

    monkeypatch.setattr(room, "clock", clock)
    played = len(room.table.decisions)
    room.disconnect(PHONE)  # her browser closed
    run_until(app, lambda: len(room.table.decisions) > played + 3)
    assert [play.seat for play in room.host.stream if isinstance(play, AwayPlay)][:1] == [seat]
    assert app.running and app.stack.scenes == [table] and "party_over" not in said
    assert table.party.bridge is not None
