"""A host play-test's phones, met by feeding the page the table's messages
(tests/test_party_phone_playtest_e2e.py's stand-in socket, 390x844): the pot line read "Pot 0" under
the result "Bo wins 12"; the party's end read "Thanks for playing!" under the night's standings
folded to one line, where the TV shows them all.

Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e


def test_a_won_pot_leaves_no_pot_0_under_its_result(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8, pot="12", actor=None))
    assert ann.page.inner_text("#pot") == "Pot 12"
    ann.feed(RESULT, play_state(hand=8, pot="0", actor=None))
    assert ann.page.is_visible("#result")
    assert "Pot" not in ann.page.inner_text("#potline")
    ann.shot("pot-won")
    # the next pot's antes are in: its pot is said again
    ann.feed(play_state(hand=9, pot="3/2", actor=None))
    assert ann.page.inner_text("#pot") == "Pot 1\u00bd"


LEDGER = {
    "type": "ledger",
    "sessions": [{"game": "Baseball", "started": "20:07", "pots": 8, "over": True}],
    "lines": [
        {"name": "Bo", "total": "16", "nets": ["16"], "place": 1, "label": "1ST", "you": False, "bot": False},
        {
            "name": "Ann",
            "total": "-12",
            "nets": ["-12"],
            "place": 2,
            "label": "2ND",
            "you": True,
            "bot": False,
        },
        {
            "name": "CPU 4",
            "total": "-4",
            "nets": ["-4"],
            "place": None,
            "label": "BOT",
            "you": False,
            "bot": True,
        },
    ],
}
OVER = {"type": "party_over", "message": "The host has ended the party."}


@pytest.mark.parametrize("ledger_last", [False, True])
def test_the_partys_end_shows_the_nights_standings_open(phone, ledger_last):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8, actor=None))
    ann.feed(*([OVER, LEDGER] if ledger_last else [LEDGER, OVER]))
    ann.page.wait_for_selector("#over:not([hidden])")
    assert ann.page.eval_on_selector("#ledger", "d => d.open")
    rows = ann.page.eval_on_selector_all("#ledgertable tr", "trs => trs.map(tr => tr.innerText.split('\\t'))")
    assert [row[:2] for row in rows[1:]] == [["1ST Bo", "+16"], ["2ND Ann", "-12"], ["BOT CPU 4", "-4"]], rows
    assert ann.page.is_visible("#ledgertable") and ann.page.is_visible("#over")
    ann.shot("party-end")
