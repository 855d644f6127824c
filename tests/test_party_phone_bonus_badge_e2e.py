"""A four's bonus card's "+" hides nothing on a 390 px phone (a host play-test: the orange tag in
its lower left covered a small card's suit pip, the roster's and a long row's): it sits on the
card's top right corner, half off the card, over no rank nor suit of its own card or the next, in
your row and the table's, with a 10, with many cards, in normal text and with A+. In a real browser
fed the table's messages (tests/test_party_phone_playtest_e2e.py). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, player, served  # noqa: F401 (the fixtures)

pytestmark = pytest.mark.e2e

# every bonus card's "+" (its ::after, placed from its card's box) against each rank and suit drawn
COVERED = """() => {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const marks = [...document.querySelectorAll('.card.bonus')].map((card) => {
    const box = card.getBoundingClientRect(), after = getComputedStyle(card, '::after');
    const right = box.right - parseFloat(after.right), top = box.top + parseFloat(after.top);
    return { card: card.getAttribute('aria-label'), left: right - parseFloat(after.width), right, top,
             bottom: top + parseFloat(after.height) };
  });
  const glyphs = [...document.querySelectorAll('.card:not(.back) > span')].filter((s) => s.offsetParent)
    .map((s) => ({ what: s.parentElement.getAttribute('aria-label') + ' ' + s.textContent, box: s.getBoundingClientRect() }));
  const hit = [];
  for (const m of marks) {
    if (m.left < 0 || m.right > innerWidth) hit.push(m.card + ' off the screen');
    for (const g of glyphs) {
      const b = g.box;
      if (m.left < b.right && b.left < m.right && m.top < b.bottom && b.top < m.bottom) hit.push(m.card + ' over ' + g.what);
    }
  }
  return [marks.length, hit];
}"""


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize(
    "up", [["4h", "Ts", "9s"], ["4h", "Kd", "4c", "Ts", "Qh", "7c", "Jd", "9s", "8h", "6d"]]
)
def test_a_bonus_cards_plus_hides_no_rank_nor_suit(phone, large, up):  # noqa: F811
    ann = phone(large=large)
    ann.sit()
    bonus = ["Ts", "7c"]
    players = [
        player(0, up=up, bonus=bonus, down=3),
        player(1, up=["4c", "Qh", "Td", "Jd", "4s", "2h", "Ts"], bonus=["Td", "Ts"], down=2),
        player(2),
        player(3),
    ]
    you = {**play_state()["you"], "hidden": [], "pile": 3, "best": "King high"}
    ann.feed(play_state(flow="no_peek", players=players, you=you))
    marks, hit = ann.page.evaluate(COVERED)
    ann.shot(f"bonus-{len(up)}", full=True)
    assert marks == 2 * (2 if "7c" in up else 1) + 2 and hit == [], hit
