"""How readily the computer players call a cheap bet: the newcomers' complaint that they fold too
easily for a wild game (docs/opponents.md, "Cheap calls").

    python benchmarks/bench_cheap_calls.py [--sessions N] [--levels easy,normal]

- third street: Baseball at six seats, a stand-in for the human on seat 0 who bets the minimum
  (1 chip) whenever it may open on third street and otherwise checks and calls; the five computer
  players (the styles rotating round the seats) answer. Printed per level: the share of their
  answers to that 1-chip bet that fold, per style, and how often all of them folded to it.
- No Peek: Midnight and Night Baseball at five seats of computer players (styles rotating):
  every call of at most a tenth of the pot it joins (1 into 9 or more), the share folded, and
  the share folded although the chance of winning in plain sight paid the pot odds.

Seeded: the same numbers on every run.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.actions import Action, LegalActions
from engine.bots import list_styles, make_bot, policy
from engine.events import ActionTaken, RoundStart
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from engine.view import SeatView

HUMAN = 0
CHEAP = 0.1  # No Peek: a call of at most this share of the pot it joins


class MinimumBettor:
    """The human stand-in: bets 1 at its first chance on third street, otherwise checks or calls."""

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        kinds = legal.kinds
        if view.round == 1 and "bet" in kinds:
            return Action(legal.seat, "bet")
        kind = next(
            (kind for kind in ("turn", "reveal", "check", "call", "bring_in", "pay") if kind in kinds),
            kinds[0],
        )
        return Action(legal.seat, kind)


def _answering_the_bet(view: SeatView) -> bool:
    """On third street, is the only bet so far this round the human's (no raise over it)?"""
    aggressive = []
    for event in view.history:
        if isinstance(event, RoundStart):
            aggressive = []
        elif isinstance(event, ActionTaken) and event.action in ("bet", "raise", "complete"):
            aggressive.append(event.seat)
    return view.round == 1 and aggressive == [HUMAN]


def third_street(level: str, sessions: int) -> tuple[Counter[str], Counter[str], int, int]:
    """Per style: answers and folds to the human's 1-chip third-street bet; pots where it was
    answered, and pots where everyone folded to it."""
    styles = [style.id for style in list_styles()]
    rules = dataclasses.replace(load_profile("baseball"), pots=8)
    answers: Counter[str] = Counter()
    folds: Counter[str] = Counter()
    pots = everyone = 0
    for seed in range(sessions):
        seated = [styles[(seed + i) % len(styles)] for i in range(5)]
        players = [
            MinimumBettor(),
            *(make_bot(style, level, seed * 10 + i) for i, style in enumerate(seated)),
        ]
        table = Table(rules, [SeatInfo(f"P{i}", "bot", "bench") for i in range(6)], 50_000 + seed)
        hand, answered, folded = -1, 0, 0
        while not table.is_over:
            legal = table.legal_actions()
            view = table.view(legal.seat)
            if view.hand != hand:
                pots, everyone = pots + (answered > 0), everyone + (answered > 0 and folded == answered)
                hand, answered, folded = view.hand, 0, 0
            action = players[legal.seat].decide(view, legal)
            if legal.seat != HUMAN and "call" in legal.kinds and _answering_the_bet(view):
                style = seated[legal.seat - 1]
                answers[style] += 1
                folds[style] += action.kind == "fold"
                answered += 1
                folded += action.kind == "fold"
            table.apply(action)
        pots, everyone = pots + (answered > 0), everyone + (answered > 0 and folded == answered)
    return answers, folds, pots, everyone


def no_peek(profile: str, level: str, sessions: int) -> tuple[int, int, int, list[float]]:
    """Cheap calls faced, folded, folded though the odds paid; the folded ones' equity / break-even."""
    styles = [style.id for style in list_styles()]
    rules = dataclasses.replace(load_profile(profile), pots=8)
    faced = folded = paid_for = 0
    ratios: list[float] = []
    original = policy.choose

    def watched(spot, style, difficulty, rng):  # type: ignore[no-untyped-def]
        nonlocal faced, folded, paid_for
        kind = original(spot, style, difficulty, rng)
        price = spot.options.get("call", 0.0)
        if "fold" in spot.options and price and price / (spot.pot + price) <= CHEAP:
            faced += 1
            if kind == "fold":
                folded += 1
                even = policy.break_even(spot, price)
                paid_for += spot.plain_equity >= even
                ratios.append(spot.plain_equity / even)
        return kind

    policy.choose = watched
    try:
        for seed in range(sessions):
            players = [make_bot(styles[(seed + i) % len(styles)], level, seed * 10 + i) for i in range(5)]
            table = Table(rules, [SeatInfo(f"P{i}", "bot", "bench") for i in range(5)], 60_000 + seed)
            while not table.is_over:
                legal = table.legal_actions()
                table.apply(players[legal.seat].decide(table.view(legal.seat), legal))
    finally:
        policy.choose = original
    return faced, folded, paid_for, ratios


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sessions", type=int, default=20, help="sessions of 8 pots per level and game")
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--only", default="third,no_peek")
    args = parser.parse_args()
    levels = args.levels.split(",")
    names = {style.id: style.name for style in list_styles()}
    if "third" in args.only:
        print(
            f"Baseball, six seats: answers to a human's 1-chip bet on third street ({args.sessions} sessions)"
        )
        for level in levels:
            answers, folds, pots, everyone = third_street(level, args.sessions)
            total, folded = sum(answers.values()), sum(folds.values())
            each = "  ".join(f"{names[s]} {folds[s] / max(1, answers[s]):.0%}" for s in names)
            print(
                f"  {level:<6} folded {folded}/{total} = {folded / max(1, total):.0%}; "
                f"everyone folded in {everyone}/{pots} pots = {everyone / max(1, pots):.0%}; {each}"
            )
    if "no_peek" in args.only:
        for profile in ("midnight-baseball", "night-baseball"):
            print(f"{profile}, five seats: calls of at most a tenth of the pot ({args.sessions} sessions)")
            for level in levels:
                faced, folded, paid_for, ratios = no_peek(profile, level, args.sessions)
                median = statistics.median(ratios) if ratios else 0.0
                print(
                    f"  {level:<6} folded {folded}/{faced} = {folded / max(1, faced):.0%}, "
                    f"{paid_for} of them with the pot odds paid for (median equity / break-even of the "
                    f"folds {median:.2f})"
                )


if __name__ == "__main__":
    main()
