"""At a game's end the phone names its winner as the TV's FINAL STANDINGS do: a host play-test's Dee,
who had left her seat in the game's last pot, read "Game over: Dee won it, -9", her own -9 read as a
winner's, where CPU 4 had won the money (the TV: DEE 1ST of the PEOPLE, CPU 4 under COMPUTER PLAYERS,
its awards "(CPU 4 HAD BETTER)"). The phone says the people's 1st, the bots that did better as the
server names them (`session.better`), and a leaver's own line as theirs. At 390x844 in a real
browser fed the table's messages (tests/test_party_phone_playtest_e2e.py's stand-in socket).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import copy

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e

STANDINGS = [  # the people placed among themselves, the bot that won the money unplaced
    {"seat": 0, "name": "Ann", "net": "-9", "place": 1, "label": "1ST"},
    {"seat": 1, "name": "Bo", "net": "-12", "place": 2, "label": "2ND"},
    {"seat": 2, "name": "Zoë", "net": "-13", "place": 3, "label": "3RD"},
    {"seat": 3, "name": "CPU 4", "net": "34", "place": None, "label": ""},
]
SESSION = {
    "people": 3,
    "winners": [{"seat": 0, "name": "Ann"}],
    "net": "-9",
    "better": [{"seat": 3, "name": "CPU 4"}],
}
GAME_OVER = {**copy.deepcopy(RESULT), "standings": STANDINGS, "session": SESSION, "session_awards": []}


@pytest.mark.parametrize("seat", [0, 3])
def test_a_guest_who_left_in_the_last_pot_reads_her_own_place_and_the_bot_that_did_better(phone, seat):  # noqa: F811
    """She left in the game's last pot and sat down again, at her seat or another, her cards coming
    with the next deal: the standings' line of the seat she played is hers."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8), {"type": "left", "seat": 0})  # she leaves in the game's last pot
    ann.feed({"type": "joined", "seat": seat, "token": "u" * 32, "name": "Ann", "waiting": True})
    ann.feed(play_state(hand=8, actor=None, you={"seat": seat, "waiting": True}), GAME_OVER)
    assert (
        ann.page.inner_text("#resulttitle")
        == "Game over: you finished 1ST of 3 people, -9 (CPU 4 had better)"
    )
    ann.page.eval_on_selector("#result", "e => e.scrollIntoView({block: 'start'})")
    ann.shot(f"left-game-over-sat-at-{seat}", full=False)


def test_a_phone_without_a_line_names_the_peoples_first_and_the_bot_that_did_better(phone):  # noqa: F811
    bo = phone(name="watcher", query="watch?room=ABCD")  # the watch view: no seat, no line of its own
    bo.feed({"type": "welcome", **play_state(), "protocol": 1})
    bo.feed(play_state(hand=8, actor=None, you=None), GAME_OVER)
    assert (
        bo.page.inner_text("#resulttitle") == "Game over: Ann finished 1ST of 3 people, -9 (CPU 4 had better)"
    )
    bo.page.eval_on_selector("#result", "e => e.scrollIntoView({block: 'start'})")
    bo.shot("watcher-game-over", full=False)


def test_a_seated_guest_in_2nd_place_reads_only_her_own_place(phone):  # noqa: F811
    """The bots' aside goes with the people's 1st: beside 2ND it would read as beating her alone."""
    bo = phone(name="bo")
    bo.sit(seat=1)
    bo.feed(play_state(hand=8, actor=None), GAME_OVER)
    assert bo.page.inner_text("#resulttitle") == "Game over: you finished 2ND of 3 people, -12"
