"""At TEXT SIZE large a side or top seat's hand beside its second row of turned cards is in the
large size, whole, clear of the cards and of the row under the seat.

A play-test at a TV across a room (No Peek, Night Baseball): beside a side seat's second row the
label broke onto two lines, "Two" / "pair"; eight letters of the large size missed the room there
by 4 pixels (the words' plate 4 pixels clear of the card: test_showdown_words_clear_of_rows). Then
written there at the normal size, "Three A's" read small across the room (the party TV's every
word not secondary is large: test_text_size_large). Now its fewest letters' form says it in one
line at the large size ("2 pair", "3 A's": hand_words.fewest_form), else two lines ("Str" / "to 8")."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_no_peek_piles import turn_every_seat
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.seat_words import words_plate
from game.platform.frame_log import FRAME
from game.platform.text import BODY
from game.telling.hand_words import fewest_form

DECK = parse_cards("3s 9h 4d 3c 6s 9s 8d 4c Ts Jh 3d 9c 4s")
SAID = {
    "Two pair, 9s and 3s": ["2 pair"],
    "Three aces": ["3 A's"],
    "Pair of tens": ["2 10's"],
    "Straight to the 8": ["Str", "to 8"],
}


@pytest.mark.parametrize(
    ("profile", "players", "turned"),
    [
        ("night-baseball", 4, 9),
        ("night-baseball", 5, 9),
        ("night-baseball", 5, 10),
        ("night-eight", 6, 9),
        ("night-eight", 7, 9),
        ("night-eight", 8, 10),
    ],
)
def test_a_hand_beside_the_second_row_is_large_and_whole(app, tmp_path, profile, players, turned):
    write_eight_seat_profiles(tmp_path)
    app.settings.reduced_motion, app.settings.text_size = True, "large"
    scene = table_scene(app, profile=profile, players=players)
    app.frame([], 0.05)
    renderer, director = scene.renderer, scene.director
    large = layout.LARGE.body
    assert large > BODY
    for showing, said in SAID.items():
        turn_every_seat(scene, DECK, turned)  # (seven in a side seat's first row, two or three in its second)
        for seat in scene.model.seats[1:]:
            seat.showing = showing
        FRAME.clear()
        app.draw()
        where = f"{players} players, {turned} turned, {showing!r}"
        assert frame_problems(where) == [], where
        drawn = [item for item in FRAME.texts() if item.text in said]
        assert drawn and all(item.size == large for item in drawn), (where, drawn)  # (never the normal size)
        beside = 0
        for number, seat in enumerate(scene.model.seats):
            slot = director.slots[number]
            places = director.seat_places(number)
            count = renderer.pile_count(scene.model, director, number, places)
            lines = renderer.seat_lines(seat, slot, places, count, renderer.rung)
            if lines.written is slot or number == director.human:
                continue
            beside += 1
            assert [line for line, _ in lines.words] == said, (where, number, lines)
            plate = words_plate(lines.written, lines.top, said, large)
            low = max(round(y) for _, y in places)  # (the row it is beside; the row over it ends at its top)
            cards = [(round(x), round(y), CARD_W, CARD_H) for x, y in places if round(y) == low]
            assert plate.inflate(8, 0).collidelist(cards) == -1, (where, number, plate)  # 4 pixels clear
            assert plate.bottom <= slot.words_floor, (where, number, plate)  # over the row under it
            assert plate.right <= slot.x + slot.width + 4, (where, number, plate)
        assert beside >= 2, where  # (the side seats' second rows)
    scene.leave()


@pytest.mark.parametrize(
    ("words", "fewest"),
    [
        ("Two pair, queens and tens", "2 pair"),
        ("Pair of jacks, kicker ace", "2 J's"),
        ("Three tens", "3 10's"),
        ("Four of a kind, aces", "4 A's"),
        ("Five kings", "5 K's"),
        ("Queen high", "Q high"),
        ("Straight to the ten", None),
        ("Full house, kings over fours", None),
    ],
)
def test_the_fewest_letters_keep_the_rank_in_seven(words, fewest):
    assert fewest_form(words) == fewest
    assert fewest is None or len(fewest) <= 7
