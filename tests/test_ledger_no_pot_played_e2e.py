"""The phones' end page of a night no pot was played out in ranks nobody, as the TV's ledger does
(tests/test_ledger_no_pot_played.py): a host ended the party before the first pot ended, and the
phone's line read "Tonight: +0, 1st of 1" over a table of 0s. Fed the ledger that party really sent
(tests/test_party_phone_playtest_e2e.py's stand-in socket, 390x844).

Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

import pytest
from test_ledger_party import night
from test_ledger_party_end import ended_with
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401

from game.party.ledger_message import ledger_message

pytestmark = pytest.mark.e2e

OVER = {"type": "party_over", "message": "The host has ended the party."}


@pytest.mark.parametrize("pots", [0, 1])
def test_the_end_page_says_no_pot_was_played(phone, home, pots):  # noqa: F811
    ledger = night(ended_with(pots))
    ann = next(person for person in ledger.people if person.name == "Ann")
    message = ledger_message(ledger, ann.key)
    page = phone()
    page.sit()
    page.feed(play_state(hand=pots + 1, actor=None), message)
    during = page.page.inner_text("#ledgersum")
    page.feed(OVER)
    page.page.wait_for_selector("#over:not([hidden])")
    said = page.page.inner_text("#ledgersum")
    if pots:  # a pot played: placed as ever
        assert said.startswith("Tonight: ") and " of 1" in said, said
    else:
        assert (during, said) == ("Tonight: no pot played yet", "No pot was played tonight")
    page.shot(f"party-end-{pots}-pots")
