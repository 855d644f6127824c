"""AUTO-CHECK goes off as each new game of the party is dealt, as at the solo table (1fb9743): two
newcomers' play-tests had it, left on in one game, check for them in the next before they saw it
on. Within a game it stays as the guest set it, pot after pot, across a reload or a quick return.
In Dealer's Choice it rests through a pot of a game without it (stud), as at the solo table
(game.play.auto_check.Rests): a newcomer's AUTO-CHECK, turned on in a Night Baseball pot, went on
into a stud pot; a Hold'em newcomer's, on in a Night pot, was OFF in the next No Peek pot. Their
phone is told (`auto_check`), so its toggle shows OFF there and ON again at the next No Peek pot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.events import PotGame
from game.party import protocol
from game.play.auto_check import BACK, REST, Rests

if TYPE_CHECKING:
    from game.party.connections import Guest
    from game.party.room_parts import PartyRoom


def new_game(room: PartyRoom) -> None:
    """Every guest of the room's AUTO-CHECK off: seated, sitting down at the next deal, or gone from
    their seat and able to come back to it."""
    for guest in guests(room):
        if guest.auto_check:
            told(room, guest, False)


def told(room: PartyRoom, guest: Guest, on: bool) -> None:
    """`guest`'s AUTO-CHECK set `on`, their phone told (its toggle shows it)."""
    guest.auto_check = on
    if guest.client is not None:
        room.send(guest.client, protocol.auto_check(on))


def guests(room: PartyRoom) -> list[Guest]:
    """Every guest the room may seat again with their choices: each once."""
    every = [*room.guests, *room.arriving.values(), *(left for left, _ in room.leaving.values())]
    for state in room.clients.values():
        every += [state.left, state.removed, state.readmitted]
    found: dict[int, Guest] = {id(guest): guest for guest in every if guest is not None}
    return list(found.values())


class PotGames:
    """The phones' side of the one rule (game.play.auto_check.Rests): a Dealer's Choice pot of a game
    without AUTO-CHECK turns it off for every guest who had it on, and the next No Peek pot turns it
    on again for them, as the phones take its call."""

    def __init__(self) -> None:
        self.rests = Rests()
        self.resting: list[Guest] = []  # the guests it rests for: back on at the next No Peek pot

    def take(self, room: PartyRoom, fact: object) -> None:
        if not isinstance(fact, PotGame):
            return
        if fact.hand == 1:  # a new game's first pot: it began with AUTO-CHECK off (new_game), none rest
            self.rests, self.resting = Rests(), []
        change = self.rests.dealt(fact.rules.flow == "no_peek")
        if change == REST:
            self.resting = [guest for guest in guests(room) if guest.auto_check]
            new_game(room)
        elif change == BACK:
            for guest in self.resting:
                told(room, guest, True)
            self.resting = []
