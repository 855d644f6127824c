"""A guest who left their seat during a pot and is back before the table has touched that seat gets
it back as a reloaded phone does: the seat, and their cards in the pot in play (a host play-test's
guest left holding a Straight to 6, tapped JOIN seconds later, and the hand was played out for them
while a reload would have kept it).

The window is the one a vanished phone has: its cards are its own until the away rule plays its next
turn. It closes when the table moves for the seat (a leaver's turn waits a vanished phone's grace,
its seconds on the TV as PHONE GONE: a host play-test's guest who left on her own turn and was back
in two seconds found it folded at once), when the pot ends as the room sees it (the TV has shown it:
the host pays a pot with its last move while the TV still turns its showdown, and a host play-test's
guest taken off and let back in then was told his hand was played out for him), when the seat is
folded or struck out, or when another guest sits down in it for the next deal. Only the guest who
left may come back this way: the same name, from the phone that left (its connection, its page
reloaded with the seat's old token, or the same device id). A name typed on another phone is no
proof of them (anyone may type it): that guest's hand is played out for them, the seat theirs from
the next deal (room.take_seat)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.party.left_hand import LeftHand

if TYPE_CHECKING:
    from game.party.connections import Client, Guest
    from game.party.room_parts import PartyRoom


def left_hand(room: PartyRoom, seat: int) -> LeftHand | None:
    """The mark of the seat's hand as its guest leaves, None when they hold no cards in a pot in play
    (as the room sees it: the host's may be over, the TV still showing it), nor when this guest was
    not dealt it (a browser that retook the seat by the name alone: its leaving and coming back at
    once proves nothing, and had given it the cards the phones kept for the seat, and the hand)."""
    table = room.table
    if table is None or not room.hand_in_play or seat not in table.hand.live:
        return None
    if not room.played_since_seated(seat):
        return None
    return LeftHand(room.host.deals, len(table.decisions))


def still_theirs(room: PartyRoom, seat: int) -> bool:
    """The seat's left hand is untouched: the same pot still in play, the seat still in it, no move
    made for it since its guest left, and no other guest waiting to sit down in it."""
    mark = room.kept_hands.get(seat)
    table = room.table
    if mark is None or table is None or seat not in room.leaving or seat in room.arriving:
        return False
    if not room.hand_in_play or room.host.deals != mark.deal or seat not in table.hand.live:
        return False
    return all(action.seat != seat for action in table.decisions[mark.decisions :])


def quick_return_seat(room: PartyRoom, client: int, state: Client, name: str, device: str) -> int | None:
    """The seat this phone's guest left whose hand is still theirs to take back (`still_theirs`), when
    they come back as `name` from the phone that left (`device`: its id's digest), else None."""
    folded = name.casefold()
    for seat, (guest, phones) in room.leaving.items():
        same_phone = client in phones or state.left is guest or (device != "" and device == guest.device)
        if same_phone and guest.name.casefold() == folded and still_theirs(room, seat):
            return seat
    return None


def hand_kept_for(room: PartyRoom, guest: Guest) -> int | None:
    """The seat `guest`, taken off by the host, would be back in with their hand in play if let back
    in now: theirs until the table moves for it (`still_theirs`, the mark made as they were taken
    off: game.party.host_controls.remove), as if never taken off. None once it has moved."""
    seat = room.taken_from.get(guest.token)
    if seat is None or not still_theirs(room, seat) or room.leaving[seat][0] is not guest:
        return None
    return seat
