"""`python main.py simulate`: computer players only, no window (SPEC 8).

    python main.py simulate --profile ID --players N --sessions K --seed S [--history FILE] [--quiet]

Session k (0-based) is played with seed S + k, so `--sessions 1 --seed S` is the same table as
`python main.py --seed S`. Prints the standings over all sessions and counts; `--history` writes
every event of every session as JSON Lines (the same seed gives the same file, byte for byte).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from fractions import Fraction

from engine import history
from engine.actions import Action
from engine.events import SeatInfo
from engine.money import signed_mixed
from engine.rules import Rules
from engine.simple_player import SimplePlayer
from engine.table import Table, standings


def _players_for(rules: Rules, n: int, seed: int) -> tuple[list[SeatInfo], list]:
    """The seats and their computer players (objects with `decide(view, legal) -> Action`).
    The one place to plug in other computer players."""
    seats = [SeatInfo(f"CPU {i + 1}", "bot", "simple") for i in range(n)]
    return seats, [SimplePlayer(seed * 100 + i) for i in range(n)]


def play_session(rules: Rules, n: int, seed: int, profile_id: str | None = None,
                 counts: Counter | None = None) -> Table:
    """One session with computer players; `counts` gathers folds to a wild cost. A forced move (one
    option, such as a No Peek turn) is made without asking the player."""
    seats, players = _players_for(rules, n, seed)
    table = Table(rules, seats, seed, profile_id)
    while not table.is_over:
        legal = table.legal_actions()
        if len(legal.options) == 1:
            action = Action(legal.seat, legal.options[0].kind)
        else:
            action = players[legal.seat].decide(table.view(legal.seat), legal)
        if counts is not None and legal.decision == "wild_cost" and action.kind == "fold":
            counts["wild_folds"] += 1
        table.apply(action)
    return table


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="main.py simulate", description="Play sessions with computer players only.")
    parser.add_argument("--profile", default="baseball", help="profile id or YAML file (default baseball)")
    parser.add_argument("--players", type=int, default=4, help="number of players (default 4)")
    parser.add_argument("--sessions", type=int, default=1, help="number of sessions (default 1)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first session (default 0)")
    parser.add_argument("--history", metavar="FILE", help="write the hand history as JSON Lines")
    parser.add_argument("--quiet", action="store_true", help="print only the totals")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    from engine.profile import ProfileError, load_profile
    try:
        rules = load_profile(args.profile)
    except ProfileError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    if args.sessions < 1:
        print("simulate: --sessions must be at least 1", file=sys.stderr)
        return 2
    counts: Counter = Counter()
    totals = [Fraction(0)] * max(args.players, 0)
    events = []
    try:
        for k in range(args.sessions):
            table = play_session(rules, args.players, args.seed + k, rules.id, counts)
            for seat, net in table.balances.items():
                totals[seat] += net
            events += table.events
            if not args.quiet:
                top = table.standings()[0]
                print(f"session {k + 1} (seed {args.seed + k}): {table.seats[top.seat].name} first, "
                      f"{signed_mixed(top.net)}")
    except ValueError as exc:  # a setup the profile does not allow, such as too many players
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    if args.history:
        try:
            history.write(events, args.history)
        except OSError as exc:
            print(f"simulate: cannot write {args.history}: {exc.strerror}", file=sys.stderr)
            return 1
    _summary(rules, table.seats, args, totals, _count(events, counts))
    return 0


def _count(events, counts: Counter) -> Counter:
    """Pots, pots decided at a showdown, bonus cards and the money awarded, from the events."""
    shown = False
    for event in events:
        kind = event.type
        if kind == "hand_start":
            shown = False
        elif kind == "award":
            counts["awarded"] += event.amount
            shown = shown or event.why == "showdown"
        elif kind == "deal" and event.why == "bonus":
            counts["bonus_cards"] += 1
        elif kind == "hand_end":
            counts["pots"] += 1
            counts["showdowns"] += shown
    return counts


def _summary(rules: Rules, seats, args, totals, counts: Counter) -> None:
    print(f"{rules.name} ({rules.id}): {args.players} players, {args.sessions} session(s) of {rules.pots} pots, "
          f"seed {args.seed}")
    print("standings (net over all sessions):")
    for standing in standings(totals):
        seat = seats[standing.seat]
        print(f"  {standing.place:>2}  {seat.name:<12} {seat.style:<10} {signed_mixed(standing.net):>10}")
    pots = counts["pots"]
    average = counts["awarded"] / pots if pots else 0
    print(f"pots {pots}, showdowns {counts['showdowns']}, bonus cards {counts['bonus_cards']}, "
          f"folds to a wild cost {counts['wild_folds']}, average pot {float(average):.2f}")
