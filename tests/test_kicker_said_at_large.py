"""At TEXT SIZE large No Peek's lead line says the kicker where it decides: a newcomer's play-test
read 'CASEY LEADS: PAIR Js' beside their own pair of jacks (at the normal size: 'PAIR OF Ks, KICKER
10'), so why Casey led was not shown. Now the line takes two, and the log keeps its three."""

from __future__ import annotations

from fractions import Fraction

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from engine.cards import parse_cards
from engine.view import showing_of
from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.hints import target_of

LOG = ["Casey opens round 4: best showing", "Casey checks", "Babe checks"]
WILD = frozenset({"3", "9"})


def lead_table(players: int, yours: str, level: int):
    """Casey (seat 1) leads with a pair of jacks, kickers A 2, while a round is bet; you show `yours`."""
    director, model, _ = table(players, layout.LARGE, {})
    model.no_peek, model.round, model.level, model.leader = True, 4, Fraction(level), 1
    model.seats[1].name = "Casey"
    model.seats[1].showing = "Pair of jacks"
    model.seats[0].showing = yours
    model.target = target_of("Casey", showing_of(parse_cards("2c Jh Js Ah"), WILD))
    model.log.extend(LOG)
    return director, model


@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize(("level", "prompt"), [(0, "YOUR TURN: CHECK OR BET"), (1, "YOUR TURN: 1 TO CALL")])
def test_the_lead_line_says_the_kicker_where_it_decides(app, players, level, prompt):
    director, model = lead_table(players, "Pair of jacks", level)
    renderer = TableRenderer(app.text, app.cards, places=layout.LARGE)
    FRAME.clear()
    renderer.draw(app.display.canvas, model, director, prompt=prompt)
    said = [item.text for item in FRAME.texts()]
    centre = " ".join(text for text in said if "LEADS" in text or "KICKER" in text)
    assert "CASEY LEADS" in centre and "KICKERS A 2" in centre, said
    assert all(line in " ".join(said) for line in ("Casey checks", "Babe checks")), said  # the log keeps 3
    assert frame_problems(f"{players} seats, level {level}") == []


def test_the_lead_line_stays_one_line_where_the_hand_itself_decides(app):
    """Your pair of fours loses to the jacks whatever the kickers: one line, the log as it was."""
    director, model = lead_table(4, "Pair of fours", 0)
    renderer = TableRenderer(app.text, app.cards, places=layout.LARGE)
    FRAME.clear()
    renderer.draw(app.display.canvas, model, director, prompt="YOUR TURN: CHECK OR BET")
    said = [item.text for item in FRAME.texts()]
    assert "CASEY LEADS: PAIR J'S" in said, said
