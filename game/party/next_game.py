"""The host changes the party's game for its next session, the party going on (a host play-test
wanted Midnight Baseball after some Baseball and had to end the party, host a new one under a new
room code and have every phone join again). The session in play plays on under its game; the room
deals the next session under the one chosen (`Room._deal`), and until then the TV and every phone
say which it is (the phones' `next` field: game.party.protocol.RoomFields).

A game may be chosen only if the party fits it: its seats within the game's players (Night Baseball
seats at most 5), and nobody playing at the TV itself when every pot of the game deals hidden cards
(a stud game's players each need a phone: the TV would show the room their cards). A dealer's
choice with No Peek games keeps them: they sit out its stud pots (engine.table `sit_out_hidden`),
two seats left to deal those (`tv_room`). Chosen on the TV, a game that cannot keep them asks, and
they leave the TV as it starts (`choose`); elsewhere it is refused with why, and what to do (take
the TV's players off it, from the host menu's TAKE A GUEST OFF, where they are listed as
`4  HOST (TV)`; one taken off mid-hand plays it out and no longer counts here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules import Rules
from game.party.seats_refusal import seats_refusal

TAKE_OFF = "TAKE A GUEST OFF"  # the host menu's row that takes a player off the TV too

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom


def refusal(room: PartyRoom, rules: Rules, asks_tv_off: bool = False) -> str:
    """Why the party cannot play `rules` next ("" when it can); `asks_tv_off`: the players at the
    TV a stud game needs off it are asked to leave it when it is chosen (tv_seats_off), no reason."""
    seats = len(room.guests)
    if not rules.min_players <= seats <= rules.max_players:
        return seats_refusal(rules, seats)
    at_tv = [name for _, name in tv_seats_off(room, rules)]
    if at_tv and not asks_tv_off:  # (a host play-test saw every stud game greyed, not how to play one)
        return tv_players_off(at_tv)
    return ""


def tv_seats_off(room: PartyRoom, rules: Rules) -> list[tuple[int, str]]:
    """The players at the TV who must leave it for `rules` to be played, seat and name: every one
    in a game whose every pot deals hidden cards, those past its `tv_room` in a dealer's choice."""
    return at_tv(room)[tv_room(room, rules) :]


def at_tv(room: PartyRoom) -> list[tuple[int, str]]:
    """The players at the TV, seat and name: those staying on it, or sitting down for the next hand."""
    held = [(seat, guest) for seat, guest in enumerate(room.guests) if seat not in room.off_at_tv]
    return [
        (seat, guest.name)
        for seat, guest in [*held, *room.arriving.items()]
        if guest is not None and guest.local
    ]


def tv_room(room: PartyRoom, rules: Rules) -> int:
    """How many may play `rules` at the TV: every seat in a No Peek game, none in a game whose
    every pot deals hidden cards; in a dealer's choice of both, all but two seats, who are dealt
    its stud pots while the TV's players sit them out (engine.table_checks.check_sit_out)."""
    if rules.hides_every_pot:
        return 0
    return len(room.guests) - 2 if rules.deals_hidden else len(room.guests)


def tv_room_left(room: PartyRoom) -> tuple[int, Rules]:
    """How many more may sit at the TV now, for every game a seat taken now is dealt in
    (`games_ahead`), and the game that keeps it lowest (a dealer's choice keeps two seats for
    phones or computer players to deal its stud pots)."""
    limiting = min(games_ahead(room), key=lambda rules: tv_room(room, rules))
    return max(0, tv_room(room, limiting) - len(at_tv(room))), limiting


def tv_seats(room: PartyRoom) -> list[int]:
    """The seats played at the TV now: they sit out a stud pot (engine.table `sit_out_hidden`)."""
    return [seat for seat, guest in enumerate(room.guests) if guest is not None and guest.local]


def tv_players_off(names: list[str]) -> str:
    """Why a stud game is greyed with players at the TV, and what to do: take them off it first."""
    who = " and ".join(names) if len(names) < 3 else f"{', '.join(names[:-1])} and {names[-1]}"
    rows = " or ".join(f"{name.upper()} (TV)" for name in names)  # the rows that list them there
    return f"Hidden cards: take {who} off the TV first (host menu: {TAKE_OFF}, then {rows})."


def choose(room: PartyRoom, rules: Rules, profile_id: str, tv_leaves: bool = False) -> None:
    """`rules` (the game `profile_id`) is the next session's: dealt when the session in play is over.
    The game in play chosen again is no change. ValueError when the party cannot play it.
    `tv_leaves`: the players at the TV it cannot keep (`tv_seats_off`) play the game in play to its
    last pot and leave the TV as `rules` starts (HostControls.leave_with_game: a host play-test's
    Midnight player was given a bot from the next pot, up to 6 pots of a game they could play). A
    game chosen after it keeps whom it can: its own choice replaces this one's."""
    why = refusal(room, rules, asks_tv_off=tv_leaves)
    if why:
        raise ValueError(why)
    leaving = [room.arriving.get(seat) or room.guests[seat] for seat, _ in tv_seats_off(room, rules)]
    room.controls.leave_with_game = [guest for guest in leaving if guest is not None] if tv_leaves else []
    room.next_game = None if profile_id == room.profile_id else (rules, profile_id)
    room.publish()  # every phone's state names it (and the TV's host menu reads it)


def coming(room: PartyRoom) -> Rules:
    """The game the next session is dealt under: the one chosen, else the game in play."""
    return room.rules if room.next_game is None else room.next_game[0]


def ending(room: PartyRoom, over: bool | None = None) -> bool:
    """The host ended the session in play early (the host menu's END THIS GAME AFTER THE POT): it
    ends with the pot in play, and the next is dealt under the next game. `over`: whether the
    session is over as the screen asking may show it (the phones: once the TV shows its standings,
    Phones.room_fields); None: as the table stands."""
    table = room.table
    if table is None:
        return False
    return not (table.is_over if over is None else over) and table.pots < table.session_rules.pots


def between_sessions(room: PartyRoom) -> bool:
    """No session in play: before the party's first deal, or the last session over (its standings
    or tonight's ledger on the TV). A seat taken now is first dealt in the next session."""
    table = room.table
    return table is None or table.is_over


def games_ahead(room: PartyRoom) -> list[Rules]:
    """The games a seat taken now is dealt in: between sessions the next session's alone (a host
    play-test's SEAT A PLAYER AT THE TV, after Baseball with Midnight chosen next, was judged by
    the Baseball just ended); during one, the pots still to come of the game in play, then the next."""
    return [coming(room)] if between_sessions(room) or ending(room) else [room.rules, coming(room)]


def next_name(room: PartyRoom, over: bool | None = None) -> str:
    """The game chosen for the next session, for the phones ("": the game in play goes on); the
    game in play's too once the host ends it early (the next session is another of it). `over`: as
    `ending`'s."""
    return "" if room.next_game is None and not ending(room, over) else coming(room).name
