"""The phone's words beside a pot's result and tonight's ledger, as a host play-test's guest read
them at 390x844 (guest 8): the line under her cards said "Four 7s showing" while the result under
it said she won with "Five 7s", and the ledger's heads read "All 1 2 3". Fed through the stand-in
socket of test_party_phone_playtest_e2e.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_party_phone_playtest_e2e import NAMES, ledger, phone, play_state, player, served  # noqa: F401

from engine.cards import parse_cards
from engine.profile import load_profile
from game.party.hand_result import hand_result
from game.party.protocol import SeatCard
from game.party.result_message import HandResult
from game.telling.pot_result import PotResult, ShownHand

pytestmark = pytest.mark.e2e

TURNED = ["7h", "6s", "2d", "7d", "3h", "9h", "3d"]  # Night Baseball: threes and nines wild


def no_peek_end() -> dict:
    """Ann's last No Peek state as the TV's pace left it: all seven cards turned, her hand still
    the one before the last ("Four sevens"), the pot won."""
    rows = [player(seat, up=[], down=0, showing="") for seat in range(4)]
    rows[0] = player(0, up=TURNED, down=2, showing="Five sevens")
    you = {"seat": 0, "hidden": [], "best": "Four sevens", "to_call": "0", "in": True, "pile": 2}
    return play_state(flow="no_peek", wild="39", actor=None, hand=8, pot="0", players=rows, you=you)


def won_with_five_sevens() -> HandResult:
    used = tuple(zip(parse_cards("7h 7d 3d 9h 3h"), (None, None, "7d", "7h", "7h"), strict=True))
    result = PotResult(
        ((0, Fraction(12)),), False, (ShownHand(0, "Five sevens", used, "five_of_a_kind"),), None, "", ""
    )
    seats = [SeatCard(name, "guest", "#f2b233") for name in NAMES]
    return hand_result([], seats, 8, load_profile("night-baseball"), result)


@pytest.mark.parametrize("result_first", [False, True])
def test_the_line_under_your_cards_says_the_hand_the_result_shows(phone, result_first):  # noqa: F811
    ann = phone()
    ann.sit()
    state, result = no_peek_end(), won_with_five_sevens()
    ann.feed(state)
    assert ann.page.text_content("#best") == "Four sevens showing"  # (the pot in play: her hand so far)
    ann.feed(*([result, state] if result_first else [result]))
    ann.page.wait_for_selector("#result:not([hidden])")
    assert "Five sevens" in ann.page.inner_text("#resultbody")
    assert ann.page.text_content("#best") == "Five sevens"  # the hand the result says she showed down
    ann.shot("hand-line-at-the-result")
    ann.feed(play_state(hand=9))  # the next pot: her hand so far again
    assert ann.page.text_content("#best") == "Pair of sixes"


def test_tonights_ledger_heads_say_what_each_column_is_at_390_px(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(), ledger(3))
    ann.page.eval_on_selector("#ledger", "d => { d.open = true; d.scrollIntoView(); }")
    heads = ann.page.eval_on_selector_all(
        "#ledgertable th", "ths => ths.map(th => [th.textContent, th.scrollWidth <= th.clientWidth])"
    )
    assert heads == [["", True], ["Total", True], ["G1", True], ["G2", True], ["G3", True]]
    # the line under the table names each session by its head
    games = ann.page.inner_text("#ledgergames")
    assert games.startswith("G1: Midnight Baseball 20:04") and " \u00b7 G3: " in games, games
    box = ann.box("#ledgerbox")
    assert box["right"] <= 390, box
    ann.shot("ledger-heads", full=False)
