"""The party's web server: the phone page, its static files and the WebSocket, on aiohttp.

`make_app(host)` builds the application around a host: any object with `open(ws, address) -> client`
(address: the remote IP), `message(client, text)` and `close(client)`. `LoopHost` is the host that
runs the room on the server's own asyncio loop (the headless table, the tests); the TV runs the room
in its own thread through `game.party.wire.bridge` instead. Either way each connection gets its own send queue and writer
task, so one slow phone never holds up the others or the room.

What the server refuses before the room sees anything (docs/party.md, "Threat model"): a WebSocket
whose page came from another site (Origin) or that names a host other than an address (Host: DNS
rebinding), 403; a client that does not answer pings, 1008; an unmasked frame, 1002 (with the
connection caps and request deadline of game.party.wire.shield). Every page and file carries a strict
Content-Security-Policy, nosniff, no framing and no referrer.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import itertools
import logging
import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Protocol

from aiohttp import WSMsgType, web

from game.party.room import Room
from game.party.wire.page_files import PageFiles
from game.party.wire.shield import Guard, GuardedSite, Shield

log = logging.getLogger(__name__)

STATIC = Path(__file__).resolve().parent / "static"
FRAME_LIMIT = 64 * 1024  # bytes: a bigger frame closes the connection (1009); the room refuses > 2 KB itself
DRAIN = 1.0  # seconds the last messages may take to leave when the server shuts down
SEND_BACKLOG = 2000  # messages waiting for one phone: past this it is not reading, and is dropped
TICK = 0.05  # seconds between the room's ticks (bots, turn timer)
POLICY_VIOLATION = 1008
HEADERS = {
    # the page and its static files, nothing else: no inline script or style, no plugin, no framing
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
}


class Host(Protocol):
    def open(self, ws: web.WebSocketResponse, address: str) -> int: ...

    def message(self, client: int, text: str) -> None: ...

    def close(self, client: int) -> None: ...


HOST = web.AppKey("party_host", Host)
GUARD = web.AppKey("party_guard", Guard)
FILES = web.AppKey("party_page_files", PageFiles)


class Sockets:
    """The open WebSockets: a number, a send queue and a writer task each."""

    def __init__(self) -> None:
        self.ids = itertools.count(1)
        self.queues: dict[int, asyncio.Queue[str | None]] = {}
        self.writers: dict[int, asyncio.Task[None]] = {}
        self.open: dict[int, web.WebSocketResponse] = {}

    def add(self, ws: web.WebSocketResponse) -> int:
        client = next(self.ids)
        self.open[client] = ws
        queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.queues[client] = queue
        self.writers[client] = asyncio.create_task(_write(ws, queue))
        return client

    def remove(self, client: int) -> None:
        self.open.pop(client, None)
        self.queues.pop(client, None)
        writer = self.writers.pop(client, None)
        if writer is not None:
            writer.cancel()

    async def close_all(self) -> None:
        """Say goodbye to every phone: what is queued for it goes first (the room's party_over),
        for at most DRAIN seconds, then the close (1001, going away)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + DRAIN
        while any(queue.qsize() for queue in self.queues.values()) and loop.time() < deadline:
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.05)  # the last message taken from its queue is being written
        for ws in list(self.open.values()):
            with contextlib.suppress(ConnectionError, RuntimeError):
                await ws.close(code=1001, message=b"the party is over")

    def deliver(self, outbox: list[tuple[int, str]], closing: list[tuple[int, str]]) -> None:
        """Queue each (client, text); a client that is far behind, or that the room closes, gets
        whatever is queued and then the close."""
        for client, text in outbox:
            queue = self.queues.get(client)
            if queue is None:
                continue
            if queue.qsize() >= SEND_BACKLOG:
                closing.append((client, "not reading"))
                continue
            queue.put_nowait(text)
        for client, _reason in closing:
            queue = self.queues.get(client)
            if queue is not None:
                queue.put_nowait(None)


async def _write(ws: web.WebSocketResponse, queue: asyncio.Queue[str | None]) -> None:
    with contextlib.suppress(ConnectionError, RuntimeError):
        while True:
            text = await queue.get()
            if text is None:
                await ws.close(code=POLICY_VIOLATION, message=b"closed by the room")
                return
            try:
                await ws.send_str(text)
            except UnicodeError:  # no room message can hold a lone surrogate (protocol.parse): a bug
                log.exception("a message to a phone could not be encoded; it was dropped")


class LoopHost:
    """The room on this asyncio loop: calls it directly and sends its outbox at once."""

    def __init__(self, room: Room):
        self.room = room
        self.sockets = Sockets()

    def open(self, ws: web.WebSocketResponse, address: str) -> int:
        client = self.sockets.add(ws)
        self.room.connect(client, address)
        self._flush()
        return client

    def message(self, client: int, text: str) -> None:
        self.room.receive(client, text)
        self._flush()

    def close(self, client: int) -> None:
        self.room.disconnect(client)
        self.sockets.remove(client)
        self._flush()

    def _flush(self) -> None:
        room = self.room
        outbox, closing = room.outbox, room.closing
        room.outbox, room.closing = [], []
        self.sockets.deliver(outbox, closing)

    async def run(self) -> None:
        """Tick the room for as long as the server runs."""
        while True:
            self.room.tick()
            self._flush()
            await asyncio.sleep(TICK)


async def _page(request: web.Request) -> web.Response:
    return request.app[FILES].file("index.html").answer(request, {"Cache-Control": "no-cache"})


async def _static(request: web.Request) -> web.Response:
    return request.app[FILES].file(request.match_info["name"]).answer(request, {})


def same_site(request: web.Request) -> bool:
    """Whether a WebSocket request may be served: its Host is an address or a local name (a bare
    machine name, or one under .local; a page reached through a domain name came by DNS rebinding),
    and its Origin, when it has one (browsers always send it; native clients need not), is that same
    host: a page of another site cannot drive a phone's seat from the phone's own browser. A Host
    that no browser sends is refused too: none at all or an empty one, a name that is not letters,
    digits and hyphens, or one whose last part is a number (`0x7f000001`, `2130706433`: a browser
    writes such an address 127.0.0.1, so only a hand-made request names it so)."""
    host = request.headers.get("Host", "")
    if host.startswith("["):  # brackets hold an IPv6 address, nothing else
        name, _, port = host[1:].partition("]")
        known = ":" in name and _is_address(name) and _PORT.fullmatch(port) is not None
    else:
        name, colon, port = host.partition(":")
        known = (_is_address(name) or _local_name(name)) and _PORT.fullmatch(colon + port) is not None
    if not known:
        return False
    origin = request.headers.get("Origin")
    return origin is None or origin in (f"http://{host}", f"https://{host}")


_PORT = re.compile(r"(:[0-9]{1,5})?")  # after the name: none, or a colon and the port's digits
_LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")  # one part of a host name
_NUMBER = re.compile(r"[0-9]+|0[xX][0-9A-Fa-f]*")  # a browser reads a name ending so as an IPv4 address


def _local_name(name: str) -> bool:
    """A bare machine name (`mypc`) or one under .local (`party.local`), as a browser sends it."""
    labels = name.split(".")
    if not all(_LABEL.fullmatch(label) for label in labels) or _NUMBER.fullmatch(labels[-1]):
        return False
    return len(labels) == 1 or name.lower().endswith(".local")


def _is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


async def _socket(request: web.Request) -> web.StreamResponse:
    if not same_site(request):
        return web.Response(status=403, text="this table only answers its own page\n")
    host, guard = request.app[HOST], request.app[GUARD]
    shield = guard.shield
    ws = web.WebSocketResponse(max_msg_size=FRAME_LIMIT, autoping=False, timeout=shield.close_wait)
    guard.upgraded(request.transport)  # before the 101 goes out: the client's first frame is checked
    try:
        await ws.prepare(request)
    except Exception:
        guard.refused(request.transport)  # not a WebSocket after all: counted as pending again
        raise
    client = host.open(ws, request.remote or "")
    answered = asyncio.Event()
    pinger = asyncio.create_task(_heartbeat(ws, request, answered, shield))
    try:
        async for msg in ws:
            if msg.type is WSMsgType.TEXT:
                host.message(client, msg.data)
            elif msg.type is WSMsgType.BINARY:  # read as UTF-8 text, so it gets the same answers
                host.message(client, msg.data.decode("utf-8", errors="replace"))
            elif msg.type is WSMsgType.PING:
                await ws.pong(msg.data)
            elif msg.type is WSMsgType.PONG:
                answered.set()
    finally:
        pinger.cancel()
        host.close(client)
    return ws


async def _heartbeat(
    ws: web.WebSocketResponse, request: web.Request, answered: asyncio.Event, shield: Shield
) -> None:
    """Ping every `heartbeat` seconds; a client that does not answer within `pong_wait` (it stopped
    reading, or it is gone) is closed with 1008, and cut if even that cannot reach it."""
    while True:
        await asyncio.sleep(shield.heartbeat)
        answered.clear()
        try:
            async with asyncio.timeout(shield.pong_wait):
                await ws.ping()
                await answered.wait()
        except TimeoutError:
            break
        except (ConnectionError, RuntimeError):
            return
    transport = request.transport
    with contextlib.suppress(TimeoutError, ConnectionError, RuntimeError):
        async with asyncio.timeout(shield.close_wait):
            await ws.close(code=POLICY_VIOLATION, message=b"not answering pings")
    if transport is not None:
        transport.close()  # sends what it can, the close frame included...
        await asyncio.sleep(shield.close_wait)
        transport.abort()  # ...but a client that reads nothing would hold it open for ever


async def _secure(request: web.Request, response: web.StreamResponse) -> None:
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)


def make_app(host: Host, shield: Shield | None = None) -> web.Application:
    """The application serving `host`; `shield`: the connection limits (game.party.wire.shield)."""
    app = web.Application(client_max_size=FRAME_LIMIT)
    app[HOST] = host
    app[GUARD] = Guard(shield or Shield())
    app[FILES] = PageFiles(STATIC)  # from memory, not sent as files: game.party.wire.page_files says why
    app.on_response_prepare.append(_secure)
    app.router.add_get("/", _page)
    app.router.add_get("/watch", _page)
    app.router.add_get("/ws", _socket)
    app.router.add_get("/static/{name}", _static)
    if isinstance(host, LoopHost):
        app.cleanup_ctx.append(_ticking(host))
        app.on_shutdown.append(lambda app: host.sockets.close_all())
    return app


def _ticking(host: LoopHost) -> Callable[[web.Application], AsyncIterator[None]]:
    """The host's loop as a cleanup context: it runs while the server does, and stops with it."""

    async def context(app: web.Application) -> AsyncIterator[None]:
        task = asyncio.create_task(host.run())
        yield
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    return context


async def start_site(app: web.Application, host: str, port: int) -> tuple[web.AppRunner, int]:
    """Serve `app` on host:port (port 0: any free port); returns the runner and the port bound."""
    guard = app[GUARD]
    # keepalive_timeout: aiohttp cuts a connection that has not sent a whole request this long after
    # it opened or got its last answer (a slowloris); a WebSocket, once open, is not affected
    runner = web.AppRunner(app, access_log=None, keepalive_timeout=guard.shield.request_seconds)
    await runner.setup()
    site = GuardedSite(runner, host, port, guard)
    await site.start()
    bound = runner.addresses[0][1] if runner.addresses else port
    return runner, int(bound)


def join_url(address: str, port: int, code: str) -> str:
    return f"http://{address}:{port}/?room={code}"
