"""A popup word (BONUS!, WILD) lies inside the TV-safe area at every seat: at a Night Baseball
table of eight seats (a house game) at TEXT SIZE large, the top-right seat's BONUS! over its No
Peek pile (four cards turned in its first row, its bonus cards in a second, two left in the pile)
ran 32 pixels past the safe area's right edge (848,88,120,20; test_text_size_large's sweep,
night-eight x8 seeds 1 and 2): centred on the pile at the block's right end, it was never kept
within the seat's felt. Checked on the rectangles drawn, at 2 to 8 seats, both TEXT SIZEs, a
stud row and a No Peek pile with every count of turned cards."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

import pytest
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt.table_model import CardSprite
from game.platform import palette
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.screens.table_scene import TableScene

# the seat of the sweep: two fours turned, each bringing a card dealt face up
CARDS = parse_cards("4s Ah 9s Tc 4h 9c Kd Td")
# every other count of turned cards, a net as long as a second pot makes it: no room is left
# for the word on a top seat's name plate, and it goes over the seat's pile (beside_cards)
NETS = (Fraction(0), Fraction(-25, 2))


def dealt(cards, turned: int, no_peek: bool, extra: int) -> list[CardSprite]:
    """A seat's cards: the first `turned` face up (a stud seat's two hole cards first, down), the
    next `extra` dealt face up after them as a four's bonus card is (not yet drawn shown)."""
    up = [CardSprite(card, "up", wild=card.rank == "9", shown=True, flight=1.0) for card in cards[:turned]]
    bonus = [CardSprite(card, "up", flight=1.0) for card in cards[turned : turned + extra]]
    down = [CardSprite(None, "down", flight=1.0) for _ in cards[turned + extra :]]
    return up + bonus + down if no_peek else down[:2] + up + bonus


def cases() -> list[tuple[int, int, int]]:
    """(cards, turned, bonus cards after them): six or eight cards, any number turned."""
    return [
        (total, turned, extra)
        for total in (6, 8)
        for turned in range(total + 1)
        for extra in (0, 2)
        if turned + extra <= total
    ]


def every_table(app, tmp_path, game: str, size: str) -> Iterator[tuple[int, TableScene]]:
    """A table of `game` (its twin for up to eight seats, test_ui_readable) at 2 to 8 seats, one
    after another, at TEXT SIZE `size`, still, its deal over."""
    write_eight_seat_profiles(tmp_path)
    app.settings.text_size, app.settings.reduced_motion = size, True
    for players in range(2, 9):
        scene = table_scene(app, profile=game, players=players)
        app.frame([], 0.05)
        scene.director.dealing = False
        yield players, scene
        scene.leave()
        app.stack.pop()
        app.stack.apply_requests()


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", ["night-eight", "baseball-eight"])
def test_every_seats_popups_lie_in_the_safe_area(app, tmp_path, game, size):
    problems: list[str] = []
    for players, scene in every_table(app, tmp_path, game, size):
        for total, turned, extra in cases():
            for number, seat in enumerate(scene.model.seats):
                seat.cards = dealt(CARDS[:total], turned, scene.model.no_peek, extra)
                seat.balance = seat.since + NETS[turned % 2]
                scene.director.popup("BONUS!", number, palette.YELLOW)
                scene.director.popup("WILD", number, palette.YELLOW)
            for _ in range(12):  # from the first word's start to the last's end
                FRAME.clear()
                app.draw()
                problems += [
                    f"{players} seats, {turned} of {total} turned: {item.text} {tuple(item.rect)}"
                    for item in FRAME.texts()
                    if item.floating and not SAFE.contains(item.rect)
                ]
                scene.tweens.update(0.25)
            assert not scene.model.popups
    assert not problems, "\n".join(dict.fromkeys(problems))
