"""The party TV's seconds stand clear of the log at every moment they show: a host with three phones
read 'JesTIMEdLEFT 27eck' in the middle of a locked room's table, a player at the TV asked, and the
text-size sweep 'WWWWWWWWWWWWWWWW checks' on 'TIME LEFT 30' in a full No Peek room: with nothing
to say at the foot, the log took its rows (5584d4f) and ran on under the line over the TV player's
prompt. Each frame a clock shows (a TV player's TIME LEFT, whose turn it is with a phone's seconds)
is checked as the readability sweeps check theirs (tests/frame_checks.py: no two strings overlap)."""

from __future__ import annotations

import re

import pytest
from frame_checks import frame_problems
from party_sweep import FAVOURED, STEP, guest_moves, open_party, tv_table

from game.platform.frame_log import FRAME

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

TV_CLOCK = re.compile(r"TIME LEFT \d+")  # a TV player's seconds, over their prompt
# a phone's turn with its seconds, under the log (game.party.away_clock)
PHONE_CLOCK = re.compile(r".+'S TURN \d+")
PATIENCE = 40  # frames a turn whose seconds never show is left before it is answered


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(
    ("profile", "seats", "locked"),
    [
        ("no-peek", 2, False),  # the sweep's full room: the phone and the TV player
        ("midnight-baseball", 4, True),  # the play-test's locked room, a player at the TV
        ("baseball", 4, True),  # stud: nobody at the TV, the phone's seconds alone
    ],
)
def test_every_frame_a_clock_shows_no_text_overlaps(app, size, profile, seats, locked):
    app.settings.text_size = size
    party, devices = open_party(profile, seats)
    try:
        room = party.room
        room.controls.lock(locked)
        table = tv_table(app, party, devices)
        problems: list[str] = []
        shown = {"tv": 0, "phone": 0}
        waited, clock_up = 0, False
        for frame in range(3000):
            if room.table is not None and room.table.hands_played >= 1 and table.caught_up:
                break
            waited += 1
            if clock_up or waited > PATIENCE:  # each turn is answered once its seconds were shown
                guest_moves(party)
                if table.buttons is not None and table.offered is not None:
                    kinds = table.offered.kinds
                    table.choose(next((k for k in FAVOURED if k in kinds), kinds[0]))
                waited = 0
            app.frame([], STEP)
            texts = [item.text for item in FRAME.texts()]
            clocks = {
                "tv": any(TV_CLOCK.fullmatch(text) for text in texts),
                "phone": any(PHONE_CLOCK.fullmatch(text) for text in texts),
            }
            for who, up in clocks.items():
                shown[who] += up
            clock_up = any(clocks.values())
            if clock_up:
                problems += frame_problems(f"{profile} x{seats} {size} frame {frame}")
        assert shown["phone"] > 0 and (shown["tv"] > 0) == bool(devices), shown
        assert problems == [], "\n".join(problems[:20])
    finally:
        party.close()
