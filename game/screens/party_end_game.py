"""END THIS GAME AFTER THE POT, a row of the host's menu over the party table: the session in play
ends with the pot in play, played out and paid as any (nothing won is lost), then its final
standings and tonight's ledger come as when a session ends by its pot count, and the next session is
dealt under the NEXT GAME row's game (a host wanted to go on to the next game without playing the
last pots out, or ending the party). Every phone is told (game.party.next_game.ending)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.party.next_game import coming, ending
from game.platform.widgets import Item
from game.play.night_keeper import pot_in_play

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom

ROW = "END THIS GAME AFTER THE POT"
QUESTION = "END AFTER THIS POT?"


def end_game_row(room: PartyRoom, ask: Callable[[], None]) -> Item:
    """The row; greyed with why when no session is in play, or it ends after this pot already."""
    table = room.table
    if table is None or table.is_over:
        return Item(ROW, None, False, "No game is in play.")
    if ending(room):
        # not the game's name: a long one ran past the host menu's panel (the foot says it, cut)
        return Item(ROW, None, False, "This game ends after the pot in play.")
    return Item(ROW, ask)


def question(room: PartyRoom) -> tuple[str, str]:
    """The question and what happens, the pot in play first (it is played out, never dropped)."""
    table = room.table
    assert table is not None
    played = "The pot in play is played out and paid as any." if pot_in_play(table) else "No more pots."
    then = (
        f"Then {room.rules.name}'s final standings, tonight's ledger and the next game, {coming(room).name}."
    )
    return QUESTION, f"{played} {then}"  # (the game's name in the question ran out of its panel)


def told(room: PartyRoom) -> tuple[str, str]:
    """Under the rows once asked, while it holds: the game's name and the words after it (the name
    cut only where the panel has no room for it: game.screens.party_host_told)."""
    return room.rules.name.upper(), " ENDS AFTER THIS POT"
