"""END THIS GAME AFTER THE POT, on the real party TV scene with synthetic keys: a host wanted to go
on to the next game without playing a session's last pots out or ending the party. The pot in play
is played out and paid (nothing won is lost), then the session's final standings and tonight's
ledger come as when it ends by its pot count; every phone is told."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import FAVOURED, STEP, guest_moves, open_party, settled
from test_party_tv_host import table_of
from test_party_tv_seat_between_sessions import enter_row, next_game
from test_ui_support import drawn_by, key, press

from engine.events import HandEnd, SessionEnd
from game.felt import layout
from game.screens.party_end_game import QUESTION, ROW
from game.screens.party_next_game import JOIN_FOR, TURNS
from game.screens.scene import QUESTION_W

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def phone_state(room) -> dict:
    """The room's fields of every phone's state (the phone's page: test_party_end_game_e2e)."""
    return dict(room.room_fields())


def play_on(app, party, until) -> None:
    table = app.stack.top
    for _ in range(3000):
        if until():
            return
        guest_moves(party)
        if table.buttons is not None and table.offered is not None:
            kinds = table.offered.kinds
            table.choose(next((k for k in FAVOURED if k in kinds), kinds[0]))
        app.frame([], STEP)
    raise AssertionError("never came")


def test_the_pot_in_play_is_paid_then_the_standings_and_the_ledger_come_and_the_next_game_is_dealt(
    app, monkeypatch, shots
):
    app.settings.text_size = "large"
    party, devices = open_party("baseball", 4)
    room = party.room
    try:
        table = table_of(app, party, devices, dealt=True)
        next_game(app, "midnight-baseball")
        menu = app.stack.top
        assert ROW in [item.label for item in menu.menu.items]
        enter_row(app, menu, ROW)
        (asked,) = [r for t, r in drawn_by(app, app.stack.top, monkeypatch) if t == QUESTION]
        assert asked.width <= QUESTION_W  # inside its panel (with a game's name it ran out at large)
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # END AFTER THE POT (NO is first)
        assert menu.footer() is not None and menu.footer()[0] == "BASEBALL ENDS AFTER THIS POT"
        # the row greyed now, the cursor is on GO ON WITH THE PARTY (a host play-test's was on END
        # THE PARTY, the next row that answered: one Enter from its question)
        assert menu.menu.current.label == "GO ON WITH THE PARTY"
        state = phone_state(room)
        assert state["ending"] is True and state["next"] == "Midnight Baseball"  # the phone is told
        row = next(item for item in menu.main_items() if item.label == ROW)
        assert not row.enabled and row.detail == "This game ends after the pot in play."
        press(app, key(pygame.K_ESCAPE))  # back at the table: the party goes on
        assert app.stack.top is table and room.table.hands_played == 0
        play_on(app, party, lambda: table.showing_standings)
        # ended early, in the ledger's words (a host play-test's read as a game played out)
        assert "BASEBALL - ENDED AFTER 1 HAND" in [text for text, _ in drawn_by(app, table, monkeypatch)]
        table.draw(app.display.canvas)
        for wide, high in ((1920, 1080), (1280, 720)):  # as the TV shows it, to be looked at
            scaled = pygame.transform.scale(app.display.canvas, (wide, high))
            shots(app, f"standings-game-ended-after-the-pot-{high}", scaled)
        session = room.table
        assert session.is_over and session.hands_played == 1 < session.session_rules.pots
        (end,) = [e for e in session.events if isinstance(e, HandEnd)]  # the pot in play, paid
        standings = next(e for e in session.events if isinstance(e, SessionEnd)).standings
        assert {s.seat: s.net for s in standings} == dict(enumerate(end.balances)) and sum(end.balances) == 0
        play_on(app, party, lambda: table.showing_standings and room.controls.next_waits)
        settled(app, table.between.settle)
        press(app, key(pygame.K_RETURN))  # ENTER / A: TONIGHT'S LEDGER (the standings wait for it)
        assert table.showing_ledger  # tonight's ledger, the host deals next
        assert room.night is not None and len(room.night.ledger.sessions) == 1
        # marked ended early, as END THE PARTY's are (a host play-test's said nothing of it)
        assert "GAME 1: ENDED AFTER 1 HAND" in [text for text, _ in drawn_by(app, table, monkeypatch)]
        table.draw(app.display.canvas)
        for wide, high in ((1920, 1080), (1280, 720)):  # as the TV shows it, to be looked at
            shots(
                app,
                f"ledger-game-ended-after-the-pot-{high}",
                pygame.transform.scale(app.display.canvas, (wide, high)),
            )
        settled(app, table.between.settle)
        press(app, key(pygame.K_RETURN))  # ENTER / A: DEAL IT
        play_on(app, party, lambda: room.sessions == 2)
        assert room.table.session_rules.name == "Midnight Baseball"
        assert phone_state(room)["ending"] is False
    finally:
        party.close()


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_tables_foot_names_the_next_game_in_turn_with_how_to_join(app, monkeypatch, size):
    """A host play-test's phones said 'Next game: ...' and the TV's table nothing: the two lines that
    say how to join give way to it for a few seconds in each TURNS, clear of the bottom plate."""
    app.settings.text_size = size
    party, devices = open_party("baseball", 5)
    room = party.room
    try:
        table = table_of(app, party, devices, dealt=True)

        def foot(clock: float) -> list[str]:
            while not table.foot_free:
                app.frame([], STEP)
            table.renderer.clock = clock
            return [text for text, _ in drawn_by(app, table, monkeypatch)]

        assert not any(text.startswith("NEXT GAME") for text in foot(JOIN_FOR + 1))  # nothing chosen
        next_game(app, "midnight-baseball")
        press(app, key(pygame.K_ESCAPE))
        # how to join, first (at TEXT SIZE large its two lines take turns in one row: 556e2ed)
        joining = foot(1.0)
        assert f"ROOM CODE {room.code}" in joining or any(text.startswith("JOIN ") for text in joining)
        # two of its turns (at TEXT SIZE large its two lines take turns in one row, 4 s each)
        turns = (JOIN_FOR + 1, TURNS + JOIN_FOR + 1)
        words = [text for clock in turns for text in foot(clock)]
        assert {"NEXT GAME: MIDNIGHT BASEBALL", "AFTER THIS GAME"} <= set(words)
        assert f"ROOM CODE {room.code}" not in words
        room.controls.end_after_pot()
        assert {"LAST POT: THIS ONE", "THEN MIDNIGHT BASEBALL"} <= {
            text for clock in turns for text in foot(clock)
        }
        line = next(
            rect
            for clock in turns
            if foot(clock)
            for text, rect in drawn_by(app, table, monkeypatch)
            if text == "THEN MIDNIGHT BASEBALL"
        )
        plate = layout.name_plate(table.renderer.places.bottom)
        assert line.bottom <= plate.top  # (a third line lay over the bottom seat's plate)
    finally:
        party.close()
