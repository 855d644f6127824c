"""What the host's menu (game.screens.scenes.party_host) says under its rows after a change, while
it is still true: who was taken off or let back in (back in their seat at once, or free to sit down
again), the lock, the next game, who was seated at the TV. Each is a name and the words after it
(`Told`): the name is cut only where the panel's line has no room for it whole (a host play-test
read MIDNIGHT BASEBA… FROM THE NEXT SESSION in a panel with room for twice the cut: every name was
cut at 16 characters, whatever the room)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from game.felt.seat_words import SHORTEST_NAME, clip
from game.party.seat_plates import whose_seat

if TYPE_CHECKING:
    from game.party.room import Guest
    from game.party.room_parts import PartyRoom


class Told(NamedTuple):
    """A name (a guest's, a game's; "" for none) and the words after it, said while `holds`; in
    them, a second name between `after` and `tail` ('SAM TAKES MAXIMILIANA'S SEAT 3')."""

    name: str
    after: str
    holds: Callable[[], bool]
    second: str = ""
    tail: str = ""

    def fitted(self, room: int) -> str:
        """The words in `room` characters: the names cut for the words, never those; the second
        name first, to SHORTEST_NAME, then the first."""
        second = clip(
            self.second, max(room - len(self.after) - len(self.tail) - len(self.name), SHORTEST_NAME)
        )
        after = self.after + second + self.tail
        return clip(self.name, room - len(after)) + after


def taken_off(seat: int) -> str:
    """What taking a guest off did, after their name."""
    return f" IS OFF: A BOT PLAYS SEAT {seat + 1}"


def holder(room: PartyRoom, seat: int) -> Guest | None:
    """Who holds `seat`: the guest sitting down there at the next deal, else the one playing it."""
    return room.arriving.get(seat) or room.guests[seat]


def seated_at_tv(room: PartyRoom, seats: list[int]) -> Told:
    """Who SEAT A PLAYER AT THE TV seated, and where (a host play-test seated himself and nothing
    said so): 'QUEENIE SITS IN SEAT 4 NEXT HAND' while its bot plays the pot in play, 'QUEENIE SITS
    IN SEAT 4' where the seat is theirs at once (between pots or sessions); one seated where a
    person sat, 'SAM TAKES MAXIMILIANA'S SEAT 3' (seat_plates.whose_seat); said while each of them
    still holds their seat."""
    guests = [holder(room, seat) for seat in seats]
    names = ", ".join(guest.name.upper() for guest in guests if guest is not None)
    numbers = ", ".join(str(seat + 1) for seat in seats)
    later = " NEXT HAND" if any(seat in room.arriving for seat in seats) else ""

    def holds() -> bool:
        return [holder(room, seat) for seat in seats] == guests

    whose = whose_seat(room, seats[0]).upper() if len(seats) == 1 else ""
    if whose:
        return Told(names, " TAKES ", holds, whose, f"'S SEAT {numbers}{later}")
    where = f" SITS IN SEAT {numbers}" if len(seats) == 1 else f" SIT IN SEATS {numbers}"
    return Told(names, where + later, holds)


def seated(room: PartyRoom, guest: Guest) -> bool:
    """Whether `guest`, let back in, holds a seat again (or sits down at the next deal): from the
    phone they were let back in on, or as who they are across the night."""
    phones = [state.seat for state in room.clients.values() if state.readmitted is guest]
    sitting = [*room.guests, *room.arriving.values()]
    return any(seat is not None for seat in phones) or any(
        each is not None and each.who == guest.who for each in sitting
    )


def let_back(room: PartyRoom, guest: Guest) -> Told:
    """What letting `guest` back in did: 'DAN IS BACK IN SEAT 3' where their phone sat down again
    at once with their hand (let back in before the table moved for their seat:
    game.party.quick_return.hand_kept_for), said while they hold it; else 'DAN MAY SIT DOWN AGAIN',
    said till they do (a host play-test's menu said nothing at all once Dan was back at once)."""
    name = guest.name.upper()
    seat = next((seat for seat, each in enumerate(room.guests) if each is guest), None)
    if seat is None:
        return Told(name, " MAY SIT DOWN AGAIN", lambda: not seated(room, guest))
    return Told(name, f" IS BACK IN SEAT {seat + 1}", lambda: room.guests[seat] is guest)
