"""The phone page against a guest's play-test findings (a party rated 7.5), each met by feeding the
page the table's messages (tests/test_party_phone_playtest_e2e.py's stand-in socket), at 390x844.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, gives, phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

from game.party.phone_notes import moment
from game.telling.strike_three_words import PHONE as STRUCK_OUT

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
    # no JOIN: only a seat's code (a guest of this room on a new phone) takes a seat back
    assert guest.page.inner_text("#sit") == "TAKE MY SEAT BACK" and guest.page.is_disabled("#sit")
    assert guest.page.is_visible("#watchlink")  # what is left to do
    guest.shot("locked-paused" if paused else "locked")


def test_a_locked_room_with_a_seat_away_still_offers_join_to_take_it_back(phone):  # noqa: F811
    """The lock passes a guest back for their seat AWAY: JOIN stays, said by the lock's line alone."""
    guest = phone(name="ben", query="?room=ABCD")
    seats = [player(0, kind="away"), player(1), player(2), player(3)]
    guest.feed(
        {"type": "welcome", **ROOM, "protocol": 1},
        gives(3, "CPU 4", retake=True),  # the table says a seat's phone is gone
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
    ann.page.click(".leaveask .leavego")
    assert [m["type"] for m in ann.sent()][-1] == "leave"
    ann.feed({"type": "left", "seat": 0}, play_state(locked=True, actor=None, you=None))
    ann.page.wait_for_selector("#join:not([hidden])")
    said = visible_text(ann.page)
    assert ann.page.inner_text("#notice").startswith("You left the seat")
    assert said.lower().count("locked") == 1, said
    ann.shot("left-locked")


def test_back_mid_pot_the_welcome_is_a_notice_over_your_hand_not_a_line_by_the_rows(phone):  # noqa: F811
    """Back under their name (by the seat code's page), a guest read the grey "Welcome back ...
    played out for you" line, right over their own row's FOLDED, as that row's."""
    ann = phone()
    ann.sit(waiting=True)
    players = [player(0, **{"in": False}), player(1), player(2), player(3)]
    ann.feed(play_state(players=players, you={"seat": 0, "waiting": True}))
    assert ann.page.inner_text("#waiting").startswith("Welcome back. The hand in play is played out for you")
    colour = "e => getComputedStyle(e).backgroundColor"
    assert ann.page.eval_on_selector("#waiting", colour) == ann.page.eval_on_selector("#notice", colour)
    assert ann.box("#waiting")["bottom"] <= ann.box("#best")["top"]  # first in your hand, far from the rows
    ann.shot("welcome-back")


def test_the_last_pots_line_has_no_button_look(phone):  # noqa: F811
    """Folded while the next pot is played, "Last pot: Bo won 12" sat in a box with a chevron: a
    guest read it as a button."""
    ann = phone()
    ann.sit()
    # folded once the next pot is dealt (test_party_phone_calm_words_e2e)
    ann.feed(play_state(actor=None, hand=8), RESULT, play_state(hand=9, round=2))
    assert ann.page.inner_text("#resulttitle") == "Last pot: Bo won 12"
    style = ann.page.eval_on_selector(
        "#result",
        """r => [getComputedStyle(r).borderTopWidth, getComputedStyle(r).backgroundColor,
                getComputedStyle(r.querySelector('#resulthead')).backgroundColor,
                getComputedStyle(r.querySelector('.chev')).display]""",
    )
    assert style == ["0px", "rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)", "none"], style
    ann.shot("last-pot", full=False)


@pytest.mark.parametrize("still", [False, True])
def test_the_tvs_banner_shows_big_on_the_phone_and_goes(phone, still):  # noqa: F811
    """PERFECT GAME! and STRIKE THREE! were only log lines on the phones; the TV shows them big
    for 2.2 s, naming whose moment it is."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(actor=None, look="m" if still else ""))
    ann.feed(moment("PERFECT GAME!", "BO"))  # (the server's seconds: the TV banner's)
    assert ann.page.is_visible("#moment")
    assert ann.page.inner_text("#moment").split() == ["BO", "PERFECT", "GAME!"]
    size = "e => parseFloat(getComputedStyle(e).fontSize)"
    assert ann.page.eval_on_selector("#momentwords", size) >= 2 * ann.page.eval_on_selector("#log", size)
    words = ann.box("#momentwords")
    assert words["left"] >= 0 and words["right"] <= 390  # whole on the screen
    blinks = ann.page.eval_on_selector("#momentwords", "e => getComputedStyle(e).animationName")
    assert blinks == ("none" if still else "momentblink")
    ann.shot("moment-still" if still else "moment", full=False)
    ann.page.wait_for_selector("#moment", state="hidden", timeout=3500)
    ann.feed({**moment("STRIKE THREE!", "BO"), "seconds": 0.3})  # as long as the message says
    assert ann.page.is_visible("#moment")
    ann.page.wait_for_selector("#moment", state="hidden", timeout=1500)


@pytest.mark.parametrize("large", [False, True])
def test_a_wins_banner_names_the_hand_as_the_tv_and_goes_when_the_party_ends(phone, large):  # noqa: F811
    """The TV's banner reads 'CASEY: FIVE 10'S' over GRAND SLAM! (commit 127e176); the phone's named
    only the winner, 'A straight flush' under it. The room sends the hand (`hand`), the phone's line
    says it beside the name, whole on the screen; and the last pot's banner lay over the phone's
    "Party over" header: the party's end takes it down."""
    ann = phone(large=large)
    ann.sit()
    ann.feed(play_state(actor=None))
    ann.feed(moment("PERFECT GAME!", "MAXIMILIANA BELL", "A straight flush", "STRAIGHT FLUSH TO 9"))
    assert ann.page.inner_text("#momentwho") == "MAXIMILIANA BELL: STRAIGHT FLUSH TO 9"
    line = ann.box("#momentwho")
    # the hand whole on a line of its own where it does not fit beside the name (not 'BELL: STRAIGHT' / 'FLUSH TO 9')
    assert ann.page.eval_on_selector("#momentwho .hand", "e => e.getClientRects().length") == 1
    assert ann.page.eval_on_selector("#momentwho .hand", "e => e.getBoundingClientRect().height") < 1.5 * (
        ann.page.eval_on_selector("#momentwho", "e => parseFloat(getComputedStyle(e).lineHeight) || 30")
    )
    assert line["left"] >= 0 and line["right"] <= 390 and line["bottom"] <= ann.box("#momentwords")["top"]
    ann.shot("moment-hand", full=False)
    # her own moment says YOU on her phone, never her name as if of someone else
    ann.feed(moment("GRAND SLAM!", "ANN", "Five of a kind", "FIVE 10'S"))
    assert ann.page.inner_text("#momentwho") == "YOU: FIVE 10'S"
    # struck out: who is out, as the TV's banner says it ("CASEY IS OUT"), and why in the TV's words
    ann.feed(moment("STRIKE THREE!", "ANN", STRUCK_OUT))
    assert ann.page.inner_text("#momentwho") == "YOU ARE OUT"
    assert ann.page.inner_text("#momentwhat") == (
        "Strike three: the whole pile turned without beating the lead; out of this pot."
    )
    ann.shot("moment-yours", full=False)
    ann.feed({"type": "party_over", "message": "The host has ended the party."})
    assert ann.page.inner_text("#game") == "Party over"
    assert not ann.page.is_visible("#moment")  # (it stayed its 2.2 s over the header)
    ann.shot("moment-party-over", full=False)
