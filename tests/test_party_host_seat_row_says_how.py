"""SEAT A PLAYER AT THE TV, greyed in the host's menu, says why and what would open it, whole on the
line under the rows at either TEXT SIZE: a host play-test in Baseball read the row greyed and
nothing of why, and its old words ('Hidden cards: TV seats need a No Peek game.', 'No bot's seat
is free.') said no way to a seat at the TV. In a stud game it names the rows that open it, NEXT
GAME and END THIS GAME AFTER THE POT: another read 'No Peek games only: pick one as NEXT GAME.',
then 'Hidden cards till the next game is dealt.', and found the second row alone."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from engine.profile import load_profile
from game.party.seating import open_seats
from game.screens.party_end_game import ROW as END_ROW
from game.screens.party_seat_row import AFTER_THIS, NEXT_HIDES, PICK_ONE, ROW, SEATS_FULL, TV_FULL

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def under_the_rows(app, monkeypatch) -> list[str]:
    """The host menu opened, the cursor Down to the row: the words drawn under the rows."""
    press(app, key(pygame.K_ESCAPE))
    menu = app.stack.top
    row = next(i for i, item in enumerate(menu.menu.items) if item.label == ROW)
    press(app, *[key(pygame.K_DOWN)] * row)
    assert menu.menu.current.label == ROW
    last = max(rect.bottom for rect in menu.menu.rects)
    return [text for text, rect in drawn_by(app, menu, monkeypatch) if rect.top > last]


def next_game(room, profile: str) -> None:
    room.next_game = (load_profile(profile), profile)  # (as NEXT GAME's list sets it)


def every_seat_taken(room) -> None:
    """Players at the TV in every bot's seat (from the next deal)."""
    for name in ("ANN", "BO", "CY", "DI")[: len(open_seats(room))]:
        room.controls.add_local(name, None)
    assert not open_seats(room)


def two_at_the_tv(room) -> None:
    for name in ("ANN", "BO"):
        room.controls.add_local(name, None)
    assert open_seats(room)


CASES = {
    "stud-now-and-next": ("baseball", lambda room: None, PICK_ONE),
    "no-peek-chosen-next": ("baseball", lambda room: next_game(room, "midnight-baseball"), AFTER_THIS),
    "stud-chosen-next": ("night-baseball", lambda room: next_game(room, "baseball"), NEXT_HIDES),
    "every-seat-taken": ("night-baseball", every_seat_taken, SEATS_FULL),
    # two of four seats at the TV: a dealer's choice keeps two for its stud pots, though two are free
    "dealers-choice-tv-full": ("dealers-choice", lambda room: two_at_the_tv(room), TV_FULL),
}


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("case", list(CASES))
def test_a_greyed_seat_row_says_why_and_how_whole(app, monkeypatch, case, size):
    profile, arrange, words = CASES[case]
    app.settings.text_size = size
    party, devices = open_party(profile, 4)
    try:
        table_of(app, party, devices)
        arrange(party.room)
        assert under_the_rows(app, monkeypatch) == [words]  # whole: not cut to the panel
        assert not app.stack.top.menu.current.enabled
    finally:
        party.close()


ENDS = " ".join(END_ROW.split()[:3])  # END THIS GAME (AFTER THE POT)


@pytest.mark.parametrize(
    ("case", "rows"), [("stud-now-and-next", ["NEXT GAME", ENDS]), ("no-peek-chosen-next", [ENDS])]
)
def test_in_a_stud_game_the_greyed_seat_row_names_the_rows_that_open_it(app, monkeypatch, case, rows):
    """Each row by its label's first words, in the order they are taken, and each a row of this menu."""
    profile, arrange, _ = CASES[case]
    party, devices = open_party(profile, 4)
    try:
        table_of(app, party, devices)
        arrange(party.room)
        (said,) = under_the_rows(app, monkeypatch)
        labels = [item.label for item in app.stack.top.menu.items]
        at = -1
        for row in rows:
            assert any(label.startswith(row) for label in labels), (row, labels)
            at = said.find(row, at + 1)
            assert at >= 0, (said, rows)
    finally:
        party.close()


def test_ending_baseball_early_for_midnight_opens_the_row(app, monkeypatch):
    """What AFTER_THIS promises: once the next game is the one dealt next, the row answers."""
    party, devices = open_party("baseball", 4)
    try:
        table_of(app, party, devices)
        next_game(party.room, "midnight-baseball")
        party.room.controls.end_after_pot()
        assert under_the_rows(app, monkeypatch) == []
        assert app.stack.top.menu.current.enabled
    finally:
        party.close()


def test_in_a_stud_game_the_greyed_seat_row_says_steps_to_follow(app, monkeypatch):
    """A host play-test read 'No Peek as NEXT GAME, then END THIS GAME.' and had to guess what to
    do: the line is the host's steps, in order, each a thing to do: pick a No Peek game in NEXT
    GAME, then END THIS GAME (whole at both TEXT SIZEs: test_a_greyed_seat_row_says_why_and_how_whole)."""
    party, devices = open_party("baseball", 4)
    try:
        table_of(app, party, devices)
        (said,) = under_the_rows(app, monkeypatch)
        first, second = said.rstrip(".").split(", ")
        assert first.startswith("Pick No Peek in NEXT GAME"), said  # what to pick, and where
        assert second == ENDS, said  # then the row that ends this game
    finally:
        party.close()
