"""The phone's offer of a name too long, cut to fit (game/party/wire/static/phone_name_cut.js), run
in node (Playwright's own): whole words only, then an initial, never ending on a small joining word.
A host play-test's "Bartholomew the Magnificent" (27 letters) was offered "Bartholomew the"."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from playwright._impl._driver import compute_driver_executable

from game.party.guest_protocol import MAX_NAME

SCRIPT = Path(__file__).resolve().parents[1] / "game/party/wire/static/phone_name_cut.js"
# the words phone_name_cut.js never ends a cut on
JOINING = {"the", "of", "and", "&", "a", "an", "von", "van", "vom", "zu", "de", "der", "den", "des"}
JOINING |= {
    "del",
    "della",
    "di",
    "da",
    "do",
    "dos",
    "du",
    "la",
    "le",
    "les",
    "y",
    "e",
    "ten",
    "ter",
    "af",
    "av",
}

# reads [name, most] a line, answers the cut a line: one node for the whole module
SERVE = """
const vm = require("vm"), fs = require("fs"), readline = require("readline");
const window = {};
vm.runInNewContext(fs.readFileSync(process.argv[1], "utf8"), { window });
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  const [name, most] = JSON.parse(line);
  process.stdout.write(JSON.stringify(window.NameCut(name, most)) + "\\n");
});
"""


@pytest.fixture(scope="module")
def node() -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [compute_driver_executable()[0], "-e", SERVE, str(SCRIPT)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    yield process
    process.stdin.close()  # type: ignore[union-attr]
    process.wait(timeout=10)


def cut(node: subprocess.Popen[str], name: str, most: int = MAX_NAME) -> str:
    assert node.stdin is not None and node.stdout is not None
    node.stdin.write(json.dumps([name, most]) + "\n")
    node.stdin.flush()
    answer: str = json.loads(node.stdout.readline())
    return answer


@pytest.mark.parametrize(
    ("name", "offered"),
    [
        ("Bartholomew the Magnificent", "Bartholomew M."),  # a host play-test: "Bartholomew the"
        ("Ludwig van Beethoven", "Ludwig B."),
        ("Maximiliana Featherstonehaugh", "Maximiliana F."),
        ("Mary Anne Featherstonehaugh", "Mary Anne F."),
        ("Wolfeschlegelsteinhausen", "Wolfeschlegelste"),  # one word longer than a name: to fit
        ("The Magnificent Bartholomew", "The Magnificent"),  # a small word first is the name's
        ("Anna of the Seven Seas Mariner", "Anna S."),
    ],
)
def test_a_long_name_is_offered_whole_words_and_an_initial(node, name, offered):
    assert cut(node, name) == offered


# names as the table keeps them (tv_letters.tv_name): words of letters, one space between
WORD = st.one_of(st.sampled_from(sorted(JOINING)), st.text("abcdeéxyzBDMZ'-", min_size=1, max_size=20))
NAME = st.lists(WORD, min_size=1, max_size=8).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(name=NAME, most=st.integers(4, 24))
@example(name="Bartholomew the Magnificent", most=MAX_NAME)
@example(name="de la de la de la de la", most=5)
def test_any_name_is_offered_a_cut_that_fits_and_ends_on_a_word_that_names(node, name, most):
    offered = cut(node, name, most)
    assert offered and len(offered) <= most and offered == offered.strip()
    words, given_words = offered.split(" "), name.split(" ")
    if len(name) <= most:
        assert offered == name
        return
    if len(words) > 1:  # the name's own words from its first, maybe an initial at the end
        assert words[-1].lower() not in JOINING
        whole = words[:-1] if words[-1].endswith(".") and words[-1] not in given_words else words
        assert whole == given_words[: len(whole)]
    else:  # its first word, cut to fit if it is longer than a name
        assert given_words[0].startswith(offered)
