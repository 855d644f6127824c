"""A host play-test's phones at the party's end (390x844, tests/test_party_phone_playtest_e2e.py's
stand-in socket): the night's table read "Total S2 S3", S1's figures under the sticky Total column
(S1 at x=269, Total over 253-302) and nothing to scroll; with A+ it showed. Every session's column
is read whole at both text sizes, with many sessions and long names (the sessions scroll sideways
under the names and totals).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from typing import Any

import pytest
from test_party_phone_playtest_e2e import ledger, phone, play_state, served  # noqa: F401

pytestmark = pytest.mark.e2e

OVER = {"type": "party_over", "message": "The host has ended the party."}
LONG = {"Bo": "Maximiliana Bell", "Ace": "Bartholomew Fitz", "Zoë": "Anastasia Quinn"}  # 16 letters and near


def night(sessions: int, long: bool) -> dict[str, Any]:
    """Tonight's ledger after `sessions` sessions, the last still playing; with `long` names."""
    message = ledger(sessions)
    for line in message["lines"] if long else []:
        line["name"] = LONG.get(line["name"], line["name"])
    return message


def unread_heads(page: Any) -> list[str]:
    """The game heads ("G1"...) not seen whole: each scrolled into view in turn from the box's
    left end, as a guest swipes back to the first game (the ledger opens on the newest), its middle
    must be itself, not the sticky names or totals over it, and it must lie inside the ledger's box."""
    return page.evaluate(
        """() => {
          const box = document.getElementById("ledgerbox"), out = [];
          box.scrollLeft = 0;
          for (const th of [...document.querySelectorAll("#ledgertable tr:first-child th")].slice(2)) {
            th.scrollIntoView({ block: "nearest", inline: "nearest" });
            const r = th.getBoundingClientRect(), b = box.getBoundingClientRect();
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            if (hit !== th || r.left < b.left - 1 || r.right > b.right + 1) out.push(th.textContent);
          }
          return out;
        }"""
    )


@pytest.mark.parametrize(
    ("sessions", "long", "large"),
    [(3, False, False), (3, False, True), (6, False, False), (6, True, False), (6, True, True)],
)
def test_every_sessions_column_is_read_at_the_partys_end(phone, sessions, long, large):  # noqa: F811
    ann = phone(large=large)
    ann.sit()
    ann.feed(play_state(hand=3, actor=None))
    # the night's first ledger, one session: its names column as wide as the table leaves it
    ann.feed(night(1, long))
    ann.page.eval_on_selector("#ledger", "d => { d.open = true; }")
    ann.feed(night(sessions, long), OVER)  # the sessions since, then the party's end
    ann.page.wait_for_selector("#over:not([hidden])")
    heads = ann.page.eval_on_selector_all(
        "#ledgertable tr:first-child th", "ths => ths.map(th => th.textContent)"
    )
    assert heads == ["", "Total"] + [f"G{i + 1}" for i in range(sessions)]
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView()")
    ann.shot(f"end-{sessions}")
    assert unread_heads(ann.page) == []
    ann.shot(f"end-{sessions}-scrolled")


def test_the_newest_game_is_in_view_as_the_ledger_opens(phone):  # noqa: F811
    """A host play-test's guest read her +12 beside dashes only: her games, the night's last two, lay
    off the box's right edge with nothing saying so. Opened, the ledger shows its newest game."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=3, actor=None), night(6, True))
    ann.page.eval_on_selector("#ledger", "d => { d.open = true; }")
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView()")
    box = ann.box("#ledgerbox")
    wide = ann.page.eval_on_selector("#ledgerbox", "b => b.scrollWidth > b.clientWidth")
    last = ann.page.eval_on_selector(
        "#ledgertable tr:first-child th:last-child", "th => th.getBoundingClientRect().toJSON()"
    )
    assert wide and box["x"] - 1 <= last["x"] and last["right"] <= box["right"] + 1, (box, last)
