"""A guest who left her seat on purpose in a locked room (host play-tests with three phones): the
page offered "Your phone dropped? ... tap JOIN" and a JOIN that did nothing, then a seat-code field
whose code was refused, and after the host unlocked it sent that code from a field no longer shown;
then she was shut out until the host acted ("ask the host ... to let you back in", which the host
cannot do for a guest who left). Her phone takes her own seat back while no one else holds it.
Against a room served on 127.0.0.1, at 360x640."""

from __future__ import annotations

import time

import pytest
from browser_support import leave_seat
from test_party_phone import PORTRAIT, Phone, Served, phones  # noqa: F401 (phones: the fixture)

from game.party.room import Timing

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}
TAKE_BACK = "You left your seat: it is still yours, and TAKE MY SEAT BACK sits you down in it again."
QUESTION = "Take your seat back?"  # the page that offers it: one question, one button


def leave_a_locked_room(phones, served: Served, name: str, viewport=PORTRAIT) -> tuple[Phone, Phone]:  # noqa: F811
    """`name` and Zoe sit down, the game starts, the host locks the room and `name` leaves her seat:
    her phone (on its sit-down page) and Zoe's."""
    leaver = phones(served.url, name, viewport)
    leaver.join()
    zoe = phones(served.url, "Zoe", viewport)
    zoe.join()
    leaver.start()
    served.call(served.room.controls.lock, True)
    leaver.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    leave_seat(leaver.page, "#leave2")
    return leaver, zoe


def test_a_guest_who_left_a_locked_room_takes_her_seat_back_and_sends_no_stale_code(phones):  # noqa: F811
    served = Served("baseball", 4, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        ann, _ = leave_a_locked_room(phones, served, "Maximiliana Bell")
        ann.page.wait_for_selector("#notice:not([hidden])")
        # the page comes up at its top: its question is not under the notice, and asks it alone (the
        # name boxes and the seats, her name's chip among them, folded away)
        top, head = ann.page.locator("#top").bounding_box(), ann.page.locator("#joinhead").bounding_box()
        assert top and head and head["y"] >= top["y"] + top["height"], (top, head)
        assert ann.page.inner_text("#joinhead") == QUESTION and ann.page.is_hidden("#seats")
        assert "yours till" in ann.page.inner_text("#notice") and ann.page.is_hidden("#locked")
        assert ann.page.inner_text("#sit") == "TAKE MY SEAT BACK" and ann.page.is_enabled("#sit")
        assert ann.page.is_hidden("#seatcodebox") and "Your phone dropped" not in ann.page.inner_text("#join")
        ann.shot("left-locked", landscape=False)
        # another phone, under her name, in the locked room: her seat is no one else's to take
        cat = phones(served.url, "Maximiliana Bell", PORTRAIT)
        cat.page.wait_for_selector("#join:not([hidden])")
        assert cat.page.eval_on_selector_all("#seats button", "bs => bs.every(b => b.disabled)")
        cat.page.fill("#name", "Maximiliana Bell")
        cat.page.fill("#seatcode", "KWTF")  # a seat code guessed: no seat's phone is gone
        cat.page.click("#sit")
        deadline = time.monotonic() + 5
        while cat.count("error") == 0:
            assert time.monotonic() < deadline, "the other phone was not refused"
            cat.page.wait_for_timeout(50)
        assert [m["code"] for m in cat.got if m["type"] == "error"] == ["locked"]
        ann.page.evaluate("document.getElementById('seatcode').value = 'KWTF'")  # typed earlier
        ann.page.click("#sit")
        ann.page.wait_for_selector("#play:not([hidden])")
        join = [m for m in ann.got if m["type"] == "joined"][-1]
        assert (join["name"], join["seat"]) == ("Maximiliana Bell", 0)
        assert ann.count("error") == 0 and served.call(lambda: served.room.locked)
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


def test_a_guest_who_left_reads_the_same_after_a_reload_and_is_told_when_the_host_unlocks(phones):  # noqa: F811
    """The page forgot she left when reloaded (it offered the seat code again, and no seat as hers);
    when the host unlocked, nothing said so: she has to see that JOIN is hers to tap."""
    served = Served("baseball", 4, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        ann, zoe = leave_a_locked_room(phones, served, "Ann", PHONE)
        assert TAKE_BACK in ann.page.inner_text("#locked")
        # the hand waits for Zoe (no away clock): Ann's seat is kept for her while it is played out
        zoe.page.wait_for_selector("#decide:not([hidden])")
        ann.page.reload()
        ann.page.wait_for_selector(f"#joinhead:has-text('{QUESTION}')")  # (the lock's line folded away)
        assert TAKE_BACK in ann.page.text_content("#locked")
        assert ann.page.inner_text("#sit") == "TAKE MY SEAT BACK" and ann.page.is_hidden("#seatcodebox")
        assert "seat code" not in ann.page.inner_text("#join")
        assert ann.count("error") == 0  # her old token is not refused: it says who she is
        ann.shot("left-reloaded", landscape=False)
        served.call(served.room.controls.lock, False)
        # TAKE MY SEAT BACK was lit before the unlock too: wait for the page to hear of it (the lock's
        # line goes), not for a lit button (a CI run read the notice before the unlocked state came)
        ann.page.wait_for_selector("#locked", state="hidden")
        ann.page.wait_for_selector("#sit:not([hidden]):not([disabled])")
        assert ann.page.inner_text("#notice") == "The host has unlocked the room: you can sit down again."
        assert ann.page.is_hidden("#locked")
        assert "Ann: yours" in ann.page.inner_text("#seats")  # as the table says, reloaded too
        ann.shot("left-unlocked", landscape=False)
        ann.page.click("#sit")
        ann.page.wait_for_selector("#play:not([hidden])")
        assert ann.page.is_hidden("#notice")  # sat down: the word about the lock is done
        assert [m for m in ann.got if m["type"] == "joined"][-1]["seat"] == 0
    finally:
        served.stop()


def test_a_seat_back_from_a_new_browser_is_no_seat_to_take_and_the_locked_page_says_what_to_type(phones):  # noqa: F811
    """A seat AWAY whose phone is connected (Bob back from another browser, his hand played out for
    him) is no seat a name takes: the page goes by the table's `retake`, not the seat's badge words
    (it said "Your phone dropped? ... tap JOIN"). With nothing typed, TAKE MY SEAT BACK was grey and
    not a word said what to type."""
    served = Served("baseball", 3, 8, Timing(bot_delay=0.2, hand_pause=0.4, idle_seconds=None))
    room = served.room
    try:
        ann = phones(served.url, "Ann", PHONE)
        ann.join()
        bob = phones(served.url, "Bob", PHONE)
        bob.join()
        ann.start()
        ann.page.wait_for_selector("#decide:not([hidden])")  # the hand waits for Ann: it stays in play
        served.call(room.controls.lock, True)
        bob.context.close()  # Bob's phone is gone...
        deadline = time.monotonic() + 10
        while served.call(lambda: room.guests[1].client) is not None:
            assert time.monotonic() < deadline, "the table did not see Bob's phone go"
            time.sleep(0.05)
        bob2 = phones(served.url, "Bob", PHONE)  # ...and he is back from a fresh browser, by his name
        bob2.join()
        assert served.call(room.absence, 1) == "back_next_hand"
        cat = phones(served.url.split("?")[0], "Cat", PHONE)  # the bare address: no room code
        cat.page.wait_for_selector("#join:not([hidden])")
        cat.page.wait_for_selector("#locked:has-text('seat code')")
        said = cat.page.inner_text("#join")
        assert "Your phone dropped" not in said and "TAKE MY SEAT BACK" in said
        assert cat.page.is_visible("#seatcodebox") and cat.page.is_disabled("#sit")
        why = "Type the room code on the TV, the name you sat as and the seat code your old phone shows."
        assert cat.page.is_visible("#sitwhy") and cat.page.inner_text("#sitwhy") == why
        cat.shot("locked-nothing-typed", landscape=False)
        cat.page.fill("#room", room.code)
        assert (
            cat.page.inner_text("#sitwhy")
            == "Type the name you sat as and the seat code your old phone shows."
        )
        cat.page.fill("#name", "Cat")
        assert cat.page.inner_text("#sitwhy") == "Type the seat code your old phone shows."
        assert cat.page.is_visible("#sitwhy") and cat.page.is_disabled("#sit")
        cat.page.fill("#seatcode", "KWTF")
        assert cat.page.is_hidden("#sitwhy") and cat.page.is_enabled("#sit")
    finally:
        served.stop()
