"""A guest's phone, in a real browser (Debian's headless chromium fed a party's own messages:
tests/test_party_phone_playtest_e2e.py), names a session the host ended early in the TV's words, at
the party's end and at the next party alike. A host play-test's phone said "ended after 2 pots",
later "2 pots" for the same session: it worked the words out from its own party's end. Run with
`python -m pytest -m e2e -n 0`."""

from __future__ import annotations

import pytest
from party_support import Party
from test_ledger_party_end import QUICK, WORDS, ended_with, night
from test_party_phone_playtest_e2e import phone, served  # noqa: F401 (the fixtures)

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("pots", [0, 3])
def test_a_session_ended_early_reads_alike_at_the_end_and_at_the_next_party(phone, pots):  # noqa: F811
    party = ended_with(pots)
    session = night(party).sessions[0]
    said = f"G1: {session.game} {session.started[11:16]}, {WORDS[pots]}"
    ann = phone()
    ann.feed(*party.inbox[1])
    ann.page.wait_for_selector("#over:not([hidden])")
    assert ann.page.inner_text("#ledgergames") == said
    ann.shot(f"ended-{pots}")

    again = Party(seats=3, timing=QUICK, keep_ledger=True, seed=4)
    again.join(1, "Ann", device="anns-phone")
    later = phone(name="ann-later")
    later.feed(*again.inbox[1])
    later.page.wait_for_selector("#ledger:not([hidden])")
    assert later.page.text_content("#ledgergames") == said  # (folded under the hand)
