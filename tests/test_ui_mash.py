"""A child at the controls: thousands of frames of random keys, clicks anywhere and pad events,
several in one frame, across every scene. Nothing may raise, the stack never empties (but on QUIT,
when every scene leaves), and the human's seat acts only on the human's turn."""

import random

import pygame
import pytest
from test_ui_support import press, table_scene

from engine.actions import ActionKind
from game.play.session import HUMAN
from game.screens import openers
from game.screens.scenes.title import TitleScene
from game.screens.table_scene import TableScene

KEYS = [
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_BACKSPACE,
    pygame.K_TAB,
    pygame.K_KP_ENTER,
    pygame.K_F1,
    pygame.K_LSHIFT,
]
KEYS += [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"]


def random_event(rng: random.Random) -> pygame.event.Event:
    roll = rng.random()
    if roll < 0.55:
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)
    pos = (rng.randrange(-50, 700), rng.randrange(-50, 420))
    if roll < 0.7:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=rng.choice((1, 1, 2, 3)), pos=pos)
    if roll < 0.8:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.9:
        return pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=rng.randrange(12))
    if roll < 0.95:
        return pygame.event.Event(
            pygame.JOYHATMOTION,
            joy=0,
            instance_id=0,
            hat=0,
            value=rng.choice(((0, 1), (0, -1), (1, 0), (-1, 0), (0, 0))),
        )
    return pygame.event.Event(
        pygame.JOYAXISMOTION, joy=0, instance_id=0, axis=rng.randrange(4), value=rng.uniform(-1, 1)
    )


def at_turn_to_turn(scene: TableScene) -> bool:
    """Whether the table waits on the human's TURN: a T pressed now is kept for the buttons
    (game.screens.turn_key) and may turn the card in this very frame, the buttons coming up in it."""
    legal = scene.table.legal_actions()
    return legal is not None and legal.seat == HUMAN and ActionKind.TURN in legal.kinds


def mash(app, rng: random.Random, frames: int) -> set[str]:
    """Random input for `frames` frames; returns the names of the scenes seen on top."""
    seen = set()
    for _ in range(frames):
        top = app.stack.top
        seen.add(type(top).__name__)
        tables = [scene for scene in app.stack.scenes if isinstance(scene, TableScene)]
        before = {
            id(t): (
                len(t.table.decisions),
                top is t and t.buttons is not None and t.table.actor == HUMAN,
                t.ahead.on,
                t.host.running == HUMAN,
                t.turns.kept or at_turn_to_turn(t),
            )
            for t in tables
        }
        events = [random_event(rng) for _ in range(rng.choice((0, 0, 1, 1, 2, 3)))]
        app.frame(events, rng.choice((1 / 60, 1 / 60, 0.05, 0.2)))
        for scene in tables:
            count, human_turn, ahead, running, kept = before[id(scene)]
            mine = [d for d in scene.table.decisions[count:] if d.seat == HUMAN]
            # with no buttons up, only No Peek's AUTO-CHECK, on (pressed in this frame or before),
            # checks, and only a run of cards the human's own TURN started turns, or folds the hand
            # it found beaten to a bet (the table host: TableHost.plays_for, a CI run saw that fold);
            # one frame may hold two (TAB skipping ahead: the run's last turn, then the free check);
            # a T pressed once the table was at the human's turn to turn, their buttons not yet up,
            # turns their card as the buttons come, starting their run (game.screens.turn_key: no
            # money move), in a later frame or in this one (where that one card may already beat the
            # lead and end the run: a CI run saw it, so the table's state before the frame counts)
            on = ahead or scene.ahead.on
            by_run = (ActionKind.TURN, ActionKind.FOLD)
            unasked = all(
                (d.kind == ActionKind.CHECK and on)
                or (d.kind in by_run and running)
                or (d.kind == ActionKind.TURN and (kept or scene.host.running == HUMAN))
                for d in mine
            )
            assert not mine or human_turn or unasked, f"the human's seat acted out of turn: {mine}"
        if not app.running:  # QUIT chosen on the title menu: every scene left; start again and mash on
            assert not app.stack.scenes, "a scene stayed after QUIT"
            app.running = True
            app.go(openers.title())
        assert app.stack.scenes or app.stack._requests, "the scene stack emptied"
    return seen


@pytest.mark.slow
def test_mashing_every_input_across_the_menus_never_breaks_the_game(app):
    app.settings.animation_speed = 4.0
    app.stack.push(TitleScene(app))
    press(app)
    seen = mash(app, random.Random(7), 2500)
    assert len(seen) >= 5, seen  # it wandered through several scenes


@pytest.mark.slow
def test_mashing_at_the_table_acts_only_on_the_humans_turn(app):
    app.settings.animation_speed = 4.0
    for seed, profile in ((3, "baseball"), (4, "midnight-baseball"), (5, "baseball-strikeout")):
        table_scene(app, profile=profile, players=5 if profile != "midnight-baseball" else 4, seed=seed)
        seen = mash(app, random.Random(seed), 1200)
        assert "TableScene" in seen
        for scene in app.stack.scenes:
            if isinstance(scene, TableScene):
                scene.leave()
        app.stack.scenes.clear()


def test_two_presses_in_one_frame_close_only_the_scene_on_top():
    from game.platform.input import Button, button
    from game.screens.scene import Scene, SceneStack

    class Closing(Scene):
        def handle(self, inp):
            self.app.pop()

    stack = SceneStack()
    under, top = Scene(None), Closing(stack)
    stack.push(under)
    stack.push(top)
    stack.update(0.0)
    stack.handle(button(Button.CONFIRM))
    stack.handle(button(Button.CONFIRM))  # a second press before the first is applied
    stack.update(0.0)
    assert stack.scenes == [under]


@pytest.mark.slow
def test_mashing_every_input_across_the_party_screens_never_breaks_the_party(app, loopback):
    """The host's keys at any moment of a party, with phones joining and playing meanwhile: the
    setup and players pages, the lobby, the table, the host's menu and its questions."""
    import json

    from game.screens.scenes.party import PartyTableScene
    from game.screens.scenes.party_lobby import PartyLobbyScene

    app.settings.animation_speed = 4.0
    app.go(openers.party_setup())
    press(app)
    rng = random.Random(11)
    parties = []
    seen = set()
    for _ in range(2500):
        top = app.stack.top
        seen.add(type(top).__name__)
        party = next(
            (s.party for s in app.stack.scenes if isinstance(s, PartyLobbyScene | PartyTableScene)), None
        )
        if party is not None and party.bridge is not None:
            if party not in parties:
                parties.append(party)
            phones(party.room, rng, json)
        app.frame([random_event(rng) for _ in range(rng.choice((0, 1, 1, 2)))], rng.choice((1 / 60, 0.05)))
        if not app.running:
            assert not app.stack.scenes, "a scene stayed after QUIT"
            app.running = True
            app.go(openers.title())
        assert app.stack.scenes or app.stack._requests, "the scene stack emptied"
    for party in parties:
        party.close()
    assert {"PartyLobbyScene", "PartyTableScene", "PartyHostMenu"} <= seen, seen


def phones(room, rng: random.Random, json) -> None:
    """Two phones (clients 900 and 901, no network) that join and tap a random button on their turn."""
    for client in (900, 901):
        if client not in room.clients:
            room.connect(client)
            message = {"type": "join", "name": f"Phone{client}", "room": room.code}
            room.receive(client, json.dumps(message))
        state = room.clients[client]
        state.allowance = 30.0  # these phones tap no faster than the frames
        legal = room.table.legal_actions() if room.table and not room.table.is_over else None
        guest = room.guests[legal.seat] if legal else None
        if guest is not None and guest.client == client and rng.random() < 0.3:
            token = guest.token
            act = {"type": "act", "token": token, "kind": rng.choice(legal.kinds), "turn": room.version}
            room.receive(client, json.dumps(act))
    room.outbox.clear()
