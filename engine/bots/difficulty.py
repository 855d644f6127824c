"""How hard a computer player thinks: how many deals it imagines, how sloppy it is, how much it reads.

Thinking is bounded by sample counts, never by a clock, so a decision is reproducible from the
seed and the view alone (simulate's histories are byte-identical). `benchmarks/bench_bots.py`
measures what the counts cost.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Difficulty:
    id: str
    samples: int  # random deals per equity estimate
    noise: float  # standard deviation of the error added to its sense of strength (x players in)
    reads_upcards: bool  # False: judges its own cards against random hands, ignoring what shows
    reads_betting: float  # 0..1: how much others' bets and raises this hand lower its hopes


DIFFICULTIES: dict[str, Difficulty] = {
    "easy": Difficulty("easy", samples=40, noise=0.35, reads_upcards=False, reads_betting=0.0),
    "normal": Difficulty("normal", samples=150, noise=0.1, reads_upcards=True, reads_betting=0.5),
    "hard": Difficulty("hard", samples=400, noise=0.0, reads_upcards=True, reads_betting=1.0),
}


def get_difficulty(difficulty_id: str) -> Difficulty:
    try:
        return DIFFICULTIES[difficulty_id.strip().lower()]
    except KeyError:
        raise ValueError(f"unknown difficulty {difficulty_id!r}: choose one of {', '.join(DIFFICULTIES)}") from None
