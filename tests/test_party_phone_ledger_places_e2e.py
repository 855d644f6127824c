"""Tonight's ledger on the phone says each person's place and keeps the bots apart, as the TV's
ledger does (the TV's own words, sent with each line: place_words.ledger_places): a host play-test's end page (390x844) listed "CPU 3 (bot) +34"
among the people's lines with nobody's place, where the TV read 1ST, 2ND, 3RD, 4TH and, under the
people, BOT CPU 3. Now every person's line starts with its place ("1ST", "3RD=" shared), a bot's
with "BOT" under the people's, set apart by a rule; nobody is placed when no pot was played. Each
place is read whole, clear of the totals, in normal text and with A+, long names and many
sessions. In a real browser fed the table's messages (tests/test_party_phone_playtest_e2e.py).
Run with `python -m pytest -m e2e`."""

from __future__ import annotations

from typing import Any

import pytest
from test_party_phone_end_ledger_columns_e2e import OVER
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401 (the fixtures)

from game.play.place_words import BOT, place_label

pytestmark = pytest.mark.e2e

# the play-test's night: the bot first among the lines as sent, to be set under the people
NIGHT = [
    ("CPU 3", None, "34"),
    ("Host", 1, "1"),
    ("Bartholomew Fitz", 2, "-10"),
    ("Zoë", 3, "-12"),
    ("Sam", 4, "-13"),
]

# each line of the table as read: its place, its name, whether a rule sets it apart over it, and
# whether its place lies whole inside the names' column, clear of the sticky total beside it
ROWS = """() => [...document.querySelectorAll('#ledgertable tr')].slice(1).map((tr) => {
  const place = tr.querySelector('.who .place'), total = tr.querySelector('.total').getBoundingClientRect();
  const p = place.getBoundingClientRect(), who = tr.querySelector('.who').getBoundingClientRect();
  return { place: place.textContent, name: tr.querySelector('.who .name').textContent,
           rule: parseFloat(getComputedStyle(tr.querySelector('td')).borderTopWidth) >= 2,
           whole: p.left >= who.left && p.right <= total.left && p.right <= who.right };
})"""


def night(sessions: int, pots: int = 3, tie: bool = False) -> dict[str, Any]:
    lines = []
    for name, place, total in NIGHT:
        place = 3 if tie and place == 4 else place  # Sam level with Zoë: both 3rd=
        nets = [total] + [None] * (sessions - 1)
        lines.append(
            {
                "name": name,
                "bot": place is None,
                "nets": nets,
                "total": total,
                "place": place,
                # as the room labels it: nobody placed when no pot was played
                "label": BOT if place is None else place_label(place, tie and place == 3) if pots else "",
                "you": name == "Zoë",
            }
        )
    sessions_played = [{"game": "Baseball", "started": "11:53", "pots": pots, "over": True}] * sessions
    return {"type": "ledger", "night": "2026-12-06", "sessions": sessions_played, "lines": lines}


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("sessions", [3, 6])
def test_the_ledger_says_each_persons_place_and_the_bots_apart(phone, large, sessions):  # noqa: F811
    zoe = phone(large=large, name="zoe")
    zoe.sit(seat=2)
    zoe.feed(play_state(hand=3, actor=None), night(sessions), OVER)
    zoe.page.wait_for_selector("#over:not([hidden])")
    zoe.page.eval_on_selector("#ledger", "d => d.scrollIntoView()")
    rows = zoe.page.evaluate(ROWS)
    zoe.shot(f"places-{sessions}", full=False)
    assert [(r["place"], r["name"]) for r in rows] == [
        ("1ST", "Host"),
        ("2ND", "Bartholomew Fitz"),
        ("3RD", "Zoë"),
        ("4TH", "Sam"),
        ("BOT", "CPU 3"),
    ]
    assert [r["rule"] for r in rows] == [False, False, False, False, True]  # the bot's line apart
    assert all(r["whole"] for r in rows), rows


def test_a_shared_place_is_marked_as_the_tvs_and_no_pot_played_places_nobody(phone):  # noqa: F811
    zoe = phone(name="zoe")
    zoe.sit(seat=2)
    zoe.feed(play_state(hand=3, actor=None), night(3, tie=True))
    assert [r["place"] for r in zoe.page.evaluate(ROWS)] == ["1ST", "2ND", "3RD=", "3RD=", "BOT"]
    zoe.feed(night(1, pots=0))  # a night the host ended before its first pot ended: nobody placed
    assert [r["place"] for r in zoe.page.evaluate(ROWS)] == ["", "", "", "", "BOT"]
