"""The last pot's result stays on the phone between hands, till the next pot's first card and past
it, its folded line one sentence: "Last pot: Bo won 20 (Straight to 10)" (a guest play-test missed
the phone's "Last pot" line between hands). At 390x844 in Chromium, fed through the stand-in socket
of test_party_phone_playtest_e2e.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_party_phone_playtest_e2e import NAMES, phone, play_state, player, served  # noqa: F401

from engine.cards import parse_cards
from engine.profile import load_profile
from game.party.hand_result import hand_result
from game.party.protocol import SeatCard
from game.telling.pot_result import PotResult, ShownHand

pytestmark = pytest.mark.e2e

FOLD_AFTER_S = 8.5  # phone_result.js FOLD_AFTER_MS: the card folds to its line, no card dealt yet


def bo_won_with_a_straight() -> dict:
    """Pot 8's result: Bo (seat 1) won 20 with a straight to 10, as the server sends it."""
    used = tuple(zip(parse_cards("Th 9d 8c 7s 6h"), (None,) * 5, strict=True))
    won = (ShownHand(1, "Straight to 10", used, "straight"),)
    result = PotResult(((1, Fraction(20)),), False, won, None, "Bo has the best hand", "")
    seats = [SeatCard(name, "guest", "#f2b233") for name in NAMES]
    return {"type": "hand_result", **hand_result([], seats, 8, load_profile("baseball"), result)}


def next_pot(cards: bool) -> dict:
    """Pot 9 under way: its antes in (`cards` False), or its first card dealt, face down to Bo."""
    rows = [player(seat, up=[], down=0, showing="") for seat in range(4)]
    if cards:
        rows[1] = player(1, up=[], down=1, showing="")
    return play_state(
        hand=9, actor=None, players=rows, you={**play_state()["you"], "hidden": [], "best": None}
    )


def test_the_last_pots_line_stays_till_the_next_pots_first_card_and_after(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8, actor=None), bo_won_with_a_straight())
    assert ann.page.inner_text("#resulttitle") == "Bo wins 20"
    ann.feed(next_pot(cards=False))  # between hands: the antes of the next pot
    assert ann.page.is_visible("#result") and ann.page.inner_text("#resulttitle") == "Last pot: Bo won 20"
    assert "Straight to 10" in ann.page.inner_text("#resultbody")  # open: the hand, still there to read
    ann.shot("last-pot-at-the-antes", full=False)
    ann.page.wait_for_timeout(FOLD_AFTER_S * 1000)  # no card yet: folded, its line stays
    head = " ".join(ann.page.inner_text("#resulthead").split())
    assert ann.page.is_visible("#resulthead") and head == "Last pot: Bo won 20 (Straight to 10)", head
    ann.feed(next_pot(cards=True))  # the next pot's first card
    head = " ".join(ann.page.inner_text("#resulthead").split())
    assert ann.page.is_visible("#resulthead") and head == "Last pot: Bo won 20 (Straight to 10)", head
    box = ann.box("#resulthead")
    assert box["bottom"] <= ann.page.evaluate("innerHeight") and box["height"] < 60, (
        box
    )  # one line, on screen
    ann.shot("last-pot-at-the-first-card", full=False)
    ann.feed(play_state(hand=9, actor=2))  # the pot's play goes on: still there
    head = " ".join(ann.page.inner_text("#resulthead").split())
    assert head == "Last pot: Bo won 20 (Straight to 10)", head
