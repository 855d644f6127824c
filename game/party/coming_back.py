"""A guest back at the seat they hold, or held a moment ago: their phone again (a reload, a fresh
connection: `come_back`), a fresh browser under their name while their phone is gone (`retake`: the
hand in play is played out for them unless the seat's code proves the browser theirs), or the phone
that left while the hand it held is untouched (`take_back`, game.party.quick_return). A seat taken
back from a browser during a hand is AWAY until the next deal (`back_next_deal`). The room's seating
otherwise (sitting down, leaving, the seats changing hands between pots) is game.party.room's."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from game.party import protocol
from game.party.called_for_you import tell_again
from game.party.seating import captain_gone, guest_of

if TYPE_CHECKING:
    from game.party.connections import Client, Guest
    from game.party.room_parts import PartyRoom


def come_back(room: PartyRoom, client: int, state: Client, seat: int) -> None:
    """The seat's phone is back, from `client` (a new connection, or a reload)."""
    guest = guest_of(room, seat)
    old = guest.client
    if old is not None and old != client and old in room.clients:
        room.clients[old].seat = None  # the same phone from a fresh connection: the old one only watches
        room.send(old, protocol.error("replaced", "This seat is now played from another connection."))
        room.phones.send_state(old)
    guest.client = client
    waiting = seat in room.arriving or seat in room.retaken
    room.host.sitters[seat].away = seat in room.retaken  # (a tap on the phone asks in vain)
    state.seat, state.left = seat, None
    if room.captain is not None and captain_gone(room):
        room.captain = seat
    room.send(client, protocol.joined(seat, guest.token, guest.name, waiting, guest.code))
    room.send(client, protocol.auto_check(guest.auto_check))  # (kept across a reload)
    room.phones.send_ledger(client)  # their own line marked now
    room.sit_host()
    room.host.back_in_turn(seat)  # back on their own turn: time to act, on the TV and the phone alike
    room.publish()
    room.phones.offer_turn(force=True)
    tell_again(room, seat, client)  # the pot's game the away rule called for them, while they were gone


def retake(room: PartyRoom, client: int, state: Client, seat: int, proven: bool = False) -> None:
    """The seat's guest, whose phone was gone, is back from another browser under their name
    (seating.returning_seat): the seat is theirs again, with a new token only this phone holds.
    Anyone may type a name, so no pot dealt before is shown to this browser (the last one's
    hidden cards, between hands), and a hand in play is played out by the away rule (won or
    lost, it is the guest's): the seat is the browser's from the next deal (`retaken`), with the
    seat code the guest was told first (game.party.seat_codes: one a night; typed again from
    another browser it lifts nothing, the seat staying `retaken`). `proven`: the seat's code typed too, this browser is the seat's phone as a
    resume with its token is (game.party.seat_codes): the seat is theirs at once, cards included."""
    guest = guest_of(room, seat)
    guest.token = secrets.token_urlsafe(24)
    if not proven:
        guest.deals = room.host.deals  # nor the last pot's hidden cards, between hands
        if room.hand_in_play and room.guests[seat] is guest:
            back_next_deal(room, seat, guest)
    come_back(room, client, state, seat)


def take_back(room: PartyRoom, client: int, state: Client, seat: int) -> None:
    """The guest who left `seat` is back from their phone while their hand is untouched
    (game.party.quick_return): the seat and its cards are theirs again, as after a reload, with
    the token their phone held."""
    guest, _ = room.leaving.pop(seat)
    del room.kept_hands[seat]
    room.guests[seat] = guest
    room.phones.seat_back(seat)  # their cards as the TV has shown them, while it catches up
    come_back(room, client, state, seat)


def back_next_deal(room: PartyRoom, seat: int, guest: Guest) -> None:
    """`guest`'s seat, taken again from a browser during a hand, is AWAY until the next deal:
    the away rule plays the hand out for them, and no card of it is this browser's to see, not
    even the seat's state the phones kept while the TV catches up (Phones.forget_seat)."""
    guest.deals = room.host.deals
    room.host.sitters[seat].away = True
    room.retaken.add(seat)
    room.phones.forget_seat(seat)
