"""At TEXT SIZE large the pot's result keeps every line whole and says why, as the normal size does:
a newcomer's play-test read "WIN 19 1/2" and "Pair of Qs" a space apart, as one line, and a PERFECT
GAME! with no line saying why (shot_143, shot_186). With no seat beside the centre the panel takes
the middle band's sides (result_view.WIDEN)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from frame_checks import frame_problems
from test_result_words_inside import WON

from engine.cards import parse_cards
from game.felt import layout
from game.felt.result_view import ResultView
from game.felt.table_model import CardSprite, Seat, TableModel
from game.platform.frame_log import FRAME
from game.platform.text import KEEP
from game.telling.pot_result import PotResult, ShownHand


def wild(seat: int, cards: str, words: str, stands: tuple[str | None, ...]) -> ShownHand:
    """A hand whose wild cards stand in for `stands` (None: the card itself)."""
    return ShownHand(seat, words, tuple(zip(parse_cards(cards), stands, strict=True)), "straight_flush")


PERFECT = PotResult(
    ((1, Fraction(23)),),
    False,
    (wild(1, "8d 3h 6d 9c 4d", "Straight flush to 8", (None, "7d", None, "5d", None)),),
    wild(2, "Ad 9h 3d 9s Kc", "Four aces", (None, "Ah", "Ac", "As", None)),
    "A straight flush beats four of a kind",
    "PERFECT GAME!",
)
# what the two top seats show over the result (the play-test's)
TOPS = {
    "two pair": {1: ("Qc Qh 3c 7d Tc 5h 9s", "Pair of Qs"), 2: ("6d 6c Td Ad 2c 9d 4h", "Pair of 6s")},
    "perfect": {
        1: ("4d 7h 9c 3h 7s Kh 6d 8d", "Straight flush to 8"),
        2: ("Ad 9h 8c 5h Kc 3d 9s", "Four As"),
    },
}


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(("result", "tops"), [(WON, "two pair"), (PERFECT, "perfect")])
def test_every_line_whole_apart_and_the_reason_said(app, size, result, tops):
    model = TableModel(
        seats=[Seat(name, "", number == 0) for number, name in enumerate(("YOU", "BABE", "CASEY"))]
    )
    for number, (cards, words) in TOPS[tops].items():
        model.seats[number].cards = [CardSprite(card, "up") for card in parse_cards(cards)]
        model.seats[number].showing = words
    places = layout.LAYOUTS[size]
    view = ResultView(app.text, app.cards, model, result, places.seat_slots(3, 0), lambda: 0.0)
    FRAME.clear()
    view.draw(app.display.canvas, 0.0)
    [box] = FRAME.regions("result")
    drawn = [
        item for item in FRAME.texts() if box.contains(item.rect) and not item.secondary
    ]  # (not a wild's "=")
    said = " ".join(item.text.replace(KEEP, " ") for item in drawn)
    assert result.why.split()[-1] in said and result.why.split()[0] in said, said  # the reason, at once
    assert "19\u00bd" in said or result.moment, said
    for one in drawn:  # two columns' lines on one row keep a character and a half apart
        for other in drawn:
            if one is not other and one.rect.y == other.rect.y and one.rect.right <= other.rect.x:
                assert other.rect.x - one.rect.right >= 3 * places.body // 2, (one.text, other.text)
    assert frame_problems(f"the result at {size}") == []
