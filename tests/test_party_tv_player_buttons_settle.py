"""A press made before a player at the TV's buttons were up, or in the same burst, plays nothing for
them (issue 31, a host play-test: the host's Enter pressed twice at the lobby's START, and within 3 s
the TV said 'MAX PICKS NIGHT BASEBALL', Max never having seen the pick; in Midnight, Enter twice at a
pot's result turned Max's first card and checked for him). Their buttons take Enter / A or a letter
once they have been up a moment with no such press (game.screens.press_settle); then one press acts."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party, settle, settled
from test_party_tv_host import table_of
from test_ui_support import key, letter, press
from tv_dealer_pick import to_tv_dealers_pick

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

ENTER = key(pygame.K_RETURN)
BURST = 8  # presses, STEP apart: a host's Enter again and again


def moves_played(monkeypatch, controls) -> list[str]:
    """The moves the TV's players play from now on (what their buttons send the room)."""
    played: list[str] = []
    act = controls.act_local
    monkeypatch.setattr(controls, "act_local", lambda kind: (played.append(kind), act(kind)))
    return played


def test_enter_in_the_burst_that_started_the_party_picks_no_game_for_the_tv_dealer(
    app, tmp_path, monkeypatch
):
    lobby, table = to_tv_dealers_pick(
        app, tmp_path, monkeypatch, ["night-baseball", "midnight-baseball"], "Max"
    )
    try:
        played = moves_played(monkeypatch, lobby.party.room.controls)
        press(app, ENTER)  # the burst's next press, the pick's menu just up
        for _ in range(BURST):
            app.frame([ENTER], STEP)
        assert played == [] and table.buttons is not None  # Max's menu is still up, no game picked
        assert not table.buttons.nudged  # nor said ENTER AGAIN: the burst's presses never reached it
        settled(app, table.buttons_settle)  # the hands let go: Max reads the games
        press(app, ENTER)  # a bare Enter at a pick says what the next does (action_menu._OnAPanel)
        assert played == [] and table.buttons.nudged
        press(app, ENTER)  # a second right after it is not read yet (tests/test_party_pick_deal_now.py)
        assert played == []
        settled(app, table.buttons_settle)
        press(app, ENTER)  # the second once the nudge is read deals the lit game
        assert played == ["night-baseball"] and table.buttons is None
    finally:
        lobby.party.close()


@pytest.mark.parametrize("letters", [False, True], ids=["enter", "letters"])
def test_presses_at_the_pots_before_play_nothing_for_the_tv_player_till_their_buttons_settle(
    app, monkeypatch, letters
):
    # (T turns a card, C checks: the play-test's two moves)
    pressed = [letter("t"), letter("c")] if letters else [ENTER]
    party, devices = open_party("midnight-baseball", 4)  # QUEENIE at the TV, keys her controller
    try:
        (seat,) = devices
        table = table_of(app, party, devices)
        played = moves_played(monkeypatch, party.room.controls)
        for _ in range(6000):  # the host presses all along, till QUEENIE's buttons are up
            guest_moves(party)
            settle(party.room)
            app.frame(pressed, STEP)
            if table.offered is not None and table.offered.seat == seat:
                break
        assert table.offered is not None and table.offered.seat == seat
        for _ in range(BURST):  # and on, as they come up
            app.frame(pressed, STEP)
        assert played == [] and table.buttons is not None  # nothing turned or checked for her
        settled(app, table.buttons_settle)
        assert table.buttons is not None
        first = table.buttons.items[0].shortcut
        press(app, letter(first) if letters else ENTER)  # her own press, the buttons read
        assert len(played) == 1
    finally:
        party.close()
