"""A popup word (BONUS!, WILD) never lies on a seat's words: a newcomer's play-test read a WILD
badge over a seat's name and score (the second of two words, put left of the first on the plate)
and over its hand's name ("Pa[WILD] tens": no room beside BONUS!, it went under it). Where two
cannot stand side by side, the second waits for the first to go and takes its place. Checked on
the rectangles drawn (game.platform.frame_log) at every seat count, both TEXT SIZEs, a stud game's
row of cards and a No Peek pile with its turned cards, every seat with its words."""

from __future__ import annotations

import pytest
from test_popup_in_the_safe_area import every_table

from engine.cards import parse_cards
from game.felt.table_model import CardSprite
from game.platform import palette
from game.platform.frame_log import FRAME

CARDS = parse_cards("3d 9h Kc 3s 8c 8d 7h")
GAMES = {  # game -> (its twin for up to eight seats, how many of a seat's cards are turned up)
    "baseball": ("baseball-eight", 5),
    "night-baseball": ("night-eight", 4),
}


def words_hit(where: str) -> list[str]:
    """The popups drawn in this frame that lie on any other words (their plates: words and margin)."""
    texts = FRAME.texts()
    popups = [item for item in texts if item.floating and item.text in ("BONUS!", "WILD")]
    words = [item for item in texts if not item.floating]
    return [
        f"{where}: {popup.text} {tuple(popup.rect)} on {word.text!r} {tuple(word.rect)}"
        for popup in popups
        for word in words
        if popup.rect.inflate(8, 8).colliderect(word.rect)
    ]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_popup_never_covers_a_seats_words(app, tmp_path, game, size):
    eight, turned = GAMES[game]
    problems: list[str] = []
    # (seven or eight at a No Peek table, only a user game, at TEXT SIZE large too: BONUS! lay on
    # "3 LEFT" and on a one-line plate's name while a seat's words stood under the room for a
    # second row)
    for players, scene in every_table(app, tmp_path, eight, size):
        for number, seat in enumerate(scene.model.seats):
            down = [CardSprite(None, "down", flight=1.0) for _ in CARDS[turned:]]
            up = [
                CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0)
                for card in CARDS[:turned]
            ]
            seat.cards = up + down if scene.model.no_peek else down[:2] + up
            seat.showing = "Pair of eights"
            seat.best = "Three of a kind" if number == 0 else ""
            scene.director.popup("BONUS!", number, palette.YELLOW)
            scene.director.popup("WILD", number, palette.YELLOW)
        for _ in range(12):  # from the first word's start to the last's end, a quarter second a step
            app.draw()
            problems += words_hit(f"{players} seats")
            scene.tweens.update(0.25)
        assert not scene.model.popups, f"{players} seats: popups still up"
    assert not problems, "\n".join(dict.fromkeys(problems))
