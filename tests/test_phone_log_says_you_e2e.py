"""A phone's log says its own guest's moves to them (issue 31: a host play-test's guest read
"Bartholomew F. raises by 1 to 4" of their own raise on their own phone): the server words them for
the phone's seat (game.party.log_line, tests/test_party_phone_own_lines.py) and the page shows each
line as sent, reading no name in it (it once matched its guest's name inside each line, where
"Ann" beside "Anna" could be misread). At 390x844 in Chromium, fed through the stand-in socket of
test_party_phone_playtest_e2e. Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, player, served  # noqa: F401

pytestmark = pytest.mark.e2e

# Ann's phone (seat 0) beside Anna (seat 1), as the server says the log to it
SENT = [
    "You raise by 1 to 4",
    "Anna raises by 1 to 4",
    "Anna and you check",
    "Ann B. calls 1",  # (a seat whose name begins with hers: not hers, as sent)
]


def test_the_phone_shows_its_log_as_the_server_says_it_to_its_seat(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    rows = [player(0, name="Ann"), player(1, name="Anna"), player(2, name="Ann B."), player(3)]
    ann.feed(play_state(players=rows, log=SENT, actor=1))
    assert ann.page.inner_text("#log").split("\n") == SENT
    ann.shot("log-said-to-ann", full=False)
    # a line naming her, as the server sent it (a watcher's words, say), is not made hers by the page
    ann.feed(play_state(players=rows, log=["Ann raises by 1 to 4"], actor=1))
    assert ann.page.inner_text("#log") == "Ann raises by 1 to 4"
