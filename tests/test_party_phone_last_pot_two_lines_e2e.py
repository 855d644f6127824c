"""The last pot's folded line takes two lines at most: a guests' play-test at 390x844 read "Last pot:
Bartholomew F. won / 20 / (Royal flush)" on three. The hand's words share the title's last line
where they fit and go where they would take a third; a title longer than two lines ends in "...".
And the phone that won it reads "Last pot: you won 20", no capital mid-sentence. Fed through the
stand-in socket of test_party_phone_playtest_e2e, at 390x844 and 360x740, TEXT SIZE normal and large.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from test_party_phone_playtest_e2e import NAMES, phone, play_state, player, served  # noqa: F401

from engine.cards import parse_cards
from engine.profile import load_profile
from game.party.hand_result import hand_result
from game.party.protocol import SeatCard
from game.telling.pot_result import PotResult, ShownHand

pytestmark = pytest.mark.e2e

PHONES = {390: {"width": 390, "height": 844}, 360: {"width": 360, "height": 740}}


def won_with_a_royal_flush(winner: str, seat: int = 1, words: str = "Royal flush") -> dict[str, Any]:
    """Pot 8's result: `winner` in `seat` won 20 with a royal flush (said in `words`), as the server
    sends it."""
    used = tuple(zip(parse_cards("As Ks Qs Js Ts"), (None,) * 5, strict=True))
    won = (ShownHand(seat, words, used, "straight_flush"),)
    result = PotResult(((seat, Fraction(20)),), False, won, None, f"{winner} has the best hand", "")
    names = [winner if i == seat else name for i, name in enumerate(NAMES)]
    seats = [SeatCard(name, "guest", "#f2b233") for name in names]
    return {"type": "hand_result", **hand_result([], seats, 8, load_profile("baseball"), result)}


def next_pot_dealt() -> dict[str, Any]:
    """Pot 9 under way, its first card dealt: the last pot's card folds to its line."""
    rows = [player(seat, up=[], down=1 if seat == 1 else 0, showing="") for seat in range(4)]
    return play_state(
        hand=9, actor=None, players=rows, you={**play_state()["you"], "hidden": [], "best": None}
    )


def head_lines(page: Any) -> float:
    """How many of the title's lines the folded line's height is: its words' height inside its
    padding over the height of the title's first line."""
    return page.evaluate(
        """() => {
          const head = document.getElementById("resulthead"), style = getComputedStyle(head);
          const inside = head.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          const range = document.createRange();
          range.selectNodeContents(document.getElementById("resulttitle"));
          return inside / range.getClientRects()[0].height;
        }"""
    )


def folded_line(page: Any) -> str:
    return " ".join(page.inner_text("#resulthead").split())


@pytest.mark.parametrize("width", [390, 360])
@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize(
    ("winner", "words"),
    [("Bartholomew F.", "Royal flush"), ("Maximiliana Bell", "Straight flush to the ace")],
)
def test_a_long_names_last_pot_takes_two_lines_at_most(phone, width, large, winner, words):  # noqa: F811
    ann = phone(large=large)
    ann.page.set_viewport_size(PHONES[width])
    ann.sit()
    ann.feed(play_state(hand=8, actor=None), won_with_a_royal_flush(winner, words=words), next_pot_dealt())
    ann.page.wait_for_selector("#result.closed")
    ann.shot(f"{width}-{winner.split()[0]}-folded", full=False)
    line = folded_line(ann.page)
    assert line.startswith(f"Last pot: {winner} won 20"), line
    assert head_lines(ann.page) < 2.5, line
    if ann.page.is_visible("#resultshort"):  # the hand's words beside the title's last line, not under it
        title, short = ann.box("#resulttitle"), ann.box("#resultshort")
        assert title["bottom"] - title["height"] / 4 < short["bottom"] <= title["bottom"] + 2, (title, short)
    if (
        width == 390 and not large and winner == "Bartholomew F."
    ):  # room for the hand: "20 (Royal flush)" shares the last line
        assert line == "Last pot: Bartholomew F. won 20 (Royal flush)", line
        assert ann.page.is_visible("#resultshort"), line


def test_the_phone_that_won_says_you_mid_sentence(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8, actor=None), won_with_a_royal_flush("Ann", seat=0), next_pot_dealt())
    ann.page.wait_for_selector("#result.closed")
    assert folded_line(ann.page) == "Last pot: you won 20 (Royal flush)"
