"""How often a pot goes by with nobody betting on any street (a newcomer's play-test: the bots
checked every street, pot after pot of 3, the antes). Bot-only tables (by default the default
table's: four seats, the computer players Regulars), seat 0 a newcomer who turns, checks and calls
and never bets (--you passive) or a bot too (--you bot), --hands pots a game: the share of pots
with no bet, raise or completion on any street (a forced bring-in is no bet).

    python benchmarks/bench_checked_pots.py [--hands N] [--players P] [--levels easy,normal,hard]
        [--style balanced|mixed|<style id>] [--you passive|bot] [--games baseball,...]

Measured (session 17, 304 pots a game; baseball, midnight, night, no-peek, seven-card-stud):
  three seats, two Regulars and a passive you, normal: 13.2%, 9.2%, 7.2%, 11.2%, 19.7%;
  easy: 13.8%, 4.3%, 4.6%, 3.6%, 10.9%. The default table (four seats, passive you, normal):
  7.9%, 1.3%, 2.3% (baseball, midnight, night). Every seat a bot (four Regulars, normal): 0.3%, 0.0%,
  0.0%, 0.3%, 4.9%; the five styles in turn: 3.3%, 0.3%, 0.0%, 0.3%, 6.2%. A bot checked to
  with equity over 0.6 bets nearly always; the quiet pots are those where no seat's equity
  clears its style's bar (a Regular's: 0.41 three-handed) on any street.
  Tried and not kept: asking less of a value bet once another seat has checked (easy and
  normal; hard reads checks by habits). Its margin times 0.4 cut normal's quiet pots to 11.5%,
  3.3%, 3.3%, 3.9% but lifted the Station's raise share in Midnight to 0.23 (band 0 to 0.2); a
  step of 0.15 lifted the Regular's to 0.379 in Baseball (band to 0.365, the Shark 0.395) and
  0.60 in Midnight (band to 0.56): more bets in quiet pots is more raises by definition, and the
  Regular's bands (tests/test_bots_bands.py) sit at their top already.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.actions import Action
from engine.bots import list_styles, make_bot
from engine.events import ActionTaken, HandStart
from engine.profile import load_profile
from engine.table import SeatInfo, Table

GAMES = ("baseball", "midnight-baseball", "night-baseball", "no-peek", "seven-card-stud")
BETS = frozenset({"bet", "raise", "complete"})
PASSIVE = ("turn", "reveal", "check", "call", "pay", "decline", "bring_in")  # a newcomer's choices


def session(game: str, level: str, players: int, style: str, passive: bool, seed: int) -> tuple[int, int]:
    """(pots, pots nobody bet) over one session of `game`, every bot `style` ("mixed": the five
    in turn), seat 0 `passive` or a bot."""
    styles = [known.id for known in list_styles()] if style == "mixed" else [style]
    bots = [make_bot(styles[(seed + seat) % len(styles)], level, seed * 10 + seat) for seat in range(players)]
    table = Table(load_profile(game), [SeatInfo(f"P{seat}", "bot", "bench") for seat in range(players)], seed)
    while not table.is_over:
        legal = table.legal_actions()
        assert legal is not None  # (a session not over always has a decision)
        kind = (
            next((kind for kind in PASSIVE if kind in legal.kinds), None)
            if passive and legal.seat == 0
            else None
        )
        table.apply(Action(0, kind) if kind else bots[legal.seat].decide(table.view(legal.seat), legal))
    pots, quiet, betting = 0, 0, False
    for event in table.events:
        if isinstance(event, HandStart):
            quiet += pots > 0 and not betting
            pots, betting = pots + 1, False
        elif isinstance(event, ActionTaken) and event.action in BETS:
            betting = True
    return pots, quiet + (pots > 0 and not betting)


def share(game: str, level: str, players: int, style: str, passive: bool, hands: int, workers: int) -> float:
    sessions = -(-hands // load_profile(game).pots)
    every = [[value] * sessions for value in (game, level, players, style, passive)]
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(session, *every, range(sessions)))
    return sum(quiet for _, quiet in results) / sum(pots for pots, _ in results)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--style", default="balanced", help='a style id, or "mixed": the five in turn')
    parser.add_argument("--you", choices=("passive", "bot"), default="passive")
    args = parser.parse_args()
    for level in args.levels.split(","):
        for game in args.games.split(","):
            quiet = share(
                game, level, args.players, args.style, args.you == "passive", args.hands, args.workers
            )
            print(
                f"{level:6} {args.style} you {args.you}, {args.players} seats, {game:18} nobody bet: {quiet:5.1%}"
            )


if __name__ == "__main__":
    main()
