"""The coach's estimate of your chance to win, steady: the same spot always shows the same figure.

It deals the cards you have not seen at random (engine.bots.equity, from your seat's view alone:
against the hands the others could hold) DEALS times, whatever the seats, seeded from the spot
itself, never from the moment: a newcomer's play-test found the figure jumping between decisions
in ways they could not follow. It was seeded with the table's event count, so another seat's check
dealt it again, at the hard players' count (3000 hands scored: 750 deals at four seats, 500 at
six), each estimate a point and a half either way (measured: 8 seeds of 102 spots, median
standard deviation 1.4 points, spread up to 8.7). At DEALS it is 0.6 either way (spread up to
2.9), for 28 to 39 ms median, 44 to 55 ms p95 of processor time on two loaded cores
(benchmarks/bench_coach.py), in the coach's worker thread, never on the frame loop.

The figure shown (shown_percent) is in steps of 5 from 20% to 80%, where the estimate is least
sure, so what is left of the noise does not move it; under 20% (where a call's break-even
lies, "CALL NEEDS 8%") and over 80% it is the whole percent (there it is sure to half a point).
"""

from __future__ import annotations

import random
import zlib
from dataclasses import astuple, replace

from engine.bots import reading
from engine.bots.equity import Situation, equity
from engine.view import SeatView

DEALS = 4000
STEP = 5  # the figure's step between STEPPED's ends, in points
STEPPED = (20, 80)  # ...from and to which it is shown in steps


def spot_seed(situation: Situation) -> int:
    """A seed that is the spot's own: the same cards seen, seats in and cards to come give the
    same seed in every run (wild ranks sorted: a set's order is not the same from run to run)."""
    spot = astuple(replace(situation, wild_ranks=frozenset()))
    return zlib.crc32(repr((sorted(situation.wild_ranks), spot)).encode())


def estimate(view: SeatView) -> float:
    """The seat's expected share of the pot (0..1) from its view alone, the same for the same spot."""
    situation = reading.situation(view)
    return equity(situation, DEALS, random.Random(spot_seed(situation)))


def shown_percent(chance: float) -> str:
    """A chance as the coach's figure says it: "45%" in steps of 5 between 20% and 80%, else the
    whole percent ("8%", "93%"), and "<1%" for a chance under half a percent that is not none."""
    whole = round(100 * chance)
    if STEPPED[0] <= whole <= STEPPED[1]:
        return f"{STEP * round(100 * chance / STEP)}%"
    return "<1%" if whole == 0 and chance > 0 else f"{whole}%"
