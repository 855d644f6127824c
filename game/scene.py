"""Scenes and the scene stack.

Push, pop and replace are requests applied at the start of `update`, never in the middle of a
scene's own input handling. Only the top scene gets input and time; drawing starts at the
topmost opaque scene and goes up, so an overlay (a banner, a pause menu) sits over the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.input import Input

if TYPE_CHECKING:
    from game.app import App
    from game.director import Director
    from game.party.room import Room
    from game.session import Setup


class Scene:
    opaque = True  # False for overlays drawn over the scene below

    @property
    def animating(self) -> bool:
        """True while something on screen moves smoothly: the frame loop runs at full rate. A
        scene that only waits for input (a menu, the human's turn at a settled table) may be
        drawn a few times a second (game.app)."""
        return False

    def __init__(self, app: App) -> None:
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


# What an overlay is handed of the scene under it. A scene module never imports another
# (game.scenes.registry builds them by name), so the overlays name what they use here.


class TableAtPlay(Protocol):
    """The table being played, as the pause menu and a pot's result see it (game.scenes.table)."""

    @property
    def setup(self) -> Setup: ...

    @property
    def director(self) -> Director: ...

    @property
    def keeps_files(self) -> bool: ...

    @property
    def away_from(self) -> int | None: ...

    def leave(self) -> None: ...


class PartyAtPlay(Protocol):
    """The party table, as the host's menu sees it (game.scenes.party): its time goes on under the menu."""

    @property
    def room(self) -> Room: ...

    def update(self, dt: float) -> None: ...

    def end_party(self) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._requests: list[tuple[str, Scene | None]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._requests.append(("push", scene))

    def pop(self) -> None:
        self._requests.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        """Pop the top scene and push this one."""
        self._requests.append(("pop", None))
        self._requests.append(("push", scene))

    def reset(self, scene: Scene) -> None:
        """Drop every scene and start over with this one (back to the title)."""
        self._requests.append(("reset", scene))

    def apply_requests(self) -> None:
        while self._requests:
            kind, scene = self._requests.pop(0)
            if kind == "push" and scene is not None:
                if self.scenes:
                    self.scenes[-1].pause()
                self.scenes.append(scene)
            elif kind == "pop" and self.scenes:
                self.scenes.pop()
                if self.scenes:
                    self.scenes[-1].resume()
            elif kind == "reset" and scene is not None:
                self.scenes = [scene]

    def handle(self, inp: Input) -> None:
        # once the top scene has asked to leave (or to open another), the rest of this frame's
        # input is for nobody: two quick presses on a closing banner popped the table under it
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
