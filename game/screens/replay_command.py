"""`baseball-poker replay FILE [--hand N] [--seat S]`: the table opened on a hand history that
`simulate --history` wrote, every session and pot of it replayed as the live table shows a pot
(game.screens.scenes.replay), with the same keys. `--seat` shows that seat's face-down cards too;
without it, only what the room saw.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial

from engine.history import HistoryError
from game.play.history_tapes import history_tapes
from game.play.pot_tape import PotTape
from game.screens import openers
from game.screens.app import App, launch, recover_user_files
from game.screens.replays import QUIT
from game.screens.scene import Scene
from game.store.settings import load_settings


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="baseball-poker replay", description="Replay the pots of a hand history at the table."
    )
    parser.add_argument("file", metavar="FILE", help="a hand history written by simulate --history")
    parser.add_argument(
        "--hand", type=int, metavar="N", help="start at pot N (of the first game that has one)"
    )
    parser.add_argument(
        "--seat", type=int, metavar="S", help="show seat S's face-down cards (seats count from 0)"
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start fullscreen (F11 or Alt+Enter toggles)")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    return parser.parse_args(argv)


def first_pot(tapes: list[PotTape], hand: int | None) -> int:
    """Which of the tapes `--hand` starts at (the first pot without it); ValueError when none is that pot."""
    if hand is None:
        return 0
    found = next((index for index, tape in enumerate(tapes) if tape.hand == hand), None)
    if found is None:
        raise ValueError(f"there is no pot {hand}: the games have pots 1 to {max(t.hand for t in tapes)}")
    return found


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    try:
        with open(args.file, encoding="utf-8") as lines:
            tapes = history_tapes(lines, args.seat)
        if not tapes:
            raise ValueError("the history holds no finished pot")
        start = first_pot(tapes, args.hand)
    except (HistoryError, ValueError) as exc:  # one clear line, before any window opens
        print(f"error: {args.file}: {exc}", file=sys.stderr)  # noqa: T201 (the command's own error output)
        return 2
    recover_user_files()
    settings, notes = load_settings()
    if args.fullscreen or args.windowed:
        settings.fullscreen = args.fullscreen
    return launch(settings, partial(replay_scene, tapes=tapes, start=start, seat=args.seat), notes)


def replay_scene(app: App, tapes: list[PotTape], start: int, seat: int | None) -> Scene:
    return app.scene(openers.replay(tapes=tapes, start=start, seat=seat, back_to=QUIT))  # (nothing under it)
