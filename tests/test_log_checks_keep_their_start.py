"""Checks told together keep their start in the log: where the line is short, the names after the
first ones are counted last ("Ann, Babe and 2 more check", then "Ann and 3 more check", "Ann +3 more
check"), never the first names dropped for an opening "…". A host's play-test read "\u2026and Maximiliana F. check" on the party TV's
log: who checked first was cut off and the line opened on a cut."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.log_forms import fewer_words
from game.felt.log_lines import ELLIPSIS, log_lines, with_bet_faced
from game.telling.check_runs import checks_line

GUESTS = ("Ann", "Maximiliana F.", "Bartholomew K.", "Babe", "Christabella", "Yogi")


def test_the_fewer_forms_count_the_names_after_the_first():
    line = checks_line(["BARTHOLOMEW", "Casey", "Yogi", "Babe"])
    assert fewer_words(line)[1:] == [
        "BARTHOLOMEW, Casey and 2 more check",
        "BARTHOLOMEW and 3 more check",
        "BARTHOLOMEW +3 more check",
    ]
    assert fewer_words("Casey and you check")[1:] == ["Casey +1 more check"]


def test_the_count_comes_last_never_between_names():
    """A host's party TV read "Marcus, Player 1 +2 more and Zo\u00eb check": the count after Player 1
    read as if Player 1 were three people. Every name a form says comes before its count."""
    line = checks_line(["Marcus", "Player 1", "Ann", "Bob", "Zo\u00eb"])
    forms = fewer_words(line)[1:]
    assert forms[:2] == ["Marcus, Player 1, Ann and 2 more check", "Marcus, Player 1 and 3 more check"]
    assert all(form.endswith(" more check") for form in forms), forms


@pytest.mark.parametrize("places", layout.LAYOUTS.values(), ids=layout.LAYOUTS.keys())
@pytest.mark.parametrize("most", [1, 2])
@pytest.mark.parametrize("count", [2, 3, 4, 6])
def test_the_party_tvs_checks_line_keeps_its_start(places, most, count):
    """Long guest names on the party TV's log (no seat named You): the checks line opens on the
    first to check, whole or cut at its end, never on "…"; at two lines or more it is whole or
    wrapped whole where it fits."""
    who = list(GUESTS[:count])
    checks = checks_line(who)
    for faced in ("", "Yogi bets 1"):
        pinned, lines = with_bet_faced(
            ["Ann bets 1", "Babe calls 1", checks], faced, places.log_columns, most
        )
        shown = [line for line, latest in lines if latest]
        assert shown, (checks, lines)
        assert not shown[0].startswith(ELLIPSIS), shown
        assert shown[0].startswith(who[0][:2]), shown
        if len(lines) + len(pinned) > 1 and len(checks) <= places.log_columns:
            assert shown == [checks], shown


def test_the_play_tests_line_at_one_short_line():
    checks = checks_line(["Ann", "Babe", "Maximiliana F."])
    lines = [line for line, _ in log_lines([checks], 22, 1)]
    assert lines == ["Ann and 2 more check"], lines
