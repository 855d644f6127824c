"""The party TV after the host's and a guest's play-tests, driven headless with synthetic keys and
pad presses: the host menu's LAST POTS replays a pot of the session (the party paused meanwhile,
the phones told which pot), the host menu seats a player at the TV mid-party (from the next hand,
on their own controller), a seat that changes hands says on the TV where its last player's net
went, and the TV's ACCESS options reach every phone's state as they change."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from party_sweep import PHONE, STEP, guest_moves, open_party, settle, settled
from test_party_tv import hat, pad
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from engine.events import HandEnd
from engine.money import signed_mixed
from game.party.wire.tv import TvParty
from game.play.host_facts import PotDone
from game.screens.party_seating import NOTICE_FOR
from game.screens.scenes.last_pots import LastPotsScene
from game.screens.scenes.party import PartyTableScene
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.party_setup import TV_NAMES, PartyPlayersScene
from game.screens.scenes.replay import ReplayScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def recorded(room) -> list[tuple[int, dict]]:
    """Every message the room sends from now on, to whom (the TV's bridge empties the outbox)."""
    sent: list[tuple[int, dict]] = []
    send_text = room.send_text

    def record(client: int, body: str) -> None:
        sent.append((client, json.loads(body)))
        send_text(client, body)

    room.send_text = record
    return sent


@contextmanager
def party_on_tv(
    app, profile: str, seats: int
) -> Iterator[tuple[TvParty, PartyTableScene, list[tuple[int, dict]]]]:
    """A party (party_sweep.open_party) at its table on the TV, every message the room sends from
    then on recorded (`recorded`); closed after."""
    party, devices = open_party(profile, seats)
    try:
        sent = recorded(party.room)
        yield party, table_of(app, party, devices), sent
    finally:
        party.close()


def last(sent, client: int, kind: str = "state") -> dict:
    return [m for c, m in sent if c == client and m["type"] == kind][-1]


def past_a_pot(app, party) -> None:
    """Frames until a pot has ended and the next hand is in play: the seats' nets are no longer all 0.
    The phone guest answers at once, and so does a player at the TV, on the keys (the away rule's
    clock is the wall's: it would not play for them within the test)."""
    room = party.room
    for _ in range(6000):
        if any(isinstance(f, PotDone) for f in room.host.stream) and room.hand_in_play:
            return
        guest_moves(party)
        settle(room)
        scene = app.stack.top
        if isinstance(scene, PartyTableScene) and scene.offered is not None and scene.buttons_settle.settled:
            press(app, key(pygame.K_RETURN))  # (once their buttons have settled: one press acts)
        app.frame([], STEP)
    raise AssertionError("no pot ended")


def choose(app, label: str) -> None:
    menu = app.stack.top.menu
    menu.selected = [item.label for item in menu.items].index(label)
    press(app, key(pygame.K_RETURN))


def test_the_host_menus_last_pots_replays_a_chosen_pot_with_the_party_paused(app, shots):
    with party_on_tv(app, "baseball", 3) as (party, table, sent):
        room = party.room
        for _ in range(6000):  # two pots shown on the TV
            if len(table.pots.session_tapes()) >= 2:
                break
            guest_moves(party)
            settle(room)
            app.frame([], STEP)
        assert len(table.pots.session_tapes()) >= 2
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        assert "LAST POTS" in [item.label for item in menu.menu.items]
        shots(app, "party_host_menu_last_pots")
        choose(app, "LAST POTS")
        pots = app.stack.top
        assert isinstance(pots, LastPotsScene)
        shown = pots.menu.selected
        assert pots.table.pots[shown].hand == table.pots.session_tapes()[-1].hand  # the latest first
        clock = table.renderer.clock
        press(app, frames=30)
        assert table.renderer.clock == clock  # the table stands still under the list (its phones answered)
        shots(app, "party_last_pots_list")
        press(app, key(pygame.K_UP))
        hand = pots.table.pots[pots.menu.selected].hand
        assert hand != table.pots.session_tapes()[-1].hand
        press(app, key(pygame.K_RETURN), frames=3)
        replay = app.stack.top
        assert isinstance(replay, ReplayScene) and replay.tape.hand == hand
        assert app.stack.scenes[-2] is table  # the menus closed: back at the table after it
        assert room.paused and room.replaying == hand
        assert last(sent, PHONE)["replaying"] == hand  # the phone says which pot
        for _ in range(40):
            press(app)
        shots(app, "party_last_pots_replaying")
        press(app, key(pygame.K_ESCAPE), frames=2)
        assert app.stack.top is table
        assert not room.paused and room.replaying is None
        # a pot chosen in the list that a new session has left behind: not replayed, nothing paused
        table.chosen(max(tape.hand for tape in table.pots.session_tapes()) + 1)
        table.resume()
        press(app, frames=2)
        assert app.stack.top is table and not room.paused and room.replaying is None


def test_a_seat_changing_hands_says_where_its_last_players_net_went(app, shots, monkeypatch):
    with party_on_tv(app, "baseball", 4) as (party, table, sent):
        room = party.room
        past_a_pot(app, party)
        room.connect(7)
        room.receive(7, json.dumps({"type": "join", "name": "Cat", "room": room.code}))
        seat = next(iter(room.arriving))
        bot = f"CPU {seat + 1}"
        for _ in range(6000):  # the next deal: the seat is Cat's
            if table.model.seats[seat].name == "Cat":
                break
            guest_moves(party)
            settle(room)
            app.frame([], STEP)
        ends = [f for f in room.host.stream if isinstance(f, PotDone)]
        hand_end = next(e for e in ends[-1].events if isinstance(e, HandEnd))
        left = hand_end.balances[seat]  # the bot's net when the pot before Cat's ended
        for line in ("Cat: net from 0", f"{bot} leaves: {signed_mixed(left)}"):
            assert table.model.log.count(line) == 1, list(table.model.log)
        assert table.model.seats[seat].net == 0  # Cat's own net, from 0
        # and big, where the join lines are, for a while: read across the room
        app.frame([], STEP)
        texts = [text for text, _ in drawn_by(app, table, monkeypatch)]
        shots(app, "party_takeover_notice")
        if table.foot_free:
            assert "CAT: NET FROM 0" in texts and f"{bot} LEAVES WITH {signed_mixed(left)}" in texts
            # (how to join on the join strip meanwhile, whole: not at the foot)
            assert not any(text.startswith("JOIN ") and "  CODE " not in text for text in texts)
            assert any(text.startswith("JOIN ") and "  CODE " in text for text in texts), texts
        for _ in range(int(NOTICE_FOR / STEP) * 4):
            guest_moves(party)
            settle(room)
            app.frame([], STEP)
            if table.foot_free and table.seating.notice_for <= 0:
                break
        texts = [text for text, _ in drawn_by(app, table, monkeypatch)]
        assert table.model.log.count(line) <= 1 and "CAT: NET FROM 0" not in texts  # once, then gone
        seat_state = last(sent, PHONE)["players"][seat]
        assert seat_state["name"] == "Cat" and seat_state["since_pot"] == hand_end.hand + 1


def until_phone_says(app, sent, look: str) -> int:
    """Frames until the phone's latest state carries `look` (it follows as the TV catches up)."""
    for frame in range(2000):
        if last(sent, PHONE)["look"] == look:
            return frame
        app.frame([], STEP)
    raise AssertionError(f"the phone never got look {look!r}")


def test_the_tvs_access_options_reach_every_phones_state_as_they_change(app):
    with party_on_tv(app, "baseball", 3) as (party, _, sent):
        room = party.room
        room.phones.follow(changed=True)  # the table as it stands
        assert last(sent, PHONE)["look"] == ""
        app.settings.colour_safe = True
        app.frame([], STEP)
        assert room.look == "s"
        seen = until_phone_says(app, sent, "s")
        app.settings.reduced_motion = True
        seen += until_phone_says(app, sent, "ms")
        assert seen < 200  # within a few seconds of the TV's change: as the TV shows the moves
        room.connect(9)  # a phone that typed the address: its welcome says it too
        assert last(sent, 9, "welcome")["look"] == "ms"


def test_the_host_seats_a_player_at_the_tv_mid_party_who_plays_from_the_next_hand(app, shots, monkeypatch):
    party, devices = open_party("night-baseball", 4)  # a phone, QUEENIE at the TV, two bots
    try:
        room = party.room
        table = table_of(app, party, devices)
        past_a_pot(app, party)  # a hand being played, after a pot was won: every net is not 0
        press(app, key(pygame.K_ESCAPE))
        choose(app, "SEAT A PLAYER AT THE TV")
        page = app.stack.top
        assert isinstance(page, PartyPlayersScene) and page.seats == 2  # the two bots' seats
        press(app, pad(0, 5))  # pad 5 presses A: joins
        assert page.players[0].name == TV_NAMES[0]
        press(app, hat((0, -1), 5))  # and picks the next name with its own pad
        (player,) = page.players
        assert player.device == "pad5" and player.name == TV_NAMES[1]
        # typed-case, as a guest types a name: the phones say "Player 2", the TV "PLAYER 2"
        assert player.name == "Player 2"
        assert any(text.startswith("PLAYER 2") for text, _ in drawn_by(app, page, monkeypatch))
        shots(app, "party_host_seat_at_tv")
        press(app, key(pygame.K_TAB), frames=2)  # done: back on the host's menu, which says where
        menu = app.stack.top  # (a host play-test seated himself and nothing said so)
        assert isinstance(menu, PartyHostMenu)
        seat = next(iter(room.arriving))
        said = [text for text, _ in drawn_by(app, menu, monkeypatch)]
        assert f"PLAYER 2 SITS IN SEAT {seat + 1} NEXT HAND" in said, said
        assert menu.menu.current.label == "SEAT A PLAYER AT THE TV"  # a bot's seat still free
        shots(app, "party_host_seated_at_tv")
        press(app, key(pygame.K_ESCAPE))  # back at the table, the party going on
        assert app.stack.top is table
        assert room.arriving[seat].local and room.arriving[seat].name == TV_NAMES[1]
        assert room.guests[seat] is None  # its bot plays this hand out
        assert table.devices[seat] == "pad5"
        for _ in range(6000):  # the next deal (QUEENIE and the phone playing on), then their turn
            if table.offered is not None and table.offered.seat == seat:
                break
            guest_moves(party)
            if table.offered is not None and table.buttons_settle.settled:  # QUEENIE's, on the keyboard
                press(app, key(pygame.K_RETURN))
            app.frame([], STEP)
        assert room.guests[seat].local and room.guests[seat].name == TV_NAMES[1]
        assert table.offered is not None and table.offered.seat == seat
        shots(app, "party_seated_at_tv_turn")
        count = len(room.table.decisions)
        settled(app, table.buttons_settle)  # (a press before their buttons settle is none of theirs)
        press(app, key(pygame.K_RETURN))  # the keyboard is QUEENIE's, not theirs
        assert len(room.table.decisions) == count
        press(app, pad(0, 5))
        assert len(room.table.decisions) > count and room.table.decisions[count].seat == seat
        # their controller joins the players' page again: it takes no second seat, and that is said
        press(app, key(pygame.K_ESCAPE))
        choose(app, "SEAT A PLAYER AT THE TV")
        press(app, pad(0, 5))
        press(app, key(pygame.K_TAB), frames=2)
        assert isinstance(app.stack.top, PartyHostMenu) and "SITS IN" not in str(app.stack.top.footer())
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table and not room.arriving
        assert sorted(g.name for g in room.guests if g is not None and g.local) == ["Player 2", "QUEENIE"]
        assert list(table.devices.values()).count("pad5") == 1
        assert any("PAD5 plays a seat already" in toast.text for toast in app.polish.toasts)
        picture = app.display.canvas.copy()
        app.polish.draw_toasts(picture)  # as the screen shows it, over the canvas
        shots(app, "party_seat_at_tv_refused", picture)
    finally:
        party.close()
