"""The coach's figure, its colour and a guided hand's tip say one judgement (game.felt.coach_odds):
a Hold'em newcomer's play-test saw "18% TO WIN 11" over "IF YOU CALL 1" drawn red (a call needing
1/12, 8%, is a good one), "Tip: no pair: fold is fair" beside 33% at an 11% break-even, and "0% TO
WIN 19" beside their leading No Peek row (no sample of the coach's count won; some deals do)."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

from test_coach_why import CALM, NAMES, decisions, seats

from engine.actions import Action, FlowDecision
from engine.bots import reading
from engine.bots.equity import equity
from engine.bots.to_beat import why
from engine.cards import parse_cards
from engine.profile import load_profile
from engine.table import Table
from game.felt.coach import Coach, certain_loss, estimate, figure_words, price
from game.felt.coach_change import Seen, change
from game.felt.coach_estimate import shown_percent
from game.felt.coach_odds import CLOSE, COLOURS, GOOD, POOR, RAISE, RAISE_FROM, as_shown, percent, verdict
from game.felt.coach_why import COLUMNS
from game.felt.guide_tips import decision_tip
from game.platform import palette


def test_the_play_tests_call_is_green_with_the_chance_it_needs_beside_it():
    coach = Coach(clock=lambda: 0.0)
    coach.chance, coach.note, coach.reasons, coach.price = (
        0.18,
        "",
        ["YOU: PAIR"],
        (Fraction(1), Fraction(11)),
    )
    assert coach.words() == ("18% TO WIN 11\nCALL NEEDS 8%", palette.GAIN)  # 1 / (11 + 1)
    coach.chance = 0.09
    assert coach.words()[1] == palette.YELLOW  # near the 8% it needs
    coach.chance = 0.03
    assert coach.words()[1] == palette.LOSS  # well under it
    coach.price = (Fraction(1, 2), Fraction(9, 2))
    assert coach.words()[0].split("\n")[1] == "CALL NEEDS 10%"  # 1/2 / (9/2 + 1/2)


def test_with_nothing_to_call_the_colour_says_how_strong_you_are():
    assert [verdict(chance, Fraction(0), Fraction(10)) for chance in (0.6, 0.3, 0.1)] == [GOOD, CLOSE, POOR]
    assert verdict(0.33, Fraction(1), Fraction(8)) == GOOD  # the play-test's tip: 33% at 11%
    assert verdict(0.10, Fraction(1), Fraction(8)) == CLOSE
    assert verdict(0.05, Fraction(1), Fraction(8)) == POOR
    assert verdict(0.034, Fraction(1), Fraction(15)) == POOR  # "3%" against 6%: half what it needs


def bet_decisions(profile: str, seeds: range):
    """The view at every betting decision of seat 0 over the tables' first pots, the others
    betting at random half the time they may, you calling."""
    for table_seed in seeds:
        table, rng = Table(load_profile(profile), seats(4), table_seed), random.Random(table_seed)
        for _ in range(400):
            legal = table.legal_actions()
            if legal is None or table.is_over or table.hand.number > 1:
                break
            if legal.seat == 0 and legal.decision == FlowDecision.BET:
                yield table.view(0)
            raises = [kind for kind in ("bet", "raise") if kind in legal.kinds and legal.seat != 0]
            kind = raises[0] if raises and rng.random() < 0.5 else next(k for k in CALM if k in legal.kinds)
            table.apply(Action(legal.seat, kind))


def test_the_tip_and_the_coachs_colour_agree_with_the_figure_against_the_break_even():
    """Over many seeded decisions of Baseball and Night Baseball: the tip's advice and the panel's
    colour each follow the chance against the price, counted here from the view's own pot and call,
    both as the panel shows them (coach_odds.as_shown)."""
    facing = free = 0
    for profile in ("baseball", "night-baseball"):
        for view in bet_decisions(profile, range(1, 12)):
            chance = estimate(view)
            advice = decision_tip(view, chance, figures=True)
            assert advice is not None
            tip = advice.words
            coach = Coach(clock=lambda: 0.0)
            coach.chance, coach.note, coach.price = chance, "", price(view)
            coach.lost = certain_loss(view, why(view))
            colour = coach.words()[1]
            shown = as_shown(shown_percent(chance))
            assert len(tip) <= 27 or tip.endswith(", but call to learn"), tip  # (two lines)
            if view.to_call:
                facing += 1
                need = view.to_call / (view.pot + view.to_call)
                needs = as_shown(percent(float(need)))
                if tip.endswith(": raise"):
                    assert shown >= max(RAISE_FROM, needs) and colour == palette.GAIN, (tip, chance, need)
                elif tip.endswith(": call"):
                    assert shown > needs and colour == palette.GAIN, (tip, chance, need)
                elif tip.endswith(", but call to learn"):  # (a fold's verdict, in a lesson)
                    assert shown < needs and colour == palette.LOSS, (tip, chance, need)
                else:
                    assert tip.startswith("Tip: close") and colour == palette.YELLOW, tip
                assert coach.words()[0].split("\n")[1] == f"CALL NEEDS {round(100 * need)}%"
            else:
                free += 1
                assert ("bet" in tip) == (shown >= 0.5) == (colour == palette.GAIN), (tip, chance)
                assert tip.endswith(": bet") == (shown >= RAISE_FROM), (tip, chance)
            assert figure_words(chance, coach.lost) in tip or "checking" in tip, tip  # the panel's figure
    assert facing >= 10 and free >= 10, (facing, free)


def test_a_figure_is_none_only_where_the_pot_cannot_be_won():
    """Night Baseball, seed 6: your row leads (an ace-high straight) and the others have 23 cards to
    turn. None of the coach's deals wins, but a much bigger count does: the figure says "<1%", not
    "0%", and no why says that only folds win it."""
    table = Table(load_profile("night-baseball"), seats(4), 6)
    view = next(view for view in decisions(table) if view.lead == view.seat and estimate(view) == 0)
    assert equity(reading.situation(view), 20000, random.Random(99)) > 0  # some deals do win
    assert not certain_loss(view, why(view))
    assert figure_words(0.0, certain_loss(view, why(view))) == "<1%"


def test_lines_with_the_need_fit_the_panel():
    coach = Coach(clock=lambda: 0.0)
    coach.note, coach.reasons = "", ["YOU: PAIR"]
    for call, pot in ((1, 11), (2, 99), (Fraction(1, 2), Fraction(7, 2)), (10, 1)):
        coach.chance, coach.price = 0.5, (Fraction(call), Fraction(pot))
        assert all(len(line) <= COLUMNS for line in coach.words()[0].split("\n")), coach.words()
    assert set(COLOURS) == {RAISE, GOOD, CLOSE, POOR}


def test_a_rival_under_your_hand_is_said_as_the_danger_it_is():
    """A newcomer read "22% TO WIN" over "BABE: TRIP K'S" beside their own three aces as nonsense:
    a rival whose showing hand is under yours is said by its wilds face up, else as improved."""
    before = Seen(
        tuple(parse_cards("Ah As Ad")),
        "three_of_a_kind",
        {1: ("pair", "Pair of kings")},
        {},
        ("THREE A'S", "3 A'S"),
    )
    shows = {1: ("three_of_a_kind", "Three kings")}
    after = replace(before, mine=(*before.mine, *parse_cards("2c")), shows=shows, wilds={1: 2})
    assert change(before, after, True, NAMES) == "BABE: 2 WILDS"
    assert change(before, replace(after, wilds={}), True, NAMES) == "BABE IMPROVED"
    above = replace(after, best="pair")  # what Babe shows beats yours: named as before
    assert change(before, above, True, NAMES) == "BABE HAS 3 K'S"  # (as the seat says it, never TRIPS)


def test_your_cards_beating_what_shows_at_a_low_figure_say_what_the_others_hide():
    coach = Coach(clock=lambda: 0.0)
    coach.chance, coach.note, coach.reasons, coach.hiding = 0.22, "", ["YOU: TRIPS"], 3
    assert coach.words()[0] == "20% TO WIN\nTHEIR 3 DOWN"  # (22% in steps of 5: coach_estimate)
    coach.coming = 4  # early yet: the cards to come say more
    assert coach.words()[0] == "20% TO WIN\n4 MORE TO COME"
    coach.coming = 0
    coach.chance = 0.7  # a strong figure: your hand, as before
    assert coach.words()[0] == "70% TO WIN\nYOU: TRIPS"
