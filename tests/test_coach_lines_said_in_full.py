"""Every short line the coach puts under its figure is said in full on the why's pages that follow it
(game.felt.coach_lines, issue 31): a newcomer's play-test read "THEIR 2 DOWN", "3 PILES TO GO" and
"CASEY BEATEN" beside 35% as riddles. Each line of every producer has its meaning, each page of it
whole on the coach's panel; a producer of lines (a `*_line` function) added without one fails here,
and so does any line a seeded pot's decisions show without one; at a decision the meaning of the
line shown is the first of the whys after the figure."""

from __future__ import annotations

import inspect

import pytest
from test_coach_says_what_changed import view_seen
from test_coach_says_your_pile_is_unseen import figures

from engine.bots.to_beat import Why
from engine.cards import parse_cards
from game.felt import coach_change, coach_why
from game.felt.coach import AGAINST, ONLY_FOLDS
from game.felt.coach_change import RIVAL, STILL_BEHIND, change, danger_line, made_line, missed, rival_line
from game.felt.coach_lines import meaning, with_meaning
from game.felt.coach_why import (
    COLUMNS,
    SHORT,
    behind,
    fits,
    helping_line,
    hidden_line,
    panel_lines,
    piles_line,
    still_to_turn,
    unseen_pile,
)

NAMES = ["You", "Babe", "Casey", "Satchel", "Bartholomew"]
ME = 0

# each producer of a line under the figure, by name, and lines it gives across its arguments
PRODUCERS = {
    "hidden_line": [hidden_line(count) for count in range(1, 22)],
    "piles_line": [piles_line(count) for count in range(1, 8)],
    "helping_line": [helping_line(outs, come) for outs in range(0, 41, 4) for come in range(1, 5)],
    "danger_line": [danger_line(name, wilds) for name in NAMES for wilds in range(5)],
    "rival_line": [rival_line(name, category, "") for name in NAMES for category in SHORT],
    "made_line": [made_line(category, (SHORT[category],)) for category in SHORT],
}
OTHER_LINES = [
    *(still_to_turn(players, cards) for players in range(1, 5) for cards in range(1, 30)),
    *(unseen_pile(left) for left in range(1, 10)),
    *(f"{left} LEFT TO TURN" for left in range(1, 10)),
    *(f"{left} YET TO TURN" for left in range(10, 16)),
    *(f"THEY: {left} LEFT" for left in range(1, 40)),
    "YOU LEAD",
    *(f"YOU: {SHORT[category]}" for category in SHORT if len(f"YOU: {SHORT[category]}") <= COLUMNS),
    *SHORT.values(),
    "ROYAL FLUSH",
    *(missed(parse_cards(cards), False) for cards in ("8h", "Ah", "Kd", "2c 3c")),
    missed(parse_cards("8h"), True),
    STILL_BEHIND,
    *(f"CALL NEEDS {need}%" for need in (1, 8, 17, 33, 50)),
]


def test_every_producer_of_a_line_is_covered_here():
    """A new `*_line` producer in the coach's modules fails until its lines are given here (and
    so must find their meaning below)."""
    producers = {
        name
        for module in (coach_why, coach_change)
        for name, _function in inspect.getmembers(module, inspect.isfunction)
        if name.endswith("_line") and inspect.getmodule(getattr(module, name)) is module
    }
    assert producers == set(PRODUCERS)


@pytest.mark.parametrize(
    "line", sorted({*(line for lines in PRODUCERS.values() for line in lines), *OTHER_LINES})
)
def test_each_line_has_its_meaning_whole_on_the_panel(line):
    said = meaning(line)
    assert said, line
    assert all(fits(page) for page in said), (line, said)
    # (a count never ends a line away from what it counts: "YOUR BEST: 3" over "OF A KIND")
    ends = [row.split()[-1] for page in said for row in panel_lines(page)]
    assert not any(end.isdigit() for end in ends), (line, said)


def test_who_went_and_who_is_ahead_have_their_meanings():
    """ "CASEY BEATEN" beside a figure that rose read as Casey beating someone: it is news, that Casey
    is out of the pot ("CASEY IS OUT"), said in full as struck out, one hand fewer to beat."""
    before = view_seen("Ah As", "pair", {1: ("pair", "Pair of 7s"), 2: ("pair", "Pair of 5s")}, {})
    gone = [
        change(before, view_seen("Ah As", "pair", {2: ("pair", "Pair of 5s")}, {1: word}), False, NAMES)
        for word in ("FOLDED", "BEATEN")
    ]
    gone.append(change(before, view_seen("Ah As", "pair", {}, {1: "BEATEN", 2: "BEATEN"}), False, NAMES))
    assert gone == ["BABE FOLDED", "BABE IS OUT", "2 ARE OUT"]
    assert meaning("BABE IS OUT") == ["BABE STRUCK OUT", "ONE HAND FEWER TO BEAT"]
    for name in NAMES:
        line = behind(Why(ahead=False, rival=NAMES.index(name)), NAMES)
        assert meaning(line) and all(fits(page) for page in meaning(line)), line
    assert meaning(f"{RIVAL} IMPROVED")


def decisions(profile: str, seed: int):
    """The coach at each of your decisions through a seeded pot, all playing calm, its figure
    waited for (test_coach_says_your_pile_is_unseen.figures)."""
    return (coach for _, coach in figures(profile, seed))


@pytest.mark.parametrize(
    ("profile", "seed"), [("baseball", 1), ("baseball", 5), ("night-baseball", 2), ("seven-card-stud", 3)]
)
def test_at_each_decision_the_line_shown_is_said_first_among_the_whys(profile, seed):
    """Whatever the figure, the line that would be under it has a meaning; the line shown is said
    first among the whys (after what the figure is counted against, and a 0%'s only folds)."""
    shown = 0
    for coach in decisions(profile, seed):
        for percent in (0, 5, 30, 60, 90):
            line = coach.second(percent)
            assert not line or meaning(line), (profile, seed, percent, line)
        if coach.chance is None:
            continue
        line = coach.words()[0].partition("\n")[2]
        said = meaning(line)
        whys = [page for page in coach.why if page not in (AGAINST, ONLY_FOLDS)]
        assert whys[: len(said)] == said, (line, coach.why)
        shown += bool(said)
    assert shown


def test_a_meaning_is_never_said_twice_in_the_whys():
    assert with_meaning(["YOUR 9 UNSEEN"], ["NOBODY HAS SEEN YOUR PILE", "X"]) == [
        "NOBODY HAS SEEN YOUR PILE",
        "X",
    ]
