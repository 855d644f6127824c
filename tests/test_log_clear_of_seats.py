"""The centre's log keeps a character's width clear of every seat's hand in words, pile count and
cards, wrapping earlier instead: a Hold'em newcomer's play-test read "Yogi opens 6th street: best"
run on into Yogi's "Pair of K's" beside it as one sentence (the log's line taking the centre's
width). Checked on the frames drawn at 2 to 8 seats, a stud game and a No Peek one, both TEXT
SIZEs, with the log full of long lines."""

from __future__ import annotations

import pytest
from test_popup_in_the_safe_area import every_table

from engine.cards import parse_cards
from game.felt.seat_popup import seats_drawn
from game.felt.table_model import CardSprite
from game.platform.frame_log import FRAME

CARDS = parse_cards("3d 9h Kc 3s 8c Kd 7h")
LONG = [
    "Yogi opens 6th street: best showing",
    "Casey turns 3\u2666: wild, Three 8's",
    "Babe is beaten: every card turned",
    "Maximiliana raises by 1 to 3",
]


def log_lines(where: str, marks, gap: int) -> list[str]:
    """The log's lines drawn this frame that come within `gap` pixels across (or touch, up and
    down) of a seat's words or cards (`marks`)."""
    logs = FRAME.regions("log")
    lines = [
        item for item in FRAME.texts() if item.secondary and any(log.contains(item.rect) for log in logs)
    ]
    return [
        f"{where}: {line.text!r} {tuple(line.rect)} by {tuple(mark)}"
        for line in lines
        for mark in marks
        if line.rect.inflate(2 * gap, 0).colliderect(mark)
    ]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", ["baseball-eight", "night-eight"])
def test_the_log_keeps_a_character_clear_of_the_seats(app, tmp_path, game, size):
    problems: list[str] = []
    for players, scene in every_table(app, tmp_path, game, size):
        model, director = scene.model, scene.director
        for turned in (2, 5):
            for seat in model.seats:
                up = [CardSprite(card, "up", shown=True, flight=1.0) for card in CARDS[:turned]]
                down = [CardSprite(None, "down", flight=1.0) for _ in CARDS[turned:]]
                seat.cards = up + down if model.no_peek else down[:2] + up
                seat.showing = "Pair of K's"
            laid = [director.seat_places(number) for number in range(players)]
            drawn = seats_drawn(model, director.slots, laid, director.places.body, False)
            marks = [rect for words, cards in drawn.values() for rect in words + cards]
            for newest in LONG:  # (each newest in turn: the log shows the newest lines that fit)
                model.log.clear()
                model.log.extend([line for line in LONG if line != newest] + [newest])
                app.draw()
                where = f"{game} {players} seats {turned} turned"
                problems += log_lines(where, marks, director.places.small)
    assert not problems, "\n".join(problems)
