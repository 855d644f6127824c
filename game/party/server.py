"""The party's web server: the phone page, its two assets and the WebSocket, on aiohttp.

`make_app(host)` builds the application around a host: any object with `open(ws) -> client`,
`message(client, text)` and `close(client)`. `LoopHost` is the host that runs the room on the
server's own asyncio loop (the headless table, the tests); the TV runs the room in its own thread
through `game.party.bridge` instead. Either way each connection gets its own send queue and writer
task, so one slow phone never holds up the others or the room.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from pathlib import Path
from typing import Protocol

from aiohttp import WSMsgType, web

from game.party.room import Room

STATIC = Path(__file__).resolve().parent / "static"
FRAME_LIMIT = 64 * 1024  # bytes: a bigger frame closes the connection (1009); the room refuses > 2 KB itself
SEND_BACKLOG = 2000  # messages waiting for one phone: past this it is not reading, and is dropped
TICK = 0.05  # seconds between the room's ticks (bots, turn timer)


class Host(Protocol):
    def open(self, ws: web.WebSocketResponse) -> int: ...

    def message(self, client: int, text: str) -> None: ...

    def close(self, client: int) -> None: ...


HOST = web.AppKey("party_host", Host)  # type: ignore[type-abstract]


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
        """Say goodbye (1001, going away) to every phone: the server is shutting down."""
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
                await ws.close(code=1008, message=b"closed by the room")
                return
            await ws.send_str(text)


class LoopHost:
    """The room on this asyncio loop: calls it directly and sends its outbox at once."""

    def __init__(self, room: Room):
        self.room = room
        self.sockets = Sockets()

    def open(self, ws: web.WebSocketResponse) -> int:
        client = self.sockets.add(ws)
        self.room.connect(client)
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


async def _page(request: web.Request) -> web.FileResponse:
    return web.FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})


async def _socket(request: web.Request) -> web.WebSocketResponse:
    host = request.app[HOST]
    ws = web.WebSocketResponse(max_msg_size=FRAME_LIMIT, heartbeat=20.0)
    await ws.prepare(request)
    client = host.open(ws)
    try:
        async for msg in ws:
            if msg.type is WSMsgType.TEXT:
                host.message(client, msg.data)
            elif msg.type is WSMsgType.BINARY:  # read as UTF-8 text, so it gets the same answers
                host.message(client, msg.data.decode("utf-8", errors="replace"))
    finally:
        host.close(client)
    return ws


def make_app(host: Host) -> web.Application:
    app = web.Application(client_max_size=FRAME_LIMIT)
    app[HOST] = host
    app.router.add_get("/", _page)
    app.router.add_get("/watch", _page)
    app.router.add_get("/ws", _socket)
    app.router.add_static("/static/", STATIC, append_version=False)
    if isinstance(host, LoopHost):
        app.cleanup_ctx.append(_ticking(host))
        app.on_shutdown.append(lambda app: host.sockets.close_all())
    return app


def _ticking(host: LoopHost):
    async def context(app: web.Application):
        task = asyncio.create_task(host.run())
        yield
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    return context


async def start_site(app: web.Application, host: str, port: int) -> tuple[web.AppRunner, int]:
    """Serve `app` on host:port (port 0: any free port); returns the runner and the port bound."""
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    bound = runner.addresses[0][1] if runner.addresses else port
    return runner, int(bound)


def join_url(address: str, port: int, code: str) -> str:
    return f"http://{address}:{port}/?room={code}"
