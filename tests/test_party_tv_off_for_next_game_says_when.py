"""TAKE ... OFF THE TV?, asked as a game with hidden cards is chosen NEXT GAME while a player sits at
the TV, says why (its hidden cards) and exactly when a bot plays the seat: a host
play-test with Dana at the TV in Night Baseball chose Dealer's Choice and read 'Dealer's Choice deals
hidden cards. They play this pot out; a bot plays the seat from the next.', which reads as Dealer's
Choice's first pot, where the bot has the seat from Night Baseball's next pot. So it names the game in
play's pots the bot plays, and the way to keep them in it (choose after its last pot); once the host
ends the game in play after the pot, or between games, the bot's first pot is the next game's.
(Dealer's Choice itself no longer asks: the TV's player sits its stud pots out,
tests/test_party_tv_player_sits_out_stud.py.)"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from party_sweep import party_at
from test_party_next_game_tv import choose
from test_party_tv_host import table_of
from test_ui_support import key, press

from game.party.room import Room
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

WHY = "hidden cards: only a phone hides them."


@contextmanager
def asked_for(app, chosen: str, arrange=lambda room: None) -> Iterator[tuple[Room, str]]:
    """Night Baseball's first pot dealt with QUEENIE at the TV, `arrange`d, then `chosen` picked
    from the host menu's NEXT GAME list: the room and the question's words under it."""
    with party_at("night-baseball", 4) as (party, devices):
        table_of(app, party, devices, dealt=True)
        arrange(party.room)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        labels = [item.label for item in menu.menu.items]
        menu.menu.select(next(i for i, label in enumerate(labels) if label.startswith("NEXT GAME")))
        press(app, key(pygame.K_RETURN))
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        choose(app, listed, chosen)
        asking = app.stack.top
        assert isinstance(asking, ConfirmScene) and asking.question == "TAKE QUEENIE OFF THE TV?"
        yield party.room, " ".join(asking.detail)


def test_chosen_mid_game_it_says_the_bot_plays_the_game_in_plays_last_pots(app):
    with asked_for(app, "baseball") as (room, detail):
        table = room.host.table
        assert table.hands_played == 0 and room.pot_being_played  # the first of its pots in play
        last = room.rules.pots - 1
        assert detail == (
            f"Baseball deals {WHY} They play this pot out; a bot plays the seat "
            f"from the next pot, Night Baseball's last {last} pots too. Then Baseball is the next "
            "game. To keep them in Night Baseball, choose Baseball after its last pot."
        )


def test_chosen_as_the_game_in_play_ends_after_the_pot_the_bot_starts_with_the_next_game(app):
    with asked_for(app, "baseball", lambda room: room.controls.end_after_pot()) as (_, detail):
        assert detail == (
            f"Baseball deals {WHY} They play this pot out; a bot plays the seat from Baseball's "
            "first pot. Then Baseball is the next game."
        )
