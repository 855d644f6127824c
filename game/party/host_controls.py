"""The host's controls of a party room (the TV's host menu): pause, lock, take a guest off the
table, let them back, end the party."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.party import protocol
from game.party.connections import Client, Guest

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom


class HostControls:
    def __init__(self, room: PartyRoom) -> None:
        self.room = room

    def pause(self, paused: bool) -> None:
        """Stop everything (no bot moves, no clock runs, phones say PAUSED) or go on where it stopped."""
        room = self.room
        if paused == room.paused:
            return
        room.paused = paused
        room.host.pause(paused)
        if not paused:
            room.phones.turn_sent = -1  # phones ask again: their timer restarts from the time left
        room.publish()
        room.phones.offer_turn()

    def lock(self, locked: bool) -> None:
        """No new guests while locked; the seated (and those sitting down next hand) still come back."""
        room = self.room
        room.locked = locked
        room.publish()

    def remove(self, seat: int) -> None:
        """The host takes a guest off the table: its bot plays the seat at once, the phone is told, and
        neither that connection nor its address may sit again until the host lets them (`readmit`)."""
        room = self.room
        guest = room.arriving.get(seat) or room.guests[seat]
        if guest is None or guest.local:
            raise ValueError(f"seat {seat + 1} has no guest with a phone")
        clients = [client for client, state in room.clients.items() if state.seat == seat]
        room.unseat(seat)
        guest.address = next((room.clients[c].address for c in clients), guest.address)
        room.removed.append(guest)
        for client in clients:
            room.clients[client].removed = True
            room.send(client, protocol.removed(seat))
        room.publish()

    def end(self) -> None:
        """The host ended the party: every phone is told plainly before the server closes."""
        room = self.room
        room.paused = True  # nothing moves any more
        room.broadcast(protocol.party_over())

    def readmit(self, guest: Guest) -> None:
        """Let a removed guest sit down again."""
        room = self.room
        room.removed.remove(guest)
        room.readmitted.append(guest.address)  # they may sit down even in a locked room
        for client, state in room.clients.items():
            if state.address and state.address == guest.address:
                state.removed = False
                room.send(client, protocol.readmitted())

    def is_removed(self, state: Client) -> bool:
        return state.removed or any(
            guest.address and guest.address == state.address for guest in self.room.removed
        )
