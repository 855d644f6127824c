"""How the phone says where a guest stands among the people (PhoneWords.among in
game/party/wire/static/phone_words.js), run in node (Playwright's own) over every set of places a
table of two to five people can give (competition places: a tie shares the higher place and the
next place skips, 1, 2, 2, 4). A guest play-test read "joint 2nd of 3" for two people sharing last
place of three, as if someone were behind them."""

from __future__ import annotations

import json
import subprocess
from itertools import product
from pathlib import Path

import pytest
from playwright._impl._driver import compute_driver_executable

SCRIPT = Path(__file__).resolve().parents[1] / "game/party/wire/static/phone_words.js"
# reads [[place, places, options], ...] on stdin, answers the words for each
SAY = """
const vm = require("vm"), fs = require("fs");
const window = {};
vm.runInNewContext(fs.readFileSync(process.argv[1], "utf8"), { window });
const asked = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(asked.map(([place, places, options]) => window.PhoneWords.among(place, places, options))));
"""


def said(asked: list[tuple[int, list[int | None], dict[str, bool]]]) -> list[str]:
    out = subprocess.run(
        [compute_driver_executable()[0], "-e", SAY, str(SCRIPT)],
        input=json.dumps(asked),
        capture_output=True,
        text=True,
        check=True,
    )
    words: list[str] = json.loads(out.stdout)
    return words


def place_sets(n: int) -> list[list[int]]:
    """Every way `n` people can be placed: from their totals' order, each next one tied or behind."""
    sets = []
    for behind in product([False, True], repeat=n - 1):
        places = [1]
        for i, apart in enumerate(behind, start=2):
            places.append(i if apart else places[-1])
        sets.append(places)
    return sets


@pytest.mark.parametrize(
    ("place", "places", "options", "words"),
    [
        (2, [1, 2, 2], {}, "joint last of 3"),  # the play-test's "joint 2nd of 3"
        (2, [1, 2, 2], {"people": True}, "joint last of 3 people"),
        (2, [1, 2, 2], {"short": True}, "joint last"),
        (1, [1, 1, 3], {}, "joint 1st of 3"),
        (3, [1, 1, 3], {}, "3rd of 3"),
        (2, [1, 2, 2, 4], {"people": True}, "joint 2nd of 4 people"),
        (1, [1, 1, 1], {"people": True}, "level with the other 2 people"),
        (1, [1, 1], {"people": True}, "level with the other person"),
        (1, [1, 1], {"short": True}, "level"),
        (3, [1, 2, 3, 3, None], {"people": True}, "joint last of 4 people"),  # a bot is not ranked
        (1, [1], {"people": True}, "1st of 1 person"),
    ],
)
def test_a_place_reads_plainly(place, places, options, words):
    assert said([(place, places, options)]) == [words]


def test_every_tie_at_every_table_size_says_joint_last_or_level_and_never_a_place_below_it():
    asked, seen = [], []
    for n in range(2, 6):
        for places in place_sets(n):
            for place in sorted(set(places)):
                asked.append((place, places, {"people": True}))
                seen.append((place, places))
    for (place, places), words in zip(seen, said(asked), strict=True):
        n, ties = len(places), places.count(place)
        last = max(places) == place
        if ties == n:
            assert words == f"level with the other {'person' if n == 2 else f'{n - 1} people'}"
        elif ties > 1:
            assert words == f"joint {'last' if last else ordinal(place)} of {n} people", (places, place)
        else:
            assert words == f"{ordinal(place)} of {n} people", (places, place)


def ordinal(n: int) -> str:
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th') }"
