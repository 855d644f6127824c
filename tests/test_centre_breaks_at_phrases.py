"""The table's centre breaks its words where a phrase ends, after a colon or a comma, at both TEXT
SIZEs: a host play-test read the party TV's 'BEAT CASEY: FULL' over 'HOUSE, KINGS OVER FOURS', and
why a lead beat broken as 'FLUSH BEATS STRAIGHT: WILD 3 =' over 'A'."""

from __future__ import annotations

import itertools
from fractions import Fraction

from game.felt import layout
from game.felt.centre_words import bet_line, centre_lines
from game.felt.phrase_wrap import phrase_wrap
from game.felt.table_model import TableModel
from game.telling.hints import Target

# what must be beaten, each phrase narrower than the large centre's line (21 letters)
TARGETS = [
    ("CASEY", "FULL HOUSE, KINGS OVER FOURS"),
    ("CASEY", "TWO PAIR, QUEENS, FIVES, KICKER 7"),
    ("BARTHOLOMEW F.", "THREE SEVENS, KICKERS K 5"),
    ("CPU 3", "FLUSH, ACE HIGH, KICKERS Q 9 4 2"),
    ("ANN", "PAIR OF ACES"),  # (one line: why it beat has the room under it)
]
BEATS = ["FLUSH BEATS STRAIGHT: WILD 3 = A", "KICKER: JACK BEATS TEN", "A-J BEATS A ALONE"]
COLUMNS = range(layout.LARGE.columns, layout.NORMAL.columns + 1)  # large, normal and between


def breaks_at_phrases(lines: list[str]) -> bool:
    """Every line but the last ends a phrase."""
    return all(line.endswith((":", ",")) for line in lines[:-1])


def test_what_must_be_beaten_and_why_break_only_where_a_phrase_ends():
    shown: set[int] = set()  # the widths where why a lead beat was said, under who leads
    for columns, (name, hand), beat in itertools.product(COLUMNS, TARGETS, BEATS):
        model = TableModel(no_peek=True)
        model.target = Target(name, hand)
        turning = centre_lines(model, hints=True, columns=columns)
        assert turning and breaks_at_phrases(turning), (columns, turning)
        model.round, model.level, model.beat = 2, Fraction(1), beat
        betting = centre_lines(model, hints=True, columns=columns)
        assert betting[0] == bet_line(model), betting
        said = betting[1:]
        assert all(len(line) <= columns for line in said), (columns, said)
        # who leads, then why it beat (where the centre has its lines), each broken at its phrases
        why = next((said[-k:] for k in range(1, len(said)) if " ".join(said[-k:]) == beat), [])
        assert breaks_at_phrases(said[: len(said) - len(why)]), (columns, said)
        assert breaks_at_phrases(why), (columns, said)
        if why:
            shown.add(columns)
    assert layout.NORMAL.columns in shown, shown  # (at large the centre's lines are the bet's and the lead's)


def test_a_phrase_wider_than_a_line_breaks_at_its_spaces_and_whole_phrases_share_a_line():
    assert phrase_wrap("BEAT CASEY: FULL HOUSE, KINGS OVER FOURS", 20) == [
        "BEAT CASEY:",
        "FULL HOUSE,",
        "KINGS OVER FOURS",
    ]
    assert phrase_wrap("CASEY LEADS: TWO PAIR, QUEENS, FIVES, KICKER 7", 30) == [
        "CASEY LEADS: TWO PAIR, QUEENS,",
        "FIVES, KICKER 7",
    ]
    assert phrase_wrap("BEAT MAXIMILIANA BELL: PAIR OF ACES", 16) == [
        "BEAT MAXIMILIANA",
        "BELL:",
        "PAIR OF ACES",
    ]
    assert phrase_wrap("A-J BEATS A ALONE", 21) == ["A-J BEATS A ALONE"]
