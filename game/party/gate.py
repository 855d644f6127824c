"""Who may stay connected to a party room, and how often an address may guess the room code.

No I/O and no clock of its own: the room calls it (game.party.room) with each connection's remote
address, so a flood of connections or of guesses from one machine is told apart from the party.

- **Connections without a seat** (spectators, phones on the join page, and attackers) are capped:
  at most `per_address` from one address and `unseated` in the whole room. A new connection is never
  refused: when it goes over a cap, a connection without a seat is closed instead: over the
  address's cap, its own oldest; over the room's, the oldest of the address holding the most, and
  of those holding as many, the address that connected most often lately (among the last `window`
  connections, its first one free). So a seated phone that comes back always gets in to `resume`,
  however many idle sockets someone opened, and a guest's phone waiting on the join page while its
  owner types a name is not the one closed for a churner that replaces its connections (from one
  address or from a hundred): churning raises exactly the count that is closed first. What it costs
  an attacker's neighbours is at worst a reconnection of a phone that had not sat down yet.
- **Room code guesses:** each address may make `guesses` wrong guesses at once, then one every
  `guess_seconds`; past that its `join` messages are refused (`slow_down`) unchecked, so the refusal
  tells nothing about the code. Other addresses are not affected.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class _Bucket:
    allowance: float
    refilled: float


@dataclass
class Gate:
    per_address: int = 8  # connections without a seat from one address
    unseated: int = 64  # connections without a seat in the whole room
    guesses: int = 5  # wrong room codes an address may try at once...
    guess_seconds: float = 12.0  # ...then one more each time this passes (5 a minute)
    addresses: dict[int, str] = field(default_factory=dict)  # client -> address, oldest first
    closing: set[int] = field(default_factory=set)  # told to go; the transport has not closed them yet
    buckets: dict[str, _Bucket] = field(default_factory=dict)
    window: int = 1024  # the last connections an address's reconnections are counted over
    recent: deque[str] = field(default_factory=deque)  # the address of each of the last `window`
    connected: Counter[str] = field(default_factory=Counter)  # address -> its connections in `recent`

    def admit(self, client: int, address: str, seated: Callable[[int], bool]) -> list[int]:
        """Let `client` in; the connections to close to make room for it (never a seated one, nor
        `client` itself)."""
        self._count(address)
        self.addresses[client] = address
        idle = [c for c in self.addresses if c not in self.closing and not seated(c)]
        evict = []
        mine = [c for c in idle if self.addresses[c] == address]
        while len(mine) > self.per_address:
            evict.append(mine.pop(0))
        idle = [c for c in idle if c not in evict]
        while len(idle) > self.unseated:
            held = Counter(self.addresses[c] for c in idle)
            # max keeps the first of equals: the oldest connection of the address chosen
            oldest = max(
                (c for c in idle if c != client),
                key=lambda c: (held[self.addresses[c]], self.reconnections(self.addresses[c])),
            )
            evict.append(oldest)
            idle.remove(oldest)
        self.closing.update(evict)
        return evict

    def reconnections(self, address: str) -> int:
        """How often `address` connected again among the last `window` connections to the room (its
        first connection there is free): a churner's count climbs, a guest's phone stays at 0."""
        return max(0, self.connected[address] - 1)

    def _count(self, address: str) -> None:
        self.recent.append(address)
        self.connected[address] += 1
        if len(self.recent) > self.window:
            gone = self.recent.popleft()
            self.connected[gone] -= 1
            if not self.connected[gone]:
                del self.connected[gone]

    def forget(self, client: int) -> None:
        self.addresses.pop(client, None)
        self.closing.discard(client)

    def may_guess(self, client: int, now: float) -> bool:
        """Whether this client's address may try a room code now."""
        return self._bucket(client, now).allowance >= 1

    def missed(self, client: int, now: float) -> None:
        """A wrong code from this client's address: one guess fewer."""
        bucket = self._bucket(client, now)
        bucket.allowance = max(0.0, bucket.allowance - 1)

    def _bucket(self, client: int, now: float) -> _Bucket:
        address = self.addresses.get(client, "")
        bucket = self.buckets.get(address)
        if bucket is None:
            if len(self.buckets) > 4096:  # forget full buckets: they are back to a fresh start
                self.buckets = {a: b for a, b in self.buckets.items() if b.allowance < self.guesses}
            bucket = self.buckets[address] = _Bucket(float(self.guesses), now)
        bucket.allowance = min(self.guesses, bucket.allowance + (now - bucket.refilled) / self.guess_seconds)
        bucket.refilled = now
        return bucket
