"""The phone's "Session over: you finished 3rd" ranked the computer players too: the standings a
phone gets rank the people only, as the TV's ledger does; a computer player has no place (null)
and comes after them."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from party_support import Party

from game.party.hand_result import better_than_people
from game.play.host_facts import Placing


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
    top = max(Fraction(line["net"]) for line in message["standings"])
    ahead = [line for line in message["standings"] if Fraction(line["net"]) == top and line["place"] is None]
    assert ahead and top > Fraction(first[0]["net"])  # (this session: a bot won the money)
    assert message["session"] == {
        "people": 2,
        "winners": [{"seat": line["seat"], "name": line["name"]} for line in first],
        "net": first[0]["net"],
        "better": [{"seat": line["seat"], "name": line["name"]} for line in ahead],  # as the TV's awards
    }
    assert all(
        m["session"] is None for m in party.inbox[1] if m["type"] == "hand_result" and not m["standings"]
    )


def line(seat: int, name: str, net: int, place: int | None) -> Placing:
    return Placing(seat, name, Fraction(net), place, place is not None)


@pytest.mark.parametrize(
    ("people", "better"),
    [
        # a host play-test: Dee, the people's 1st at -9, where CPU 4 won the money ("CPU 4 HAD BETTER")
        (
            [
                line(0, "Dee", -9, 1),
                line(1, "Ann", -12, 2),
                line(3, "CPU 4", 20, None),
                line(2, "CPU 3", 1, None),
            ],
            ["CPU 4"],
        ),
        ([line(0, "Dee", 20, 1), line(3, "CPU 4", 20, None)], []),  # a person shares the top: none did better
        ([line(0, "CPU 1", 5, 1), line(1, "CPU 2", -5, 2)], []),  # bots alone: placed among themselves
    ],
)
def test_the_bots_above_every_person_are_named_with_the_session(people, better):
    """The phone read "Game over: Dee won it, -9" where the bots had won the money: the session
    names the computer players that ended above every person, as the TV's awards do."""
    assert [p.name for p in better_than_people(people)] == better
