"""Opening the Hall of Fame with many nights saved: the page shows every night's ledger (the parties'
results and the night pages), each time it opens and in attract mode. With 200 nights of party
sessions, the median time to open the page, read from files unchanged since the last opening, and the
same with every file read again (as every opening was before the ledgers were kept read,
game.play.ledger_file.nights, and their results worked out, hall_of_fame.party_entries; the games'
profiles too are kept read while their files are unchanged, game.play.session.profiles). Files not
read yet are read on a thread of their own (ledger_file.nights_ready), the page open meanwhile: the
time until they are in is said too. Target: an opening under one frame (16 ms) either way.

    python benchmarks/bench_hall_of_fame.py [--nights 200] [--runs 15]
"""

from __future__ import annotations

import argparse
import datetime
import os
import statistics
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["BASEBALL_POKER_HOME"] = tempfile.mkdtemp(prefix="bench-hall-")  # never the player's files

from game.play import ledger_file, session  # noqa: E402
from game.play.ledger import PARTY_RUN, Ledger, Person, session_nets  # noqa: E402
from game.screens.app import App  # noqa: E402
from game.screens.scenes.hall_of_fame import HallOfFameScene  # noqa: E402

SESSIONS = 12  # a long party night
PEOPLE = [Person(f"phone:{n}", f"Guest {n}", False) for n in range(5)] + [Person("bot:cpu 6", "CPU 6", True)]


def save_nights(count: int) -> None:
    first = datetime.date(2026, 12, 3)
    for back in range(count):
        night = (first - datetime.timedelta(days=back)).isoformat()
        kept = Ledger(night)
        for number in range(SESSIONS):
            nets = [(person.key, Fraction(number - i, 2)) for i, person in enumerate(PEOPLE[:-1])]
            nets.append((PEOPLE[-1].key, -sum((net for _, net in nets), Fraction(0))))
            started = f"{night}T{20 + number // 6}:{number % 6 * 10:02d}"
            session = session_nets(f"{PARTY_RUN}-2000-ABCD-{number}", "Baseball", started, 8, True, nets)
            kept = kept.recorded(session, PEOPLE)
        ledger_file.save(kept)


def opening(app: App, fresh: bool) -> tuple[float, float]:
    """How long the page took to open, and until every night was read (on the thread)."""
    if fresh:
        ledger_file._read.clear()  # every file read again
        session._listed.clear()
    start = time.perf_counter()
    page = HallOfFameScene(app, [])
    opened = time.perf_counter() - start
    while page.reading:
        time.sleep(0.001)
        page.update(0.001)
    return opened, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nights", type=int, default=200)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    save_nights(args.nights)
    app = App()
    app.display.open(False)
    for fresh in (True, False):
        times = [opening(app, fresh) for _ in range(args.runs)]
        what = "every file read again" if fresh else "files unchanged since"
        opened, read = (statistics.median(run[n] for run in times) * 1000 for n in (0, 1))
        print(f"{args.nights} nights, {what}: median open {opened:.1f} ms, nights in after {read:.1f} ms")


if __name__ == "__main__":
    main()
