"""No Peek's "<NAME> TURNS NEXT" gives way to the turn's own words from facts the table model is
given as it is updated (Seat.plays_here, the actor), never from something a drawing wrote: the
party TV's banner once set TableModel.asked while it was drawn, so what the centre said hung on
the order things were drawn in. Drawing reads the model and writes none of it; the line still
gives way to the banner and to your prompt, and stays through a TV player's run of cards (their
banner is down while the host turns them) as through a computer player's."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_party_tv_playtest import settle as settle_room
from test_turns_next_gives_way_to_the_turn import named_to_turn_next
from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt.centre_words import turner_line
from game.felt.table_model import Seat, TableModel
from game.play.session import HUMAN

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

COLUMNS = 40


def writes_while_drawn(app, scene, monkeypatch) -> list[str]:
    """The table model's (and its seats') attributes set while `scene` draws one frame."""
    written: list[str] = []
    for kind in (TableModel, Seat):

        def record(obj, name, value, kind=kind):
            written.append(f"{kind.__name__}.{name}")
            object.__setattr__(obj, name, value)

        monkeypatch.setattr(kind, "__setattr__", record)
    scene.draw(app.display.canvas)
    monkeypatch.undo()
    return written


def party_until(app, party, table, seat, wanted):
    """The party played on (its TV player turning when asked, the phone answering) till `wanted`."""
    for _ in range(6000):
        if wanted():
            return
        legal = table.offered
        if legal is not None and legal.seat == seat:
            move = ActionKind.TURN if ActionKind.TURN in legal.kinds else legal.kinds[0]
            party.room.controls.act_local(move.value)
        guest_moves(party)
        settle_room(party.room)
        app.frame([], STEP)
    raise AssertionError("the party never came to it")


def test_the_tv_banner_is_drawn_from_the_models_facts_and_writes_none(app, shots, monkeypatch):
    party, devices = open_party("night-baseball", 4)
    (seat,) = devices
    party.room.guests[seat].name = "Maximiliana"
    table = table_of(app, party, devices)
    model = table.model

    def first_turn_asked():
        legal, turner = table.offered, model.turner
        return legal is not None and legal.seat == seat and turner.seat == seat and not turner.turning

    party_until(app, party, table, seat, first_turn_asked)
    assert model.seats[seat].plays_here and model.actor == seat
    assert writes_while_drawn(app, table, monkeypatch) == []
    assert turner_line(model, COLUMNS) == ""  # (her banner says it: MAXIMILIANA'S TURN)
    assert table.tv_turn.banner is not None or table.renderer.plate_says is not None
    shots(app, "turns_next_facts_tv_1080", pygame.transform.scale(app.display.canvas, (1920, 1080)))
    # the same facts but her seat played from a phone: the middle names her, as before the banner
    phoned = dataclasses.replace(model.seats[seat], plays_here=False)
    seats = [phoned if number == seat else s for number, s in enumerate(model.seats)]
    assert turner_line(dataclasses.replace(model, seats=seats), COLUMNS) == "MAXIMILIANA TURNS NEXT"

    # her run of cards, turned for her by the host with no banner: the middle says who turns
    def run_shown():
        return model.turner.seat == seat and model.turner.turning and model.actor == seat

    party_until(app, party, table, seat, run_shown)
    assert table.offered is None
    assert turner_line(model, COLUMNS) == "MAXIMILIANA TURNS"


def test_your_turn_at_the_solo_table_is_drawn_from_the_models_facts_and_writes_none(app, monkeypatch):
    scene = table_scene(app, profile="night-baseball", players=4, seed=3)
    model = scene.model
    named_to_turn_next(app, scene)
    assert model.seats[HUMAN].plays_here and model.actor == HUMAN
    assert writes_while_drawn(app, scene, monkeypatch) == []
    assert turner_line(model, COLUMNS) == ""  # (your prompt says it)
