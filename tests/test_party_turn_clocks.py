"""A guest's turn clocks at a party, as a host play-test with three phones found them wanting:
TURN TIMER OFF still counted a guest away ("Away in 30...0", checked, then folded with a pair of
jacks); with a timer, one missed turn set the guest away and every later turn was checked or folded
at once; and the clocks ran on while the host read the ledger in the host menu (AWAY IN 4, AWAY).
Now OFF is no limit, a missed turn is played once and the next has its whole clock (two in a row
set the seat away), and the host's menu (which pauses the party) stops every clock where it is."""

from __future__ import annotations

import dataclasses
import itertools
import json

import pygame
import pytest
from party_support import Party
from test_party_tv import open_room, start_with_ann, to_setup
from test_ui_support import key, press, run_until

from game.party.room import Timing
from game.platform.text import wrap
from game.play.host_facts import AwayPlay
from game.screens.menu_page import DETAIL_COLUMNS
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.party_setup import TIMER_HELP

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

TIMER = 30.0


def away_plays(room) -> list[AwayPlay]:
    return [fact for fact in room.host.stream if isinstance(fact, AwayPlay)]


def asked(party: Party, client: int, after: int = -1) -> dict:
    """The next your_turn the guest's phone gets (a turn later than `after`)."""
    for _ in range(3000):
        pending = party.pending_turn()
        if pending is not None and pending[0] == client and pending[1]["turn"] > after:
            return pending[1]
        party.await_thinking_bot()
        party.tick(0.05)
    raise AssertionError("the phone was never asked")


def test_turn_timer_off_from_the_tv_waits_for_a_guest_with_no_limit(app, monkeypatch):
    assert "OFF: no limit" in TIMER_HELP and "two in a row" in TIMER_HELP  # the setup's help says so
    # in a host's words, on three lines clear of the page's keys ("two in a row set it away" and "is
    # checked or folded for" were not; on four lines it touched ARROWS/D-PAD MOVE)
    assert "set it away" not in TIMER_HELP and "folded for" not in TIMER_HELP
    assert len(wrap(TIMER_HELP, DETAIL_COLUMNS)) <= 3
    lobby = open_room(app, to_setup(app, "baseball"))
    room = lobby.party.room
    assert room.timing.turn_seconds is None  # the party's TURN TIMER: OFF
    room.timing = dataclasses.replace(room.timing, bot_delay=0.0, hand_pause=0.0)
    ticks = itertools.count()
    monkeypatch.setattr(room, "clock", lambda: next(ticks) * 0.01)
    try:
        ann, tv = start_with_ann(app, room)
        run_until(app, lambda: (room.waiting_for() or (None,))[0] == ann and tv.caught_up, limit=40000)
        since = room.since
        monkeypatch.setattr(room, "clock", lambda: since + 3600.0)  # an hour with her phone there
        press(app, frames=30)
        assert room.waiting_for() == (ann, None)  # no seconds: nothing runs out
        assert away_plays(room) == [] and not room.host.sitters[ann].away
    finally:
        lobby.party.close()


def test_a_missed_turn_is_played_once_and_the_next_turn_has_its_whole_clock():
    party = Party(seats=3, timing=Timing(turn_seconds=TIMER, bot_delay=0.0, hand_pause=0.0))
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    room = party.room
    seat = room.clients[1].seat
    turn = asked(party, 1)
    party.tick(TIMER + 0.5)  # missed
    assert [play.why for play in away_plays(room)] == ["turn_timer"]
    assert party.last(1, "notice")["message"].startswith("Time ran out, so the table ")
    assert not room.host.sitters[seat].away  # one miss: still here
    assert party.last(1, "state")["players"][seat]["kind"] == "guest"
    turn = asked(party, 1, turn["turn"])  # the next turn asks her, with the whole clock
    assert turn["seconds"] == TIMER
    party.tick(TIMER - 1.0)
    assert len(away_plays(room)) == 1  # not played at once
    party.act(1, turn["options"][0]["kind"])  # she answers: the misses start again
    turn = asked(party, 1, turn["turn"])
    party.tick(TIMER + 0.5)
    assert len(away_plays(room)) == 2 and not room.host.sitters[seat].away
    turn = asked(party, 1, turn["turn"])
    party.tick(TIMER + 0.5)  # a second miss in a row: away, as the phones and the TV say
    whys = [play.why for play in away_plays(room)]
    assert whys[:3] == ["turn_timer"] * 3 and room.host.sitters[seat].away
    assert set(whys[3:]) <= {"away"}  # from then on her turns are played at once, until she taps
    assert party.last(1, "state")["players"][seat]["kind"] == "away"
    assert room.tags[seat].kind == "away"


def test_the_host_menu_stops_every_turn_clock_and_they_go_on_where_they_were(app, monkeypatch):
    lobby = open_room(app, to_setup(app, "baseball"))
    room = lobby.party.room
    room.timing = dataclasses.replace(room.timing, turn_seconds=TIMER, bot_delay=0.0, hand_pause=0.0)
    now = [0.0]

    def clock() -> float:
        now[0] += 0.01
        return now[0]

    monkeypatch.setattr(room, "clock", clock)
    sent: list[tuple[int, str]] = []
    send_text = room.send_text
    monkeypatch.setattr(
        room, "send_text", lambda client, body: (sent.append((client, body)), send_text(client, body))
    )
    try:
        ann, tv = start_with_ann(app, room)
        run_until(app, lambda: (room.waiting_for() or (None,))[0] == ann and tv.caught_up, limit=40000)
        now[0] += 20.0  # Ann thinks 20 s of her 30
        left = room.waiting_for()[1]
        assert 9.0 < left < 10.5
        press(app, key(pygame.K_ESCAPE))  # the host's menu
        assert isinstance(app.stack.top, PartyHostMenu)
        held = [json.loads(body) for client, body in sent if client == 99 and '"state"' in body]
        assert held and held[-1]["paused"] is True  # the menu pauses: her phone's countdown stops too
        now[0] += 600.0  # the host reads the ledger for ten minutes
        press(app, frames=20)
        assert away_plays(room) == [] and room.waiting_for()[0] == ann
        assert abs(room.waiting_for()[1] - left) < 0.1  # (the fake clock moves 0.01 s a look)
        sent.clear()
        press(app, key(pygame.K_ESCAPE))  # back at the table
        assert app.stack.top is tv
        press(app, frames=2)
        assert room.waiting_for()[0] == ann and abs(room.waiting_for()[1] - left) < 0.5  # (its frames run it)
        again = [body for client, body in sent if client == 99 and '"your_turn"' in body]
        assert again  # asked again, with the time she had left
        now[0] += left + 1.0
        press(app, frames=5)
        assert [play.seat for play in away_plays(room)] == [ann]  # and then it runs out
    finally:
        lobby.party.close()
