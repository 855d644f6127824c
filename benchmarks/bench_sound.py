"""Start-up cost of the polish layer: building the synthesized sound bank (once, at start-up) and
loading the saved session for CONTINUE, plus the CRT filter's cost per frame. Prints medians.

    python benchmarks/bench_sound.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from engine.actions import Action
from game.platform import sound
from game.platform.crt import CRTFilter
from game.play import resume
from game.play.session import Session, direct_setup
from game.store.settings import Settings


def median_ms(function, runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        function()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def build_bank() -> None:
    bank = sound.Bank()
    bank.build()
    assert bank.sounds


def saved_session(pots: int) -> None:
    """Write a save of a 6-player session after `pots` pots (the replay grows with the pots)."""
    setup = direct_setup(Settings(), "baseball", 6, 3)
    session = Session(setup)
    session.close()
    table = session.table
    while table.hands_played < pots:
        if table.between_hands:  # a solo table holds between pots until its host deals the next
            table.next_hand()
        legal = table.legal_actions()
        table.apply(Action(legal.seat, "call" if "call" in legal.kinds else legal.kinds[0]))
    resume.save(setup, table)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    pygame.init()
    pygame.mixer.init()
    print(f"mixer {pygame.mixer.get_init()}, {len(sound.RECIPES)} effects")
    print(f"sound bank build: median {median_ms(build_bank, runs):.1f} ms")
    with tempfile.TemporaryDirectory() as home:
        os.environ["BASEBALL_POKER_HOME"] = home
        saved_session(7)
        print(
            f"load + check a saved session after 7 of 8 pots (6 players): median "
            f"{median_ms(lambda: resume.load(), runs):.1f} ms"
        )
    screen = pygame.Surface((640, 360))
    crt = CRTFilter()
    crt.apply(screen)  # the overlay is built on first use
    print(f"CRT filter per frame: median {median_ms(lambda: crt.apply(screen), runs * 20):.2f} ms")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
