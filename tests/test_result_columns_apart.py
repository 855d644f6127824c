"""Two hands' words side by side in a pot's result keep at least a letter apart on every row, at
both TEXT SIZEs and every table size: a split pot at TEXT SIZE large read "WINS 8 1/2" "WINS 8 1/2"
16 pixels apart, less than a 20-pixel letter, two lines of ten kept off the border towards each
other; where two lines would touch, the hands' words take a letter fewer a line (they stack)."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest

from engine.cards import parse_cards
from game.felt import layout
from game.felt.result_view import ResultView
from game.felt.table_model import Seat, TableModel
from game.platform.frame_log import FRAME
from game.telling.pot_result import PotResult, ShownHand

NAMES = ("YOU", "CASEY", "YOGI", "BO", "MAXIMILIANA", "CPU 5", "CPU 6", "CPU 7")
HANDS = {  # two hands' words whose names fill a caption's line at large ("Full house", "WINS 8 1/2")
    "straight": ("Jh Ts 9d 8d 7c", "Jc Td 9s 8s 7h", "Straight to the jack"),
    "full house": ("Kh Kd Kc 4s 4d", "Ks Kc Kh 4h 4c", "Full house, kings over fours"),
}


def hand(seat: int, cards: str, words: str, category: str) -> ShownHand:
    return ShownHand(seat, words, tuple((card, None) for card in parse_cards(cards)), category)


def rows_too_close(app, size: str, players: int, result: PotResult) -> list[tuple[str, str, int]]:
    """Each two lines of the panel on one row less than a letter apart, with the pixels between."""
    model = TableModel(seats=[Seat(NAMES[n], "", n == 0) for n in range(players)])
    slots = layout.LAYOUTS[size].seat_slots(players, 0)
    view = ResultView(app.text, app.cards, model, result, slots, lambda: 0.0)
    FRAME.clear()
    view.draw(pygame.Surface(app.display.canvas.get_size()), 0.0)
    [box] = FRAME.regions("result")
    drawn = [item for item in FRAME.texts() if box.contains(item.rect) and not item.secondary]
    return [
        (one.text, other.text, other.rect.x - one.rect.right)
        for one in drawn
        for other in drawn
        if one.rect.y == other.rect.y
        and one.rect.x < other.rect.x
        and other.rect.x - one.rect.right < view.size
    ]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("kind", list(HANDS))
def test_two_hands_words_keep_a_letter_apart(app, size, players, kind):
    first, second, words = HANDS[kind]
    category = kind.replace(" ", "_")
    for seats in ((0, 1), (1, players - 1)):
        if seats[0] == seats[1]:
            continue
        for share in (Fraction(17, 2), Fraction(9, 2), Fraction(49, 4), Fraction(12)):
            split = PotResult(
                tuple((seat, share) for seat in seats),
                False,
                (hand(seats[0], first, words, category), hand(seats[1], second, words, category)),
                None,
                "Equal hands split the pot",
                "",
            )
            won = PotResult(
                ((seats[0], 2 * share),),
                False,
                (hand(seats[0], first, words, category),),
                hand(seats[1], second, words, category),
                "The higher hand takes the pot",
                "",
            )
            for result in (split, won):
                assert rows_too_close(app, size, players, result) == [], (seats, share, result.split)
