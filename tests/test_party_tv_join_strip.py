"""The party TV always says how to join while a newcomer may sit down: the foot of the centre says
it only while the middle has room, so with seats open at six to eight seats, or the middle busy (a
player at the TV asked, a banner, a pot's result), a latecomer mid-hand had to ask the host. The
join strip ('JOIN <address>  CODE <code>') then stands along an edge of the TV-safe area, clear of
every seat, card, label and panel drawn in the frame. At 2 to 8 seats and both TEXT SIZEs, frame by
frame through a pot: the address and the code are on the TV in every frame, and the strip meets
nothing else drawn; in a locked or full room neither is anywhere."""

from __future__ import annotations

import dataclasses

import party_sweep
import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party, settle, tv_table

from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.screens.party_join_strip import BESIDE, CLEAR, JoinStrip

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

FRAMES = 160  # a pot's deal, its betting and its result at STEP seconds a frame


def eight_seats(monkeypatch, profile: str) -> None:
    entry = party_sweep.entry_for(profile)
    rules = dataclasses.replace(entry.rules, max_players=8)  # (a house game's eight seats)
    monkeypatch.setattr(party_sweep, "entry_for", lambda _: dataclasses.replace(entry, rules=rules))


def join_said(texts: list[str], address: str, code: str) -> bool:
    return any(address in text for text in texts) and any(code in text for text in texts)


def strip_problems(app, party, where: str) -> list[str]:
    """FRAMES frames of the table, the TV player choosing their first option: a frame without
    the address or the code, or one whose strip lies on anything else drawn."""
    table = tv_table(app, party, {})
    problems = []
    for frame in range(FRAMES):
        guest_moves(party)
        if table.buttons is not None and frame % 8 == 7:  # a while asked, then it answers
            table.choose(table.offered.kinds[0])
        settle(party.room)
        app.frame([], STEP)
        texts = [item.text for item in FRAME.texts()]
        if not join_said(texts, party.address, party.room.code):
            problems.append(f"{where} frame {frame}: no way to join said")
        strip = table.join_strip.rect
        if strip is None:
            continue
        if not SAFE.contains(strip):
            problems.append(f"{where} frame {frame}: strip {strip} outside the safe area")
        mine = [item for item in FRAME.items if item.kind == "text" and strip.contains(item.rect)]
        near = strip.inflate(2 * BESIDE - 2, 2 * CLEAR - 2)
        for item in FRAME.items:
            if item in mine or (item.kind, item.text) in (("region", "felt"), ("region", "centre")):
                continue
            if item.rect.colliderect(near):
                problems.append(
                    f"{where} frame {frame}: strip {strip} on {item.kind} {item.text!r} {item.rect}"
                )
    return problems


@pytest.mark.parametrize("size", ["normal", "large"])
def test_how_to_join_is_always_said_and_the_strip_meets_nothing(app, monkeypatch, size):
    app.settings.text_size = size
    eight_seats(monkeypatch, "baseball")
    problems = []
    for seats in range(2, 9):
        party, _ = open_party("baseball", seats)
        try:
            problems += strip_problems(app, party, f"baseball x{seats} {size}")
        finally:
            party.close()
    assert not problems, problems[:10]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_with_a_player_at_the_tv_the_strip_meets_nothing(app, size):
    app.settings.text_size = size
    problems = []
    for seats in (3, 5):
        party, _ = open_party("night-baseball", seats)  # QUEENIE plays at the TV
        try:
            problems += strip_problems(app, party, f"night x{seats} {size}")
        finally:
            party.close()
    assert not problems, problems[:10]


def test_a_locked_room_says_no_address_anywhere(app):
    party, _ = open_party("baseball", 6)
    try:
        party.room.controls.lock(True)
        table = tv_table(app, party, {})
        for _ in range(40):
            guest_moves(party)
            app.frame([], STEP)
            texts = [item.text for item in FRAME.texts()]
            assert not any(party.address in text for text in texts)
            assert table.join_strip.rect is None
    finally:
        party.close()


def test_the_strip_keeps_its_place_when_the_table_is_drawn_twice_in_a_frame(app):
    """Under a menu's shade the table is drawn again in the same frame: the strip took its own
    words, drawn already, for something in its place and moved (a paused table's pixels changed
    while held: test_party_pause_holds_the_table)."""
    strip = JoinStrip(app.text)
    canvas = pygame.Surface(app.display.canvas.get_size())
    FRAME.clear()
    strip.draw(canvas, "192.0.2.2:8765", "ABCD")
    first = strip.rect
    strip.draw(canvas, "192.0.2.2:8765", "ABCD")  # (FRAME not cleared: the same frame)
    assert first is not None and strip.rect == first
