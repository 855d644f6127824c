"""Once the next game deals, the last game's place folds to one small line: a host play-test's phone
(390x844) kept "Last game (Midnight Baseball): you finished joint 3rd of 4 people, -3" and its last
pot's winner, four lines, near its top through the next game's whole first pot. Now it reads
"Last game: 3RD=, -3" (the TV's place, as sent), one line in normal text and with A+, and a tap opens it whole. In a
real browser fed the table's messages (tests/test_party_phone_playtest_e2e.py). Run with
`python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401 (the fixtures)
from test_party_phone_session_last_pot_e2e import session_over

pytestmark = pytest.mark.e2e

# how many lines the result card's head takes: its title's and its last pot's lines of words
HEAD_LINES = """() => new Set([...document.querySelectorAll('#resulttitle, #resultshort')].flatMap((span) => {
  const words = document.createRange();
  words.selectNodeContents(span);
  return [...words.getClientRects()].map((r) => Math.round(r.top));
})).size"""


@pytest.mark.parametrize("large", [False, True])
def test_the_last_games_place_folds_to_one_small_line_once_the_next_game_deals(phone, large):  # noqa: F811
    ann = phone(large=large)
    ann.sit()
    midnight = {"game": "Midnight Baseball", "flow": "no_peek"}
    ann.feed(
        play_state(hand=8, actor=None, **midnight), session_over(1, "8's full, 5's", "Midnight Baseball")
    )
    assert ann.page.inner_text("#resulttitle") == "Bo wins Midnight Baseball \u00b7 you 2ND= of 3 people, -5"
    ann.feed(play_state(hand=1, session=2, actor=None))  # the next game's first pot dealt
    assert ann.page.inner_text("#resulttitle") == "Last game: 2ND=, -5"
    assert ann.page.inner_text("#resultshort") == ""
    assert ann.page.evaluate(HEAD_LINES) == 1  # (was 5, with its last pot's winner)
    assert ann.page.is_hidden("#resultbody")
    ann.shot("last-game-line", full=False)
    ann.page.click("#resulthead")  # opened, it says it whole
    assert (
        ann.page.inner_text("#resulttitle")
        == "Last game: Bo won Midnight Baseball \u00b7 you 2ND= of 3 people, -5"
    )
    assert ann.page.is_visible("#resultbody")
    ann.shot("last-game-open", full=False)
    ann.page.click("#resulthead")  # and folds to its line again
    assert ann.page.inner_text("#resulttitle") == "Last game: 2ND=, -5"
