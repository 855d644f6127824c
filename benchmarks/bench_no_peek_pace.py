"""Seconds per No Peek hand at the solo table's real pace (a play-test: a Night Baseball hand took
3 to 4 minutes at a five-seat table, most of it CHECK presses after every beat).

The real table scene runs headless on a virtual clock: frames of 1/30 s at the default settings
(animation speed 1, natural thinking speed), every hold, flight and computer player's pause as the
player sees them. The human answers each decision after `--press` seconds (a person's reach for
the button), checking when that is free, else calling. A hand is timed from its hand_start shown to
its result shown; the script prints each hand's seconds, the human's presses, and the median.

    python benchmarks/bench_no_peek_pace.py [--profile night-baseball] [--players 5] [--seeds 1-8]
        [--press 1.0] [--ahead]

`--ahead`: the human turns CHECK AHEAD on (game.felt.check_ahead) whenever it is offered and off,
one press each time (a bet turns it off), so betting rounds with no bet to meet take no press.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if TYPE_CHECKING:
    from game.screens.app import App
    from game.screens.scenes.table import TableScene

FRAME = 1 / 30


def one_hand(profile: str, players: int, seed: int, press: float, ahead: bool) -> tuple[float, int, int]:
    """(seconds, presses at the human's turns, CHECK AHEAD toggles) of the session's first hand at `seed`."""
    from engine.events import HandStart
    from game.play.host_facts import PotDone
    from game.play.session import HUMAN

    app, scene = solo_table(profile, players, seed)
    clock, started, presses, toggles, waited = 0.0, None, 0, 0, 0.0
    shown = scene.show

    def watch(fact: object) -> bool:
        nonlocal started, clock
        if isinstance(fact, HandStart):
            started = scene.session.time
        stop = shown(fact)  # type: ignore[arg-type]
        if isinstance(fact, PotDone):
            clock = scene.session.time - (started or 0.0)
        return stop

    scene.show = watch  # type: ignore[method-assign]
    try:
        for _ in range(200_000):
            next_frame(app, scene)
            if clock:
                return clock, presses, toggles
            if ahead and scene.ahead.menu is not None and not scene.ahead.on:
                scene.ahead.toggle()  # while others act: no wait of its own
                toggles += 1
            if scene.buttons is not None:
                waited += FRAME
                if waited >= press:
                    waited = 0.0
                    legal = scene.table.legal_actions()
                    assert legal is not None and legal.seat == HUMAN
                    kinds = legal.kinds
                    choice = next(k for k in ("turn", "check", "call", "pay", "decline") if k in kinds)
                    scene.choose(choice)
                    presses += 1
        raise AssertionError("the hand did not end")
    finally:
        scene.leave()


def solo_table(profile: str, players: int, seed: int) -> tuple[App, TableScene]:
    """The solo table's scene for `profile` at `seed`, headless, on the stack of a fresh App."""
    import pygame

    from game.play.session import direct_setup
    from game.screens.app import App
    from game.screens.scenes.table import TableScene

    pygame.init()
    app = App()
    app.display.open(False)
    scene = TableScene(app, direct_setup(app.settings, profile, players, seed))
    app.stack.push(scene)
    app.stack.apply_requests()
    return app, scene


def next_frame(app: App, scene: TableScene) -> None:
    """One frame of the virtual clock; a computer player's thought takes no frame time here."""
    thinking = scene.host.thinking
    if thinking is not None:
        thinking[1].result()
    app.frame([], FRAME)


def seeds(text: str) -> list[int]:
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", default="night-baseball")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seeds", default="1-8")
    parser.add_argument("--press", type=float, default=1.0, help="seconds the human takes per press")
    parser.add_argument("--ahead", action="store_true", help="CHECK AHEAD turned on whenever it is off")
    args = parser.parse_args()
    times = []
    for seed in seeds(args.seeds):
        seconds, presses, toggles = one_hand(args.profile, args.players, seed, args.press, args.ahead)
        times.append(seconds)
        print(f"seed {seed}: {seconds:6.1f} s, {presses} presses at your turn, {toggles} toggles", flush=True)
    where = f"{args.profile}, {args.players} players, {args.press} s a press"
    print(f"median {statistics.median(times):.1f} s over {len(times)} hands ({where})")


if __name__ == "__main__":
    main()
