"""A guest who left her seat on purpose in a locked room (a host play-test with three phones): the
page offered "Your phone dropped? ... tap JOIN" and a JOIN that did nothing, then a seat-code field
whose code was refused, and after the host unlocked it sent that code from a field no longer shown.
Against a room served on 127.0.0.1, at 360x640."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from game.party.room import Timing

pytestmark = pytest.mark.e2e


def test_a_guest_who_left_a_locked_room_is_told_the_host_opens_it_and_sends_no_stale_code(phones):  # noqa: F811
    served = Served("baseball", 4, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        ann = phones(served.url, "Maximiliana Bell")
        ann.join()
        zoe = phones(served.url, "Zoe")
        zoe.join()
        ann.start()
        served.call(served.room.controls.lock, True)
        ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        ann.page.click("#leave2")
        ann.page.click("#leave2")
        ann.page.wait_for_selector("#join:not([hidden])")
        ann.page.wait_for_selector("#notice:not([hidden])")
        # the page comes up at its top: the Room code box is not under the notice
        top, box = ann.page.locator("#top").bounding_box(), ann.page.locator("#room").bounding_box()
        assert top and box and box["y"] >= top["y"] + top["height"], (top, box)
        # her seat's name wraps at its space, never inside "Maximiliana"
        lines = ann.page.eval_on_selector(
            "#seats button",
            """b => { const r = document.createRange(), t = b.firstChild, tops = [];
                for (let i = 0; i < t.length; i++) { r.setStart(t, i); r.setEnd(t, i + 1);
                  const y = Math.round(r.getBoundingClientRect().top); if (t.data[i] !== " ") tops.push(y); }
                return tops; }""",
        )
        assert len(set(lines[:11])) == 1, lines
        for _ in range(2):
            assert "ask the host to unlock the room, or to let you back in" in ann.page.inner_text("#locked")
            assert ann.page.is_hidden("#sit") and ann.page.is_hidden("#seatcodebox")
            assert "Your phone dropped" not in ann.page.inner_text("#join")
            ann.page.evaluate("document.getElementById('seatcode').value = 'KWTF'")  # typed earlier
            ann.page.press("#name", "Enter")
        assert ann.count("error") == 0
        ann.shot("left-locked", landscape=False)
        served.call(served.room.controls.lock, False)
        ann.page.wait_for_selector("#sit:not([hidden]):not([disabled])")
        ann.page.click("#sit")
        ann.page.wait_for_selector("#play:not([hidden])")
        join = [m for m in ann.got if m["type"] == "joined"][-1]
        assert join["name"] == "Maximiliana Bell"
        assert "not this seat's" not in ann.page.inner_text("#notice")
    finally:
        served.stop()


def test_join_is_not_lit_while_the_name_is_too_long(phones):  # noqa: F811
    served = Served("baseball", 3, 8)
    try:
        kim = phones(served.url, "Kim")
        kim.page.wait_for_selector("#join:not([hidden])")
        kim.page.fill("#name", "Maximiliana Bellamy")
        assert kim.page.is_disabled("#sit") and kim.page.is_visible("#namelong")
        kim.page.fill("#name", "Maximiliana Bell")
        assert kim.page.is_enabled("#sit")
    finally:
        served.stop()
