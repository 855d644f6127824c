"""A long name (16 letters, the most a phone may send) whole wherever the TV has the room, and where
a cut is needed the name is cut, never what the words say of it (a host play-test: the lobby read
MAXIMILIANA BE, the turn line WAITING FOR MAXIMILIANA BEL, a log line "Maximiliana Bell…" hiding
what she did, the ledger MAXIMILIANA … with half the screen empty)."""

from __future__ import annotations

import dataclasses
import itertools
import json
from fractions import Fraction

import pygame
import pytest
from party_sweep import GUEST, open_party
from test_party_tv import open_room, to_setup
from test_ui_support import drawn_by, key, press, record_text, run_until, table_scene

from game.felt import ledger_view
from game.felt.log_lines import log_lines
from game.party.away_clock import waiting_line
from game.party.protocol import MAX_NAME
from game.platform import palette
from game.platform.display import SAFE
from game.platform.text import BODY
from game.play.ledger import Ledger, Person, session_nets
from game.screens.scenes.party import PartyTableScene
from game.screens.scenes.party_lobby import PartyLobbyScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

NAME = "Maximiliana Bell"


def test_the_lobby_shows_a_sixteen_letter_name_whole_inside_the_safe_area(app, monkeypatch):
    assert len(GUEST) == MAX_NAME
    party, devices = open_party("baseball", 4)
    try:
        lobby = PartyLobbyScene(app, party, devices)
        drawn = drawn_by(app, lobby, monkeypatch)
        rows = [(words, rect) for words, rect in drawn if GUEST in words]
        assert len(rows) == 1
        words, rect = rows[0]
        assert words.split()[1:] == [GUEST]  # the name whole, and nothing else on its line
        # its kind in a column of its own, two letters clear, dimmed: a host play-test read
        # MAXIMILIANA FEAT  PHONE, the kind in the name's white, as part of her name
        kind = next(place for words, place in drawn if words == "PHONE" and place.y == rect.y)
        assert kind.x >= rect.right + 2 * BODY and kind.right <= SAFE.right
        canvas = app.display.canvas
        lit = {
            canvas.get_at((x, y))[:3] for x in range(kind.x, kind.right) for y in range(kind.y, kind.bottom)
        }
        assert palette.GREY in lit and palette.WHITE not in lit
        assert palette.WHITE in {canvas.get_at((x, rect.y + 8))[:3] for x in range(rect.x, rect.right)}
    finally:
        party.close()


def test_the_tv_waits_for_a_long_name_said_whole(app, monkeypatch):
    lobby = open_room(app, to_setup(app, "baseball"))
    room = lobby.party.room
    room.timing = dataclasses.replace(room.timing, bot_delay=0.0, hand_pause=0.0)
    ticks = itertools.count()
    monkeypatch.setattr(room, "clock", lambda: next(ticks) * 0.01)
    try:
        room.connect(99)
        room.receive(99, json.dumps({"type": "join", "name": NAME, "room": room.code}))
        press(app, frames=2)
        seat = next(seat for seat, card in enumerate(room.seat_cards()) if card.name == NAME)
        press(app, key(pygame.K_RETURN))  # START
        tv = app.stack.top
        assert isinstance(tv, PartyTableScene)

        def waits() -> bool:
            waiting = room.waiting_for()
            quiet = tv.caught_up and not (tv.prompt or tv.model.showcase or tv.showing_result)
            return waiting is not None and waiting[0] == seat and quiet and not tv.model.calling

        run_until(app, waits, limit=40000)
        lines = [(words, rect) for words, rect in drawn_by(app, tv, monkeypatch) if words.endswith("'S TURN")]
        assert [words for words, _ in lines] == [f"{NAME.upper()}'S TURN"]
        places = tv.renderer.places
        assert lines[0][1].width <= places.columns * places.body
    finally:
        lobby.party.close()


def test_the_turn_line_says_a_long_name_whole_in_the_same_words_as_a_short_one():
    """One wording for whose turn it is, whatever the name's length: a host play-test read 'WAITING
    FOR ANN 12' and 'MAXIMILIANA BELL TO PLAY 12' as two things."""
    columns = 27  # the centre's line between the side seats at the normal size
    assert waiting_line("ANN", 12, True, False, columns) == "ANN'S TURN 12"
    assert waiting_line(NAME.upper(), 12, True, False, columns) == "MAXIMILIANA BELL'S TURN 12"
    assert waiting_line(NAME.upper(), None, False, False, columns) == "MAXIMILIANA BELL'S TURN"
    assert waiting_line("ANN", None, False, False, columns) == "ANN'S TURN"
    # less room (TEXT SIZE large): the name is cut (an ellipsis says so), the words and the seconds kept
    assert waiting_line(NAME.upper(), 12, True, False, 21) == "MAXIMILIAN\u2026'S TURN 12"


def test_a_log_line_cuts_the_name_never_what_they_did():
    said = ["Ann calls 1", f"{NAME} raises 1 to 3"]
    assert log_lines(said, 22, 1, names=["Ann", NAME]) == [("Maximiliana Be\u2026 raises", True)]
    assert log_lines(said, 23, 1, names=["Ann", NAME]) == [(f"{NAME} raises", True)]  # room: whole
    assert log_lines([f"{NAME} folds"], 22, 1, names=[NAME]) == [(f"{NAME} folds", True)]


def test_the_ledger_gives_a_long_name_the_room_up_to_its_first_net(app, monkeypatch):
    maxi, bob = Person("guest:maxi", NAME, False), Person("guest:bob", "Bob", False)
    session = session_nets(
        "s1", "Baseball", "2026-12-04T17:07", 8, True, [(maxi.key, Fraction(-12)), (bob.key, Fraction(12))]
    )
    for sessions in (1, 3):
        ledger = Ledger("2026-12-04", (maxi, bob), tuple([session] * sessions))
        with monkeypatch.context() as patch:
            drawn = record_text(app, patch)
            ledger_view.draw_ledger(app.display.canvas, app.text, ledger, ledger_view.TOP, 8)
        name = next(rect for words, rect in drawn if words == NAME.upper())  # whole, with 1 or 3 sessions
        net = min((rect for words, rect in drawn if words == "-12"), key=lambda rect: rect.x)
        assert name.y == net.y and name.right < net.left


def test_the_tables_log_cuts_a_seats_long_name_for_what_she_did(app, monkeypatch):
    scene = table_scene(app)
    run_until(app, lambda: len(scene.model.seats) > 1)
    seat = scene.model.seats[1]
    seat.name = NAME
    scene.model.log.append(f"{NAME} raises 1 to 3")
    box = pygame.Rect(0, 0, 22 * scene.renderer.places.small, scene.renderer.places.log_line)  # one line
    with monkeypatch.context() as patch:
        drawn = record_text(app, patch)
        scene.renderer.draw_log(app.display.canvas, scene.model, box, "midtop")
    assert [words for words, _ in drawn] == ["Maximiliana Be\u2026 raises"]


def test_a_name_cut_in_the_ledger_keeps_its_ellipsis_beside_its_last_letter(app, monkeypatch):
    maxi = Person("guest:maxi", NAME, False)
    # -12 1/3 in three sessions: no room (a third keeps its two words; "-12½" since 93c89a6 left room)
    session = session_nets("s1", "Baseball", "2026-12-04T17:07", 8, True, [(maxi.key, Fraction(-37, 3))])
    ledger = Ledger("2026-12-04", (maxi,), (session,) * 3)
    with monkeypatch.context() as patch:
        drawn = record_text(app, patch)
        ledger_view.draw_ledger(app.display.canvas, app.text, ledger, ledger_view.TOP, 8)
    assert "MAXIMILIANA\u2026" in [words for words, _ in drawn]


def test_a_log_line_with_room_across_the_centre_says_the_name_whole():
    """A host's play-test read "Maximiliana… is beaten" and "Maximiliana Be…: bonus" on the TV's
    one log line, the centre's width to spare beside it: where nothing lies beside the log, the
    renderer gives it the centre's width (log_room.draw_log), and there the name is said whole. (A
    four's card is said as 00233e9 says it: what earned it and where it went, "+1 card" where short.)"""
    for said, whole in (
        (f"{NAME} is beaten", f"{NAME} is beaten"),
        (f"{NAME} earns +1 card under the pile for the 4", f"{NAME}: +1 card"),
    ):
        assert log_lines([said], 22, 1, names=[NAME]) != [(whole, True)]  # cut in the log's own width
        assert log_lines(["Ann calls 1", said], 27, 1, names=["Ann", NAME]) == [(whole, True)]
    # a line too long even across the centre: in its fewest words, the name cut only as it must
    assert log_lines([f"{NAME} raises 1 to 3"], 23, 1, names=[NAME]) == [(f"{NAME} raises", True)]
    assert log_lines([f"{NAME} is beaten"], 25, 1, names=[NAME]) == [("Maximiliana Be\u2026 is beaten", True)]


def test_a_card_turned_says_the_long_name_whole_on_one_line():
    """A host play-test's one log line read "Maximiliana\u2026 turns 3\u2663" with room for her 16 letters:
    the card lies face up on her seat, so the line says the name whole and what she did."""
    said = "Maximiliana Feat turns 3\u2663"
    assert log_lines([said], 22, 1, names=["Maximiliana Feat"]) == [("Maximiliana Feat turns", True)]
    assert log_lines(["Ann turns 10\u2665"], 22, 1, names=["Ann"]) == [("Ann turns 10\u2665", True)]


def test_the_tables_one_log_line_says_a_long_name_whole_across_the_centre(app, monkeypatch):
    scene = table_scene(app)
    run_until(app, lambda: len(scene.model.seats) > 1)
    scene.model.seats[1].name = NAME
    scene.model.log.append(f"{NAME} is beaten")
    renderer, centre = scene.renderer, scene.renderer.places.centre
    with monkeypatch.context() as patch:
        drawn = record_text(app, patch)
        renderer.draw_centre_log(app.display.canvas, scene.model, False, 4, 1, 0, [])  # one line left
    assert [words for words, _ in drawn] == [f"{NAME} is beaten"]
    assert centre.contains(drawn[0][1])
