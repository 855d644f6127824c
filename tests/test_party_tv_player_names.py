"""A player at the party TV is named by the host, as a phone guest names themselves (a host
play-test: the player at the TV was always ACE, and nothing where they joined could rename them; the
next read "BEAT ACE: SEVEN HIGH" as a card): PLAYER 1, PLAYER 2... unless named; Y on their
controller (N on the keyboard) opens the letter grid; the name keeps the TV's letters, at most 16,
none another player at the TV has; a guest of the same name sits down as "Ann 2"; and the name is
kept in the settings and offered first the next time."""

from __future__ import annotations

import json

import pygame
import pytest
from party_sweep import open_party
from test_party_tv_host import table_of
from test_ui_support import key, letter, press

from engine.profile import load_profile
from game.party.wire.tv import TvParty
from game.screens.party_look import TvPlayer
from game.screens.scenes.house_name import END, HouseNameScene
from game.screens.scenes.party_setup import PartyPlayersScene, add_player
from game.screens.tv_player_names import TV_NAMES, choices, name_problem, offered, remembered, typed_name
from game.store.settings import settings_from_json


def pad(button: int, instance: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYBUTTONDOWN, button=button, instance_id=instance, joy=instance)


pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def type_name(app, page: PartyPlayersScene, opener: pygame.event.Event, word: str) -> HouseNameScene:
    """`opener` (Y or N) opens the letter grid over `page`; `word` typed; END pressed."""
    press(app, opener)
    grid = app.stack.top
    assert isinstance(grid, HouseNameScene) and grid.heading == "NAME THE PLAYER AT THE TV"
    press(app, *(letter(char) for char in word))
    grid.pick(END)
    app.frame([], 1 / 60)
    return grid


def test_the_host_types_a_players_name_and_it_is_kept_for_next_time(app):
    players: list[TvPlayer] = []
    app.stack.scenes[:] = [page := PartyPlayersScene(app, players, 4)]
    press(app, pad(0, 7))  # pad 7 presses A: joins as PLAYER 1
    assert players[0].name == TV_NAMES[0] == "Player 1"
    type_name(app, page, pad(3, 7), "obrien")  # Y on their own pad
    assert app.stack.top is page and players[0].name == "Obrien"
    assert app.settings.party_tv_names == ["Obrien"]
    press(app, letter("j"))  # a keyboard player, named by N
    type_name(app, page, letter("n"), "zoe")
    assert [p.name for p in players] == ["Obrien", "Zoe"]
    assert app.settings.party_tv_names == ["Zoe", "Obrien"]
    # the next party: the names typed are offered first, before PLAYER 1
    again: list[TvPlayer] = []
    app.stack.scenes[:] = [PartyPlayersScene(app, again, 4)]
    press(app, pad(0, 8), pad(0, 9), letter("j"))
    assert [p.name for p in again] == ["Zoe", "Obrien", "Player 1"]


def test_a_name_another_player_at_the_tv_has_is_refused_in_words(app):
    players: list[TvPlayer] = []
    app.stack.scenes[:] = [page := PartyPlayersScene(app, players, 4)]
    press(app, pad(0, 7), pad(0, 8))
    grid = type_name(app, page, pad(3, 8), "player 1")
    assert app.stack.top is grid and "ANOTHER PLAYER AT THE TV IS PLAYER 1" in grid.message
    assert players[1].name == TV_NAMES[1]
    press(app, *[key(pygame.K_ESCAPE)] * (len("player 1") + 1))  # each letter rubbed out, then out
    assert app.stack.top is page and players[1].name == TV_NAMES[1]  # left the grid: as it was


def test_the_names_follow_a_phone_guests_rules():
    assert typed_name("ANN-MARIE") == "Ann-Marie" and typed_name("O'BRIEN") == "O'Brien"
    assert typed_name("  ANN   LEE ") == "Ann Lee"
    assert name_problem("", []) and name_problem("\U0001f600", [])  # nothing the TV draws
    assert name_problem("B" * 17, []) == "A NAME IS AT MOST 16 LETTERS"
    assert name_problem("ann", ["Ann"]) and name_problem("Bo", ["Ann"]) is None
    assert remembered(["Ann", "Bo"], "bo".title()) == ["Bo", "Ann"]
    assert (
        remembered([str(n) for n in range(8)], "Cy")[:2] == ["Cy", "0"]
        and len(remembered(list("abcdefgh"), "Cy")) == 8
    )
    assert offered(choices(["Bo"]), ["bo"]) == "Player 1"
    players: list[TvPlayer] = []
    assert add_player(players, 2, "pad1", choices(["Bo"])) and add_player(players, 2, "pad2", choices(["Bo"]))
    assert [p.name for p in players] == ["Bo", "Player 1"] and not add_player(players, 2, "pad3")


def test_a_player_joining_at_the_tv_mid_party_is_offered_a_number_nobody_at_the_table_has(app):
    """The host's SEAT A PLAYER AT THE TV: PLAYER 1 plays already, so the next to join is PLAYER 2,
    never a second PLAYER 1 (the table would seat them as "Player 1 2")."""
    players: list[TvPlayer] = []
    app.stack.scenes[:] = [PartyPlayersScene(app, players, 2, seated=["CPU 1", "Player 1", "Ann"])]
    press(app, pad(0, 7), letter("j"))
    assert [p.name for p in players] == ["Player 2", "Player 3"]


def test_the_phones_and_the_ledger_name_the_player_at_the_tv_as_the_tv_does():
    """PLAYER 1 on the TV is "Player 1" on every phone (their table and log) and in the night's
    ledger: one name, the TV's in capitals as every name is there."""
    party = TvParty(
        load_profile("night-baseball"), 3, 1, profile_id="night-baseball", host="127.0.0.1", port=0
    )
    room = party.room
    try:
        seat = room.controls.add_local(TV_NAMES[0], "#f2b233")
        room.connect(99)
        room.receive(99, json.dumps({"type": "join", "name": "Ann", "room": room.code}))
        room.start()
        sent = [json.loads(body) for client, body in room.outbox if client == 99]
        state = [m for m in sent if m["type"] == "state"][-1]
        assert state["players"][seat]["name"] == "Player 1"
        assert room.seat_cards()[seat].name == "Player 1"
        assert room.host.sitters[seat].name == "Player 1"  # whom the standings and the ledger name
    finally:
        party.close()
        party.thinker.shutdown(wait=False)


def test_the_settings_keep_the_names_and_refuse_a_damaged_list():
    kept, problems = settings_from_json({"party_tv_names": ["Zoë", "Ann Lee"]})
    assert kept.party_tv_names == ["Zoë", "Ann Lee"] and problems == []
    for bad in (["B" * 17], "Ann", [""], [" Ann"], ["a"] * 9):
        kept, problems = settings_from_json({"party_tv_names": bad})
        assert kept.party_tv_names == [] and len(problems) == 1, bad


def test_a_guest_of_the_same_name_as_the_player_at_the_tv_sits_down_as_a_second():
    party = TvParty(
        load_profile("night-baseball"), 3, 1, profile_id="night-baseball", host="127.0.0.1", port=0
    )
    room = party.room
    try:
        seat = room.controls.add_local("Zoe", "#f2b233")
        room.connect(99)
        room.receive(99, json.dumps({"type": "join", "name": "zoe", "room": room.code}))
        names = [card.name for card in room.seat_cards()]
        assert names[seat] == "Zoe" and "zoe 2" in names, names
    finally:
        party.close()
        party.thinker.shutdown(wait=False)


def test_seating_a_second_player_at_the_tv_mid_hand_offers_a_name_nobody_waiting_for_the_deal_has(app):
    """The host seated PLAYER 1 mid-hand, then another player: the page offered PLAYER 1 again (its
    seat still its bot's till the deal) and the table seated them as "Player 1 2"."""
    party, devices = open_party("night-baseball", 4)  # a phone, QUEENIE at the TV, two bots
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        seat = room.controls.add_local("Player 1")
        assert room.arriving[seat].name == "Player 1"  # for the next deal
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        menu.menu.select([item.label for item in menu.menu.items].index("SEAT A PLAYER AT THE TV"))
        press(app, key(pygame.K_RETURN), letter("j"))
        page = app.stack.top
        assert isinstance(page, PartyPlayersScene)
        assert [player.name for player in page.players] == ["Player 2"]
    finally:
        party.close()
