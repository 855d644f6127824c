"""The party TV's box while a phone's dealer picks the game ("DEE PICKS THE GAME") and the table's
log never overlap: the box hides the log's lines whole or stands clear of them, at both TEXT
SIZEs, however many lines the last pot left (a host play-test's TV read the log's last line half
under the box in a Dealer's Choice). The TV's 1920x1080 and 1280x720 show the one 960x540 canvas
scaled (game.platform.display), so the canvas's rectangles hold at both; screenshots of both."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_party_tv import silent_dealers_choice, start_with_ann, until_ann_calls_a_later_pot
from test_ui_support import drawn_by

from game.felt import game_banner

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

LAST_POT = [  # a last pot's log, as long as a showdown's
    "CPU 2 bets 10",
    "CPU 3 calls 10",
    "Ann calls 10",
    "CPU 4 shows four twos",
    "CPU 2 shows a full house",
    "CPU 3 shows two pair",
    "CPU 4 wins 40",
    "Ann deals next",
]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_calling_box_and_the_log_never_overlap(app, monkeypatch, shots, size):
    app.settings.text_size = size
    lobby, _ = silent_dealers_choice(app, monkeypatch)  # Ann never answers
    room = lobby.party.room
    try:
        ann, tv = start_with_ann(app, room)
        until_ann_calls_a_later_pot(app, room, ann, tv)
        panels: list[pygame.Rect] = []  # the box drawn, each frame
        original = game_banner.panel
        monkeypatch.setattr(
            game_banner,
            "panel",
            lambda canvas, rect, *a, **k: (panels.append(rect), original(canvas, rect, *a, **k)),
        )
        # the away rule's early wait (nothing under the name: the box a line high, which hid the
        # log's first line half), then its last seconds (AWAY IN 10 under the name)
        for lines, waited in itertools.product(range(1, len(LAST_POT) + 1), (1.0, 35.0)):
            monkeypatch.setattr(room, "clock", lambda waited=waited: room.since + waited)
            tv.model.log.clear()
            tv.model.log.extend(LAST_POT[:lines])
            panels.clear()
            drawn = drawn_by(app, tv, monkeypatch)
            (box,) = panels
            logged = [(text, rect) for text, rect in drawn if any(text in line for line in LAST_POT[:lines])]
            logged = [(text, rect) for text, rect in logged if len(text) > 3]  # (not the pot's 0)
            assert logged, (lines, drawn)
            half = [
                (text, tuple(rect))
                for text, rect in logged
                if rect.colliderect(box) and not box.contains(rect)
            ]
            assert half == [], (size, lines, waited, tuple(box), half)
            if lines == 2:  # as the TV shows it, to be looked at (under the test's tmp_path)
                tv.draw(app.display.canvas)
                for wide, high in ((1920, 1080), (1280, 720)):
                    scaled = pygame.transform.scale(app.display.canvas, (wide, high))
                    shots(app, f"calling-{size}-{waited:.0f}-{high}", scaled)
    finally:
        lobby.party.close()
