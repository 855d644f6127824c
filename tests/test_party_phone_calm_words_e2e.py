"""What the guest's phone says calmly, and what it keeps open, after a host play-test (guest rated
the phone 8/10), at 390x844 in a real browser (Debian's chromium under Playwright), fed the table's
messages through the stand-in socket of test_party_phone_playtest_e2e, or against a room served on
127.0.0.1:

- a tap that came just after the turn timer played the turn ("Time ran out, so Baseball was picked for you.") read
  a red "it is Zoë's turn, not yours": the table's `info` refusal is said on the calm notice line,
  after what the timer did;
- the locked room's TAKE MY SEAT BACK line, good news, stood in an error's red box (it is said on
  the calm notice line now);
- the pot just ended stayed open over the top half of the phone into the next pot (a host
  play-test, after an earlier one had asked for it open): the next deal folds it to its one line,
  and a tap opens it again;
- a pot everyone else folded to read "Bo took 12" in the phone's own words under the server's.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)
from test_party_phone_locked_leaver_e2e import leave_a_locked_room
from test_party_phone_playtest_e2e import bet_turn, phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

from game.party.room import Timing

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
TIMER_PICKED = {
    "type": "notice",
    "message": "Time ran out, so the table checked for you.",
    "run": False,
    "called": False,
}


def background(page, selector: str) -> tuple[int, ...]:
    colour = page.eval_on_selector(selector, "e => getComputedStyle(e).backgroundColor")
    return tuple(int(part) for part in colour[colour.index("(") + 1 : -1].split(",")[:3])


@pytest.mark.parametrize("large", [False, True])
def test_a_tap_the_timer_beat_is_said_calmly_after_what_the_timer_did(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    ann.feed(play_state(actor=0, turn=5), bet_turn())
    ann.page.click("#buttons button[data-kind=check]")  # as the timer checks for her
    assert ann.sent()[-1]["type"] == "act"
    ann.feed(TIMER_PICKED, play_state(actor=1, turn=6))
    late = "Just too late: the timer had already played that turn for you."  # (test_party_too_late_tap)
    ann.feed({"type": "error", "code": "stale", "message": late, "kind": "info"})
    assert ann.page.is_hidden("#error")
    assert ann.page.inner_text("#notice") == "Time ran out, so the table checked for you. \u00b7 " + late
    assert background(ann.page, "#notice") == background(ann.page, "#waiting")  # the calm line's colours
    ann.shot("too-late", full=False)
    # a mistake is still an error, in red
    mistake = "You cannot bet now: you may check, fold."  # (as the room writes it)
    ann.feed({"type": "error", "code": "illegal", "message": mistake, "kind": "error"})
    assert ann.page.is_visible("#error") and ann.page.inner_text("#error") == mistake


def test_the_pot_just_ended_folds_to_its_line_at_the_next_deal_and_opens_on_a_tap(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(actor=None, hand=8), RESULT)
    ann.page.wait_for_selector("#resultbody:not([hidden])")
    ann.feed(play_state(hand=9, round=1, actor=1))  # the next pot dealt, its first betting round
    ann.page.wait_for_selector("#result.past")
    assert ann.page.inner_text("#resulttitle") == "Last pot: Bo won 12"
    assert ann.page.is_hidden("#resultbody"), "the last pot's hands stayed open over the next deal"
    ann.shot("last-pot-folded")
    ann.page.click("#resulthead")  # which opens on a tap
    assert ann.page.is_visible("#resultbody")
    ann.feed(play_state(hand=9, round=2, actor=1), play_state(hand=9, round=3, actor=1))
    assert ann.page.is_visible("#resultbody")  # the guest's own tap holds


def test_a_pot_everyone_else_folded_to_is_said_in_the_servers_words_only(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(actor=None, hand=8), RESULT)
    ann.page.wait_for_selector("#resultbody:not([hidden])")
    title, body = ann.page.inner_text("#resulttitle"), ann.page.inner_text("#resultbody")
    assert title == RESULT["result"]["heading"]["now"] == "Bo wins 12"
    assert "took" not in body, body  # the phone's own "Bo took 12" is gone
    assert body == RESULT["result"]["why"]


def test_the_locked_rooms_take_my_seat_back_is_said_calmly_and_a_refusal_in_red(phones):  # noqa: F811
    room = Served("baseball", 4, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        ann, _ = leave_a_locked_room(phones, room, "Ann", PHONE)
        # the take-back page (b591447) says it on its one calm line, the lock's paragraph folded away
        ann.page.wait_for_selector("#notice:not([hidden])")
        assert "yours till" in ann.page.inner_text("#notice") and ann.page.is_hidden("#locked")
        red, calm = (239, 90, 95), background(ann.page, "#notice")
        assert calm == background(ann.page, "#waiting") and calm != red, calm  # the calm line's colours
        ann.shot("seat-back-calm", landscape=False)
        # a stranger at the locked room is refused, in the error's red
        eve = phones(room.url, "Eve", PHONE)
        eve.page.wait_for_selector("#locked:not([hidden])")
        assert eve.page.get_attribute("#locked", "class") == "warn"
        border = eve.page.eval_on_selector("#locked", "e => getComputedStyle(e).borderLeftColor")
        assert border == "rgb({}, {}, {})".format(*red)
    finally:
        room.stop()
