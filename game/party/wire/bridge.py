"""The party server in a background thread for the TV, the room in the TV's own thread.

The aiohttp server runs on its own asyncio loop in a daemon thread; it never touches the room. What
phones send is queued (a thread-safe queue) and the TV's frame loop calls `pump()`, which hands the
queued messages to the room, ticks it, and passes the room's outgoing messages back to the server's
loop with `call_soon_threadsafe`. So the engine is only ever touched from the TV's thread, and a
slow phone can only slow its own writer task, never a frame.
"""

from __future__ import annotations

import asyncio
import queue
import threading

from aiohttp import web

from game.party.room import Room
from game.party.wire.server import Sockets, make_app, start_site


class PartyBridge:
    def __init__(self, room: Room, host: str = "0.0.0.0", port: int = 8765):
        self.room = room
        self.host = host
        self.port = port
        self.inbound: queue.SimpleQueue[tuple[str, int, str]] = queue.SimpleQueue()
        self.sockets = Sockets()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.error: str | None = None
        self._ready = threading.Event()
        self._stopping: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._serve, name="party-server", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        """Start serving; the port bound (OSError when the address cannot be listened on)."""
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the party server did not start in time")
        if self.error is not None:
            raise OSError(self.error)
        return self.port

    def pump(self) -> None:
        """From the TV's thread, once a frame: phones' messages to the room, the room's answers out."""
        room = self.room
        while True:
            try:
                kind, client, text = self.inbound.get_nowait()
            except queue.Empty:
                break
            if kind == "connect":
                room.connect(client, text)  # the text of a connect is the remote address
            elif kind == "message":
                room.receive(client, text)
            else:
                room.disconnect(client)
        room.tick()
        if (room.outbox or room.closing) and self.loop is not None:
            outbox, closing = room.outbox, room.closing
            room.outbox, room.closing = [], []
            self.loop.call_soon_threadsafe(self.sockets.deliver, outbox, closing)

    def stop(self) -> None:
        loop, stopping = self.loop, self._stopping
        if loop is not None and stopping is not None and self._thread.is_alive():
            loop.call_soon_threadsafe(stopping.set)
            self._thread.join(timeout=10)

    # ----- the server's thread

    def _serve(self) -> None:
        try:
            asyncio.run(self._main())
        except OSError as exc:
            self.error = f"cannot listen on {self.host}:{self.port}: {exc.strerror or exc}"
            self._ready.set()

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        app = make_app(_Relay(self))
        app.on_shutdown.append(lambda app: self.sockets.close_all())
        runner, self.port = await start_site(app, self.host, self.port)
        self._ready.set()
        try:
            await self._stopping.wait()
        finally:
            await runner.cleanup()


class _Relay:
    """The server's host (game.party.wire.server.Host): queues everything for the TV's thread."""

    def __init__(self, bridge: PartyBridge):
        self.bridge = bridge

    def open(self, ws: web.WebSocketResponse, address: str) -> int:
        client = self.bridge.sockets.add(ws)
        self.bridge.inbound.put(("connect", client, address))
        return client

    def message(self, client: int, text: str) -> None:
        self.bridge.inbound.put(("message", client, text))

    def close(self, client: int) -> None:
        self.bridge.sockets.remove(client)
        self.bridge.inbound.put(("close", client, ""))
