"""A guest play-test's phone (issue 31, rated 8/10) said one thing twice, or two things that
disagreed: the away banner read "You are away, so the table folded for you. You are away: the
table checks or folds for you. Tap anywhere when you are back."; after Leave in a locked room the
banner read "a bot plays it." over the lock's line saying the seat "is still yours", and the guest
thought it lost; Dan's seat read -18 over "Tonight so far: -12", the line under it saying only that
a pot's antes and bets count when it is won. In Chromium at a phone's size.

Run with `python -m pytest -m e2e tests/test_party_phone_said_once_e2e.py`."""

from __future__ import annotations

import pytest
from browser_support import wait_until
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)
from test_party_phone_locked_leaver_e2e import PHONE, TAKE_BACK, leave_a_locked_room
from test_party_phone_playtest_e2e import ROOM, ledger, phone, play_state, player, served  # noqa: F401 (fixtures)

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
        # the page asks "Take your seat back?": the lock's line, TAKE_BACK, is folded away under it
        ann.page.wait_for_selector("#joinhead:has-text('Take your seat back?')")
        assert TAKE_BACK in ann.page.text_content("#locked") and ann.page.is_hidden("#locked")
        wait_until(
            ann.page, lambda: "yours till" in ann.page.text_content("#notice"), True, "the banner", seconds=5
        )
        said = ann.page.inner_text("#notice")
        assert said == "You left the seat: it is yours till another guest takes it."
        ann.shot("left-locked-still-yours", landscape=False)
    finally:
        table.stop()


# a guest taken off by the host read "Pot in play: -1 more of yours, counted here when it is won.":
# a minus and "more" beside no seat of theirs; it says plainly whose the money is and when it counts
IN_POT_LINE = "You have 6 in the pot in play, counted out as on the TV until the pot is won."


def test_the_ledgers_line_says_how_much_of_the_guests_is_in_the_pot_in_play(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    players = [player(0, net="-61", in_pot="6", tonight="-61"), *(player(seat) for seat in range(1, 4))]
    ann.feed(ledger(2), play_state(hand=9, players=players))  # 8 pots in the ledger, the 9th dealt
    assert ann.page.inner_text("#ledgersum") == "Tonight: -61 (6 in pot), 3RD of 4 people"
    assert ann.page.inner_text("#ledgerpot") == IN_POT_LINE
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView({ block: 'end' })")
    ann.shot("ledger-pot-in-play-figure", full=False)
    ann.feed(play_state(hand=8, actor=None, players=players))  # that pot's end, in the ledger: no line
    assert not ann.page.is_visible("#ledgerpot")


def test_let_back_in_the_line_counts_the_pot_played_out_for_him_in_his_seat(phone):  # noqa: F811
    """Dan, taken off mid-pot and let back in: his seat, still his, is played out for him."""
    dan = phone()
    dan.feed({"type": "welcome", **ROOM, "protocol": 1})
    dan.feed({"type": "join_gives", "seat": 0, "was": "", "yours": True, "retake": False, "left": False})
    players = [player(0, kind="away", net="-61", in_pot="6"), *(player(seat) for seat in range(1, 4))]
    dan.feed(ledger(2), play_state(hand=9, players=players, you=None))
    assert dan.page.inner_text("#ledgerpot") == IN_POT_LINE
