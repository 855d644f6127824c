"""A card's WILD tag never lies over a seat's plate words, even ones the plate comes to say while
it stands: a Hold'em newcomer's Night Baseball play-test (a side seat, a 9 turned in its second
row) read "BEATE[WILD]", the tag placed on the plate beside "-6" just before the seat was beaten."""

from __future__ import annotations

import pytest
from test_ui_no_peek_piles import SEVEN, turn_every_seat
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.platform import palette
from game.platform.frame_log import FRAME

CLEAR = 4  # pixels between a tag's plate and any word not its own
DECK = parse_cards("3s Kh 4d 6c 6s Ks 8d Tc 9s Jh 2d 5c Qs")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [2, 4, 5, 7])
@pytest.mark.parametrize("turned", [3, 9])
def test_wild_stands_clear_of_a_plate_that_comes_to_say_beaten(app, tmp_path, players, size, turned):
    write_eight_seat_profiles(tmp_path)
    (tmp_path / "user-profiles" / "midnight-seven.yaml").write_text(SEVEN, encoding="utf-8")
    app.settings.reduced_motion, app.settings.text_size = True, size
    scene = table_scene(app, profile="midnight-seven" if players == 7 else "night-baseball", players=players)
    app.frame([], 0.05)
    model, director = scene.model, scene.director
    turn_every_seat(scene, DECK, turned)  # (the last turned a wild 3 or 9)
    for seat in model.seats:
        seat.showing = "Pair of K's"
    for number in range(1, players):
        director.popup("WILD", number, palette.YELLOW)
    for seat in model.seats[1:]:
        seat.out = True  # beaten as the tags stand
    wrong = []
    for rise in (0.0, 1.0):
        for popup in model.popups:
            popup.t = rise
        app.draw()
        tags = [
            item.rect.inflate(8 + 2 * CLEAR, 8 + 2 * CLEAR) for item in FRAME.texts() if item.text == "WILD"
        ]
        assert len(tags) == players - 1, [item.text for item in FRAME.texts()]
        words = [item for item in FRAME.texts() if not item.floating and item.text]
        wrong += [
            (item.text, tuple(item.rect), tuple(tag))
            for tag in tags
            for item in words
            if tag.colliderect(item.rect)
        ]
    assert not wrong, wrong
    scene.leave()
