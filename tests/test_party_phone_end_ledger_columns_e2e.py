"""A host play-test's phones at the party's end (390x844, tests/test_party_phone_playtest_e2e.py's
stand-in socket): the night's table read "Total S2 S3", S1's figures under the sticky Total column
(S1 at x=269, Total over 253-302) and nothing to scroll; with A+ it showed. Every session's column
is read whole at both text sizes, with many sessions and long names (the sessions scroll sideways
under the names and totals).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from typing import Any

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401

pytestmark = pytest.mark.e2e

OVER = {"type": "party_over", "message": "The host has ended the party."}
NAMES = ["Host", "Sam", "Bartholomew F.", "Zoë Dice", "CPU 4"]
LONG = ["Maximiliana Bell", "Bartholomew Fitz", "Anastasia Quinn", "Ann", "CPU 5"]


def ledger(sessions: int, names: list[str]) -> dict[str, Any]:
    """Tonight's ledger after `sessions` sessions, the last still playing; this phone is the third line."""
    return {
        "type": "ledger",
        "sessions": [
            {"game": "Baseball", "started": f"0{i}:50", "pots": 3, "over": i < sessions - 1}
            for i in range(sessions)
        ],
        "lines": [
            {
                "name": name,
                "bot": name.startswith("CPU"),
                "nets": [None if (row + i) % 4 == 0 else f"-{row + i + 1}" for i in range(sessions)],
                "total": f"{15 - 6 * row}",
                "place": None if name.startswith("CPU") else row + 1,
                "you": row == 2,
            }
            for row, name in enumerate(names)
        ],
    }


def unread_heads(page: Any) -> list[str]:
    """The session heads ("S1"...) not seen whole: each scrolled into view in turn, its middle must
    be itself, not the sticky names or totals over it, and it must lie inside the ledger's box."""
    return page.evaluate(
        """() => {
          const box = document.getElementById("ledgerbox"), out = [];
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
    ("sessions", "names", "large"),
    [(3, NAMES, False), (3, NAMES, True), (6, NAMES, False), (6, LONG, False), (6, LONG, True)],
)
def test_every_sessions_column_is_read_at_the_partys_end(phone, sessions, names, large):  # noqa: F811
    ann = phone(large=large)
    ann.sit(2)
    ann.feed(play_state(hand=3, actor=None))
    # the night's first ledger, one session: its names column as wide as the table leaves it
    ann.feed(ledger(1, names))
    ann.page.eval_on_selector("#ledger", "d => { d.open = true; }")
    ann.feed(ledger(sessions, names), OVER)  # the sessions since, then the party's end
    ann.page.wait_for_selector("#over:not([hidden])")
    heads = ann.page.eval_on_selector_all(
        "#ledgertable tr:first-child th", "ths => ths.map(th => th.textContent)"
    )
    assert heads == ["", "Total"] + [f"S{i + 1}" for i in range(sessions)]
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView()")
    ann.shot(f"end-{sessions}")
    assert unread_heads(ann.page) == []
    ann.shot(f"end-{sessions}-scrolled")
