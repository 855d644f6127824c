"""No Peek's one-line target at TEXT SIZE large keeps a seat's short name whole: a host play-test
read 'BEAT CP…: PAIR OF J's' for CPU 3 on the party TV (21 letters a line)."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.centre_words import capitals_of, target_lines


@pytest.mark.parametrize("name", ["CPU 3", "ACE", "BARNEY"])
@pytest.mark.parametrize("hand", ["PAIR OF JACKS", "PAIR OF JACKS, KICKERS A 9", "TWO PAIR, KINGS AND FOURS"])
def test_a_short_name_is_whole_in_the_one_line_target_at_large(name, hand):
    columns = layout.LARGE.columns
    (line,) = target_lines(f"BEAT {name}: {hand}", columns, 1)
    assert line.startswith(f"BEAT {name}: ") and len(line) <= columns
    assert line.removeprefix(f"BEAT {name}: ") in capitals_of(hand)  # one of the hand's forms, not cut


def test_a_pair_keeps_of_where_the_line_has_room():
    (line,) = target_lines("BEAT ANN: PAIR OF JACKS", layout.LARGE.columns, 1)
    assert line == "BEAT ANN: PAIR OF J'S"


@pytest.mark.parametrize(
    "hand", ["FIVE OF A KIND, ACES", "QUEENS FULL OF FOURS", "QUEENS FULL OF 4S", "FOUR OF A KIND, KINGS"]
)
@pytest.mark.parametrize("name", ["CPU 3", "MAXIMILIAN"])
def test_only_a_pair_gives_up_its_of_in_the_one_line_target(name, hand):
    """A short name's line drops the "OF" of a pair ('PAIR Js'); it dropped any: 'FIVE A KIND',
    'QUEENS FULL FOURS' (found in review after b938618 gave the centre the seat's 'Qs FULL OF 4s')."""
    for columns in (layout.LARGE.columns, layout.LARGE.columns + 3):
        (line,) = target_lines(f"BEAT {name}: {hand}", columns, 1)
        assert " A KIND" not in line.replace(" OF A KIND", "") and "FULL " not in line.replace(
            "FULL OF ", ""
        ), line
