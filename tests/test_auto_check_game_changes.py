"""AUTO-CHECK goes off at a Dealer's Choice pot of another game by one rule for both screens
(game.play.auto_check.GameChanges): the solo table's CheckAhead and the phones' PotGames keep no
tracker of their own. Checked against the rule read plainly: a change is a pot whose game differs
from the pot just before it, never the first pot."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from game.felt.check_ahead import CheckAhead
from game.party.auto_check_off import PotGames
from game.play.auto_check import GameChanges

GAMES = st.lists(st.sampled_from(["baseball", "night_baseball", "seven_card_stud"]), max_size=12)


@given(GAMES)
def test_a_change_is_a_pot_of_another_game_than_the_last(games: list[str]) -> None:
    tracker = GameChanges()
    seen = [tracker.dealt(game) for game in games]
    assert seen == [index > 0 and game != games[index - 1] for index, game in enumerate(games)]


@given(GAMES)
def test_the_solo_table_turns_it_off_at_the_first_change(games: list[str]) -> None:
    ahead = CheckAhead(on=True)
    for game in games:
        ahead.dealt(game)
    changed = any(later != earlier for earlier, later in pairwise(games))
    assert ahead.on is not changed


def test_both_screens_hold_the_one_tracker() -> None:
    assert isinstance(CheckAhead().games, GameChanges)
    assert isinstance(PotGames().games, GameChanges)
