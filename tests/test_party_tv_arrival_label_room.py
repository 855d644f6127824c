"""A seat a guest takes at the next deal is labelled with both names on the party TV ('CPU 2 →
BARTHOLOMEW') in the room its plate has now: a top seat's plate widens for a long name
(seat_words.named_slots), and the label was cut to the narrower block it had before (a host's
play-test read 'BARTHOLOMEW NEXT' with the felt empty beside it)."""

from __future__ import annotations

import json

import pytest
from party_sweep import STEP, party_at
from test_party_tv_host import table_of
from test_ui_support import drawn_by

from game.felt.layout import top_plate

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_top_seat_changing_hands_names_both_in_its_widened_plate(app, monkeypatch, size):
    app.settings.text_size = size
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        for phone, guest in enumerate(("Ann", "Bartholomew"), start=7):  # Ann takes the left seat
            room.connect(phone)
            room.receive(phone, json.dumps({"type": "join", "name": guest, "room": room.code}))
        seat = next(s for s in room.arriving if room.arriving[s].name == "Bartholomew")
        app.frame([], STEP)
        assert top_plate(table.director.slots[seat])  # a top seat, with the felt beside it
        name = table.model.seats[seat].name
        texts = [text.lstrip("\u25b6") for text, _ in drawn_by(app, table, monkeypatch)]
        assert f"{name.upper()} \u2192 BARTHOLOMEW" in texts, texts
