"""The host changes the party's game between sessions, the party going on (game.party.next_game):
a host play-test ended the party and had every phone join a new one to go from Baseball to Midnight
Baseball."""

from __future__ import annotations

import dataclasses
import random

import pytest
from party_support import Party

from engine.profile import load_profile
from engine.rules import Rules
from game.party import next_game, protocol


def one_pot_sessions(party: Party) -> None:
    party.room.rules = dataclasses.replace(party.room.rules, pots=1)


def one_pot(profile: str) -> Rules:
    """The game `profile`, its sessions of one pot (quick to play to the next)."""
    return dataclasses.replace(load_profile(profile), pots=1)


def seated(profile: str = "baseball", seats: int = 4, keep_ledger: bool = False) -> Party:
    party = Party(profile, seats=seats, keep_ledger=keep_ledger)
    party.join(1, "Ann", seat=0, device="anns-phone")
    one_pot_sessions(party)
    party.room.start()
    party.drain()
    return party


def play_to_session(party: Party, session: int, seed: int = 3) -> None:
    """Phones and bots play on until the room has dealt its `session`-th session."""
    party.play_until(lambda: party.room.sessions >= session, random.Random(seed).choice)


def test_the_session_in_play_goes_on_and_the_next_is_dealt_under_the_game_chosen():
    party = seated()
    room = party.room
    midnight = one_pot("midnight-baseball")
    next_game.choose(room, midnight, "midnight-baseball")
    party.drain()
    assert room.table is not None and room.table.rules.name == "Baseball"  # this session's game
    state = party.last(1, "state")
    assert state is not None and state["game"] == "Baseball" and state["next"] == "Midnight Baseball"
    baseball_house = state["house"]
    play_to_session(party, 2)
    assert room.table.session_rules.name == "Midnight Baseball" and room.table.rules.flow == "no_peek"
    assert room.rules is midnight and room.profile_id == "midnight-baseball"
    state = party.last(1, "state")
    assert state["game"] == "Midnight Baseball" and state["next"] == ""  # said until dealt
    assert state["house"] == protocol.house_lines(midnight) != baseball_house  # its house rules


def test_choosing_the_game_in_play_again_changes_nothing():
    party = seated()
    next_game.choose(party.room, load_profile("night-baseball"), "night-baseball")
    next_game.choose(party.room, party.room.rules, "baseball")
    party.drain()
    assert party.room.next_game is None and party.last(1, "state")["next"] == ""


def test_a_game_for_fewer_players_than_the_party_seats_is_refused_with_why():
    party = seated(seats=6)
    night = load_profile("night-baseball")  # at most 5
    why = next_game.refusal(party.room, night)
    assert why == (
        "Night Baseball is for 2 to 5 players: this party has 6 seats."
        " It deals 9 cards each: 54 for 6, and a deck has 52."
    )
    with pytest.raises(ValueError, match="2 to 5"):
        next_game.choose(party.room, night, "night-baseball")
    assert party.room.next_game is None
    assert next_game.refusal(party.room, load_profile("midnight-baseball")) == ""


def test_a_stud_game_is_refused_while_a_player_sits_at_the_tv_and_none_sits_down_for_one():
    party = Party("midnight-baseball", seats=4)
    room = party.room
    room.controls.add_local("Tv")
    assert next_game.refusal(room, load_profile("seven-card-stud")) != ""
    assert next_game.refusal(room, load_profile("night-baseball")) == ""  # No Peek: the TV may play
    later = Party("midnight-baseball", seats=4)
    next_game.choose(later.room, load_profile("baseball"), "baseball")
    with pytest.raises(ValueError, match="hidden cards"):
        later.room.controls.add_local("Tv")  # the next game would show the room their cards


def test_dealers_choice_is_a_game_like_the_others():
    party = seated("baseball", seats=4)
    choice = one_pot("dealers-choice")
    next_game.choose(party.room, choice, "dealers-choice")
    play_to_session(party, 2)
    assert party.room.table.session_rules.is_dealers_choice
    assert party.last(1, "state")["heading"].startswith("Dealer's Choice")  # (: the pot's game)


def test_tonights_ledger_records_each_session_with_its_game(home):
    party = seated(keep_ledger=True)
    next_game.choose(party.room, one_pot("midnight-baseball"), "midnight-baseball")
    night = party.room.night
    assert night is not None
    party.play_until(
        lambda: len(night.ledger.sessions) == 2 and night.ledger.sessions[1].over, random.Random(4).choice
    )
    assert [session.game for session in night.ledger.sessions] == ["Baseball", "Midnight Baseball"]
