"""Where the host's menu puts its cursor back from a row, on the real party TV with keys: on the row
just used (a second host wanted it to stay), whatever the row did, unless that row is greyed now,
then on GO ON WITH THE PARTY, never on the next row down (a host play-test's END THIS GAME AFTER THE POT came back greyed
with the cursor on END THE PARTY, one Enter from its question). Up and Down stop at either end."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, open_party
from test_party_tv_host import table_of
from test_party_tv_playtest import past_a_pot
from test_ui_support import key, press

from game.party.next_game import at_tv, ending
from game.screens.party_end_game import ROW
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.options import OptionsScene
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def menu_on(app) -> PartyHostMenu:
    menu = app.stack.top
    assert isinstance(menu, PartyHostMenu), type(menu).__name__
    return menu


def down_to(app, label: str) -> PartyHostMenu:
    """Down from where the cursor is to the row that begins `label` (NEXT GAME: BASEBALL), as a
    host does."""
    menu = menu_on(app)
    for _ in range(len(menu.menu.items)):
        if menu.menu.current.label.startswith(label):
            return menu
        press(app, key(pygame.K_DOWN))
    raise AssertionError(f"Down never reached {label}")


def up_to_top(app) -> None:
    """Up to GO ON WITH THE PARTY, the first row (one Up more goes round to END THE PARTY)."""
    for _ in range(len(menu_on(app).menu.items)):
        if menu_on(app).menu.selected == 0:
            return
        press(app, key(pygame.K_UP))
    raise AssertionError("Up never reached the first row")


def on(app) -> str:
    return menu_on(app).menu.current.label


def answer(app, yes: bool) -> None:
    """The question's NO (first here) or its other answer."""
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene) and asked.menu.current.label == "NO"
    press(app, *([key(pygame.K_DOWN)] if yes else []), key(pygame.K_RETURN))


def test_the_cursor_stays_on_the_row_used_and_a_row_greyed_by_it_gives_it_to_go_on(app):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        press(app, key(pygame.K_UP))
        assert on(app) == "END THE PARTY"  # Up from the top goes round to the last row
        press(app, key(pygame.K_DOWN))
        assert on(app) == "GO ON WITH THE PARTY"  # and Down from it round to the top again
        press(app, key(pygame.K_UP))
        press(app, key(pygame.K_RETURN))
        answer(app, yes=False)
        assert on(app) == "END THE PARTY"  # NO: on the row asked from, nothing changed

        up_to_top(app)
        down_to(app, "LOCK THE ROOM")
        press(app, key(pygame.K_RETURN))
        answer(app, yes=True)
        assert room.locked and on(app) == "UNLOCK THE ROOM"  # the same row, saying the change

        down_to(app, "OPTIONS: ACCESS")
        press(app, key(pygame.K_RETURN))
        assert isinstance(app.stack.top, OptionsScene)
        press(app, key(pygame.K_ESCAPE))
        assert on(app) == "OPTIONS: ACCESS"  # a page left: on its row again

        up_to_top(app)
        down_to(app, "TAKE A GUEST OFF")
        press(app, key(pygame.K_RETURN))
        assert menu_on(app).heading == "TAKE WHICH GUEST OFF?"
        press(app, key(pygame.K_ESCAPE))  # the list left with Esc
        assert on(app) == "TAKE A GUEST OFF"
        press(app, key(pygame.K_RETURN))
        down_to(app, "BACK")
        press(app, key(pygame.K_RETURN))  # and with its BACK
        assert menu_on(app).heading == "HOST" and on(app) == "TAKE A GUEST OFF"

        down_to(app, ROW)  # END THIS GAME AFTER THE POT, the row over END THE PARTY
        press(app, key(pygame.K_RETURN))
        answer(app, yes=True)
        menu = menu_on(app)
        assert not menu.menu.items[[item.label for item in menu.menu.items].index(ROW)].enabled
        assert on(app) == "GO ON WITH THE PARTY"  # not END THE PARTY, the next row that answers
    finally:
        party.close()


@pytest.mark.parametrize("page", ["TONIGHT'S LEDGER", "LAST POTS", "NEXT GAME"])
def test_back_from_a_page_the_cursor_is_on_its_row(app, page):
    """One rule for every page: a host play-test came back from LAST POTS on GO ON WITH THE PARTY
    (a page only read once gave the cursor to GO ON) and from NEXT GAME on its own row, and their
    next Down, Enter chose KEEP IT PAUSED, not TONIGHT'S LEDGER. Back from a page read or a page
    that changes something, the cursor is on the row the host came from."""
    party, devices = open_party("baseball", 3)
    try:
        table = table_of(app, party, devices, dealt=True)
        past_a_pot(app, party)
        for _ in range(4000):  # and the TV has shown the pot: LAST POTS has one, tonight's ledger too
            if table.pots.session_tapes() and party.room.night.ledger.sessions:
                break
            app.frame([], STEP)
        press(app, key(pygame.K_ESCAPE))
        down_to(app, page)
        row = on(app)
        press(app, key(pygame.K_RETURN))
        assert not isinstance(app.stack.top, PartyHostMenu)  # the page is up
        press(app, key(pygame.K_ESCAPE))
        assert on(app) == row
    finally:
        party.close()


def hat(dy: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=(0, dy))


def pad(button: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=button)


# the host's presses on the TV's keyboard or a controller: the d-pad, A, and X (SKIP: the players'
# page left with the players joined)
CONTROLS = {
    "keys": {
        "up": key(pygame.K_UP),
        "down": key(pygame.K_DOWN),
        "a": key(pygame.K_RETURN),
        "x": key(pygame.K_TAB),
    },
    "pad": {"up": hat(1), "down": hat(-1), "a": pad(0), "x": pad(2)},
}


@pytest.mark.parametrize("controls", ["keys", "pad"])
def test_after_every_row_acts_the_cursor_is_on_that_row_saying_the_change(app, controls):
    """A host play-test read the cursor on END THE PARTY after UNLOCK THE ROOM: one more Enter would
    have asked to end the party. Every row that acts, answered either way, with the keys or a
    controller: a toggle comes back on its own row, now reading the other way (one more Enter asks
    its other question, never END THE PARTY?); NO comes back to the row, or the guest, asked from;
    a choice made comes back on its row. (A row greyed by what it did gives the cursor to GO ON
    WITH THE PARTY: the first test here.)"""
    keys = CONTROLS[controls]
    party, devices = open_party("night-baseball", 4)  # a phone guest and QUEENIE at the TV
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))

        def to_row(label: str) -> None:
            while menu_on(app).menu.selected:  # up to the first row
                press(app, keys["up"])
            while not on(app).startswith(label):
                press(app, keys["down"])

        def use(label: str, yes: bool) -> None:
            """`label`'s row, Enter, and its question answered."""
            to_row(label)
            press(app, keys["a"])
            asked = app.stack.top
            assert isinstance(asked, ConfirmScene), type(asked).__name__
            while (asked.menu.current.label == "NO") == yes:
                press(app, keys["down"])
            press(app, keys["a"])

        for label, yes, lands, locked in [
            ("LOCK THE ROOM", False, "LOCK THE ROOM", False),
            ("LOCK THE ROOM", True, "UNLOCK THE ROOM", True),
            ("UNLOCK THE ROOM", False, "UNLOCK THE ROOM", True),
            ("UNLOCK THE ROOM", True, "LOCK THE ROOM", False),  # the play-test's
        ]:
            use(label, yes)
            assert (on(app), room.locked) == (lands, locked), label
        press(app, keys["a"])  # one more Enter: the row's own question
        assert app.stack.top.question == "LOCK THE ROOM?"
        press(app, keys["a"])  # (NO)
        assert on(app) == "LOCK THE ROOM" and not room.locked

        for label in (ROW, "END THE PARTY"):
            use(label, yes=False)
            assert on(app) == label and not ending(room) and room.table is not None

        to_row("NEXT GAME")
        press(app, keys["a"], keys["a"])  # the list, opened on the game after Night Baseball: chosen
        assert room.next_game is not None and on(app) == "NEXT GAME: MIDNIGHT BASEBALL"

        to_row("SEAT A PLAYER AT THE TV")
        press(app, keys["a"], keys["a"], keys["x"])  # one joins at the TV, the page left
        assert len(at_tv(room)) == 2 and on(app) == "SEAT A PLAYER AT THE TV"  # (a seat still free)

        to_row("TAKE A GUEST OFF")
        press(app, keys["a"])
        menu = menu_on(app)
        guest = next(row for row, item in enumerate(menu.menu.items) if "(TV)" not in item.label)
        press(app, *[keys["down"]] * (guest - menu.menu.selected), keys["a"], keys["a"])  # NO
        assert menu_on(app).heading == "TAKE WHICH GUEST OFF?" and menu_on(app).menu.selected == guest
        press(app, keys["a"], keys["down"], keys["a"])  # TAKE OFF
        assert room.removed and on(app) == "TAKE A GUEST OFF"  # (QUEENIE and the new player still on)
    finally:
        party.close()


@pytest.mark.parametrize("controls", ["keys", "pad"])
def test_one_up_from_the_opening_row_reaches_end_the_party_which_still_asks(app, shots, controls):
    """A host play-test counted 11 Downs to END THE PARTY: Up from the first row, where every
    opening starts, goes round to it, with the keys or a controller's d-pad; its question still
    comes, NO first, so a stray Up, Enter ends nothing. Down from it goes round to the first row (a
    later play-test's stopped there while Up went round)."""
    keys = CONTROLS[controls]
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        assert on(app) == "GO ON WITH THE PARTY"
        press(app, keys["up"])
        assert on(app) == "END THE PARTY"
        for wide, high in ((1920, 1080), (1280, 720)):  # as the TV shows it, to be looked at
            shots(
                app,
                f"host-menu-up-{controls}-{high}",
                pygame.transform.scale(app.display.canvas, (wide, high)),
            )
        press(app, keys["a"])
        asked = app.stack.top
        assert isinstance(asked, ConfirmScene) and asked.question == "END THE PARTY?"
        assert asked.menu.current.label == "NO"
        press(app, keys["a"])  # NO: the party goes on, the cursor on the row asked from
        assert on(app) == "END THE PARTY" and not room.controls.ended
        press(app, keys["up"])  # from the last row, Up goes back up the rows as ever
        assert on(app) == "END THIS GAME AFTER THE POT"
        press(app, keys["down"], keys["down"])  # and Down goes round the foot to the top, both ways
        assert on(app) == "GO ON WITH THE PARTY"
    finally:
        party.close()
