"""Run by test_hostile_files as a subprocess: the real program, `game.screens.app.main`, reading the real
settings, hall of fame, saved session and profile folders of BASEBALL_POKER_HOME and
BASEBALL_POKER_PROFILE_DIR, opening its (dummy) window and starting its title. Only the frame
loop is replaced, by a scripted one on stepped time, since the real one waits for a real player:
it idles on the title into the attract demo, presses a key to come back, opens PLAY's list of
games and quits. What it saw is printed as one JSON line after REPORT."""

import json
import os
import sys

sys.path[:0] = [
    os.path.dirname(os.path.abspath(__file__)),
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
]
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")

import pygame  # noqa: E402

from game.screens import app as program  # noqa: E402
from game.screens import attract  # noqa: E402

REPORT = "REPORT "


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def scripted_run(app) -> None:
    seen: dict = {"toasts_at_start": [toast.text for toast in app.polish.toasts]}

    def step(events=(), dt=0.05, frames=1):
        for event in events:
            app.frame([event], dt)
            app.display.present()
        for _ in range(frames):
            app.frame([], dt)
            app.display.present()

    step()
    title = app.stack.top
    seen["start"] = type(title).__name__
    step(
        dt=0.5, frames=round((attract.IDLE_BEFORE + attract.HOWTO_TIME + attract.PAGE_TIME + 2) / 0.5)
    )  # how to play, hall of fame, demo
    seen["idle"] = type(app.stack.top).__name__
    step(frames=20)  # the demo deals and the computer plays a little
    step([key(pygame.K_DOWN)])
    seen["after_a_key"] = type(app.stack.top).__name__
    step([key(pygame.K_RETURN)])  # PRESS START
    labels = [item.label for item in title.menu.items]
    seen["title_menu"] = labels
    moves = (labels.index("PLAY") - title.menu.selected) % len(labels)
    step([key(pygame.K_DOWN)] * moves + [key(pygame.K_RETURN)])
    seen["play"] = type(app.stack.top).__name__
    seen["games"] = [item.label for item in app.stack.top.menu.items]
    print(REPORT + json.dumps(seen), flush=True)
    app.quit()


program.App.run = scripted_run
sys.exit(program.main(sys.argv[1:]))
