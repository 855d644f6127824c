"""The room sends the phones each place in the TV's own words, which they show as sent: a session's
standings (session_words' `label`, as the TV's FINAL STANDINGS label the row, placing_blocks) and
tonight's ledger (ledger_message's `label`, as the TV's ledger labels the line), over every set of
places a table of two to five people can give (competition places: a tie shares the higher place
and the next place skips, 1, 2, 2, 4). The phone once made its own words from the places and said
"you finished joint last of 4 people" beside the TV's "2ND= MAXIMILIANA F." (a host play-test).
The page showing them: tests/test_party_phone_place_labels_e2e.py."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from game.felt.standings_view import COMPUTERS, PEOPLE, placing_blocks
from game.party.ledger_message import ledger_message
from game.party.protocol import SeatCard
from game.party.session_words import session_words
from game.play.host_facts import Placing, SessionDone
from game.play.ledger import Ledger, Person, session_nets
from game.play.place_words import BOT, ledger_places

NAMES = ["Ann", "Bo", "Zoë", "Max", "Sam"]  # the people, seats 0-4; a computer player after them


def place_sets(n: int) -> list[list[int]]:
    """Every way `n` people can be placed: from their totals' order, each next one tied or behind."""
    sets = []
    for behind in product([False, True], repeat=n - 1):
        places = [1]
        for i, apart in enumerate(behind, start=2):
            places.append(i if apart else places[-1])
        sets.append(places)
    return sets


def every_place_set() -> list[list[int]]:
    return [places for n in range(2, 6) for places in place_sets(n)]


def placings(places: list[int]) -> list[Placing]:
    """The people at `places` (a net of minus their place: equal places, equal nets), then CPU 6."""
    people = [Placing(seat, NAMES[seat], Fraction(-place), place, True) for seat, place in enumerate(places)]
    return [*people, Placing(5, "CPU 6", Fraction(0), None, False)]


def standings_message(places: list[int]) -> dict:
    """The session's end as the room tells the phones it, the session placed at `places`."""
    seats = [SeatCard(name, "guest", "#f2b233") for name in NAMES] + [SeatCard("CPU 6", "bot", "#ef5a5f")]
    return dict(session_words(SessionDone((), (), tuple(placings(places))), seats, "Baseball"))


def tv_standings(places: list[int]) -> list[str]:
    """The place before each name on the TV's FINAL STANDINGS: the people's, then the bot's."""
    blocks = dict(placing_blocks(placings(places)))
    return [row[0] for row in blocks[PEOPLE] + blocks[COMPUTERS]]


def night(places: list[int], pots: int = 3) -> Ledger:
    """Tonight's ledger of one session: the people at `places` (Ann's phone's), then CPU 6."""
    people = tuple(Person(f"phone:{i}:{name}", name, False) for i, name in enumerate(NAMES[: len(places)]))
    bot = Person("CPU 6", "CPU 6", True)
    nets = [(person.key, Fraction(-place)) for person, place in zip(people, places, strict=True)]
    session = session_nets("s1", "Baseball", "2026-12-06T21:00", pots, True, [*nets, (bot.key, Fraction(0))])
    return Ledger("2026-12-06", (*people, bot), (session,))


def test_the_standings_carry_the_label_the_tv_shows_beside_each_name():
    for places in every_place_set():
        standings = standings_message(places)["standings"]
        assert standings is not None
        assert [line["label"] for line in standings] == tv_standings(places), places


def test_a_shared_place_is_sent_as_the_tv_marks_it():
    labels = [line["label"] for line in standings_message([1, 2, 2, 2])["standings"] or []]
    assert labels == ["1ST", "2ND=", "2ND=", "2ND=", ""]  # the play-test's "joint last of 4": the TV's 2ND=


def test_the_ledger_carries_the_label_the_tvs_ledger_shows():
    for places in every_place_set():
        ledger = night(places)
        sent = [line["label"] for line in ledger_message(ledger, "phone:0:Ann")["lines"]]
        assert sent == ledger_places(ledger.lines()), places
    sent = [line["label"] for line in ledger_message(night([1, 1, 3]), None)["lines"]]
    assert sent == ["1ST=", "1ST=", "3RD", BOT]


def test_a_ledger_of_no_pot_played_sends_no_place():
    sent = [line["label"] for line in ledger_message(night([1, 1, 1], pots=0), None)["lines"]]
    assert sent == ["", "", "", BOT]  # as the TV's ledger: nothing ranks a night of 0s
