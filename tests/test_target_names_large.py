"""No Peek's target reads whole at the solo table at TEXT SIZE large, for every name up to the
sixteen letters a guest may have: a play-test read 'BEAT CPU…: FULL HOUSE' (the centre keeps one
line for it under the bet line and a two-line prompt). Now it takes two lines, 'BEAT CPU 3:' over
'FULL HOUSE', the bet's line and one of the log's; the prompt keeps its line (YOUR TURN, its choice
on the buttons)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.hints import Target

NAMES = ("CPU 3", "SATCHEL", "BARTHOLOMEW", "BARTHOLOMEW-THE-")  # the last: a guest's sixteen letters


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("level", [0, 1])
def test_the_target_names_its_seat_whole_in_the_large_centre(app, name, level):
    director, model, _ = table(4, layout.LARGE, {})
    model.no_peek, model.round, model.level = True, 1, Fraction(level)
    model.target = Target(name, "FULL HOUSE, KINGS OVER FOURS")
    prompt = "YOUR TURN: CALL 1 OR RAISE" if level else "YOUR TURN: CHECK OR BET"
    renderer = TableRenderer(app.text, app.cards, places=layout.LARGE)
    FRAME.clear()
    renderer.draw(app.display.canvas, model, director, prompt=prompt)
    said = [item.text for item in FRAME.texts()]
    # whole, on its own line; while a round is bet, who leads (nobody turns: a host play-test read
    # 'BEAT BOB: ACE HIGH' over players who checked and bet), a name too long for LEADS alone
    assert any(text in said for text in (f"{name} LEADS", f"{name} LEADS:", f"{name}:")) or any(
        text.startswith(f"{name} LEADS: ")
        for text in said  # (one line, where the hand's narrower form fits)
    ), said
    assert not any(text.startswith("BEAT") for text in said), said
    # its ranks kept in fewer letters (hand_words.narrower), its first where one line says it
    assert "K'S FULL, 4'S" in said or any(text.endswith(": K'S FULL") for text in said), said
    # its two lines take the bet's (the CHECK or CALL button says the bet) and a log line, never the
    # prompt's: YOUR TURN is said on your turn, its choice left to the buttons (ptN11 d18)
    assert not any(text.startswith("BET 1") for text in said), said
    assert any(text.startswith("YOUR TURN") for text in said), said
    assert not any("\u2026" in text for text in said if name in text)
    assert frame_problems(name) == []
