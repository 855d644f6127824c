"""The host changes the party's game for its next session, the party going on (a host play-test
wanted Midnight Baseball after some Baseball and had to end the party, host a new one under a new
room code and have every phone join again). The session in play plays on under its game; the room
deals the next session under the one chosen (`Room._deal`), and until then the TV and every phone
say which it is (the phones' `next` field: game.party.protocol.RoomFields).

A game may be chosen only if the party fits it: its seats within the game's players (Night Baseball
seats at most 5), and nobody playing at the TV itself when the game deals hidden cards (a stud game's
players each need a phone: the TV would show the room their cards). Such a game is greyed with why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules import Rules

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom


def refusal(room: PartyRoom, rules: Rules) -> str:
    """Why the party cannot play `rules` next ("" when it can)."""
    seats = len(room.guests)
    if not rules.min_players <= seats <= rules.max_players:
        return f"{rules.name} is for {rules.min_players} to {rules.max_players} players: this party has {seats} seats."
    if rules.flow != "no_peek" and any(
        guest is not None and guest.local for guest in [*room.guests, *room.arriving.values()]
    ):
        return "Hidden cards: a player at the TV would need a phone."
    return ""


def choose(room: PartyRoom, rules: Rules, profile_id: str) -> None:
    """`rules` (the game `profile_id`) is the next session's: dealt when the session in play is over.
    The game in play chosen again is no change. ValueError when the party cannot play it."""
    why = refusal(room, rules)
    if why:
        raise ValueError(why)
    room.next_game = None if profile_id == room.profile_id else (rules, profile_id)
    room.publish()  # every phone's state names it (and the TV's host menu reads it)


def coming(room: PartyRoom) -> Rules:
    """The game the next session is dealt under: the one chosen, else the game in play."""
    return room.rules if room.next_game is None else room.next_game[0]


def next_name(room: PartyRoom) -> str:
    """The game chosen for the next session, for the phones ("": the game in play goes on)."""
    return "" if room.next_game is None else room.next_game[0].name
