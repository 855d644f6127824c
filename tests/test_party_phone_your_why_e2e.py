"""The result's why on the phone that played the seat it names says "your": a host play-test's Zoë
read "A straight flush beats Zoë's flush" on her own phone. The server sends the line worded for
each seat it names (`your_why`); every other phone reads the shared `why`. Fed through the stand-in
socket of test_party_phone_playtest_e2e, at 390x844.

Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT, pot_words

pytestmark = pytest.mark.e2e

BEATEN = {"seat": 0, "name": "Ann", "words": "Flush", "category": "flush", "cards": []}
SHARED = "A straight flush beats Ann's flush"


def result_beating_ann(your_why: dict[str, str]) -> dict:
    words = {**pot_words(1, Fraction(12)), "beaten": BEATEN, "why": SHARED, "your_why": your_why}
    return {**RESULT, "result": words}


@pytest.mark.parametrize(
    ("your_why", "read"),
    [({"0": "A straight flush beats your flush"}, "A straight flush beats your flush"), ({}, SHARED)],
)
def test_the_phone_of_the_seat_the_why_names_reads_it_as_its_own(phone, your_why, read):  # noqa: F811
    ann = phone()  # Ann plays seat 0, the hand beaten
    ann.sit()
    ann.feed(play_state(actor=None, hand=8), result_beating_ann(your_why))
    ann.page.wait_for_selector("#result:not([hidden])")
    assert ann.page.text_content("#resultbody .row.why") == read
