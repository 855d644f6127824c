"""The night's ledger ranks its people only (a host play-test: the phone said "Tonight: you +3, 3rd
of 6" with three bots among the six, and the TV's ledger placed the bots among the guests). The
computer players are listed after the people, with no place, and every total is still shown, so the
ledger still adds up to 0."""

from __future__ import annotations

from fractions import Fraction

from game.party.ledger_message import ledger_message
from game.play.ledger import Ledger, Person, ranked, session_nets
from game.play.place_words import BOT, ledger_places

NIGHT = "2026-12-02"


def night() -> Ledger:
    people = (
        Person("phone:a:Ann", "Ann", False),
        Person("CPU 2", "CPU 2", True),
        Person("phone:b:Bob", "Bob", False),
        Person("CPU 3", "CPU 3", True),
        Person("phone:c:Cat", "Cat", False),
        Person("CPU 4", "CPU 4", True),
    )
    nets = {"CPU 2": 9, "CPU 3": 5, "phone:c:Cat": 3, "phone:a:Ann": 1, "CPU 4": -4, "phone:b:Bob": -14}
    session = session_nets(
        "s1", "Baseball", f"{NIGHT}T21:00", 8, True, [(k, Fraction(v)) for k, v in nets.items()]
    )
    return Ledger(NIGHT, people, (session,))


def test_the_people_are_ranked_among_themselves_and_the_bots_listed_apart():
    ledger = night()
    lines = ledger.lines()
    assert [line.shown for line in lines] == ["Cat", "Ann", "Bob", "CPU 2", "CPU 3", "CPU 4"]
    assert ranked(lines) == [1, 2, 3, None, None, None]  # Cat is 1st of 3, not 3rd of 6
    assert ledger_places(lines) == ["1ST", "2ND", "3RD", BOT, BOT, BOT]
    assert sum((line.total for line in lines), Fraction(0)) == 0  # every line still shown


def test_the_phone_is_sent_the_people_first_and_the_bots_marked():
    message = ledger_message(night(), "phone:c:Cat")
    assert [(line["name"], line["bot"], line["place"], line["you"]) for line in message["lines"]] == [
        ("Cat", False, 1, True),
        ("Ann", False, 2, False),
        ("Bob", False, 3, False),
        ("CPU 2", True, None, False),
        ("CPU 3", True, None, False),
        ("CPU 4", True, None, False),
    ]  # placed by the table, as the TV's ledger places them: the phone works out no place
