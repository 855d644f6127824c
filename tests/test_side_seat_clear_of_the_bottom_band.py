"""A side seat's cards, words and pile count end SIDE_CLEARANCE over the bottom band under it (the
game's information at the left, the buttons at the right): a host play-test's TV read a left seat's
"Straight to 8", on the line under its second row of turned cards, 4 pixels over MIDNIGHT, as one
column with it. At every table with side seats, both TEXT SIZEs, a No Peek hand of 1 to 13 turned
cards and a stud hand of 1 to 13, each with long words; the cards keep their size and their rows a
whole card apart (the words go beside a second row instead)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_pile_rows_two import DECK, night
from test_ui_no_peek_piles import turn_every_seat
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from game.felt import layout
from game.felt.card_art import CARD_H
from game.felt.table_model import CardSprite
from game.platform.frame_log import FRAME

WORDS = "Two pair, 10s and 8s"  # a hand whose words take two lines at a side seat
STUD = {4: "baseball", 5: "baseball", 6: "baseball", 7: "baseball-eight", 8: "baseball-eight"}


def stud(app, tmp_path, players: int, size: str):
    write_eight_seat_profiles(tmp_path)
    app.settings.reduced_motion, app.settings.text_size = True, size
    scene = table_scene(app, profile=STUD[players], players=players)
    app.frame([], 0.05)
    return scene


def deal_stud(scene, cards: int) -> None:
    """Every seat holds `cards` of DECK face up, the deal over."""
    scene.director.dealing = False
    for seat in scene.model.seats:
        seat.cards = [
            CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0) for card in DECK[:cards]
        ]


def side_problems(scene, where: str) -> list[str]:
    """What a side seat draws (its cards, its words and their plates, its count, its turn box) lower
    than SIDE_CLEARANCE over the band under it; and a second row not a whole card under the first."""
    places = scene.director.places
    limit = places.bottom_y - layout.SIDE_CLEARANCE
    problems = []
    for number, slot in scene.director.slots.items():
        if slot.y != places.mid_y:
            continue
        seat = pygame.Rect(slot.x - 6, slot.y, slot.width + 12, places.bottom_y - 2 - slot.y)
        for item in FRAME.items:
            if item.kind == "region" and item.text not in ("pile count", "turn frame"):
                continue
            if seat.contains(item.rect) and item.rect.bottom > limit:
                problems.append(
                    f"{where}: seat {number}'s {item.kind} {item.text!r} {item.rect} under {limit}"
                )
        rows = sorted({round(y) for _, y in scene.director.seat_places(number)})
        if any(lower - upper < CARD_H for upper, lower in itertools.pairwise(rows)):
            problems.append(f"{where}: seat {number}'s rows {rows} closer than a card")
    return problems


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_a_side_seat_ends_clear_of_the_band_under_it(app, tmp_path, players, size):
    problems = []
    scene = night(app, tmp_path, players, size)
    for turned in range(1, layout.MAX_CARDS + 1):
        turn_every_seat(scene, DECK, turned)
        for seat in scene.model.seats:
            seat.showing = WORDS
            for sprite in seat.cards[:turned]:
                sprite.bonus = sprite.card.rank == "4"
        app.draw()
        problems += side_problems(scene, f"No Peek, {players} players, {size}, {turned} turned")
    scene.leave()
    scene = stud(app, tmp_path, players, size)
    for cards in range(1, layout.MAX_CARDS + 1):
        deal_stud(scene, cards)
        for seat in scene.model.seats:
            seat.showing = WORDS
        app.draw()
        problems += side_problems(scene, f"stud, {players} players, {size}, {cards} cards")
    scene.leave()
    assert not problems, "\n".join(problems[:20])
