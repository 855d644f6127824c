"""What the polish adds to a table scene, reached through a few hook calls in game.scenes.table:

- `on_event`: the session in progress is saved after every finished pot (game.resume) and
  forgotten when it ends; a five of a kind gets a fanfare, a banner and a screen shake; a player
  who strikes out gets a buzzer: one who folds rather than pay for an exposed wild card (three
  strikes: the threes), or a No Peek player who turns every card without beating the best hand.
- `handle`: H toggles the coach.
- `update` / `draw`: the shake, the banner, the coach panel.
- `session_over`: a result good enough for the hall of fame asks for initials.

A demo table (attract mode) sets `demo = True` on its scene: it saves nothing and asks for nothing;
nor does a table in an app that does not write user files (game.polish, tests).
"""

from __future__ import annotations

import logging

import pygame

from game import layout, palette, resume, sound
from game.coach import Coach
from game.display import WIDTH
from game.input import Input
from game.juice import Shake
from game.polish import writes_files
from game.text import LARGE, wrap
from game.widgets import panel

log = logging.getLogger(__name__)

BANNER_COLUMNS = 8  # "FIVE OF" / "A KIND!" in 24 px letters
BANNER_TIME = 2.2  # seconds the five-of-a-kind banner stays, at normal speed
SHAKE = (4.0, 0.6)  # pixels, seconds


class Extras:
    def __init__(self) -> None:
        self.shake = Shake()
        self.coach = Coach()
        self.banner = ""
        self.banner_left = 0.0
        self.clock = 0.0
        self.previous = None  # the event before the one being played


def extras(scene) -> Extras:
    """The scene's polish state, made on first use."""
    state = getattr(scene, "polish_extras", None)
    if state is None:
        state = Extras()
        scene.polish_extras = state
    return state


def on_event(scene, event) -> None:
    state = extras(scene)
    keeps = writes_files(scene.app) and not getattr(scene, "demo", False)
    last_pot = event.type == "hand_end" and event.hand >= scene.table.rules.pots  # session_end follows
    if event.type in ("session_start", "hand_end") and keeps and not last_pot:
        problem = resume.save(scene.setup, scene.table)
        if problem:
            log.warning("%s", problem)
    elif event.type == "session_end" and keeps:
        resume.discard()
    elif event.type == "showdown" and event.category == "five_of_a_kind":
        state.banner, state.banner_left = "FIVE OF A KIND!", BANNER_TIME
        state.shake.start(*SHAKE)
        sound.play("fanfare")
    elif event.type == "out" or struck_out(scene, state.previous, event):
        sound.play("strikeout")
    state.previous = event


def struck_out(scene, previous, event) -> bool:
    """A fold straight after the seat's own wild card came face up at a price: it refused to pay."""
    if event.type != "action" or event.action != "fold" or previous is None:
        return False
    shown = (previous.type == "deal" and previous.face == "up") or previous.type == "turn"
    return (
        shown
        and previous.seat == event.seat
        and previous.card is not None
        and scene.table.rules.wild_cost(previous.card.rank).kind != "free"
    )


def handle(scene, inp: Input) -> bool:
    """True when the input was the coach key."""
    if inp.kind == "key" and inp.key == "h":
        settings = scene.app.settings
        settings.coach = not settings.coach
        sound.play("select")
        return True
    return False


def update(scene, dt: float) -> None:
    state = extras(scene)
    scaled = dt * scene.app.settings.animation_speed
    state.clock += dt
    state.shake.update(scaled)
    state.banner_left = max(0.0, state.banner_left - scaled)
    if scene.app.settings.coach and scene.caught_up and not getattr(scene, "demo", False):
        state.coach.refresh(scene.table, 0)


def draw(scene, canvas: pygame.Surface) -> None:
    state = extras(scene)
    text = scene.app.text
    if state.banner_left > 0:  # drawn before the shake, so it shakes with the table it covers
        rect = banner_rect()
        panel(canvas, rect, palette.BLACK, palette.GOLD, 2, 6)
        colour = palette.YELLOW if int(state.clock * 8) % 2 else palette.ORANGE
        lines = wrap(state.banner, BANNER_COLUMNS)
        for row, line in enumerate(lines):
            text.draw(
                canvas, line, (rect.centerx, rect.y + 4 + row * (LARGE + 2)), LARGE, colour, anchor="midtop"
            )
    state.shake.apply(canvas, palette.BACKGROUND)
    if scene.app.settings.coach and not getattr(scene, "demo", False):
        state.coach.draw(canvas, text)


def banner_rect() -> pygame.Rect:
    """The five-of-a-kind banner: over the log, between the side seats and below the showcase of
    the hand (full width over the pot line, it hid the upper seats' names for two seconds)."""
    rect = pygame.Rect(0, layout.SHOWCASE_BOTTOM + 2, BANNER_COLUMNS * LARGE + 24, 2 * (LARGE + 2) + 5)
    rect.centerx = WIDTH // 2
    return rect


def session_over(scene, event) -> None:
    """Offer the hall of fame when the human's result makes the table (not in a demo)."""
    if getattr(scene, "demo", False) or not writes_files(scene.app):
        return
    from game.scenes.initials import offer_initials

    offer_initials(scene.app, scene.setup, event.standings)
