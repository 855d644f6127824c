"""A No Peek seat's turned cards close up to what each must show (card_rows.need: rank and suit, a
wild's star, a bonus card's +), so Night Baseball's thirteen cards lie in two rows a whole card
apart at every seat (a play-test at an eight-player table, TEXT SIZE large: the top seats' three
rows 42 pixels apart hid the second row's stars and + marks), and at TEXT SIZE large a side seat's
words beside its second row of two cards say its straight whole, its rank too, in the one
abbreviation ("Str" / "to 9": it read "Str." / "flush")."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_ui_no_peek_piles import SEVEN, covered, turn_every_seat
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.card_rows import need
from game.platform import palette
from game.platform.frame_log import FRAME

DECK = parse_cards("3s 9h 4d 3c 6s 9s 8d 4c 5s Jh 3d 9c 4s")  # wilds and bonus fours in every row
PROFILES = {
    4: "night-baseball",
    5: "night-baseball",
    6: "midnight-seven",
    7: "midnight-seven",
    8: "night-eight",
}


def night(app, tmp_path, players: int, size: str):
    write_eight_seat_profiles(tmp_path)
    (tmp_path / "user-profiles" / "midnight-seven.yaml").write_text(SEVEN, encoding="utf-8")
    app.settings.reduced_motion, app.settings.text_size = True, size
    scene = table_scene(app, profile=PROFILES[players], players=players)
    app.frame([], 0.05)
    return scene


def deal(app, scene, turned: int, showing: str = "") -> None:
    turn_every_seat(scene, DECK, turned)
    for seat in scene.model.seats:
        seat.showing = showing
        for sprite in seat.cards[:turned]:
            sprite.bonus = sprite.card.rank == "4"
    app.draw()


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_thirteen_cards_lie_in_two_rows_with_every_mark_in_view(app, tmp_path, players, size):
    scene = night(app, tmp_path, players, size)
    canvas = app.display.canvas
    for turned in range(7, layout.MAX_CARDS + 1):
        deal(app, scene, turned)
        where = f"{players} players, {size}, {turned} turned"
        cards = [item.rect for item in FRAME.items if item.kind == "card"]
        for number in range(1, players):
            seat = scene.model.seats[number]
            rows = sorted({round(y) for _, y in scene.director.seat_places(number)})
            assert len(rows) <= 2, f"{where}: seat {number} in {len(rows)} rows"
            assert all(b - a > CARD_H for a, b in itertools.pairwise(rows)), f"{where}: seat {number}"
            for sprite in seat.cards[:turned]:
                x, y = scene.director.card_place(number, sprite)
                rect = pygame.Rect(round(x), round(y), CARD_W, CARD_H)
                later = cards[len(cards) - cards[::-1].index(rect) :]
                index = pygame.Rect(rect.topleft, (need(sprite), CARD_H))  # its corner, star and +
                assert not covered(index, later), f"{where}: seat {number} hides {sprite.card}'s marks"
                if sprite.wild or sprite.bonus:  # the star and the + read in the pixels
                    foot = pygame.Rect(rect.x + 2, rect.bottom - 15, 12, 12)
                    colours = {
                        canvas.get_at((px, py))[:3]
                        for px in range(foot.left, foot.right)
                        for py in range(foot.top, foot.bottom)
                    }
                    mark = palette.ORANGE if sprite.bonus else palette.GOLD
                    assert mark in colours, f"{where}: seat {number}: {sprite.card}'s mark"
    scene.leave()


@pytest.mark.parametrize("players", [4, 6, 8])
def test_a_side_seats_straight_reads_whole_beside_its_second_row_at_large(app, tmp_path, players):
    scene = night(app, tmp_path, players, "large")
    deal(app, scene, 9, "Straight to the nine")
    texts = [item.text for item in FRAME.texts()]
    sides = [n for n, slot in scene.director.slots.items() if slot.y == layout.LARGE.mid_y]
    assert sides and texts.count("Str") >= len(sides) and texts.count("to 9") >= len(sides), texts
    assert not [text for text in texts if text.startswith("Str.") or "\u2026" in text], texts
    scene.leave()
