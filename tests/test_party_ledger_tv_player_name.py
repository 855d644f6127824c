"""A player at the party TV has one name on every screen: tonight's ledger once numbered them
('YOGI 2') after a solo game's computer player Yogi that night, while the TV's standings and seat
said YOGI. A bot sharing a person's name is the one numbered."""

from __future__ import annotations

from fractions import Fraction

from game.party.ledger_message import ledger_message
from game.play.ledger import Ledger, Person, SessionNets


def session(id_: str, nets: dict[str, int]) -> SessionNets:
    return SessionNets(
        id_, "Baseball", "2026-12-07T14:30", 1, True, tuple((key, Fraction(net)) for key, net in nets.items())
    )


BOT_YOGI = Person("bot:yogi", "Yogi", True)
TV_YOGI = Person("local:yogi", "Yogi", False)
ANN = Person("phone:18f6:ann", "Ann", False)

# as the play-test's file: the solo game's bot Yogi first, the party's TV player Yogi later
NIGHT = Ledger(
    "2026-12-07",
    (Person("bot:babe", "Babe", True), BOT_YOGI, Person("local:you", "You", False), ANN, TV_YOGI),
    (
        session("solo-1-1", {"bot:babe": 8, "bot:yogi": -1, "local:you": -7}),
        session("party-144213-XBVW-1", {"local:yogi": 2, "phone:18f6:ann": -2}),
    ),
)


def test_the_tv_player_keeps_their_name_and_the_bot_of_that_name_is_numbered():
    shown = {line.person.key: line.shown for line in NIGHT.lines()}
    assert shown["local:yogi"] == "Yogi"
    assert shown["bot:yogi"] == "Yogi 2"


def test_two_people_of_one_name_are_still_numbered_in_order_of_first_play():
    first, second = Person("phone:a:ann", "Ann", False), Person("phone:b:ann", "ANN", False)
    ledger = Ledger("2026-12-07", (BOT_YOGI, first, second), (session("party-1", {}),))
    assert [line.shown for line in ledger.lines() if not line.person.bot] == ["Ann", "ANN 2"]


def test_a_phones_ledger_names_the_tv_player_as_the_tv_does():
    lines = ledger_message(NIGHT, ANN.key)["lines"]
    assert [line["name"] for line in lines if not line["bot"] and line["name"].startswith("Yogi")] == ["Yogi"]
