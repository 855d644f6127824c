"""What the host menu's questions say under their YES or NO (game.screens.scenes.party_host): when
a player taken off the TV leaves it, what letting a guest back in gives them, and what ending the
party does to the session in play. Each is read from the room as the question is asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.money import mixed
from game.party.quick_return import hand_kept_for
from game.party.seating import in_next_deal, leaving_seat, open_seats
from game.play.night_keeper import pot_in_play

if TYPE_CHECKING:
    from engine.rules import Rules
    from game.party.room import Guest, Room

END_LEAD = "Every phone and the TV show tonight's ledger."  # END THE PARTY?: what happens, first


def plays_out(room: Room, seat: int) -> bool:
    """A player taken off the TV now plays the hand in play out themselves (a host who took
    himself off to deal a stud game watched a bot finish his hand)."""
    return room.guests[seat] is not None and room.hand_in_play and not in_next_deal(room)


def off_when(room: Room, seat: int) -> str:
    """TAKE ... OFF THE TV?: during a hand its player plays it out and the bot has the seat from the
    next."""
    if plays_out(room, seat):
        return "They play this pot out; a bot plays the seat from the next."
    return "A bot plays the seat from now on."


def off_for(game: Rules, names: list[str]) -> str:
    """Under NEXT GAME's "`game` NEXT?" (game.screens.party_next_game), short: who leaves the TV,
    when, what takes their seats, and why (a host play-test read a 9-line paragraph).
    A dealer's choice of No Peek and stud games keeps the TV's players, who sit its stud pots out,
    unless too few seats would be left to deal those (game.party.next_game.tv_room)."""
    why = (
        "its cards can't hide on a TV"  # (every pot's)
        if game.hides_every_pot
        else "its stud pots need two seats with phones or computer players"
    )
    who = " and ".join(names) if len(names) < 3 else f"{', '.join(names[:-1])} and {names[-1]}"
    if len(names) == 1:  # (three lines at the question's width for most names)
        return f"{who} leaves the TV as it starts, for a computer player: {why}."
    return f"{who} leave the TV as it starts, for computer players: {why}."


def readmit_words(room: Room, guest: Guest) -> str:
    """What letting `guest` back does: their own seat back while no guest holds it (a host
    play-test's "They may take a free seat again." while Dan got his own back, then "their own
    is taken" while only its bot sat there: seating.left_seat), else a free one; with their hand in
    play while the table has not moved for it (quick_return.hand_kept_for: as if never taken off)."""
    kept = hand_kept_for(room, guest)
    if kept is not None:
        phone = any(state.removed is guest for state in room.clients.values())
        back = (
            f"Their phone sits down in seat {kept + 1} again at once"
            if phone
            else f"JOIN gives them seat {kept + 1} back"
        )
        return f"{back}, with their hand in play."
    own = leaving_seat(room, guest.name)
    free = open_seats(room)
    if own is None and room.taken_from[guest.token] in free:
        own = room.taken_from[guest.token]
    if own is not None:
        return f"Their phone is told, and JOIN gives them seat {own + 1} back: a bot plays it until then."
    if free:
        return "Their phone is told, and JOIN gives them a free seat: their own is taken."
    return "Their phone is told. No seat is free: they may watch until one is."


def end_words(room: Room) -> str:
    """Under END_LEAD, short: to a session not played to its end, where a pot in play goes
    (only when one is: a host play-test read that a pot went back between pots) and that the
    Hall of Fame does not take it (a host play-test ended one with a pot of 34 in play and a
    guest at +46 1/2, and found no trace of either). Before any pot has ended it says so
    plainly (a host read 'stops after 0 of 8 pots'), and of this game by its name (a host read
    'No pot won yet: every net is 0' as the whole night's, its earlier games too). Hands are
    counted as the TV's corner counts them (HAND 3 OF 8 with hand 3 in play): a host play-test
    read 'Stops after hand 2 of 8' under HAND 3 OF 8, so the pot in play is named by its hand."""
    table = room.table
    if table is None or table.is_over:
        return ""
    played = table.hands_played
    back = f"Hand {table.hand.number}'s pot ({mixed(table.pot)}) goes back" if pot_in_play(table) else ""
    if not played:
        game = f"{room.rules.name} game has no pot won yet: its nets are all 0."
        return f"{back}, and this {game}" if back else f"This {game}"
    ends = f"ends after hand {played} of {room.rules.pots}"
    if back:
        return f"{back}: the game {ends}, too few for the Hall of Fame."
    return f"The game {ends}: too few for the Hall of Fame."
