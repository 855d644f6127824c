"""Two things a Hold'em newcomer found silly in the computer players (docs/opponents.md, "Silly bets
and folds"), measured at bot-only tables, the styles rotating round the seats:

- No Peek (Night and Midnight Baseball, four seats): at each chance to open the betting (nobody
  has bet this round), how often a seat whose showing row is ace high or worse bets, per level;
  printed as the median over sessions of each session's share, and over all such chances.
- Baseball (five seats): each time a seat faces one bet (not a raise, nor a wild card's price), its chance of
  winning from every card in sight beside the pot odds the call gets; printed per level, the share
  folded where the chance pays the pot odds (by how many times over), and the same with a wild
  card showing on the table.

- No Peek again: each time a seat faces one bet (not a raise), whether its row leads or its pile
  is started (close behind: it turns cards to beat the lead), its chance of winning in plain
  sight beside the pot odds (times over); printed per level, the share folded in each band.

    python benchmarks/bench_silly_bets.py [--sessions N] [--levels easy,normal,hard]
        [--only no_peek,baseball,no_peek_calls]

Seeded: the same numbers on every run. Measured at 6 sessions (docs/opponents.md has the table):
ace high bet when free to open, Night easy / normal / hard 31 / 33 / 42% before the weak-row rule,
15 / 17 / 16% after; Baseball, one bet at 1.5 to 2.5 times the pot odds with a wild card up folded
17 / 28 / 26% before the clear-odds rule, 8 / 25 / 30% after (each level judges on its own read).
At 2 sessions, No Peek's leader at half the pot odds to just under them folded (easy / normal /
hard) 1 of 2 / 1 of 5 / 3 of 5 in Night before the leader's rule, none of 1 / 5 / 5 after.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import list_styles, make_bot, policy
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from engine.view import SeatView, showing_of

# the pot odds' multiple of break-even a chance reaches: below 1 the call loses money
ODDS_BANDS = ((1.0, 1.5), (1.5, 2.5), (2.5, 100.0))
# No Peek's calls, from a chance far under the pot odds to one well over them
NO_PEEK_BANDS = ((0.0, 0.5), (0.5, 1.0), (1.0, 1.5), (1.5, 100.0))


def _table(profile: str, level: str, seats: int, seed: int) -> tuple[Table, list]:  # type: ignore[type-arg]
    styles = [style.id for style in list_styles()]
    rules = dataclasses.replace(load_profile(profile), pots=8)
    players = [make_bot(styles[(seed + i) % len(styles)], level, seed * 10 + i) for i in range(seats)]
    return Table(rules, [SeatInfo(f"P{i}", "bot", "bench") for i in range(seats)], 70_000 + seed), players


def _play(profile: str, level: str, seats: int, seed: int, watch) -> None:  # type: ignore[no-untyped-def]
    """One session; `watch(view, spots, kind)` sees each decision with the Spots it was chosen from."""
    table, players = _table(profile, level, seats, seed)
    spots: list[policy.Spot] = []
    original = policy.choose

    def recorded(spot, style, difficulty, rng):  # type: ignore[no-untyped-def]
        spots.append(spot)
        return original(spot, style, difficulty, rng)

    policy.choose = recorded
    try:
        while not table.is_over:
            legal = table.legal_actions()
            assert legal is not None  # (a session not over always has a decision)
            view = table.view(legal.seat)
            spots.clear()
            action = players[legal.seat].decide(view, legal)
            if spots:
                watch(view, spots[0], action.kind)
            table.apply(action)
    finally:
        policy.choose = original


def no_peek_session(profile: str, level: str, seed: int) -> tuple[int, int]:
    """(chances to open with ace high or worse showing, bets made at them) over one session."""
    counts = [0, 0]

    def watch(view: SeatView, spot: policy.Spot, kind: str) -> None:
        showing = showing_of(view.upcards[view.seat], view.rules.wild_ranks)
        if "check" in spot.options and "bet" in spot.options and showing and showing.category == "high_card":
            counts[0] += 1
            counts[1] += kind == "bet"

    _play(profile, level, 4, seed, watch)
    return counts[0], counts[1]


def _one_bet(spot: policy.Spot) -> float:
    """The price of a call of one bet (not a raise's, nor a wild card's) with a fold beside it, or 0."""
    price = spot.options.get("call", 0.0)
    return price if price and price <= spot.bet and "fold" in spot.options else 0.0


def _band(ratio: float, bands: tuple[tuple[float, float], ...]) -> str:
    return next((f"{low:g}-{high:g}x" for low, high in bands if low <= ratio < high), "")


def no_peek_calls_session(profile: str, level: str, seed: int) -> Counter[tuple[str, str, bool]]:
    """Bets faced in No Peek by (row: "leads" or "close", odds band, folded) over one session."""
    counts: Counter[tuple[str, str, bool]] = Counter()

    def watch(view: SeatView, spot: policy.Spot, kind: str) -> None:
        price = _one_bet(spot)
        if not price or spot.unturned:
            return
        band = _band(spot.plain_equity / (price / (spot.pot + price)), NO_PEEK_BANDS)
        counts["leads" if spot.leading else "close", band, kind == "fold"] += 1

    _play(profile, level, 4, seed, watch)
    return counts


def baseball_session(level: str, seed: int) -> Counter[tuple[str, bool, bool]]:
    """Bets faced by (odds band, a wild card showing, folded) over one session of Baseball."""
    counts: Counter[tuple[str, bool, bool]] = Counter()

    def watch(view: SeatView, spot: policy.Spot, kind: str) -> None:
        price = _one_bet(spot)
        if not price:
            return
        band = _band(spot.plain_equity / (price / (spot.pot + price)), ODDS_BANDS)
        wild = any(card.rank in view.rules.wild_ranks for cards in view.upcards for card in cards)
        if band:
            counts[band, wild, kind == "fold"] += 1

    _play("baseball", level, 5, seed, watch)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sessions", type=int, default=12, help="sessions of 8 pots per level and game")
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--only", default="no_peek,baseball,no_peek_calls")
    args = parser.parse_args()
    levels = args.levels.split(",")
    parts = args.only.split(",")
    if "no_peek" in parts:
        for profile in ("night-baseball", "midnight-baseball"):
            print(f"{profile}, four seats: bets when free to open with ace high or worse showing")
            for level in levels:
                results = [no_peek_session(profile, level, seed) for seed in range(args.sessions)]
                shares = [bets / chances for chances, bets in results if chances]
                chances, bets = sum(c for c, _ in results), sum(b for _, b in results)
                print(
                    f"  {level:<6} median {statistics.median(shares or [0.0]):.0%} a session; "
                    f"all {bets}/{chances} = {bets / max(1, chances):.0%}"
                )
    if "baseball" in parts:
        print(
            "baseball, five seats: one bet faced with a chance that pays the pot odds (times over), share folded"
        )
        for level in levels:
            total: Counter[tuple[str, bool, bool]] = Counter()
            for seed in range(args.sessions):
                total.update(baseball_session(level, seed))
            cells = []
            for low, high in ODDS_BANDS:
                band = f"{low:g}-{high:g}x"
                for wild in (False, True):
                    faced = total[band, wild, True] + total[band, wild, False]
                    folded = total[band, wild, True]
                    where = "wild up" if wild else "no wild"
                    cells.append(f"{band} {where} {folded}/{faced}={folded / max(1, faced):.0%}")
            print(f"  {level:<6} " + "; ".join(cells))
    if "no_peek_calls" in parts:
        for profile in ("night-baseball", "midnight-baseball"):
            print(
                f"{profile}, four seats: one bet faced, chance in plain sight times the pot odds, share folded"
            )
            for level in levels:
                calls: Counter[tuple[str, str, bool]] = Counter()
                for seed in range(args.sessions):
                    calls.update(no_peek_calls_session(profile, level, seed))
                for row in ("leads", "close"):
                    cells = []
                    for low, high in NO_PEEK_BANDS:
                        band = f"{low:g}-{high:g}x"
                        folded, faced = (
                            calls[row, band, True],
                            calls[row, band, True] + calls[row, band, False],
                        )
                        cells.append(f"{band} {folded}/{faced}={folded / max(1, faced):.0%}")
                    print(f"  {level:<6} {row:<5} " + "; ".join(cells))


if __name__ == "__main__":
    main()
