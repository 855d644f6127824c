"""The seat to act is unmistakable at a glance from across a room, in every game: its name plate
lit yellow (its name black on it) and a thick yellow frame round its cards, steady (a newcomer's
play-test of Night Baseball could not see who was to act: a ▶ and a thin frame that blinked off)."""

from __future__ import annotations

import pytest
from test_ui_support import settle, table_scene

from game.felt import layout
from game.platform import palette


def yellow_at(canvas, point) -> bool:
    return tuple(canvas.get_at(point))[:3] == palette.YELLOW


@pytest.mark.parametrize("profile", ["baseball", "night-baseball"])
def test_the_seat_to_act_is_lit_and_framed_at_every_moment(app, profile):
    scene = table_scene(app, profile=profile, players=5, seed=7)
    for _frame in range(4000):
        app.frame([], 1 / 60)
        settle(scene)
        if scene.model.actor is not None and scene.player.caught_up:
            break
    actor = scene.model.actor
    assert actor is not None
    slots = scene.director.slots
    canvas = app.display.canvas
    for clock in (0.1, 0.5, 0.7, 1.3):  # (the old frame blinked off for a fifth of every 0.8 s)
        scene.renderer.clock = clock
        scene.draw(canvas)
        for seat, slot in slots.items():
            plate = layout.name_plate(slot)
            lit = yellow_at(canvas, (plate.right - 3, plate.centery))
            assert lit == (seat == actor), (seat, actor, clock)
        left = slots[actor].x - 5  # inside the frame's left side (layout.turn_box: 6 pixels out)
        assert all(yellow_at(canvas, (left, y)) for y in range(slots[actor].y + 4, slots[actor].y + 12))
