"""The banner after leaving the seat says what became of it in two lines at most: a host play-test's
ran six ("You left the seat: tap TAKE MY SEAT BACK before your turn's seconds run out (the TV counts
them) and the hand is yours again; ...") over the page that asks "Take your seat back?". Every
case PhoneLeft.words says (game/party/wire/static/phone_left.js), in the page's own banner at 390x844,
normal text and A+, a long name holding the seat; and the play-test's own case as the table's
messages bring it. Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

from itertools import product

import pytest
from test_party_phone_guest_return_e2e import ANNS, held_by_ann
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e

# the lines a box's text runs to, as drawn
LINES = """selector => {
  const range = document.createRange();
  range.selectNodeContents(document.querySelector(selector));
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
}"""
# every case the words tell apart, each said in the banner in turn: its words and their lines
EACH_LINES = """cases => cases.map((c) => {
  const notice = document.getElementById("notice");
  notice.textContent = window.PhoneLeft.words(c);
  notice.hidden = false;
  const range = document.createRange();
  range.selectNodeContents(notice);
  return [notice.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
})"""
NOW = ["", "a bot plays it now", "Maximiliana Bell sits there now"]


@pytest.mark.parametrize("large", [False, True])
def test_every_left_seat_banner_is_two_lines_at_most(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    flags = ("locked", "held", "between", "readmitted", "holding")
    cases = [
        {**dict(zip(flags, on, strict=True)), "now": now}
        for on in product([False, True], repeat=len(flags))
        for now in NOW
    ]
    said = ann.page.evaluate(EACH_LINES, cases)
    # the cases are told apart (a seat held reads "yours till another guest takes it", locked or not)
    assert len({words for words, _ in said}) >= 4
    long = [(words, lines) for words, lines in said if lines > 2]
    assert not long, long


def test_leaving_mid_hand_holding_cards_says_it_in_two_lines(phone):  # noqa: F811
    """The play-test's case: left during the hand, cards held, the turn to come."""
    ann = phone(True)
    ann.sit()
    ann.feed(play_state(actor=1), {"type": "left", "seat": 0}, ANNS, held_by_ann())
    ann.page.wait_for_selector("#join:not([hidden])")
    assert ann.page.inner_text("#notice") == "You left the seat: your hand waits till your turn."
    ann.shot("left-holding", full=False)
    assert ann.page.evaluate(LINES, "#notice") <= 2
