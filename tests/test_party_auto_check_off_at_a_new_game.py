"""A guest's AUTO-CHECK goes off as the party's next game is dealt, as at the solo table (1fb9743,
test_auto_check_off_at_a_new_game): left on in one game, it checked for a newcomer in the next
before they saw it on. Their phone is told, so its toggle shows OFF; the room checks for them no
more till they tap it again."""

from __future__ import annotations

import random

from party_support import Party
from test_party_next_game import one_pot_sessions, play_to_session


def free_checks_asked(messages: list[dict]) -> int:
    return sum(
        1
        for m in messages
        if m["type"] == "your_turn"
        and m["decision"] == "bet"
        and "check" in [o["kind"] for o in m["options"]]
    )


def test_a_guests_auto_check_is_off_as_the_next_game_is_dealt_and_their_phone_says_so():
    party = Party("night-baseball", seats=3, seed=11)
    party.join(1, "Ann", seat=0)
    one_pot_sessions(party)
    party.room.start()
    party.send(1, {"type": "auto_check", "token": party.tokens[1], "on": True})
    guest = party.room.guests[0]
    assert guest is not None and guest.auto_check  # on for the game in play
    play_to_session(party, 2)
    said = party.last(1, "auto_check")
    assert not guest.auto_check and said is not None and said["on"] is False
    # the new game's free checks are the guest's own to answer again
    since = len(party.inbox[1])
    rng = random.Random(5)
    party.play_until(lambda: party.room.sessions >= 3, rng.choice)
    assert free_checks_asked(party.inbox[1][since:]) > 0
