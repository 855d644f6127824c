"""What the phone says after the host's menu acts on a guest, in a real browser (Debian's headless
chromium under Playwright, against a room served in-process: tests/test_party_phone.py):

- LET A GUEST BACK IN tells only the guest let back in (never a seated phone at the same address,
  as phones on one machine or behind one router are), and the news goes once they sit down;
- taking a guest off bars that guest (their reloaded page is told again), never the other phones
  at their network address;
- a phone that did not answer is told its seat is away, and a tap brings it back;
- a guest who leaves the seat of a locked room is not told to sit down again any time (JOIN is
  off): the notice says the room is locked, and follows when the host unlocks it.

Screenshots go to the test's tmp_path (run with --basetemp to keep them). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import dataclasses
import time

import pytest
from browser_support import leave_seat
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from game.party.known_guests import digest
from game.party.room import Timing

pytestmark = pytest.mark.e2e

LET_BACK_IN = "let you back in"


def one_taken_off(served: Served, phones, names: tuple[str, str]):  # noqa: F811
    """Two phones sit down, and the host takes the second off the table: (the first, the second)."""
    stays, goes = phones(served.url, names[0]), phones(served.url, names[1])
    stays.join()
    goes.join()  # both at 127.0.0.1, as the play-test's phones were
    served.call(served.room.controls.remove, goes.last("joined")["seat"])
    goes.page.wait_for_selector("#notice:has-text('off the table')")
    return stays, goes


def test_let_back_in_is_said_only_to_the_guest_let_back_and_goes_once_they_sit(phones):  # noqa: F811
    served = Served("baseball", 4, 3)
    try:
        ann, zoe = one_taken_off(served, phones, ("Ann", "Zoë"))
        (gone,) = served.room.removed
        served.call(served.room.controls.readmit, gone)
        zoe.page.wait_for_selector(f"#notice:has-text('{LET_BACK_IN}')")
        zoe.shot("let-back-in")
        ann.page.wait_for_timeout(500)  # time for a wrong notice to arrive
        assert LET_BACK_IN not in ann.page.inner_text("body")
        assert ann.last("readmitted") is None
        ann.shot("seated-while-zoe-let-back")
        zoe.page.click("#sit")
        zoe.page.wait_for_selector("#notice", state="hidden")
        assert LET_BACK_IN not in zoe.page.inner_text("body")
        zoe.shot("sat-again")
    finally:
        served.stop()


def test_taking_a_guest_off_bars_them_not_the_other_phones_at_their_address(phones):  # noqa: F811
    """Play-test: after TAKE A GUEST OFF no other phone on the same machine could sit down (the
    room barred the removed guest's address, which every phone behind one router shares)."""
    served = Served("baseball", 4, 3)
    try:
        _, zoe = one_taken_off(served, phones, ("Ann", "Zoë"))
        cat = phones(served.url, "Cat")  # a third phone at 127.0.0.1
        cat.join()
        assert cat.last("joined") is not None and cat.page.is_visible("#lobby")
        zoe.page.reload()  # her page asks for the seat with the token it kept: told again, only watches
        zoe.page.wait_for_selector("#notice:has-text('off the table')")
        assert zoe.page.is_hidden("#join")
        zoe.shot("taken-off-reloaded")
        cat.shot("sat-beside-a-guest-taken-off")
    finally:
        served.stop()


def test_leaving_a_locked_rooms_seat_says_the_room_is_locked_not_sit_down_any_time(phones):  # noqa: F811
    served = Served("baseball", 4, 3)
    try:
        ann, bo = phones(served.url, "Ann"), phones(served.url, "Bo")
        ann.join()
        bo.join()
        served.call(served.room.controls.lock, True)
        leave_seat(bo.page)
        bo.page.wait_for_selector("#notice:has-text('left the seat')")
        said = bo.page.inner_text("#notice")
        assert "any time" not in said, said
        # the lock's line under it says it, once (a guest read "locked" on both): a seat left is taken
        # back from this phone while no one else holds it, in a locked room too (a host play-test's
        # leaver was shut out until the host acted); no seat code is asked for it
        lock = bo.page.inner_text("#locked")
        assert "locked" not in said and "unlocks" in lock and "it is still yours" in lock, (said, lock)
        assert bo.page.inner_text("#sit") == "TAKE MY SEAT BACK" and bo.page.is_hidden("#seatcodebox")
        assert bo.page.is_hidden("#error")
        bo.shot("left-locked")
        served.call(served.room.controls.lock, False)
        bo.page.wait_for_selector(
            "#notice:has-text('The host has unlocked the room: you can sit down again')"
        )
        assert bo.page.is_enabled("#sit")
        bo.shot("left-unlocked")
        bo.page.click("#sit")  # seated again: "You left the seat" is no longer true (a play-through)
        bo.page.wait_for_selector("#lobby:not([hidden])")
        bo.page.wait_for_selector("#notice", state="hidden")
    finally:
        served.stop()


def test_a_silent_phone_is_told_it_is_away_and_a_tap_brings_it_back(phones):  # noqa: F811
    """Once the away rule has played for a phone that did not answer, its seat is away (later turns
    at once): the page says so until the guest taps it, and the table waits for them again."""
    served = Served("night-baseball", 3, 5, Timing(bot_delay=0.1, hand_pause=1.0, idle_seconds=2.0))
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        ann.page.click("#start")
        ann.page.wait_for_selector("#notice:has-text('You are away')", timeout=30000)
        seat = ann.last("joined")["seat"]
        assert served.call(lambda: served.room.host.sitters[seat].away)
        assert ann.last("state")["players"][seat]["kind"] == "away"
        ann.shot("away")
        # back, the guest has their whole wait again: long enough that a loaded machine cannot see
        # the rule play for them before the check below (2 s from their next turn could)
        room = served.room
        served.call(lambda: setattr(room, "timing", dataclasses.replace(room.timing, idle_seconds=60.0)))
        ann.page.mouse.click(200, 600)  # a tap anywhere: back
        ann.page.wait_for_selector("#notice", state="hidden")  # (at the tap: the page does not wait)
        deadline = time.monotonic() + 15  # the resume the tap sent reaches the table a moment later
        while served.call(lambda: served.room.host.sitters[seat].away):
            assert time.monotonic() < deadline, "the tap's resume never brought the seat back"
            ann.page.wait_for_timeout(50)
    finally:
        served.stop()


def test_a_locked_room_bars_only_new_guests_in_words_and_seat_buttons(phones):  # noqa: F811
    """Host play-test: a guest let back in while the room was locked read the red 'no new guests'
    over 'The host let you back in'; a new guest in the locked room saw seat buttons that looked
    tappable under 'Pick a seat'."""
    served = Served("baseball", 4, 3)
    try:
        _, cat = one_taken_off(served, phones, ("Ann", "Cat"))
        served.call(served.room.controls.lock, True)
        (gone,) = served.room.removed
        served.call(served.room.controls.readmit, gone)
        cat.page.wait_for_selector(f"#notice:has-text('{LET_BACK_IN}')")
        cat.page.wait_for_selector("#join:not([hidden])")
        assert cat.page.is_hidden("#locked"), "a guest let back in is not a new guest"
        assert cat.page.is_enabled("#sit") and cat.page.is_enabled("#seats button:not(:has-text('Ann'))")
        # one line for where the button seats her, that seat's chip marked (not "Pick a seat" under
        # it): her own, offered with being let back in (the seat offer then came only with a later
        # state), in the button's own words (a host play-test's said "tap JOIN" over TAKE MY SEAT BACK)
        assert cat.page.inner_text("#sit") == "TAKE MY SEAT BACK"
        assert cat.page.inner_text("#notice") == (
            "The host let you back in: tap TAKE MY SEAT BACK to sit down in your seat again, or pick another."
            " The room is locked, but not to you."
        )
        assert cat.page.inner_text("#seats button.chosen") == "Seat 2" and cat.page.is_hidden("#joinhint")
        cat.shot("let-back-in-locked")
        cat.page.click("#sit")
        cat.page.wait_for_selector("#lobby:not([hidden])")
        assert cat.last("joined")["seat"] == 1
        dan = phones(served.url, "Dan")
        dan.page.wait_for_selector("#join:not([hidden])")
        dan.page.wait_for_selector("#locked:not([hidden])")
        assert dan.page.is_hidden("#joinhint")
        seats = dan.page.eval_on_selector_all("#seats button", "bs => bs.map(b => b.disabled)")
        assert seats and all(seats), seats
        # no JOIN for a newcomer: a seat's code, typed with its guest's name, takes that seat back
        assert dan.page.inner_text("#sit") == "TAKE MY SEAT BACK" and dan.page.is_disabled("#sit")
        dan.shot("new-guest-locked")
        served.call(served.room.controls.lock, False)
        dan.page.wait_for_selector("#locked", state="hidden")
        assert dan.page.is_visible("#joinhint") and dan.page.is_enabled("#sit")
        assert dan.page.is_enabled("#seats button:has-text('Seat 3')")
    finally:
        served.stop()


def test_join_the_next_party_sits_the_guest_down_at_the_next_party(phones):  # noqa: F811
    """Host play-test: after JOIN THE NEXT PARTY the room code box was empty and had to be typed.
    The host's next party (on the same address) tells the phone of a guest of the last one its code,
    and the phone sits down there under the same name (a guest play-test: one more JOIN to tap)."""
    first = Served("baseball", 3, 3)
    try:
        ann = phones(first.url, "Ann")
        ann.join()
        token = ann.last("joined")["token"]
    finally:
        first.stop()  # the party is over: the page offers the next one
    ann.page.wait_for_selector("#over:not([hidden])")
    port = int(first.url.split(":")[2].split("/")[0])
    second = Served("baseball", 3, 4, port=port)
    try:
        second.call(setattr, second.room, "welcome_back", frozenset({digest(token)}))  # as the TV keeps them
        ann.page.click("#again")
        ann.page.wait_for_selector("#lobby:not([hidden])")  # no tap
        assert ann.page.inner_text("#code") == second.room.code
        assert ann.last("joined")["name"] == "Ann"
        ann.shot("next-party-sat-down")
    finally:
        second.stop()
