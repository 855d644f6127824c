"""The party TV player's Dealer's Choice pick, its player sitting at a SIDE of the table: its keys
(UP/DOWN OR 1-2: CHOOSE, then ENTER: NIGHT BASEBALL over UP/DOWN OR 1-2: ANOTHER) never cross a seat's
plate or the lit box round the seat to act (a host's play-test, y03: Yogi, at the right of the table,
read ENTER: NIGHT BASEBALL beside the games inside his own yellow box, its first letters on its
border), nor the games, the pot, the deck, the game's line or any other word. 4 to 6 seats, the
player at the left and at the right, both TEXT SIZEs, before and after the cursor moves; kept as
screenshots at 1920x1080 and 1280x720, to be looked at."""

from __future__ import annotations

import pygame
import pytest
from test_pick_keys_said import FIRST, keys_drawn
from test_ui_support import key, press
from tv_dealer_pick import to_tv_dealers_pick

from game.party import host_controls
from game.platform.backdrop import FELT_RECT
from game.platform.frame_log import FRAME
from game.platform.text import BIG

NO_PEEK = ["night-baseball", "midnight-baseball"]
NOTED = ["baseball", *NO_PEEK]  # (Baseball: stud, not offered: its note under the games, a line higher)
LOGGED = "CPU 3 wins 75"  # the last pot's line in the log under the games
MARGIN = 8  # pixels: the keys this far inside the felt at the least


def blocks(scene, others) -> list[tuple[str, pygame.Rect]]:
    """What the keys must keep clear of, named (FRAME: the frame the keys were read from)."""
    found = [("game", rect) for rect in scene.buttons.rects]
    found += [(name, rect) for name in ("seat plate", "turn frame") for rect in FRAME.regions(name)]
    seen = FRAME.visible()  # (the log's lines under the games' panel are not)
    found += [("card", item.rect) for item in seen if item.kind == "card"]  # (the deck)
    found += [("pot", item.rect) for item in seen if item.kind == "text" and item.size == BIG]
    shown = [item.rect for item in seen]
    return found + [(text, rect) for text, rect in others if rect in shown]


def assert_clear_inside(app, scene, monkeypatch) -> None:
    keys, others = keys_drawn(app, scene, monkeypatch)
    crossed = [
        (rect, name, block)
        for rect in keys
        for name, block in blocks(scene, others)
        if rect.colliderect(block)
    ]
    assert not crossed, crossed
    felt = FELT_RECT.inflate(-2 * MARGIN, -2 * MARGIN)
    assert all(felt.contains(rect) for rect in keys), (keys, felt)


def shot(app, shots, name: str) -> None:
    app.draw()
    for resolution in ((1920, 1080), (1280, 720)):
        picture = pygame.transform.scale(app.display.canvas, resolution)
        shots(app, f"{name}_{resolution[1]}", picture)
        pygame.image.save(picture, f"/tmp/h37/shots_P/{name}_{resolution[1]}.png")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(
    ("seats", "side", "games"),
    [(4, 1, NOTED), (4, 3, NOTED), (5, 1, NOTED), (5, 4, NOTED), (4, 0, NO_PEEK), (5, 4, NO_PEEK)],
)
def test_a_side_seats_pick_keys_cross_no_box(
    app, shots, tmp_path, monkeypatch, loopback, size, seats, side, games
):
    """The keys clear of all (over the games the panel hides the log's line whole or not at all: its
    letters' tops showed over the keys' panel); the TV player at the bottom too (seat 0)."""
    app.settings.text_size = size
    app.settings.party_seats = seats
    monkeypatch.setattr(host_controls, "open_seats", lambda room: [side])  # (the TV player's seat)
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, games, "Yogi")
    try:
        assert len(table.model.seats) == seats and table.model.seats[side].name.upper().startswith("YOGI")
        menu = table.buttons
        table.director.log(LOGGED)  # (drawn, no frame played: the room's log has no such line)
        assert menu.nudge() == FIRST[size, 2]
        name = f"side_{seats}_{side}_{len(games)}_{size}"
        shot(app, shots, f"{name}_first")
        assert_clear_inside(app, table, monkeypatch)
        table.model.log.remove(LOGGED)  # (as the room has it: else the TV is not caught up)
        press(app, key(pygame.K_DOWN))
        assert table.buttons is menu and menu.chosen
        shot(app, shots, f"{name}_moved")
        assert_clear_inside(app, table, monkeypatch)
    finally:
        lobby.party.close()
