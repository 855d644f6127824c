"""A guest's AUTO-CHECK goes off as a Dealer's Choice pot of another game is called, as at the solo
table (547b0bd, test_auto_check_off_at_a_dealers_choice_game): a newcomer's AUTO-CHECK, turned on
in a Night Baseball pot, went on checking for them in the next pot, Seven-card stud, where nothing
showed it on. Two pots of one game in a row keep it; their phone is told when it goes off."""

from __future__ import annotations

import random

from party_support import Party

from engine.events import PotGame


def test_a_guests_auto_check_is_off_as_a_pot_of_another_game_is_called():
    party = Party("dealers-choice", seats=3, seed=1)  # its calls: Midnight, Midnight, Night, Baseball
    party.join(1, "Ann", seat=0)
    party.room.start()
    rng = random.Random(5)

    def calls() -> list[str]:
        table = party.room.table
        return [] if table is None else [e.profile for e in table.events_for(None) if isinstance(e, PotGame)]

    party.play_until(lambda: len(calls()) >= 1, rng.choice)
    party.send(1, {"type": "auto_check", "token": party.tokens[1], "on": True})
    guest = party.room.guests[0]
    assert guest is not None and guest.auto_check
    party.play_until(lambda: len(calls()) >= 2, rng.choice)
    assert calls()[1] == calls()[0] and guest.auto_check  # the same game again: kept on
    party.play_until(
        lambda: len(calls()) >= 3 and party.room.phones.cursor.taken >= len(party.room.host.stream),
        rng.choice,
    )
    said = party.last(1, "auto_check")
    assert calls()[2] != calls()[1]
    assert not guest.auto_check and said is not None and said["on"] is False
