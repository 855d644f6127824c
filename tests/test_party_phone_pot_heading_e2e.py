"""The phone's result card says who won the pot in the server's words (`heading`, the TV's title:
game.telling.pot_result.heading), the winner's own ("You win") on the phone that played the seat,
and once the next pot is in play the server's "Last pot: ..." (issue 31: the phone built these from
the winners itself). Fed through the stand-in socket of test_party_phone_playtest_e2e, at 390x844.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT, pot_words

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize(("seat", "whose"), [(1, "heading"), (0, "your_heading")])
def test_the_result_card_says_the_servers_heading_now_and_once_the_next_pot_is_in_play(phone, seat, whose):  # noqa: F811
    """Ann (seat 0) reads Bo's pot of 12 1/2 as the TV says it, the amount kept whole on its line
    ("12 1/2" with a no-break space, as the TV's title); her own as "You win 12 1/2"."""
    words = pot_words(seat, Fraction(25, 2))
    title = words[whose]
    assert title is not None and "12\u00bd" in title["now"]
    ann = phone()
    ann.sit()
    ann.feed(play_state(actor=None, hand=8), {**RESULT, "result": words})
    ann.page.wait_for_selector("#result:not([hidden])")
    assert ann.page.text_content("#resulttitle") == title["now"]
    ann.shot(f"{whose}-now")
    ann.feed(play_state(hand=9))
    ann.page.wait_for_selector("#result.past")
    assert ann.page.text_content("#resulttitle") == title["past"]
