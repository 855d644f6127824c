"""A guest who leaves at a game's end is sent the ledger the TV draws, never one of the phone's own
making (issue 31, a host play-test): Dee left her seat in a Dealer's Choice game's last pot, the bot
took it for the next game, and her phone read 'Tonight: -52, 7TH of 7 people' with a PERSON 'CPU 4 2'
holding her figure and '-' for her, while the TV, the saved ledger and the other phones said -46,
6th of 6, the bot among the bots. Her phone had been sent the host's seats as they stood mid
hand-over (the seat already the bot's, still marked as a person's) instead of the night keeper's
ledger; it corrected itself at the next pot."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from party_support import Party

from engine.events import HandEnd
from game.party.ledger_message import ledger_message
from game.party.room import Timing

SLOW_DEALS = Timing(bot_delay=0.0, hand_pause=5.0)
ANN, DEE = 1, 2


class Watched(Party):
    """A party that keeps, with each ledger a phone gets, the TV's ledger at that moment (as a
    phone's message: the night keeper's Ledger, the one the TV's ledger scene draws)."""

    def __init__(self) -> None:
        super().__init__(seats=4, timing=SLOW_DEALS, keep_ledger=True)
        self.pairs: list[tuple[int, dict[str, Any], dict[str, Any]]] = []

    def drain(self) -> None:
        night = self.room.night
        start = {client: len(messages) for client, messages in self.inbox.items()}
        super().drain()
        assert night is not None
        tv = ledger_message(night.ledger, None)
        for client in (ANN, DEE):
            for message in self.inbox[client][start.get(client, 0) :]:
                if message["type"] == "ledger":
                    self.pairs.append((client, message, tv))


def figures(message: dict[str, Any]) -> list[tuple[str, bool, list[str | None], str]]:
    """Who is on a ledger, person or bot, with their figures: all but whose phone it is."""
    return [(line["name"], line["bot"], line["nets"], line["total"]) for line in message["lines"]]


@pytest.mark.parametrize("in_the_last_pot", [True, False], ids=["in-the-last-pot", "between-games"])
def test_the_leavers_phone_and_a_seated_one_read_the_tvs_ledger_at_every_send(home, in_the_last_pot):
    party = Watched()
    room = party.room
    party.join(ANN, "Ann", seat=0, device="anns-phone")
    party.join(DEE, "Dee", seat=1, device="dees-phone")
    room.rules = dataclasses.replace(room.rules, pots=2)  # games of two pots: quick to the next
    room.start()
    party.drain()
    rng = random.Random(4)
    table = room.table
    if in_the_last_pot:  # the game's last pot dealt, as the TV shows it: 'leave' while it plays
        party.play_until(
            lambda: sum(isinstance(e, HandEnd) for e in table.events) >= 1 and not table.between_hands,
            rng.choice,
        )
    else:
        party.play_until(lambda: table.is_over, rng.choice)
    party.send(DEE, {"type": "leave", "token": party.tokens[DEE]})
    party.play_until(lambda: room.sessions >= 3 and room.table.is_over, rng.choice)
    for _ in range(40):  # the last pot's result and the standings shown
        party.tick(0.5)
    dees = [(message, tv) for client, message, tv in party.pairs if client == DEE]
    assert len(dees) >= 3 and any(client == ANN for client, _, _ in party.pairs)
    for client, message, tv in party.pairs:
        assert figures(message) == figures(tv), f"phone {client}"
    for message, _ in dees:  # her own line stays hers, every game she played in it
        mine = [line for line in message["lines"] if line["you"]]
        assert [line["name"] for line in mine] == ["Dee"] and mine[0]["nets"][0] is not None
    last = dees[-1][0]
    assert not any(line["name"].startswith("CPU") for line in last["lines"] if not line["bot"])
