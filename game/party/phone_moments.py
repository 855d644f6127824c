"""The TV's big moments on every phone (`moment`): a pot won by five of a kind or a straight flush
(GRAND SLAM!, PERFECT GAME!) and a player struck out (STRIKE THREE!), with whose moment it is (a
win's with its hand, as the TV's banner says it: "CASEY: FIVE 10'S"),
sent when the TV shows the fact its banner comes with (game.felt.table_effects): a guest
play-test's phones had them only as a log line. The facts come as the phones' states take them,
as far as the TV has shown them (a cursor that does not pace the table)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.events import Event, HandStart, Out
from game.party.phone_notes import moment
from game.telling.hand_forms import in_capitals
from game.telling.strike_three_words import PHONE
from game.telling.table_moments import moment_hand, table_moment, what_it_is, whose

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom


class PhoneMoments:
    def __init__(self, room: PartyRoom) -> None:
        self.room = room
        self.cursor = room.host.attach(None, paces=False)
        self.pot: list[Event] = []  # the pot in play's events as shown: a win's hand is among them

    def follow(self) -> None:
        """Tell the phones each moment the TV has shown since the last look."""
        for fact in self.cursor.take():
            if not isinstance(fact, Event):
                continue
            if isinstance(fact, HandStart):
                self.pot.clear()
            self.pot.append(fact)
            words = table_moment(fact, self.pot)
            if words:
                names = [seat.name for seat in self.room.seat_cards()]
                hand = in_capitals(moment_hand(fact, self.pot))  # "CASEY: FIVE 10'S", as the TV's banner
                self.room.broadcast(moment(words, whose(fact, names), phone_meaning(words, fact), hand))


def phone_meaning(words: str, event: Event) -> str:
    """What a moment is, in a line under its banner on the phones: a No Peek strike-out as the TV
    and RULES say it (game.telling.strike_three_words.PHONE; the phones had read "Beaten, every
    card turned" under it, the plate's word and not the TV's)."""
    return PHONE if isinstance(event, Out) else what_it_is(words, event)
