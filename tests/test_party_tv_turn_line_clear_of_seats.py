"""Whose turn it is, on the party TV under the log, stands clear of the side seats' words and cards
level with it: a host play-test read 'BARTHOLOMEW FITZ TO PLAY 27' run into Sam's 'Four 5's' beside
it (a No Peek seat's hand in words, under its pile's count), a space's width apart, as one line. At
both TEXT SIZEs, 2 to 8 seats, a stud game and a No Peek one, a 16-letter name to act: the line
keeps row_room.BESIDE_GAP characters from them and still says whose turn it is and its seconds."""

from __future__ import annotations

import pytest
from party_sweep import GUEST
from test_party_tv_waiting_line_room import waiting_frames, waits

from game.felt.row_room import BESIDE_GAP
from game.platform.frame_log import FRAME

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(("profile", "most"), [("baseball", 8), ("night-baseball", 5)])
def test_whose_turn_it_is_keeps_clear_of_the_seats_beside_it(app, monkeypatch, size, profile, most):
    for where, drawn in waiting_frames(app, monkeypatch, size, profile, most):
        (line, rect) = next((text, rect) for text, rect in drawn if waits(text))
        # the words still there: the name (whole or cut), the turn and its seconds
        assert line.startswith("WWWW") and line.split()[-1].isdigit(), (where, line)
        assert GUEST[:4] in line, (where, line)
        small = app.stack.scenes[-1].renderer.places.small
        for item in FRAME.items:
            level = item.rect.bottom > rect.top and item.rect.top < rect.bottom
            across = item.rect.left < rect.centerx < item.rect.right
            if item.kind not in ("text", "card") or not level or across or item.rect == rect:
                continue
            apart = max(item.rect.left - rect.right, rect.left - item.rect.right)
            assert apart >= BESIDE_GAP * small, (where, line, item.text, item.rect, rect)
