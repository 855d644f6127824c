"""Shared helpers for the UI tests (no tests here): synthetic input, a table scene, stepping frames.

The fixtures (a headless `app`, `shots` for screenshots) are in conftest.py."""

from __future__ import annotations

import dataclasses

import pygame

from game.play.host_facts import Fact
from game.play.session import direct_setup
from game.screens.table_scene import TableScene


def key(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def letter(char: str) -> pygame.event.Event:
    return key(pygame.key.key_code(char))


def click(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def press(app, *events, frames: int = 1, dt: float = 1 / 60) -> None:
    """Feed each event in its own frame, then run `frames` more frames."""
    for event in events:
        app.frame([event], dt)
    for _ in range(frames):
        app.frame([], dt)


def table_scene(
    app, profile="baseball", players=4, seed=5, pots=None, stacked=(), dealer=None, later=False
) -> TableScene:
    """A table scene on the stack; `stacked` (the first pot's stock, top card first) and `dealer`
    stack the deal, its computer players then only checking and calling (game.play.session).
    The run's first table, its first-time tips all to say (a test trying seeds opens many), unless
    `later`: one opened after those before it, whose tips said stay said (game.felt.first_tips)."""
    if not later:
        app.tips_said.clear()
    setup = direct_setup(app.settings, profile, players, seed)
    if pots is not None:
        setup.rules = dataclasses.replace(setup.rules, pots=pots)
    setup.stacked, setup.first_dealer = tuple(stacked), dealer
    scene = TableScene(app, setup)
    app.stack.push(scene)
    app.stack.apply_requests()
    return scene


def run_until(app, done, limit: int = 20000, dt: float = 0.05) -> int:
    """Step frames until done() is true; returns the frames used (fails past the limit)."""
    for frame in range(limit):
        if done():
            return frame
        app.frame([], dt)
    raise AssertionError(f"not reached in {limit} frames")


def deal_key(app, scene) -> list[pygame.event.Event]:
    """What a headless loop presses this frame: Enter at a Dealer's Choice call that waits for it
    (at the solo table, HINTS on, a call deals only on a key:
    game.screens.call_keys), else nothing."""
    return [key(pygame.K_RETURN)] if scene.player.waiting and app.stack.top is scene else []


def run_dealing(app, scene, done, limit: int = 20000, dt: float = 0.05) -> int:
    """run_until, Enter pressed at each call that waits for it (deal_key)."""

    def dealt_on() -> bool:
        if pressed := deal_key(app, scene):
            app.frame(pressed, dt)
        return done()

    return run_until(app, dealt_on, limit, dt)


def settle(scene) -> None:
    """Wait for the computer player who is thinking (instead of spinning frames while it does)."""
    thinking = scene.host.thinking
    if thinking is not None:
        thinking[1].result()


def record_text(game, monkeypatch) -> list:
    """From now on every string `game` draws, with its rectangle, lands in the returned list."""
    drawn: list = []
    original = game.text.draw

    def record(canvas, text, *args, **kwargs):
        rect = original(canvas, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(game.text, "draw", record)
    return drawn


def drawn_by(game, scene, monkeypatch) -> list:
    """The strings (and their rectangles) `scene` draws in one frame."""
    with monkeypatch.context() as patch:
        drawn = record_text(game, patch)
        scene.draw(game.display.canvas)
    return drawn


def your_stud_choice(app, kinds: set[str], size: str):
    """A Seven-Card Stud table at TEXT SIZE `size` waiting for your first choice, one among `kinds`
    (the first seed, four seats, that deals it)."""
    app.settings.text_size = size
    for seed in range(1, 60):
        scene = table_scene(app, profile="seven-card-stud", players=4, seed=seed)
        for _ in range(3000):
            settle(scene)
            app.frame([], 0.05)
            if scene.buttons is not None or scene.showing_result:
                break
        if scene.buttons is not None and set(scene.table.legal_actions().kinds) == kinds:
            return scene
        app.stack.pop()
    raise AssertionError(f"no seed offers you {kinds}")


class Tape:
    """A cursor over a fixed list of facts, as the table host's gives them."""

    def __init__(self, facts: list[Fact]) -> None:
        self.facts = facts
        self.shown = 0
        self.holding = False

    def take(self) -> list[Fact]:
        facts, self.facts = self.facts, []
        return facts
