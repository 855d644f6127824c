"""A phone's pages in Chromium at 390x844 (fed a party's own messages: tests/test_party_phone_playtest_e2e.py)
where a host play-test's phones disagreed with the TV: a latecomer who opened the page mid-pot of
the next game read "The last pot's result is up and the next deal is soon" under the last game's
"Game over" card, and a No Peek guest whose whole pile turned without beating (BEATEN on the TV)
read "You folded" in the ledger's line. Run with `python -m pytest -m e2e -n 0`; screenshots go
under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_latecomer_no_older_result import LATE, latecomer_mid_pot
from test_party_phone_playtest_e2e import ledger, phone, play_state, player, served  # noqa: F401

pytestmark = pytest.mark.e2e


def test_a_latecomer_mid_pot_of_the_next_game_reads_a_hand_being_played(phone):  # noqa: F811
    party = latecomer_mid_pot()
    late = phone(name="late")
    late.feed(*party.inbox[LATE])
    late.page.wait_for_selector("#join:not([hidden])")
    assert late.page.inner_text("#joinhint").startswith("Hand 1 of Baseball is being played")
    assert not late.page.is_visible("#result")  # no card of the game before
    late.shot("late-mid-pot", full=False)


def test_a_no_peek_guest_beaten_reads_beaten_not_folded(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    beaten = player(0, in_pot="5/2", out="BEATEN", net="-115/2", tonight="-115/2", **{"in": False})
    ann.feed(
        ledger(2), play_state(hand=9, flow="no_peek", players=[beaten, *(player(s) for s in range(1, 4))])
    )
    assert ann.page.inner_text("#ledgerpot") == "You were beaten: the 2\u00bd you put in stay in the pot."
    assert ann.page.inner_text("#ledgersum") == "Tonight: -57\u00bd, 3RD of 4 people"
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView({ block: 'end' })")
    ann.shot("beaten-ledger", full=False)
