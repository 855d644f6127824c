"""A pot's result's words keep inside its box with a margin of its black, and a hand's name never
leaves one word alone on its last line: a newcomer's play-test read a split pot's "Straight to" /
"J" under both hands, and at TEXT SIZE large "WIN 19 1/2" touching the box's left border and "Two
pair beats a pair" from its yellow edge to the other."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt.result_view import CARD_INSET, PAD, ResultView
from game.platform.frame_log import FRAME
from game.platform.text import KEEP
from game.telling.pot_result import PotResult, ShownHand


def hand(seat: int, cards: str, words: str) -> ShownHand:
    return ShownHand(seat, words, tuple((card, None) for card in parse_cards(cards)), "hand")


SPLIT = PotResult(
    ((0, Fraction(9, 2)), (2, Fraction(9, 2))),
    True,
    (hand(0, "Jh Ts 9d 8d 7c", "Straight to the jack"), hand(2, "Jc Td 9s 8s 7h", "Straight to the jack")),
    None,
    "Equal hands split the pot",
    "",
)
WON = PotResult(
    ((0, Fraction(39, 2)),),
    False,
    (hand(0, "Js Jd 8h 8c Ah", "Two pair, jacks and eights"),),
    hand(1, "Qh Qc Tc 9s 7d", "Pair of queens"),
    "Two pair beats a pair",
    "",
)


def drawn(app, size: str, result: PotResult) -> tuple[pygame.Rect, list]:
    """The result's box and the words drawn in it, at a three-seat table of TEXT SIZE `size`."""
    app.settings.text_size, app.settings.reduced_motion = size, True
    scene = table_scene(app, players=3)
    app.frame([], 0.05)
    view = ResultView(app.text, app.cards, scene.model, result, scene.director.slots)
    FRAME.clear()
    view.draw(pygame.Surface(app.display.canvas.get_size()), 0.0)
    box = FRAME.regions("result")[0]
    return box, [item for item in FRAME.texts() if box.colliderect(item.rect)]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("result", [SPLIT, WON], ids=["split", "won"])
def test_the_results_words_keep_a_margin_inside_its_border(app, size, result):
    box, words = drawn(app, size, result)
    inside = box.inflate(-2 * (PAD + CARD_INSET) + 2, 0)  # (the text's shadow: a pixel right)
    assert words
    outside = [(item.text, tuple(item.rect)) for item in words if not inside.contains(item.rect)]
    assert not outside, f"box {tuple(box)}: {outside}"


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_split_pots_hands_are_not_broken_before_a_lone_rank(app, size):
    _, words = drawn(app, size, SPLIT)
    said = [item.text.replace(KEEP, " ") for item in words]
    assert said.count("Straight") == 2 and said.count("to J") == 2, said
    assert "J" not in said, said
