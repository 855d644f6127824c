"""Every seat's cards stay clear of every seat's words (its name plate's name and balance, its
hand in words) at 2-8 seats, 7-11 cards and both TEXT SIZEs, frame by frame through the ninth
card's deal and the showdown (the best five risen, framed): a play-test reported a nine-card seat
with two bonus cards covering its own or a neighbour's label, at large and on the eight-seat
table's top seats. (This sweep found nothing on the tree it was written for: it guards it.)"""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from engine.cards import parse_cards
from engine.events import Deal, Showdown
from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME

DEALT = {  # up to the seventh street (two bonus cards from fours at nine), "x" a card not seen
    7: "x x Th Td 4h 5s",
    9: "x x Th 4h +Td 4c +Tc Ks",
    11: "x x Th 4h +4d +4c +Tc Td Ks Qs",
}
SHOWN = {  # each hand shown down: the hidden cards are 2s, never a ten (the seat's words stay short)
    7: ("2c 3d Th Td 4h 5s 2d", "Th Td 5s 4h 3d"),
    9: ("2c 5d Th 4h Td 4c Tc Ks 2d", "Th Td Tc 4h 4c"),
    11: ("2h 5s Th 4h 4d 4c Tc Td Ks Qs 2d", "4h 4d 4c Ks Qs"),
}


def checked_frames(canvas, renderer, director, model, tweens, where: str) -> list[str]:
    """Every frame's problems (tests/frame_checks.py: no words on a card) until the tweens end."""
    problems: list[str] = []
    for step in range(200):
        FRAME.clear()
        renderer.draw(canvas, model, director)
        problems += frame_problems(f"{where} step {step}")
        if not tweens.busy:
            return problems
        tweens.update(0.05)
    return problems


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("cards", sorted(DEALT))
def test_cards_and_labels_stay_apart(app, size, players, cards):
    places = layout.LAYOUTS[size]
    director, model, tweens = table(players, places, dict.fromkeys(range(players), DEALT[cards]))
    for number, seat in enumerate(model.seats):
        seat.name = ("BARTHOLOMEW", "Satchel", "Cy")[number % 3]
    renderer = TableRenderer(app.text, app.cards, places=places)
    for seat in range(players):  # the last card, face down
        director.play(Deal(seat, parse_cards("9c")[0] if seat == 0 else None, "down", "street"))
    problems = checked_frames(
        app.display.canvas, renderer, director, model, tweens, f"{size} x{players} {cards} cards dealt"
    )
    hand, best = (tuple(parse_cards(words)) for words in SHOWN[cards])
    for seat in range(players):
        director.play(Showdown(seat, hand, best, "pair", "Three tens"))
        problems += checked_frames(
            app.display.canvas, renderer, director, model, tweens, f"{size} x{players} {cards} shown {seat}"
        )
    assert problems == [], "\n".join(problems[:10])
