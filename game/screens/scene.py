"""Scenes, the scene stack, and what a scene is given: its host and typed context.

Push, pop and replace are requests applied at the start of `update`, never in the middle of a
scene's own input handling. Only the top scene gets input and time; drawing starts at the
topmost opaque scene and goes up, so an overlay (a banner, a pause menu) sits over the table.

A scene sees the program through a `SceneHost` (game.screens.app.App is the one), never the App itself:
the other scenes, the settings, the font and the card art, the messages, quitting. A scene opens
another with an `Opening`, which an opener of game.screens.openers makes with typed arguments
(`app.push(openers.chart(rules=rules))`: a misspelt one fails in mypy); it is built when its request
is applied, after the scenes it replaces have left, so a new title reads the session file the table
under it has just finished writing.

Every scene that leaves the stack (popped, replaced, dropped by `go`, or the game quitting) is
told so once, by `leave`, and stops there what it started: a table's computer players, the party's
server. A scene covered by another is only paused.

A scene module never imports another (game.screens.scenes.registry builds them by name): what an overlay
needs of the scene under it is handed over as a small record of data and callbacks, named here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import pygame

from game.felt.seat_words import clip
from game.platform.input import Input
from game.platform.text import HEADING, columns

if TYPE_CHECKING:
    from engine.rules import Rules
    from game.felt.card_art import CardArt
    from game.felt.layout import SeatSlot
    from game.party.room import Room
    from game.platform.text import Text
    from game.play.pot_tape import PotTape
    from game.screens.party_look import TvPlayer
    from game.store.settings import Settings


class Messages(Protocol):
    """The short messages at the foot of the screen (game.screens.polish), and whether user files are written."""

    @property
    def writes(self) -> bool: ...

    def notify(self, message: str) -> None: ...

    def warn(self, message: str | None, topic: str | None = None) -> None: ...


@dataclass(frozen=True)
class Opening:
    """A scene asked for: its name in game.screens.scenes.registry and what it is given. An opener of
    game.screens.openers makes it, its arguments typed; the registry builds the scene."""

    name: str
    details: Mapping[str, object] = field(default_factory=dict)


class SceneHost(Protocol):
    """What a scene may use of the program (game.screens.app.App): the other scenes (each opened by an
    `Opening`), the settings, the font, the card art, the messages, the full screen, quitting."""

    @property
    def settings(self) -> Settings: ...

    @property
    def text(self) -> Text: ...

    @property
    def cards(self) -> CardArt: ...

    @property
    def polish(self) -> Messages: ...

    @property
    def tips_said(self) -> set[str]:
        """The first-time tips said at this run's tables (game.felt.first_tips)."""
        ...

    def push(self, scene: Opening) -> None:
        """Open `scene` over the current one."""

    def replace(self, scene: Opening) -> None:
        """Close the current scene and open `scene` in its place."""

    def go(self, scene: Opening) -> None:
        """Close every scene and start over with `scene` (the title, a new table)."""

    def back(self) -> None:
        """Close the current scene."""

    def toggle_fullscreen(self) -> None:
        """Between a window and the full screen (the setting follows)."""

    def quit(self) -> None:
        """Close every scene and end the program."""


class Scene:
    opaque = True  # False for overlays drawn over the scene below
    registry_name = ""  # its name in the registry, which gives it ("" for a scene built by hand)

    @property
    def animating(self) -> bool:
        """True while something on screen moves smoothly: the frame loop runs at full rate. A
        scene that only waits for input (a menu, the human's turn at a settled table) may be
        drawn a few times a second (game.screens.app)."""
        return False

    def __init__(self, app: SceneHost) -> None:
        self.app = app

    def handle(self, inp: Input) -> None:
        """React to one virtual input."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Draw on the logical canvas."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def leave(self) -> None:
        """The scene has left the stack (popped, replaced, dropped by `go`, or the game quits):
        stop what it started. The stack calls it once."""

    def quit_warning(self) -> QuitWarning | None:
        """What quitting the program now would end while this scene is on the stack, said when the
        window is closed (game.screens.app asks QUIT THE GAME? first); None: it quits at once."""
        return None


# ----- what a scene hands the scene it opens

# a yes-or-no question's box (scenes.confirm): the words a scene puts in one are cut to its width
QUESTION_W = 560


def asked(name: str, words: str, width: int = QUESTION_W) -> str:
    """A name (a guest's, a house game's) in a question of `words` on the question's one line, cut
    with an ellipsis where it is long (the question read past its panel's edges). `width`: the
    widest the question's panel may be (scenes.confirm widens it to its question): the host menu's
    own panel, where a question asked there stands."""
    return clip(name.upper(), columns(width - 40, HEADING) - len(words))


@dataclass(frozen=True)
class PauseContext:
    """What the pause menu knows of the table under it (game.screens.table_scene)."""

    rules: Rules
    saved: bool  # the session is on file: CONTINUE on the title goes on from here
    pots: tuple[PotTape, ...] = ()  # the session's pots so far, as the room saw them (LAST POTS)
    seat: int | None = None  # whose seat is drawn at the bottom when one is replayed (None: seat 0's)
    # a party's table replays a pot itself (the party paused meanwhile, the phones told); None: a
    # solo table, which waits
    replay: Callable[[int], None] | None = None
    # a party's, each frame under LAST POTS: its phones answered, its table held (PartyControls)
    answer_phones: Callable[[float], None] | None = None


@dataclass(frozen=True)
class ResultContext:
    """What a pot's result (game.screens.scenes.banner) knows of the table under it."""

    slots: Mapping[int, SeatSlot] = field(default_factory=dict)  # where each seat is drawn
    away: bool = False  # nobody is at the human's seat: the next deal comes by itself soon
    pause: PauseContext | None = None  # Back opens the pause menu over the table; None: no menu
    last: str = "STANDINGS"  # what the button after the session's last pot leads to (a guided hand: on)
    # the table put in the TEXT SIZE chosen now, its seats' places returned: TEXT SIZE changed over
    # the result applies at once (a play-test's NORMAL waited for the next hand); None: never changes
    follow: Callable[[], Mapping[int, SeatSlot]] | None = field(default=None, compare=False)
    last_key: str = "n"  # the key of the button after the session's last pot (a guided hand's: E)


class AttractMode(Protocol):
    """What a page of attract mode knows of the cycle showing it (game.screens.attract.AttractCycle)."""

    def next(self, app: SceneHost) -> None:
        """The page's time is up: the next page, or the title."""

    def wake(self, app: SceneHost) -> None:
        """Someone pressed something: back to the session they were away from, or to the title."""


@dataclass(frozen=True)
class QuitWarning:
    """Why a window close asks first (a live party: a host play-tester's TV quit mid-pot and every
    phone was told 'The host has ended the party.'), and what runs each frame under the question (a
    party's: paused under it, as under the host's menu, its phones answered and its table held)."""

    detail: str
    keep_running: Callable[[float], None]


@dataclass(frozen=True)
class PartyControls:
    """What the host's menu (game.screens.scenes.party_host) may do with the party table under it."""

    room: Room
    # each frame under the menu and its pages: the party is paused there and its table held (no
    # card, chip or clock moves, no bot plays), but its phones are answered and follow the Options
    answer_phones: Callable[[float], None]
    end_party: Callable[[], None]  # the phones are told and the TV goes to the title
    pots: Callable[[], Sequence[PotTape]]  # the session's pots shown so far (LAST POTS)
    replay: Callable[[int], None]  # pot `hand` replayed once the menu closes
    seat_at_tv: Callable[[TvPlayer], int]  # a player at the TV sits down (from the next hand): where
    off_tv: Callable[[int], None]  # the player at the TV in a seat is taken off it (TAKE A GUEST OFF)


# ----- the stack

Build = Callable[[], Scene]  # a scene asked for by name, built when its request is applied


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._requests: list[tuple[str, Scene | Build | None]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene | Build) -> None:
        self._requests.append(("push", scene))

    def pop(self) -> None:
        self._requests.append(("pop", None))

    def replace(self, scene: Scene | Build) -> None:
        """Pop the top scene and push this one."""
        self._requests.append(("pop", None))
        self._requests.append(("push", scene))

    def reset(self, scene: Scene | Build) -> None:
        """Drop every scene and start over with this one (back to the title)."""
        self._requests.append(("reset", scene))

    def clear(self) -> None:
        """Drop every scene (the game quits)."""
        self._requests.append(("reset", None))

    def apply_requests(self) -> None:
        while self._requests:
            kind, wanted = self._requests.pop(0)
            if kind == "pop" and self.scenes:
                self.scenes.pop().leave()
                if self.scenes:
                    self.scenes[-1].resume()
            elif kind == "reset":
                self.leave_all(staying=wanted)
            if kind in ("push", "reset") and wanted is not None:
                scene = wanted if isinstance(wanted, Scene) else wanted()
                if self.scenes:
                    self.scenes[-1].pause()
                self.scenes.append(scene)

    def leave_all(self, staying: object = None) -> None:
        """Every scene leaves, the top one first (but `staying`, a scene reset to itself)."""
        while self.scenes:
            scene = self.scenes.pop()
            if scene is not staying:
                scene.leave()

    def close(self) -> None:
        """The program ends: the requests still waiting are dropped and every scene leaves now."""
        self._requests.clear()
        self.leave_all()

    def handle(self, inp: Input) -> None:
        # once the top scene has opened another over itself, the rest of this frame's input is for
        # that one, opened now: a play-test's Down just after Enter on DEAL! was lost, and its
        # Return answered END YOUR SAVED GAME? NO. Once the top scene has asked to leave (or to be
        # replaced), the rest is for nobody: two quick presses on a closing banner popped the table
        # under it
        if self._requests and all(kind == "push" for kind, _ in self._requests):
            self.apply_requests()
        if self.top is not None and not self._requests:
            self.top.handle(inp)

    def update(self, dt: float) -> None:
        self.apply_requests()
        if self.top is not None:
            self.top.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            scene.draw(canvas)
