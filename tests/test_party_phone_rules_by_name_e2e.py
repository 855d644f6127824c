"""The phone's folded line over the game's rules names the game, "Rules of Baseball", and goes once the
party is over (a host play-test read "House rules" on "Party over", with no game left to play, and
"House rules" is the TV's name for your own games: its HOUSE RULES page). A long game's name keeps
the line on the phone's width. In a real browser fed the table's messages
(tests/test_party_phone_playtest_e2e.py). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401 (the fixtures)

pytestmark = pytest.mark.e2e

HOUSE = ["Threes and nines are wild", "A four face up earns a free card"]
LONG = "The Grand Old Saturday Night Baseball X"  # a house game's name may be 40 letters


def test_the_rules_line_names_the_game_and_goes_when_the_party_is_over(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(house=HOUSE))
    assert ann.page.inner_text("#house summary") == "Rules of Baseball"
    ann.page.click("#house summary")
    assert ann.page.eval_on_selector_all("#houselist li", "ls => ls.map(l => l.textContent)") == HOUSE
    ann.feed(play_state(house=HOUSE, game=LONG))
    assert ann.page.inner_text("#house summary") == f"Rules of {LONG}"  # the game dealt now
    summary = ann.box("#house summary")
    assert summary["right"] <= 390 and ann.page.eval_on_selector(
        "#house", "e => e.scrollWidth <= e.clientWidth"
    )
    ann.shot("rules-long", full=False)
    ann.feed({"type": "party_over", "message": "The host has ended the party."})
    assert ann.page.is_visible("#over") and ann.page.is_hidden("#house")
    ann.shot("rules-party-over", full=False)
