"""How hard a computer player thinks: how many deals it imagines, how sloppy it is, how much of
the table it reads (the others' upcards, their bets and raises this hand, their habits over the
session).

Thinking is bounded by a count of hands scored, never by a clock, so a decision is reproducible
from the seed and the view alone (simulate's histories are byte-identical). Scoring dominates the
cost, so a fixed count of evaluations keeps the time about even from heads-up to six seats (more
random deals heads-up, fewer at a full table). `benchmarks/bench_bots.py` measures the cost.
"""

from __future__ import annotations

from dataclasses import dataclass

MIN_SAMPLES = 4


@dataclass(frozen=True)
class Difficulty:
    id: str
    evaluations: int  # hands scored per equity estimate (random deals x seats still in)
    noise: float  # standard deviation of the error added to its sense of strength (x players in)
    reads_upcards: bool  # False: judges its own cards against random hands, ignoring what shows
    # each stud opponent's bet or raise this hand, times this, is that many stronger draws of its
    # hidden cards (Hand.reads; at most reading.MAX_READS): 3 takes a bet at its word
    reads_betting: float
    reads_opponents: bool = False  # plays against each seat's habits this session (engine.bots.opponents)
    bluff_scale: float = 1.0  # times the style's bluff chance, for a bet its read says will pay
    # times the style's margin over the break-even share before calling, where the others hold
    # hidden cards (engine.bots.policy._call_margin)
    call_scale: float = 1.0
    # times that margin again on a stud hand's first betting round (third street), facing a bet:
    # four rounds of betting are still to follow there, and a caller who is behind pays on them
    # before it knows (the break-even counts the pot now and assumes it stops paying at once)
    opening_call_scale: float = 1.0
    # facing a bet in a wild stud game, count a draw's implied odds (engine.bots.policy.break_even):
    # the later bets a hand that is behind wins when a wild card comes, at a table of several seats
    implied_odds: bool = False
    # strength off the style's bars for a raise against the bettor's range (stud) or a bet
    # against the hands that call
    value_margin: float = 0.0

    def samples(self, seats_in: int) -> int:
        """Random deals per estimate with `seats_in` seats still in the hand."""
        return max(MIN_SAMPLES, self.evaluations // max(1, seats_in))


DIFFICULTIES: dict[str, Difficulty] = {
    "easy": Difficulty(
        "easy", evaluations=200, noise=0.3, reads_upcards=False, reads_betting=0.0, implied_odds=True
    ),
    # normal is trusting and mostly honest: it believes every bet and bluffs half as often as its style
    "normal": Difficulty(
        "normal",
        evaluations=600,
        noise=0.08,
        reads_upcards=True,
        reads_betting=3.0,
        bluff_scale=0.5,
        implied_odds=True,
    ),
    "hard": Difficulty(
        "hard",
        evaluations=3000,
        noise=0.0,
        reads_upcards=True,
        reads_betting=0.0,  # it weighs each bet by the bettor's habits instead (engine.bots.ranges)
        reads_opponents=True,
        bluff_scale=10.0,
        value_margin=0.1,
        call_scale=1.2,
        opening_call_scale=1.4,
    ),
}


def get_difficulty(difficulty_id: str) -> Difficulty:
    try:
        return DIFFICULTIES[difficulty_id.strip().lower()]
    except KeyError:
        raise ValueError(
            f"unknown difficulty {difficulty_id!r}: choose one of {', '.join(DIFFICULTIES)}"
        ) from None
