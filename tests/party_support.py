"""Helpers for the party tests: a room on a hand-turned clock, with each client's messages kept."""

from __future__ import annotations

import json
import random
from collections import defaultdict
from collections.abc import Callable
from concurrent.futures import wait
from typing import Any

from engine.profile import load_profile
from game.party.room import Limits, Room, Timing

QUICK = Timing(bot_delay=0.0, hand_pause=0.0)
LIMITS = Limits()


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Party:
    """A Room plus the messages each client got (parsed), a clock, and the tokens handed out."""

    def __init__(
        self,
        profile: str = "baseball",
        seats: int = 4,
        seed: int = 7,
        timing: Timing = QUICK,
        limits: Limits = LIMITS,
        difficulty: str = "easy",  # the quickest bots: these tests are about the room, not the play
        keep_ledger: bool = False,
    ) -> None:
        self.clock = Clock()
        self.room = Room(
            load_profile(profile),
            seats,
            seed,
            timing=timing,
            limits=limits,
            difficulty=difficulty,
            clock=self.clock,
            keep_ledger=keep_ledger,
        )
        self.inbox: dict[int, list[dict[str, Any]]] = defaultdict(list)
        self.tokens: dict[int, str] = {}
        self.closed: list[int] = []

    def drain(self) -> None:
        room = self.room
        for client, text in room.outbox:
            message = json.loads(text)
            self.inbox[client].append(message)
            if message["type"] == "joined":
                self.tokens[client] = message["token"]
        self.closed += [client for client, _ in room.closing]
        room.outbox.clear()
        room.closing.clear()

    def connect(self, client: int) -> None:
        self.room.connect(client)
        self.drain()

    def send(self, client: int, message: dict[str, Any] | str) -> None:
        self.clock.now += 0.5  # a person's pace: well inside the rate limit
        text = message if isinstance(message, str) else json.dumps(message)
        self.room.receive(client, text)
        self.drain()

    def tick(self, seconds: float = 0.0) -> None:
        self.clock.now += seconds
        self.room.tick()
        self.drain()

    def join(self, client: int, name: str, seat: int | None = None, device: str | None = None) -> None:
        self.connect(client)
        message: dict[str, Any] = {"type": "join", "name": name, "room": self.room.code}
        if seat is not None:
            message["seat"] = seat
        if device is not None:
            message["device"] = device
        self.send(client, message)

    def last(self, client: int, kind: str) -> dict[str, Any] | None:
        for message in reversed(self.inbox[client]):
            if message["type"] == kind:
                return message
        return None

    def errors(self, client: int) -> list[str]:
        return [m["code"] for m in self.inbox[client] if m["type"] == "error"]

    def pending_turn(self) -> tuple[int, dict[str, Any]] | None:
        """(client, your_turn) when a guest's phone is asked to act now."""
        table = self.room.table
        if table is None or table.is_over:
            return None
        legal = table.legal_actions()
        guest = self.room.guests[legal.seat] if legal else None
        if guest is None or guest.client is None:
            return None
        turn = self.last(guest.client, "your_turn")
        if turn is None or turn["turn"] != self.room.version:
            return None
        return guest.client, turn

    def act(self, client: int, kind: str, turn: int | None = None) -> None:
        if turn is None:
            turn = self.room.version
        self.send(client, {"type": "act", "token": self.tokens[client], "kind": kind, "turn": turn})

    def answer(self, choose: Callable[[list[str]], str]) -> None:
        """The guest asked to act now, if any, picks with `choose` among its buttons."""
        pending = self.pending_turn()
        if pending is not None:
            client, turn = pending
            self.act(client, choose([o["kind"] for o in turn["options"]]), turn["turn"])

    def play_until(
        self, done: Callable[[], bool], choose: Callable[[list[str]], str], moves: int = 20000
    ) -> None:
        """Phones pick with `choose` among their buttons, bots play, until `done()`."""
        for _ in range(moves):
            if done():
                return
            pending = self.pending_turn()
            if pending is None:
                self.await_thinking_bot()
                self.tick(0.1)
                continue
            client, turn = pending
            self.act(client, choose([o["kind"] for o in turn["options"]]), turn["turn"])
        raise AssertionError(f"not reached in {moves} moves")

    def play_hands(self, hands: int, rng: random.Random, moves: int = 20000) -> None:
        """Phones choose at random among their buttons until `hands` hands have ended."""
        first = min(self.tokens)
        self.play_until(
            lambda: sum(1 for m in self.inbox[first] if m["type"] == "hand_result") >= hands,
            rng.choice,
            moves,
        )

    def await_thinking_bot(self) -> None:
        """A bot thinking in another thread takes real time (more on a loaded machine): wait for
        it, rather than spend the moves ticking while it thinks."""
        thinking = self.room.host.thinking
        if thinking is not None:
            wait([thinking[1]], timeout=30)


def on_their_turn(name: str) -> tuple[Party, int, random.Random]:
    """A three-seat party whose one guest, `name` on phone 1, started the pot, played on (the
    bots quick, random legal moves) to the guest's first turn: (the party, the guest's seat, the
    moves' random source, to play on with)."""
    party = Party(seats=3, timing=Timing(bot_delay=0.5, hand_pause=0.0))
    party.join(1, name)
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(2)
    party.play_until(lambda: (turn := party.pending_turn()) is not None and turn[0] == 1, rng.choice)
    return party, seat, rng


def played_for(party: Party, seat: int) -> None:
    """The table moves for `seat` (its guest taken off or gone: the away rule plays it at once on
    its turn), the other phones checking or calling meanwhile; fails if it never does."""
    table = party.room.table
    start = len(table.decisions)
    party.play_until(
        lambda: any(action.seat == seat for action in table.decisions[start:]),
        lambda kinds: next(kind for kind in ("check", "call", *kinds) if kind in kinds),
        moves=2000,
    )
