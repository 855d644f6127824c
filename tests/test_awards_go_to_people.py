"""The session's awards go to people (a host play-test: Baseball's final standings at a party read
'AWARDS: COMPUTER PLAYERS WIN THEM TOO' and CPU 4 took the biggest pot, the best hand and the MVP
over three guests). At a table with people each award goes to the best person, and a computer
player that beat every person to it is named beside it, on the TV's standings page and the phones'
awards alike. Worked by hand: CPU 4 wins pot 1 (12, four jacks over Sam's flush, three wilds dealt
up) and pot 3 (2, uncontested); Sam wins pot 2 (4, four fours, two wilds): every award is Sam's, CPU 4
beside each. Jo won nothing and shows nowhere."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_support import record_text

from engine.cards import parse_cards
from engine.events import (
    Award,
    Deal,
    HandEnd,
    HandStart,
    SeatInfo,
    SessionStart,
    Showdown,
)
from engine.hands import best_hand
from engine.profile import load_profile
from game.felt.standings_view import AWARD_COLUMNS, AWARDS, award_lines
from game.party.protocol import SeatCard
from game.party.session_words import session_words
from game.play.host_facts import Placing, SessionDone
from game.screens.party_between import BetweenSessions
from game.telling.session_awards import SessionAward, better_line, session_awards

F = Fraction
RULES = load_profile("baseball")
NAMES = ("Sam", "Jo", "CPU 4")


def shown(seat: int, cards: str) -> Showdown:
    hand = parse_cards(cards)
    return Showdown.of(seat, tuple(hand), best_hand(hand, RULES.wild_ranks))


def session(bot_pot: Fraction = Fraction(12)) -> list:
    """The worked session; `bot_pot`: what CPU 4's pot 1 held."""
    zero = (F(0),) * 3
    return [
        SessionStart("baseball", RULES, tuple(map(SeatInfo, NAMES)), 1, 3),
        HandStart(1, 0, None),
        *(Deal(2, card, "up", "street") for card in parse_cards("3c 9d 9h")),
        shown(0, "As Ks 7s 5s 2s 4h 6d"),
        shown(2, "Jc Jd Jh Js 2c 5d 6h"),
        Award(2, bot_pot, "showdown"),
        HandEnd(1, zero),
        HandStart(2, 1, None),
        *(Deal(0, card, "up", "street") for card in parse_cards("3s 9c")),
        shown(0, "4c 4d 4h 4s 2d 7c 8c"),
        Award(0, F(4), "showdown"),
        HandEnd(2, zero),
        HandStart(3, 2, None),
        Award(2, F(2), "uncontested"),
        HandEnd(3, zero),
    ]


NETS = {(0, "Sam"): F(-2), (1, "Jo"): F(-6), (2, "CPU 4"): F(8)}


def test_a_bot_that_beat_every_person_at_each_award_is_named_once_under_them():
    """A guest play-test's phone said "(CPU 5 HAD BETTER)" beside each of four awards: it is said
    once, under them all."""
    awards = {a.title: a for a in session_awards(session(), None, NETS, {"Sam", "Jo"})}
    assert {title: (a.names, a.detail, a.better) for title, a in awards.items()} == {
        "BIGGEST POT": (("Sam",), "4 IN POT 2", ("CPU 4",)),
        "BEST HAND": (("Sam",), "FOUR FOURS", ("CPU 4",)),
        "MOST WILDS": (("Sam",), "2 WILD CARDS", ("CPU 4",)),
        "MVP": (("Sam",), "1 POT WON", ("CPU 4",)),
    }
    lines = award_lines(list(awards.values()))
    assert ("BEST HAND", "SAM  FOUR FOURS") in lines
    assert [words for _, words in lines if "OF ALL" in words] == ["BEST OF ALL AT ALL 4 AWARDS: CPU 4"]
    assert lines[-1] == ("", "BEST OF ALL AT ALL 4 AWARDS: CPU 4")


@pytest.mark.parametrize(
    ("better", "said"),
    [
        ([("CPU 4",), (), ()], "BIGGEST POT OF ALL: CPU 4"),
        ([("CPU 4",), ("CPU 5",), ()], "BEST OF ALL AT 2 AWARDS: CPU 4 & CPU 5"),
        ([(), (), ()], ""),
        ([("CPU 4",)], "BIGGEST POT OF ALL: CPU 4"),  # (one award alone: by its name, not "ALL 1")
    ],
)
def test_the_bots_that_did_better_are_said_once_for_the_awards(better, said):
    titles = ("BIGGEST POT", "BEST HAND", "MVP")
    awards = [
        SessionAward(title, (0,), "1", ("Sam",), bots)
        for title, bots in zip(titles[: len(better)], better, strict=True)
    ]
    assert better_line(awards) == said


def test_one_award_a_bot_won_over_everyone_says_the_award_the_bot_and_what_it_did():
    """A host's TV read 'CPU 4 HAD BETTER AT BIGGEST POT' as CPU 4 holding a better hand: it says
    the award over everyone, who won it and with what, the detail left off where the line is short."""
    pots = session_awards(session(), None, NETS, {"Sam", "Jo"})[:1]
    assert (pots[0].better, pots[0].better_detail) == (("CPU 4",), "12 IN POT 1")
    assert better_line(pots) == "BIGGEST POT OF ALL: CPU 4, 12 IN POT 1"
    assert better_line(pots, 30) == "BIGGEST POT OF ALL: CPU 4"
    assert "HAD BETTER" not in better_line(session_awards(session(), None, NETS, {"Sam", "Jo"}))


def test_a_person_who_ties_a_bot_takes_the_award_with_no_bot_beside_it():
    awards = {a.title: a for a in session_awards(session(F(4)), None, NETS, {"Sam", "Jo"})}
    assert (awards["BIGGEST POT"].names, awards["BIGGEST POT"].better) == (("Sam",), ())
    assert awards["BIGGEST POT"].detail == "4 IN POT 2"  # the person's pot, not the bot's equal one


def test_an_award_no_person_earned_is_left_out_and_a_table_of_bots_wins_its_own():
    jo_alone = {a.title for a in session_awards(session(), None, NETS, {"Jo"})}
    assert jo_alone == set()  # Jo won no pot, showed no hand, held no wild
    bots = {a.title: a.names for a in session_awards(session(), None, NETS)}
    assert bots["MVP"] == ("CPU 4",) and bots["BEST HAND"] == ("CPU 4",)


PEOPLE = (
    Placing(0, "Sam", F(-2), 1, True),
    Placing(1, "Jo", F(-6), 2, True),
    Placing(2, "CPU 4", F(8), None, False),
)


def test_the_tv_and_the_phones_say_the_persons_award_and_the_bot_once_under_them(app, monkeypatch):
    awards = tuple(session_awards(session(), None, NETS, {"Sam", "Jo"}))
    done = SessionDone((), awards, PEOPLE)  # the one fact the TV and the phones both say
    between = BetweenSessions(app.text)
    between.show(done, None)
    with monkeypatch.context() as patch:
        said = record_text(app, patch)
        between.draw_standings(app.display.canvas, RULES, paused=False, coming="Baseball")
    words = [text for text, _ in said]
    assert AWARDS in words and not any("WIN THEM TOO" in text for text in words)
    assert "SAM  4 IN POT 2" in words and not any("(CPU 4" in text for text in words)
    assert [text for text in words if "OF ALL" in text] == ["BEST OF ALL AT ALL 4 AWARDS: CPU 4"]
    seats = [SeatCard(name, "guest", "#f2b233") for name in NAMES]
    message = session_words(done, seats, "Baseball")
    assert {a["title"]: (a["names"], a["detail"]) for a in message["session_awards"] or []}["MVP"] == (
        ["Sam"],
        "1 POT WON",
    )
    assert message["awards_better"] == "BEST OF ALL AT ALL 4 AWARDS: CPU 4"  # the TV's line, once


def test_a_crowded_page_keeps_the_persons_name_and_leaves_the_bot_out_where_both_do_not_fit():
    """An eight-seat page has one line an award: the bot beside a long detail ran off the page's
    edge and cut 'MAXIMILIANA F.' to '\u2026'. The name and the detail come first, the bots' line
    only where a line is left."""
    award = SessionAward("BEST HAND", (0,), "STRAIGHT FLUSH TO THE QUEEN", ("Maximiliana F.",), ("CPU 8",))
    short = SessionAward("MVP", (0,), "1 POT WON", ("Sam",), ("CPU 8",))
    lines = award_lines([award, short], 2)
    assert lines == [
        ("BEST HAND", "MAXIMILIANA\u2026  STRAIGHT FLUSH TO THE QUEEN"),
        ("MVP", "SAM  1 POT WON"),
    ]
    assert award_lines([award, short], 3)[-1] == ("", "BEST OF ALL AT ALL 2 AWARDS: CPU 8")
    assert all(len(words) <= AWARD_COLUMNS for _, words in award_lines([award]))
