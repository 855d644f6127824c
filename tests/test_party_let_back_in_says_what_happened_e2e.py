"""A guest let back in reads what happened, and which button sits them down (issue 31, a host
play-test). Against a room served on 127.0.0.1, at 390x844."""

from __future__ import annotations

import time

import pytest
from browser_support import tap_a_button, wait_until
from test_party_phone import Phone, Served, phones  # noqa: F401 (phones: the fixture)
from test_party_phone_locked_leaver_e2e import PHONE, QUESTION, leave_a_locked_room

from game.party.quick_return import hand_kept_for
from game.party.room import Timing

pytestmark = pytest.mark.e2e
LET_BACK = "The host let you back in: tap TAKE MY SEAT BACK"


def test_a_guest_let_back_in_is_told_so_not_that_the_room_was_unlocked(phones):  # noqa: F811
    """A host play-test's Sam left his seat in a locked room and took it back; the room unlocked, the
    host took him off and let him back in (the table moved on: no reseating at once), and his phone
    said "The host has unlocked the room: you can sit down again" (its word for a seat left in a
    locked room, kept from then) instead of what happened, and which button sits him down."""
    served = Served("baseball", 4, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    room = served.room
    try:
        sam, zoe = leave_a_locked_room(phones, served, "Sam", PHONE)
        sam.page.wait_for_selector(f"#joinhead:has-text('{QUESTION}')")
        sam.page.click("#sit")  # TAKE MY SEAT BACK, the room locked
        sam.page.wait_for_selector("#play:not([hidden])")
        served.call(room.controls.lock, False)
        served.call(room.controls.remove, 0)  # TAKE A GUEST OFF, SAM
        sam.page.wait_for_selector("#notice:has-text('took you off')")
        # the table moves on for his seat (Zoe plays; his turn is played out for him): let back in
        # before that, he would be seated again at once with his hand (quick_return.hand_kept_for)
        sam_guest = served.call(lambda: room.removed[0])
        deadline = time.monotonic() + 30
        while served.call(hand_kept_for, room, sam_guest) is not None:
            assert time.monotonic() < deadline, "the table never moved for Sam's seat"
            tap_a_button(zoe.page)
            zoe.page.wait_for_timeout(100)
        served.call(room.controls.readmit, sam_guest)  # LET A GUEST BACK IN
        sam.page.wait_for_selector("#join:not([hidden])")
        # (its words follow the table's join_gives, which come with the states after the word)
        wait_until(
            sam.page, lambda: sam.page.inner_text("#notice")[: len(LET_BACK)], LET_BACK, "Sam's notice"
        )
        assert "unlocked" not in sam.page.inner_text("#notice")
        assert sam.page.inner_text("#sit") == "TAKE MY SEAT BACK" and sam.page.is_enabled("#sit")
        sam.shot("let-back-in-unlocked", landscape=False)
    finally:
        served.stop()
