"""A dealer whose phone was gone when the away rule called the pot's game for them is told so once
their phone is back during that pot: 'Time ran out, so Baseball was picked for you.', as a phone
that was there was told (game.party.phones.tell_seat, a notice kept through its pot). A notice
goes only to a phone that is there: the dealer back from a dropped phone read the game on the
table, and the TV's banner, with no word of why it was not theirs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.events import PotGame
from game.party import protocol
from game.play.fact_stream import EventAt
from game.play.host_facts import AwayPlay
from game.telling.away_words import notice

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom


def pots_away_call(room: PartyRoom) -> AwayPlay | None:
    """The away rule's call of the game of the pot in play, as far as the phones have been given
    the host's stream (the TV has shown it); None when the dealer called it, or no pot is in play."""
    table, host = room.table, room.host
    if table is None or not room.pot_being_played or table.hand_events_start < 1:
        return None
    if table.public_view().calling is not None:  # the next pot's dealer calls: the last one is over
        return None
    call_at = table.hand_events_start - 1  # the pot_game event, just before the hand's start
    for place in range(room.phones.cursor.taken - 1, 0, -1):
        entry = host.stream[place]
        if not isinstance(entry, EventAt) or entry.table is not table or entry.index > call_at:
            continue
        call, before = table.events[entry.index], host.stream[place - 1]
        if entry.index < call_at or not isinstance(call, PotGame):
            return None
        return before if isinstance(before, AwayPlay) and before.seat == call.chooser else None
    return None


def tell_again(room: PartyRoom, seat: int, client: int) -> None:
    """`seat`'s phone, back on `client`, told the game the away rule called for it in this pot."""
    away = pots_away_call(room)
    if away is None or away.seat != seat:
        return
    game = {rules.id: rules.name for rules in room.rules.games}.get(away.kind, "")
    room.send(client, protocol.notice(notice(away.kind, away.why, game), called=True))
