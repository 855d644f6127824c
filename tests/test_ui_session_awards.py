"""game.telling.session_awards: the standings' awards from a session's events, against independent counts
over whole simulated sessions and against hand-made sessions with known answers."""

from collections import Counter
from fractions import Fraction

import pytest

from engine.cards import parse_cards
from engine.events import (
    ActionTaken,
    Ante,
    Award,
    Deal,
    HandEnd,
    HandStart,
    Pay,
    SeatInfo,
    SessionStart,
    Showdown,
)
from engine.hands import best_hand
from engine.profile import load_profile
from engine.simulate import play_session
from game.telling.session_awards import session_awards


def by_title(awards):
    return {award.title: award for award in awards}


@pytest.mark.parametrize("profile", ["baseball", "night-baseball"])
def test_the_awards_of_simulated_sessions_match_the_money_and_the_cards(profile):
    rules = load_profile(profile)
    table = play_session(rules, 4, 3, profile, styles=["simple"])
    awards = by_title(session_awards(table.events))
    # the biggest pot, counted from the money paid in rather than the awards paid out
    paid, hand = Counter(), 0
    for event in table.events:
        if isinstance(event, HandStart):
            hand = event.hand
        elif isinstance(event, (Ante, ActionTaken, Pay)):
            paid[hand] += event.amount
    top = max(paid.values())
    assert awards["BIGGEST POT"].detail.startswith(f"{top} IN HAND")
    # the most wilds, counted from every card dealt to a seat
    wilds = Counter()
    for event in table.events:
        if isinstance(event, Deal) and event.seat is not None and event.card.rank in rules.wild_ranks:
            wilds[event.seat] += 1
    most = max(wilds.values())
    assert awards["MOST WILDS"].seats == tuple(sorted(s for s, n in wilds.items() if n == most))
    # the MVP won at least as many pots as anyone
    pots_won = Counter()
    for event in table.events:
        if isinstance(event, HandStart):
            seen = set()
        elif isinstance(event, Award) and event.seat not in seen:
            seen.add(event.seat)
            pots_won[event.seat] += 1
    for seat in awards["MVP"].seats:
        assert pots_won[seat] == max(pots_won.values())
    assert awards["MVP"].detail == f"{max(pots_won.values())} POTS WON"


def test_a_hand_made_session():
    rules = load_profile("baseball")
    five, flush = parse_cards("8s 8h 8c 8d 3c Kd 2s"), parse_cards("As Ks 7s 5s 2s 4h 4d")
    events = [
        SessionStart("baseball", rules, (SeatInfo("A"), SeatInfo("B")), 1, 2),
        HandStart(1, 0, None),
        Deal(0, parse_cards("3c")[0], "up", "street"),
        Deal(1, parse_cards("9d")[0], "down", "street"),
        Deal(1, parse_cards("3h")[0], "down", "street"),
        Award(1, Fraction(5), "uncontested"),
        HandEnd(1, (Fraction(-2), Fraction(3))),
        HandStart(2, 1, None),
        Showdown.of(0, tuple(five), best_hand(five, rules.wild_ranks)),
        Showdown.of(1, tuple(flush), best_hand(flush, rules.wild_ranks)),
        Award(0, Fraction(21, 2), "showdown"),
        HandEnd(2, (Fraction(7), Fraction(-7))),
    ]
    awards = by_title(session_awards(events))
    assert awards["BIGGEST POT"].seats == (0,) and awards["BIGGEST POT"].detail == "10 1/2 IN HAND 2"
    assert awards["BEST HAND"].seats == (0,) and awards["BEST HAND"].detail == "FIVE EIGHTS"
    assert awards["MOST WILDS"].seats == (1,) and awards["MOST WILDS"].detail == "2 WILD CARDS"
    # one pot each: the better net is the MVP
    assert awards["MVP"].seats == (0,) and awards["MVP"].detail == "1 POT WON"


def test_no_events_no_awards():
    assert session_awards([]) == []
