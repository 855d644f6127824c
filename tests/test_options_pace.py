"""THINKING SPEED and MORE TIME (Options; game.play.pace): a computer player's pause before it acts
follows the speed while what it decides does not, and MORE TIME doubles the turn timer and the
away rule, on the solo table, the party TV and the headless party."""

from __future__ import annotations

import dataclasses

import pytest
from party_support import Party

from engine import history
from game.party.room import Timing
from game.play.move_pace import CHECK_SHARE
from game.play.pace import paced, thinking_delay, with_more_time
from game.play.session import Session, direct_setup
from game.store.settings import THINKING_SPEEDS, Settings

STEP = 0.01  # seconds of the hand-turned clock between two ticks
SPEEDS = [value for value, _, _ in THINKING_SPEEDS]


def played(speed: str, seed: int = 5) -> tuple[list[str], list[tuple[str, float]]]:
    """A demo session (computer players in every seat) of two pots at `speed`: its history and, for
    each decision, what it was and the time it waited from the move before it to its own."""
    setup = direct_setup(Settings(), "baseball", 4, seed)
    setup.rules = dataclasses.replace(setup.rules, pots=2)
    session = Session(setup, demo=True)
    host = session.host
    host.timing = paced(Timing(bot_delay=0.5, hand_pause=0.0), speed, more_time=False)
    host.thinker = None  # decided at once: only the pause takes time
    cursor = host.attach(None, paces=False)
    host.start()
    waits: list[tuple[str, float]] = []
    last_move = session.time
    decisions = 0
    while not host.over:
        session.time += STEP
        host.tick()
        cursor.take()
        if len(session.table.decisions) > decisions:
            decisions = len(session.table.decisions)
            waits.append((session.table.decisions[-1].kind, session.time - last_move))
            last_move = session.time
    session.close()
    return [history.dumps(event) for event in session.table.events], waits


def test_thinking_speed_changes_the_pause_and_nothing_the_players_decide():
    runs = {speed: played(speed) for speed in SPEEDS}
    histories = {speed: run[0] for speed, run in runs.items()}
    assert histories["snappy"] == histories["natural"] == histories["slow"]  # the same session, move for move
    for speed, (_, waits) in runs.items():
        pause = thinking_delay(0.5, speed)
        # a decision with a choice waits its pause (a one-option move, the bring-in, waits it too)...
        deciding = [wait for kind, wait in waits if kind not in ("check", "fold")]
        assert min(deciding) == pytest.approx(pause, abs=2 * STEP), speed
        # ...but a check or a fold shows only its word: a share of the pause (a No Peek play-test's
        # minutes of checks)
        for word in ("check", "fold"):
            words = [wait for kind, wait in waits if kind == word]
            assert words and max(words) == pytest.approx(pause * CHECK_SHARE, abs=2 * STEP), (speed, word)
    assert thinking_delay(0.5, "snappy") < 0.5 < thinking_delay(0.5, "slow")
    assert thinking_delay(0.5, "no such speed") == 0.5


def test_more_time_doubles_the_turn_timer_and_the_away_rule():
    timed = Timing(turn_seconds=30.0, idle_seconds=45.0, local_idle=60.0, away_grace=20.0, bot_delay=0.8)
    doubled = with_more_time(timed)
    assert (doubled.turn_seconds, doubled.idle_seconds, doubled.local_idle, doubled.away_grace) == (
        60.0,
        90.0,
        120.0,
        40.0,
    )
    assert doubled.bot_delay == 0.8  # the computer players are not slowed
    unlimited = with_more_time(Timing(turn_seconds=None, idle_seconds=None, local_idle=None))
    assert (unlimited.turn_seconds, unlimited.idle_seconds, unlimited.local_idle) == (None, None, None)
    assert paced(timed, "natural", more_time=True) == doubled
    assert paced(timed, "natural", more_time=False) == timed


def waited_until_away(timing: Timing) -> float:
    """Seconds a guest's silent turn waits before the away rule plays for them, on a party's clock."""
    party = Party(seats=2, timing=timing)
    party.join(1, "Ann")
    party.join(2, "Bo")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    while not party.pending_turn():
        party.tick(0.1)
    decisions = party.room.table.decisions
    count, waited = len(decisions), 0.0
    while len(decisions) == count:
        party.tick(0.5)
        waited += 0.5
        assert waited < 1000
    return waited


@pytest.mark.parametrize("limit", [{"turn_seconds": 10.0}, {"idle_seconds": 12.0}])
def test_more_time_doubles_a_guests_wait_at_a_party(limit):
    timing = Timing(bot_delay=0.0, hand_pause=0.0, **limit)
    seconds = next(iter(limit.values()))
    assert waited_until_away(timing) == pytest.approx(seconds, abs=0.6)
    assert waited_until_away(paced(timing, "natural", more_time=True)) == pytest.approx(2 * seconds, abs=0.6)


def test_the_headless_party_takes_the_thinking_speed_and_more_time_from_its_command_line():
    from game.party.wire.headless import _parse, timing_from

    plain = timing_from(_parse(["--no-window", "--turn-seconds", "20", "--bot-delay", "1"]))
    slow = timing_from(
        _parse(
            [
                "--no-window",
                "--turn-seconds",
                "20",
                "--bot-delay",
                "1",
                "--thinking-speed",
                "slow",
                "--more-time",
            ]
        )
    )
    assert (plain.bot_delay, plain.turn_seconds, plain.idle_seconds) == (1.0, 20.0, 45.0)
    assert (slow.bot_delay, slow.turn_seconds, slow.idle_seconds) == (thinking_delay(1.0, "slow"), 40.0, 90.0)
    with pytest.raises(SystemExit):
        _parse(["--no-window", "--thinking-speed", "sluggish"])


def test_the_solo_table_paces_its_bots_and_doubles_its_away_rule_as_the_options_say(app):
    from test_ui_support import table_scene

    from game.screens.table_scene import BOT_BEAT

    app.settings.away_after, app.settings.animation_speed = 30.0, 2.0
    scene = table_scene(app)
    app.frame([], 1 / 60)
    assert (scene.host.timing.bot_delay, scene.host.timing.local_idle) == (BOT_BEAT / 2, 30.0)
    app.settings.thinking_speed, app.settings.more_time = "slow", True
    app.frame([], 1 / 60)
    assert scene.host.timing.bot_delay == pytest.approx(thinking_delay(BOT_BEAT / 2, "slow"))
    assert scene.host.timing.local_idle == 60.0
    app.frame([], 1 / 60)  # once a frame, from the options: never doubled twice
    assert scene.host.timing.local_idle == 60.0


def test_the_party_tv_opens_its_room_with_the_thinking_speed_and_more_time(app, loopback):
    from test_party_tv import open_room, to_setup

    app.settings.thinking_speed, app.settings.more_time, app.settings.away_after = "snappy", True, 30.0
    app.settings.reduced_motion = True
    lobby = open_room(app, to_setup(app, "baseball"))
    try:
        timing = lobby.party.room.timing
        assert timing.bot_delay == pytest.approx(thinking_delay(Timing().bot_delay, "snappy"))
        assert timing.idle_seconds is None  # TURN TIMER OFF: no limit for a guest who is there
        assert timing.away_grace == 40.0  # a dropped phone's grace, doubled for every guest
        assert lobby.party.url.endswith("&look=m")  # and the phones keep still
    finally:
        app.stack.pop()
        app.stack.apply_requests()
