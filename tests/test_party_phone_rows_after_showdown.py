"""A host play-test's phone listed Ben at a showdown as "Pair of queens" (his face-up cards) while the
TV and the phone's own result card said "Three fours": the state the phones got once the whole move
was shown rated each row by its upcards again, undoing the shown hand. Once a seat shows down, the
pot's states list its row as the showdown showed it: its cards face up and the hand's value, and
(No Peek) the cards it never turned still face down in its pile, as the TV shows them (a play-test's
Midnight phone dropped the winner's unturned card)."""

from __future__ import annotations

import random

import pytest
from party_support import Party

from engine.events import Deal, HandStart, Showdown
from game.party.protocol import cards_json


def showdowns_by_pot(events) -> tuple[dict[int, dict[int, Showdown]], dict[tuple[int, int], int]]:
    """Each pot's showdowns by seat, and the cards dealt to each (pot, seat)."""
    pots: dict[int, dict[int, Showdown]] = {}
    dealt: dict[tuple[int, int], int] = {}
    pot = 0
    for event in events:
        if isinstance(event, HandStart):
            pot = event.hand
        elif isinstance(event, Showdown):
            pots.setdefault(pot, {})[event.seat] = event
        elif isinstance(event, Deal) and event.seat is not None:
            dealt[(pot, event.seat)] = dealt.get((pot, event.seat), 0) + 1
    return pots, dealt


@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball"])
def test_a_row_shown_down_stays_as_the_showdown_showed_it(profile):
    party = Party(profile, seats=4)
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: party.room.host.deals > 6, random.Random(4).choice)
    table = party.room.table
    assert table is not None
    last: dict[int, dict] = {}  # pot -> the last state the phone had of it
    for message in party.inbox[1]:
        if message["type"] == "state" and message["phase"] == "play":
            last[message["hand"]] = message
    checked = unturned = 0
    shows, dealt = showdowns_by_pot(table.events_for(None))
    for pot, shown in shows.items():
        if pot not in last or pot >= party.room.host.deals:
            continue
        rows = {row["seat"]: row for row in last[pot]["players"]}
        for seat, down in shown.items():
            assert rows[seat]["up"] == cards_json(down.cards), (pot, seat)
            assert rows[seat]["showing"] == (down.description or down.category), (pot, seat)
            left = dealt[(pot, seat)] - len(down.cards)  # stud: none; No Peek: never turned
            assert rows[seat]["down"] == left, (pot, seat)
            checked += 1
            unturned += left
    assert checked >= 4 and (unturned > 0) == (profile != "baseball"), (checked, unturned)
