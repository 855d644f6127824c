"""A hand of many cards on a 390 px phone, in a real browser (Debian's headless chromium, fed a
party's own messages, the hand made long, through the page's socket:
tests/test_party_phone_playtest_e2e.py). A host play-test's Baseball hand of 11 (fours each bring a
card) ran off the phone's row; every card stays in the row, whole, its rank unclipped, in normal
text and with A+. Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from browser_support import preferred
from party_support import Party
from test_party_phone_playtest_e2e import phone, served  # noqa: F401 (the fixtures)

pytestmark = pytest.mark.e2e
GUEST = 1
UP = ["4h", "4c", "9d", "3s", "Kh", "Qd", "Jc", "Ts", "8h", "7d", "6c", "5c"]
DOWN = ["As", "2d", "Td"]
# every card of the row inside it, and none whose rank or suit its narrowing cut
CLIPPED = """() => {
  const row = document.getElementById('mycards').getBoundingClientRect();
  return [...document.querySelectorAll('#mycards .card')].filter((card) => {
    const box = card.getBoundingClientRect();
    return box.left < row.left - 0.5 || box.right > row.right + 0.5 || card.scrollWidth > card.clientWidth;
  }).map((card) => card.textContent);
}"""


def long_hand(state: dict[str, Any], up: int) -> dict[str, Any]:
    """`state` with the guest holding three face-down cards and `up` face up."""
    long = copy.deepcopy(state)
    seat = long["you"]["seat"]
    row = long["players"][seat]
    row.update({"up": UP[:up], "down": len(DOWN), "in": True})
    long["you"].update({"hidden": DOWN, "in": True})
    return long


@pytest.mark.parametrize("large", [False, True])
def test_every_card_of_a_long_hand_is_in_the_row_and_whole(phone, tmp_path, large):  # noqa: F811
    party = Party("baseball", seats=3)
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    inbox = party.inbox[GUEST]
    party.play_until(lambda: any(m["type"] == "your_turn" for m in inbox), preferred)
    last = max(i for i, m in enumerate(inbox) if m["type"] == "state" and m["phase"] == "play")
    ann = phone(large=large)
    ann.feed(*inbox[: last + 1])
    for up in (8, 9, 10):  # 11 to 13 cards
        ann.feed(long_hand(inbox[last], up))
        assert ann.page.eval_on_selector_all("#mycards .card", "cards => cards.length") == up + 3
        ann.page.screenshot(path=str(tmp_path / f"cards-{up + 3}{'-large' if large else ''}.png"))
        assert ann.page.evaluate(CLIPPED) == [], (up + 3, large)
        assert ann.page.evaluate("document.documentElement.scrollWidth") <= 390
