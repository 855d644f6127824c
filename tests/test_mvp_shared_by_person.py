"""A tied MVP is shared, by person (issue 31, a host play-test: two people tied on pots won and
net, and the MVP went to one of them). At a party a person can play two seats in a session (taken
off, back in another): the MVP counted their pots apart by seat and found their net under neither
seat, so the tie was lost. Worked by hand: Ann wins pots 2 and 4 in seat 1; Bo wins pot 1 in seat
2 and, back in seat 3, pot 5; both end +4. Each has two pots and +4: the MVP is both, once each,
on the TV's standings page and in the phones' awards."""

from __future__ import annotations

from fractions import Fraction

from engine.events import Award, HandEnd, HandStart, SeatInfo, SessionStart
from engine.profile import load_profile
from game.felt.standings_view import award_lines
from game.telling.session_awards import session_awards

F = Fraction


def test_two_people_tied_on_pots_and_net_share_the_mvp_though_one_played_two_seats():
    rules = load_profile("baseball")
    start = SessionStart("baseball", rules, (SeatInfo("Ann"), SeatInfo("Bo"), SeatInfo("CPU 3")), 1, 5)
    events = [start]
    winners = {1: 1, 2: 0, 3: 2, 4: 0, 5: 2}  # pot -> the seat that won it
    for pot, seat in winners.items():
        events += [HandStart(pot, 0, None), Award(seat, F(4), "uncontested"), HandEnd(pot, (F(0),) * 3)]
    holders = {
        1: ["Ann", "Bo", "CPU 3"],
        2: ["Ann", "CPU 2", "CPU 3"],  # Bo taken off: his seat's bot
        3: ["Ann", "CPU 2", "CPU 3"],
        4: ["Ann", "CPU 2", "Bo"],  # Bo back, in seat 3
        5: ["Ann", "CPU 2", "Bo"],
    }
    # the standings by person (game.play.placings): one line, one net, each
    nets = {(0, "Ann"): F(4), (2, "Bo"): F(4), (1, "CPU 2"): F(-2), (2, "CPU 3"): F(-6)}
    (mvp,) = [award for award in session_awards(events, holders, nets) if award.title == "MVP"]
    assert mvp.names == ("Ann", "Bo") and mvp.detail == "2 POTS WON"  # (without: Ann's alone)
    assert ("MVP", "ANN & BO  2 POTS WON") in award_lines([mvp])


def test_a_better_net_still_breaks_a_tie_on_pots():
    rules = load_profile("baseball")
    start = SessionStart("baseball", rules, (SeatInfo("Ann"), SeatInfo("Bo")), 1, 2)
    events = [start]
    for pot, seat in ((1, 0), (2, 1)):
        events += [HandStart(pot, 0, None), Award(seat, F(4), "uncontested"), HandEnd(pot, (F(0),) * 2)]
    nets = {(0, "Ann"): F(1), (1, "Bo"): F(-1)}
    (mvp,) = [award for award in session_awards(events, None, nets) if award.title == "MVP"]
    assert mvp.names == ("Ann",) and mvp.detail == "TIED AT 1 POT, BEST NET +1"


def test_four_people_with_a_pot_each_are_told_the_net_broke_the_tie():
    """Four people won a pot each: the MVP is the best net, and its detail says that the pots tied
    and the net decided, on the TV's standings page and the phones' awards (the one SessionAward
    the host publishes; "MVP BO  1 POT WON" said nothing of the others' pot each)."""
    rules = load_profile("baseball")
    names = ("Ann", "Bo", "Cy", "Di")
    events = [SessionStart("baseball", rules, tuple(map(SeatInfo, names)), 1, 4)]
    for pot in range(1, 5):
        events += [HandStart(pot, 0, None), Award(pot - 1, F(4), "uncontested"), HandEnd(pot, (F(0),) * 4)]
    nets = {(0, "Ann"): F(-3), (1, "Bo"): F(7), (2, "Cy"): F(-5, 2), (3, "Di"): F(-3, 2)}
    (mvp,) = [award for award in session_awards(events, None, nets) if award.title == "MVP"]
    assert mvp.names == ("Bo",) and mvp.detail == "TIED AT 1 POT, BEST NET +7"
    assert award_lines([mvp]) == [("MVP", "BO  TIED AT 1 POT, BEST NET +7")]  # the TV's page, one line
