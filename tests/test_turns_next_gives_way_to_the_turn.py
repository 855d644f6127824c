"""No Peek's "<NAME> TURNS NEXT" gives way once that player is asked for their turn: a host's
play-test of Night Baseball read "MAXIMILIANA TURNS NEXT" in the middle and "MAXIMILIANA'S TURN"
in the banner by her seat at once (the centre's line stayed till her first card). Their first
turn has one line telling them: the banner at the party TV, the prompt at the solo table."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_party_tv_playtest import settle as settle_room
from test_ui_support import drawn_by, key, press, settle, table_scene

from engine.actions import ActionKind
from game.play.session import HUMAN
from game.screens import party_tv_turn

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_tv_players_first_turn_is_told_once(app, shots, monkeypatch, size):
    app.settings.text_size = size
    party, devices = open_party("night-baseball", 4)
    (seat,) = devices
    party.room.guests[seat].name = "Maximiliana"
    table = table_of(app, party, devices)
    model = table.model
    for _ in range(6000):
        legal = table.offered
        asked = legal is not None and legal.seat == seat
        if (
            asked
            and ActionKind.TURN in legal.kinds
            and model.turner.seat == seat
            and not model.turner.turning
        ):
            break
        if asked:  # their other moves: checked, called, turned
            move = ActionKind.TURN if ActionKind.TURN in legal.kinds else legal.kinds[0]
            party.room.controls.act_local(move.value)
        guest_moves(party)
        settle_room(party.room)
        app.frame([], STEP)
    else:
        raise AssertionError("the TV player was never named to turn next")
    said = [text for text, _ in drawn_by(app, table, monkeypatch)]
    app.draw()
    for resolution in ((1920, 1080), (1280, 720)):  # (to be looked at)
        shots(
            app,
            f"turns_next_tv_{size}_{resolution[1]}",
            pygame.transform.scale(app.display.canvas, resolution),
        )
    # (at TEXT SIZE large no banner's place is clear: her plate says YOUR TURN under her name)
    told = {*party_tv_turn.banner_words("Maximiliana", 30.0), party_tv_turn.plate_words(30.0)}
    telling = [text for text in said if text in told or "TURNS NEXT" in text]
    assert len(telling) == 1, said


def named_to_turn_next(app, scene) -> None:
    """Plays the solo table, turning and checking, till you are named to turn next (not turning yet)."""
    model = scene.model
    for _ in range(6000):
        settle(scene)
        app.frame([], STEP)
        legal = scene.table.legal_actions() if scene.buttons is not None else None
        if legal is None or legal.seat != HUMAN:
            continue
        if ActionKind.TURN in legal.kinds and model.turner.seat == HUMAN and not model.turner.turning:
            break
        press(app, key(pygame.K_t if ActionKind.TURN in legal.kinds else pygame.K_c), frames=3)
    else:
        raise AssertionError("you were never named to turn next")


def test_your_first_turn_at_the_solo_table_is_told_once(app, shots, monkeypatch):
    scene = table_scene(app, profile="night-baseball", players=4, seed=3)
    named_to_turn_next(app, scene)
    said = [text for text, _ in drawn_by(app, scene, monkeypatch)]
    shots(app, "turns_next_solo")
    assert "YOU TURN NEXT" not in said, said
