"""`baseball-poker ledger [--night DATE] [--csv FILE]`: print tonight's ledger (game.play.ledger), or
another night's, and write it as CSV. A night starts at 06:00 local time (game.play.ledger_file),
so at 01:00 "tonight" is the night that began the evening before. It only reads the data folder:
a damaged file is said and left where it is, a session that does not add up to 0 is listed as
recorded and named under the totals."""

from __future__ import annotations

import argparse
import datetime
import sys
from pathlib import Path

from engine.money import signed_mixed
from engine.safe_files import shown
from game.play import ledger, ledger_file
from game.play.ledger import Ledger
from game.store import storage

NAME_WIDTH = 16
NET_WIDTH = 9


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="baseball-poker ledger",
        description="Print a night's ledger: every person's net in each game and in total.",
    )
    parser.add_argument(
        "--night", metavar="DATE", help="the night to print, such as 2026-12-02 (default: tonight)"
    )
    parser.add_argument("--csv", metavar="FILE", type=Path, help="also write the ledger as CSV to FILE")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help or a usage error: argparse has printed why
        return int(exc.code or 0)
    night = args.night or ledger_file.tonight()
    try:
        datetime.date.fromisoformat(night)
    except ValueError:
        print(f"error: --night takes a date such as 2026-12-02, not {shown(night)}", file=sys.stderr)
        return 2
    kept, problems = ledger_file.load(night, tidy=False)  # it only reads: a damaged file stays put
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(listing(kept) if kept.sessions else nothing_on(night))
    if args.csv is not None:
        # a folder that refuses is the command line's one error line (game.cli)
        storage.atomic_write_text(args.csv, ledger.to_csv(kept))
        print(f"written to {shown(str(args.csv))}")
    return 0


def nothing_on(night: str) -> str:
    """No ledger that night: say so, and which nights have one."""
    folder = ledger_file.ledger_path(night).parent
    try:
        nights = sorted(path.stem for path in folder.glob("*.json"))
    except OSError:
        nights = []
    kept = f"; nights kept: {', '.join(nights[-10:])}" if nights else ""
    return f"no games on the night of {night} (in {shown(str(folder))}){kept}"


def listing(kept: Ledger) -> str:
    """The ledger as text: the sessions, then one line a person, the biggest winner first."""
    night = f"{ledger_file.night_words(kept.night)} ({kept.night})"
    out = [f"the night of {night}: {len(kept.sessions)} game{'' if len(kept.sessions) == 1 else 's'}"]
    for number, session in enumerate(kept.sessions, 1):
        state = f"{session.pots} pots" + ("" if session.over else ", still playing")
        out.append(f"  {number:>2}  {session.started[11:16]}  {session.game}: {state}")
    out.append("")
    heads = "".join(f"{'#' + str(n):>{NET_WIDTH}}" for n in range(1, len(kept.sessions) + 1))
    out.append(f"{'':<{NAME_WIDTH + 2}}{heads}{'total':>{NET_WIDTH + 2}}")
    for line in kept.lines():
        name = line.shown + (" (bot)" if line.person.bot else "")
        nets = "".join(f"{'-' if net is None else signed_mixed(net):>{NET_WIDTH}}" for net in line.nets)
        out.append(f"{name:<{NAME_WIDTH + 2}}{nets}{signed_mixed(line.total):>{NET_WIDTH + 2}}")
    faults = kept.faults()
    if faults:  # the totals are the sums of what was recorded, faults and all
        out.append("")
        out += [f"warning: {ledger.fault_message(number, session)}" for number, session in faults]
    return "\n".join(out)
