"""The checks after a lead's own, counted where the log is short, say that people checked: a
newcomer read "Dizzy leads, 2 checks" and asked "2 checks of what?". Where it fits the count says
they are others ("Dizzy leads, 1 other checks"), at its fewest who checked, the lead too ("Dizzy
leads, 2 check")."""

from __future__ import annotations

import re

from game.felt.log_forms import fewer_words
from game.felt.log_runs import in_fewer_lines

NAMES = ("You", "Dizzy", "Casey", "Yogi")
NOUN = re.compile(r"\d+ checks$")  # "2 checks": a count of checks, not of who checked


def test_the_leads_forms_count_people():
    forms = fewer_words("Dizzy leads: 3 turned, checks, Casey and Yogi check")
    assert forms[2:] == ["Dizzy leads, 2 others check", "Dizzy leads, 3 check"], forms
    assert fewer_words("Dizzy leads: 3 turned, checks, Casey checks")[2] == "Dizzy leads, 1 other checks"
    assert not any(NOUN.search(form) for form in forms), forms


def test_the_runs_count_others_where_that_fits():
    """The solo log's moves since yours (log_runs), its lines `wide` letters at most."""
    moves = ["You call 1", "Dizzy turns Q\u2660", "Dizzy opens the betting: best showing"]
    moves += ["Dizzy checks", "Casey checks", "Yogi bets 1"]
    for wide, lead in ((27, "Dizzy leads, 1 other checks"), (22, "Dizzy leads, 2 check")):

        def fits(lines: list[str], start: int, wide: int = wide) -> bool:
            return len(lines) - start <= 2 and all(len(line) <= wide for line in lines[start:])

        told = in_fewer_lines(moves, 1, fits, NAMES)
        assert told[1:] == [lead, "Yogi bets 1"], told
