"""What the room does with each message a phone sends (game.party.protocol's client messages): sit
down, come back (game.party.quick_return: back at once after leaving, with the hand), act, start
the game, leave, ping. Each handler changes the room or raises ProtocolError, which changes nothing
and is answered as an error."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.actions import IllegalAction
from game.party import protocol
from game.party.coming_back import come_back, retake, take_back
from game.party.known_guests import digest
from game.party.protocol import (
    Act,
    AutoCheck,
    ClientMessage,
    Join,
    Leave,
    Ping,
    ProtocolError,
    Resume,
    Start,
)
from game.party.quick_return import left_hand, quick_return_seat
from game.party.seat_codes import same_code
from game.party.seating import (
    device_key,
    first_free,
    guest_of,
    leaving_seat,
    left_seat,
    open_seats,
    returning_seat,
)
from game.party.tv_letters import tv_name

if TYPE_CHECKING:
    from game.party.connections import Client
    from game.party.room_parts import PartyRoom


def on_ping(room: PartyRoom, client: int, state: Client, message: Ping) -> None:
    room.send(client, protocol.pong())


def on_join(room: PartyRoom, client: int, state: Client, message: Join) -> None:
    if state.seat is not None:
        raise ProtocolError("already_seated", f"This phone already holds seat {state.seat + 1}.")
    now = room.clock()
    if not room.gate.may_guess(client, now):  # refused unchecked: it tells nothing of either code
        raise ProtocolError("slow_down", "Too many wrong codes from this address: wait a minute.")
    typed = message.room.strip(" \t\r\n")  # ASCII alone: no Unicode folding makes 'ßTF' of SSTF
    if not (typed.isascii() and secrets.compare_digest(typed.upper().encode(), room.code.encode())):
        room.gate.missed(client, now)
        raise ProtocolError("bad_room", "That is not this room's code: check the code on the TV.")
    name = tv_name(message.name)  # what the TV can draw, the same on every screen
    if not name:
        raise ProtocolError("bad_name", "Type a name the TV can show: letters, numbers, accents.")
    if len(name) > protocol.MAX_NAME:  # said, never cut short in silence
        raise ProtocolError("bad_name", f"A name is at most {protocol.MAX_NAME} characters.")
    device = device_key(message.device)
    _refuse_removed(room, state, device=device, name=name)
    back = returning_seat(room, name)
    if back is not None:  # their phone gone, back from a fresh browser: their own seat (a locked room too)
        retake(room, client, state, back, _proves_seat(room, client, back, message.code, now))
        return
    # (a seat whose phone is still connected is never taken by its code: the code stands on that
    # phone's screen, and a glance at it would give its hand and its turn to another phone)
    kept = quick_return_seat(room, client, state, name, device)
    if kept is not None and message.seat in (None, kept):  # back at once: their seat and cards, locked too
        take_back(room, client, state, kept)
        return
    mine = left_seat(room, state)  # the seat this phone's guest left, its bot's: theirs, locked too
    if message.seat is None and mine is not None:
        room.sit(client, state, mine, name, message.device)
        return
    if room.locked and not room.controls.may_pass_lock(state, device):
        raise ProtocolError(
            "locked",
            "The room is locked: nobody new sits down until the host unlocks it. " + RETURNING,
        )
    own = leaving_seat(room, name) if message.seat is None else None
    room.sit(client, state, _free_seat(room, message.seat) if own is None else own, name, message.device)


def _proves_seat(room: PartyRoom, client: int, seat: int, typed: str, now: float) -> bool:
    """The seat's code typed with its guest's name (game.party.seat_codes); a wrong one counts as
    a wrong room code does, against the address's guesses."""
    if not typed:
        return False
    if same_code(typed, guest_of(room, seat).code):
        return True
    room.gate.missed(client, now)
    return False


# a guest whose phone dropped, back from a fresh browser, gets their seat back under their name
# (seating.returning_seat), past a full or a locked room: a refusal says so, for a name typed otherwise
RETURNING = "Back from a new phone? Use the name you sat as."


def _refuse_removed(
    room: PartyRoom, state: Client, *, token: str = "", device: str = "", name: str = ""
) -> None:
    """ProtocolError `removed` when this connection is a guest the host took off the table; the
    connection is then theirs, told when the host lets them back in."""
    guest = room.controls.barred(state, token=token, device=device, name=name)
    if guest is not None:
        state.removed = guest
        raise ProtocolError("removed", "The host has taken you off the table: ask the host.")


def _free_seat(room: PartyRoom, wanted: int | None) -> int:
    """The seat asked for if it is free, else the first free one (seating.first_free: a seat its
    guest just left, last); ProtocolError when none is."""
    free = open_seats(room)
    if wanted is None:
        seat = first_free(room)
        if seat is None:
            raise ProtocolError(
                "no_free_seat",
                "The room is full: watch, or wait for someone to leave. " + RETURNING,
            )
        return seat
    if not 0 <= wanted < room.n:
        raise ProtocolError("bad_seat", f"Seats are numbered 0 to {room.n - 1}.")
    if wanted not in free:
        raise ProtocolError("seat_taken", f"Seat {wanted + 1} is taken: pick a free one.")
    return wanted


def on_resume(room: PartyRoom, client: int, state: Client, message: Resume) -> None:
    seat = token_seat(room, message.token)
    if seat is None:  # a removed guest's page, reloaded, asks for its seat back with their token
        _refuse_removed(room, state, token=message.token)
        if digest(message.token) in room.welcome_back:  # a guest of tonight's last parties: the code
            room.send(client, protocol.next_party(room.code))
            state.known = True  # a guest of the night: tonight's ledger is theirs to read
            room.phones.send_ledger(client)
            return
        state.left, _ = room.leavers.get(digest(message.token), (None, None))
        if state.left is not None:  # a page reloaded after its guest left the seat
            room.phones.send_state(client)  # its sit-down page says so (seating.join_gives)
            return
        raise ProtocolError("bad_token", "That seat token is not valid here: join again.")
    if state.seat is not None and state.seat != seat:
        raise ProtocolError("already_seated", f"This phone already holds seat {state.seat + 1}.")
    come_back(room, client, state, seat)


def on_act(room: PartyRoom, client: int, state: Client, message: Act) -> None:
    seat = holder(room, state, message.token)
    table = room.table
    if table is None:
        raise ProtocolError("not_started", "The game has not started yet.")
    if seat in room.arriving:
        raise ProtocolError("not_your_turn", "You play from the next hand: this one is still the bot's.")
    if seat in room.retaken:
        raise ProtocolError("not_your_turn", "You play from the next hand: this one is played out for you.")
    if room.paused:
        raise ProtocolError("paused", "The host paused the game: play goes on when the host resumes.")
    legal = table.legal_actions()
    if message.turn != room.version and room.phones.offered.get(seat) == message.turn:
        # the turn this phone was offered was played for it as the guest tapped: nobody's mistake,
        # said calmly (a play-test's guest, tapping as the timer picked, read a red "it is Zoë's
        # turn, not yours")
        raise ProtocolError("stale", too_late(room), kind="info")
    if legal is None or legal.seat != seat:
        whose = "nobody's" if legal is None else f"{room.seat_cards()[legal.seat].name}'s"
        raise ProtocolError("not_your_turn", f"It is {whose} turn, not yours.")
    if message.turn != room.version:
        raise ProtocolError("stale", "That button was for an earlier turn: the table has moved on.")
    try:
        room.host.act(seat, message.kind)
    except IllegalAction as exc:
        raise ProtocolError(
            "illegal", f"You cannot {message.kind} now: you may {', '.join(legal.kinds)}."
        ) from exc


def on_auto_check(room: PartyRoom, client: int, state: Client, message: AutoCheck) -> None:
    """The guest's AUTO-CHECK, on or off: kept with the guest (a reload, the next pot), the host
    checking for their seat while it is on (room.sit_host), and said back to the phone."""
    seat = holder(room, state, message.token)
    guest = guest_of(room, seat)
    guest.auto_check = message.on
    room.sit_host()
    room.send(client, protocol.auto_check(message.on))


def too_late(room: PartyRoom) -> str:
    """What a tap that came just after its turn was played for the seat says."""
    who = "the timer" if room.host.timing.turn_seconds is not None else "the table"
    return f"Just too late: {who} had already played that turn for you."


def on_start(room: PartyRoom, client: int, state: Client, message: Start) -> None:
    seat = holder(room, state, message.token)
    if room.started:
        raise ProtocolError("already_started", "The game has already started.")
    if seat != room.captain:
        raise ProtocolError("not_captain", "The first guest to sit down starts the game.")
    room.start()


def on_leave(room: PartyRoom, client: int, state: Client, message: Leave) -> None:
    seat = holder(room, state, message.token)
    hand = left_hand(room, seat)  # theirs again if they are back before the table touches it
    state.left = room.unseat(seat)
    if hand is not None and seat in room.leaving:
        room.kept_hands[seat] = hand
    room.leavers[digest(state.left.token)] = (state.left, seat)
    room.send(client, protocol.left(seat))
    room.publish()


# what the room does with each client message: one handler per type of game.party.protocol
HANDLERS: dict[type[ClientMessage], Callable[[PartyRoom, int, Client, Any], None]] = {
    Join: on_join,
    Resume: on_resume,
    Act: on_act,
    AutoCheck: on_auto_check,
    Start: on_start,
    Leave: on_leave,
    Ping: on_ping,
}


def token_seat(room: PartyRoom, token: str) -> int | None:
    """The seat `token` holds (or will hold from the next hand), None when it holds none."""
    found = None
    holders = [*enumerate(room.guests), *room.arriving.items()]
    for seat, guest in holders:  # every seat compared, in constant time each
        if guest is None or guest.local:
            continue
        if secrets.compare_digest(guest.token.encode(), token.encode()):
            found = seat
    return found


def holder(room: PartyRoom, state: Client, token: str) -> int:
    """The seat this connection holds with `token`, or ProtocolError bad_token."""
    seat = token_seat(room, token)
    if seat is None or state.seat != seat:
        raise ProtocolError(
            "bad_token", "That token does not hold a seat on this connection: join or resume first."
        )
    return seat
