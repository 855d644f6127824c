"""The button lit for Enter (game.felt.action_menu.first_choice) follows the coach's verdict on
each of your betting decisions: BET or RAISE where a bet or raise is clearly good (RAISE_FROM and
over, and a good call facing a bet), CHECK where a bet is only fair or worse, else CALL, never
FOLD. A Hold'em newcomer's play-test saw CALL lit at "75% TO WIN" and "82%": the coach
never suggested a raise."""

from __future__ import annotations

from fractions import Fraction

from test_coach_odds import bet_decisions

from engine.actions import ActionKind
from game.felt.action_menu import first_choice, side_buttons
from game.felt.coach import estimate
from game.felt.coach_estimate import shown_percent
from game.felt.coach_odds import RAISE_FROM, as_shown, break_even, percent, verdict
from game.felt.layout import NORMAL
from game.platform.widgets import Item
from game.telling.decision_words import in_button_order


def lit(legal, judged: str) -> str:
    """The kind of the button first_choice lights for `legal` under the verdict `judged`."""
    kinds = [option.kind for option in in_button_order(legal.options)]
    menu = side_buttons([Item(str(kind)) for kind in kinds], NORMAL)
    return kinds[first_choice(menu, legal, judged).selected]


def test_the_lit_button_bets_or_raises_only_where_the_chance_clearly_pays():
    """Over seeded decisions of Baseball and Night Baseball, counted from the view's own figure,
    pot and call (the break-even worked out here again, not the coach's)."""
    met: set[str] = set()
    for profile in ("baseball", "night-baseball"):
        for view in bet_decisions(profile, range(1, 16)):
            legal, chance = view.legal, estimate(view)
            button = lit(legal, verdict(chance, view.to_call, view.pot))
            # (judged as the panel shows the figure and the need: coach_odds.as_shown)
            need = as_shown(percent(float(view.to_call / (view.pot + view.to_call)))) if view.to_call else 0
            shown = as_shown(shown_percent(chance))
            clear = shown >= RAISE_FROM and (
                not view.to_call or shown >= need + max(Fraction(2, 100), need / 4)
            )
            pushing = ActionKind.BET if ActionKind.CHECK in legal.kinds else ActionKind.RAISE
            if clear and pushing in legal.kinds:
                assert button == pushing, (profile, chance, need, button)
            elif ActionKind.CHECK in legal.kinds:
                assert button == ActionKind.CHECK, (
                    profile,
                    chance,
                    button,
                )  # never FOLD, nor a fair BET
            else:  # (never FOLD: Enter pressed to go on must not give a hand up)
                assert button == ActionKind.CALL, (profile, chance, button)
            met.add(button)
    assert met >= {ActionKind.BET, ActionKind.RAISE, ActionKind.CHECK, ActionKind.CALL}, met


def test_the_play_tests_chances_light_raise_and_a_fair_bet_stays_a_check():
    """75% and 82% facing 1 into 10 are raises; 55% with nothing to call is a fair bet, checked."""
    assert break_even(Fraction(1), Fraction(10)) == Fraction(1, 11)
    assert [verdict(chance, Fraction(1), Fraction(10)) for chance in (0.75, 0.82, 0.5)] == [
        "raise",
        "raise",
        "good",
    ]
    assert verdict(0.55, Fraction(0), Fraction(10)) == "good"
