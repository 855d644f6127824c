"""A side seat's hand in words (its label: "Flush") never lies on its cards and stays on screen,
whatever number of cards it holds and however they wrap to a second row: a host play-test's
Midnight showdown had Zoë's "Flush" (nine cards: six turned over three, the pile beside them) on
her first row's cards at the TV's left seat. fb303206 fixed ten cards of stud (six over four);
here every count from 7 to 12, at the left and the right seats of every table with side seats,
No Peek (a showdown, every card turned, and mid-pot, some still in the pile) and stud (a
showdown, every card up, and mid-pot, two down first), both TEXT SIZEs (one canvas for 1920x1080
and 1280x720). Tested on the drawn rects (test_side_seat_label_with_two_rows.label_problems)."""

from __future__ import annotations

import math

import pygame
import pytest
from test_pile_rows_two import night
from test_side_seat_clear_of_the_bottom_band import stud
from test_ui_no_peek_piles import turn_every_seat

from engine.cards import parse_cards
from game.felt import layout
from game.felt.seat_marks import seat_marks
from game.felt.table_model import CardSprite
from game.platform.juice import SWAY_PIXELS

WORDS = "Flush"
LONG = "Two pair, 10s and 8s"  # the longest words a seat says beside its cards
DECK = parse_cards("Th 9h 4d 3c 6s 9s 8d 4c 5s Jh 3d 9c 4s")  # wilds, bonus fours and a ten
COUNTS = range(7, 13)
# past ten cards a row across the seat may leave its words no room beside it: they are left out
# there rather than cut or laid on the cards (pile_layout.words_block; the result says the hand)
SAID_TO = 10
# a card at rest sways this far up and down (juice.sway), and a pixel of felt is left between
CLEAR = math.ceil(SWAY_PIXELS) + 1


def label_problems(scene, where: str, said: bool) -> list[str]:
    """Each side seat's label: drawn (where `said`, up to SAID_TO cards), its plate CLEAR of its
    cards as they sway and off its name plate, on the screen."""
    renderer, director, model = scene.renderer, scene.director, scene.model
    problems = []
    for number, slot in director.slots.items():
        if slot.y != director.places.mid_y:
            continue
        laid = director.seat_places(number)
        lines = renderer.seat_lines(model.seats[number], slot, laid, None, renderer.rung)
        words, cards = seat_marks(lines, laid, director.places.body)
        rows = len({round(y) for _, y in laid})
        if not words:
            if said and len(laid) <= SAID_TO:
                problems.append(f"{where}: seat {number}'s label left out ({rows} rows)")
            continue
        plate = words[0]
        swaying = [card.inflate(2 * CLEAR, 2 * CLEAR) for card in cards]
        if plate.collidelist(swaying) != -1 or plate.colliderect(layout.name_plate(slot)):
            problems.append(f"{where}: seat {number}'s label {plate} on its cards or name ({rows} rows)")
        if not pygame.Rect(0, 0, 960, 540).contains(plate):
            problems.append(f"{where}: seat {number}'s label {plate} off the screen")
    return problems


def said(app, scene, words: str) -> None:
    for seat in scene.model.seats:
        seat.showing = words
    app.draw()


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_a_no_peek_side_seats_label_is_off_its_cards_at_every_count(app, tmp_path, players, size):
    scene = night(app, tmp_path, players, size)
    problems = []
    for cards in COUNTS:
        for turned in range(1, cards + 1):  # mid-pot, then the showdown (every card turned)
            turn_every_seat(scene, DECK[:cards], turned)
            for seat in scene.model.seats:
                for sprite in seat.cards[:turned]:
                    sprite.bonus = sprite.card.rank == "4"
            for words in (WORDS, LONG):
                said(app, scene, words)
                where = f"No Peek {players} players, {size}, {turned} of {cards} turned, {words!r}"
                problems += label_problems(scene, where, said=True)
    scene.leave()
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_a_stud_side_seats_label_is_off_its_cards_at_every_count(app, tmp_path, players, size):
    scene = stud(app, tmp_path, players, size)
    scene.director.dealing = False
    problems = []
    for cards in COUNTS:
        up = [CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0) for card in DECK[:cards]]
        down = [CardSprite(None, "down", flight=1.0) for _ in range(2)] + up[2:]
        for kind, hand in (("showdown", up), ("mid-pot", down)):
            for seat in scene.model.seats:
                seat.cards = list(hand)
            for words in (WORDS, LONG):
                said(app, scene, words)
                # (at TEXT SIZE large a lower row leaves its least, four letters: "Two" / "pair"
                # but no whole "Flush", card_rows.BESIDE_LETTERS)
                whole = size == "normal" or words != WORDS
                where = f"stud {players} players, {size}, {cards} cards {kind}, {words!r}"
                problems += label_problems(scene, where, said=whole)
    scene.leave()
    assert not problems, "\n".join(problems[:20])
