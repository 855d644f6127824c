"""The guest's phone at a pot's result, against a host play-test's findings (the guest rated 8),
in Chromium at 390x844, normal and A+, fed through the stand-in socket of
tests/test_party_phone_playtest_e2e.py:

- the top said "Pot 0" as CPU 4 won with a straight flush, and the PERFECT GAME! banner lay over the
  rows with nothing saying what a perfect game is (ph_B04): the pot line says who won and how
  much, the banner sits clear of the rows and says what it is in a line;
- tonight's ledger ran its columns together at 390 px ("– +31", "-8 +10 1/2", ph_C22): each
  number stands apart from the next, its half with it.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from itertools import pairwise

import pytest
from test_party_phone_playtest_e2e import ledger, phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT
from test_party_phone_tonight_e2e import halves

from engine.events import Award
from game.party.phone_moments import what_it_is
from game.party.phone_notes import moment

pytestmark = pytest.mark.e2e

AWARDED = {"pot": "0", "actor": None, "won": [{"seat": 3, "amount": "32"}]}  # the TV shows CPU 4 take 32


@pytest.mark.parametrize("large", [False, True])
def test_at_a_perfect_game_the_top_names_the_winner_and_the_banner_says_what_it_is_clear_of_the_rows(
    phone,  # noqa: F811
    large,
):
    ann = phone(large=large)
    ann.sit()
    ann.feed(play_state(**AWARDED))
    assert ann.page.inner_text("#pot") == "CPU 4 wins 32"  # (was "Pot 0")
    ann.feed(
        moment(
            "PERFECT GAME!", "CPU 4", what_it_is("PERFECT GAME!", Award(seat=3, amount=32, why="showdown"))
        )
    )
    assert ann.page.inner_text("#moment").split("\n") == ["CPU 4", "PERFECT GAME!", "A straight flush"]
    banner = ann.box("#moment")
    assert banner["right"] <= 390 and banner["x"] >= 0
    for row in ann.page.eval_on_selector_all(
        "#players li", "lis => lis.map(li => li.getBoundingClientRect().toJSON())"
    ):
        assert banner["bottom"] <= row["y"] or row["y"] >= 844, (banner, row)  # every row on the screen clear
    assert banner["bottom"] <= ann.box("#potline")["y"]  # the winner's line read under it
    ann.shot("perfect-game", full=False)
    ann.feed(
        {**RESULT, "hand": 2}
    )  # this pot's result's card says it in its title: the pot line says nothing twice
    assert ann.page.inner_text("#pot") == ""


def test_the_pot_line_says_you_won_and_a_split(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(pot="0", actor=None, won=[{"seat": 0, "amount": "7/2"}]))
    assert ann.page.inner_text("#pot") == "You win 3\u00bd"
    ann.feed(play_state(pot="0", actor=None, won=[{"seat": 1, "amount": "6"}, {"seat": 3, "amount": "6"}]))
    assert ann.page.inner_text("#pot") == "Split: Bo 6, CPU 4 6"


def test_a_lone_wild_is_said_alike_at_the_top_and_in_its_row(phone):  # noqa: F811
    """ph_A19: 'Ace high showing' at the top over 'Wild 3 = A' in the player's row: the server
    sends both with the wild's reason (tests/test_party_result_top.py), the phone adds no 'showing'
    to words that say what shows."""
    ann = phone()
    ann.sit()
    rows = [player(0, up=["3d"], down=8, showing="Wild 3 = A"), player(1), player(2), player(3)]
    you = {**play_state()["you"], "hidden": [], "best": "Wild 3 = A", "pile": 8}
    ann.feed(play_state(flow="no_peek", players=rows, you=you))
    assert ann.page.inner_text("#best") == "Wild 3 = A"
    assert "Wild 3 = A" in ann.page.inner_text("#players li:first-child")


@pytest.mark.parametrize(("sessions", "large"), [(3, False), (3, True), (6, False)])
def test_tonights_columns_stand_apart_with_their_halves(phone, sessions, large):  # noqa: F811
    ann = phone(large=large)
    ann.sit()
    ann.feed(play_state(), halves(ledger(sessions)))
    ann.page.eval_on_selector("#ledger", "d => { d.open = true; d.scrollIntoView(); }")
    # the columns as laid out, the box at its left end (it opens on the newest games, 0e416d4, the
    # older sliding under the held names and totals)
    ann.page.eval_on_selector("#ledgerbox", "b => { b.scrollLeft = 0; }")
    # each row's figures as drawn: the left and right of each cell's text
    rows = ann.page.eval_on_selector_all(
        "#ledgertable tr",
        """trs => trs.map(tr => [...tr.children].slice(1).map(c => {
             const r = document.createRange(); r.selectNodeContents(c);
             const rects = [...r.getClientRects()];
             return [c.textContent, Math.min(...rects.map(x => x.left)), Math.max(...rects.map(x => x.right)),
                     Math.max(...rects.map(x => x.top)) < Math.min(...rects.map(x => x.bottom)), c.getBoundingClientRect().right];
           }))""",
    )
    size = ann.page.eval_on_selector("#ledgertable td", "c => parseFloat(getComputedStyle(c).fontSize)")
    for row in rows:
        for text, _, right, one_line, cell_right in row:
            assert one_line, text  # "+10 1/2" on one line, its parts side by side
            assert abs(right - cell_right) < size, text  # right-aligned in its column
        for (text, _, right, *_), (after, left, *_) in pairwise(row):
            assert left - right >= 0.75 * size, (text, after, left - right, size)  # a clear gap between
    assert ann.page.evaluate("document.documentElement.scrollWidth") <= 390
    ann.shot(f"ledger-{sessions}")
