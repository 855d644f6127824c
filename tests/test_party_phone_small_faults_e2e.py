"""Two of the party's small faults on the guest's phone (issue 31, host and guest play-tests), at
390x844 in a real browser (Debian's chromium under Playwright), fed the table's messages through
the stand-in socket of test_party_phone_playtest_e2e:

- while cards are turned or hands shown and nobody is to act, the heading says what is happening
  ("Bo is turning cards"); it said nothing;
- Leave tapped on your own turn asks in one short line, LEAVE or STAY, saying your turn goes on if
  you stay (a paragraph was read while the clock ran).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import bet_turn, phone, play_state, served  # noqa: F401

pytestmark = pytest.mark.e2e

# how many lines an element's words take
LINES = """e => { const r = document.createRange(); r.selectNodeContents(e);
  return new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size; }"""


def test_the_heading_says_what_the_tv_shows_while_nobody_acts(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    for doing, said in (
        ({"seat": 1, "what": "turn"}, "Bo is turning cards"),
        ({"seat": 0, "what": "turn"}, "You are turning cards"),
        ({"seat": None, "what": "showdown"}, "Showdown: hands are shown"),
        ({"seat": 2, "what": "bet"}, "Zoë bets"),
        ({"seat": None, "what": "deal"}, "Dealing"),
    ):
        ann.feed(play_state(flow="no_peek", actor=None, doing=doing))
        assert ann.page.inner_text("#who") == said
        if doing["what"] == "turn" and doing["seat"] == 1:
            ann.shot("heading-turning")
    ann.feed(play_state(actor=1, doing=None))  # someone to act: as before
    assert ann.page.inner_text("#who") == "Bo to act"


@pytest.mark.parametrize("large", [False, True])
def test_leave_on_your_own_turn_asks_in_one_line_and_stay_keeps_the_turn(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    state = play_state(actor=0)
    ann.feed(state, {**bet_turn(), "turn": state["turn"], "seconds": 30})
    ann.page.wait_for_selector("#decide:not([hidden])")
    ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    ann.page.click("#leave2")
    ask = ann.page.wait_for_selector(".leaveask")
    asked = ask.inner_text().split("\n")
    assert asked[0] == "Your turn goes on if you stay." and asked[-2:] == ["LEAVE", "STAY"]
    assert ann.page.eval_on_selector(".leaveask span", LINES) == 1  # one line, at both text sizes
    assert ann.box(".leaveask")["width"] <= 390
    ann.shot("leave-on-your-turn")
    ann.page.click(".leaveask .leavestay")
    assert ann.page.query_selector(".leaveask") is None
    assert ann.page.inner_text("#leave2") == "Leave the seat"
    assert not any(m.get("type") == "leave" for m in ann.sent())
    assert ann.page.is_visible("#decide")  # the turn goes on
    ann.page.click("#leave2")
    ann.page.click(".leaveask .leavego")
    assert any(m.get("type") == "leave" for m in ann.sent())
