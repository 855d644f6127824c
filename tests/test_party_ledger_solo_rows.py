"""A solo game in tonight's ledger never reads as a guest's own on their phone: the solo table's
seat is "You", and a host play-test's phones said "1ST You" of another tester's solo game (same
profile, so the same night's file). On a phone its player is the Solo player, never marked theirs;
the party's people and the bots keep their names."""

from __future__ import annotations

from fractions import Fraction

from game.party.ledger_message import SOLO_PLAYER, ledger_message
from game.play.ledger import Ledger, Person, SessionNets


def session(id_: str, nets: dict[str, int]) -> SessionNets:
    return SessionNets(
        id_, "Baseball", "2026-12-07T14:30", 1, True, tuple((key, Fraction(net)) for key, net in nets.items())
    )


ANN = Person("phone:18f6:ann", "Ann", False)
ZOE = Person("phone:7e32:zoë", "Zoë", False)
NIGHT = Ledger(
    "2026-12-07",
    (
        Person("bot:babe", "Babe", True),
        Person("local:you", "You", False),
        ANN,
        ZOE,
        Person("bot:cpu 4", "CPU 4", True),
    ),
    (
        session("solo-108642-1", {"bot:babe": -30, "local:you": 30}),  # the solo player leads the night
        session("party-144213-XBVW-1", {"bot:cpu 4": 22, "phone:18f6:ann": -14, "phone:7e32:zoë": -8}),
    ),
)


def test_a_solo_games_player_is_the_solo_player_on_a_guests_phone():
    lines = ledger_message(NIGHT, ANN.key)["lines"]
    top = lines[0]
    assert (top["name"], top["place"], top["you"]) == (SOLO_PLAYER, 1, False)
    assert not any(line["name"].casefold() == "you" for line in lines)
    assert [line["name"] for line in lines if line["you"]] == ["Ann"]
    assert {line["name"] for line in lines} == {SOLO_PLAYER, "Ann", "Zoë", "Babe", "CPU 4"}


def test_a_phone_with_no_seat_sees_no_you_either():
    lines = ledger_message(NIGHT, None)["lines"]
    assert [line["name"] for line in lines if not line["bot"]] == [SOLO_PLAYER, "Zoë", "Ann"]
    assert not any(line["you"] for line in lines)


def test_a_party_player_at_the_tv_is_named_even_after_a_solo_game():
    yogi = Person("local:yogi", "Yogi", False)
    night = Ledger(
        "2026-12-07",
        (*NIGHT.people, yogi),
        (*NIGHT.sessions, session("party-144213-XBVW-2", {"local:yogi": 3, "phone:18f6:ann": -3})),
    )
    names = {line["name"] for line in ledger_message(night, ANN.key)["lines"]}
    assert "Yogi" in names and SOLO_PLAYER in names
