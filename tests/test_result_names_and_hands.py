"""The pot's result names each player and what they held together at either TEXT SIZE: a newcomer's
play-test at large read 'YOGI' and 'BABE' under the hands where the normal size read 'YOGI: Full
house, As over 5s'. Short of room, the name and the hand's short name go on two lines ('YOGI' over
'Full house'), the line saying why taking the captions' turn at large."""

from __future__ import annotations

from fractions import Fraction

import pytest
from frame_checks import frame_problems
from test_result_view_fit import hand

from engine.cards import parse_cards
from game.felt import layout
from game.felt.result_view import ResultView
from game.felt.table_model import CardSprite, Seat, TableModel
from game.platform.frame_log import FRAME
from game.telling.pot_result import PotResult


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_result_says_both_names_and_both_hands_at_once(app, size):
    winner = hand(3, "As Ad Ac Js Jc", "Full house, aces over jacks")
    beaten = hand(1, "Ks Kc 3d 7s 7c", "Full house, kings over sevens")
    result = PotResult(((3, Fraction(39)),), False, (winner,), beaten, "Nobody beat it. Aces beat kings", "")
    model = TableModel(seats=[Seat(name, "", False) for name in ("YOU", "BABE", "CASEY", "YOGI")])
    top = model.seats[2]  # the top seat's cards, over the result (the d32 play-test's)
    top.cards = [CardSprite(card, "up") for card in parse_cards("4s Kh Tc Kd 5c Qd 5h 8s 9s 6c")]
    top.showing = "Full house"
    view = ResultView(app.text, app.cards, model, result, layout.LAYOUTS[size].seat_slots(4, 0), lambda: 0.0)
    FRAME.clear()
    view.draw(app.display.canvas, 0.0)
    under = [item for item in FRAME.texts() if item.rect.y > view.area.y + 60]  # under the title
    said = [item.text for item in under]
    for name in ("YOGI", "BABE"):
        assert any(text.startswith(name) for text in said), said
    # each hand in words, with its name, in the table's one form (its name alone where a large
    # caption's line cannot hold it; a tight form's rank and word kept together: "A's\xa0full, J's")
    joined = " ".join(said).replace("\N{NO-BREAK SPACE}", " ")
    assert (
        ("A's full of J's" in joined and "K's full of 7's" in joined)
        or said.count("Full house") == 2
        or (
            "A's full" in joined
            and "K's full" in joined  # (its first rank where a large caption's line is short)
        )
    ), said
    assert frame_problems(f"the result at {size}") == []
