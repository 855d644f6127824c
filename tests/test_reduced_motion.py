"""REDUCED MOTION (Options, ACCESS): no screen shake, no flash, nothing that slides, turns, grows or blinks.
A GRAND SLAM! is a still banner (no frame is the one before it shifted by a shake), cards are in
their places from the frame they are dealt, chips in the pot at once, and the table's pace is the
same as with motion (every move takes as long)."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import pairwise

import pygame
import pytest
from test_ui_moments import play, won
from test_ui_support import drawn_by, table_scene

from game.felt.table_effects import TableEffects
from game.platform import palette
from game.platform.display import SAFE
from game.platform.text import Text
from game.play import hall_of_fame
from game.screens import openers
from game.screens.attract import demo_setup
from game.screens.scenes.hall_of_fame import ROW_H, TOP, HallOfFameScene
from game.screens.scenes.initials import InitialsScene
from game.screens.scenes.table import DemoTable

SHIFTS = [(dx, dy) for dx in range(-6, 7) for dy in range(-6, 7) if (dx, dy) != (0, 0)]


def pixels(surface: pygame.Surface, rect: pygame.Rect | None = None) -> bytes:
    return pygame.image.tobytes(surface if rect is None else surface.subsurface(rect), "RGB")


def shake_offset(before: pygame.Surface, after: pygame.Surface) -> tuple[int, int] | None:
    """The shift (a shake's offset) that makes `after` the frame `before` moved, if the two differ
    by one; None when they are alike or differ otherwise."""
    if pixels(before) == pixels(after):
        return None
    inner = before.get_rect().inflate(-16, -16)
    for dx, dy in SHIFTS:
        moved = before.copy()
        moved.blit(before, (dx, dy))
        if pixels(moved, inner) == pixels(after, inner):
            return dx, dy
    return None


def busy_table() -> pygame.Surface:
    """A picture with detail everywhere, so a shift of it is never the same picture."""
    table = pygame.Surface((320, 200))
    for x in range(0, 320, 8):
        for y in range(0, 200, 8):
            table.fill(((x * 7) % 256, (y * 5) % 256, (x * y) % 256), (x, y, 8, 8))
    return table


def grand_slam_frames(still: bool) -> list[pygame.Surface]:
    effects = TableEffects()
    effects.still = still
    play(effects, won("8s 8h 8c 8d 3c Kd 2s"))  # five of a kind wins: the GRAND SLAM! and its shake
    text, table, frames = Text(), busy_table(), []
    for _ in range(30):
        canvas = table.copy()
        effects.draw(canvas, text)
        frames.append(canvas)
        effects.update(1 / 60, 1 / 60)
    return frames


@pytest.mark.usefixtures("app")
def test_with_reduced_motion_no_frame_is_the_last_one_shaken():
    shaken = [shake_offset(a, b) for a, b in pairwise(grand_slam_frames(False))]
    assert any(shaken)  # the check sees a shake when there is one
    frames = grand_slam_frames(True)
    assert [shake_offset(a, b) for a, b in pairwise(frames)] == [None] * (len(frames) - 1)
    # a still banner: the same picture in every frame, in one colour (no flash between two)
    assert all(pixels(frame) == pixels(frames[0]) for frame in frames)


def test_the_moments_banner_still_stands_with_reduced_motion(app):
    effects = TableEffects()
    effects.still = True
    play(effects, won("8s 8h 8c 8d 3c Kd 2s"))
    assert effects.banner == "GRAND SLAM!" and not effects.shake.active
    canvas = pygame.Surface((960, 540))
    effects.draw(canvas, app.text)
    assert tuple(canvas.get_at(effects_centre()))[:3] != (0, 0, 0)  # the banner is drawn
    assert palette.ORANGE not in colours_of(canvas)  # only its steady yellow


def effects_centre() -> tuple[int, int]:
    from game.felt.table_effects import banner_rect

    rect = banner_rect()
    return rect.x + 2, rect.centery


def colours_of(canvas: pygame.Surface) -> set[tuple[int, int, int]]:
    width, height = canvas.get_size()
    return {tuple(canvas.get_at((x, y)))[:3] for x in range(0, width, 2) for y in range(0, height, 2)}


def in_between(scene) -> list[str]:
    """What is part way on its way in this frame: a card in flight or turning, a chip in the air,
    a word rising."""
    model = scene.model
    moving = []
    for seat in model.seats:
        for sprite in seat.cards:
            if 0 < sprite.flight < 1 or 0 < sprite.flip < 1:
                moving.append(f"card {sprite.flight:.2f} {sprite.flip:.2f}")
    moving += [f"chip {chip.t:.2f}" for chip in model.chips if 0 < chip.t < 1]
    moving += [f"popup {popup.t:.2f}" for popup in model.popups if 0 < popup.t < 1]
    return moving


def first_pot(app, still: bool) -> tuple[list[str], int]:
    """A table's first frames with REDUCED MOTION on or off: what was seen part way, and how many
    engine events were shown in those frames (the table's pace)."""
    app.settings.reduced_motion = still
    scene = table_scene(app, seed=9, players=4)
    scene.app.settings.away_after = 0  # nobody leaves the human's turn to the away rule
    seen: list[str] = []
    for _ in range(240):
        app.frame([], 1 / 60)
        seen += in_between(scene)
        if scene.buttons is not None:
            break
    return seen, len(scene.player.pot_events)


def test_with_reduced_motion_cards_and_chips_are_in_place_at_once_at_the_same_pace(app):
    moving, paced = first_pot(app, still=False)
    assert any(m.startswith("card") for m in moving) and any(m.startswith("chip") for m in moving)
    still, paced_still = first_pot(app, still=True)
    assert still == []
    assert paced_still == paced  # as many moves shown in as many frames: the same pace


def press_start_looks(app, scene, monkeypatch) -> list[bytes | None]:
    """PRESS START's pixels in each of 24 frames, a second and more (None where it is not drawn: a
    blink is off, or grey, half of it)."""
    looks: list[bytes | None] = []
    for _ in range(24):
        scene.clock += 0.05
        drawn = drawn_by(app, scene, monkeypatch)
        rect = next((rect for text, rect in drawn if text == "PRESS START"), None)
        canvas = app.display.canvas
        looks.append(
            None
            if rect is None
            else pygame.image.tobytes(canvas.subsurface(rect.clip(canvas.get_rect())), "RGB")
        )
    return looks


def test_with_reduced_motion_press_start_stands_still_on_the_title_and_the_demo(app, monkeypatch):
    """REDUCED MOTION: no blinking on the title or attract mode's demo table either (the title's
    blinks from white to grey, never off: 7caf3b2; the demo's blinks off)."""
    app.push(openers.title())
    app.stack.apply_requests()
    title = app.stack.scenes[-1]
    demo = DemoTable(app, demo_setup(random.Random(5)))
    for scene in (title, demo):
        for still in (False, True):
            app.settings.reduced_motion = still
            looks = press_start_looks(app, scene, monkeypatch)
            assert any(looks), type(scene).__name__
            assert (len(set(looks)) == 1) == still, (type(scene).__name__, still, len(set(looks)))
    app.settings.reduced_motion = False
    assert None not in press_start_looks(app, title, monkeypatch)  # the title's blinks, never gone
    demo.leave()


def initials_cursor_shown(app, monkeypatch) -> list[bool]:
    """Whether the initials page draws its cursor in each of 24 frames, a second and more."""
    page = InitialsScene(app, [], Fraction(7, 2), "Baseball", 4)
    shown_in = []
    for _ in range(24):
        page.update(0.05)
        shown_in.append("_" in [text for text, _ in drawn_by(app, page, monkeypatch)])
    return shown_in


def highlight_lit(app) -> list[bool]:
    """Whether the hall of fame's new result (row 1) is lit in each of 24 frames."""
    entries = [
        hall_of_fame.new_entry(initials, Fraction(net), "Baseball", 4)
        for initials, net in (("BIG", 9), ("ACE", 3))
    ]
    page = HallOfFameScene(app, entries, highlight=1, board=entries[0].board)
    canvas = app.display.canvas
    lit = []
    for _ in range(24):
        page.update(0.05)
        page.draw(canvas)
        lit.append(tuple(canvas.get_at((SAFE.x + 2, TOP + ROW_H - 4)))[:3] == palette.PANEL_ACTIVE)
    return lit


def test_with_reduced_motion_the_initials_cursor_and_the_new_hall_of_fame_entry_stand_still(app, monkeypatch):
    for still in (False, True):
        app.settings.reduced_motion = still
        cursor, lit = initials_cursor_shown(app, monkeypatch), highlight_lit(app)
        assert all(cursor) == still and any(cursor), ("cursor", still)
        assert all(lit) == still and any(lit), ("highlight", still)
