"""A guest's AUTO-CHECK rests through a Dealer's Choice pot of a game without it (stud), and is back at
the next No Peek pot, as at the solo table (game.play.auto_check.Rests,
test_auto_check_off_at_a_dealers_choice_game): a newcomer's AUTO-CHECK, turned on in a Night
Baseball pot, went on checking for them in the next pot, Seven-card stud, where nothing showed it
on; a Hold'em newcomer's, on in a Night pot, was OFF in the next No Peek pot. No Peek pots one after
another keep it; their phone is told as it rests and as it is back."""

from __future__ import annotations

import random

from party_support import Party

from engine.events import PotGame


def test_a_guests_auto_check_rests_in_a_stud_pot_and_is_back_at_the_next_no_peek_pot():
    party = Party("dealers-choice", seats=3, seed=1)  # its calls: Midnight, Midnight, Night, Baseball...
    party.join(1, "Ann", seat=0)
    party.room.start()
    rng = random.Random(5)

    def calls() -> list[PotGame]:
        table = party.room.table
        return [] if table is None else [e for e in table.events_for(None) if isinstance(e, PotGame)]

    def taken(count: int):
        """Played till the `count`th call, the phones told all of it."""
        return lambda: len(calls()) >= count and party.room.phones.cursor.taken >= len(party.room.host.stream)

    party.play_until(taken(1), rng.choice)
    party.send(1, {"type": "auto_check", "token": party.tokens[1], "on": True})
    guest = party.room.guests[0]
    assert guest is not None and guest.auto_check
    party.play_until(taken(3), rng.choice)
    flows = [call.rules.flow for call in calls()]
    assert flows[:3] == ["no_peek"] * 3 and calls()[2].profile != calls()[1].profile
    assert guest.auto_check  # another No Peek game: kept on
    pots = 3
    while calls()[-1].rules.flow == "no_peek":  # on to a pot of a game without it
        pots += 1
        party.play_until(taken(pots), rng.choice)
    said = party.last(1, "auto_check")
    assert not guest.auto_check and said is not None and said["on"] is False  # rests in the stud pot
    while calls()[-1].rules.flow != "no_peek":  # on to the next No Peek pot
        pots += 1
        party.play_until(taken(pots), rng.choice)
    said = party.last(1, "auto_check")
    assert guest.auto_check and said is not None and said["on"] is True  # back, the phone told
