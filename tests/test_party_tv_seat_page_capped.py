"""SEAT A PLAYER AT THE TV's page, in a Dealer's Choice party, lets join as many as may sit at the TV
(all seats but two, which deal its stud pots: game.party.next_game.tv_room), not every free seat,
and says why where the count stops; HOST A PARTY's page says it too. W1's play-test follow-up: one
too many joined the page and was refused with a notice as it was left."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party
from test_party_tv import to_setup
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from game.party.next_game import at_tv, tv_room_left
from game.party.seating import open_seats
from game.screens.party_seat_row import ROW, cap_words
from game.screens.scenes.party_setup import PartyPlayersScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_page_stops_at_the_tvs_limit_and_says_why_there(app, monkeypatch, shots, size):
    app.settings.text_size = size
    party, devices = open_party("dealers-choice", 5)  # a phone guest, four bots
    room = party.room
    try:
        room.controls.add_local("QUEENIE", None)
        table_of(app, party, devices)
        assert len(open_seats(room)) == 3 and tv_room_left(room)[0] == 2  # 5 - 2 at the TV, one there
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        menu.menu.select([item.label for item in menu.menu.items].index(ROW))
        press(app, key(pygame.K_RETURN))
        page = app.stack.top
        assert isinstance(page, PartyPlayersScene) and page.seats == 2
        press(app, key(pygame.K_j))
        said = [text for text, _ in drawn_by(app, page, monkeypatch)]
        assert not any(text.startswith("AT MOST") for text in said)  # (not yet: one more may join)
        press(app, key(pygame.K_j), key(pygame.K_j))  # the second, then one too many: not joined
        assert len(page.players) == 2
        drawn = drawn_by(app, page, monkeypatch)
        shots(app, f"party_tv_seat_page_capped_{size}")
        lines = [(text, rect) for text, rect in drawn if text.startswith("AT MOST") or "PHONES" in text]
        assert " ".join(text for text, _ in lines).startswith("AT MOST 3 AT THE TV IN DEALER'S CHOICE")
        rows = [rect for text, rect in drawn if text.startswith("PLAYER")]
        assert min(rect.top for _, rect in lines) > max(rect.bottom for rect in rows)  # under them
        press(app, key(pygame.K_TAB))  # done: both sit down, no notice
        assert [name for _, name in at_tv(room)][1:] and len(at_tv(room)) == 3
    finally:
        party.close()


def test_a_no_peek_partys_page_stops_at_the_free_seats_unsaid(app, monkeypatch):
    party, devices = open_party("night-baseball", 4)  # QUEENIE at the TV, a phone, two bots
    try:
        table_of(app, party, devices)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        menu.menu.select([item.label for item in menu.menu.items].index(ROW))
        press(app, key(pygame.K_RETURN))
        page = app.stack.top
        assert isinstance(page, PartyPlayersScene) and page.seats == 2 and page.stop == ""
    finally:
        party.close()


def test_host_a_partys_page_says_it_for_a_dealers_choice(app, monkeypatch):
    setup = to_setup(app, "dealers-choice")
    assert setup.seats == 4 and setup.tv_seats == 2
    press(app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_RETURN))
    page = app.stack.top
    assert isinstance(page, PartyPlayersScene) and page.seats == 2
    press(app, key(pygame.K_j), key(pygame.K_j), key(pygame.K_j))  # the third: not joined
    assert len(page.players) == 2
    said = " ".join(text for text, _ in drawn_by(app, page, monkeypatch))
    assert cap_words("Dealer's Choice", 2) == (
        "AT MOST 2 AT THE TV IN DEALER'S CHOICE: ITS STUD POTS NEED TWO SEATS WITH PHONES OR COMPUTER PLAYERS"
    )
    assert "AT MOST 2 AT THE TV IN DEALER'S CHOICE" in said
