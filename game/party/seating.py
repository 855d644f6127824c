"""Who holds a seat, and who may start the game: a guest's seat now or from the next deal, the
captain (the first guest here, whose phone may start the game), and a name no one else at the table
goes by."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from game.party import protocol
from game.party.connections import Client, Guest
from game.party.next_game import between_sessions

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom


def guest_of(room: PartyRoom, seat: int) -> Guest:
    """The guest who holds `seat`, now or from the next deal."""
    guest = room.arriving.get(seat) or room.guests[seat]
    assert guest is not None
    return guest


def in_next_deal(room: PartyRoom) -> bool:
    """A seat taken now is its guest's at once, in the next session's first deal: between sessions,
    with the last one's standings or tonight's ledger on the TV (or no TV paces the table). A host
    play-test's player seated at the TV on the ledger was told 'Dana sits here next hand', as
    though a hand were in play; while the TV still shows the last pot, its seats are its players'."""
    return between_sessions(room) and (room.controls.between_shown or not room.host.showing_moves)


def open_seats(room: PartyRoom) -> list[int]:
    """The seats no guest holds, now or from the next deal (a computer player's, or nobody's yet):
    where a phone guest or a player at the TV may sit down."""
    return [seat for seat, guest in enumerate(room.guests) if guest is None and seat not in room.arriving]


def first_free(room: PartyRoom) -> int | None:
    """The seat a guest who picks none is given (JOIN, and what the sit-down page says it gives): the
    first computer player's (or nobody's), a seat whose guest left it during the hand in play last,
    its hand still played out for them and the seat theirs to take back till the next deal (a host
    play-test's latecomer was given the seat Dave had just left, two bots' seats free, and Dave could
    not get it back). None when no seat is open."""
    return min(open_seats(room), key=lambda seat: seat in room.leaving, default=None)


def captain_gone(room: PartyRoom) -> bool:
    """Before the start, a captain whose phone is gone cannot start: someone else must."""
    if room.started or room.captain is None:
        return False
    guest = room.guests[room.captain]
    return guest is None or guest.client is None


def pick_captain(room: PartyRoom) -> None:
    """The captain's phone gone (or the captain left) in the lobby: the next guest with a phone here
    may start the game."""
    if room.captain is not None and not captain_gone(room):
        return
    here = [s for s, guest in enumerate(room.guests) if guest is not None and guest.client is not None]
    if here or room.captain is None:
        room.captain = here[0] if here else None


def device_key(device: str) -> str:
    """A phone's own id as the room keeps it: only a digest ("" for a page that sent none)."""
    return hashlib.sha256(device.encode()).hexdigest()[:16] if device else ""


def identity(device: str, name: str) -> str:
    """Who a guest is across the night: their phone (its id, kept only as a digest) and the name
    they typed, so one back on the same phone is one person and two Anns on two phones are two."""
    return f"phone:{device_key(device)}:{name.casefold()}"


def phone_gone(room: PartyRoom) -> list[tuple[int, Guest]]:
    """The seats (now or from the next deal) whose guest's phone is gone, with their guests: the
    only seats a name, or a seat code with it, takes back (a seat whose phone is connected never:
    its code stands on that phone's screen); not a seat its guest left, nor a player's at the TV."""
    return [
        (seat, guest)
        for seat, guest in [*enumerate(room.guests), *room.arriving.items()]
        if guest is not None and not guest.local and guest.client is None
    ]


def returning_seat(room: PartyRoom, name: str) -> int | None:
    """The seat of the guest who goes by `name` and whose phone is gone (the seat AWAY), or None: a
    person back from a fresh browser (no token kept, a new phone id) under their name is that
    guest, who takes their seat back. A guest whose phone is here keeps the name to themselves."""
    folded = name.casefold()
    return next((seat for seat, guest in phone_gone(room) if guest.name.casefold() == folded), None)


def leaving_seat(room: PartyRoom, name: str) -> int | None:
    """The seat whose guest, going by `name`, left it (or was taken off) during the hand in play,
    played out for them, or None: back before the next deal, they sit there again, the seat theirs
    all along (a host play-test's TV said 'BEN → BEN', then 'CPU 2 LEAVES WITH 0' for a bot
    nobody saw play). Not once another guest has sat down in it, nor when someone at the table goes
    by the name now: a stranger typing it was seated in the seat another guest had taken for the
    next deal, and sent that guest's hidden cards."""
    folded = name.casefold()
    if unique_name(room, name).casefold() != folded:  # someone at the table goes by it now: the leaver
        return None  # sat down again elsewhere, and this is another person
    free = open_seats(room)  # (a guest who sat down there since holds it from the next deal)
    return next(
        (
            seat
            for seat, (guest, _) in room.leaving.items()
            if guest.name.casefold() == folded and seat in free
        ),
        None,
    )


def seat_left(room: PartyRoom, guest: Guest) -> int:
    """The seat `guest` last left here (room.leavers), by the guest, not by the token they hold
    now: a name typed on a fresh browser gives them a new one (coming_back.retake), and their old
    phone, whose guest left, then crashed the room as its page asked what it may sit in."""
    return next(seat for left, seat in reversed(room.leavers.values()) if left is guest)


def left_seat(room: PartyRoom, state: Client) -> int | None:
    """The seat this connection's guest left here (from this phone, or its page reloaded with that
    seat's token), or was taken off and let back in from, while no guest holds it (its bot's, or
    their hand played out for them): theirs to sit down in again, a locked room too (a play-test's
    guest who left was shut out until the host acted; a host play-test's Dan, let back in, was
    offered the first free seat). Nobody else's: another phone, or a name typed, is no proof of
    the guest who left."""
    if state.left is not None:
        seat = seat_left(room, state.left)
    elif state.readmitted is not None:
        seat = room.taken_from[state.readmitted.token]
    else:
        return None
    return seat if seat in open_seats(room) else None


def seat_now(room: PartyRoom, state: Client) -> str:
    """Who has the seat this connection's guest left here, in words for its page's banner ("You left
    the seat: Bo sits there now"): a locked room's page said "a bot plays it" after another guest
    had sat down there. "" when they left no seat here. (A seat still theirs, its hand in play
    played out for them, is its bot's too: the page says it is kept for them.)"""
    if state.left is None:
        return ""
    seat = seat_left(room, state.left)
    arriving = room.arriving.get(seat)
    if arriving is not None and arriving is not state.left:
        return f"{arriving.name} sits down there at the next deal"
    guest = room.guests[seat]
    return "a bot plays it now" if guest is None else f"{guest.name} sits there now"


def join_gives(room: PartyRoom, client: int) -> protocol.JoinGives:
    """What JOIN with no seat picked gives `client` (guest_messages.on_join), for its page to say
    beforehand: the seat its guest left during the hand in play, still theirs (`leaving_seat`),
    else the first free one (a phone worked it out from copies of these rules, and drifted); whether
    a seat's phone is gone (`phone_gone`: a name takes it back), and whether this phone's guest left
    their seat here (a locked room keeps them out until the host unlocks it), and who has it now
    (`seat_now`)."""
    state = room.clients[client]
    leavers = [guest for guest, phones in room.leaving.values() if client in phones or guest is state.left]
    left = leavers[0] if leavers else state.readmitted
    own = None if left is None else leaving_seat(room, left.name)
    if own is None:
        own = left_seat(room, state)
    seat = own if own is not None else first_free(room)
    card = None if seat is None else room.seat_cards()[seat]
    was = "" if card is None or card.kind == "free" else card.name
    return {
        "type": "join_gives",
        "seat": seat,
        "was": was,
        "yours": own is not None,
        "retake": bool(phone_gone(room)),
        "left": state.left is not None,
        "now": seat_now(room, state),
    }


def tonights_who(room: PartyRoom, name: str) -> str | None:
    """Who `name` was earlier tonight (a guest of this room who left, or of tonight's ledger), so
    one who sits down again from another browser is the same line of the ledger, not "Ann 2";
    None for a name new tonight. Only for a name nobody at the table goes by now (`unique_name`)."""
    folded = name.casefold()
    if folded in room.known:
        return room.known[folded]
    night = room.night
    people = () if night is None else night.ledger.people
    return next((p.key for p in people if not p.bot and p.name.casefold() == folded), None)


def unique_name(room: PartyRoom, name: str) -> str:
    """`name`, numbered when someone at the table already goes by it ('ANN', 'ANN 2')."""
    # (a guest who left, their hand played out for them, goes by it no longer)
    taken = {card.name.casefold() for seat, card in enumerate(room.seat_cards()) if seat not in room.leaving}
    taken |= {guest.name.casefold() for guest in room.arriving.values()}
    number = 1
    candidate = name
    while candidate.casefold() in taken:
        number += 1
        suffix = f" {number}"
        candidate = name[: protocol.MAX_NAME - len(suffix)] + suffix
    return candidate
