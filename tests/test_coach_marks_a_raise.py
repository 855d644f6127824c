"""The coach's pick, marked on its button (game.felt.coach_mark.coach_pick), follows its verdict on
each of your betting decisions: BET or RAISE where a bet or raise is clearly good (RAISE_FROM and
over, and a good call facing a bet), else no mark (CHECK or CALL, lit for Enter at every decision,
never FOLD). A Hold'em newcomer's play-test saw CALL lit at "75% TO WIN" and "82%": the coach
never suggested a raise; the mark says it now, never moving the cursor."""

from __future__ import annotations

from fractions import Fraction

from test_coach_odds import bet_decisions

from engine.actions import ActionKind
from game.felt.coach import estimate
from game.felt.coach_estimate import shown_percent
from game.felt.coach_mark import coach_pick
from game.felt.coach_odds import RAISE_FROM, as_shown, break_even, percent, verdict
from game.telling.decision_words import in_button_order


def marked(legal, judged: str) -> str:
    """The kind of the button the coach marks at `legal` under the verdict `judged`, else ""."""
    kinds = [option.kind for option in in_button_order(legal.options)]
    pick = coach_pick(legal, judged)
    return "" if pick is None else kinds[pick]


def test_the_mark_bets_or_raises_only_where_the_chance_clearly_pays():
    """Over seeded decisions of Baseball and Night Baseball, counted from the view's own figure,
    pot and call (the break-even worked out here again, not the coach's)."""
    met: set[str] = set()
    for profile in ("baseball", "night-baseball"):
        for view in bet_decisions(profile, range(1, 16)):
            legal, chance = view.legal, estimate(view)
            button = marked(legal, verdict(chance, view.to_call, view.pot))
            # (judged as the panel shows the figure and the need: coach_odds.as_shown)
            need = as_shown(percent(float(view.to_call / (view.pot + view.to_call)))) if view.to_call else 0
            shown = as_shown(shown_percent(chance))
            clear = shown >= RAISE_FROM and (
                not view.to_call or shown >= need + max(Fraction(2, 100), need / 4)
            )
            pushing = ActionKind.BET if ActionKind.CHECK in legal.kinds else ActionKind.RAISE
            if clear and pushing in legal.kinds:
                assert button == pushing, (profile, chance, need, button)
            else:  # (a fair bet, a call: no mark, never FOLD)
                assert button == "", (profile, chance, need, button)
            met.add(button)
    assert met >= {ActionKind.BET, ActionKind.RAISE, ""}, met


def test_the_play_tests_chances_mark_raise_and_a_fair_bet_is_not_marked():
    """75% and 82% facing 1 into 10 are raises; 55% with nothing to call is a fair bet, checked."""
    assert break_even(Fraction(1), Fraction(10)) == Fraction(1, 11)
    assert [verdict(chance, Fraction(1), Fraction(10)) for chance in (0.75, 0.82, 0.5)] == [
        "raise",
        "raise",
        "good",
    ]
    assert verdict(0.55, Fraction(0), Fraction(10)) == "good"
