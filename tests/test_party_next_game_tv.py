"""The host changes the party's game on the TV, the party going on: G (a pad's Y) on tonight's
ledger between two sessions, or the host menu's NEXT GAME row, opens the list of games HOST A
PARTY's GAME row opens; a game the party cannot play is greyed with why. A host play-test ended the
party, hosted again under a new code and had every phone join again to go from Baseball to Midnight
Baseball."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, open_party, to_tonights_ledger
from test_party_tv_host import table_of
from test_party_tv_host_overlays import frame_words, said
from test_ui_support import key, letter, press

from game.screens.party_between import NEXT_GAME_KEYS
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def row_of(scene: ProfileScene, profile: str) -> int:
    return [entry.id for entry in scene.entries].index(profile)


def move_to(app, scene: ProfileScene, profile: str) -> None:
    """Down (or Up) the list to `profile`'s row, as a host does."""
    step = pygame.K_DOWN if row_of(scene, profile) > scene.menu.selected else pygame.K_UP
    for _ in range(len(scene.entries)):
        if scene.menu.selected == row_of(scene, profile):
            break
        press(app, key(step))


def choose(app, scene: ProfileScene, profile: str) -> None:
    """`profile`'s row, then Enter."""
    move_to(app, scene, profile)
    press(app, key(pygame.K_RETURN))


def test_g_on_tonights_ledger_changes_the_next_game_and_the_next_session_is_dealt_under_it(app, monkeypatch):
    party, devices = open_party("baseball", 4)
    room = party.room
    try:
        table = to_tonights_ledger(app, party, devices)
        words = said(frame_words(app, monkeypatch))
        assert {"NEXT GAME: BASEBALL", NEXT_GAME_KEYS} <= words  # the game, and how to change it
        press(app, letter("g"))
        listed = app.stack.top
        assert isinstance(listed, ProfileScene) and room.paused  # the party paused under the list
        assert listed.menu.current.label == "NIGHT BASEBALL"  # open at the game after the one played
        assert listed.menu.items[row_of(listed, "baseball")].label == "BASEBALL (JUST PLAYED)"
        choose(app, listed, "midnight-baseball")
        assert app.stack.top is table and room.next_game is not None
        assert room.table is not None and room.table.rules.name == "Baseball"  # (not dealt yet)
        app.frame([], STEP)
        assert "NEXT GAME: MIDNIGHT BASEBALL" in said(frame_words(app, monkeypatch))
        press(app, key(pygame.K_RETURN))  # ENTER / A: DEAL IT
        for _ in range(400):
            if room.sessions == 2:
                break
            app.frame([], STEP)
        assert room.table.session_rules.name == "Midnight Baseball" and room.next_game is None
    finally:
        party.close()


DECK = "deals 9 cards each: 54 for 6, and a deck has 52."  # why Night Baseball seats 5


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_host_menus_next_game_row_greys_a_game_the_party_cannot_play(app, monkeypatch, shots, size):
    """Greyed with why, whole under the list at either TEXT SIZE. Dealer's Choice, once greyed at six
    seats for its Night Baseball (9 cards each), is open and says Night Baseball is left out."""
    app.settings.text_size = size
    party, devices = open_party("baseball", 6)  # Night Baseball seats 5 at most
    room = party.room
    try:
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        labels = [item.label for item in menu.menu.items]
        assert "NEXT GAME: BASEBALL" in labels
        menu.menu.select(labels.index("NEXT GAME: BASEBALL"))
        press(app, key(pygame.K_RETURN))
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        greyed = {
            listed.entries[row].id: item.detail
            for row, item in enumerate(listed.menu.items)
            if not item.enabled
        }
        assert greyed == {
            "night-baseball": f"Night Baseball is for 2 to 5 players: this party has 6 seats. It {DECK}"
        }
        shown = {  # Dealer's Choice is dealt without its Night Baseball, and says so (engine Rules.games_at)
            **greyed,
            "dealers-choice": "Night Baseball left out at 6 seats: it needs 54 cards.",
        }
        for game in ("night-baseball", "dealers-choice"):
            move_to(app, listed, game)
            lines = [text for text, _ in frame_words(app, monkeypatch)]
            assert shown[game] in " ".join(lines)  # the why, shown whole (wrapped as it fits)
            listed.draw(app.display.canvas)
            for wide, high in ((1920, 1080), (1280, 720)):  # as the TV shows it, to be looked at
                scaled = pygame.transform.scale(app.display.canvas, (wide, high))
                shots(app, f"next-game-{game}-{size}-{high}", scaled)
        choose(app, listed, "seven-card-stud")
        assert app.stack.top is menu and room.table.rules.name == "Baseball"
        words = said(frame_words(app, monkeypatch))
        assert {"NEXT GAME: SEVEN-CARD STUD", "SEVEN-CARD STUD AFTER THIS GAME"} <= words
    finally:
        party.close()


def test_with_a_player_at_the_tv_a_stud_game_says_she_leaves_the_tv_and_is_chosen(app, monkeypatch):
    """One path: a host play-test went back to the menu, took the TV's player off and came back to
    the list (three trips) to deal Dealer's Choice. A stud game is not greyed for a player at the
    TV: chosen, it asks BASEBALL NEXT?, saying she leaves the TV as it starts (NO first: nothing
    changes), and YES makes it the next game, her seat hers to Midnight's last pot."""
    party, devices = open_party("midnight-baseball", 4)  # a player at the TV (No Peek)
    room = party.room
    (seat,) = devices
    try:
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        for answer in ([], [key(pygame.K_DOWN)]):  # NO, then YES
            menu.menu.select([item.label for item in menu.menu.items].index("NEXT GAME: MIDNIGHT BASEBALL"))
            press(app, key(pygame.K_RETURN))
            listed = app.stack.top
            assert isinstance(listed, ProfileScene)
            greyed = [
                entry.id
                for entry, item in zip(listed.entries, listed.menu.items, strict=True)
                if not item.enabled
            ]
            assert "baseball" not in greyed and "seven-card-stud" not in greyed, greyed
            choose(app, listed, "baseball")
            asking = app.stack.top
            assert isinstance(asking, ConfirmScene) and asking.question == "BASEBALL NEXT?"
            detail = " ".join(asking.detail)
            assert detail.startswith("QUEENIE leaves the TV as it starts"), detail
            press(app, *answer, key(pygame.K_RETURN))
            assert app.stack.top is menu
            if not answer:  # NO: nothing changed
                assert room.next_game is None and room.controls.leave_with_game == []
        assert room.next_game is not None and room.next_game[1] == "baseball"
        assert seat not in room.off_at_tv and room.guests[seat].local  # Midnight's pots are still hers
        assert room.controls.leave_with_game == [room.guests[seat]]
        assert "BASEBALL AFTER THIS GAME" in said(frame_words(app, monkeypatch))
    finally:
        party.close()
