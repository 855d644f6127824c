"""The one place where keyboard, mouse and game-controller events become virtual inputs.

Scenes never look at pygame events: they receive `Input` records. Directions and confirm/back
come from the arrow keys, Enter/Space/Escape, a D-pad, the left stick or controller buttons; letter and
digit keys arrive as `key` inputs for action shortcuts, any other key or pad button as a `press`
(what a page taking ANY KEY reads); the mouse gives `hover` and `click` with positions on the
logical canvas (mapped from the window by the display's `to_canvas`).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

import pygame

from game.platform.display import HEIGHT, WIDTH


class Button(Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    SKIP = "skip"
    REPLAY = "replay"  # a pad's Y: what R does where a screen has something to play again
    FULLSCREEN = "fullscreen"
    QUIT = "quit"


@dataclass(frozen=True)
class Input:
    # "button" | "key" | "hover" | "click", or "press": any other key or pad button (where a page
    # says ANY KEY, a newcomer's play-test pressed keys that meant nothing and nothing went on)
    kind: str
    button: Button | None = None
    key: str = ""  # a lower-case letter or digit for "key"; PRESS_NAMES's for a "press"
    pos: tuple[int, int] = (0, 0)
    # "keys", "mouse" or "pad<instance id>": who pressed (players sharing the TV); not part of what
    # the input means, so an Up is equal to an Up from any device
    device: str = field(default="", compare=False)
    # the space bar: a confirm, which a page taking a typed name may read as a space instead
    space: bool = field(default=False, compare=False)
    # Escape or a pad's Back (View) button: a back meant to open a menu over what goes on (the
    # party's host menu); Backspace and a pad's B are only a back (a host play-test: a stray key
    # opened the host's menu mid-hand)
    menu: bool = field(default=False, compare=False)

    def is_(self, button: Button) -> bool:
        return self.kind == "button" and self.button is button


KEYS = {
    pygame.K_UP: Button.UP,
    pygame.K_DOWN: Button.DOWN,
    pygame.K_LEFT: Button.LEFT,
    pygame.K_RIGHT: Button.RIGHT,
    pygame.K_RETURN: Button.CONFIRM,
    pygame.K_KP_ENTER: Button.CONFIRM,
    pygame.K_SPACE: Button.CONFIRM,
    pygame.K_ESCAPE: Button.BACK,
    pygame.K_BACKSPACE: Button.BACK,
    pygame.K_TAB: Button.SKIP,
    pygame.K_F11: Button.FULLSCREEN,
}
# SDL joystick numbering of the common (Xbox-layout) pads: A, B, X, Y, ..., Back, Start.
PAD_BUTTONS = {
    0: Button.CONFIRM,
    1: Button.BACK,
    2: Button.SKIP,
    3: Button.REPLAY,
    6: Button.BACK,
    7: Button.CONFIRM,
}
CHORD_KEYS = frozenset({pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE})
PAD_MENU = 6  # Back (View): the pad's button that opens a menu on purpose
# keys that are a "press" with a name: End (a page taking a typed name reads it as its END), and
# Page Up / Page Down (pages that turn: a newcomer pressed them on the RULES pages and nothing turned)
PRESS_NAMES = {pygame.K_END: "end", pygame.K_PAGEUP: "pageup", pygame.K_PAGEDOWN: "pagedown"}
HAT = {(0, 1): Button.UP, (0, -1): Button.DOWN, (-1, 0): Button.LEFT, (1, 0): Button.RIGHT}
STICK_THRESHOLD = 0.6


def button(b: Button) -> Input:
    return Input("button", button=b)


class InputMapper:
    """Translates pygame events; keeps the stick state so a tilt gives one step, not a stream."""

    STILL_SECONDS = 0.5  # after the window changes under a resting pointer, no hover from it

    def __init__(
        self,
        to_canvas: Callable[[tuple[int, int]], tuple[int, int]] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._stick: dict[tuple[int, int], int] = {}
        self._to_canvas = to_canvas or _clamp  # window position -> canvas position
        self._clock = clock
        self._still_until = float("-inf")

    def window_changed(self) -> None:
        """The window has just changed size or mode (fullscreen): the pointer, resting where it was,
        lands on another part of the picture and SDL reports it as a motion. A newcomer's play-test
        switched DISPLAY to FULLSCREEN with the keys and the menu's cursor jumped to the row under
        the idle pointer; motions this soon after are not taken as a hover."""
        self._still_until = self._clock() + self.STILL_SECONDS

    def translate(self, event: pygame.event.Event) -> list[Input]:
        """The virtual inputs of one pygame event, each marked with the device it came from."""
        device = _device(event)
        return [dataclasses.replace(inp, device=device) if device else inp for inp in self._translate(event)]

    def _translate(self, event: pygame.event.Event) -> list[Input]:
        if event.type == pygame.QUIT:
            return [button(Button.QUIT)]
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            if self._clock() < self._still_until:
                return []
            return [Input("hover", pos=self._to_canvas(event.pos))]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return [Input("click", pos=self._to_canvas(event.pos))]
        if event.type == pygame.JOYBUTTONDOWN:
            if event.button not in PAD_BUTTONS:
                return [Input("press")]
            return [Input("button", button=PAD_BUTTONS[event.button], menu=event.button == PAD_MENU)]
        if event.type == pygame.JOYHATMOTION and tuple(event.value) in HAT:
            return [button(HAT[tuple(event.value)])]
        if event.type == pygame.JOYAXISMOTION and event.axis in (0, 1):
            return self._axis(event)
        return []

    def _key(self, event: pygame.event.Event) -> list[Input]:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_ALT:
            return [button(Button.FULLSCREEN)]
        if event.key == pygame.K_SPACE:
            return [Input("button", button=Button.CONFIRM, space=True)]
        if event.key in KEYS:
            return [Input("button", button=KEYS[event.key], menu=event.key == pygame.K_ESCAPE)]
        name = pygame.key.name(event.key)
        if len(name) == 1 and name.isalnum():
            return [Input("key", key=name.lower())]
        if event.key in PRESS_NAMES:  # a press a page may read: a typed name's END, a page's turn
            return [Input("press", key=PRESS_NAMES[event.key])]
        # Alt and the system's key start chords (Alt+Enter: fullscreen), never a press of their own
        return [] if event.key in CHORD_KEYS else [Input("press")]

    def _axis(self, event: pygame.event.Event) -> list[Input]:
        direction = 1 if event.value > STICK_THRESHOLD else -1 if event.value < -STICK_THRESHOLD else 0
        slot = (getattr(event, "instance_id", 0), event.axis)
        if self._stick.get(slot, 0) == direction:
            return []
        self._stick[slot] = direction
        if direction == 0:
            return []
        if event.axis == 0:
            return [button(Button.RIGHT if direction > 0 else Button.LEFT)]
        return [button(Button.DOWN if direction > 0 else Button.UP)]


def _device(event: pygame.event.Event) -> str:
    if event.type in (pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.JOYAXISMOTION):
        return f"pad{getattr(event, 'instance_id', getattr(event, 'joy', 0))}"
    if event.type == pygame.KEYDOWN:
        return "keys"
    if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
        return "mouse"
    return ""


def _clamp(pos: tuple[float, float]) -> tuple[int, int]:
    return (min(max(int(pos[0]), 0), WIDTH - 1), min(max(int(pos[1]), 0), HEIGHT - 1))
