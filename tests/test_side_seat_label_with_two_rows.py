"""A side seat's hand in words (its label: "Two pair") stays in view, clear of its cards and its name
plate, when its cards go on in a second row: a newcomer's play-test (Baseball with fours, a side
seat's eight and more cards) saw the label vanish. Five over five left no room beside the lower
row, and the words were left out; a side seat now lays ten six over four, the lower row leaving
the words their room (card_rows.seat_rows). At every table with side seats, both TEXT SIZEs (the
same canvas at 1920x1080 and 1280x720), 8, 9 and 10 cards: all face up, two down first (another
seat's, as Baseball deals), and with tens (the widest corners). Tested on the drawn rects."""

from __future__ import annotations

import pytest
from test_pile_rows_two import DECK
from test_side_seat_clear_of_the_bottom_band import stud
from test_side_seat_label_clear_every_count import label_problems

from engine.cards import parse_cards
from game.felt.table_model import CardSprite

WORDS = "Two pair, 10s and 8s"
TENS = parse_cards("Th Td 4h 4c Tc 9s Ts 8d 4s 3c")


def hands(cards: int) -> dict[str, list[CardSprite]]:
    up = [CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0) for card in DECK[:cards]]
    down = [CardSprite(None, "down", flight=1.0) for _ in range(2)] + up[2:]
    tens = [CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0) for card in TENS[:cards]]
    return {"up": up, "two down": down, "tens": tens}


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_a_side_seats_label_stays_in_view_clear_of_its_two_rows(app, tmp_path, players, size):
    scene = stud(app, tmp_path, players, size)
    scene.director.dealing = False
    problems = []
    for cards in (8, 9, 10):
        for kind, hand in hands(cards).items():
            for seat in scene.model.seats:
                seat.cards, seat.showing = list(hand), WORDS
            app.draw()
            problems += label_problems(scene, f"{players} players, {size}, {cards} cards {kind}", True)
    scene.leave()
    assert not problems, "\n".join(problems[:20])
