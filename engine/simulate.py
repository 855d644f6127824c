"""`python main.py simulate`: computer players only, no window (README.md, Commands; the history format is docs/history.md).

    python main.py simulate --profile ID --players N --sessions K --seed S [--history FILE] [--quiet]
                            [--styles A,B,...] [--difficulty easy|normal|hard]

Session k (0-based) is played with seed S + k, so `--sessions 1 --seed S` is the same table as
`python main.py --seed S`. Prints the standings over all sessions and counts; `--history` writes
every event of every session as JSON Lines (the same seed gives the same file, byte for byte),
in one step (engine.safe_files.atomic_text_file). Every argument, the history's folder included,
is checked before the first deal. Sessions are played one at a time and each is let go once it is
counted and written, so memory stays flat over any number of sessions
(benchmarks/bench_simulate_memory.py).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import IO, Any, Protocol

from engine import history
from engine.actions import Action, LegalActions
from engine.bots import game_choice
from engine.events import Award, Deal, Event, PotGame, SeatInfo
from engine.money import signed_mixed, two_decimals
from engine.rules import Rules
from engine.safe_files import atomic_text_file, check_writable_target, shown
from engine.simple_player import SimplePlayer
from engine.table import Table, standings


class ComputerPlayer(Protocol):
    def decide(self, view: Any, legal: LegalActions) -> Action: ...


def _players_for(
    rules: Rules, n: int, seed: int, styles: Sequence[str] = (), difficulty: str = "normal"
) -> tuple[list[SeatInfo], list[ComputerPlayer]]:
    """The seats and their computer players (objects with `decide(view, legal) -> Action`).
    The one place to plug in other computer players: `engine.bots`, seat i playing styles[i]
    (repeated round the table; every shipped style in turn when none are given), or the simple
    player for the style "simple"."""
    from engine.bots import list_styles, make_bot

    styles = list(styles) or [style.id for style in list_styles()]
    seats: list[SeatInfo] = []
    players: list[ComputerPlayer] = []
    for i in range(n):
        style = styles[i % len(styles)].strip()
        if style == "simple":
            players.append(SimplePlayer(seed * 100 + i))
            seats.append(SeatInfo(f"CPU {i + 1}", "bot", "simple"))
        else:
            bot = make_bot(style, difficulty, seed * 100 + i)
            players.append(bot)
            seats.append(SeatInfo(f"CPU {i + 1}", "bot", bot.style.id))
    return seats, players


def play_session(
    rules: Rules,
    n: int,
    seed: int,
    profile_id: str | None = None,
    counts: Counter[str] | None = None,
    *,
    styles: Sequence[str] = (),
    difficulty: str = "normal",
) -> Table:
    """One session with computer players; `counts` gathers folds to a wild cost. A forced move (one
    option, such as a No Peek turn) is made without asking the player."""
    seats, players = _players_for(rules, n, seed, styles, difficulty)
    table = Table(rules, seats, seed, profile_id)
    while not table.is_over:
        legal = table.legal_actions()
        assert legal is not None  # a session that is not over waits for a decision
        if len(legal.options) == 1:
            action = Action(legal.seat, legal.options[0].kind)
        else:
            action = game_choice.decide(players[legal.seat], table.view(legal.seat), legal)
        if counts is not None and legal.decision == "wild_cost" and action.kind == "fold":
            counts["wild_folds"] += 1
        table.apply(action)
    return table


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="baseball-poker simulate", description="Play games of pots with computer players only."
    )
    parser.add_argument("--profile", default="baseball", help="profile id or YAML file (default baseball)")
    parser.add_argument("--players", type=int, default=4, help="number of players (default 4)")
    parser.add_argument(
        "--sessions",
        type=int,
        default=1,
        metavar="N",
        help="number of games, each of the profile's pots (default 1)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument("--history", metavar="FILE", help="write the hand history as JSON Lines")
    parser.add_argument("--quiet", action="store_true", help="print only the totals")
    parser.add_argument(
        "--styles",
        default="",
        help="computer players' styles by seat, comma-separated, repeated "
        "round the table (default: every style in turn; 'simple' for the simple player)",
    )
    parser.add_argument("--difficulty", default="normal", help="easy, normal or hard (default normal)")
    return parser.parse_args(argv)


def _prepare(args: argparse.Namespace) -> tuple[Rules, list[str]]:
    """Every argument checked before the first deal, so a mistake costs no waiting: the profile,
    the sessions, the players against the profile, the styles and difficulty, and the history's
    path. Returns the rules and the styles; ValueError with the message (a ProfileError is one)."""
    from engine.profile import load_profile

    if args.sessions < 1:
        raise ValueError("--sessions must be at least 1")
    rules = load_profile(args.profile)
    styles = [s for s in args.styles.split(",") if s.strip()]
    seats, _ = _players_for(rules, max(args.players, 0), args.seed, styles, args.difficulty)
    Table(rules, seats, args.seed, rules.id)  # refuses a number of players the profile does not allow
    if args.history:
        problem = check_writable_target(args.history)
        if problem:
            raise ValueError(f"cannot write --history {shown(args.history)}: {problem}")
    return rules, styles


def main(argv: list[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    try:
        rules, styles = _prepare(args)
    except ValueError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    counts: Counter[str] = Counter()
    totals = [Fraction(0)] * args.players
    try:
        with contextlib.ExitStack() as stack:
            out = stack.enter_context(atomic_text_file(args.history)) if args.history else None
            seats = _play_all(rules, styles, args, totals, counts, out)
    except OSError as exc:
        if not args.history or isinstance(exc, BrokenPipeError):
            raise  # the summary's own output: game.cli says it in one line
        print(f"simulate: cannot write {shown(args.history)}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    _summary(rules, seats, args, totals, counts)
    return 0


def _play_all(
    rules: Rules,
    styles: list[str],
    args: argparse.Namespace,
    totals: list[Fraction],
    counts: Counter[str],
    out: IO[str] | None,
) -> Sequence[SeatInfo]:
    """Play every session, one at a time: its events are counted and written to `out` (the
    history), then let go, so memory stays flat over any number of sessions. The seats."""
    seats: Sequence[SeatInfo] = ()
    for k in range(args.sessions):
        table = play_session(
            rules, args.players, args.seed + k, rules.id, counts, styles=styles, difficulty=args.difficulty
        )
        for seat, net in table.balances.items():
            totals[seat] += net
        _count(table.events, counts)
        if out is not None:
            history.write(table.events, out)
        seats = table.seats
        if not args.quiet:
            top = table.standings()[0]
            print(
                f"game {k + 1} (seed {args.seed + k}): {table.seats[top.seat].name} first, "
                f"{signed_mixed(top.net)}"
            )
    return seats


def _count(events: Iterable[Event], counts: Counter[str]) -> Counter[str]:
    """Pots, pots decided at a showdown, bonus cards and the money awarded, from the events."""
    showdown = False
    for event in events:
        kind = event.type
        if kind == "hand_start":
            showdown = False
        elif isinstance(event, Award):
            counts["awarded"] += event.amount  # type: ignore[assignment]  # a Fraction in a Counter
            showdown = showdown or event.why == "showdown"
        elif isinstance(event, Deal) and event.why == "bonus":
            counts["bonus_cards"] += 1
        elif isinstance(event, PotGame):  # a dealer's choice: how often each game was played
            counts[f"game {event.rules.name}"] += 1
        elif kind == "hand_end":
            counts["pots"] += 1
            counts["showdowns"] += showdown
    return counts


def _summary(
    rules: Rules,
    seats: Sequence[SeatInfo],
    args: argparse.Namespace,
    totals: list[Fraction],
    counts: Counter[str],
) -> None:
    print(
        f"{rules.name} ({rules.id}): {args.players} players, {args.sessions} game(s) of {rules.pots} pots, "
        f"seed {args.seed}"
    )
    print("standings (net over all games):")
    style_width = max(len(seat.style) for seat in seats)
    for standing in standings(totals):
        seat = seats[standing.seat]
        print(
            f"  {standing.place:>2}  {seat.name:<12} {seat.style:<{style_width}} {signed_mixed(standing.net):>10}"
        )
    if rules.games:
        played = ", ".join(f"{game.name} {counts[f'game {game.name}']}" for game in rules.games)
        print(f"games played (pots): {played}")
    pots = counts["pots"]
    average = Fraction(counts["awarded"]) / pots if pots else Fraction(0)
    print(
        f"pots {pots}, showdowns {counts['showdowns']}, bonus cards {counts['bonus_cards']}, "
        f"folds to a wild cost {counts['wild_folds']}, average pot {two_decimals(average)}"
    )
