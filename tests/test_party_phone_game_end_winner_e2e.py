"""At a game's end the phone names the game's winner, then the guest's own line as the server marks
it: a guest play-test's line said "you finished 3rd of 4 people, -3 1/2" and never who won; a host
play-test's Dee, who had left her seat in the game's last pot, read "Game over: Dee won it, -9", her
own -9 read as a winner's, where CPU 4 had won the money. The phone no longer finds its line by name
and seat (the server marks it, `you`), and the computer players that did better at the awards are
said once under them (a phone said "(CPU 5 HAD BETTER)" beside each of four). At 390x844 in a real
browser fed the table's messages (tests/test_party_phone_playtest_e2e.py's stand-in socket).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e

STANDINGS = [  # the people placed among themselves, the bot that won the money unplaced
    {"seat": 0, "name": "Ann", "net": "-9", "place": 1, "label": "1ST", "you": False},
    {"seat": 1, "name": "Bo", "net": "-12", "place": 2, "label": "2ND", "you": False},
    {"seat": 2, "name": "Zoë", "net": "-13", "place": 3, "label": "3RD", "you": False},
    {"seat": 3, "name": "CPU 4", "net": "34", "place": None, "label": "", "you": False},
]
SESSION = {"game": "Baseball", "people": 3, "winners": [{"seat": 3, "name": "CPU 4"}], "net": "34"}
AWARDS = [
    {"title": "BIGGEST POT", "names": ["Ann"], "detail": "13 IN POT 2"},
    {"title": "BEST HAND", "names": ["Bo"], "detail": "FOUR QUEENS"},
    {"title": "MOST WILDS", "names": ["Zoë"], "detail": "5 WILD CARDS"},
    {"title": "MVP", "names": ["Ann"], "detail": "2 POTS WON"},
]
GAME_OVER = {
    **copy.deepcopy(RESULT),
    "standings": STANDINGS,
    "session": SESSION,
    "session_awards": AWARDS,
    "awards_better": "CPU 4 HAD BETTER AT ALL 4 AWARDS",
}


def copy_for(mine: str | None, **changes: Any) -> dict[str, Any]:
    """The game's end as the server sends it to the phone whose guest is `mine` (their line marked)."""
    message = copy.deepcopy({**GAME_OVER, **changes})
    for line in message["standings"]:
        line["you"] = line["name"] == mine
    for winner in message["session"]["winners"]:  # (the game's winners marked the same way)
        winner["you"] = winner["name"] == mine
    return message


@pytest.mark.parametrize("seat", [0, 3])
def test_a_guest_who_left_in_the_last_pot_reads_the_winner_and_her_own_place(phone, seat):  # noqa: F811
    """She left in the game's last pot and sat down again, at her seat or another, her cards coming
    with the next deal: the line the server marks hers is hers, beside the bot that won the game."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8), {"type": "left", "seat": 0})  # she leaves in the game's last pot
    ann.feed({"type": "joined", "seat": seat, "token": "u" * 32, "name": "Ann", "waiting": True})
    ann.feed(play_state(hand=8, actor=None, you={"seat": seat, "waiting": True}), copy_for("Ann"))
    assert ann.page.inner_text("#resulttitle") == "CPU 4 wins Baseball \u00b7 you 1ST of 3 people, -9"
    ann.page.eval_on_selector("#result", "e => e.scrollIntoView({block: 'start'})")
    ann.shot(f"left-game-over-sat-at-{seat}", full=False)


def test_a_phone_without_a_line_names_the_winner_alone(phone):  # noqa: F811
    bo = phone(name="watcher", query="watch?room=ABCD")  # the watch view: no seat, no line of its own
    bo.feed({"type": "welcome", **play_state(), "protocol": 1})
    bo.feed(play_state(hand=8, actor=None, you=None), copy_for(None))
    assert bo.page.inner_text("#resulttitle") == "CPU 4 wins Baseball, +34"


def test_a_line_of_the_same_name_not_marked_is_not_the_phone_s(phone):  # noqa: F811
    """The phone found its line by name and seat: Ann at seat 0 read 'Ann's' line as hers. Now only
    the server's mark says so (another Ann's line, a guest who sat the game out, reads the winner)."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8, actor=None), copy_for(None))
    assert ann.page.inner_text("#resulttitle") == "CPU 4 wins Baseball, +34"


def test_a_seated_guest_in_2nd_place_reads_the_winner_and_her_place(phone):  # noqa: F811
    bo = phone(name="bo")
    bo.sit(seat=1)
    bo.feed(play_state(hand=8, actor=None), copy_for("Bo"))
    assert bo.page.inner_text("#resulttitle") == "CPU 4 wins Baseball \u00b7 you 2ND of 3 people, -12"


def test_a_person_who_won_reads_it_and_the_others_read_their_name(phone):  # noqa: F811
    """Sam (here Ann) won the game: her phone 'You win', Bo's names her, a shared top names both."""
    won = {"people": 3, "winners": [{"seat": 0, "name": "Ann"}], "net": "-9", "game": "Baseball"}
    people = STANDINGS[:3]  # (no bot)
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8, actor=None), copy_for("Ann", session=won, standings=people))
    assert ann.page.inner_text("#resulttitle") == "You win Baseball, -9"
    bo = phone(name="bo")
    bo.sit(seat=1)
    bo.feed(play_state(hand=8, actor=None), copy_for("Bo", session=won, standings=people))
    assert bo.page.inner_text("#resulttitle") == "Ann wins Baseball \u00b7 you 2ND of 3 people, -12"
    shared = {**won, "winners": [{"seat": 0, "name": "Ann"}, {"seat": 1, "name": "Bo"}]}
    zoe = phone(name="zoe")
    zoe.sit(seat=2)
    zoe.feed(play_state(hand=8, actor=None), copy_for("Zoë", session=shared, standings=people))
    assert zoe.page.inner_text("#resulttitle") == "Ann & Bo win Baseball \u00b7 you 3RD of 3 people, -13"


def test_the_bot_that_did_better_is_said_once_under_the_awards(phone):  # noqa: F811
    zoe = phone(name="zoe")
    zoe.sit(seat=2)
    zoe.feed(play_state(hand=8, actor=None), copy_for("Zoë"))
    body = zoe.page.inner_text("#resultbody")
    assert body.count("HAD BETTER") == 1 and "CPU 4 HAD BETTER AT ALL 4 AWARDS" in body, body
    awards = zoe.page.eval_on_selector_all("#resultbody .award", "els => els.map((e) => e.innerText)")
    assert awards[-1] == "CPU 4 HAD BETTER AT ALL 4 AWARDS" and len(awards) == 5, awards
    zoe.page.eval_on_selector("#result", "e => e.scrollIntoView({block: 'start'})")
    zoe.shot("game-over-awards", full=False)
