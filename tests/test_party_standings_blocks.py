"""A party's final standings read plainly: the people placed under PEOPLE, the computer players
under COMPUTER PLAYERS in a block of their own, and the awards under AWARDS (they go to the people:
tests/test_awards_go_to_people.py). A host play-test's TV ranked three people 1ST to 3RD with 'CPU 4
computer player +17' unplaced at the bottom, then 'MVP CPU 4 4 POTS WON' with no word why."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_support import record_text

from engine.profile import load_profile
from game.felt.standings_view import AWARDS as AWARDS_HEADING
from game.felt.standings_view import COMPUTERS, PEOPLE
from game.platform.display import SAFE
from game.play.host_facts import Placing, SessionDone
from game.screens.menu_page import FOOTER_Y
from game.screens.party_between import BetweenSessions
from game.telling.session_awards import SessionAward

AWARDS = (  # the people's, CPU 4 beside those it did better at
    SessionAward("BIGGEST POT", (1,), "5 IN POT 2", ("Sam",), ("CPU 4",)),
    SessionAward("BEST HAND", (2,), "FOUR QUEENS", ("Jo",), ("CPU 4",)),
    SessionAward("MOST WILDS", (0,), "14 WILD CARDS", ("Maximiliana B.",)),
    SessionAward("MVP", (1,), "1 POT WON", ("Sam",), ("CPU 4",)),
)
PLAY_TEST = (  # the play-test's Dealer's Choice session, as the table host placed it
    Placing(0, "Maximiliana B.", Fraction(1), 1, True),
    Placing(2, "Jo", Fraction(-7), 2, True),
    Placing(1, "Sam", Fraction(-11), 3, True),
    Placing(3, "CPU 4", Fraction(17), None, False),
)
SEVEN_AND_ONE = (
    *(Placing(s, f"Guest {s}", Fraction(-s), s + 1, True) for s in range(7)),
    Placing(7, "CPU 8", Fraction(21), None, False),
)


def drawn(app, monkeypatch, people) -> list:
    between = BetweenSessions(app.text)
    between.show(SessionDone((), AWARDS, people), None)
    with monkeypatch.context() as patch:
        said = record_text(app, patch)
        between.draw_standings(
            app.display.canvas, load_profile("dealers-choice"), paused=False, coming="Baseball"
        )
    return said


def top(said, words: str) -> int:
    return next(rect.top for text, rect in said if text == words)


def test_the_play_tests_standings_come_in_blocks_under_headings(app, monkeypatch):
    said = drawn(app, monkeypatch, PLAY_TEST)
    # PEOPLE over 1ST .. 3RD; COMPUTER PLAYERS under them, over CPU 4; the awards' heading under it
    assert top(said, PEOPLE) < top(said, "1ST") < top(said, "3RD") < top(said, COMPUTERS) < top(said, "CPU 4")
    assert top(said, "CPU 4") < top(said, AWARDS_HEADING) < top(said, "BIGGEST POT") < top(said, "MVP")
    words = [text for text, _ in said]
    assert "computer player" not in words and "4TH" not in words
    row = [text for text, rect in said if rect.top == top(said, "CPU 4")]
    assert row == ["", "CPU 4", "+17"]  # no place: the bot is not ranked among the people


@pytest.mark.parametrize(
    "people", [PLAY_TEST, SEVEN_AND_ONE, PLAY_TEST[:3]], ids=["play-test", "8 seats", "no bot"]
)
def test_every_line_is_whole_and_clear_above_the_keys(app, monkeypatch, people):
    said = drawn(app, monkeypatch, people)
    shown = [(text, rect) for text, rect in said if text]
    assert "MVP" in [text for text, _ in shown], "every award in the room the page has"
    for index, (text, rect) in enumerate(shown):
        assert SAFE.contains(rect), text
        assert not any(rect.colliderect(other) for _, other in shown[index + 1 :]), text
        assert rect.bottom <= FOOTER_Y or text.startswith(("TONIGHT'S LEDGER", "NEXT GAME")), text
    headings = {text for text, _ in shown} & {PEOPLE, COMPUTERS, AWARDS_HEADING}
    assert headings == (
        {PEOPLE, COMPUTERS, AWARDS_HEADING} if people[-1].person is False else {PEOPLE, AWARDS_HEADING}
    )
