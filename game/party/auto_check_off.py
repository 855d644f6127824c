"""AUTO-CHECK goes off as each new game of the party is dealt, as at the solo table (1fb9743): two
newcomers' play-tests had it, left on in one game, check for them in the next before they saw it
on. Within a game it stays as the guest set it, pot after pot, across a reload or a quick return.
A Dealer's Choice pot of another game than the last pot's is a new game too, as at the solo table
(547b0bd): a newcomer's AUTO-CHECK, turned on in a Night Baseball pot, went on into a stud pot.
Their phone is told (`auto_check`), so its toggle shows OFF."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.events import PotGame
from game.party import protocol
from game.play.auto_check import GameChanges

if TYPE_CHECKING:
    from game.party.connections import Guest
    from game.party.room_parts import PartyRoom


def new_game(room: PartyRoom) -> None:
    """Every guest of the room's AUTO-CHECK off: seated, sitting down at the next deal, or gone from
    their seat and able to come back to it."""
    for guest in guests(room):
        if guest.auto_check:
            guest.auto_check = False
            if guest.client is not None:
                room.send(guest.client, protocol.auto_check(False))


def guests(room: PartyRoom) -> list[Guest]:
    """Every guest the room may seat again with their choices: each once."""
    every = [*room.guests, *room.arriving.values(), *(left for left, _ in room.leaving.values())]
    for state in room.clients.values():
        every += [state.left, state.removed, state.readmitted]
    found: dict[int, Guest] = {id(guest): guest for guest in every if guest is not None}
    return list(found.values())


class PotGames:
    """The phones' side of the one rule (game.play.auto_check.GameChanges): a Dealer's Choice pot of
    another game turns every guest's AUTO-CHECK off (new_game) as the phones take its call."""

    def __init__(self) -> None:
        self.games = GameChanges()

    def take(self, room: PartyRoom, fact: object) -> None:
        if isinstance(fact, PotGame) and self.games.dealt(fact.profile):
            new_game(room)
