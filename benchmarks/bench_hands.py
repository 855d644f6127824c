"""Hand evaluator speed against the pure-Python `treys` evaluator, in one process, and the import cost.

    python benchmarks/bench_hands.py [--runs 5] [--hands 20000]

In each round every row, and treys over the natural 7-card hands, evaluates its hands by turns, a
chunk of hands at a time, timed in CPU seconds, so a busy moment of a shared machine falls on all of
them alike; a row's ratio is the median over the rounds of (its rate / treys' rate in that round).
Targets, against treys' natural 7 cards (`pip install -e '.[bench]'`): natural 7-card values at
least 4x; 9 cards with 3, 9 and jacks wild at least 4x; the best five (`best_hand`: the cards and
words a showdown says, from Baseball's 7 cards, 3s and 9s wild) at least 1x.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.cards import ALL_CARDS  # noqa: E402
from engine.hands import best_hand, hand_score, showing_score  # noqa: E402

BASEBALL = frozenset({"3", "9"})
THREE_WILD_RANKS = frozenset({"3", "9", "J"})
NONE: frozenset[str] = frozenset()
Row = tuple[
    str, Callable, list, "frozenset[str] | None"
]  # name, evaluate(hand, wild ranks), hands, wild ranks
TARGETS = {"natural 7 cards": 4.0, "9 cards, 3/9/J wild": 4.0, "best five, baseball 7": 1.0}


def deal(rng: random.Random, count: int, size: int, wilds: int) -> list[list]:
    """`count` hands of `size` cards holding exactly `wilds` threes and nines."""
    wild_cards = [card for card in ALL_CARDS if card.rank in BASEBALL]
    naturals = [card for card in ALL_CARDS if card.rank not in BASEBALL]
    return [rng.sample(wild_cards, wilds) + rng.sample(naturals, size - wilds) for _ in range(count)]


def timed(evaluate: Callable, hands: Sequence, wild_ranks) -> float:
    """CPU seconds of one pass of `evaluate` over `hands` (time this process was not running does
    not count: the machine is shared)."""
    start = time.process_time()
    for hand in hands:
        evaluate(hand, wild_ranks)
    return time.process_time() - start


def treys_row(hands: list[list]) -> Row | None:
    """treys' evaluator over `hands` as a row (None when treys is not installed)."""
    try:
        from treys import Card as TreysCard
        from treys import Evaluator
    except ImportError:
        return None
    evaluator = Evaluator()
    converted = [[TreysCard.new(str(card)) for card in hand] for hand in hands]
    return ("treys, natural 7", lambda hand, _: evaluator.evaluate(hand[:2], hand[2:]), converted, None)


def one_round(rows: list[Row], chunk: int) -> dict[str, float]:
    """Each row's evaluations per second in one round: the rows take turns a chunk of hands at a
    time, so a busy moment of the machine falls on all of them alike."""
    seconds = dict.fromkeys((name for name, *_ in rows), 0.0)
    for start in range(0, len(rows[0][2]), chunk):
        for name, evaluate, hands, wild_ranks in rows:
            seconds[name] += timed(evaluate, hands[start : start + chunk], wild_ranks)
    return {name: len(hands) / max(seconds[name], 1e-9) for name, _, hands, _ in rows}


def import_seconds(runs: int) -> float:
    """Median wall time of `import engine.hands` (tables included) in a fresh interpreter."""
    code = "import time; t = time.perf_counter(); import engine.hands; print(time.perf_counter() - t)"
    times = [
        float(
            subprocess.run(
                [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
            ).stdout
        )
        for _ in range(runs)
    ]
    return statistics.median(times)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="interleaved rounds")
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument(
        "--chunk", type=int, default=500, help="hands a row evaluates before the next takes its turn"
    )
    args = parser.parse_args(argv)
    rng = random.Random(2026)
    natural7 = [rng.sample(ALL_CARDS, 7) for _ in range(args.hands)]
    sizes = [rng.randint(1, 4) for _ in range(args.hands)]
    showing = [deal(rng, 1, size, rng.randint(0, min(size, 2)))[0] for size in sizes]
    rows: list[Row] = [
        ("natural 7 cards", hand_score, natural7, NONE),
        ("8 cards, 2 wilds", hand_score, deal(rng, args.hands, 8, 2), BASEBALL),
        ("9 cards, 3 wilds", hand_score, deal(rng, args.hands, 9, 3), BASEBALL),
        (
            "9 cards, 3/9/J wild",
            hand_score,
            [rng.sample(ALL_CARDS, 9) for _ in range(args.hands)],
            THREE_WILD_RANKS,
        ),
        ("showing 1-4 cards", showing_score, showing, BASEBALL),
        ("best five, baseball 7", best_hand, [rng.sample(ALL_CARDS, 7) for _ in range(args.hands)], BASEBALL),
    ]
    treys = treys_row(natural7)
    rounds = [one_round(rows + ([treys] if treys else []), args.chunk) for _ in range(args.runs)]
    print(f"median of {args.runs} interleaved rounds over {args.hands} hands each")
    ratios = (
        {name: statistics.median(r[name] / r[treys[0]] for r in rounds) for name, *_ in rows} if treys else {}
    )
    for name, *_ in rows:
        ratio = f"  {ratios[name]:5.2f}x treys" if treys else ""
        print(f"  {name:<22} {statistics.median(r[name] for r in rounds):>12,.0f} evals/s{ratio}")
    if treys is None:
        print(
            "  treys                  not installed (pip install -e '.[bench]'): no reference, targets not checked"
        )
    else:
        rate = statistics.median(r[treys[0]] for r in rounds)
        print(f"  {treys[0]:<22} {rate:>12,.0f} evals/s (the natural 7 hands)")
    print(f"  import engine.hands    {import_seconds(args.runs) * 1000:>12.1f} ms (tables included)")
    for name, target in TARGETS.items():
        if ratios:
            ratio = ratios[name]
            print(
                f"target {name} >= {target:g}x treys: {ratio:.2f}x  {'OK' if ratio >= target else 'MISSED'}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
