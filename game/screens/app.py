"""The game program: `main(argv)` parses the play flags, opens the window and runs the frame loop.

`App.frame(events, dt)` is one frame (input, update, draw) so tests can drive the game with
synthetic events and hand-stepped time, without a real clock or window.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.felt.card_art import CardArt
from game.platform import frame_log, music
from game.platform.display import Display
from game.platform.input import Button, Input, InputMapper
from game.platform.text import Text
from game.play import hall_of_fame, resume
from game.play.session import Setup, direct_setup
from game.screens import openers
from game.screens.polish import Polish
from game.screens.scene import Opening, Scene, SceneHost, SceneStack
from game.screens.scenes import registry
from game.store import settings as settings_file
from game.store import storage
from game.store.settings import Settings, load_settings

FPS = 60
IDLE_FPS = 4  # frames a second while the top scene only waits for input (a 0.5 s blink still blinks)
LONGEST_STEP = 0.25  # seconds: a longer stall (dragging the window) is not a jump in time


class App:
    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        self.display = Display()
        self.text = Text()
        self.cards = CardArt(self.text, self.settings.four_colour_deck)
        self.stack = SceneStack()
        self.mapper = InputMapper(self.display.to_canvas)
        self.running = True
        self.joysticks: dict[int, pygame.joystick.JoystickType] = {}
        self.polish = Polish(self)  # presenting (CRT filter), messages, sound settings, saving settings
        self.shown: int | None = None  # while resting: a fingerprint of the picture on screen
        self.tips_said: set[str] = set()  # the first-time tips said at this run's tables (FirstTips)
        self.quit_asked = False  # QUIT THE GAME? is up: a second window close quits

    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        for event in events:
            if event.type == pygame.JOYDEVICEADDED:
                stick = pygame.joystick.Joystick(event.device_index)
                self.joysticks[stick.get_instance_id()] = stick  # a pad sends events only while open
            elif event.type == pygame.JOYDEVICEREMOVED:
                self.joysticks.pop(event.instance_id, None)
            elif event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):  # the music waits
                music.JUKEBOX.focus(event.type == pygame.WINDOWFOCUSGAINED)
            for inp in self.mapper.translate(event):
                self.dispatch(inp)
        self.stack.update(dt)
        self.draw()
        self.polish.frame(dt)

    # ----- moving between scenes, each asked for by an opener of game.screens.openers (the registry,
    # game.screens.scenes.registry, builds them): App is the scenes' host (game.screens.scene.SceneHost).
    # A scene asked for is built when the stack applies the request, after the scenes it replaces have left.

    def scene(self, opening: Opening) -> Scene:
        return registry.make(self, opening)

    def push(self, scene: Opening) -> None:
        """Open `scene` over the current one."""
        self.stack.push(partial(self.scene, scene))

    def replace(self, scene: Opening) -> None:
        """Close the current scene and open `scene` in its place."""
        self.stack.replace(partial(self.scene, scene))

    def go(self, scene: Opening) -> None:
        """Close every scene and start over with `scene` (the title, a new table)."""
        self.stack.reset(partial(self.scene, scene))

    def back(self) -> None:
        """Close the current scene."""
        self.stack.pop()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = self.display.toggle_fullscreen()
        self.mapper.window_changed()

    def dispatch(self, inp: Input) -> None:
        if inp.is_(Button.QUIT):
            self.close_window()
        elif inp.is_(Button.FULLSCREEN):
            self.toggle_fullscreen()
        else:
            self.stack.handle(inp)

    def draw(self) -> None:
        frame_log.FRAME.clear()
        self.stack.draw(self.display.canvas)

    def close_window(self) -> None:
        """The window's close (SDL's quit event, which Ctrl+C and SIGTERM send too) quits, but while a
        scene would end something with it (a live party: every phone told it is over) the host is
        asked first, NO chosen; closing the window again while asked quits."""
        warning = next((w for scene in self.stack.scenes if (w := scene.quit_warning()) is not None), None)
        if warning is None or self.quit_asked:
            self.quit()
            return
        self.quit_asked = True
        self.push(
            openers.confirm(
                question="QUIT THE GAME?",
                detail=warning.detail,
                yes="QUIT",
                on_yes=self.quit,
                on_no=self.stay,
                keep_running=warning.keep_running,
            )
        )

    def stay(self) -> None:
        """NO to QUIT THE GAME?: the next window close asks again."""
        self.quit_asked = False

    def quit(self) -> None:
        """End the program: every scene leaves at this frame's update, and the loop stops."""
        self.running = False
        self.stack.clear()

    def run(self) -> None:
        # computer players think in a worker thread: hand the interpreter back to the frame loop
        # every millisecond (not the default 5), so a long think does not stutter the animation
        sys.setswitchinterval(0.001)
        clock = pygame.time.Clock()
        last = time.perf_counter()
        resting = False
        while self.running:
            events = next_events(resting)
            now = time.perf_counter()
            dt, last = min(now - last, LONGEST_STEP), now
            self.frame(events, dt)
            resting = self.idle and not events
            self.present(resting)
            if not resting:
                clock.tick(FPS)

    def present(self, resting: bool) -> None:
        """Show the frame. While resting, a picture the same as the one on screen is not scaled
        and sent again (most resting frames: only a blink changes it)."""
        shown, self.shown = self.shown, None
        if resting:
            self.shown = hash(self.display.canvas.get_buffer().raw)
            if self.shown == shown:
                return
        self.display.present()

    @property
    def idle(self) -> bool:
        """Nothing on screen moves smoothly (no animation, no message) and the music's level is
        still (music.Jukebox.moving: set once a frame, it came back from an effect in steps): the
        loop may rest."""
        top = self.stack.top
        return top is not None and not top.animating and not self.polish.toasts and not music.JUKEBOX.moving


def next_events(resting: bool) -> list[pygame.event.Event]:
    """The next frame's events in the order they came; after a rest (`resting`), the one that woke
    it first (wait_for_input)."""
    return (wait_for_input(1 / IDLE_FPS) if resting else []) + pygame.event.get()


def wait_for_input(seconds: float) -> list[pygame.event.Event]:
    """Sleep until an event arrives or `seconds` pass: the event that woke it ([] for none), to be
    handled before the rest. Posted back, it went behind the keys that came with it, where a frame
    took longer than the keys' gaps (a host's quick Esc, Down, Down, Enter: at the host's menu,
    resting, a Down went behind the Enter, which chose KEEP IT PAUSED for TAKE A GUEST OFF)."""
    event = pygame.event.wait(max(1, round(seconds * 1000)))
    return [] if event.type == pygame.NOEVENT else [event]


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="baseball-poker", description="Baseball Poker: the game window.")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start fullscreen (F11 or Alt+Enter toggles)")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--profile", metavar="ID", help="rule profile to deal at once (skips the menus)")
    parser.add_argument(
        "--players", type=int, metavar="N", help="number of players at the table, you included"
    )
    parser.add_argument("--seed", type=int, metavar="S", help="seed for the shuffle and the computer players")
    return parser.parse_args(argv)


def table_setup(settings: Settings, args: argparse.Namespace) -> Setup | None:
    """The table --profile/--players/--seed ask for (None: the title menu); ValueError when unusable."""
    if args.profile is None and args.players is None and args.seed is None:
        return None
    return direct_setup(settings, args.profile, args.players, args.seed)


# a table asked for on the command line with a saved game on file: the title instead, saying why
SAVED_IN_THE_WAY = "A saved game is on file: CONTINUE plays it on, PLAY deals a new one."


def start_scene(app: App, setup: Setup | None) -> Scene:
    """The title, or a table at once for a setup from the command line, unless a saved game is on
    file: then the title, which offers it, as PLAY asks before a new game ends it."""
    if setup is None or saved_game_on_file(app):
        return app.scene(openers.title())
    return app.scene(openers.table(setup=setup))


def saved_game_on_file(app: App) -> bool:
    """Whether a saved game that continues is on file; the file is read first, as the title reads
    it (game.play.resume.load): one that cannot be read now is held, a damaged one or one of a
    newer version set aside, never written over by the new table's first save."""
    if not app.polish.writes:
        return False
    saved, problems = resume.load()
    for problem in problems:
        app.polish.warn(problem)
    if saved is not None:
        app.polish.notify(SAVED_IN_THE_WAY)
    return saved is not None


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    recover_user_files()
    settings, notes = load_settings()
    if args.fullscreen or args.windowed:
        settings.fullscreen = args.fullscreen
    try:
        setup = table_setup(settings, args)
    except ValueError as exc:  # a bad --profile or --players: one clear line, before any window opens
        print(f"error: {exc}", file=sys.stderr)  # noqa: T201 (the command's own error output)
        return 2
    return launch(settings, partial(start_scene, setup=setup), notes)


def launch(settings: Settings, first: Callable[[App], Scene], notes: Sequence[str] = ()) -> int:
    """Open the window on the scene `first` makes and run the game until it ends (the `play`
    command's title or table, the `replay` command's pots)."""
    pygame.init()
    try:
        return play(settings, first, notes)
    finally:
        gc.collect()  # free the fonts and surfaces while pygame is still up: freeing them later can crash
        pygame.quit()


def recover_user_files() -> None:
    """Before anything is read: finish the saves a crash interrupted, sweep the rest (game.store.storage)."""
    storage.recover(storage.config_dir(), {settings_file.FILE_NAME: storage.MAX_BYTES})
    storage.recover(
        storage.data_dir(), {resume.FILE_NAME: resume.MAX_BYTES, hall_of_fame.FILE_NAME: storage.MAX_BYTES}
    )


def play(settings: Settings, first: Callable[[App], Scene], notes: Sequence[str] = ()) -> int:
    app = App(settings)
    app.polish.start(notes)  # the sound bank, messages about the settings file, saving from now on
    scene = first(app)
    try:
        app.display.open(settings.fullscreen)
    except pygame.error as exc:  # no display, or SDL_VIDEODRIVER names one that is not there
        print(f"error: no window can be opened ({exc}): is a display connected?", file=sys.stderr)  # noqa: T201
        return 1
    app.stack.push(scene)
    try:
        app.run()
    finally:
        app.stack.close()  # however the loop ended, every scene still there leaves
    return 0


if TYPE_CHECKING:  # the App is the scenes' host: mypy checks it has all a SceneHost offers
    _HOST: type[SceneHost] = App
