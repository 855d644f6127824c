"""What the phone page shows before the table has answered, in Chromium at a phone's size (the table
is the test: tests/test_party_phone_playtest_e2e.FakePhone). A host play-test: a first load showed
only the bar for about a second; JOIN THE NEXT PARTY's page showed the ended party's room code
(NETS) a moment before the new one. A page that asks for its kept seat back waits for the answer:
never the sit-down page, nor a recalled code, on its way.

Run with `python -m pytest -m e2e tests/test_party_phone_opening_e2e.py`; screenshots under tmp_path."""

from __future__ import annotations

import pytest
from browser_support import socket_open
from test_party_phone_playtest_e2e import ROOM, gives, phone, play_state, served  # noqa: F401

pytestmark = pytest.mark.e2e

WELCOME = {"type": "welcome", **ROOM, "protocol": 1}
OLD_TOKEN = "a" + "x" * 31


def with_a_kept_seat(guest, room: str) -> None:
    """The page reloaded with a seat's token kept for `room` (the last room this phone sat in), and
    welcomed, with the table as a phone with no seat may know it (the connection's state, before
    the table answers the resume): it says it is joining, no more."""
    page = guest.page
    page.evaluate(
        f"localStorage.setItem('bbp-room', '{room}'); localStorage.setItem('bbp-seat-{room}', '{OLD_TOKEN}')"
    )
    page.reload()
    socket_open(page)
    guest.feed(WELCOME, gives(None), play_state(you=None))
    assert {"type": "resume", "token": OLD_TOKEN} in guest.sent()
    assert shown(page) == ["opening"], shown(page)


def shown(page) -> list[str]:
    """The page's sections on the screen now."""
    return page.eval_on_selector_all("body > section", "all => all.filter(s => !s.hidden).map(s => s.id)")


def test_a_first_load_says_it_is_joining_the_table_until_the_table_answers(phone):  # noqa: F811
    ann = phone()
    assert shown(ann.page) == ["opening"] and ann.page.is_visible("text=Joining the table…")
    ann.shot("before-the-welcome")
    ann.feed(WELCOME, gives(None), play_state(you=None))
    assert shown(ann.page) == ["join"] and not ann.page.is_visible("text=Joining the table…")


def test_join_the_next_party_never_shows_the_ended_partys_code(phone):  # noqa: F811
    """The bare address (JOIN THE NEXT PARTY opens it) with the last party's seat token kept: the
    page asks with it, and the table's answer (the next party's code) is the first code it shows."""
    zoe = phone(query="", name="zoe")
    with_a_kept_seat(zoe, "NETS")
    assert "NETS" not in zoe.page.inner_text("#bar") and zoe.page.input_value("#room") != "NETS"
    zoe.feed({"type": "next_party", "room": "AVKU"}, gives(None), play_state(you=None))
    assert shown(zoe.page) == ["join"]
    assert zoe.page.input_value("#room") == "AVKU" and zoe.page.inner_text("#code") == "AVKU"
    zoe.shot("next-party")


def test_a_seated_phone_reloaded_goes_back_to_its_seat_without_the_sit_down_page(phone):  # noqa: F811
    ann = phone()
    with_a_kept_seat(ann, "ABCD")
    ann.feed({"type": "joined", "seat": 0, "token": OLD_TOKEN, "name": "Ann", "waiting": False}, play_state())
    assert shown(ann.page) == ["play"] and ann.page.inner_text("#code") == "ABCD"


def test_a_kept_seat_gone_from_the_table_opens_the_sit_down_page_to_type_the_code(phone):  # noqa: F811
    ann = phone(query="")
    with_a_kept_seat(ann, "OLDR")
    ann.feed(
        {"type": "error", "code": "bad_token", "message": "That seat token is not valid here: join again."}
    )
    assert shown(ann.page) == ["join"] and ann.page.input_value("#room") == ""
    assert ann.page.is_hidden("#error")  # (a kept seat gone is no mistake of the guest's)
