"""Replaying a pot on screen (issue 32, part 2), driven by synthetic keys: R at a pot's result, the
pause menu's LAST POTS, the party TV (which pauses the party while it replays), and the `replay`
command on a hand history. Every frame of a replay reads well (tests/frame_checks.py); screenshots
of a replay mid-pot and of LAST POTS are kept to be looked at (the `shots` fixture)."""

from __future__ import annotations

import io
import json

import pygame
import pytest
from frame_checks import frame_problems
from party_sweep import STEP, guest_moves, open_party, tv_table
from test_replay import cards_in, recorded
from test_ui_support import key, letter, press, run_until, table_scene

from engine import history
from engine.events import Deal, Reveal, Showdown, Turn
from game import cli
from game.felt import layout
from game.platform.frame_log import FRAME
from game.play.history_tapes import history_tapes
from game.screens import openers, replay_command
from game.screens.scenes.banner import ResultBanner
from game.screens.scenes.last_pots import LastPotsScene
from game.screens.scenes.pause import PauseScene
from game.screens.scenes.replay import ReplayScene


def to_result(app, scene) -> ResultBanner:
    """Play the solo table (the human checks or calls, else folds) until a pot's result is up."""
    while not isinstance(app.stack.top, ResultBanner):
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next((k for k in ("check", "call", "turn", "pay") if k in kinds), kinds[-1]))
        app.frame([], 0.05)
    return app.stack.top


def test_r_at_a_pots_result_replays_it_as_the_room_saw_it_and_esc_goes_back_to_the_result(app):
    app.settings.animation_speed = 4.0
    scene = table_scene(app, players=4, seed=11)
    app.settings.next_hand_after = 30
    banner = to_result(app, scene)
    FRAME.clear()
    app.frame([], 0.05)
    words = [item.text for item in FRAME.texts()]
    assert "REPLAY" in words and "NEXT IN 30" in words and frame_problems("result") == []
    boxes = banner.menu.rects  # REPLAY boxed under NEXT HAND (the countdown on it), the log under both
    logged = [item.rect for item in FRAME.texts() if item.rect.colliderect(layout.RESULT_LOG)]
    assert len(boxes) == 2 and logged and min(rect.top for rect in logged) > boxes[1].bottom
    press(app, letter("r"))
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.tape.hand == banner.hand == 1
    # the facts as this screen saw them: your own down cards (a play-test missed them), and no
    # face-down card of anyone else unless shown
    events = scene.table.events
    pot = events[: next(n for n, e in enumerate(events) if e.type == "hand_end")]  # pot 1's
    shown = {c for e in pot if isinstance(e, (Turn, Reveal)) for c in [e.card]}
    shown |= {c for e in pot if isinstance(e, Showdown) for c in e.cards}
    dealt_down = [(e.card, e.seat) for e in pot if isinstance(e, Deal) and e.face == "down"]
    own = {card for card, seat in dealt_down if seat == 0}
    hidden = {card for card, seat in dealt_down if seat != 0 and card not in shown}
    replayed = set(cards_in(replay.tape.facts))
    dealt_to_you = {f.card for f in replay.tape.facts if isinstance(f, Deal) and f.seat == 0}
    assert own and own <= dealt_to_you  # seen as they were dealt (the room's view: backs till shown)
    assert hidden and not hidden & replayed
    run_until(app, lambda: replay.replayer.step >= 10, dt=0.1)
    assert replay.replayer.playing
    press(app, key(pygame.K_RIGHT))
    assert not replay.replayer.playing
    step = replay.replayer.step
    press(app, key(pygame.K_RIGHT), frames=30)
    assert replay.replayer.step == step + 1
    press(app, key(pygame.K_LEFT), key(pygame.K_LEFT))
    assert replay.replayer.step == step - 1
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is banner and scene.showing_result


def test_last_pots_lists_the_sessions_pots_in_a_line_each_and_replays_the_one_chosen(app, shots):
    app.settings.animation_speed = 8.0
    scene = table_scene(app, players=4, seed=5)
    for _ in range(3):
        to_result(app, scene)
        press(app, key(pygame.K_RETURN))  # the next hand
    to_result(app, scene)
    press(app, key(pygame.K_ESCAPE))  # the pause menu over the result
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    labels = [item.label for item in pause.menu.items]
    assert labels[4] == "LAST POTS" and pause.menu.items[4].enabled
    FRAME.clear()
    app.frame([], 0.05)
    assert frame_problems("pause") == []
    shots(app, "pause-menu")
    for _ in range(4):
        press(app, key(pygame.K_DOWN))
    press(app, key(pygame.K_RETURN))
    pots = app.stack.top
    assert isinstance(pots, LastPotsScene)
    lines = [item.label for item in pots.menu.items]
    assert [line.split(":")[0] for line in lines] == ["Pot 1", "Pot 2", "Pot 3", "Pot 4"]
    assert all(" win" in line or " split " in line for line in lines)
    assert pots.menu.selected == 3  # the pot just played
    press(app, key(pygame.K_UP), key(pygame.K_UP))
    FRAME.clear()
    app.frame([], 0.05)
    assert frame_problems("last pots") == []
    assert "EVERY POT: BASEBALL" in [item.text for item in FRAME.texts()]  # the session's one game
    shots(app, "last-pots")
    press(app, key(pygame.K_RETURN))
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.tape.hand == 2
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is pots


def test_the_pause_menu_offers_no_last_pots_before_a_pot_is_over(app):
    scene = table_scene(app, players=3, seed=2)
    app.frame([], 0.05)
    press(app, key(pygame.K_ESCAPE))
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and scene.pots.tapes == []
    assert not next(item for item in pause.menu.items if item.label == "LAST POTS").enabled


@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball", "dealers-choice"])
def test_every_frame_of_a_replayed_night_reads_well(app, profile, shots):
    tapes = history_tapes(recorded(profile), 0)
    app.push(openers.replay(tapes=tapes, start=0, seat=0))
    app.frame([], STEP)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    problems: list[str] = []
    frames = 0
    while replay.index < 2 and frames < 4000:  # two whole pots, then on to the third
        FRAME.clear()
        app.frame([], STEP)
        problems += frame_problems(f"replay {profile} pot {replay.tape.hand} frame {frames}")
        if frames == 60:
            shots(app, f"replay-{profile}-mid-pot")
        frames += 1
    assert replay.index == 2 and problems == [], "\n".join(problems[:20])
    press(app, key(pygame.K_RETURN), key(pygame.K_LEFT))  # stopped, one step back
    FRAME.clear()
    app.frame([], STEP)
    assert frame_problems("replay stopped") == []
    shots(app, f"replay-{profile}-stopped")


def test_up_and_down_go_to_the_pot_before_or_after(app):
    tapes = history_tapes(recorded("baseball"))
    app.push(openers.replay(tapes=tapes, start=3))
    app.frame([], STEP)
    replay = app.stack.top
    press(app, key(pygame.K_DOWN))
    assert replay.index == 4 and replay.replayer.step <= 1  # from its deal
    press(app, key(pygame.K_UP), key(pygame.K_UP))
    assert replay.index == 2
    for _ in range(5):
        press(app, key(pygame.K_UP))
    assert replay.index == 0  # nothing before the first


def test_a_party_pauses_while_the_tv_replays_a_pot_and_goes_on_after(app, monkeypatch):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        sent: list[dict] = []  # what the phones were sent, in order
        send_text = room.send_text
        monkeypatch.setattr(
            room, "send_text", lambda client, text: (sent.append(json.loads(text)), send_text(client, text))
        )
        table = tv_table(app, party, devices)
        frames = 0
        while not table.showing_result and frames < 3000:
            guest_moves(party)
            if table.buttons is not None and table.offered is not None:
                table.choose(table.offered.kinds[0])
            app.frame([], STEP)
            frames += 1
        assert table.showing_result and not room.paused
        press(app, pygame.event.Event(pygame.JOYBUTTONDOWN, button=3, instance_id=0, joy=0))  # Y
        replay = app.stack.top
        assert isinstance(replay, ReplayScene) and replay.tape.hand == 1
        assert room.paused and replay.keep_running is not None
        state = [m for m in sent if m["type"] == "state"][-1]  # the phones are told which pot the TV replays
        assert state["paused"] and state["replaying"] == 1
        events = len(room.table.events)
        press(app, frames=40, dt=STEP)  # the party's time goes on (phones answered), nothing moves
        assert len(room.table.events) == events and room.paused
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table and not room.paused and room.replaying is None
        state = [m for m in sent if m["type"] == "state"][-1]
        assert not state["paused"] and state["replaying"] is None
    finally:
        party.close()


def test_the_phones_follow_the_pot_the_tv_replays_as_it_steps_to_another(app, monkeypatch):
    """A play-test: with R and then Up the TV showed REPLAY POT 1 while the phones still said the
    TV was replaying pot 2."""
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table = tv_table(app, party, devices)
        frames = 0
        while not (table.showing_result and len(table.pots.session_tapes()) >= 2) and frames < 8000:
            guest_moves(party)
            if table.buttons is not None and table.offered is not None:
                table.choose(table.offered.kinds[0])
            app.frame([], STEP)
            frames += 1
        press(app, letter("r"))
        replay = app.stack.top
        assert isinstance(replay, ReplayScene) and room.replaying == replay.tape.hand == 2
        press(app, key(pygame.K_UP))
        assert replay.tape.hand == 1 and room.replaying == 1
        press(app, key(pygame.K_ESCAPE))
        assert room.replaying is None
    finally:
        party.close()


def history_file(tmp_path) -> str:
    path = tmp_path / "night.jsonl"
    path.write_text("\n".join(recorded("baseball")) + "\n", encoding="utf-8")
    return str(path)


def test_the_replay_command_opens_the_table_on_a_history_at_the_pot_asked(tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(replay_command, "launch", lambda settings, first, notes: opened.append(first) or 0)
    assert cli.main(["replay", history_file(tmp_path), "--hand", "3", "--seat", "2"]) == 0
    first = opened[0]
    tapes, start, seat = first.keywords["tapes"], first.keywords["start"], first.keywords["seat"]
    assert (tapes[start].session, tapes[start].hand, seat) == (1, 3, 2)
    assert len(tapes) == sum(1 for line in recorded("baseball") if '"type":"hand_end"' in line)


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (["--hand", "99"], "there is no pot 99"),
        (["--seat", "7"], "there is no seat 7"),
    ],
)
def test_the_replay_command_says_what_is_wrong_in_one_line(tmp_path, capsys, args, error):
    assert cli.main(["replay", history_file(tmp_path), *args]) == 2
    err = capsys.readouterr().err
    assert error in err and err.count("\n") == 1 and err.startswith("error: ")


def test_the_replay_command_names_the_line_of_a_broken_history(tmp_path, capsys):
    lines = recorded("baseball")
    broken = tmp_path / "broken.jsonl"
    out = io.StringIO()
    history.write(history.parse_lines(lines[:3]), out)
    broken.write_text(out.getvalue() + "{not json\n", encoding="utf-8")
    assert cli.main(["replay", str(broken)]) == 2
    assert "line 4" in capsys.readouterr().err


def test_a_long_look_at_last_pots_on_your_turn_does_not_count_as_away(app):
    """AWAY AFTER counts the seconds nobody touches the controls at the table: a minute watching
    replays (or reading the rules) from the pause menu on your turn is not a minute away."""
    app.settings.animation_speed = 8.0
    app.settings.away_after = 5
    scene = table_scene(app, players=3, seed=11)
    now = [0.0]
    scene.host.clock = lambda: now[0]
    run_until(app, lambda: app.stack.top is scene and scene.buttons is not None)
    press(app, key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, PauseScene)
    now[0] += 60.0  # a minute in the pause menu, its pages and replays
    press(app, key(pygame.K_ESCAPE), frames=5)
    assert app.stack.top is scene and not scene.away.on and scene.buttons is not None
    now[0] += 6.0  # then nobody at the controls: away, as before
    press(app, frames=5)
    assert scene.away.on


KEYS = "LEFT/RIGHT: STEP   UP/DOWN: POT"


def key_lines(app) -> list:
    """The replay's keys' two lines in the next frame, with their rectangles."""
    FRAME.clear()
    app.frame([], 0.05)
    texts = list(FRAME.texts())
    at = next(n for n, item in enumerate(texts) if item.text == KEYS)
    return texts[at : at + 2]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_replays_keys_are_said_in_words_with_where_esc_goes(app, shots, size):
    """A newcomer found Enter only paused the replay and nothing said Esc leaves it; a host
    play-test read '<> STEP ^v POT ENTER STOP ESC LEAVE' as a riddle: the keys in words, on two
    lines inside the safe area, and where Esc goes, which it does."""
    app.settings.text_size = size
    app.settings.animation_speed = 4.0
    scene = table_scene(app, players=3, seed=11)
    banner = to_result(app, scene)
    press(app, letter("r"))
    replay = app.stack.top
    run_until(app, lambda: replay.replayer.step >= 8, dt=0.1)
    for playing in (True, False):
        assert replay.replayer.playing is playing
        keys, enter = key_lines(app)
        assert enter.text == f"ENTER: {'STOP' if playing else 'PLAY'}   ESC: BACK TO THE TABLE"
        assert keys.rect.bottom <= enter.rect.top  # one under the other
        assert all(layout.SAFE.contains(line.rect) for line in (keys, enter))
        assert frame_problems("replay") == []
        shots(app, f"replay_keys_{size}_{'playing' if playing else 'stopped'}")
        press(app, key(pygame.K_RETURN))
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is banner


def test_a_replay_from_last_pots_says_esc_goes_back_to_them(app):
    app.settings.animation_speed = 8.0
    scene = table_scene(app, players=4, seed=5)
    to_result(app, scene)
    press(app, key(pygame.K_ESCAPE))  # the pause menu over the result
    pause = app.stack.top
    pause.menu.selected = [item.label for item in pause.menu.items].index("LAST POTS")
    press(app, key(pygame.K_RETURN))
    pots = app.stack.top
    assert isinstance(pots, LastPotsScene)
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, ReplayScene)
    _, enter = key_lines(app)
    assert enter.text.endswith("ESC: BACK TO LAST POTS")
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is pots


def test_a_replay_from_the_party_host_menus_last_pots_says_esc_goes_back_to_the_table(app, monkeypatch):
    """A host play-test chose a pot in the host menu's LAST POTS and Esc went to the live table (the
    menus close for the replay, over the table): the keys' line says so, and Esc does go there."""
    party, devices = open_party("baseball", 4)
    try:
        table = tv_table(app, party, devices)
        for _ in range(3000):
            if table.showing_result:
                break
            guest_moves(party)
            if table.buttons is not None and table.offered is not None:
                table.choose(table.offered.kinds[0])
            app.frame([], STEP)
        press(app, key(pygame.K_ESCAPE))  # the host's menu
        menu = app.stack.top.menu
        menu.selected = [item.label for item in menu.items].index("LAST POTS")
        press(app, key(pygame.K_RETURN), key(pygame.K_RETURN))  # its list, then pot 1
        replay = app.stack.top
        assert isinstance(replay, ReplayScene) and replay.tape.hand == 1
        _, enter = key_lines(app)
        assert enter.text.endswith("ESC: BACK TO THE TABLE")
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table
    finally:
        party.close()


def test_the_replay_commands_esc_quits_as_its_keys_say(tmp_path, app, monkeypatch):
    """The replay command's replay has nothing under it: Esc left a blank window. It says QUIT, and quits."""
    opened = []
    monkeypatch.setattr(replay_command, "launch", lambda settings, first, notes: opened.append(first) or 0)
    assert cli.main(["replay", history_file(tmp_path)]) == 0
    app.stack.push(opened[0](app))
    _, leave = key_lines(app)
    assert leave.text.endswith("ESC: QUIT")
    press(app, key(pygame.K_ESCAPE))
    assert not app.running and app.stack.top is None
