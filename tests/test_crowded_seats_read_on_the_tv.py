"""Seats of eight to ten cards (Baseball's extra cards for fours) read whole at an eight-player table,
at the solo table and on the party TV, both TEXT SIZEs: every face-up card's rank and suit as its
face has them, pixel for pixel (the best five's frames, a risen first row and the next cards drawn),
and every seat's words ("1 LEFT", "8's full") with their plate clear of every card, its own and its
neighbours' (issue 31: a play-test saw suits hidden and a crowded second row over '1 LEFT / 8's
full'). tests/test_face_up_marks_never_covered.py checks the drawn rects of three to eight players;
this reads the pixels of the crowded cases, as the TV shows them."""

from __future__ import annotations

import math

import pygame
import pytest
from party_sweep import open_party, tv_table
from test_face_up_marks_never_covered import NO_PEEK_HAND, STUD_HAND, opened, sprites
from test_ui_readable import write_eight_seat_profiles

from game.felt.card_art import INDEX_W, INDEX_Y
from game.felt.pacing import LIFT
from game.felt.pile_layout import in_pile
from game.platform import juice
from game.platform.frame_log import FRAME
from game.platform.text import BODY

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

GAMES = {"stud": "baseball-eight", "no peek": "night-eight"}
COUNTS = (8, 9, 10)
INDEX_FOOT = INDEX_Y + 2 * BODY + 2  # under the suit's glyph (the wild's badge starts there)
# how far a seat's words' plate reaches beside them and over them (seat_words.words_plate), and a
# card at rest sways (juice.sway) towards it
PLATE_SIDE, PLATE_OVER, SWAY = 4, 2, math.ceil(juice.SWAY_PIXELS)


def hands(game: str, count: int) -> list[tuple[set[int], bool]]:
    """(the cards still down, a showdown) for each state of a seat holding `count` cards."""
    if game == "stud":
        return [({0, 1, 10} & set(range(count)), False), (set(), True)]
    return [(set(range(turned, count)), False) for turned in range(1, count + 1)]


def laid(scene, game: str, count: int, down: set[int], showdown: bool) -> None:
    """Every seat holds `count` cards; at a showdown the last five framed, the rest dimmed, the first
    row risen (TableMotion.mark_best)."""
    hand = STUD_HAND if game == "stud" else NO_PEEK_HAND
    for number, seat in enumerate(scene.model.seats):
        seat.cards = sprites(hand[:count], down)
        seat.showing = "8's full"
        if showdown:
            first = scene.director.slots[number].cards_y
            places = scene.director.seat_places(number)
            for index, (sprite, (_, y)) in enumerate(zip(seat.cards, places, strict=True)):
                sprite.best = index >= count - 5
                sprite.dim = not sprite.best
                sprite.lift = LIFT if y <= first else 0.0


def index_problems(app, scene, where: str) -> list[str]:
    """Each face-up card's rank and suit pixels (its face's suit colour in its corner) as drawn."""
    canvas, problems = app.display.canvas, []
    for number, seat in enumerate(scene.model.seats):
        for sprite, (x, y) in zip(seat.cards, scene.director.seat_places(number), strict=True):
            if sprite.card is None or not sprite.shown or sprite.dim or in_pile(sprite, seat.revealed):
                continue
            face, ink = app.cards.face(sprite.card, sprite.wild), app.cards.suit_colour(sprite.card.suit)
            left, top = round(x), round(y - sprite.lift)
            lost = sum(
                face.get_at((i, j))[:3] == ink and canvas.get_at((left + i, top + j))[:3] != ink
                for i in range(INDEX_W)
                for j in range(INDEX_FOOT)
            )
            if lost:
                problems.append(
                    f"{where}: seat {number}'s {sprite.card}: {lost} px of its rank and suit hidden"
                )
    return problems


def words_problems(where: str) -> list[str]:
    """Every line of words drawn steady on the table with its plate clear of every card, as far as
    a card sways."""
    cards = [item.rect for item in FRAME.items if item.kind == "card"]
    return [
        f"{where}: {item.text!r} {tuple(item.rect)} near a card {tuple(cards[hit])}"
        for item in FRAME.texts()
        if not item.floating
        and "deals" not in item.text  # (the middle's line, beside the deck: not a seat's)
        and (hit := plate_reach(item.rect).collidelist(cards)) != -1
    ]


def plate_reach(words: pygame.Rect) -> pygame.Rect:
    """Where a line of words' plate lies, and a swaying card's pixel round it over and under."""
    over = PLATE_OVER + SWAY
    return pygame.Rect(
        words.x - PLATE_SIDE, words.y - over, words.width + 2 * PLATE_SIDE, words.height + 2 * over
    )


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("table", ["solo", "party"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_crowded_seats_show_every_rank_and_suit_and_their_words(app, tmp_path, game, table, size):
    write_eight_seat_profiles(tmp_path)
    party = None
    if table == "solo":
        scene = opened(app, tmp_path, GAMES[game], 8, size)
    else:
        app.settings.text_size, app.settings.reduced_motion, app.settings.hints = size, True, True
        party, devices = open_party(GAMES[game], 8)
        scene = tv_table(app, party, devices)
        app.frame([], 0.05)
        scene.director.dealing = False
        scene.renderer.hints = True
    problems: list[str] = []
    try:
        for count in COUNTS:
            for down, showdown in hands(game, count):
                laid(scene, game, count, down, showdown)
                app.draw()
                where = f"{game} {table} {size}, {count} cards, {count - len(down)} up"
                problems += index_problems(app, scene, where) + words_problems(where)
    finally:
        if party is not None:
            party.close()
    assert not problems, f"{len(problems)}:\n" + "\n".join(problems[:12])
