"""Hand evaluator speed: evaluations per second (median of several runs) and the import cost.

    python benchmarks/bench_hands.py [--runs 5] [--hands 20000]

Targets: natural 7-card hands at least 2x the pure-Python `treys` evaluator on the same hands
(`pip install -e '.[bench]'`), and 9-card hands with 3 wilds at least as fast as treys on 7.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.cards import ALL_CARDS  # noqa: E402
from engine.hands import hand_score, showing_score  # noqa: E402

WILD = frozenset({"3", "9"})
NONE = frozenset()


def deal(rng: random.Random, count: int, size: int, wilds: int) -> list[list]:
    """`count` hands of `size` cards holding exactly `wilds` threes and nines."""
    wild_cards = [card for card in ALL_CARDS if card.rank in WILD]
    naturals = [card for card in ALL_CARDS if card.rank not in WILD]
    return [rng.sample(wild_cards, wilds) + rng.sample(naturals, size - wilds) for _ in range(count)]


def rate(evaluate, hands, wild_ranks, runs: int) -> float:
    """Median evaluations per second over `runs` passes."""
    rates = []
    for _ in range(runs):
        start = time.perf_counter()
        for hand in hands:
            evaluate(hand, wild_ranks)
        rates.append(len(hands) / (time.perf_counter() - start))
    return statistics.median(rates)


def treys_rate(hands, runs: int) -> float | None:
    try:
        from treys import Card as TreysCard
        from treys import Evaluator
    except ImportError:
        return None
    evaluator = Evaluator()
    converted = [[TreysCard.new(str(card)) for card in hand] for hand in hands]
    return rate(lambda hand, _: evaluator.evaluate(hand[:2], hand[2:]), converted, None, runs)


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
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hands", type=int, default=20000)
    args = parser.parse_args(argv)
    rng = random.Random(2026)
    natural7 = [rng.sample(ALL_CARDS, 7) for _ in range(args.hands)]
    sizes = [rng.randint(1, 4) for _ in range(args.hands)]
    showing = [deal(rng, 1, size, rng.randint(0, min(size, 2)))[0] for size in sizes]
    rows = [
        ("natural 7 cards", rate(hand_score, natural7, NONE, args.runs)),
        ("8 cards, 2 wilds", rate(hand_score, deal(rng, args.hands, 8, 2), WILD, args.runs)),
        ("9 cards, 3 wilds", rate(hand_score, deal(rng, args.hands, 9, 3), WILD, args.runs)),
        ("showing 1-4 cards", rate(showing_score, showing, WILD, args.runs)),
    ]
    treys = treys_rate(natural7, args.runs)
    print(f"median of {args.runs} runs over {args.hands} hands each")
    for name, value in rows:
        print(f"  {name:<22} {value:>12,.0f} evals/s")
    if treys is None:
        print(
            "  treys                  not installed (pip install -e '.[bench]'): no reference, targets not checked"
        )
    else:
        print(f"  {'treys, natural 7':<22} {treys:>12,.0f} evals/s (same hands)")
    print(f"  import engine.hands    {import_seconds(args.runs) * 1000:>12.1f} ms (tables included)")
    if treys is not None:
        natural, nine = rows[0][1], rows[2][1]
        print(
            f"target natural 7 >= 2x treys:    {natural / treys:.2f}x  {'OK' if natural >= 2 * treys else 'MISSED'}"
        )
        print(f"target 9c/3w >= treys natural 7: {nine / treys:.2f}x  {'OK' if nine >= treys else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
