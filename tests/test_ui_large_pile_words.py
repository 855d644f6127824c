"""At TEXT SIZE large a No Peek seat's hand in words reads whole where its pile's count moved to
its line (a play-test read "Four\u2026" beside "4 LEFT"): the words under the count where a line
is left, else on the whole line, the count under them (a newcomer's Midnight pile had no number
there); beside a second
row a whole card under the first (pile_layout.words_block), whole over its two lines."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_no_peek_piles import turn_every_seat
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.platform.frame_log import FRAME
from game.telling.hand_words import fewest_form, form_ladder

DECK = parse_cards("3s 9h 4d 3c 6s 9s 8d 4c Ts Jh 3d 9c 4s")


@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_seats_words_beside_its_moved_count_are_never_cut_at_large(app, players):
    app.settings.reduced_motion, app.settings.text_size = True, "large"
    scene = table_scene(app, profile="night-baseball", players=players)
    app.frame([], 0.05)
    # (from the tenth turned card a seat's second row, a whole card under its first, leaves fewer
    # than four characters beside it: its words are left to the centre and the result)
    for turned in range(6, 10):
        turn_every_seat(scene, DECK, turned)
        for seat in scene.model.seats:
            seat.showing = "Four fours"
        app.draw()
        where = f"{players} players, {turned} turned"
        texts = [item.text for item in FRAME.texts()]
        assert not [text for text in texts if text.startswith("Four") and "\u2026" in text], (where, texts)
        # (beside a second row, "4 4's" in one line: seat_words.seat_lines)
        said = read_whole(texts, [*form_ladder("Four fours"), str(fewest_form("Four fours"))])
        assert said == players - 1, (where, texts)  # (yours: SHOWING ...)
        assert frame_problems(where) == [], where
    scene.leave()


def read_whole(texts: list[str], forms: list[str]) -> int:
    """How many times one of the `forms` is written whole, on a line or over two (beside a seat's
    second row of cards: "Four" / "fours")."""
    said, index = 0, 0
    while index < len(texts):
        two = " ".join(texts[index : index + 2])
        if texts[index] in forms or two in forms:
            said += 1
            index += 1 if texts[index] in forms else 2
        else:
            index += 1
    return said


SHOWN = ["Full house, eights over sixes", "Two pair, kings and sevens", "Pair of fours"]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_pile_says_its_count_at_large_beside_words_in_two_lines(app, players):
    """A newcomer's Midnight Baseball at TEXT SIZE large: a side seat's pile had no number, its
    count left out where the seat's words took two lines ("8's full" / "of 6's"). Every seat with a
    pile writes its count (seat_words.count_down_the_lines), the frame's checks clean."""
    app.settings.reduced_motion, app.settings.text_size = True, "large"
    scene = table_scene(app, profile="midnight-baseball", players=players)
    app.frame([], 0.05)
    for turned, shown in ((turned, shown) for turned in range(1, 8) for shown in SHOWN):
        turn_every_seat(scene, DECK[:9], turned)
        for seat in scene.model.seats:
            seat.showing = shown
        app.draw()
        where = f"{players} players, {turned} turned, {shown}"
        counts = [item.text for item in FRAME.texts() if item.text == f"{9 - turned} LEFT"]
        assert len(counts) == players, (where, counts)  # (yours too: under your words)
        assert frame_problems(where) == [], where
    scene.leave()
