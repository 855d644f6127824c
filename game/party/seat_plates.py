"""What the room says of each seat, on the TV's plates and every phone: whose it is (a guest, one
arriving at the next deal, a leaver whose hand is played out, a bot), its colour, and why it is away
if it is. Read from the room, never changing it (game.party.room publishes it)."""

from __future__ import annotations

from game.party.protocol import SeatCard
from game.party.room_parts import PartyRoom
from game.play.host_facts import Absence, SeatKind

# Eight colours that stay apart for colour-blind eyes too (protanopia, deuteranopia, tritanopia:
# tests/test_colour_safe.py measures every pair), all light enough for the dark felt
SEAT_COLOURS = ("#f2b233", "#7d8bff", "#e04b50", "#5bf08f", "#f0c0ff", "#d7752b", "#2eb598", "#d473c5")


def bot_name(seat: int) -> str:
    """The name of the computer player that plays `seat` while no guest does."""
    return f"CPU {seat + 1}"


def seat_colours(room: PartyRoom) -> list[str]:
    """Each seat's colour: a TV player's own pick, else the seat's, else (a TV player picked the
    seat's) one that no seat has, nor starts with while another is free. A second host play-test
    saw two red seats, and a seat turn from red to green when the colours changed hands."""
    defaults = [SEAT_COLOURS[seat % len(SEAT_COLOURS)] for seat in range(len(room.guests))]
    colours: list[str | None] = [guest.colour if guest else None for guest in room.guests]
    used = {colour for colour in colours if colour}
    for seat, default in enumerate(defaults):
        if colours[seat] is None and default not in used:
            colours[seat] = default
            used.add(default)
    spare = sorted((c for c in SEAT_COLOURS if c not in used), key=lambda c: c in defaults)
    return [colour or (spare.pop(0) if spare else defaults[seat]) for seat, colour in enumerate(colours)]


def free_colour(room: PartyRoom, wanted: str | None) -> str | None:
    """The colour a player seated at the TV now plays in: `wanted` unless a person at the table
    already has it, else one no seat shows, else one no person has (None: their seat's own, as
    seat_colours gives it). A person keeps their colour all night: a host play-test seated the host
    at the TV in orange mid-party and Bartholomew's orange turned pink on every phone."""
    shown = seat_colours(room)
    people = {colour for colour, guest in zip(shown, room.guests, strict=True) if guest}
    if wanted is None or wanted not in people:
        return wanted
    defaults = {SEAT_COLOURS[seat % len(SEAT_COLOURS)] for seat in range(len(room.guests))}
    spare = sorted((c for c in SEAT_COLOURS if c not in people), key=lambda c: (c in shown, c in defaults))
    return spare[0] if spare else None


def whose_seat(room: PartyRoom, seat: int) -> str:
    """The person whose seat `seat` was, its bot's now or from the next deal: one leaving it this
    pot, else the last to hand it to its bot tonight (the host's record of who played it:
    game.play.who_played); "" for a seat no person held. A host play-test's menu read 'SAM SITS
    IN SEAT 3' where Maximiliana had just left, unnamed."""
    leaver = room.leaving.get(seat)
    return leaver[0].name if leaver else room.host.sitters[seat].last_person


def seat_cards(room: PartyRoom) -> list[SeatCard]:
    cards = []
    for seat, (guest, colour) in enumerate(zip(room.guests, seat_colours(room), strict=True)):
        kind: SeatKind
        if guest is None:
            arriving = room.arriving.get(seat)
            kind = "bot" if room.started else "free"
            since, takeover = room.host.sitters[seat].since, room.host.sitters[seat].takeover
            name = arriving.name if arriving else ""
            leaver = room.leaving[seat][0].name if seat in room.leaving else None
            if leaver is not None:  # their hand, played out for them: AWAY under their name
                kind = "away"
            away = absence(room, seat) if kind == "away" else ""
            cards.append(SeatCard(leaver or bot_name(seat), kind, colour, name, since, takeover, away))
        else:
            sitter = room.host.sitters[seat]
            gone = guest.client is None or sitter.away  # a phone gone, or silent until it is back
            kind = "local" if guest.local else "away" if gone else "guest"
            away = absence(room, seat) if kind == "away" else ""
            cards.append(SeatCard(guest.name, kind, colour, "", sitter.since, sitter.takeover, away))
    return cards


def absence(room: PartyRoom, seat: int) -> Absence:
    """Why the seat is away, if it is (the TV says which: a host play-test read AWAY for a phone
    dropped, a guest taken off and one back from another browser alike)."""
    if seat in room.leaving:  # (one taken off and let back in did not leave: a play-test read LEFT)
        off = room.leaving[seat][0] in room.removed or room.leaving[seat][0] in room.readmitted
        return "taken_off" if off else "left"
    if seat in room.retaken:
        return "back_next_hand"
    guest = room.guests[seat]
    return "phone_gone" if guest is not None and not guest.local and guest.client is None else ""
