"""The last pot's result card folds to its one line 8 seconds into the next pot even with no card
of it dealt yet (its antes, a dealer picking its game): a guest play-test asked that the card not
hold their turn and their cards off the first screen. Not at once (a guest who looked away reads
who won: test_party_phone_result_stays_till_the_cards_e2e), and a tap that opens it again keeps it
open. At 390x844 in Chromium, fed the table's messages (test_party_phone_playtest_e2e).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT
from test_party_phone_result_stays_till_the_cards_e2e import antes, is_open

pytestmark = pytest.mark.e2e

FOLD_AFTER = 8000  # ms: phone_result.js's FOLD_AFTER_MS


def test_the_result_folds_a_while_into_the_next_pot_with_no_card_yet(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8, actor=None), RESULT)
    ann.page.wait_for_timeout(FOLD_AFTER + 500)
    assert is_open(ann.page), "the pot's own result folded while it was the latest"
    ann.feed(antes(9))
    ann.page.wait_for_timeout(FOLD_AFTER - 2000)
    assert is_open(ann.page), "folded before the guest could read it"
    ann.page.wait_for_timeout(2500)
    assert not is_open(ann.page)
    assert "Bo" in ann.page.inner_text("#resulttitle")  # who won, still said in its one line
    ann.shot("result-folded-at-the-antes", full=False)
    ann.page.click("#resulthead")  # opened again: neither the time nor the cards fold it now
    ann.page.wait_for_timeout(FOLD_AFTER + 500)
    ann.feed(play_state(hand=9, actor=2))
    assert is_open(ann.page)
