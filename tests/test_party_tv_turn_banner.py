"""A player at the party TV is told it is their turn so it is seen across a room (a host with a
player at the TV found 'TIME LEFT 2' over a prompt in the middle easy to miss): a big banner by
their seat, 'QUEENIE'S TURN' (named: a host play-test with two at the TV read a bare 'YOUR TURN'),
clear of every card, the pot and the buttons, at both TEXT SIZEs, and their seconds in it when few
are left ('QUEENIE'S TURN 7'); a chime as the turn comes."""

from __future__ import annotations

import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_party_tv_playtest import settle
from test_ui_support import drawn_by

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.platform import sound
from game.platform.text import HEADING
from game.screens import party_tv_turn

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def to_the_tv_players_turn(app, party, devices):
    """The TV shown till its player at the TV (the one of `devices`) is asked: their table, seat."""
    room = party.room
    table = table_of(app, party, devices)
    (seat,) = devices
    for _ in range(6000):
        if table.offered is not None and table.offered.seat == seat:
            break
        guest_moves(party)
        settle(room)
        app.frame([], STEP)
    assert table.offered is not None and table.offered.seat == seat
    return table, seat


@pytest.mark.parametrize(
    ("size", "seats", "name"),
    [
        ("normal", 4, ""),
        ("normal", 5, ""),
        ("normal", 6, "Grandpa Jo"),  # (the play-test's: 'YOUR TURN' at its bottom left)
        ("normal", 4, "Maximiliana Bell"),
    ],
)  # (at large: the seat's own plate says it under their name, below; a bare YOUR TURN fitted)
def test_the_tv_players_turn_is_a_big_banner_by_their_seat_clear_of_cards_pot_and_buttons(
    app, shots, monkeypatch, size, seats, name
):
    app.settings.text_size = size
    chimes: list[str] = []
    monkeypatch.setattr(sound, "play", chimes.append)
    party, devices = open_party("night-baseball" if seats < 6 else "midnight-baseball", seats)
    try:
        if name:  # QUEENIE renamed
            (tv,) = devices
            party.room.guests[tv].name = name
        table, seat = to_the_tv_players_turn(app, party, devices)
        assert "your_turn" in chimes
        drawn = drawn_by(app, table, monkeypatch)
        shots(app, f"party_tv_turn_banner_{size}_{seats}{name}")
        said = party_tv_turn.banner_words(table.room.seat_cards()[seat].name, 30.0)
        banners = [(text, rect) for text, rect in drawn if text in said]
        assert banners, [text for text, _ in drawn]
        (words, rect), *_ = banners
        assert rect.height >= HEADING  # bigger than every word of the table
        assert words == said[0] or len(said[0]) > 12  # the whole name, where it is short
        director = table.director
        cards = [(x, y, CARD_W, CARD_H) for other in director.slots for x, y in director.seat_places(other)]
        assert rect.collidelist(cards) < 0, "the banner covers a card"
        places = table.renderer.places
        assert not rect.colliderect(places.centre), "the banner covers the middle"
        assert rect.collidelist(party_tv_turn.table_words(places)) < 0, "the banner covers the corner"
        assert rect.collidelist(table.buttons.rects) < 0, "the banner covers a button"
        # near their seat: beside its plate
        plate = party_tv_turn.seat_blocks(director)[seat]
        near = 2 * (party_tv_turn.PAD + party_tv_turn.GAP) + 2
        assert rect.inflate(near, near).colliderect(plate)
        # few seconds left: said in the banner, in the same place, the name cut as much
        monkeypatch.setattr(table.waits, "tv_seconds", lambda offered: 6.2)
        low = [(text, r) for text, r in drawn_by(app, table, monkeypatch) if text.endswith("'S TURN 7")]
        shots(app, f"party_tv_turn_banner_low_{size}_{seats}{name}")
        assert [(text[:-2], r.center) for text, r in low] == [(words, rect.center)], low
    finally:
        party.close()


def test_the_last_seconds_are_said_in_the_banner_and_ticked(monkeypatch):
    played: list[str] = []
    monkeypatch.setattr(sound, "play", played.append)
    turn = party_tv_turn.TvTurn(text=None)  # type: ignore[arg-type]  # (draws nothing here)
    for left in (30.0, 5.5, 4.9, 4.2, 3.9, 0.1, None, 4.5):
        turn.follow(left)
    assert played == ["tick"] * 4  # 5, 4, 1, then a new turn's 5
    assert party_tv_turn.banner_words("Dana", 30.0) == ("DANA'S TURN",)
    assert party_tv_turn.banner_words("Dana", 6.2) == ("DANA'S TURN 7",)
    assert party_tv_turn.banner_words("Dana", 9.5) == ("DANA'S TURN",)
    assert party_tv_turn.banner_words("Dana", 0.4) == ("DANA'S TURN 1",)
    assert party_tv_turn.banner_words("Dana", None) == ("DANA'S TURN",)
    # a long name: whole, then cut (never 'YOUR TURN': whose, with two at the TV?)
    assert party_tv_turn.banner_words("Maximiliana Bell", 6.2) == (
        "MAXIMILIANA BELL'S TURN 7",
        "MAXIMILIANA\u2026'S TURN 7",
        "MAXIMI\u2026'S TURN 7",
    )
    assert party_tv_turn.plate_words(30.0) == "YOUR TURN"  # (under their own name on their plate)
    assert party_tv_turn.plate_words(6.2) == "7 SECONDS"


@pytest.mark.parametrize(
    ("profile", "seats"),
    [("no-peek", 6), ("night-baseball", 5), ("night-baseball", 4), ("night-baseball", 3)],
)
def test_at_a_table_too_crowded_for_a_banner_the_seats_own_plate_says_it_once(
    app, shots, monkeypatch, profile, seats
):
    """TEXT SIZE large: nowhere by the TV player's seat is clear for a banner that names them (a
    bare YOUR TURN fitted with three or four players), and one over their plate drew the name twice,
    6 px apart, and YOUR TURN on the balance. Their plate says it under their name."""
    app.settings.text_size = "large"
    party, devices = open_party(profile, seats)
    try:
        table, seat = to_the_tv_players_turn(app, party, devices)
        name = table.room.seat_cards()[seat].name.upper()
        plate = layout.name_plate(table.director.slots[seat])
        for left, said in ((30.0, "YOUR TURN"), (6.2, "7 SECONDS")):
            monkeypatch.setattr(table.waits, "tv_seconds", lambda offered, left=left: left)
            drawn = drawn_by(app, table, monkeypatch)
            shots(app, f"party_tv_turn_plate_{profile}_{seats}_{said}")
            assert [text for text, _ in drawn].count(name) == 1  # (the prompt says 'QUEENIE:')
            on_plate = [
                (text, rect) for text, rect in drawn if plate.contains(rect) and text != "D"
            ]  # (the dealer's button)
            assert [text for text, _ in on_plate] == [name, said], on_plate  # the balance gives way
            (_, named), (_, words) = on_plate
            assert named.bottom <= words.top  # the name's line, then the words'
            assert table.tv_turn.banner is None  # (the case this test is for)
    finally:
        party.close()
