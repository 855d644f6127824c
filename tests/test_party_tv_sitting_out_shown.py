"""The party TV at a Dealer's Choice stud pot with a player at the TV: her plate reads SITS OUT:
STUD (SITTING OUT where it is narrow) and the log says why (`Queenie sits out: stud cards can't
hide on a TV`), drawn whole at either TEXT SIZE, from the pot's HandStart.out (the same event the
phones say it from). A host play-test rated the party 7/10 for taking her off the TV for the whole
Dealer's Choice instead."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party, settle
from test_party_setup_stud_tv_row import to_row
from test_party_tv import to_setup
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from engine.events import HandStart
from game.platform.text import KEEP
from game.telling.sit_out_words import SITS_OUT_FORMS, sits_out_line

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def sitting_out_now(room) -> bool:
    """A stud pot is dealt with a seat sitting it out, and the TV has shown its deal."""
    table = room.table
    if table is None or not room.pot_being_played or room.host.busy:
        return False
    start = table.events[table.hand_events_start]
    return isinstance(start, HandStart) and bool(start.out) and table.legal_actions() is not None


@pytest.mark.parametrize(("size", "seats"), [("normal", 5), ("large", 5), ("normal", 4)])
def test_the_tv_marks_the_tv_player_sitting_out_a_stud_pot(app, monkeypatch, shots, size, seats):
    app.settings.text_size = size
    party, devices = open_party("dealers-choice", seats)
    try:
        room = party.room
        queenie = room.controls.add_local("Queenie")
        devices[queenie] = "keys"
        table = table_of(app, party, devices)
        said: list[str] = []  # what the TV drew as the line was newest in its log
        for _ in range(6000):
            if table.model.log and table.model.log[-1] == sits_out_line("Queenie") and not said:
                said = [text for text, _ in drawn_by(app, table, monkeypatch)]
                shots(app, f"party_tv_sits_out_said_{size}_{seats}")
            if sitting_out_now(room) and said:
                break
            local = room.controls.local_turn()
            if local is not None:  # she calls Baseball when she deals, else plays on
                room.controls.act_local("baseball" if "baseball" in local.kinds else local.kinds[0])
            guest_moves(party)
            settle(room)
            app.frame([], STEP)
        else:
            raise AssertionError("no stud pot with Queenie sitting out was shown")
        for _ in range(30):
            app.frame([], STEP)
        assert table.model.seats[queenie].sitting_out and not table.model.seats[queenie].cards
        texts = [text for text, _ in drawn_by(app, table, monkeypatch)]
        shots(app, f"party_tv_sitting_out_{size}_{seats}")
        # on her plate all through the pot, saying why in the form its room holds
        assert any(text in SITS_OUT_FORMS or text.endswith(SITS_OUT_FORMS) for text in texts), texts
        assert "Queenie sits out: stud" in " ".join(said), said  # the log's line, drawn as the pot is dealt
    finally:
        party.close()


@pytest.mark.parametrize("size", ["normal", "large"])
def test_host_a_party_seats_players_at_the_tv_for_a_dealers_choice_but_two_seats(
    app, monkeypatch, shots, size
):
    app.settings.text_size = size
    setup = to_setup(app, "dealers-choice")
    setup.seats = 4
    to_row(app, setup)
    row = setup.menu.current
    assert row.enabled and row.detail.startswith("At the TV: every No Peek pot; a stud pot is sat out.")
    for _ in range(4):
        press(app, key(pygame.K_RIGHT))
    assert len(setup.players) == 2  # two seats left to deal its stud pots
    drawn = " ".join(text for text, _ in drawn_by(app, setup, monkeypatch)).replace(KEEP, " ")
    assert "a stud pot is sat out" in drawn
    shots(app, f"party_setup_dealers_choice_{size}")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_tv_player_who_deals_is_offered_the_no_peek_games_alone(app, monkeypatch, shots, size):
    app.settings.text_size = size
    party, devices = open_party("dealers-choice", 5)
    try:
        room = party.room
        queenie = room.controls.add_local("Queenie")
        devices[queenie] = "keys"
        table = table_of(app, party, devices)
        for _ in range(6000):
            local = room.controls.local_turn()
            if local is not None and local.decision == "choose_game" and table.buttons is not None:
                break
            if local is not None:
                room.controls.act_local(local.kinds[0])
            guest_moves(party)
            settle(room)
            app.frame([], STEP)
        else:
            raise AssertionError("Queenie never dealt")
        for _ in range(10):
            app.frame([], STEP)
        drawn = " ".join(text for text, _ in drawn_by(app, table, monkeypatch))
        shots(app, f"party_tv_tv_dealer_calls_{size}")
        labels = [item.label for item in table.buttons.items]
        assert labels == ["NIGHT BASEBALL", "MIDNIGHT BASEBALL"], labels  # the pots she plays
        assert "NIGHT BASEBALL" in drawn and "SEVEN-CARD STUD" not in drawn
    finally:
        party.close()
