"""A seat a guest sits down at from the next deal reads, on the party TV, who plays this hand and who
next, the bot's name first beside its own net ('CPU 4 → MAXIMIL…'; an eight-player top seat at TEXT
SIZE large, eight characters: 'CPU 4→M…'), at every seat count and TEXT SIZE, for names of MAX_NAME
letters: a host play-test's plate read 'MAXIMILIANA… NEXT -3' while the log said 'CPU 4 calls 1',
and 'MAXIMILIANA… NEXT +14' beside 'CPU 4 WINS 18', the bot's net under the guest's name (the
TV's canvas is one size, scaled to 1920x1080 or 1280x720 alike)."""

from __future__ import annotations

import json

import pytest
from party_sweep import STEP, party_at
from test_party_tv_host import table_of
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import drawn_by

from game.party.protocol import MAX_NAME
from game.party.seat_plates import bot_name
from game.screens.party_seating import arrival_label

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("seats", [4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_seat_changing_hands_names_its_bot_first(app, monkeypatch, tmp_path, seats, size):
    app.settings.text_size = size
    write_eight_seat_profiles(tmp_path)  # (Midnight Baseball as played that night, to six seats)
    with party_at("midnight-baseball" if seats <= 6 else "baseball-eight", seats) as (party, devices):
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        for phone in range(7, 7 + seats - 1):  # a long name for every seat a bot plays
            name = f"Maximiliana B{phone:03d}"[:MAX_NAME]
            room.connect(phone)
            room.receive(phone, json.dumps({"type": "join", "name": name, "room": room.code}))
        app.frame([], STEP)
        assert room.arriving and room.hand_in_play
        texts = [text.lstrip("\u25b6") for text, _ in drawn_by(app, table, monkeypatch)]
        for seat, guest in room.arriving.items():
            plate = next((t for t in texts if t.startswith(f"{bot_name(seat)}") and "\u2192" in t), None)
            assert plate is not None, (seat, [t for t in texts if "CPU" in t or "MAXIM" in t])
            after = plate.partition("\u2192")[2].strip()  # the newcomer's name, whole or cut
            assert after == guest.name.upper() or guest.name.upper().startswith(
                after.removesuffix("\u2026")
            ), plate
            assert not any(t.endswith(" NEXT") and guest.name.upper()[:4] in t for t in texts), texts


@pytest.mark.parametrize("columns", range(8, 40))
def test_the_label_keeps_the_bot_whole_and_cuts_the_guest(columns):
    label = arrival_label("CPU 4", "MAXIMILIANA BELL", columns)
    assert label.startswith(("CPU 4 \u2192 M", "CPU 4\u2192M")) and len(label) <= columns
    assert "\u2192M" not in label or columns < len("CPU 4 \u2192 M\u2026")  # (tight only where short)
    assert label == "CPU 4 \u2192 MAXIMILIANA BELL" or label.endswith("\u2026")


@pytest.mark.parametrize("columns", range(8, 40))
def test_a_leavers_long_name_is_cut_for_the_newcomer(columns):
    """A seat whose leaver's hand is played out names the leaver, then who sits down next."""
    label = arrival_label("MAXIMILIANA BELL", "CAT", columns)
    now, _, after = label.partition("\u2192")
    assert len(label) <= columns and now.startswith("MAXI") and after.strip()[:1] == "C"
