"""The phone page and its static files come from memory (game.party.wire.page_files), byte for byte
as on disk with the content types and cache headers they had as files, and a phone dropping a
connection mid-file leaves the host's console quiet: with aiohttp's sendfile, CPython 3.11's loop
logged 'InvalidStateError: invalid state' from _call_connection_lost (a host's play-test, as guests
joined) and the server's shutdown waited out its whole timeout for the cut sends."""

from __future__ import annotations

import asyncio
import logging
import socket
import struct
import threading

import pytest
from aiohttp import web

from game.party.wire.server import GUARD, HEADERS, STATIC, make_app, start_site
from game.party.wire.shield import Shield

# what each kind of file was served as by aiohttp's FileResponse
KIND = {
    ".html": "text/html",
    ".js": "application/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
}


class NoRoom:
    """A host with no room: these tests ask for pages and files only."""

    def open(self, ws: web.WebSocketResponse, address: str) -> int:
        return 1

    def message(self, client: int, text: str) -> None:
        pass

    def close(self, client: int) -> None:
        pass


def on_disk() -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(STATIC.iterdir()) if path.is_file()}


def assert_secure(response) -> None:
    for name, value in HEADERS.items():
        assert response.headers.get(name) == value, (response.url, name)


@pytest.mark.asyncio
async def test_every_file_and_the_page_are_served_as_they_are_on_disk(aiohttp_client):
    files = on_disk()
    client = await aiohttp_client(make_app(NoRoom()))
    assert len(files) > 20 and {name.rpartition(".")[2] for name in files} <= {"html", "js", "css", "svg"}
    for name, body in files.items():
        response = await client.get(f"/static/{name}")
        assert response.status == 200, name
        assert await response.read() == body, name
        assert response.headers["Content-Type"] == KIND["." + name.rpartition(".")[2]], name
        assert response.headers["Content-Length"] == str(len(body))
        assert "Cache-Control" not in response.headers, name  # revalidated by its ETag, as before
        assert response.headers["ETag"].startswith('"') and response.headers["Last-Modified"].endswith(" GMT")
        assert_secure(response)
    for path in ("/", "/watch"):
        response = await client.get(path)
        assert response.status == 200
        assert await response.read() == files["index.html"], path
        assert response.headers["Content-Type"] == "text/html"
        assert response.headers["Cache-Control"] == "no-cache"  # always asked again: a new game's page
        assert_secure(response)
    head = await client.head("/static/phone.js")
    assert head.status == 200 and head.headers["Content-Length"] == str(len(files["phone.js"]))
    assert await head.read() == b""


@pytest.mark.asyncio
async def test_a_browser_holding_the_file_gets_304_and_a_changed_one_gets_it_again(aiohttp_client):
    client = await aiohttp_client(make_app(NoRoom()))
    for path, cache in (("/static/phone.js", None), ("/", "no-cache")):
        first = await client.get(path)
        body = await first.read()
        etag, modified = first.headers["ETag"], first.headers["Last-Modified"]
        for ask in (
            {"If-None-Match": etag},
            {"If-None-Match": f'"other", {etag}'},
            {"If-Modified-Since": modified},
        ):
            held = await client.get(path, headers=ask)
            assert held.status == 304, (path, ask)
            assert await held.read() == b""
            assert held.headers["ETag"] == etag and held.headers.get("Cache-Control") == cache
        # an ETag that does not match wins over a date that would
        stale = await client.get(path, headers={"If-None-Match": '"other"', "If-Modified-Since": modified})
        assert stale.status == 200 and await stale.read() == body
        older = await client.get(path, headers={"If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT"})
        assert older.status == 200 and await older.read() == body


@pytest.mark.asyncio
async def test_a_name_that_is_not_a_file_of_the_folder_is_404(aiohttp_client):
    client = await aiohttp_client(make_app(NoRoom()))
    for path in (
        "/static/missing.js",
        "/static/",
        "/static",
        "/static/../room.py",
        "/static/%2e%2e/server.py",
        "/static/..%2fserver.py",
        "/static/phone.js/x",
        "/missing",
    ):
        response = await client.get(path)
        assert response.status == 404, path
        assert b"function" not in await response.read(), path
        assert_secure(response)


CONNECTIONS = 16  # from one address: the shield's pending_per_address, all held mid-file...
PIPELINED = 100  # ...by asking for phone.js this many times at once and reading none (3 MB each)


async def _unread(port: int, times: int) -> socket.socket:
    """A connection asking for phone.js `times` over, with a small window, that reads nothing."""
    loop = asyncio.get_running_loop()
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
    sock.setblocking(False)
    await loop.sock_connect(sock, ("127.0.0.1", port))
    request = f"GET /static/phone.js HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
    await loop.sock_sendall(sock, request * times)
    return sock


def _drop(sock: socket.socket) -> None:
    """Closed as a phone that walks off does: a reset, whatever was on its way."""
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()


async def _held_cut_and_dropped() -> dict[str, object]:
    """Connections held mid-file, cut by the shield and reset: what the loop reported, how many the
    shield cut, and how long the server then took to shut down."""
    loop = asyncio.get_running_loop()
    reported: list[str] = []
    loop.set_exception_handler(
        lambda _loop, context: reported.append(str(context.get("exception") or context["message"]))
    )
    app = make_app(NoRoom(), Shield())
    runner, port = await start_site(app, "127.0.0.1", 0)
    held = [await _unread(port, PIPELINED) for _ in range(CONNECTIONS)]
    await asyncio.sleep(0.3)  # each stuck mid-file, its window full
    # as many again from the same address: the shield cuts the oldest, mid-file
    later = [await _unread(port, 1) for _ in range(CONNECTIONS)]
    await asyncio.sleep(0.3)
    for sock in held + later:
        _drop(sock)
    await asyncio.sleep(0.3)
    started = loop.time()
    await runner.cleanup()
    return {"reported": reported, "cut": app[GUARD].cut, "shutdown": loop.time() - started}


def test_connections_dropped_and_cut_mid_file_leave_the_loop_and_the_log_quiet(caplog):
    caplog.set_level(logging.ERROR)
    outcome: dict[str, object] = {}
    # its own loop in a thread that may be left behind: a send that never finishes held the server's
    # shutdown for its whole timeout (60 s), and a hung loop must fail this test, not hang the run
    thread = threading.Thread(
        target=lambda: outcome.update(asyncio.run(_held_cut_and_dropped())), daemon=True
    )
    thread.start()
    thread.join(30)
    assert not thread.is_alive(), "the server's shutdown waited for sends that never finish"
    assert outcome["reported"] == []
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
    assert isinstance(outcome["cut"], int) and outcome["cut"] >= CONNECTIONS
    assert isinstance(outcome["shutdown"], float) and outcome["shutdown"] < 5
