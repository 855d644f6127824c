"""Memory of `python main.py simulate` over many sessions: each run is a fresh process that plays
the sessions through the command's own `main` and reports its peak resident set size (RSS, from
getrusage). Sessions are played one at a time and let go, so the peak should not grow with their
number, with or without --history. Simple players keep the run short (the computer players' cost is
not what is measured).

    python benchmarks/bench_simulate_memory.py [--sizes 10,1000] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import resource, sys
sys.argv[0] = "main.py"
from engine import simulate
status = simulate.main(sys.argv[1:])
print("peak", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)
sys.exit(status)
"""


def peak_mib(sessions: int, history: Path | None) -> float:
    """One fresh process playing `sessions` sessions: its peak RSS in MiB."""
    args = ["--sessions", str(sessions), "--styles", "simple", "--players", "4", "--quiet"]
    if history is not None:
        args += ["--history", str(history)]
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    line = next(line for line in done.stderr.splitlines() if line.startswith("peak "))
    return int(line.split()[1]) / 1024  # ru_maxrss is in KiB on Linux


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,1000", help="numbers of sessions, comma-separated")
    parser.add_argument("--runs", type=int, default=3, help="runs per measurement (the median is shown)")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as folder:
        for label, history in (("without --history", None), ("with --history", Path(folder) / "h.jsonl")):
            for sessions in sizes:
                peaks = [peak_mib(sessions, history) for _ in range(max(1, args.runs))]
                print(
                    f"simulate {sessions} sessions {label}: peak RSS median {statistics.median(peaks):.1f} MiB "
                    f"(of {len(peaks)} runs)"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
