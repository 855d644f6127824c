"""The host's seating between two sessions, on the real party TV scene with synthetic keys: SEAT A
PLAYER AT THE TV is judged by the game dealt next (a host play-test's, after one game with another
chosen next, was judged by the game just ended), a player seated there on tonight's ledger is in the
next session's first deal (it said 'Dana sits here next hand'), and a stud game greyed for a player
at the TV says how to play it: take them off the TV, from TAKE A GUEST OFF."""

from __future__ import annotations

import json
from fractions import Fraction

import pygame
import pytest
from party_sweep import STEP, open_party, to_tonights_ledger
from test_party_next_game_tv import choose
from test_ui_support import key, press, record_text

from engine.profile import load_profile
from game.play.host_facts import Placing, SessionDone
from game.screens.party_between import BetweenSessions
from game.screens.party_seat_row import PICK_ONE
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

SEAT_ROW = "SEAT A PLAYER AT THE TV"


def host_menu(app) -> PartyHostMenu:
    press(app, key(pygame.K_ESCAPE))
    menu = app.stack.top
    assert isinstance(menu, PartyHostMenu)
    return menu


def enter_row(app, menu: PartyHostMenu, label: str) -> None:
    labels = [item.label for item in menu.menu.items]
    menu.menu.select(labels.index(label))
    press(app, key(pygame.K_RETURN))


def next_game(app, profile: str) -> None:
    """The host menu's NEXT GAME row: `profile` chosen, back on the menu."""
    menu = host_menu(app)
    enter_row(app, menu, next(i.label for i in menu.menu.items if i.label.startswith("NEXT GAME")))
    listed = app.stack.top
    assert isinstance(listed, ProfileScene)
    choose(app, listed, profile)


def seat_row(app):
    menu = app.stack.top
    assert isinstance(menu, PartyHostMenu)
    return next(item for item in menu.main_items() if item.label == SEAT_ROW)


def test_on_the_ledger_seat_a_player_is_judged_by_the_next_game_and_they_are_in_its_first_deal(app):
    party, devices = open_party("baseball", 4)
    room = party.room
    try:
        table = to_tonights_ledger(app, party, devices)
        next_game(app, "midnight-baseball")  # after Baseball, Midnight next: nothing hidden
        assert seat_row(app).enabled  # (judged by Baseball, it said 'Hidden cards')
        seat = room.controls.add_local("DANA")  # as the players' page does when it is left
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table
        assert room.guests[seat] is not None and room.guests[seat].name == "DANA"  # hers now
        assert seat not in room.arriving and room.seat_cards()[seat].arriving == ""  # no 'next hand'
        room.connect(7)  # and a phone guest sitting down on the ledger: theirs at once too
        room.receive(7, json.dumps({"type": "join", "name": "Cat", "room": room.code}))
        cat = room.clients[7].seat
        assert cat is not None and room.guests[cat].name == "Cat" and not room.arriving
        press(app, key(pygame.K_RETURN))  # ENTER / A: DEAL IT
        for _ in range(400):
            if room.sessions == 2:
                break
            app.frame([], STEP)
        assert room.table.session_rules.name == "Midnight Baseball"
        assert room.table.seats[seat].name == "DANA" and room.table.seats[seat].kind == "human"
        assert room.table.seats[cat].name == "Cat" and room.table.seats[cat].kind == "human"
        assert room.table.hands_played == 0  # her seat's, in the session's first pot
    finally:
        party.close()


def test_after_midnight_with_baseball_next_seat_a_player_is_greyed(app):
    party, devices = open_party("midnight-baseball", 4)
    room = party.room
    try:
        for seat in devices:  # nobody at the TV: Baseball may be chosen
            room.controls.remove_local(seat)
        to_tonights_ledger(app, party, {})
        next_game(app, "baseball")
        item = seat_row(app)
        assert not item.enabled and item.detail == PICK_ONE  # (judged by Midnight, it seated)
        with pytest.raises(ValueError, match="Baseball deals hidden cards"):
            room.controls.add_local("DANA")
    finally:
        party.close()


def test_a_stud_game_chosen_on_the_ledger_takes_the_player_at_the_tv_off_at_once(app):
    """Between sessions, Baseball chosen with QUEENIE at the TV asks to take her off it, and TAKE
    OFF does at once (no pot in play), Baseball next, her controller free to seat someone again."""
    party, devices = open_party("midnight-baseball", 4)  # QUEENIE plays at the TV
    room = party.room
    try:
        (seat,) = devices
        devices[seat] = "pad 1"  # her controller
        table = to_tonights_ledger(app, party, devices)
        menu = host_menu(app)
        enter_row(app, menu, next(i.label for i in menu.menu.items if i.label.startswith("NEXT GAME")))
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        choose(app, listed, "baseball")
        asking = app.stack.top
        assert asking.question == "BASEBALL NEXT?"
        assert " ".join(asking.detail).startswith("QUEENIE leaves the TV as it starts, for a computer player")
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # YES (NO is first)
        assert app.stack.top is menu and room.next_game is not None and room.next_game[1] == "baseball"
        assert room.guests[seat] is None and not any(g and g.local for g in room.arriving.values())
        assert seat not in table.devices  # her controller may seat someone again
    finally:
        party.close()


def test_a_bots_only_partys_standings_name_the_next_game(app, monkeypatch):
    """No ledger comes first (a party that keeps none): the standings' foot named no game."""
    between = BetweenSessions(app.text)
    between.show(SessionDone((), (), (Placing(0, "CPU 1", Fraction(3), None, False),)), None)
    with monkeypatch.context() as patch:
        said = record_text(app, patch)
        between.draw_standings(app.display.canvas, load_profile("baseball"), False, "Midnight Baseball")
    (foot,) = [(text, rect) for text, rect in said if text.startswith("NEXT GAME")]
    assert foot[0] == "NEXT GAME: MIDNIGHT BASEBALL IN 12    ENTER / PAD A: NOW"
    assert app.display.canvas.get_rect().contains(foot[1])
