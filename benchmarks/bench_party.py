"""Party play under load, on loopback only: 8 seats played from phones plus 50 spectators.

    python benchmarks/bench_party.py [--hands 200] [--spectators 50] [--seats 8] [--timeout 600]

Starts the headless host (`python main.py party --no-window --host 127.0.0.1`) with a Seven-Card
Stud profile opened to 8 seats and every seat on a phone (no bots), connects the phones and the
spectators as WebSocket clients in this process, and plays `--hands` hands: each action is sent
only when every client has the previous update. Prints the time from a phone's action to the last
client's update (median, p95, max; target p95 under 50 ms) and checks each client's messages:
sequence numbers 1, 2, 3... with none missing or repeated, and one state per table move.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.party.wire.spawn import start_host  # noqa: E402  (the project root is on the path first)

PROFILE = "extends: seven-card-stud\nname: Stud for eight\nplayers: {max: 8}\n"
CHOICES = {"call": 6, "check": 6, "turn": 1, "bet": 2, "raise": 1, "fold": 1, "complete": 1, "bring_in": 1}


class Client:
    """One WebSocket: checks its sequence numbers and notes when each table move reached it."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse, bench: Bench):
        self.ws = ws
        self.bench = bench
        self.seq = 0
        self.lost = self.repeated = 0
        self.turns: list[int] = []  # the "turn" of every play state received, in order
        self.token: str | None = None
        self.seat: int | None = None

    async def run(self) -> None:
        async for msg in self.ws:
            if msg.type is not aiohttp.WSMsgType.TEXT:
                break
            message = json.loads(msg.data)
            seq = message["seq"]
            if seq <= self.seq:
                self.repeated += 1
            elif seq > self.seq + 1:
                self.lost += seq - self.seq - 1
            self.seq = max(self.seq, seq)
            self.bench.received(self, message)


class Bench:
    def __init__(self, hands: int, seed: int):
        self.hands = hands
        self.rng = random.Random(seed)
        self.clients: list[Client] = []
        self.phones: dict[int, Client] = {}
        self.results = 0
        self.messages = 0
        self.latencies: list[float] = []
        self.sent_at: float | None = None
        self.waiting_for = 0  # the turn every client must reach before the next action
        self.caught_up: set[int] = set()
        self.pending: dict | None = None  # the your_turn waiting to be answered
        self.wake = asyncio.Event()
        self.errors: list[str] = []
        self.done = False  # set before the clients hang up (their leaving is news, not a move)
        self.timed_out = False

    def received(self, client: Client, message: dict) -> None:
        if self.done:
            return
        self.messages += 1
        kind = message["type"]
        if kind == "state" and message["phase"] == "play":
            client.turns.append(message["turn"])
            if message["turn"] >= self.waiting_for and id(client) not in self.caught_up:
                self.caught_up.add(id(client))
                if len(self.caught_up) == len(self.clients):
                    if self.sent_at is not None:
                        self.latencies.append(time.perf_counter() - self.sent_at)
                        self.sent_at = None
                    self.wake.set()
        elif kind == "your_turn":
            self.pending = message
            self.wake.set()
        elif kind == "hand_result" and client is self.clients[0]:
            self.results += 1
        elif kind == "error":
            self.errors.append(message["message"])

    async def play(self) -> None:
        while self.results < self.hands:
            await self.wake.wait()
            self.wake.clear()
            if self.pending is None or len(self.caught_up) < len(self.clients):
                continue
            turn, self.pending = self.pending, None
            phone = self.phones[turn["seat"]]
            kinds = [option["kind"] for option in turn["options"]]
            kind = self.rng.choices(kinds, weights=[CHOICES.get(k, 1) for k in kinds])[0]
            self.waiting_for = turn["turn"] + 1
            self.caught_up = set()
            self.sent_at = time.perf_counter()
            await phone.ws.send_str(
                json.dumps({"type": "act", "token": phone.token, "kind": kind, "turn": turn["turn"]})
            )


def source(i: int) -> str:
    """The loopback address client i connects from: eight to an address, as the host lets in at
    most eight connections without a seat from one address (docs/party.md, "Threat model")."""
    return f"127.0.1.{1 + i // 8}"


async def run(args: argparse.Namespace, address: str, code: str) -> Bench:
    bench = Bench(args.hands, args.seed)
    count = args.seats + args.spectators
    sessions = {
        where: aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(where, 0)))
        for where in {source(i) for i in range(count)}
    }
    async with contextlib.AsyncExitStack() as stack:
        for session in sessions.values():
            await stack.enter_async_context(session)
        tasks = []
        for i in range(count):
            ws = await sessions[source(i)].ws_connect(f"http://{address}/ws", max_msg_size=0)
            client = Client(ws, bench)
            bench.clients.append(client)
            if i < args.seats:
                await client.ws.send_str(json.dumps({"type": "join", "name": f"P{i + 1}", "room": code}))
                reply = json.loads((await client.ws.receive()).data)
                while reply["type"] != "joined":
                    reply = json.loads((await client.ws.receive()).data)
                client.seq = reply["seq"]
                client.token, client.seat = reply["token"], reply["seat"]
                bench.phones[client.seat] = client
            tasks.append(asyncio.create_task(client.run()))
        await asyncio.sleep(0.2)
        first = bench.clients[0]
        await first.ws.send_str(json.dumps({"type": "start", "token": first.token}))
        try:
            await asyncio.wait_for(bench.play(), args.timeout)
        except TimeoutError:
            bench.timed_out = True
        await asyncio.sleep(0.3)  # the last updates
        bench.done = True
        for client in bench.clients:
            await client.ws.close()
        await asyncio.gather(*tasks, return_exceptions=True)
    return bench


def check(bench: Bench) -> tuple[int, int]:
    """(lost, repeated) over all clients: sequence numbers, and one state per table move (nobody
    joins or leaves while the hands are played, so every state is a move)."""
    lost = sum(client.lost for client in bench.clients)
    repeated = sum(client.repeated for client in bench.clients)
    for client in bench.clients:
        turns = client.turns
        repeated += sum(1 for a, b in itertools.pairwise(turns) if b <= a)
        lost += sum(b - a - 1 for a, b in itertools.pairwise(turns) if b > a + 1)
    return lost, repeated


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--seats", type=int, default=8)
    parser.add_argument("--spectators", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600.0, help="give up after this many seconds")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        profile = Path(folder) / "stud-eight.yaml"
        profile.write_text(PROFILE)
        # the phones here act as fast as the table answers, far faster than people
        options = ("--seed", "1", "--bot-delay", "0", "--hand-pause", "0", "--rate", "1000")
        host = start_host(profile, args.seats, *options, cwd=ROOT)
        started = time.perf_counter()
        try:
            bench = asyncio.run(run(args, host.address, host.code))
        finally:
            host.stop()
    wall = time.perf_counter() - started
    lost, repeated = check(bench)
    ms = sorted(latency * 1000 for latency in bench.latencies)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    print(
        f"party: {args.seats} phones + {args.spectators} spectators, {bench.results} hands, "
        f"{len(ms)} actions, {bench.messages} messages in {wall:.1f} s"
    )
    print(
        f"action to every client's update: median {statistics.median(ms):.1f} ms  p95 {p95:.1f} ms  "
        f"max {ms[-1]:.1f} ms  (target p95 under 50 ms)"
    )
    print(f"messages lost {lost}, repeated {repeated}, errors {len(bench.errors)}")
    if bench.timed_out:
        print(f"stopped by --timeout {args.timeout:.0f} s before {args.hands} hands")
    return 0 if lost == repeated == 0 and not bench.errors and not bench.timed_out else 1


if __name__ == "__main__":
    sys.exit(main())
