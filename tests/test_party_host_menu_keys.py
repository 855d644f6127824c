"""The host's menu answers the same keys the same way at every opening (a host play-test's same
presses led to OPTIONS: ACCESS one time and END THE PARTY the next, to LOCK THE ROOM? meant as TAKE A
GUEST OFF; the next found END THE PARTY moved as LET A GUEST BACK IN came and went): it starts on GO
ON WITH THE PARTY, every row always in its own place, a row that does not apply greyed and saying
why. And every question follows one rule: YES first where yes is wanted and nothing is lost (LET BOB
BACK? took Enter, Enter and did nothing), NO first where the answer cannot be undone or shuts
people out."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import PHONE, frames_until_played_for, open_party
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from game.screens.party_seat_row import PICK_ONE
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party_host import STILL_PAUSED, PartyHostMenu
from game.screens.scenes.party_lobby import PartyLobbyScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def rows(app) -> list[str]:
    menu = app.stack.top
    assert isinstance(menu, PartyHostMenu)
    return [item.label for item in menu.menu.items]


# the rows' places: every opening, every game, whatever the room's state (the two rows that change
# words keep their places too)
PLACES = [
    "GO ON WITH THE PARTY",
    ("KEEP IT PAUSED", STILL_PAUSED),
    "TAKE A GUEST OFF",
    ("LOCK THE ROOM", "UNLOCK THE ROOM"),
    "LET A GUEST BACK IN",
    "SEAT A PLAYER AT THE TV",
    "LAST POTS",
    "TONIGHT'S LEDGER",
    "OPTIONS: ACCESS",
    ("NEXT GAME: BASEBALL", "NEXT GAME: NIGHT BASEBALL"),  # (the game the party plays on)
    "END THIS GAME AFTER THE POT",
    "END THE PARTY",
]


def in_place(labels: list[str]) -> bool:
    if len(labels) != len(PLACES):
        return False
    pairs = zip(labels, PLACES, strict=True)
    return all(label in place if isinstance(place, tuple) else label == place for label, place in pairs)


def down_past_the_end(app) -> tuple[str, str]:
    """The rows Down reaches at the foot and one Down further: END THE PARTY, then round to the top
    (a host play-test's Down stopped at the foot while Up went round)."""
    menu = app.stack.top.menu
    press(app, *[key(pygame.K_DOWN)] * (len(menu.items) - 1 - menu.selected))
    last = menu.current.label
    press(app, key(pygame.K_DOWN))
    return last, menu.current.label


@pytest.mark.parametrize("profile", ["night-baseball", "baseball"])
def test_every_row_keeps_its_place_and_the_keys_stop_on_a_greyed_one_saying_why(app, profile, monkeypatch):
    """A host play-test counted seven Downs to TONIGHT'S LEDGER and landed in NEXT GAME's list, the
    greyed rows passed over, and read no why for a greyed SEAT A PLAYER AT THE TV: every row is a
    stop, N Downs reach the Nth row whatever is greyed, and the cursor on a greyed one says why under
    the rows, Enter there doing nothing but a soft error."""
    party, devices = open_party(profile, 4)  # No Peek: a player at the TV; stud: none may sit there
    try:
        room = party.room
        table_of(app, party, devices)
        press(app, key(pygame.K_ESCAPE))  # the menu pauses the party
        menu = app.stack.top
        assert in_place(rows(app)), rows(app)
        assert menu.menu.current.label == "GO ON WITH THE PARTY"
        greyed = {item.label: item.detail for item in menu.menu.items if not item.enabled}
        assert {"LET A GUEST BACK IN", "LAST POTS", "TONIGHT'S LEDGER"} <= set(greyed)
        assert ("SEAT A PLAYER AT THE TV" in greyed) == (profile == "baseball")
        errors: list[str] = []
        monkeypatch.setattr("game.platform.widgets.sound.play", errors.append)
        for row, label in enumerate(rows(app)[1:], 1):
            press(app, key(pygame.K_DOWN))
            assert menu.menu.selected == row  # the Nth Down on the Nth row, greyed or not
            if label not in greyed:
                continue
            drawn = drawn_by(app, menu, monkeypatch)
            last = max(rect.bottom for rect in menu.menu.rects)
            assert [text for text, rect in drawn if rect.top > last] == [greyed[label]]  # why, under the rows
            errors.clear()
            press(app, key(pygame.K_RETURN))
            assert app.stack.top is menu and menu.menu.selected == row and errors == ["error"]
            if label == "SEAT A PLAYER AT THE TV":
                assert greyed[label] == PICK_ONE  # which games open it, and where
        press(app, key(pygame.K_DOWN))
        assert menu.menu.current.label == "GO ON WITH THE PARTY"  # round from the foot, as Up from here
        press(app, key(pygame.K_UP))
        assert menu.menu.current.label == "END THE PARTY"
        press(app, key(pygame.K_DOWN))
        press(app, *[key(pygame.K_DOWN)] * 7)
        assert menu.menu.current.label == "TONIGHT'S LEDGER"  # the play-test's seven Downs
        press(app, *[key(pygame.K_UP)] * 4)
        assert menu.menu.current.label == "LOCK THE ROOM"
        assert not room.removed
        assert down_past_the_end(app) == ("END THE PARTY", "GO ON WITH THE PARTY")
        press(app, key(pygame.K_ESCAPE))
        press(app, key(pygame.K_ESCAPE))  # opened again: from the top again, not where it was left
        assert app.stack.top.menu.current.label == "GO ON WITH THE PARTY"
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # KEEP IT PAUSED
        assert room.paused and not isinstance(app.stack.top, PartyHostMenu)
        room.controls.remove(room.clients[PHONE].seat)  # LET A GUEST BACK IN applies now
        room.controls.lock(True)
        press(app, key(pygame.K_ESCAPE))  # paused by the host, a guest off, the room locked
        assert in_place(rows(app)), rows(app)
        assert rows(app)[1] == "BACK TO THE TABLE, STILL PAUSED" and rows(app)[3] == "UNLOCK THE ROOM"
        assert app.stack.top.menu.items[4].enabled
        # TAKE A GUEST OFF: the one phone guest is off; a player at the TV may still be taken off it
        at_tv = profile == "night-baseball"
        assert app.stack.top.menu.items[2].enabled == at_tv
        press(app, *[key(pygame.K_DOWN)] * 4)
        assert app.stack.top.menu.current.label == "LET A GUEST BACK IN"  # it answers now
        assert down_past_the_end(app) == ("END THE PARTY", "GO ON WITH THE PARTY")
    finally:
        party.close()


def test_letting_the_last_guest_back_says_so_once_back_on_the_first_row(app, monkeypatch):
    """A host play-test's LET A GUEST BACK IN came back greyed, under the cursor, and the panel said
    'Nobody has been taken off.' over 'RAVI MAY SIT DOWN AGAIN': one line, the freshest thing. Greyed
    now, it gives the cursor back to GO ON WITH THE PARTY (the next row down it was on once)."""
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        room.controls.remove(seat)
        frames_until_played_for(app, party, seat)  # (let back in before, they would be seated again at once)
        room.controls.lock(True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        said = [text for text, _ in drawn_by(app, menu, monkeypatch)]
        assert "THE ROOM IS LOCKED" in said
        press(app, *[key(pygame.K_DOWN)] * 4, key(pygame.K_RETURN), key(pygame.K_RETURN))  # LET A GUEST
        press(app, key(pygame.K_RETURN))  # BACK IN (past TAKE A GUEST OFF, greyed), the guest, YES
        assert not room.removed
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu) and menu.menu.current.label == "GO ON WITH THE PARTY"
        said = [text for text, _ in drawn_by(app, menu, monkeypatch)]
        under = said[said.index("END THE PARTY") + 1 :]
        assert len(under) == 1 and under[0].endswith("MAY SIT DOWN AGAIN"), under
    finally:
        party.close()


def question(app) -> ConfirmScene:
    top = app.stack.top
    assert isinstance(top, ConfirmScene), type(top).__name__
    return top


def test_letting_a_guest_back_and_unlocking_take_enter_enter_and_the_rest_keep_no_first(app):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        menu.menu.selected = [item.label for item in menu.menu.items].index("TAKE A GUEST OFF")
        press(app, key(pygame.K_RETURN), key(pygame.K_RETURN))
        assert question(app).question.endswith("OFF?") and question(app).menu.current.label == "NO"
        press(app, key(pygame.K_RETURN), key(pygame.K_ESCAPE), key(pygame.K_ESCAPE))  # NO, back, back
        assert not room.removed
        room.controls.remove(seat)
        room.controls.lock(True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        labels = [item.label for item in menu.menu.items]
        menu.menu.selected = labels.index("LET A GUEST BACK IN")
        press(app, key(pygame.K_RETURN), key(pygame.K_RETURN))  # the one guest taken off
        assert question(app).question.startswith("LET ") and question(app).menu.current.label == "LET BACK"
        press(app, key(pygame.K_RETURN))
        assert not room.removed  # Enter, Enter let them back
        menu = app.stack.top  # back on the host's menu
        menu.menu.selected = [item.label for item in menu.menu.items].index("UNLOCK THE ROOM")
        press(app, key(pygame.K_RETURN))
        assert question(app).menu.current.label == "UNLOCK"
        press(app, key(pygame.K_RETURN))
        assert not room.locked
        for label, answer in (("LOCK THE ROOM", "LOCK"), ("END THE PARTY", "END")):
            menu = app.stack.top
            menu.menu.selected = [item.label for item in menu.menu.items].index(label)
            press(app, key(pygame.K_RETURN))
            asked = question(app)
            assert [item.label for item in asked.menu.items] == ["NO", answer]
            assert asked.menu.current.label == "NO"
            press(app, key(pygame.K_RETURN))
            assert isinstance(app.stack.top, PartyHostMenu) and not room.locked
    finally:
        party.close()


def test_going_on_after_a_pause_asks_nothing_and_closing_the_lobby_asks_no_first(app):
    """The lobby's CLOSE THE ROOM? (every phone is sent away) asks, NO first; GO ON WITH THE PARTY
    after the host's own pause asks nothing and goes on at once, as Enter on the paused TV (a host
    play-test read its GO ON? question as play going on, and lost 30 s)."""
    party, devices = open_party("baseball", 4)  # a phone guest sits in the lobby
    try:
        app.stack.scenes[:] = [PartyLobbyScene(app, party, devices)]
        press(app, key(pygame.K_ESCAPE))
        asked = question(app)
        assert asked.question == "CLOSE THE ROOM?" and [item.label for item in asked.menu.items] == [
            "NO",
            "CLOSE",
        ]
        assert asked.menu.current.label == "NO"
        press(app, key(pygame.K_RETURN))  # NO: the room stays open
        assert isinstance(app.stack.top, PartyLobbyScene) and party.room is not None
        room = party.room
        table_of(app, party, devices)
        room.controls.pause(True)  # the host's own pause
        press(app, key(pygame.K_ESCAPE), key(pygame.K_RETURN))  # GO ON WITH THE PARTY
        assert not room.paused and not any(isinstance(scene, ConfirmScene) for scene in app.stack.scenes)
        assert not any(isinstance(scene, PartyHostMenu) for scene in app.stack.scenes)
    finally:
        party.close()


class Measuring:
    """A font that counts how many strings it measures."""

    def __init__(self, font: pygame.font.Font, said: list[str]) -> None:
        self.real, self.said = font, said

    def size(self, text: str) -> tuple[int, int]:
        self.said.append(text)
        return self.real.size(text)

    def __getattr__(self, name: str):
        return getattr(self.real, name)


def test_the_menus_panel_is_measured_once_a_page_not_every_frame(app, monkeypatch):
    party, devices = open_party("baseball", 4)
    try:
        table_of(app, party, devices)
        said: list[str] = []
        font = app.text.font
        monkeypatch.setattr(app.text, "font", lambda size: Measuring(font(size), said))
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        for _ in range(5):
            menu.draw(app.display.canvas)
        assert said.count("HOST") == 1, said  # five frames, one measuring
        press(app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_RETURN))  # TAKE A GUEST OFF
        assert menu.heading == "TAKE WHICH GUEST OFF?"
        for _ in range(5):
            menu.draw(app.display.canvas)
        assert said.count("TAKE WHICH GUEST OFF?") == 1, said  # a new page: measured again, once
    finally:
        party.close()
