"""A guest the host took off reads on every phone as the TV's plate says it: a host play-test read
OFF on the TV and "away" on the phones for one guest (tests/test_party_tv_absence.py: the state's
`away` words and the TV's log). In Chromium at a phone's size.

Run with `python -m pytest -m e2e tests/test_party_phone_away_words_e2e.py`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, player, served  # noqa: F401

pytestmark = pytest.mark.e2e


def test_an_away_seat_says_why_as_the_tv_does(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    players = [player(seat) for seat in range(4)]
    players[1] = player(1, kind="away", away="off: bot next hand")
    players[2] = player(2, kind="away", away="away")  # silent: the away rule plays until it taps back
    ann.feed(play_state(players=players))
    badges = ann.page.eval_on_selector_all(".badge", "els => els.map(e => e.textContent)")
    assert "off: bot next hand" in badges and "away" in badges and "bot" in badges
    ann.shot("away-words")
