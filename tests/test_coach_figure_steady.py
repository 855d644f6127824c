"""The coach's figure is steady (game.felt.coach_estimate): a newcomer's play-test found "% TO WIN"
jumping between decisions in ways they could not follow. The same spot shows the same figure
however many moves led to it, the estimate's own noise is under a point, and the middle figures,
where it is least sure, go in steps of 5."""

from __future__ import annotations

import random
import statistics
import time

from test_coach_why import decisions, seats

from engine.bots import reading
from engine.bots.equity import equity
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from game.felt import coach_estimate
from game.felt.coach import AGAINST, Coach
from game.felt.coach_estimate import DEALS, estimate, shown_percent, spot_seed
from game.felt.coach_why import COLUMNS
from game.platform.text import wrap
from game.telling.hints import COACH_MEANING


def test_the_same_spot_shows_the_same_figure_whatever_the_moves_before_it():
    """Two tables dealt alike, one of them with a check more before your decision's spot (the other
    seats' checks change no card you see): the coach's figure is the same at both. Seeded with the
    table's event count it was dealt again, and moved by a point or two for nothing."""
    for profile in ("baseball", "night-baseball"):
        table = Table(load_profile(profile), seats(4), 3)
        view = next(decisions(table))
        twin = Table(load_profile(profile), seats(4), 3)
        later = next(decisions(twin))
        twin.events.append(twin.events[-1])  # a moment more on the table, the spot the same
        assert reading.situation(view) == reading.situation(later)
        first, second = Coach(), Coach()
        assert figure(first, table) == figure(second, twin), profile


def figure(coach: Coach, table: Table) -> float:
    for _ in range(4000):
        coach.refresh(table, 0)
        if coach.chance is not None:
            return coach.chance
        time.sleep(0.005)  # (the estimate is the worker thread's)
    raise AssertionError("the coach never gave a figure")


def test_the_seed_is_the_spots_own():
    """The same situation seeds alike in every run (its wild ranks in order, not a set's), and a
    card more seeds differently."""
    table = Table(load_profile("baseball"), seats(4), 5)
    spots = [reading.situation(view) for view in decisions(table, limit=3)]
    assert len({spot_seed(spot) for spot in spots}) == len(spots)
    spot = spots[0]
    assert spot_seed(spot) == spot_seed(
        type(spot)(**{**vars(spot), "wild_ranks": frozenset(spot.wild_ranks)})
    )


def test_the_estimates_noise_is_under_a_point():
    """Each spot estimated at the coach's DEALS from eight seeds: the standard deviation of the
    figure is under a point at every spot (the hard players' count, which the coach used, had 1.4
    at the median and up to 2.4)."""
    table = Table(load_profile("baseball"), six_seats(), 1)
    for view in decisions(table, limit=4):
        situation = reading.situation(view)
        figures = [100 * equity(situation, DEALS, random.Random(seed)) for seed in range(8)]
        assert statistics.pstdev(figures) < 1.0, figures
        assert estimate(view) == estimate(view)


def test_the_middle_figures_go_in_fives():
    assert [shown_percent(chance) for chance in (0.004, 0.08, 0.18, 0.194, 0.22, 0.478, 0.8, 0.83, 0.97)] == [
        "<1%",
        "8%",
        "18%",
        "19%",
        "20%",
        "50%",
        "80%",
        "83%",
        "97%",
    ]
    assert shown_percent(0.2249) == "20%" and shown_percent(0.2251) == "25%"


def test_every_seat_count_gets_the_same_deals(monkeypatch):
    """Heads-up and at six seats alike: the figure is as sure at a full table (the hard players'
    count gave six seats 500 deals)."""
    asked: list[int] = []
    monkeypatch.setattr(coach_estimate, "equity", lambda situation, deals, rng: asked.append(deals) or 0.5)
    for players in (2, 6):
        estimate(next(decisions(Table(load_profile("baseball"), six_seats()[:players], 2))))
    assert asked == [DEALS, DEALS]


def six_seats() -> list[SeatInfo]:
    return [SeatInfo("You", "human", "human")] + [
        SeatInfo(name) for name in ("Babe", "Casey", "Satchel", "Yogi", "Dizzy")
    ]


def test_the_first_figure_at_a_table_says_what_it_is_counted_against():
    """Its first why, once a table, with the log's line saying what the figure is: a newcomer took
    the figure for a reading of the others' cards, and found it random."""
    coach = Coach(clock=lambda: 0.0)
    coach.chance, coach.note, coach.why = 0.4, "", ["BABE SHOWS A PAIR"]
    assert coach.introduction() == COACH_MEANING
    assert coach.why == [AGAINST, "BABE SHOWS A PAIR"]
    assert coach.introduction() == "" and coach.why == [AGAINST, "BABE SHOWS A PAIR"]  # once
    assert len(wrap(AGAINST, COLUMNS)) <= 2  # the panel's two lines, whole
