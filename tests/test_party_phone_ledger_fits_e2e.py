"""The phone's ledger at a party's end fits the phone: a guests' play-test at 390x844 read its heads
"Total 3", G3's head half under the sticky total, and G1-G3's figures cut at its edge. However many
games, however long the names, at 390 and 360 px, TEXT SIZE normal and large: every game's head in
view is whole, right of the totals and inside the box, the others wholly under the totals (a swipe
away), no two heads overlap; a swipe back brings the games before them whole too.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from typing import Any

import pytest
from test_party_phone_end_ledger_columns_e2e import OVER, night
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401

pytestmark = pytest.mark.e2e

PHONES = {390: {"width": 390, "height": 844}, 360: {"width": 360, "height": 740}}


def cut_heads(page: Any) -> list[str]:
    """Heads not read whole where they lie now: a game's head partly under the sticky totals or past
    the box's right edge, or any two heads in view overlapping."""
    return page.evaluate(
        """() => {
          const box = document.getElementById("ledgerbox").getBoundingClientRect(), out = [];
          const heads = [...document.querySelectorAll("#ledgertable tr:first-child th")];
          const edge = heads[1].getBoundingClientRect().right;  // the sticky total's right
          const shown = heads.slice(0, 2);
          for (const th of heads.slice(2)) {
            const r = th.getBoundingClientRect();
            if (r.right <= edge + 1 || r.left >= box.right - 1) continue;  // under the totals, or past the edge
            if (r.left < edge - 1 || r.right > box.right + 1) out.push(th.textContent);
            shown.push(th);
          }
          const text = shown.map((th) => {  // the words' own extent in each head
            const range = document.createRange();
            range.selectNodeContents(th);
            return [th.textContent, range.getBoundingClientRect()];
          }).filter(([words]) => words);
          text.forEach(([a, r], i) => text.slice(i + 1).forEach(([b, s]) => {
            if (r.right > s.left + 1 && s.right > r.left + 1) out.push(a + "/" + b);
          }));
          return out;
        }"""
    )


def games_in_view(page: Any) -> list[str]:
    return page.evaluate(
        """() => {
          const box = document.getElementById("ledgerbox").getBoundingClientRect();
          const heads = [...document.querySelectorAll("#ledgertable tr:first-child th")];
          const edge = heads[1].getBoundingClientRect().right;
          return heads.slice(2).map((th) => [th, th.getBoundingClientRect()])
            .filter(([, r]) => r.right > edge + 1 && r.left < box.right - 1).map(([th]) => th.textContent);
        }"""
    )


def swipe_back(page: Any) -> None:
    """A swipe to the older games, 3/5 of a game's column, over the figures, and let go (a wheel's:
    headless Chromium's synthetic touch gestures do not scroll the box)."""
    box = page.eval_on_selector("#ledgerbox", "b => b.getBoundingClientRect().toJSON()")
    column = page.eval_on_selector("#ledgertable th:last-child", "th => th.offsetWidth")
    page.mouse.move(box["right"] - 10, box["y"] + 40)
    page.mouse.wheel(-0.6 * column, 0)
    page.wait_for_timeout(600)  # the snap's own scroll


@pytest.mark.parametrize("width", [390, 360])
@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize(("sessions", "long"), [(3, False), (6, False), (6, True)])
def test_the_ledgers_heads_are_whole_at_the_partys_end(phone, width, large, sessions, long):  # noqa: F811
    ann = phone(large=large)
    ann.page.set_viewport_size(PHONES[width])
    ann.sit()
    ann.feed(play_state(hand=3, actor=None), night(sessions, long), OVER)
    ann.page.wait_for_selector("#over:not([hidden])")
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView()")
    ann.page.wait_for_timeout(200)
    ann.shot(f"{width}-{sessions}{'-long' if long else ''}", full=False)
    newest = games_in_view(ann.page)
    assert newest and newest[-1] == f"G{sessions}", newest
    assert cut_heads(ann.page) == [], newest
    seen = list(newest)
    while seen[0] != "G1":  # swiped back game by game to the first
        swipe_back(ann.page)
        now = games_in_view(ann.page)
        assert cut_heads(ann.page) == [], now
        assert now[0] < seen[0], (now, seen)  # an older game came into view
        seen = now
    ann.shot(f"{width}-{sessions}{'-long' if long else ''}-first", full=False)
