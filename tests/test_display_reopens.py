"""A window opened again and again, fullscreen every other time, as the tests open one App after
another (and the game's own display once): after 6c26845 sized the window to the screen before
fullscreen, the next set_mode on that still screen-sized SCALED window corrupted memory, and the quick
suite's workers died in Display.open (a segfault, an abort, or a sort spinning on a broken list).
Run in a child process, so a crash is this test's failure and not the suite's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REOPEN = """
import pygame
from game.platform.display import Display
pygame.init()
for time in range(60):
    display = Display()
    display.open(time % 2 == 0)
    display.present()
    sorted(str(n) for n in range(500))  # touches fresh memory, where the damage showed
print("opened", time + 1)
"""


def test_a_window_opened_again_after_fullscreen_never_crashes():
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, "-c", REOPEN], cwd=root, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["opened", "60"]
