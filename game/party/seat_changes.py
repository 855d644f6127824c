"""Seats changing hands between hands: a guest who left (or was taken off) during a pot hands the seat
to its bot once that pot is over, and those who sat down during it take theirs from the next deal
(game.party.room's `arriving` and `leaving`); the players at the TV then sit out the next pot if
its game deals hidden cards (engine.table `sit_out_hidden`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.party import protocol
from game.party.next_game import tv_seats
from game.party.seat_plates import bot_name
from game.party.seating import pick_captain

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom


def see_off(room: PartyRoom, seat: int) -> None:
    """A guest who left the seat, their hand over: the bot plays it from here."""
    if seat not in room.leaving:
        return
    room.phones.names_change()  # their moves stay theirs in the phones' log
    room.kept_hands.pop(seat, None)
    guest, phones = room.leaving.pop(seat)
    room.host.hand_over(seat, bot_name(seat), False)
    room.phones.send_left_with(guest, phones)


def off_the_tv(room: PartyRoom) -> bool:
    """Between hands: the players at the TV the host took off during the last one, their hand
    played out by them, hand their seats to the bots (a host play-test took himself off the TV
    mid-hand to deal a stud game and watched a bot finish his hand). Whether any did."""
    gone = sorted(room.off_at_tv)
    room.off_at_tv.clear()
    if gone:
        room.phones.names_change()  # their moves stay theirs in the phones' log, as a leaver's
    for seat in gone:
        guest = room.guests[seat]
        if guest is not None and guest.local:
            room.guests[seat] = None
            room.host.hand_over(seat, bot_name(seat), False)
    return bool(gone)


def seat_arrivals(room: PartyRoom) -> None:
    """Between hands: the seats left during the last one pass to their bots, those taken during
    it from their bots to their guests."""
    left = off_the_tv(room) or bool(room.leaving)
    for seat in sorted(room.leaving):
        see_off(room, seat)
    if room.arriving:  # the last pot's log, still shown while a dealer calls, keeps its bots' names
        room.phones.names_change()
    for seat, guest in sorted(room.arriving.items()):
        room.guests[seat] = guest
        room.host.hand_over(seat, guest.name, True, guest.who)
    # the seats taken, or taken back from another browser, during the last hand: theirs now
    for seat in sorted({*room.arriving, *room.retaken}):
        held = room.guests[seat]
        assert held is not None
        # no pot dealt before now is theirs: taken while a dealer called a game, the pot then
        # dealt was still its bot's, whose cards the phone was sent once the seat was its own
        held.deals = room.host.deals
        room.host.sitters[seat].away = seat in room.retaken and held.client is None
        if held.client is not None:
            room.send(held.client, protocol.joined(seat, held.token, held.name, False, held.code))
    arrived = bool(room.arriving or room.retaken) or left
    room.arriving.clear()
    room.retaken.clear()
    if room.captain is None:
        pick_captain(room)
    room.sit_host()
    table = room.table
    if table is not None and not table.is_over:  # (a new session's table is dealt with them: Room._deal)
        table.sit_out_hidden(tv_seats(room))  # the TV's players sit out the stud pots from this deal
    afresh = room.table is not None and room.table.is_over  # a new session: every net from 0
    if arrived or afresh:  # the TV names each seat's player, and their net, from the deal on
        room.publish()
