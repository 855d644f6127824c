"""With the turn timer OFF, the TV counts only the away rule's last seconds, and says what they are
(a host play-test: the timer OFF, the TV still counted "WAITING FOR ANN 44" down, and at 0 Ann was
checked for and marked away: it read as the timer ignoring the setting)."""

from __future__ import annotations

import dataclasses
import itertools
import json
from pathlib import Path

import pytest
from test_party_tv import open_room, start_with_ann, to_setup
from test_ui_support import drawn_by, run_until

from game.party.away_clock import AWAY_WARNING, clock_words, count, waiting_line

PHONE_JS = Path(__file__).resolve().parent.parent / "game" / "party" / "wire" / "static" / "phone_turn.js"
pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

IDLE = 45.0


def waiting_for_ann(app, room, monkeypatch):
    """Ann sits down from a phone, the TV deals, and the table comes to her turn, the TV quiet: her
    seat and the TV's table (the room's clock steps a hundredth of a second a call till then)."""
    ticks = itertools.count()
    monkeypatch.setattr(room, "clock", lambda: next(ticks) * 0.01)
    ann, tv = start_with_ann(app, room)

    def waits_for_ann() -> bool:
        waiting = room.waiting_for()
        quiet = tv.caught_up and not (tv.prompt or tv.model.showcase or tv.showing_result)
        return waiting is not None and waiting[0] == ann and quiet and not tv.model.calling

    run_until(app, waits_for_ann, limit=40000)
    return ann, tv


def test_with_the_turn_timer_off_the_tv_says_ann_away_in_only_for_the_last_seconds(app, shots, monkeypatch):
    lobby = open_room(app, to_setup(app, "baseball"))
    room = lobby.party.room
    assert room.timing.turn_seconds is None  # the party's TURN TIMER: OFF
    room.timing = dataclasses.replace(room.timing, bot_delay=0.0, hand_pause=0.0, idle_seconds=IDLE)
    try:
        _, tv = waiting_for_ann(app, room, monkeypatch)
        since = room.since

        def lines_at(left: float) -> list[str]:
            monkeypatch.setattr(room, "clock", lambda: since + IDLE - left)
            return [
                text for text, _ in drawn_by(app, tv, monkeypatch) if "'S TURN" in text or "AWAY IN" in text
            ]

        assert lines_at(44.0) == ["ANN'S TURN"]  # no number: no timer runs
        assert lines_at(AWAY_WARNING + 1) == ["ANN'S TURN"]
        assert lines_at(AWAY_WARNING) == [f"ANN AWAY IN {AWAY_WARNING:.0f}"]
        assert lines_at(4.0) == ["ANN AWAY IN 4"]
        lines_at(12.0)
        tv.draw(app.display.canvas)
        shots(app, "party_tv_ann_away_in")
    finally:
        lobby.party.close()


def test_the_tv_counts_the_seconds_up_as_the_phone_does():
    """phone_turn.js shows Math.ceil of the seconds left; the TV rounded to the nearest and, with 9.4 s
    left, said 9 beside the phone's 10."""
    assert [count(left) for left in (9.4, 9.0, 0.2, 0.0, -1.0)] == [10, 9, 1, 0, 0]
    assert clock_words(9.4, timer=True, gone=False) == "TIME LEFT 10"
    assert waiting_line("ANN", 9.4, timer=True, gone=False, columns=40) == "ANN'S TURN 10"
    assert "Math.ceil((deadline - performance.now()) / 1000)" in PHONE_JS.read_text(encoding="utf-8")


def test_a_guest_who_left_on_her_turn_is_counted_as_a_vanished_phone_is(app, shots, monkeypatch):
    """A guest who leaves on her own turn has a vanished phone's grace to take her hand back
    (game.party.quick_return), and the TV counts it, saying she left: 'ANN LEFT: BOT IN 12' (a host
    play-test's guest, back two seconds after leaving on her turn, found her hand folded; a later
    one read 'PHONE GONE' for a guest who had tapped Leave the seat on purpose)."""
    lobby = open_room(app, to_setup(app, "baseball"))
    room = lobby.party.room
    room.timing = dataclasses.replace(
        room.timing, bot_delay=0.0, hand_pause=0.0, idle_seconds=IDLE, away_grace=20.0
    )
    try:
        ann, tv = waiting_for_ann(app, room, monkeypatch)
        since = room.since
        # a quarter second into her ninth second: the TV's whole seconds are then 12 whatever the
        # float sums give (at exactly 8 s, since + 20 - (since + 8) came to 12.000000000000002
        # for some ticks, said 13)
        monkeypatch.setattr(room, "clock", lambda: since + 8.25)
        room.receive(99, json.dumps({"type": "leave", "token": room.guests[ann].token}))
        waiting = room.waiting_for()
        assert ann in room.leaving and waiting is not None and waiting[0] == ann
        assert waiting[1] == pytest.approx(11.75)  # the grace counts from her turn's start
        lines = [text for text, _ in drawn_by(app, tv, monkeypatch) if "GONE" in text or "LEFT" in text]
        assert lines == ["ANN LEFT: BOT IN 12"]
        tv.draw(app.display.canvas)
        shots(app, "party_tv_ann_left_phone_gone")
    finally:
        lobby.party.close()


def test_a_long_name_cut_on_the_waiting_line_ends_in_an_ellipsis_never_a_stray_space():
    """A host play-test read 'BARTHOLOMEW : PHONE GONE 22': "Bartholomew F." cut to its first word
    and the space after it, which stood before the colon as if the name had ended there."""
    for columns in range(20, 32):  # (from the fewest the TV gives it, at TEXT SIZE large)
        for left_seat in (False, True):
            line = waiting_line("BARTHOLOMEW F.", 22, True, True, columns, left_seat)
            assert len(line) <= columns and " :" not in line and " \u2026" not in line, (columns, line)
            assert line.startswith("BARTHOLOMEW F.") or "\u2026" in line, (columns, line)
    assert waiting_line("BARTHOLOMEW F.", 22, True, True, 26) == "BARTHOLOME\u2026: PHONE GONE 22"
    assert (
        waiting_line("BARTHOLOMEW F.", 22, True, True, 30, left_seat=True) == "BARTHOLOMEW F. LEFT: BOT IN 22"
    )
