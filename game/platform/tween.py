"""Tweens: move numeric attributes of an object over time, with a delay, an ease curve and
callbacks when the motion starts and finishes. `finish()` jumps to the end (the skip key)."""

from __future__ import annotations

import math
from collections.abc import Callable


def linear(t: float) -> float:
    return t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out(t: float) -> float:
    return 0.5 - math.cos(math.pi * t) / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: things snap into place."""
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


class Tween:
    def __init__(
        self,
        target: object,
        duration: float,
        delay: float = 0.0,
        ease: Callable[[float], float] = ease_out_quad,
        on_start: Callable[[], None] | None = None,
        on_finish: Callable[[], None] | None = None,
        **goals: float,
    ) -> None:
        self.target = target
        self.duration = max(duration, 0.0)
        self.delay = delay
        self.ease = ease
        self.on_start = on_start
        self.on_finish = on_finish
        self.goals = goals
        self.starts: dict[str, float] | None = None  # read when the delay is over, so tweens chain
        self.elapsed = 0.0
        self.done = False

    def _begin(self) -> None:
        if self.on_start:
            self.on_start()
        self.starts = {name: getattr(self.target, name) for name in self.goals}

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; returns True once finished."""
        if self.done:
            return True
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return False
            dt = -self.delay
            self.delay = 0.0
        if self.starts is None:
            self._begin()
        self.elapsed += dt
        t = 1.0 if self.duration == 0 else min(self.elapsed / self.duration, 1.0)
        k = self.ease(t)
        starts = self.starts
        assert starts is not None  # _begin recorded them
        for name, goal in self.goals.items():
            start = starts[name]
            setattr(self.target, name, start + (goal - start) * k)
        if t >= 1.0:
            self._end()
        return self.done

    def finish(self) -> None:
        if self.done:
            return
        if self.starts is None:
            self._begin()
        for name, goal in self.goals.items():
            setattr(self.target, name, goal)
        self._end()

    def _end(self) -> None:
        self.done = True
        if self.on_finish:
            self.on_finish()


class Tweens:
    """A group of running tweens; a phase of animation is over when the group is empty."""

    def __init__(self) -> None:
        self.items: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        self.items.append(tween)
        return tween

    def update(self, dt: float) -> None:
        running = self.items
        self.items = []
        # callbacks may add new tweens; they join self.items and run from the next update
        still = [tween for tween in running if not tween.update(dt)]
        self.items = still + self.items

    def finish_all(self) -> None:
        # finishing can start follow-up tweens (on_finish callbacks): repeat until quiet
        for _ in range(100):
            if not self.items:
                return
            running = self.items
            self.items = []
            for tween in running:
                tween.finish()

    @property
    def busy(self) -> bool:
        return bool(self.items)
