"""A No Peek seat's hand in words, beside its second row of turned cards where no line is left under
them, stands a real gap from the cards, every seat of 4-8 players, both TEXT SIZEs: a newcomer's
play-test read Yogi's twelve cards in two rows on a right seat, 'Five 10s' 4 pixels from the second
row's last card (shot_152), crowding it."""

from __future__ import annotations

import pytest
from test_pile_rows_two import deal, night

from game.platform.frame_log import FRAME

CLEAR = 4  # pixels at the least between the words' plate (4 pixels round the letters) and a card


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_words_beside_a_second_row_stand_clear_of_its_cards(app, tmp_path, players, size):
    scene = night(app, tmp_path, players, size)
    deal(app, scene, 12, "Five tens")
    cards = [item.rect for item in FRAME.items if item.kind == "card"]
    words = [item for item in FRAME.texts() if item.text.startswith(("Five", "10", "tens"))]
    assert words, [item.text for item in FRAME.texts()]
    for item in words:
        plate = item.rect.inflate(8, 4)
        for card in cards:
            if plate.bottom <= card.top or card.bottom <= plate.top:
                continue  # (not side by side)
            gap = max(plate.left - card.right, card.left - plate.right)
            assert gap >= CLEAR, (players, size, item.text, item.rect, card)
    scene.leave()
