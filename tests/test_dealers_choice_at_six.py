"""Dealer's Choice at six seats (issue 31: a host's party of six found it greyed, its Night
Baseball dealing 9 cards each, 54 for 6 from a deck of 52). A dealer's choice seats every number of
players two of its games seat, and at each it keeps the games that seat them (Rules.games_at):
the dealer's options, the computer dealer's calls and the games in turn are those alone."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from engine.actions import SessionDecision
from engine.events import PotGame
from engine.profile import ProfileError, discover_profiles, load_profile
from engine.simulate import play_session
from engine.table import SeatInfo, Table

DC = load_profile("dealers-choice")
SHIPPED = [entry.rules for entry in discover_profiles() if entry.rules is not None]


def test_the_shipped_dealers_choice_seats_six_without_night_baseball():
    assert (DC.min_players, DC.max_players) == (2, 6)
    assert [game.id for game in DC.left_out_at(6)] == ["night-baseball"]
    assert [game.id for game in DC.games_at(6).games] == ["baseball", "midnight-baseball", "seven-card-stud"]
    assert DC.games_at(5).games == DC.games  # every game at five


@pytest.mark.parametrize("rules", SHIPPED, ids=lambda rules: rules.id)
def test_every_game_offered_at_a_number_of_seats_deals_out_to_its_end_there(rules):
    """Brute force: every shipped game, and every game a dealer's choice keeps, at every number of
    seats it is offered to, played to the end over seeds: no deal runs the deck dry."""
    for n in range(rules.min_players, rules.max_players + 1):
        for game in rules.games_at(n).games or (rules,):
            assert game.fits(n)
            for seed in range(8):  # a pot a seed: each its own shuffle
                table = play_session(dataclasses.replace(game, pots=1), n, seed)
                assert table.is_over and table.hands_played == 1


def test_a_six_seat_dealers_choice_plays_twenty_pots_each_of_the_games_it_keeps():
    called = Counter()
    for seed in range(2):
        table = play_session(dataclasses.replace(DC, pots=20), 6, seed)
        assert table.is_over and table.hands_played == 20
        called.update(event.profile for event in table.events if isinstance(event, PotGame))
    assert set(called) == {"baseball", "midnight-baseball", "seven-card-stud"}  # never Night Baseball


def test_the_dealers_options_at_six_leave_night_baseball_out():
    for n, offered in ((5, 4), (6, 3)):
        table = Table(DC, [SeatInfo(f"P{i}") for i in range(n)], seed=1)
        legal = table.legal_actions()
        assert legal.decision == SessionDecision.CHOOSE_GAME
        assert len(legal.options) == offered
        assert ("night-baseball" in legal.kinds) == (n == 5)


def test_games_in_turn_at_six_go_round_the_games_kept():
    in_turn = dataclasses.replace(DC, choice="in_turn", pots=8)
    table = play_session(in_turn, 6, 0)
    called = [event.profile for event in table.events if isinstance(event, PotGame)]
    kept = ["baseball", "midnight-baseball", "seven-card-stud"]
    assert called == [kept[pot % 3] for pot in range(8)]


def test_a_dealers_choice_seats_what_two_of_its_games_seat_in_one_run(tmp_path):
    """Every number of players two of its games seat, in one run (a gap would leave a table of
    players it can't seat between two it can); two games, the players both seat."""
    (tmp_path / "six.yaml").write_text("extends: baseball\nplayers: {min: 6, max: 6}\n", encoding="utf-8")
    (tmp_path / "three.yaml").write_text("extends: baseball\nplayers: {min: 2, max: 3}\n", encoding="utf-8")

    def games(*ids):
        path = tmp_path / "mine.yaml"
        path.write_text(f"games: [{', '.join(ids)}]\n", encoding="utf-8")
        return load_profile(path)

    assert (
        games("night-baseball", "baseball").min_players,
        games("night-baseball", "baseball").max_players,
    ) == (2, 5)
    assert (
        games("six", "baseball", "midnight-baseball").min_players,
        games("six", "baseball").max_players,
    ) == (2, 6)
    with pytest.raises(ProfileError, match="gap"):
        games("three", "baseball", "six")  # 2 to 3 and 6, never 4 or 5
