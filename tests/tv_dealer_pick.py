"""A party's dealer's choice played to the pick of a dealer at the TV, where the tests of that pick
start (test_dealers_choice_ui: the same menu as the solo table's; test_party_tv_pick_clear: nothing
over anything else)."""

from __future__ import annotations

import dataclasses
import os

import pygame
from test_party_tv import open_room, to_setup
from test_polish_support import human_move
from test_ui_support import key, press, run_until

from engine.profile import USER_DIR_ENV
from game.screens.scenes.party import PartyTableScene


def to_tv_dealers_pick(app, tmp_path, monkeypatch, games: list[str], name: str):
    """A dealer's choice of `games` (profile ids) hosted with `name` at the TV and a 60 s turn timer
    (its seconds said beside the prompt), played until `name` picks the game: the lobby, whose party
    the caller closes, and the table."""
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "night-games.yaml").write_text(f"games: [{', '.join(games)}]\n")
    monkeypatch.setitem(os.environ, USER_DIR_ENV, str(folder))
    lobby = open_room(app, to_setup(app, "night-games"))
    room = lobby.party.room
    room.timing = dataclasses.replace(room.timing, bot_delay=0.0, hand_pause=0.0, turn_seconds=60.0)
    try:
        room.controls.add_local(name)
        press(app, key(pygame.K_RETURN))  # START
        table = app.stack.top
        assert isinstance(table, PartyTableScene)

        def picks() -> bool:
            legal = room.controls.local_turn()
            if legal is None or legal.decision == "choose_game":
                return legal is not None and table.buttons is not None
            table.choose(human_move(legal))
            return False

        run_until(app, picks, limit=20000)
    except BaseException:
        lobby.party.close()
        raise
    return lobby, table
