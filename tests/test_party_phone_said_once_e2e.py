"""A guest play-test's phone (issue 31, rated 8/10) said one thing twice, or two things that
disagreed: the away banner read "You are away, so the table folded for you. You are away: the
table checks or folds for you. Tap anywhere when you are back."; after Leave in a locked room the
banner read "a bot plays it." over the lock's line saying the seat "is still yours", and the guest
thought it lost. In Chromium at a phone's size.

Run with `python -m pytest -m e2e tests/test_party_phone_said_once_e2e.py`."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)
from test_party_phone_locked_leaver_e2e import PHONE, TAKE_BACK, leave_a_locked_room
from test_party_phone_playtest_e2e import phone, play_state, player, served  # noqa: F401 (fixtures)

from game.party.room import Timing

pytestmark = pytest.mark.e2e


def test_the_away_banner_says_what_the_table_did_then_what_to_do(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state())
    ann.feed(
        {
            "type": "notice",
            "message": "You are away, so the table folded for you.",
            "run": False,
            "called": False,
        }
    )
    away = [player(0, kind="away", away="away"), *(player(seat) for seat in range(1, 4))]
    ann.feed(play_state(players=away))
    said = ann.page.inner_text("#notice")
    assert said == "You are away, so the table folded for you. Tap anywhere when you are back.", said
    ann.shot("away-said-once")


def test_the_away_banner_before_the_table_has_moved_says_what_it_will_do(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    away = [player(0, kind="away", away="away"), *(player(seat) for seat in range(1, 4))]
    ann.feed(play_state(players=away))
    said = ann.page.inner_text("#notice")
    assert said == "You are away: the table checks or folds for you. Tap anywhere when you are back.", said


def test_after_leave_in_a_locked_room_the_banner_says_the_seat_is_still_hers_as_the_lock_line_does(phones):  # noqa: F811
    table = Served("baseball", 4, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        ann, _ = leave_a_locked_room(phones, table, "Ann", PHONE)
        ann.page.wait_for_selector("#locked:not([hidden])")
        assert TAKE_BACK in ann.page.inner_text("#locked")
        ann.page.wait_for_function(
            "document.getElementById('notice').textContent.includes('still yours')", timeout=5000
        )
        said = ann.page.inner_text("#notice")
        assert (
            said
            == "You left the seat: a bot plays it for now, and it is still yours while no other guest takes it."
        )
        ann.shot("left-locked-still-yours", landscape=False)
    finally:
        table.stop()
