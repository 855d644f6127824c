"""The phone names a guest's place as the TV's standings name it (PhoneWords.among and standing in
game/party/wire/static/phone_words.js, run in node, Playwright's own, against
game.felt.standings_view.placing_blocks, the TV's FINAL STANDINGS), over every set of places a table
of two to five people can give (competition places: a tie shares the higher place and the next
place skips, 1, 2, 2, 4). A host play-test's TV said "2ND= MAXIMILIANA F." while her phone said
"you finished joint last of 4 people"."""

from __future__ import annotations

import json
import subprocess
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest
from playwright._impl._driver import compute_driver_executable

from game.felt.standings_view import PEOPLE, placing_blocks
from game.play.host_facts import Placing

SCRIPT = Path(__file__).resolve().parents[1] / "game/party/wire/static/phone_words.js"
# reads [[function, place, places, options], ...] on stdin, answers the words for each
SAY = """
const vm = require("vm"), fs = require("fs");
const window = {};
vm.runInNewContext(fs.readFileSync(process.argv[1], "utf8"), { window });
const asked = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(asked.map(([fn, place, places, options]) => window.PhoneWords[fn](place, places, options))));
"""

Asked = tuple[str, int, list[int | None], dict[str, bool]]


def said(asked: list[Asked]) -> list[str]:
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


def tv_labels(places: list[int]) -> list[str]:
    """The place before each person's name on the TV's standings (a computer player among them)."""
    people = [Placing(seat, f"P{seat}", Fraction(-place), place, True) for seat, place in enumerate(places)]
    bot = Placing(len(places), "CPU", Fraction(0), None, False)
    blocks = dict(placing_blocks([*people, bot]))
    return [row[0] for row in blocks[PEOPLE]]


@pytest.mark.parametrize(
    ("place", "places", "options", "words"),
    [
        (2, [1, 2, 2, 2], {"people": True}, "joint 2nd of 4 people"),  # the play-test's "joint last of 4"
        (2, [1, 2, 2], {}, "joint 2nd of 3"),
        (2, [1, 2, 2], {"short": True}, "joint 2nd"),
        (3, [1, 1, 3], {}, "3rd of 3"),
        (1, [1, 1, 1], {"people": True}, "joint 1st of 3 people"),
        (3, [1, 2, 3, 3, None], {"people": True}, "joint 3rd of 4 people"),  # a bot is not ranked
        (1, [1], {"people": True}, "1st of 1 person"),
    ],
)
def test_a_place_reads_as_the_tv_places_it(place, places, options, words):
    assert said([("among", place, places, options)]) == [words]


def test_every_place_at_every_table_size_is_the_place_the_tv_names():
    asked: list[Asked] = []
    seen = []
    for n in range(2, 6):
        for places in place_sets(n):
            labels = tv_labels(places)
            for place, label in zip(places, labels, strict=True):
                asked.append(("among", place, [*places, None], {"people": True}))
                asked.append(("standing", place, places, {}))
                seen.append((places, n, label))
    words = said(asked)
    for (places, n, label), phone, listed in zip(seen, words[::2], words[1::2], strict=True):
        # the TV's "2ND=" is the phone's "joint 2nd", its "3RD" the phone's "3rd"
        tie = label.endswith("=")
        assert phone == ("joint " if tie else "") + label.rstrip("=").lower() + f" of {n} people", (
            places,
            label,
        )
        assert listed.upper() == label, (places, label)
