"""Party play on the TV driven frame by frame, every frame checked (no tests here): the setup and
players pages, the lobby with every seat taken, and whole sessions at the party table with a phone
guest (a sixteen-character name, the longest a phone may send), a player at the TV in No Peek
games, the turn timer and the pot's results."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterator
from concurrent.futures import wait
from contextlib import contextmanager
from typing import Any

import pygame
from frame_checks import frame_problems
from test_ui_support import key

from engine.profile import ProfileEntry
from game.party.protocol import MAX_NAME
from game.party.wire.tv import TvParty
from game.platform.frame_log import FRAME
from game.play.session import profiles
from game.screens.press_settle import PressSettle
from game.screens.scenes.party import PartyTableScene
from game.screens.scenes.party_lobby import PartyLobbyScene

STEP = 0.25  # seconds a frame, as in tests/ui_sweep.py
GUEST = "W" * MAX_NAME  # the widest name a phone may send
WIDEST_ADDRESS = "255.255.255.255:65535"  # the longest address the TV may have to show
PHONE = 99  # the guest's connection, as the server thread would number it
FAVOURED = ("check", "call", "turn", "pay")  # moves that keep a hand going to its showdown


def entry_for(profile: str) -> ProfileEntry:
    return next(entry for entry in profiles() if entry.id == profile)


def open_party(profile: str, seats: int, seed: int = 7) -> tuple[TvParty, dict[int, str]]:
    """A party on loopback with a phone guest and, in No Peek games, a player at the TV; the bots
    move as soon as the animation lets them (the room's pauses are wall-clock time)."""
    party = TvParty(entry_for(profile).rules, seats, seed, profile_id=profile, turn_seconds=30.0)
    party.open()
    party.address = WIDEST_ADDRESS  # shown, never dialled: the tests talk to the room directly
    room = party.room
    room.timing = dataclasses.replace(room.timing, bot_delay=0.0, hand_pause=0.0)
    room.connect(PHONE)
    room.receive(PHONE, json.dumps({"type": "join", "name": GUEST, "room": room.code}))
    room.clients[PHONE].allowance = 10**6  # this phone answers at once, many times a second
    devices = {}
    if room.rules.flow == "no_peek":
        devices[room.controls.add_local("QUEENIE", None)] = "keys"
    return party, devices


@contextmanager
def party_at(profile: str, seats: int, seed: int = 7) -> Iterator[tuple[TvParty, dict[int, str]]]:
    """`open_party`, closed when the block is left (however it is left)."""
    party, devices = open_party(profile, seats, seed)
    try:
        yield party, devices
    finally:
        party.close()


def guest_moves(party: TvParty) -> None:
    """The phone guest answers its turn at once."""
    room = party.room
    legal = room.table.legal_actions() if room.table is not None else None
    seat = room.clients[PHONE].seat
    guest = room.guests[seat] if seat is not None else None
    if legal is None or guest is None or legal.seat != seat:
        return
    kind = next((k for k in FAVOURED if k in legal.kinds), legal.kinds[0])
    message = {"type": "act", "token": guest.token, "kind": kind, "turn": room.version}
    room.receive(PHONE, json.dumps(message))


def settle(room) -> None:
    """Wait for a computer player thinking (in real time) before the next frame: a loaded machine
    runs thousands of frames while one thinks."""
    thinking = room.host.thinking
    if thinking is not None:
        wait([thinking[1]], timeout=30)


def frames_until(app, party: TvParty, done: Callable[[], bool], frames: int = 6000) -> None:
    """TV frames, the phone guest answering its turns and a computer player's thinking awaited,
    until `done()`; fails if it never is."""
    for _ in range(frames):
        if done():
            return
        guest_moves(party)
        settle(party.room)
        app.frame([], STEP)
    raise AssertionError(f"not reached in {frames} frames")


def phone_sent(party: TvParty) -> list[dict[str, Any]]:
    """Every message the room sends the phone guest from now on, read, as it is sent."""
    room = party.room
    sent: list[dict[str, Any]] = []
    send = room.send_text

    def sending(client: int, body: str) -> None:
        if client == PHONE:
            sent.append(json.loads(body))
        send(client, body)

    room.send_text = sending  # type: ignore[method-assign]
    return sent


def lobby_problems(app, party: TvParty, devices: dict[int, str]) -> list[str]:
    lobby = PartyLobbyScene(app, party, devices)
    app.stack.scenes[:] = [lobby]
    app.frame([], STEP)
    return frame_problems(f"lobby {party.room.rules.name} x{party.room.n}")


def tv_table(app, party: TvParty, devices: dict[int, str]) -> PartyTableScene:
    """The party started, its table on the TV alone."""
    party.room.start()
    table = PartyTableScene(app, party, devices)
    app.stack.scenes[:] = [table]
    return table


def play_party(app, party: TvParty, devices: dict[int, str], hands: int) -> tuple[int, list[str], int]:
    """Start the party and play `hands` pots at the TV's table; returns the frames, the problems
    (the readability checks', and a result still up once the next hand plays) and how many frames
    showed a pot's result."""
    room = party.room
    table = tv_table(app, party, devices)
    problems: list[str] = []
    frames = results = 0
    while frames < 3000 and not (
        room.table is not None and room.table.hands_played >= hands and table.caught_up
    ):
        guest_moves(party)
        if table.buttons is not None and table.offered is not None:
            kinds = table.offered.kinds
            table.choose(next((k for k in FAVOURED if k in kinds), kinds[0]))
        app.frame([], STEP)
        problems += frame_problems(f"party {room.rules.name} x{room.n} frame {frames}")
        if FRAME.regions("result"):
            results += 1
            # the result belongs over its own pot: the next hand waits until it is gone
            if not any(event.type == "hand_end" for event in table.player.pot_events):
                problems.append(f"party {room.rules.name} frame {frames}: a result over the next hand")
        frames += 1
    return frames, problems, results


def to_tonights_ledger(app, party: TvParty, devices: dict[int, str]) -> PartyTableScene:
    """The party's first session, of one pot, played to tonight's ledger between it and the next:
    the TV's table, showing the ledger."""
    room = party.room
    room.rules = dataclasses.replace(room.rules, pots=1)
    play_party(app, party, devices, 1)
    table = app.stack.top
    assert isinstance(table, PartyTableScene)
    for _ in range(400):
        if table.showing_ledger:
            break
        # the standings wait for the host's Enter (ENTER / A: TONIGHT'S LEDGER), pressed once they
        # have settled (game.screens.press_settle: a press before is taken for one meant before them)
        read = table.showing_standings and table.between.settle.settled
        app.frame([key(pygame.K_RETURN)] if read else [], STEP)
    assert table.showing_ledger
    settled(app, table.between.settle)
    return table


def settled(app, page: PressSettle) -> None:
    """Frames until the page on show has settled (game.screens.press_settle): Enter now goes on."""
    while not page.settled:
        app.frame([], STEP)


def frames_until_played_for(app, party: TvParty, seat: int) -> None:
    """TV frames, the phone guest answering its turns, until the table moves for `seat` (its guest
    taken off: the away rule plays its turn at once) or the hand in play ends."""
    room = party.room
    start = len(room.table.decisions)
    for _ in range(400):
        if any(action.seat == seat for action in room.table.decisions[start:]) or not room.hand_in_play:
            return
        guest_moves(party)
        app.frame([], STEP)
    raise AssertionError(f"the table never moved for seat {seat}")
