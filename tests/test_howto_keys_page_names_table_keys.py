"""HOW TO PLAY's keys page names the table's keys that no button of every table shows: No Peek's
turn (T) and AUTO-CHECK (A), in the letters the table reads (game.felt.action_menu.SHORTCUTS,
game.felt.check_ahead.KEY). A newcomer's play-test looked there for both and found neither."""

from __future__ import annotations

import pytest
from test_howto_layout import SIZES, drawn_pages, howto_at

from game.felt.action_menu import SHORTCUTS
from game.felt.check_ahead import KEY as AHEAD_KEY
from game.felt.check_ahead import LABEL as AHEAD_LABEL
from game.telling.decision_words import TURN_RUN


@pytest.mark.parametrize("size", SIZES)
def test_the_keys_page_names_the_turn_and_auto_check_keys(app, size):
    howto = howto_at(app, size)
    where, lines, _counted, problems = list(drawn_pages(app, howto, size))[-1]
    said = [item.text for item in lines]
    turn = [line for line in said if line.startswith(f"{SHORTCUTS['turn'].upper()}  ")]
    ahead = [line for line in said if line.startswith(f"{AHEAD_KEY.upper()}  ")]
    # as the button says it (TURN TILL YOU LEAD): a newcomer read "turn your cards" as the whole pile
    assert len(turn) == 1 and TURN_RUN.lower() in turn[0] and "your cards" not in turn[0], (where, said)
    assert len(ahead) == 1 and AHEAD_LABEL in ahead[0], (where, said)
    # for which games, in words a Baseball player reads before meeting No Peek (a newcomer on
    # Baseball's keys page read "(No Peek)" as meaning nothing yet)
    assert turn[0].endswith("(No Peek games)") and ahead[0].endswith("(No Peek games)"), (where, said)
    assert problems == [], where
