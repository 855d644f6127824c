"""At TEXT SIZE large the centre's latest log line stays in view under a two-line target and over a
two-line prompt: a newcomer's play-test saw No Peek's 'SATCHEL LEADS:' / 'FIVE HIGH' over 'YOUR
TURN:' / 'CHECK OR BET' and no log at all, so who had just bet was unseen."""

from __future__ import annotations

from fractions import Fraction

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.hints import Target

LOG = ["Babe checks", "Casey bets 1", "Dizzy calls 1"]


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize(("level", "prompt"), [(0, "YOUR TURN: CHECK OR BET"), (1, "YOUR TURN: 1 TO CALL")])
def test_the_latest_log_line_shows_under_a_two_line_target_and_prompt(app, players, level, prompt):
    director, model, _ = table(players, layout.LARGE, {})
    model.no_peek, model.round, model.level = True, 1, Fraction(level)
    # (a name too long for the lead on one line, "MAXIMILIANA LEADS: 3 7'S": 24 letters; SATCHEL's, 20,
    # fits one line since 46ac79d named three of a kind "3 7's" at its shortest)
    model.target = Target("MAXIMILIANA", "THREE SEVENS, KICKER 2")
    model.log.extend(LOG)
    renderer = TableRenderer(app.text, app.cards, places=layout.LARGE)
    FRAME.clear()
    renderer.draw(app.display.canvas, model, director, prompt=prompt)
    said = [item.text for item in FRAME.texts()]
    # the target naming its seat whole on two lines takes a line of the log's, never the prompt's
    # (a newcomer's play-test at large saw no YOUR TURN on their turn): YOUR TURN gives its choice
    # to the buttons, and the log keeps two (the faced bet pinned, then the latest)
    assert "MAXIMILIANA LEADS:" in said and "THREE 7'S, KICKER 2" in said, said  # (its name whole on a line)
    assert any(text.startswith("YOUR TURN") for text in said), said
    assert all(line in said for line in LOG[-2:]), said  # who just called (or bet) is in view
    assert frame_problems(f"{players} seats, level {level}") == []
