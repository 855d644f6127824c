"""A guest's name in the host menu's questions is cut only where the host's panel has no room for it
(a host play-test read TAKE QUE… OFF THE TV? for QUEENIE: the name was cut to the question box's
560 pixels, where the host menu's own panel, which the question stands over, has room for a name
of twelve letters there, and the box a TV's width). The question's box is as wide as its
question: every letter inside its yellow border."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import GUEST, open_party
from test_party_host_menu_cursor import down_to
from test_party_tv_host import table_of
from test_party_tv_seat_between_sessions import enter_row
from test_ui_support import drawn_by, key, press

from game.platform import palette
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

LONG = "MAXIMILIANA ROSE"  # sixteen letters: a name as long as a guest may type


def question_on_screen(app, monkeypatch, path) -> tuple[str, pygame.Rect]:
    """The question asked now, drawn: its words, its rectangle, and its panel's yellow border
    found on the canvas either side of it."""
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene)
    app.frame([], 1 / 60)
    drawn = dict(drawn_by(app, asked, monkeypatch))
    rect = drawn[asked.question]
    asked.draw(app.display.canvas)
    pygame.image.save(app.display.canvas, path)
    row = [app.display.canvas.get_at((x, rect.centery))[:3] for x in range(app.display.canvas.get_width())]
    border = [x for x, colour in enumerate(row) if colour == palette.YELLOW[:3]]
    assert border and min(border) < rect.left - 8 and max(border) > rect.right + 8, (rect, border[:4])
    return asked.question, rect


def asking_to_take_off(app, label: str) -> None:
    press(app, key(pygame.K_ESCAPE))
    menu = down_to(app, "TAKE A GUEST OFF")
    press(app, key(pygame.K_RETURN))
    enter_row(app, menu, label)


def test_a_tv_players_name_is_whole_where_the_hosts_panel_has_room(app, monkeypatch, tmp_path):
    party, devices = open_party("midnight-baseball", 4)  # QUEENIE plays at the TV
    try:
        (seat,) = devices
        table_of(app, party, devices, dealt=True)
        asking_to_take_off(app, f"{seat + 1}  QUEENIE (TV)")
        question, _ = question_on_screen(app, monkeypatch, tmp_path / "queenie.png")
        assert question == "TAKE QUEENIE OFF THE TV?"
    finally:
        party.close()


def test_a_phone_guests_longest_name_is_whole_and_a_longer_question_cut_to_the_panel(
    app, monkeypatch, tmp_path
):
    party, devices = open_party("midnight-baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        assert len(GUEST) == 16
        phone = next(seat for seat, guest in enumerate(room.guests) if guest and not guest.local)
        asking_to_take_off(app, f"{phone + 1}  {GUEST.upper()}")
        question, _ = question_on_screen(app, monkeypatch, tmp_path / "phone-guest.png")
        assert question == f"TAKE {GUEST.upper()} OFF?"
        press(app, key(pygame.K_ESCAPE), key(pygame.K_ESCAPE), key(pygame.K_ESCAPE))  # NO, the page, the menu
        tv = room.controls.add_local(LONG, None)  # a TV player's longer question: cut, inside the panel
        asking_to_take_off(app, f"{tv + 1}  {LONG} (TV)")
        menu = app.stack.scenes[-2]
        assert isinstance(menu, PartyHostMenu)
        question, rect = question_on_screen(app, monkeypatch, tmp_path / "long-tv-player.png")
        assert question.startswith("TAKE MAXIMILIAN") and "\u2026 OFF THE TV?" in question, question
        assert rect.width <= menu.panel_width() - 40  # as wide as the host's panel lets it be
    finally:
        party.close()
