"""The party server's guard below HTTP: how many connections one address may hold before they are
WebSockets, and the masking rule of the frames a client sends.

aiohttp gives every connection a deadline to send a whole request (its `keepalive_timeout`, armed
when the connection opens and again after each answer; game.party.wire.server sets it short), but
nothing bounds how many half-sent requests one machine may hold open meanwhile: 1,100 of them use
up a host's 1,024 file descriptors. So every connection is wrapped in a `_Guarded` protocol:

- **Pending connections** (not yet a WebSocket: a page load, a half-sent request) are capped per
  address and in all; past a cap the oldest pending one (of that address, or of the address holding
  the most) is cut at once. A phone's own request takes milliseconds, so it gets through a flood
  even from the same address, and a WebSocket, once open, is never cut here (game.party.gate caps
  those).
- **Masking:** RFC 6455 requires every client frame to be masked and the server to close on one that
  is not (1002, protocol error). aiohttp reads unmasked frames without complaint, so the guard reads
  the frame headers of a WebSocket's incoming bytes and closes with 1002 on the first unmasked frame,
  before aiohttp sees it.
"""

from __future__ import annotations

import asyncio
import struct
from collections import Counter
from dataclasses import dataclass

from aiohttp import web

PROTOCOL_ERROR = 1002


@dataclass(frozen=True)
class Shield:
    request_seconds: float = 10.0  # to send a whole request, from the connection's start or last answer
    pending_per_address: int = 16  # connections from one address not yet WebSockets
    pending: int = 256  # in all
    heartbeat: float = 20.0  # seconds between pings to each WebSocket...
    pong_wait: float = 10.0  # ...and how long a pong may take before the connection is closed (1008)
    close_wait: float = 3.0  # how long a closing handshake may take before the connection is cut


class Guard:
    """The connections open now, in the order they opened, and which have become WebSockets."""

    def __init__(self, shield: Shield):
        self.shield = shield
        self.pending: dict[asyncio.BaseTransport, str] = {}  # not yet WebSockets, oldest first
        self.frames: dict[asyncio.BaseTransport, _Frames] = {}
        self.cut = 0  # pending connections cut for room, ever (for tests and curious hosts)

    def opened(self, transport: asyncio.BaseTransport) -> None:
        address = _address(transport)
        self.pending[transport] = address
        shield = self.shield
        mine = [t for t, a in self.pending.items() if a == address]
        while len(mine) > shield.pending_per_address:
            self._cut(mine.pop(0))
        while len(self.pending) > shield.pending:
            busiest = Counter(self.pending.values()).most_common(1)[0][0]
            self._cut(next(t for t, a in self.pending.items() if a == busiest))

    def upgraded(self, transport: asyncio.BaseTransport | None) -> None:
        """`transport` carries a WebSocket from now on: no longer pending, its frames checked."""
        if transport is not None and self.pending.pop(transport, None) is not None:
            self.frames[transport] = _Frames()

    def refused(self, transport: asyncio.BaseTransport | None) -> None:
        """The WebSocket handshake of `transport` failed: it is a pending connection again."""
        if transport is not None and self.frames.pop(transport, None) is not None:
            self.pending[transport] = _address(transport)

    def closed(self, transport: asyncio.BaseTransport) -> None:
        self.pending.pop(transport, None)
        self.frames.pop(transport, None)

    def check(self, transport: asyncio.BaseTransport, data: bytes) -> bool:
        """False when `data` holds an unmasked client frame: the connection is then closed with 1002."""
        frames = self.frames.get(transport)
        if frames is None or frames.read(data):
            return True
        self.frames.pop(transport, None)
        assert isinstance(transport, asyncio.WriteTransport)
        reason = b"client frames must be masked"
        transport.write(struct.pack("!BBH", 0x88, 2 + len(reason), PROTOCOL_ERROR) + reason)
        transport.close()
        return False

    def _cut(self, transport: asyncio.BaseTransport) -> None:
        self.pending.pop(transport, None)
        self.cut += 1
        assert isinstance(transport, asyncio.Transport)
        transport.abort()


def _address(transport: asyncio.BaseTransport) -> str:
    peer = transport.get_extra_info("peername")
    return str(peer[0]) if isinstance(peer, tuple) and peer else ""


class _Frames:
    """Reads frame headers out of a client's byte stream to find an unmasked frame; skips payloads."""

    def __init__(self) -> None:
        self.head = b""  # an incomplete frame header
        self.skip = 0  # payload bytes still to pass over

    def read(self, data: bytes) -> bool:
        view = memoryview(data)
        while len(view):
            if self.skip:
                step = min(self.skip, len(view))
                self.skip -= step
                view = view[step:]
                continue
            head = self.head + bytes(view[:14])
            if len(head) < 2:
                self.head = head
                return True
            if not head[1] & 0x80:
                return False
            size, need = head[1] & 0x7F, 2
            if size == 126:
                need = 4
            elif size == 127:
                need = 10
            need += 4  # the mask
            if len(head) < need:
                self.head, view = head, view[len(view) :]
                return True
            if size == 126:
                size = struct.unpack("!H", head[2:4])[0]
            elif size == 127:
                size = struct.unpack("!Q", head[2:10])[0]
            used = need - len(self.head)
            self.head, self.skip = b"", size
            view = view[used:]
        return True


class _Guarded(asyncio.Protocol):
    """aiohttp's protocol for one connection, with the guard watching it."""

    def __init__(self, inner: asyncio.Protocol, guard: Guard) -> None:
        self.inner = inner
        self.guard = guard
        self.transport: asyncio.BaseTransport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport
        self.inner.connection_made(transport)
        self.guard.opened(transport)

    def data_received(self, data: bytes) -> None:
        assert self.transport is not None
        if self.guard.check(self.transport, data):
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.transport is not None:
            self.guard.closed(self.transport)
        self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()


class GuardedSite(web.TCPSite):
    """aiohttp's TCP site with each connection's protocol wrapped by `guard`."""

    def __init__(self, runner: web.BaseRunner, host: str, port: int, guard: Guard) -> None:
        super().__init__(runner, host, port)
        self.guard = guard

    async def start(self) -> None:
        await web.BaseSite.start(self)  # registers the site with its runner
        server = self._runner.server
        assert server is not None
        guard = self.guard
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(lambda: _Guarded(server(), guard), self._host, self._port)
        self._bound_port = self._server.sockets[0].getsockname()[1] if self._server.sockets else self._port
