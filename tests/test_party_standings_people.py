"""The phone's "Session over: you finished 3rd" ranked the computer players too: the standings a
phone gets rank the people only, as the TV's ledger does; a computer player has no place (null)
and comes after them."""

from __future__ import annotations

import random
from fractions import Fraction

from party_support import Party


def test_the_session_standings_rank_the_people_only():
    party = Party(seats=4)
    party.join(1, "Ann")
    party.join(2, "Bob")
    party.send(1, {"type": "start", "token": party.tokens[1]})

    def standings() -> list | None:
        return next(
            (m["standings"] for m in party.inbox[1] if m["type"] == "hand_result" and m["standings"]), None
        )

    party.play_until(lambda: standings() is not None, random.Random(1).choice)
    lines = standings()
    people = [line for line in lines if line["name"] in ("Ann", "Bob")]
    bots = [line for line in lines if line["name"] not in ("Ann", "Bob")]
    worst = min(Fraction(line["net"]) for line in people)
    assert any(Fraction(line["net"]) > worst for line in bots)  # a bot ahead of a person: it must not count
    assert lines == people + bots  # the people first, then the bots
    assert all(line["place"] is None for line in bots)
    nets = [Fraction(line["net"]) for line in people]
    assert [line["place"] for line in people] == [1 + sum(other > net for other in nets) for net in nets]
