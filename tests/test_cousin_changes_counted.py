"""A stud variant's HOW TO PLAY opens "<game> is Baseball with N changes:" (game.telling.cousin_words
.changed_rules): the lines after it are its changes, one each, and N counts them. A newcomer's
play-test read "Baseball Hidden Fours is Baseball with two changes:" and could not find two: the
first line under it, a four face up's free card, is Baseball's own rule (Baseball adds only "a four
face down: nothing"). The games are read from the shipped profiles."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.profile import load_profile
from game.telling.cousin_words import changed_rules
from game.telling.hand_chart import rules_lines
from game.telling.rules_words import house_rules, plain_cousin

LISTED = [load_profile(path.stem) for path in sorted(Path("profiles").glob("*.yaml"))]
VARIANTS = [rules for rules in LISTED if changed_rules(rules, LISTED)]
COUNTS = {"one": 1, "two": 2, "three": 3}


def test_the_shipped_stud_variants_are_read():
    assert {"baseball-hidden-fours", "baseball-bring-in"} <= {rules.id for rules in VARIANTS}


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda rules: rules.id)
def test_the_lines_after_the_count_are_the_changes_one_each(rules):
    lines = changed_rules(rules, LISTED)
    plain = plain_cousin(rules, LISTED)
    assert plain is not None
    (head,) = [line for line in lines if line.startswith(f"{rules.name} is {plain.name} with ")]
    changes = lines[lines.index(head) + 1 :]
    word = head.removeprefix(f"{rules.name} is {plain.name} with ").split()[0]
    assert COUNTS[word] == len(changes), lines
    theirs = [line + "." for line in house_rules(plain)]
    for change in changes:  # none is the cousin's rule, whole or with its aside in brackets
        assert not any(said == change or said.startswith(change[:-1] + " (") for said in theirs), change
    assert rules_lines(rules, LISTED)[: len(lines)] == lines  # (said first on its HOW TO PLAY)


def test_hidden_fours_has_one_change_the_hidden_four_its_free_card_said_as_baseballs():
    hidden = next(rules for rules in LISTED if rules.id == "baseball-hidden-fours")
    assert changed_rules(hidden, LISTED) == [
        "As in Baseball, a four face up earns a free card, face up at once.",
        "Baseball Hidden Fours is Baseball with one change:",
        "A hidden four may be shown for the same.",
    ]
