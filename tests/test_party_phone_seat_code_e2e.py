"""The seat code on the phone (game.party.seat_codes): a seated phone shows it under the hand, and
the sit-down page offers a field for it while a seat is AWAY, sends it with JOIN, and says so when
the code was not the seat's. The table is fed through the stand-in socket of
test_party_phone_playtest_e2e, at 390x844. Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

import time

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)
from test_party_phone_guest_return_e2e import held_by_ann
from test_party_phone_playtest_e2e import PHONE_GONE, ROOM, phone, play_state, served  # noqa: F401

from game.party.room import Timing

pytestmark = pytest.mark.e2e

ANNS_CODE = "KWTF"  # the code Ann's phone showed: hers the whole party (game.party.seat_codes.code_of)


def joined(waiting: bool, code: str) -> dict:
    return {"type": "joined", "seat": 0, "token": "t" * 32, "name": "Ann", "waiting": waiting, "code": code}


def test_a_seated_phone_shows_its_seat_code_and_a_fresh_browser_sends_it_with_the_name(phone):  # noqa: F811
    ann = phone()
    ann.feed({"type": "welcome", **ROOM, "protocol": 1}, joined(False, ANNS_CODE), play_state())
    ann.page.wait_for_selector("#mycode:not([hidden])")
    assert ann.page.inner_text("#mycode").startswith(
        f"Seat code {ANNS_CODE}: on a new phone, type it with your name"
    )
    ann.shot("seat-code-shown")

    fresh = phone(name="fresh")  # her phone gone: a fresh browser, her seat AWAY
    fresh.feed({"type": "welcome", **ROOM, "protocol": 1}, PHONE_GONE, held_by_ann())
    fresh.page.wait_for_selector("#join:not([hidden])")
    assert fresh.page.is_visible("#seatcodebox") and not fresh.page.is_visible("#mycode")
    fresh.page.fill("#name", "Ann")
    fresh.page.fill("#seatcode", ANNS_CODE.lower())
    fresh.shot("seat-code-typed")
    fresh.page.click("#sit")
    join = [m for m in fresh.sent() if m["type"] == "join"][-1]
    assert join["code"] == ANNS_CODE and join["name"] == "Ann", join
    fresh.feed(joined(False, ANNS_CODE), play_state())
    fresh.page.wait_for_selector("#play:not([hidden])")
    assert "not this seat's" not in fresh.page.inner_text("#notice")


def test_a_wrong_seat_code_is_said_and_no_field_is_offered_with_no_seat_away(phone):  # noqa: F811
    bo = phone(name="bo")
    bo.feed({"type": "welcome", **ROOM, "protocol": 1}, play_state(you=None))
    bo.page.wait_for_selector("#join:not([hidden])")
    assert not bo.page.is_visible("#seatcodebox")  # no seat a code could open
    bo.feed(PHONE_GONE, held_by_ann())
    bo.page.fill("#name", "Ann")
    bo.page.fill("#seatcode", "AAAA")
    bo.page.click("#sit")
    # the seat taken back by the name alone: the table tells this browser Ann's one code, as it does
    # every phone of hers all party (never a new code for the seat)
    bo.feed(joined(True, ANNS_CODE), play_state(you={"seat": 0, "waiting": True}))
    bo.page.wait_for_selector("#play:not([hidden])")
    said = bo.page.inner_text("#notice")
    assert said.startswith("That seat code is not this seat's: the hand in play is played out for you"), said
    assert bo.page.inner_text("#mycode").startswith(f"Seat code {ANNS_CODE}:")
    bo.shot("seat-code-wrong")
    # a reload's resume is told the same code again: the page keeps showing it
    bo.feed(joined(False, ANNS_CODE), play_state())
    bo.page.wait_for_selector("#waiting", state="hidden")
    assert bo.page.inner_text("#mycode").startswith(f"Seat code {ANNS_CODE}:")


def test_a_fresh_browser_with_the_name_and_code_has_the_seat_and_its_cards_at_once(phones):  # noqa: F811
    """Against a room served on 127.0.0.1: Ann's page closes mid-hand; a fresh browser types "Ann"
    and the code her page showed, and holds her cards of the hand in play at once."""
    room = Served("baseball", 3, 8, Timing(bot_delay=3.0, hand_pause=0.4, idle_seconds=None))
    try:
        ann = phones(room.url, "Ann")
        ann.join()
        ann.start()
        ann.page.wait_for_selector("#mycards .card")
        code = ann.page.inner_text("#mycode").split()[2].rstrip(":")
        seat = ann.last("joined")["seat"]
        ann.page.close()  # her phone is gone: the seat AWAY
        deadline = time.monotonic() + 10
        while room.call(lambda: room.room.guests[seat].client) is not None:
            assert time.monotonic() < deadline, "the room did not see the page go"
            time.sleep(0.05)
        fresh = phones(room.url, "fresh")
        fresh.page.wait_for_selector("#seatcodebox:not([hidden])")
        fresh.page.fill("#name", "Ann")
        fresh.page.fill("#seatcode", code)
        fresh.page.click("#sit")
        fresh.page.wait_for_selector("#mycards .card")
        assert fresh.page.is_hidden("#waiting")
        hidden = room.call(lambda: [str(card) for card in room.room.table.view(seat).hidden])
        assert fresh.last("state")["you"]["hidden"] == hidden
        fresh.shot("back-by-seat-code", landscape=False)
    finally:
        room.stop()
