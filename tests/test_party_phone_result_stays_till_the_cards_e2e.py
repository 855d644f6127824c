"""A pot's result stays open on the phone until the next pot's cards come, or a tap folds it: a
guest play-test's card folded at the next pot's antes, seconds after it came, and a guest who had
looked away never read who won or why. At 390x844 in a real browser, fed the table's messages
through the stand-in socket of test_party_phone_playtest_e2e.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e


def antes(hand: int) -> dict:
    """The next pot under way, its antes in and no card dealt yet."""
    rows = [player(seat, up=[], down=0, showing="") for seat in range(4)]
    return play_state(
        hand=hand, actor=None, players=rows, you={**play_state()["you"], "hidden": [], "best": None}
    )


def is_open(page) -> bool:
    opened: bool = page.is_visible("#resultbody")
    return opened


@pytest.mark.parametrize("large", [False, True])
def test_the_result_stays_open_through_the_next_antes_and_folds_when_the_cards_come(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    ann.feed(play_state(hand=8, actor=None), RESULT)
    assert is_open(ann.page) and "Bo" in ann.page.inner_text("#result")
    ann.feed(antes(9))
    assert is_open(ann.page), "the result folded before the next pot's cards came"
    assert ann.page.inner_text("#resulttitle").startswith("Last pot")  # said to be the last pot's
    assert "Everyone else folded" in ann.page.inner_text("#resultbody")  # why, still there to read
    ann.shot("result-through-the-antes", full=False)
    ann.feed(play_state(hand=9, actor=None))  # the cards come
    assert not is_open(ann.page)
    assert "Bo" in ann.page.inner_text("#resulttitle")  # who won, still said in its one line
    ann.page.click("#resulthead")  # a tap opens it again, and the pot's moves do not fold it
    ann.feed(play_state(hand=9, actor=2))
    assert is_open(ann.page)


def test_a_tap_folds_the_result_before_the_cards_come(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8, actor=None), RESULT, antes(9))
    ann.page.click("#resulthead")
    assert not is_open(ann.page)
    ann.feed(play_state(hand=9, actor=None))  # the cards come: folded it stays
    assert not is_open(ann.page)
