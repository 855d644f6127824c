"""Every line under the party TV's log has its own room: a host play-test read 'WAITING FOR BEN 24'
sitting on 'JOIN ...' with no gap (2 pixels between them; at TEXT SIZE large the line, in the body
size, touched the log's last line over it). Whose turn it is stands OVER_KEPT_ROOM clear of how to
join under it and of the log over it, at both TEXT SIZEs, at every table size from 2 seats to 8,
with the log as full as it gets (its lines with the font's descenders, which reach into a line's
blank foot), in a stud game (the bet's line) and in No Peek (the hand to beat over the log), the last of them
PLATE_CLEAR over the bottom seat's plate."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import party_sweep
import pygame
import pytest
from frame_checks import plate_problems
from party_sweep import STEP, open_party, tv_table

from game.felt.log_room import KEPT_TURN, OVER_KEPT_ROOM, in_turn
from game.party.seating import open_seats
from game.platform.frame_log import FRAME
from game.telling.hints import Target

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

# (the log's words: lower case with descenders, 'g', 'y', 'p', drawn below the line's capitals)
MOVES = ["Yogi bets 1", "Gypsy raises 2", "Peggy calls 2", "Yogi folds", "Gypsy checks", "Peggy bets 1"]


def waiting_frame(app, party) -> list[tuple[str, pygame.Rect]]:
    """The TV's table, played on at the TV until it says it waits for the phone (which never
    answers) over how to join (where a seat is open: No Peek's two seats are the phone's and the
    TV player's), then drawn with the log full: each string and its rect."""
    table = tv_table(app, party, {})
    for _ in range(3000):
        app.frame([], STEP)
        said = [item.text for item in FRAME.texts()]
        joining = any(text.startswith("JOIN ") for text in said) or not open_seats(party.room)
        if any(waits(text) for text in said) and joining:
            break
    else:
        pytest.fail("the table never waited for the phone")
    model = table.model
    model.log.extend(MOVES)
    if model.no_peek:  # the hand to beat in the middle, over the log
        model.target = Target("PEGGY", "TWO PAIR")
    app.frame([], 0.0)
    return [(item.text, item.rect) for item in FRAME.texts()]


def waiting_frames(
    app, monkeypatch, size: str, profile: str, most: int
) -> Iterator[tuple[str, list[tuple[str, pygame.Rect]]]]:
    """waiting_frame at every table size of `profile` from 2 seats to `most`, at TEXT SIZE `size`:
    where it was drawn, and what."""
    app.settings.text_size = size
    entry = party_sweep.entry_for(profile)
    rules = dataclasses.replace(entry.rules, max_players=most)  # (a house game's eight seats)
    monkeypatch.setattr(party_sweep, "entry_for", lambda _: dataclasses.replace(entry, rules=rules))
    for seats in range(2, most + 1):
        party, _ = open_party(profile, seats)
        try:
            yield f"{profile}, {seats} seats, {size}", waiting_frame(app, party)
        finally:
            party.close()


def waits(text: str) -> bool:
    """The line saying whose turn the table waits for ('ANN'S TURN 30')."""
    return "'S TURN" in text


def gap(upper: pygame.Rect, lower: pygame.Rect) -> int:
    return lower.top - upper.bottom


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(("profile", "most"), [("baseball", 8), ("night-baseball", 5)])
def test_whose_turn_it_is_has_its_own_room_between_the_log_and_how_to_join(
    app, monkeypatch, size, profile, most
):
    for where, drawn in waiting_frames(app, monkeypatch, size, profile, most):
        waiting = [rect for text, rect in drawn if waits(text)]
        said = [(text, rect) for text, rect in drawn if text.startswith(("JOIN ", "ROOM CODE "))]
        joins = [rect for text, rect in said if "  CODE " not in text]  # the foot's
        strip = [rect for text, rect in said if "  CODE " in text]  # the join strip's, both in one
        # how to join in two rows under it; at large, where the foot has one row, whole on the join
        # strip instead (game.screens.party_join_strip); none where every seat is taken (No Peek's
        # two: test_party_tv_foot_gives_way)
        full = profile == "night-baseball" and where.startswith(f"{profile}, 2 seats")
        rows = 0 if full or size == "large" else 2
        assert len(waiting) == 1 and len(joins) == rows, (where, drawn)
        assert len(strip) == (1 if size == "large" and not full else 0), (where, drawn)
        wait = waiting[0]
        assert not joins or gap(wait, joins[0]) >= OVER_KEPT_ROOM, where
        # the middle's last line clear of the bottom seat's plate and of the frame of the seat
        # to act (a host play-test read ROOM CODE run down onto its name bar, 2 pixels over it)
        assert plate_problems(where, frames=True) == [], where
        log = [rect for text, rect in drawn if text in MOVES]
        assert log, (where, drawn)  # the log says what was done, over the waiting line
        assert gap(max(log, key=lambda rect: rect.bottom), wait) >= OVER_KEPT_ROOM, where


def test_how_to_join_in_one_row_says_its_lines_in_turn():
    """At TEXT SIZE large how to join has one row (LogRoom.kept_rows): the address, then the room
    code, each KEPT_TURN seconds; where both rows are kept, both lines at once."""
    lines = ("JOIN 192.0.2.2:8765", "ROOM CODE YPXG")
    assert in_turn(lines, 2, 0.0) == lines
    assert in_turn(lines, 1, 0.0) == [lines[0]]
    assert in_turn(lines, 1, KEPT_TURN - 0.1) == [lines[0]]
    assert in_turn(lines, 1, KEPT_TURN) == [lines[1]]
    assert in_turn(lines, 1, 2 * KEPT_TURN + 0.5) == [lines[0]]
