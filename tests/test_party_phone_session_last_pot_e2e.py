"""A host play-test's phone at a session's end (390x844, tests/test_party_phone_playtest_e2e.py's
stand-in socket): "Last session: you finished joint 2nd of 4 people, -5" over "Four 7's", the
winner's hand of the last pot read as the guest's own. Under a session's title the pot's hand says
whose it was.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e

STANDINGS = [  # as sent to Ann's phone: her line marked hers
    {"seat": 1, "name": "Bo", "net": "16", "place": 1, "label": "1ST", "you": False},
    {"seat": 0, "name": "Ann", "net": "-5", "place": 2, "label": "2ND=", "you": True},
    {"seat": 2, "name": "Zoë", "net": "-5", "place": 2, "label": "2ND=", "you": False},
    {"seat": 3, "name": "CPU 4", "net": "-6", "place": None, "label": "", "you": False},
]


def session_over(winner: int, words: str | None, game: str = "Baseball") -> dict:
    """The session's last pot, won by `winner` with `words` at a showdown (None: uncontested); Bo
    won the game (`game`)."""
    message: dict[str, Any] = copy.deepcopy(RESULT)  # (RESULT's values are typed object)
    r = message["result"]
    name = {0: "Ann", 1: "Bo"}[winner]
    r["winners"] = [{"seat": winner, "name": name, "amount": "12"}]
    if words is not None:
        r["uncontested"] = False
        r["winning"] = [{"seat": winner, "name": name, "words": words, "cards": []}]
    session = {"game": game, "people": 3, "winners": [{"seat": 1, "name": "Bo"}], "net": "16"}
    return {**message, "standings": STANDINGS, "session": session, "session_awards": []}


@pytest.mark.parametrize(
    ("winner", "words", "short"),
    [
        (1, "Four 7's", "Last pot won by Bo with four 7's"),
        (0, "Four 7's", "Last pot won by you with four 7's"),
        (1, "K's full, 4's", "Last pot won by Bo with K's full, 4's"),
        (1, None, "Last pot won by Bo, everyone else folded"),
    ],
)
def test_under_a_sessions_title_the_last_pots_hand_says_whose(phone, winner, words, short):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8, actor=None), session_over(winner, words))
    assert ann.page.inner_text("#resulttitle") == "Bo wins Baseball \u00b7 you 2ND= of 3 people, -5"
    assert ann.page.inner_text("#resultshort") == short
    ann.feed(play_state(hand=1, session=2, actor=None))  # the next session dealt: the last one's
    ann.page.click("#resulthead")  # (folded to its place, test_party_phone_last_game_line_e2e): opened
    assert ann.page.inner_text("#resulttitle") == "Last game: Bo won Baseball \u00b7 you 2ND= of 3 people, -5"
    # by its game: a host play-test's phones said "Last pot" over the next game's first pot
    assert ann.page.inner_text("#resultshort") == short.replace("Last pot", "Baseball's last pot")
    ann.shot("last-session", full=False)


def test_a_pots_own_result_keeps_its_hand_alone_under_the_winners_title(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    message = copy.deepcopy(RESULT)
    message["result"]["uncontested"] = False
    message["result"]["winning"] = [{"seat": 1, "name": "Bo", "words": "Four 7's", "cards": []}]
    ann.feed(play_state(hand=8, actor=None), message)
    assert ann.page.inner_text("#resulttitle") == "Bo wins 12"  # the title says whose
    assert ann.page.inner_text("#resultshort") == "Four 7's"
