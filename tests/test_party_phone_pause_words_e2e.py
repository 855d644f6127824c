"""The host's pause on a guest's phone says only what is true for that guest, in a real browser at
390 px (Debian's headless chromium fed a party's own messages: tests/test_party_phone_playtest_e2e.py):
its cards are kept only to a guest holding cards in the pot in play; a guest waiting for the next
deal, one who folded, or anyone between pots holds none (a host read "Your seat and cards are kept"
said to them all). Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e

PAUSED = "The host paused the game. "
GOES_ON = "play goes on when the host resumes."
FOLDED = {**play_state()["you"], "in": False}


@pytest.mark.parametrize(
    ("why", "messages", "said"),
    [
        ("holding cards", [play_state(paused=True)], "Your seat and cards are kept: " + GOES_ON),
        ("folded", [play_state(paused=True, you=FOLDED)], "Your seat is kept: " + GOES_ON),
        (
            "between pots",
            [play_state(), {**RESULT, "hand": 2}, play_state(paused=True)],
            "Your seat is kept: " + GOES_ON,
        ),
        (
            "the dealer picks the next game",
            [
                play_state(
                    paused=True, calling=True, actor=1, players=[player(s, up=[], down=0) for s in range(4)]
                )
            ],
            "Your seat is kept: " + GOES_ON,
        ),
    ],
)
def test_the_pause_says_cards_are_kept_only_to_a_guest_who_holds_some(phone, why, messages, said):  # noqa: F811
    ann = phone(name="ann-" + why.replace(" ", "-"))
    ann.sit()
    ann.feed(*messages)
    ann.page.wait_for_selector("#paused:not([hidden])")
    assert ann.page.inner_text("#pausedwhy") == PAUSED + said
    ann.shot("paused", full=False)


def test_the_pause_says_no_cards_to_a_guest_who_sat_down_for_the_next_deal(phone):  # noqa: F811
    ann = phone(name="ann-waiting")
    ann.sit(waiting=True)
    ann.feed(play_state(paused=True, you={"seat": 0, "waiting": True}))
    ann.page.wait_for_selector("#paused:not([hidden])")
    assert ann.page.inner_text("#pausedwhy") == PAUSED + "Your seat is kept: " + GOES_ON
    ann.shot("paused", full=False)
