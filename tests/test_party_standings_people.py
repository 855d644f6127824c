"""The phone's "Session over: you finished 3rd" ranked the computer players too: the standings a
phone gets rank the people only, as the TV's ledger does; a computer player has no place (null)
and comes after them."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from party_support import Party

from game.party.session_words import game_winners
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
    table says them (`session`), as the host placed them: who won the game, a bot ahead of the
    people too (a guest play-test's line said their place, not who won), and the people placed."""
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
    ahead = [line for line in message["standings"] if Fraction(line["net"]) == top]
    assert all(line["place"] is None for line in ahead) and top > Fraction(first[0]["net"])  # (a bot won)
    assert message["session"] == {
        "game": "Baseball",
        "people": 2,
        "winners": [{"seat": line["seat"], "name": line["name"], "you": False} for line in ahead],
        "net": ahead[0]["net"],
    }
    assert all(
        m["session"] is None for m in party.inbox[1] if m["type"] == "hand_result" and not m["standings"]
    )


def test_each_guest_s_copy_marks_their_own_line_and_no_other():
    """The phone found its guest's line by name and seat; the server marks it (`you`), by who the
    guest is: Ann's copy marks Ann's line, Bob's Bob's, a watcher's none."""
    party = Party(seats=4)
    party.join(1, "Ann")
    party.join(2, "Bob")
    watcher = 9
    party.connect(watcher)  # a page that holds no seat
    party.send(1, {"type": "start", "token": party.tokens[1]})

    def ended(client: int) -> dict | None:
        return next((m for m in party.inbox[client] if m["type"] == "hand_result" and m["standings"]), None)

    party.play_until(lambda: ended(2) is not None, random.Random(1).choice)
    for client, name in ((1, ["Ann"]), (2, ["Bob"]), (watcher, [])):
        result = ended(client)
        assert [line["name"] for line in result["standings"] if line["you"]] == name
        # the game's winners marked the same way: theirs exactly when their own line is a winner's
        mine = [(line["seat"], line["name"]) for line in result["standings"] if line["you"]]
        winners = result["session"]["winners"]
        assert winners and all(w["you"] == ((w["seat"], w["name"]) in mine) for w in winners)


def test_a_guest_who_left_during_the_game_still_reads_their_own_line():
    """A host play-test's Dee, who left in the game's last pot, read her line as another's: her
    phone, holding no seat now, gets her line marked all the same."""
    party = Party(seats=4)
    party.join(1, "Ann")
    party.join(2, "Bob")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(1)
    party.play_until(lambda: any(m["type"] == "hand_result" for m in party.inbox[2]), rng.choice)
    party.send(2, {"type": "leave", "token": party.tokens[2]})

    def ended() -> dict | None:
        return next((m for m in party.inbox[2] if m["type"] == "hand_result" and m["standings"]), None)

    party.play_until(lambda: ended() is not None, rng.choice)
    assert party.room.clients[2].seat is None  # (she holds no seat)
    assert [line["name"] for line in ended()["standings"] if line["you"]] == ["Bob"]


def line(seat: int, name: str, net: int, place: int | None) -> Placing:
    return Placing(seat, name, Fraction(net), place, place is not None)


@pytest.mark.parametrize(
    ("people", "won"),
    [
        # a host play-test: Dee, the people's 1st at -9, where CPU 4 won the money
        (
            [
                line(0, "Dee", -9, 1),
                line(1, "Ann", -12, 2),
                line(3, "CPU 4", 20, None),
                line(2, "CPU 3", 1, None),
            ],
            ["CPU 4"],
        ),
        ([line(0, "Dee", 20, 1), line(3, "CPU 4", 20, None)], ["Dee", "CPU 4"]),  # a shared top: both
        ([line(0, "Ann", 5, 1), line(1, "Bo", 5, 1), line(2, "Cy", -10, 3)], ["Ann", "Bo"]),
        ([line(0, "CPU 1", 5, 1), line(1, "CPU 2", -5, 2)], ["CPU 1"]),  # bots alone
    ],
)
def test_the_game_s_winners_are_everyone_at_the_top_a_bot_too(people, won):
    """The phone read "Game over: Dee won it, -9" where the bots had won the money: the session
    names who won the game, a computer player too."""
    assert [p.name for p in game_winners(people)] == won
