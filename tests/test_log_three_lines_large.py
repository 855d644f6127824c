"""At TEXT SIZE large the table's log keeps three lines under the centre's words in every game: a
newcomer's play-test of Dealer's Choice at large saw one line ("Yogi calls 1") over "YOUR TURN: 1 TO
CALL", and no way to see who had bet. The bet line gives its line to No Peek's target (the log and
the CALL button say the bet); a target that names its seat whole only on two lines takes a line of
the log's, never the prompt's (a newcomer's play-test at large saw no YOUR TURN on their turn)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.hints import Target

LOG = ["Casey checks", "Yogi bets 1", "Babe calls 1", "Casey calls 1"]
PROMPTS = ["YOUR TURN: 1 TO CALL", "YOUR TURN: CHECK OR BET", "YOUR LOW CARD BRINGS IT IN", ""]


def drawn(app, players: int, size: str, no_peek: bool, prompt: str, target: Target | None) -> list[str]:
    director, model, _ = table(players, layout.LAYOUTS[size], {})
    model.no_peek, model.round, model.level = no_peek, 1, Fraction(1)
    model.target = target
    model.log.extend(LOG)
    model.facing = "Yogi bets 1"
    renderer = TableRenderer(app.text, app.cards, places=layout.LAYOUTS[size])
    FRAME.clear()
    renderer.draw(
        app.display.canvas, model, director, prompt=prompt, hint="" if prompt else "TAB SKIPS AHEAD"
    )
    assert frame_problems(f"{players} seats, {size}, {prompt!r}") == []
    return [item.text for item in FRAME.texts()]


@pytest.mark.parametrize("players", [2, 4, 6, 8])
@pytest.mark.parametrize("prompt", PROMPTS)
@pytest.mark.parametrize("no_peek", [False, True])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_log_keeps_its_lines_under_the_centre_at_either_text_size(app, players, prompt, no_peek, size):
    target = Target("YOU", "PAIR OF QUEENS, KICKERS 10 2") if no_peek else None
    said = drawn(app, players, size, no_peek, prompt, target)
    # large: three lines; normal: four, or two under a three-line centre, the bet kept in view; at
    # large a two-line prompt under a two-line target leaves the log two: the bet and the latest
    squeezed = size == "large" and no_peek and prompt == PROMPTS[2]
    kept = ["Yogi bets 1", LOG[-1]] if size == "normal" or squeezed else LOG[-3:]
    assert all(line in said for line in kept), said
    if no_peek and prompt != PROMPTS[2]:  # what must be beaten is still said (no bring-in in No Peek)
        assert any(text.startswith("YOU LEAD") for text in said), said
    if prompt:  # the prompt whole, always (its choice may go to the buttons beside a target)
        assert " ".join(said).find(prompt.partition(":")[0]) >= 0, said
    if prompt == PROMPTS[0]:  # the d21 play-test's moment: who bet is in view, with the call asked
        assert "Yogi bets 1" in said and prompt in said, said


@pytest.mark.parametrize("players", [4, 6])
def test_a_target_naming_its_seat_on_two_lines_takes_a_log_line_never_the_prompts_at_large(app, players):
    said = drawn(
        app, players, "large", True, "YOUR TURN: 1 TO CALL", Target("BARTHOLOMEW", "THREE SEVENS, KICKER 2")
    )
    assert "BARTHOLOMEW LEADS:" in said and "THREE 7'S, KICKER 2" in said, said  # whole, on two lines
    assert "YOUR TURN: 1 TO CALL" in said, said  # (ptN11 d18: under a two-line lead it was gone)
    assert all(line in said for line in ("Yogi bets 1", LOG[-1])), said  # the log gives a line
