"""The next party of a run keeps the last one's address, so the phones waiting on JOIN THE NEXT PARTY
(which ask that address every few seconds) find it; when it cannot, the TV says the phones must scan
again. A play-test's fifth party came up on another port: a test run had opened a party on the
game's own port (0.0.0.0:8765) just as the host opened the next room."""

from __future__ import annotations

import asyncio
import socket
import threading

import aiohttp
from party_sweep import entry_for, lobby_problems, open_party

from engine.profile import load_profile
from game.party.wire import tv
from game.party.wire.tv import LastPort, TvParty
from game.platform.frame_log import FRAME

NOTICE = ["NEW ADDRESS:", "PHONES MUST SCAN AGAIN"]


def _opened(port: int) -> tuple[TvParty, int]:
    party = TvParty(load_profile("baseball"), 3, 1, host="127.0.0.1", port=port)
    party.open()
    return party, int(party.address.rsplit(":", 1)[1])


def _squat(port: int) -> socket.socket:
    squatter = socket.socket()
    squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    squatter.bind(("127.0.0.1", port))
    squatter.listen()
    return squatter


def test_a_tests_party_never_listens_on_the_games_own_port_nor_on_every_interface():
    party = TvParty(load_profile("baseball"), 3, 1)  # as the scenes build it: tv.HOST, tv.PORT
    party.open()
    try:
        port = int(party.address.rsplit(":", 1)[1])
        assert party.address.startswith("127.0.0.1:") and port != 8765 and tv.PORT != 8765
    finally:
        party.close()


def test_a_party_closed_while_a_phone_holds_connections_gives_its_port_to_the_next_at_once():
    """A phone's WebSocket and a kept-alive page request (JOIN THE NEXT PARTY's asks) are open when
    the party ends: the server lets go of the port at once, and the next party has it."""
    first, port = _opened(0)
    connected = threading.Event()

    async def phone() -> None:
        async with aiohttp.ClientSession() as session:
            page = await session.get(f"http://127.0.0.1:{port}/")  # kept alive by the session
            await page.read()
            origin = {"Origin": f"http://127.0.0.1:{port}"}
            async with session.ws_connect(f"http://127.0.0.1:{port}/ws", headers=origin) as ws:
                connected.set()
                await ws.receive(timeout=10)  # the close, or nothing: never answered

    holder = threading.Thread(target=lambda: asyncio.run(phone()), daemon=True)
    holder.start()
    assert connected.wait(10)
    for _ in range(20):  # the welcome goes out
        first.pump()
    first.close()
    second, second_port = _opened(0)  # any free port is usual here: the last one's is asked first
    second.close()
    holder.join(timeout=15)
    assert second_port == port and not second.moved


def test_the_next_party_waits_a_moment_for_the_last_partys_port_rather_than_move():
    first, port = _opened(0)
    first.close()
    squatter = _squat(port)  # something holds it a moment (a program opened and closed)
    threading.Timer(0.6, squatter.close).start()
    second, second_port = _opened(0)
    second.close()
    assert second_port == port and not second.moved


def test_a_party_that_must_take_another_port_says_so_on_the_tv(app):
    first, port = _opened(0)
    first.close()
    squatter = _squat(port)  # held for good
    try:
        party, devices = open_party("baseball", entry_for("baseball").rules.max_players)
    finally:
        squatter.close()
    try:
        assert party.moved and LastPort.port != port
        assert lobby_problems(app, party, devices) == []  # inside the TV-safe area, nothing overlaps
        drawn = [item.text for item in FRAME.texts()]
        assert all(line in drawn for line in NOTICE)
    finally:
        party.close()
    again, _ = _opened(0)  # the port it took is the last one's now: the next party keeps it
    again.close()
    assert not again.moved
