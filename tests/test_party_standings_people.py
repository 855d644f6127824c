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


def test_the_session_result_says_who_won_it_and_how_many_people_were_placed():
    """The phone worked out the session's winner and its count of people from the standings; the
    table says them (`session`), as the host placed them: the people placed 1st, never a bot ahead."""
    party = Party(seats=4)
    party.join(1, "Ann")
    party.join(2, "Bob")
    party.send(1, {"type": "start", "token": party.tokens[1]})

    def ended() -> dict | None:
        return next((m for m in party.inbox[1] if m["type"] == "hand_result" and m["standings"]), None)

    party.play_until(lambda: ended() is not None, random.Random(1).choice)
    message = ended()
    first = [line for line in message["standings"] if line["place"] == 1]
    assert message["session"] == {
        "people": 2,
        "winners": [{"seat": line["seat"], "name": line["name"]} for line in first],
        "net": first[0]["net"],
    }
    assert all(
        m["session"] is None for m in party.inbox[1] if m["type"] == "hand_result" and not m["standings"]
    )
