"""Coming back says so, once and briefly: a guest play-test reloaded the page (and took the seat
back after leaving it) and nothing said "you're back". The page says "You're back in your seat."
for a few seconds; a first sit-down, and a dropped socket's own resume, say nothing of it. In a real
browser (headless chromium) at 390x844 against a room served on 127.0.0.1.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from browser_support import PHONE_PORTRAIT, leave_seat, socket_open
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)
from test_party_phone_playtest_e2e import ROOM, phone, served  # noqa: F401 (fixtures)

from game.party.room import Timing

pytestmark = pytest.mark.e2e
BACK = "You're back in your seat."


def notice(page) -> str:
    said: str = page.inner_text("#notice") if page.is_visible("#notice") else ""
    return said


def test_a_reload_and_a_seat_taken_back_say_you_are_back_once(phones):  # noqa: F811
    table = Served("baseball", 3, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        ann = phones(table.url, "Ann", PHONE_PORTRAIT)
        ann.join()
        assert BACK not in notice(ann.page)  # sitting down the first time is no coming back
        zoe = phones(table.url, "Zoe", PHONE_PORTRAIT)
        zoe.join()
        ann.start()
        ann.page.reload()
        ann.page.wait_for_selector("#play:not([hidden])")
        ann.page.wait_for_selector(f'#notice:has-text("{BACK}")')
        ann.shot("back-after-reload", landscape=False)
        ann.page.wait_for_selector("#notice", state="hidden", timeout=10000)  # briefly: it goes by itself
        # she leaves and takes her seat back: said again
        ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        leave_seat(ann.page, "#leave2")
        ann.page.click("#sit")
        ann.page.wait_for_selector("#play:not([hidden])")
        assert table.call(lambda: table.room.guests[0] is not None)
        waiting = ann.page.is_visible("#waiting") and "Welcome back" in ann.page.inner_text("#waiting")
        # her cards come with the next deal: the hand's own line says "Welcome back" instead
        assert waiting or notice(ann.page) == BACK, (notice(ann.page), ann.page.inner_text("#waiting"))
    finally:
        table.stop()


def test_a_dropped_socket_that_resumes_says_nothing_of_coming_back(phone):  # noqa: F811
    """The page never left: its socket dropped (the Wi-Fi) and took the seat back by itself."""
    ann = phone()
    ann.sit()  # seated on this page: no coming back
    assert BACK not in notice(ann.page)
    ann.page.evaluate("window.socket.onclose({code: 1006})")  # dropped: the page opens another
    ann.page.wait_for_timeout(50)
    socket_open(ann.page)
    ann.feed(
        {"type": "welcome", **ROOM, "protocol": 1},
        {"type": "joined", "seat": 0, "token": "t" * 32, "name": "Ann", "waiting": False},
    )
    assert BACK not in notice(ann.page)
