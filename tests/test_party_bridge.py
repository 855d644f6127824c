"""The TV's side of the party server: the server in a background thread, the room pumped from the
TV's thread only; and the join address's QR code."""

from __future__ import annotations

import asyncio
import json
import socket
import threading

import aiohttp
import pytest

from engine.profile import load_profile
from game.party.room import Room, Timing
from game.party.wire.bridge import PartyBridge
from game.party.wire.qr import qr_modules
from game.party.wire.tv import LastPort, TvParty


def test_phones_reach_a_room_that_only_the_tv_thread_touches():
    room = Room(
        load_profile("midnight-baseball"),
        3,
        4,
        timing=Timing(bot_delay=0.0, hand_pause=0.0),
        difficulty="easy",
    )
    touched_from: set[str] = set()
    for name in ("connect", "receive", "disconnect", "tick"):
        method = getattr(room, name)

        def spy(*args, _method=method):
            touched_from.add(threading.current_thread().name)
            return _method(*args)

        setattr(room, name, spy)
    bridge = PartyBridge(room, host="127.0.0.1", port=0)
    port = bridge.start()
    stop = threading.Event()

    def tv() -> None:
        while not stop.is_set():
            bridge.pump()
            stop.wait(0.01)

    frames = threading.Thread(target=tv, name="tv")
    frames.start()

    async def guest() -> list[dict]:
        got = []
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(f"http://127.0.0.1:{port}/ws") as ws,
        ):
            await ws.send_str(json.dumps({"type": "join", "name": "Ann", "room": room.code}))
            async for msg in ws:
                message = json.loads(msg.data)
                got.append(message)
                if message["type"] == "joined":
                    await ws.send_str(json.dumps({"type": "start", "token": message["token"]}))
                if message["type"] == "state" and message["phase"] == "play":
                    return got
        return got

    try:
        got = asyncio.run(asyncio.wait_for(guest(), 20))
    finally:
        stop.set()
        frames.join()
        bridge.stop()
    assert [m["type"] for m in got][:3] == ["welcome", "join_gives", "state"]
    assert got[-1]["you"]["seat"] == 0 and got[-1]["you"]["hidden"] == []
    assert touched_from == {"tv"}
    assert not bridge._thread.is_alive()


def test_a_port_in_use_is_a_clear_error():
    first = PartyBridge(Room(load_profile("baseball"), 2, 1), host="127.0.0.1", port=0)
    port = first.start()
    try:
        second = PartyBridge(Room(load_profile("baseball"), 2, 1), host="127.0.0.1", port=port)
        with pytest.raises(OSError, match=f"cannot listen on 127.0.0.1:{port}"):
            second.start()
    finally:
        first.stop()


def test_the_qr_code_has_its_three_finder_squares_and_a_square_size():
    modules = qr_modules("http://192.168.1.20:8765/?room=KQXM")
    size = len(modules)
    assert all(len(row) == size for row in modules) and (size - 17) % 4 == 0
    finder = [
        [r in (0, 6) or c in (0, 6) or (2 <= r <= 4 and 2 <= c <= 4) for c in range(7)] for r in range(7)
    ]
    for top, left in ((0, 0), (0, size - 7), (size - 7, 0)):
        assert [list(row[left : left + 7]) for row in modules[top : top + 7]] == finder
    assert qr_modules("http://a/?room=AAAA") != qr_modules("http://a/?room=BBBB")


def test_a_tv_party_opens_on_another_port_when_its_own_is_taken_and_closes_cleanly():
    first = TvParty(load_profile("baseball"), 3, 1, host="127.0.0.1", port=0)
    first.open()
    taken = int(first.url.split(":")[2].split("/")[0])
    second = TvParty(load_profile("baseball"), 3, 1, host="127.0.0.1", port=taken)
    try:
        second.open()
        assert second.url.startswith("http://127.0.0.1:") and f":{taken}/" not in second.url
        assert second.url.endswith(f"/?room={second.room.code}") and second.qr == qr_modules(second.url)
        second.pump()
    finally:
        first.close()
        second.close()
    assert first.bridge is None and second.bridge is None


def _listening() -> socket.socket:
    """Something else listening on a free loopback port (its number: .getsockname()[1])."""
    other = socket.socket()
    other.bind(("127.0.0.1", 0))
    other.listen()
    return other


def _opened(port: int) -> tuple[TvParty, int]:
    party = TvParty(load_profile("baseball"), 3, 1, host="127.0.0.1", port=port)
    party.open()
    return party, int(party.address.rsplit(":", 1)[1])


def test_the_next_party_of_a_run_opens_on_the_last_partys_port_unless_something_else_holds_it():
    """Play-test: the first party got another port (the usual one was busy), the next the usual one,
    so the phones' JOIN THE NEXT PARTY opened a dead address. The next party now asks for the last
    one's port first; only when that is taken does it fall back, to the usual port, then any."""
    busy = _listening()  # the usual port, busy when the first party opens
    usual = busy.getsockname()[1]
    first, first_port = _opened(usual)
    first.close()
    busy.close()  # the usual port is free again: the next party still takes the last one's
    assert first_port != usual and LastPort.port == first_port
    second, second_port = _opened(usual)
    second.close()
    assert second_port == first_port
    squatter = socket.socket()
    squatter.bind(("127.0.0.1", first_port))  # something else takes the last party's port
    squatter.listen()
    try:
        third, third_port = _opened(usual)
        third.close()
    finally:
        squatter.close()
    assert third_port == usual and LastPort.port == usual
