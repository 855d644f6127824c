"""A session award's line on the phone keeps its closing figure with the word before it, whatever
the figure: a net breaking an MVP tie is signed, maybe a mixed fraction ("TIED AT 1 POT, BEST NET
+7", "BEST NET +2 1/2"), and a 390 px phone broke "NET" from "+7" where only a bare number ("24 IN
POT 5") was kept. Each award line is laid out with names of every length, so the line breaks at
every place near its end. Fed through the stand-in socket of test_party_phone_playtest_e2e.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)
from test_party_phone_guest_8_e2e import TIED, TIED_SESSION
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e

DETAILS = [
    "TIED AT 1 POT, BEST NET +7",
    "TIED AT 2 POTS, BEST NET +2 1/2",
    "TIED AT 1 POT, BEST NET -1/2",
    "24 IN POT 5",
]

# each award row's lines, as the page lays it out: the words of each line box, top to bottom
LINES = """rows => rows.map(row => {
  const lines = [];
  const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const words = node.textContent.matchAll(/\\S+/g);
    for (const word of words) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const top = Math.round(range.getClientRects()[0].top);
      const last = lines[lines.length - 1];
      if (last && Math.abs(last.top - top) < 4) last.words.push(word[0]);
      else lines.push({top, words: [word[0]]});
    }
  }
  return lines.map(line => line.words.join(" "));
})"""


def laid_out(ann):
    """Each of DETAILS on an award row beside names of every length, so the
    line breaks at every place near its end: (the detail, its figure, the row's lines)."""
    for detail in DETAILS:
        for length in range(1, 33):
            name = ("Maximiliana Bell " * 3)[:length].strip()
            award = {"title": "MVP", "names": [name], "detail": detail}
            ann.feed({**RESULT, "standings": TIED, "session": TIED_SESSION, "session_awards": [award]})
            lines = ann.page.eval_on_selector_all("#result .award", LINES)[0]
            figure = detail.split("NET ")[-1] if "NET " in detail else detail.rsplit(" ", 1)[-1]
            yield figure, lines


@pytest.mark.parametrize("large", [False, True])
def test_an_award_lines_figure_stays_with_the_word_before_it(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    ann.feed(play_state(actor=None, hand=8))
    broken, wrapped = [], 0
    for figure, lines in laid_out(ann):
        wrapped += len(lines) > 1
        if not lines[-1].endswith(f" {figure}") or lines[-1] == figure:
            broken.append(lines)
    award = {"title": "MVP", "names": ["Maxi"], "detail": DETAILS[0]}  # (it broke before "+7")
    ann.feed({**RESULT, "standings": TIED, "session": TIED_SESSION, "session_awards": [award]})
    ann.shot("award-figure")
    assert wrapped > 10  # (the names were long enough to break the line near its end)
    assert broken == [], broken[:5]
