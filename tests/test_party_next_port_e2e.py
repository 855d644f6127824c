"""JOIN THE NEXT PARTY against the TV's own server (TvParty, in this process, on loopback): phones
seated in one party tap it when the host ends the party, the host opens the next room at once, and
the phones reach its page at the same address, each seated there under its name at once. A play-test's fifth room came up on another port and
the phones waiting on the old address were stranded (tests/test_party_next_port.py).

Run with `python -m pytest -m e2e tests/test_party_next_port_e2e.py`."""

from __future__ import annotations

import threading
import time

import pytest
from browser_support import join_page

from engine.profile import load_profile
from game.party.wire.tv import TvParty

pytestmark = pytest.mark.e2e


class Pumped:
    """A TV party open on loopback, its frame loop (pump) in a thread of its own."""

    def __init__(self) -> None:
        self.party = TvParty(load_profile("baseball"), 3, 1, host="127.0.0.1", port=0)
        self.party.open()
        self.stopping = threading.Event()
        self.frames = threading.Thread(target=self._frames, daemon=True)
        self.frames.start()

    def _frames(self) -> None:
        while not self.stopping.is_set():
            bridge = self.party.bridge
            if bridge is not None:
                bridge.pump()
            time.sleep(0.02)

    def close(self) -> None:
        self.stopping.set()
        self.frames.join(timeout=5)
        self.party.close()


def test_phones_on_join_the_next_party_reach_the_next_room_opened_at_once(browser, tmp_path):
    first = Pumped()
    contexts, pages = [], []
    following: Pumped | None = None
    try:
        for name in ("Ann", "Bob"):
            contexts.append(browser.new_context(viewport={"width": 390, "height": 844}))
            pages.append(contexts[-1].new_page())
            pages[-1].goto(first.party.url)
            join_page(pages[-1], name)
        address = first.party.address
        first.close()  # the host ends the party
        for page in pages:
            page.wait_for_selector("#over:not([hidden])", timeout=15000)
            page.click("#again")  # JOIN THE NEXT PARTY: the page asks the address until it answers
        following = Pumped()  # the host opens the next room at once
        assert following.party.address == address and not following.party.moved
        for page, name in zip(pages, ("Ann", "Bob"), strict=True):  # seated there at once, as before
            page.wait_for_selector("#lobby:not([hidden])", timeout=15000)
            assert page.url == f"http://{address}/"
            assert f"{name} (you)" in page.inner_text("#lobby")
        pages[0].screenshot(path=tmp_path / "next-room-lobby.png")
    finally:
        if following is not None:
            following.close()
        for context in contexts:
            context.close()
