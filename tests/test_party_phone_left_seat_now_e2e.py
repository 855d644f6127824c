"""After Leave in a locked room, the banner said "a bot plays it." after another guest had sat down
in the seat. It says who has the seat now, as the table tells the page (`join_gives` `now`,
game.party.seating.seat_now). In Chromium at a phone's size.

Run with `python -m pytest -m e2e tests/test_party_phone_left_seat_now_e2e.py`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import NAMES, ROOM, phone, play_state, player, served  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e


def gives(now: str) -> dict:
    """What the table tells Ann's page once she left seat 0 and its hand is over."""
    return {
        "type": "join_gives",
        "seat": 0,
        "was": "",
        "yours": False,
        "retake": False,
        "left": True,
        "now": now,
    }


@pytest.mark.parametrize("locked", [True, False])
def test_after_leave_the_banner_says_who_has_the_seat_now(phone, locked):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(locked=locked))
    ann.feed({"type": "left", "seat": 0})
    bot = [player(0, kind="bot", name="CPU 1"), *(player(seat) for seat in range(1, 4))]
    ann.feed(gives("a bot plays it now"), play_state(locked=locked, actor=None, players=bot, you=None))
    assert ann.page.inner_text("#notice") == "You left the seat: a bot plays it now."
    cy = [player(0, name="Cy"), *(player(seat) for seat in range(1, 4))]
    ann.feed(gives("Cy sits there now"), play_state(locked=locked, actor=None, players=cy, you=None))
    assert ann.page.inner_text("#notice") == "You left the seat: Cy sits there now."
    assert NAMES[0] not in ann.page.inner_text("#notice")
    ann.shot(f"left-seat-taken-{'locked' if locked else 'open'}")
