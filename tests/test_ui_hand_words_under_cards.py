"""An opponent's hand in words stands right under its cards (or under its No Peek pile's count,
which stands right under them), never lower: at TEXT SIZE large a play-test read Night Baseball's
seats' hands nearer POT than their cards, the words kept under the room for a second row of cards
the seat did not have. Checked on the rectangles drawn (game.platform.frame_log) at every seat
count, both TEXT SIZEs, a stud game's row and a No Peek pile with its turned cards. Under a pile's
count the words' plate stands PLATE_GAP of felt under the count's plate (163c3d9: touching, a
newcomer's play-test read "1 LEFT" and "Two pair" as one dark block), so there the gap is the
plates' one, not the letters'."""

from __future__ import annotations

import itertools

import pytest
from test_ui_popup_clear import CARDS, GAMES
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from game.felt.pile_layout import count_plate
from game.felt.seat_words import PLATE_GAP
from game.felt.table_model import CardSprite
from game.platform.frame_log import FRAME

GAP = 4  # a line under a card or over the next line: words_top's 4 pixels


def gaps_under_cards(scene, number: int) -> list[tuple[int, int]]:
    """For seat `number` in the frame just drawn: the gap from its lowest card to the first thing
    written under it in its block, then from each such line to the next (none where nothing is:
    an eight-player table's top seats at TEXT SIZE large, whose result says their hands), each with
    the most it may be: GAP, or under a pile's count PLATE_GAP of felt from the count's plate to the
    words' plate (2 pixels over their letters)."""
    slot = scene.director.slots[number]
    inside = range(slot.x, slot.x + slot.width)
    cards = [item.rect for item in FRAME.items if item.kind == "card" and item.rect.x in inside]
    lowest = max(rect.bottom for rect in cards if slot.y <= rect.y < slot.words_floor)
    under = sorted(
        (
            item
            for item in FRAME.texts()
            if not item.floating and item.rect.x in inside and lowest <= item.rect.y < slot.words_floor
        ),
        key=lambda item: (item.rect.y, item.rect.x),
    )
    gaps = [(under[0].rect.top - lowest, GAP)] if under else []
    for over, item in itertools.pairwise(under):
        counted = over.text.endswith("LEFT") and item.rect.top > over.rect.bottom  # (words under a count)
        most = count_plate(over.rect).bottom + PLATE_GAP + 2 - over.rect.bottom if counted else GAP
        gaps.append((item.rect.top - over.rect.bottom, most))
    return gaps


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_opponents_hand_in_words_stands_right_under_its_cards(app, tmp_path, game, size):
    write_eight_seat_profiles(tmp_path)
    eight, turned = GAMES[game]
    app.settings.text_size = size
    problems: list[str] = []
    for players in range(2, 9):
        scene = table_scene(app, profile=eight, players=players)
        app.frame([], 0.05)
        scene.director.dealing = False
        for seat in scene.model.seats:
            down = [CardSprite(None, "down", flight=1.0) for _ in CARDS[turned:]]
            up = [CardSprite(card, "up", shown=True, flight=1.0) for card in CARDS[:turned]]
            seat.cards = up + down if scene.model.no_peek else down[:2] + up
            seat.showing = "Pair of eights"
        app.draw()
        for number in range(1, players):
            gaps = gaps_under_cards(scene, number)
            if any(gap > most for gap, most in gaps):
                problems.append(f"{players} seats, seat {number}: gaps {gaps}")
        scene.leave()
        app.stack.pop()
        app.stack.apply_requests()
    assert not problems, "\n".join(problems)
