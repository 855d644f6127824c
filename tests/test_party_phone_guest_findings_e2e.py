"""The phone page against a guest's play-test findings (a party rated 7.5), each met by feeding the
page the table's messages (tests/test_party_phone_playtest_e2e.py's stand-in socket), at 390x844.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, phone, play_state, player, served  # noqa: F401

pytestmark = pytest.mark.e2e

LOCK_LINE = "The host has locked the room: nobody new sits down until the host unlocks it."


def visible_text(page) -> str:
    """What the page says on the screen: the notice line and the page showing."""
    return page.evaluate(
        "() => document.getElementById('top').innerText + '\\n' + document.querySelector('section:not([hidden])').innerText"
    )


@pytest.mark.parametrize("paused", [True, False])
def test_a_locked_room_says_one_thing_and_offers_no_join_that_does_nothing(phone, paused):  # noqa: F811
    """Locked and paused, the sit-down page said "you can still sit down" over "nobody new sits
    down", and JOIN did nothing (the table refuses, and the lock's line was already up)."""
    guest = phone(name="new", query="?room=ABCD")
    guest.feed({"type": "welcome", **ROOM, "protocol": 1}, play_state(locked=True, paused=paused, you=None))
    guest.page.wait_for_selector("#join:not([hidden])")
    said = visible_text(guest.page)
    assert LOCK_LINE in said
    assert "sit down" not in said.replace(LOCK_LINE, ""), said  # nothing else about sitting down
    assert guest.page.is_hidden("#joinpaused")
    assert guest.page.is_hidden("#sit") and guest.page.is_hidden("#name")
    assert guest.page.is_visible("#watchlink")  # what is left to do
    guest.shot("locked-paused" if paused else "locked")


def test_a_locked_room_with_a_seat_away_still_offers_join_to_take_it_back(phone):  # noqa: F811
    """The lock passes a guest back for their seat AWAY: JOIN stays, said by the lock's line alone."""
    guest = phone(name="ben", query="?room=ABCD")
    seats = [player(0, kind="away"), player(1), player(2), player(3)]
    guest.feed(
        {"type": "welcome", **ROOM, "protocol": 1},
        play_state(players=seats, locked=True, paused=True, you=None),
    )
    guest.page.wait_for_selector("#join:not([hidden])")
    assert guest.page.is_visible("#sit") and guest.page.is_visible("#name")
    assert guest.page.is_hidden("#joinpaused")
    assert "Give the name you sat as" in guest.page.inner_text("#locked")


def test_leaving_a_locked_room_says_locked_once(phone):  # noqa: F811
    """A guest who left a locked room read it twice: on the notice line and the page's lock line."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(locked=True, actor=None))
    ann.page.click("#leave2")
    ann.page.click("#leave2")
    assert [m["type"] for m in ann.sent()][-1] == "leave"
    ann.feed({"type": "left", "seat": 0}, play_state(locked=True, actor=None, you=None))
    ann.page.wait_for_selector("#join:not([hidden])")
    said = visible_text(ann.page)
    assert ann.page.inner_text("#notice").startswith("You left the seat")
    assert said.lower().count("locked") == 1, said
    ann.shot("left-locked")
