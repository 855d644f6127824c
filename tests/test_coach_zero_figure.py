"""A coach's figure of 0% says what it means first among its whys (game.felt.coach): a newcomer's
Midnight play-test read "0% YOU LEAD" beside their three jacks, Casey's two wilds and five cards
to turn being sure to beat them. The figure was right (every deal of Casey's cards beats three jacks:
any queen or better, a pair for four of a kind, or five ranks of 2-J with a straight among them);
the estimate plays every hand out, so a 0% pot is won only by the others folding. The next newcomer
did not see that first why either, and read "<1% HIGH CARD" with no reason: a figure under 1% says
why on the headline's own second line ("0% YOU LEAD" over "LEAD NOT SAFE")."""

from __future__ import annotations

from fractions import Fraction

import pygame
from test_coach_why import decisions, seats

import game.felt.coach as coach_module
from engine.bots.to_beat import Why
from engine.profile import load_profile
from engine.table import Table
from game.felt.coach import ONLY_FOLDS, Coach
from game.felt.coach_why import COLUMNS, behind, fits, hidden_line, piles_line
from game.platform import palette


def coach_at_first_decision(monkeypatch, chance: float) -> Coach:
    """The coach with its figure at your first decision in Midnight Baseball, its estimate `chance`."""
    monkeypatch.setattr(coach_module, "estimate", lambda view, seed=0: chance)
    table = Table(load_profile("midnight-baseball"), seats(3), 3)
    next(decisions(table))
    coach = Coach()
    for _ in range(2000):
        coach.refresh(table, 0)
        if coach.chance is not None:
            return coach
        pygame.time.wait(2)
    raise AssertionError("the coach never gave a figure")


def figure_and_why(monkeypatch, chance: float) -> tuple[float, list[str]]:
    """The coach's figure and whys at your first decision, its estimate `chance`."""
    coach = coach_at_first_decision(monkeypatch, chance)
    assert coach.chance is not None
    return coach.chance, coach.why


def test_a_zero_figure_says_first_that_only_folds_win_it(monkeypatch):
    monkeypatch.setattr(coach_module, "certain_loss", lambda view, reason: True)  # nothing can win it
    chance, why = figure_and_why(monkeypatch, 0.0)
    assert chance == 0 and why[0] == ONLY_FOLDS and fits(ONLY_FOLDS)


def test_a_zero_estimate_with_cards_to_come_is_not_said_to_be_lost(monkeypatch):
    """No sample of the coach's count won, but your first decision has cards still to come: some
    deal may win it (a newcomer's No Peek play-test saw "0% TO WIN 19" beside their leading row)."""
    coach = coach_at_first_decision(monkeypatch, 0.0)
    assert ONLY_FOLDS not in coach.why and coach.words()[0].startswith("<1% "), coach.words()


def test_a_figure_under_one_percent_is_not_said_to_be_lost(monkeypatch):
    chance, why = figure_and_why(monkeypatch, 0.004)  # shown "<1%"
    assert chance and ONLY_FOLDS not in why


def test_under_one_percent_the_headline_says_why_on_its_second_line():
    coach = Coach(clock=lambda: 0.0)
    coach.chance, coach.note, coach.reasons, coach.behind = 0.0, "", ["THEY: 8 LEFT"], piles_line(2)
    coach.leads, coach.piles = True, 2  # a No Peek lead: the others' piles to turn
    # may still beat it, never "0% YOU LEAD" (nor "THEY: 8 LEFT", read as the coach broken)
    assert coach.words() == ("<1% TO WIN\n2 MAY BEAT YOU", palette.LOSS)  # (some deal may win it)
    coach.leads, coach.chance = False, 0.003
    coach.reasons, coach.behind = ["YOU: HIGH CARD", "HIGH CARD"], "CASEY IS AHEAD"
    assert coach.words() == ("<1% TO WIN\nCASEY IS AHEAD", palette.LOSS)  # who is ahead
    coach.chance = 0.05  # a figure not under 1%: your hand ("5% HIGH CARD" read as a hand's name)
    assert coach.words() == ("5% TO WIN\nYOU: HIGH CARD", palette.LOSS)
    coach.chance, coach.reasons = (
        0.3,
        ["YOU: THREE OF A KIND", "THREE OF A KIND", "YOU: 3 OF A KIND", "3 OF A KIND"],
    )
    assert coach.words()[0] == "30% TO WIN\n3 OF A KIND"  # the fullest reason that fits


def test_facing_a_bet_the_figure_says_the_pot_and_the_price():
    """A newcomer worked out "1 to win 24" alone: facing a bet the coach says it, in the guided
    hand's words (a call pays 1 to win the 24 in the pot)."""
    coach = Coach(clock=lambda: 0.0)
    coach.chance, coach.note, coach.reasons = 0.46, "", ["9 LEFT TO TURN"]
    coach.price = (Fraction(1), Fraction(24))
    assert coach.words()[0] == "45% TO WIN 24\nCALL NEEDS 4%"  # (the price: on the CALL button)
    coach.chance, coach.price = 1.0, (Fraction(1, 2), Fraction(9, 2))  # a half is one character
    assert coach.words()[0] == "100% TO WIN 4½\nCALL NEEDS 10%"
    coach.price = (Fraction(1, 2), Fraction(27, 2))  # too long beside the figure: the pot left out
    assert coach.words()[0] == "100% TO WIN\nCALL NEEDS 4%"


def test_the_second_lines_reason_is_who_is_ahead_or_what_is_still_to_come():
    names = ["You", "Babe", "Casey", "Bartholomew"]
    # in the words of the line over any low figure (a Hold'em newcomer misread "TILL THEY TURN" and
    # "THEY HIDE MORE")
    assert behind(Why(ahead=True, to_turn=12), names, 3) == "3 MAY BEAT YOU"  # No Peek, your row leads
    assert behind(Why(ahead=True, hidden=3), names) == "THEIR 3 DOWN" == hidden_line(3)
    assert behind(Why(rival=2, category="pair"), names) == "CASEY IS AHEAD"
    assert behind(Why(rival=3, category="pair"), names) == "YOU ARE BEHIND"  # (BEHIND BARTHOLOMEW: 18)
    assert behind(Why(rival=3, category="pair"), ["You", "", "", "Satchel"]) == "BEHIND SATCHEL"
    assert behind(Why(), names) == ""  # nothing shown to beat
    assert all(len(line) <= COLUMNS for line in (piles_line(7), hidden_line(6), "YOU ARE BEHIND"))


def test_at_the_table_a_zero_figure_carries_its_reason_in_the_headline(monkeypatch):
    coach = coach_at_first_decision(monkeypatch, 0.0)
    figure, reason = coach.words()[0].split("\n")
    assert figure.startswith("<1% ") and reason == coach.behind and reason, coach.words()
    assert len(figure) <= COLUMNS and len(reason) <= COLUMNS
