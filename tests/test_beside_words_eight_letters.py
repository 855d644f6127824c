"""At TEXT SIZE large a side or top seat's eight-letter hand ("Two pair", "Str to 8") beside its
second row of two turned cards is one line, clear of the cards and of the row under the seat.

A play-test at a TV across a room (No Peek, Night Baseball): beside a side seat's second row the
label broke onto two lines, "Two" / "pair", the second reaching over the row under the seat; eight
letters of the large size missed the room there by 4 pixels (the words' plate 4 pixels clear of
the card: test_showdown_words_clear_of_rows), so they are written there at BODY, in one line."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_no_peek_piles import turn_every_seat
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt.card_art import CARD_H, CARD_W
from game.felt.seat_words import words_plate
from game.platform.frame_log import FRAME
from game.platform.text import BODY

DECK = parse_cards("3s 9h 4d 3c 6s 9s 8d 4c Ts Jh 3d 9c 4s")
SAID = {"Two pair, 9s and 3s": "Two pair", "Straight to the 8": "Str to 8"}


@pytest.mark.parametrize(
    ("profile", "players"),
    [("night-baseball", 4), ("night-baseball", 5), ("night-eight", 6), ("night-eight", 7)],
)
def test_eight_letters_beside_two_cards_are_one_line(app, tmp_path, profile, players):
    write_eight_seat_profiles(tmp_path)
    app.settings.reduced_motion, app.settings.text_size = True, "large"
    scene = table_scene(app, profile=profile, players=players)
    app.frame([], 0.05)
    renderer, director = scene.renderer, scene.director
    for showing, said in SAID.items():
        turn_every_seat(scene, DECK, 9)  # (seven in a side seat's first row, two in its second)
        for seat in scene.model.seats[1:]:
            seat.showing = showing
        FRAME.clear()
        app.draw()
        where = f"{players} players, {showing!r}"
        assert frame_problems(where) == [], where
        texts = [item.text for item in FRAME.texts()]
        assert "Two" not in texts and "pair" not in texts and "Str" not in texts, (where, texts)
        beside = 0
        for number, seat in enumerate(scene.model.seats):
            slot = director.slots[number]
            places = director.seat_places(number)
            count = renderer.pile_count(scene.model, director, number, places)
            lines = renderer.seat_lines(seat, slot, places, count, renderer.rung)
            if lines.written is slot or number == director.human:
                continue
            beside += 1
            assert [line for line, _ in lines.words] == [said] and lines.size == BODY, (where, number, lines)
            plate = words_plate(lines.written, lines.top, [said], lines.size)
            low = max(round(y) for _, y in places)  # (the row it is beside; the row over it ends at its top)
            cards = [(round(x), round(y), CARD_W, CARD_H) for x, y in places if round(y) == low]
            assert plate.inflate(8, 0).collidelist(cards) == -1, (where, number, plate)  # 4 pixels clear
            assert plate.bottom <= slot.words_floor, (where, number, plate)  # over the row under it
            assert plate.right <= slot.x + slot.width + 4, (where, number, plate)
        assert beside >= 2, where  # (the side seats' second rows)
    scene.leave()
