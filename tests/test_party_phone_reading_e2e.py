"""The phone page read as a guest reads it, in each state, at 390x844 (A and A+): nothing covers
what is to be tapped or read. The table is fed through the stand-in socket of
test_party_phone_playtest_e2e.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from fractions import Fraction

import pytest
from browser_support import socket_open
from test_party_phone_playtest_e2e import NAMES, ROOM, bet_turn, ledger, phone, play_state, player, served  # noqa: F401

from engine.profile import load_profile
from game.party import protocol
from game.party.hand_result import hand_result
from game.party.protocol import SeatCard
from game.party.result_message import PotWords
from game.telling.pot_result import PotResult

pytestmark = pytest.mark.e2e


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["x"] < b["right"] and b["x"] < a["right"] and a["y"] < b["bottom"] and b["y"] < a["bottom"]


@pytest.mark.parametrize("large", [False, True])
def test_the_your_turn_bar_leaves_leave_the_seat_in_the_clear_at_the_foot_of_the_page(phone, large):  # noqa: F811
    """Scrolled to the very bottom during a turn, the fixed YOUR TURN bar covered "Leave the seat"."""
    ann = phone(large=large)
    ann.sit()
    log = [f"Bo checks {n}" for n in range(12)]
    ann.feed(play_state(log=log, actor=0), ledger(2), bet_turn())
    ann.page.wait_for_selector("#decide:not([hidden])")
    ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    ann.page.wait_for_selector("#turnbar:not([hidden])")
    ann.page.wait_for_timeout(200)
    leave, bar = ann.box("#leave2"), ann.box("#turnbar")
    assert leave["bottom"] <= ann.page.evaluate("innerHeight"), leave  # on the screen
    assert not overlap(leave, bar), (leave, bar)
    ann.shot("turn-bar-at-the-foot", full=False)
    ann.feed(play_state(log=log, actor=1))  # the turn is over: the page ends where it did
    assert not ann.page.evaluate("document.body.classList.contains('turnroom')")


def pot_words(seat: int, amount: Fraction) -> PotWords:
    """The `result` of a hand_result for a pot `seat` took uncontested, as the server sends it."""
    result = PotResult(((seat, amount),), True, (), None, "Everyone else folded", "")
    seats = [SeatCard(name, "guest", "#f2b233") for name in NAMES]
    return hand_result([], seats, 8, load_profile("baseball"), result)["result"]


RESULT = {
    "type": "hand_result",
    "hand": 8,
    "showdown": [],
    "awards": [{"seat": 1, "name": "Bo", "amount": "12", "why": "showdown"}],
    "balances": {"0": "-9", "1": "9", "2": "0", "3": "0"},
    "standings": None,
    "session": None,
    # the result as the server words it: Bo took the pot of 12, everyone else folded
    "result": pot_words(1, Fraction(12)),
    "session_awards": None,
}


def lobby(**changes):
    """The room before the start: Ann (seat 0, this phone) and Bo seated, Bo the captain."""
    players = [
        {"seat": 0, "name": "Ann", "kind": "guest", "colour": "#f2b233"},
        {"seat": 1, "name": "Bo", "kind": "guest", "colour": "#41a9f5"},
        {"seat": 2, "name": "CPU 3", "kind": "free", "colour": "#ef5a5f"},
    ]
    return {
        "type": "state",
        **ROOM,
        "seats": 3,
        "phase": "lobby",
        "players": players,
        "you": 0,
        "paused": False,
        "replaying": None,
        "locked": False,
        "captain": 1,
        **changes,
    }


def test_a_seated_guest_in_the_lobby_reads_who_starts_the_game(phone):  # noqa: F811
    """A seated guest, not the captain, read 'The first guest to sit down starts the game', having
    sat down, and waited to be asked to start; then only the captain's name, while the host's Enter at
    the TV's lobby starts it too (a host play-test)."""
    ann = phone()
    ann.sit()
    ann.feed(lobby())
    assert (
        ann.page.inner_text("#wait")
        == "Waiting for Bo, or the host at the TV, to start the game. A bot plays the free seat."
    )
    assert ann.page.is_hidden("#start")
    ann.shot("lobby-waiting-for-the-captain")


def test_a_sessions_standings_say_the_last_pot_in_the_past(phone):  # noqa: F811
    """Under 'Session over: ...' (now 'Bo wins Baseball · you ...') the card said 'Last pot: Bo wins 12'."""
    ann = phone()
    ann.sit()
    standings = [
        {"seat": 1, "name": "Bo", "net": "9", "place": 1, "label": "1ST", "you": False},
        {"seat": 0, "name": "Ann", "net": "-9", "place": 2, "label": "2ND", "you": True},
    ]
    # the state of the session's last pot (once the next session deals, the card says "Last game: ...")
    session = {"game": "Baseball", "people": 2, "winners": [{"seat": 1, "name": "Bo"}], "net": "9"}
    ann.feed(
        play_state(actor=None, hand=8),
        {**RESULT, "standings": standings, "session": session, "session_awards": []},
    )
    assert ann.page.inner_text("#resulttitle") == "Bo wins Baseball \u00b7 you 2ND of 2 people, -9"
    assert ann.page.inner_text("#resultbody .who") == "Last pot: Bo won 12"
    ann.shot("standings")


def test_a_guest_taken_off_the_table_shows_none_of_the_seats_cards(phone):  # noqa: F811
    """Told it was taken off, the page drew the state it had, the seat's hidden cards and best hand
    with it, though the seat was the bot's now."""
    ann = phone()
    ann.sit()
    removed = protocol.removed(0, played_out=True)
    ann.feed(play_state(), removed)
    assert ann.page.is_hidden("#mycards")
    assert ann.page.inner_text("#best") == "Watching the table"
    assert (
        ann.page.inner_text("#notice")
        == f"The host took you off the table: {removed['message']}. You can still watch."
    )
    assert ann.page.is_hidden("#leave2") and ann.page.is_hidden("#sitlink2")  # barred: no way to sit shown
    ann.shot("removed")


def test_the_watch_page_offers_a_seat_in_the_lobby_and_during_play(phone):  # noqa: F811
    """A watcher read 'Watching.' with no way to sit down but typing another address."""
    watcher = phone(query="")
    watcher.page.goto(watcher.page.url.split("?")[0].rstrip("/") + "/watch")
    socket_open(watcher.page)
    watcher.feed({"type": "welcome", **ROOM, "protocol": 1}, lobby(you=None))
    assert watcher.page.is_visible("#sitlink1") and watcher.page.get_attribute("#sitlink1", "href") == "/"
    watcher.shot("watch-lobby")
    watcher.feed(play_state(you=None))
    assert watcher.page.is_visible("#sitlink2")
    watcher.shot("watch-play")


@pytest.mark.parametrize("large", [False, True])
def test_a_long_prompt_is_said_whole(phone, large):  # noqa: F811
    """With A+ a prompt as long as 'YOUR 10♥ EARNS A CARD FOR 1 1/2' ended in an ellipsis."""
    ann = phone(large=large)
    ann.sit()
    prompt = "YOUR 10\u2665 EARNS A CARD FOR 1 1/2"
    options = [
        {"kind": "pay", "amount": "3/2", "label": "PAY 1 1/2", "detail": ""},
        {"kind": "decline", "amount": "0", "label": "DECLINE", "detail": ""},
    ]
    turn = {**bet_turn(), "decision": "four_cost", "card": "Th", "prompt": prompt, "options": options}
    ann.feed(play_state(actor=0), turn)
    ann.page.wait_for_selector("#decide:not([hidden])")
    assert ann.page.eval_on_selector(
        "#prompt", "p => p.scrollWidth <= p.clientWidth && p.scrollHeight <= p.clientHeight"
    )
    assert ann.page.inner_text("#prompt") == prompt
    ann.shot("long-prompt", full=False)


def test_a_no_peek_seats_pile_reads_as_its_pile(phone):  # noqa: F811
    """No Peek: a seat's unturned cards read '+5 down', as a stud seat's cards dealt face down."""
    ann = phone()
    ann.sit()
    players = [player(0, up=[], down=5, showing=""), player(1, up=["Ah", "Ad"], down=3), player(2), player(3)]
    you = {"seat": 0, "hidden": [], "best": "", "to_call": "0", "in": True, "pile": 5}
    ann.feed(play_state(flow="no_peek", players=players, you=you))
    rows = ann.page.eval_on_selector_all("#players .downs", "ds => ds.map(d => d.textContent)")
    assert rows[:2] == ["5 in pile", "3 in pile"]
    ann.feed(play_state())  # stud: cards dealt down
    assert (
        ann.page.eval_on_selector_all("#players .downs", "ds => ds.map(d => d.textContent)")[0] == "+2 down"
    )
    ann.shot("no-peek-piles")
