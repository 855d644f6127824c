"""END THIS GAME AFTER THE POT said on the TV's table as on the phones: a host play-test's phones
read 'This game ends after this pot. Next game: Midnight Baseball' while the TV's count went on with
HAND 4 OF 8. The count reads LAST HAND from the fact the phones are sent (their state's `ending`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from party_sweep import STEP, guest_moves, party_at
from test_party_tv_host import table_of
from test_ui_support import drawn_by

from game.felt.hand_count import LAST_HAND
from game.party.wire.tv import TvParty
from game.platform import palette
from game.screens.scenes.party import PartyTableScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@contextmanager
def baseball_dealt(app, size: str) -> Iterator[tuple[TvParty, PartyTableScene]]:
    """A four-seat Baseball party at TEXT SIZE `size`, its first hand dealt on the TV's table."""
    app.settings.text_size = size
    with party_at("baseball", 4) as (party, devices):
        yield party, table_of(app, party, devices, dealt=True)


def count_drawn(app, party, table, monkeypatch) -> tuple[str, set]:
    """The hand count's words and the colours of its pixels, in the first frame that draws it (it
    steps aside for whatever lies in its place at a moment)."""
    for _ in range(600):
        counts = [
            (words, rect)
            for words, rect in drawn_by(app, table, monkeypatch)
            if words == LAST_HAND or words.startswith("HAND ")
        ]
        if counts:
            words, rect = counts[-1]
            canvas = app.display.canvas
            colours = {
                tuple(canvas.get_at((x, y)))[:3]
                for x in range(rect.left, rect.right)
                for y in range(rect.top, rect.bottom)
            }
            return words, colours
        guest_moves(party)
        app.frame([], STEP)
    raise AssertionError("the count was never drawn")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_count_says_last_hand_once_the_host_ends_the_game_after_the_pot(app, monkeypatch, shots, size):
    with baseball_dealt(app, size) as (party, table):
        room = party.room
        words, colours = count_drawn(app, party, table, monkeypatch)
        assert words == f"HAND 1 OF {room.rules.pots}" and tuple(palette.YELLOW) not in colours
        assert room.room_fields()["ending"] is False
        room.controls.end_after_pot()  # the host menu's END THIS GAME AFTER THE POT
        assert room.room_fields()["ending"] is True  # what the phones read
        words, colours = count_drawn(app, party, table, monkeypatch)
        assert words == LAST_HAND and tuple(palette.YELLOW) in colours  # as the foot's next game
        shots(app, f"party_tv_last_hand_{size}")
        assert not [t for t, _ in drawn_by(app, table, monkeypatch) if t.startswith("HAND ")]
