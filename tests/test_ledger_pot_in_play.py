"""While a pot is in play, the TV's ledger says at once why its nets are not the plates': a host
play-test read MAXIMILIANA +6 and SAM -2 where the table's plates said +5 and -3 (the pot's ante and
bets in), and only a small grey NOW: BEFORE THIS POT at the ledger's foot said why. The ledger
keeps counting the pots played out (a pot in play is nobody's yet: ended now, it goes back), so it
still adds up to 0; the line stands in yellow right under the people's lines, before any note."""

from __future__ import annotations

from fractions import Fraction

import pygame

from game.felt import ledger_view
from game.platform import palette
from game.play.ledger import Ledger, Person, session_nets

PEOPLE = [
    Person("phone:max", "Maximiliana B.", False),
    Person("phone:sam", "Sam", False),
    Person("phone:jo", "Jo", False),
    Person("bot:cpu 3", "CPU 3", True),
]
NETS = [
    ("phone:max", Fraction(6)),
    ("phone:sam", Fraction(-2)),
    ("phone:jo", Fraction(-2)),
    ("bot:cpu 3", Fraction(-2)),
]


class Said:
    """A Text that keeps what is drawn, where and in what colour."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, int, tuple]] = []

    def draw(self, canvas, line, at, size, colour, **kwargs) -> None:
        self.lines.append((line, at[1], tuple(colour)))


def drawn(before_pot: bool) -> list[tuple[str, int, tuple]]:
    night = Ledger("2026-12-05").recorded(
        session_nets("party-221600-TTTW-1", "Baseball", "2026-12-05T22:16", 3, False, NETS), PEOPLE
    )
    assert sum(line.total for line in night.lines()) == 0
    said = Said()
    ledger_view.draw_night(pygame.Surface((960, 540)), said, night, 8, before_pot=before_pot)
    return said.lines


def test_a_pot_in_play_is_said_in_yellow_right_under_the_lines():
    lines = drawn(before_pot=True)
    (words, y, colour) = next(line for line in lines if line[0] == ledger_view.BEFORE_POT)
    assert colour == tuple(palette.YELLOW)
    last = max(at for text, at, _ in lines if text == "CPU 3")
    assert y == last + ledger_view.ROW_H + 4  # the first line under the people's
    assert "ANTES AND BETS" in words and len(words) <= ledger_view.NOTE_COLUMNS


def test_between_pots_it_is_not_said():
    assert ledger_view.BEFORE_POT not in [text for text, _, _ in drawn(before_pot=False)]


def test_the_game_in_plays_column_says_the_pots_it_counts_while_one_is_played():
    """The column's head says what its nets are, beside the table's HAND 4 OF 8 whose plates count
    pot 4's antes: a host doubted the ledger (the yellow line under it said why, far from the
    figures). 3 POTS under BASEBALL, where IN PLAY stands between pots."""
    during = [text for text, _, _ in drawn(before_pot=True)]
    assert "3 POTS" in during and ledger_view.IN_PLAY not in during
    between = [text for text, _, _ in drawn(before_pot=False)]
    assert ledger_view.IN_PLAY in between and "3 POTS" not in between
    assert ledger_view.pots_counted(1) == "1 POT"
    assert len(ledger_view.pots_counted(999)) <= ledger_view.HEAD_COLUMNS
