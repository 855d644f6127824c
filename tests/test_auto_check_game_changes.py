"""AUTO-CHECK rests through a Dealer's Choice pot of a game without it (stud) and is back at the next
No Peek pot, by one rule for both screens (game.play.auto_check.Rests): the solo table's CheckAhead
and the phones' PotGames keep no rule of their own. Checked against the rule read plainly: it rests
in a pot exactly when that pot's game is not No Peek, and No Peek pots one after another never put
it off (a Hold'em newcomer's, on in a Night Baseball pot, was OFF in the next, Midnight's)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from engine.actions import ActionKind, LegalActions, Option
from game.felt.check_ahead import STILL_ON, CheckAhead
from game.party.auto_check_off import PotGames
from game.play.auto_check import BACK, REST, Rests

POTS = st.lists(st.booleans(), max_size=12)  # each pot dealt: of a No Peek game or not
FREE = LegalActions(seat=0, options=(Option(ActionKind.CHECK), Option(ActionKind.BET, Fraction(1))))


@given(POTS)
def test_it_rests_in_a_pot_exactly_when_its_game_has_none(pots: list[bool]) -> None:
    rests, resting = Rests(), False
    for no_peek in pots:
        change = rests.dealt(no_peek)
        assert change == (REST if not (no_peek or resting) else BACK if no_peek and resting else "")
        resting = not no_peek
        assert rests.resting is resting


@given(POTS)
def test_the_solo_table_keeps_it_on_and_checks_only_in_no_peek_pots(pots: list[bool]) -> None:
    ahead = CheckAhead(on=True)
    ahead.still = ""  # (said at its first offer)
    for earlier, no_peek in zip([True, *pots], pots, strict=False):
        ahead.dealt(no_peek)
        assert ahead.on
        assert (ahead.answer(FREE) == ActionKind.CHECK) is no_peek
        # back from a stud pot it says it is on, once, at its first offer
        assert (ahead.still == STILL_ON) is (no_peek and not earlier)
        ahead.still = ""


def test_both_screens_hold_the_one_rule() -> None:
    assert isinstance(CheckAhead().rests, Rests)
    assert isinstance(PotGames().rests, Rests)
