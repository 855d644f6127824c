"""A straight flush won at the showdown is "Straight flush to 8" wherever its whole name fits: a host's
play-test read "ZOË WINS 17" over "Str flush" / "to 8" in the TV's result beside the hand it beat,
"Zoë shows str flush to 8" in the TV's log and "Str flush to 8" on the phones, each with the room for
"Straight flush" (game.telling.hand_words.fuller_first, spelt_out). "Str" only where the whole
name has no room: under two hands at TEXT SIZE large, a log line of too few letters. Four of a kind,
a full house, five of a kind and a royal flush are said in the table's form, never shorter, alike."""

from __future__ import annotations

import os
from fractions import Fraction

import pygame
import pytest
from party_sweep import party_at
from test_party_tv_host import table_of
from test_straight_flush_spelt_out import shown, table

from engine.rules import Rules
from game.felt import layout
from game.felt.caption_place import apart
from game.felt.log_lines import log_lines
from game.felt.result_view import ResultView
from game.felt.seat_words import seats_form
from game.party.hand_result import hand_result
from game.party.protocol import SeatCard
from game.platform.frame_log import FRAME
from game.screens.table_scene import TableScene
from game.telling.hand_words import TIGHT
from game.telling.pot_result import PotResult

WORDS = "Straight flush to the eight"
WHOLE = "Straight flush"
WON = shown(0, WORDS, "8c 7c 6c 5c 4c", "straight_flush")
BEATEN = shown(1, "Four sixes", "6s 6d 6h 6c Ah", "four")
SHOWDOWN = PotResult(((0, Fraction(17)),), False, (WON,), BEATEN, "A straight flush beats Babe's four", "")
SHOTS = os.environ.get("STRAIGHT_FLUSH_SHOTS")  # a folder: the panels saved at the TV's sizes, to look at


def panel_lines(app, view: ResultView) -> tuple[list[str], list[pygame.Rect], pygame.Rect]:
    """The result panel's lines of words as drawn, their rectangles, and the panel's."""
    drawn = len(FRAME.items)
    view.draw(app.display.canvas, 0.0)
    items = [item for item in FRAME.items[drawn:] if item.kind == "text"]
    panel = next(item.rect for item in FRAME.items[drawn:] if item.kind == "region" and item.text == "result")
    return [item.text.replace("\xa0", " ") for item in items], [item.rect for item in items], panel


def saved(app, name: str) -> None:
    if SHOTS:  # as the TV shows it, at both its sizes
        for wide, high in ((1920, 1080), (1280, 720)):
            canvas = pygame.transform.scale(app.display.canvas, (wide, high))
            pygame.image.save(canvas, f"{SHOTS}/{name}-{high}.png")


def assert_inside_and_apart(view: ResultView, rects: list[pygame.Rect], panel: pygame.Rect, where: str):
    """Every line inside the panel's border, and the hands' captions a letter apart on each row."""
    assert all(panel.contains(rect) for rect in rects), where
    captions = view.drawn_rows()[2]
    assert apart(view.area, captions, view.size), (where, captions)


@pytest.mark.parametrize("players", [4, 6])
def test_the_tvs_result_spells_it_out_beside_the_hand_it_beat(app, tmp_path, monkeypatch, players):
    scene = table(app, tmp_path, players, "normal")
    monkeypatch.setattr(TableScene, "log_aside", True)
    app.draw()
    view = ResultView(app.text, app.cards, scene.model, SHOWDOWN, scene.director.slots)
    lines, rects, panel = panel_lines(app, view)
    saved(app, f"solo-{players}")
    where = f"{players} seats: {lines}"
    assert WHOLE in lines and not any("Str " in line for line in lines), where
    assert_inside_and_apart(view, rects, panel, where)
    scene.leave()


def test_at_text_size_large_the_two_hands_leave_no_room_and_it_stays_short(app, tmp_path, monkeypatch):
    scene = table(app, tmp_path, 4, "large")
    monkeypatch.setattr(TableScene, "log_aside", True)
    app.draw()
    view = ResultView(app.text, app.cards, scene.model, SHOWDOWN, scene.director.slots)
    lines, rects, panel = panel_lines(app, view)
    # (20-pixel letters: "Straight flush" beside "Four 6's" would touch it)
    assert "Str flush" in lines and WHOLE not in lines, lines
    assert_inside_and_apart(view, rects, panel, str(lines))
    scene.leave()


@pytest.mark.usefixtures("loopback")
@pytest.mark.parametrize("guest", ["Zoë", "WWWWWWWWWWWWWWWW"])  # (the longest name a guest may take)
def test_the_party_tvs_result_spells_it_out_for_a_long_name_too(app, guest):
    app.settings.reduced_motion = True
    with party_at("baseball", 4) as (party, devices):
        tv = table_of(app, party, devices, dealt=True)
        tv.model.seats[0].name = guest
        for seat in tv.model.seats:
            seat.showing = WORDS
        tv.result = view = ResultView(app.text, app.cards, tv.model, SHOWDOWN, tv.director.slots)
        tv.result_for = 5.0
        app.draw()
        lines, rects, panel = panel_lines(app, view)
        saved(app, f"party-{len(guest)}")
        assert WHOLE in lines and not any("Str " in line for line in lines), lines
        assert_inside_and_apart(view, rects, panel, str(lines))
        assert seats_form(tv.director.slots.values(), view.places.body) == TIGHT  # (the log's form)


@pytest.mark.parametrize("places", layout.LAYOUTS.values(), ids=layout.LAYOUTS.keys())
def test_the_tvs_log_spells_it_out_and_says_str_only_on_a_line_too_short(places):
    shows = ["Zoë shows straight flush to the eight"]
    # at the table's tight form (the party TV's: the play-test's "str flush to 8"), in the lines
    # "Zoë shows" / "str flush to 8" took
    told = [line for line, _ in log_lines(shows, places.log_columns, 3, TIGHT, ["Zoë"])]
    assert told == ["Zoë shows", "straight flush to 8"]
    # one line: "Zoë shows straight flush to 8" has no room, "Zoë shows str flush 8" has
    told = [line for line, _ in log_lines(shows, places.log_columns, 1, TIGHT, ["Zoë"])]
    assert told == ["Zoë shows str flush 8"]


SEATS = [SeatCard("Zoë", "guest", "#ff8c1a"), SeatCard("Babe", "bot", "#cfe3d6")]
OTHER_HANDS = {  # a hand's engine words: the phones' words at the table's tight form, whole
    "Four eights": "Four 8's",
    "Five aces": "Five A's",
    "Full house, kings over fours": "K's full, 4's",
    "Royal flush": "Royal flush",
    WORDS: "Straight flush to 8",
}


@pytest.mark.parametrize("words", OTHER_HANDS)
def test_the_phones_result_says_the_whole_name_at_the_tvs_form(words):
    winner = shown(0, words, "8c 7c 6c 5c 4c", "straight_flush")
    result = PotResult(((0, Fraction(17)),), False, (winner,), BEATEN, "", "")
    sent = hand_result([], SEATS, 1, Rules(), result, TIGHT)
    assert sent["result"]["winning"][0]["words"] == OTHER_HANDS[words]
