"""A No Peek seat's hand in words, beside its second row of turned cards where no line is left under
them, stands a real gap from the cards, every seat of 4-8 players, both TEXT SIZEs: a newcomer's
play-test read Yogi's twelve cards in two rows on a right seat, 'Five 10s' 4 pixels from the second
row's last card (shot_152), crowding it."""

from __future__ import annotations

import pygame
import pytest
from test_pile_rows_two import deal, night

from game.felt import layout
from game.platform.frame_log import FRAME
from game.telling.hand_words import fewest_form, form_ladder

CLEAR = 4  # pixels at the least between the words' plate (4 pixels round the letters) and a card


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_words_beside_a_second_row_stand_clear_of_its_cards(app, tmp_path, players, size):
    scene = night(app, tmp_path, players, size)
    deal(app, scene, 12, "Five tens")
    cards = [item.rect for item in FRAME.items if item.kind == "card"]
    # (a side seat's words beside its row, at the normal size too: its fewest letters' form, "5 10's";
    # at TEXT SIZE large the eight-seat tables' four letters there say nothing: never "5" / "10's")
    words = [item for item in FRAME.texts() if item.text.startswith(("Five", "10", "tens", "5 10"))]
    assert words or (size, players) in (("large", 7), ("large", 8)), [item.text for item in FRAME.texts()]
    for item in words:
        plate = item.rect.inflate(8, 4)
        for card in cards:
            if plate.bottom <= card.top or card.bottom <= plate.top:
                continue  # (not side by side)
            gap = max(plate.left - card.right, card.left - plate.right)
            assert gap >= CLEAR, (players, size, item.text, item.rect, card)
    scene.leave()


# a hand of each class: (the engine's words, whether a form of it fits the two lines of four letters
# beside a side seat's second row of five at TEXT SIZE large: "Two" / "pair"; never a count apart
# from its rank, "Five" / "10's" or "3" / "Q's": game.felt.whole_names)
CLASSES = [
    ("Five tens", False),
    ("Pair of tens", True),
    ("Two pair, kings and sevens", True),
    ("Three queens", False),
    ("Full house, tens over nines", True),
    ("Ace high", True),
    ("Flush, ace high", False),
    ("Straight to the ten", False),
    ("Straight flush to the ten", False),
    ("Royal flush", False),
]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_a_hand_beside_its_rows_is_said_whole_or_not_at_all(app, tmp_path, players, size):
    """A hand's words are never cut mid-word: at TEXT SIZE large a side seat's twelve turned cards
    left four letters right of its second row, and a flush read "Flu\u2026" there (a straight "Str\u2026",
    a royal flush "Roy\u2026"). Each seat's words, where written, are one of its hand's forms whole, in
    its block; where none fits, none (the cards say the hand, the centre and the result name it)."""
    scene = night(app, tmp_path, players, size)
    body = layout.LAYOUTS[size].body
    for hand, fits in CLASSES:
        deal(app, scene, 12, hand)
        forms = [*form_ladder(hand), fewest_form(hand)]  # (beside a row: "5 10's", seat_words.seat_lines)
        texts = [item for item in FRAME.texts() if item.size == body and not item.secondary]  # (no count)
        for number in range(1, players):
            slot = scene.director.slots[number]
            block = pygame.Rect(slot.x, slot.cards_y, slot.width, slot.words_floor - slot.cards_y)
            said = [item for item in texts if block.contains(item.rect)]
            words = " ".join(item.text for item in said)
            where = (players, size, number, hand, words)
            assert not words or words in forms, where  # ("Flu\u2026" is none of them)
            assert all(item.rect.inflate(8, 4).right <= slot.x + slot.width + 4 for item in said), where
            if slot.word_lines and (size == "normal" or fits):
                assert words, where  # (no hand left out where a form fits whole)
    scene.leave()
