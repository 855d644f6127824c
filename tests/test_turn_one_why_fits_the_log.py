"""A guided hand's first TURN logs what its T does (TURN_ONE_WHY). A newcomer's play-test of
the guided Dealer's Choice at TEXT SIZE large, its called Night Baseball pot: the log had two lines
under a two-line hand to beat ("BEAT CASEY:" / "WILD 3 = A") and showed "Here T turns one card, to"
/ "watch each; in a real hand…", the point of it (a real hand turns till you lead) cut off. The
words now fit the log's two lines at its narrowest, whole. A later one, in its called Midnight pot,
read "Later T turns to beat" as later in that hand, where each T still turned one card: the words
say what one press does there, as the guided table does it."""

from __future__ import annotations

import pytest
from test_ui_support import settle

from engine.events import HandEnd, Turn
from engine.profile import load_profile
from game.felt import layout
from game.felt.log_forms import ELLIPSIS
from game.felt.log_lines import log_lines
from game.play.session import HUMAN
from game.screens import openers
from game.telling.decision_words import TURN_ONE_WHY

LOG = ["Tip: checking is free", "You and Babe check"]  # what came before it in that play-test


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_turn_one_why_is_whole_in_two_lines_of_the_log(places):
    lines = log_lines([*LOG, TURN_ONE_WHY], places.log_columns, most=2)
    assert [line for line, latest in lines if latest] == [line for line, _ in lines]  # it alone
    assert " ".join(line for line, _ in lines) == TURN_ONE_WHY, lines  # whole, no ellipsis
    assert not any(ELLIPSIS in line for line, _ in lines)
    assert "Each T turns one card" in TURN_ONE_WHY  # what this hand's T does: the reason it is said


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_turn_one_why_says_what_a_press_does_each_line_a_sentence(places):
    """The play-tests read "Here T turns one card; normally till you lead" as unclear, then "Later,
    till you lead" (no verb), then "Later T turns to beat" as later in the guided hand: each line is
    a whole sentence about a press of T in this hand, none about a "later"."""
    first, second = (line for line, _ in log_lines([*LOG, TURN_ONE_WHY], places.log_columns, most=2))
    assert first == "Each T turns one card.", first
    assert second.startswith("Press T ") and second.endswith("."), second
    assert "later" not in TURN_ONE_WHY.lower()


def test_in_the_guided_midnight_pot_each_t_turns_one_card_as_the_log_says(app):
    """Played through at the guided table (Midnight Baseball's guide, whose TURNs are the called
    Midnight pot's of the guided Dealer's Choice: both turn a card a press): the log says TURN_ONE_WHY
    at your first TURN, and every press of T, first or last, turns exactly one of your cards."""
    app.push(openers.guided(profile_id="midnight-baseball", rules=load_profile("midnight-baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    turned_per_press = []
    for _frame in range(20000):
        if any(isinstance(event, HandEnd) for event in scene.table.events):  # (the guide's one pot)
            break
        if scene.line:
            scene.script.line = ""  # (the guide's pages: on, with no key)
        elif scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            if "turn" in kinds:
                before = sum(isinstance(event, Turn) and event.seat == HUMAN for event in scene.table.events)
                assert turned_per_press or list(scene.model.log)[-1] == TURN_ONE_WHY  # at the first
                scene.choose("turn")
                turned = sum(isinstance(event, Turn) and event.seat == HUMAN for event in scene.table.events)
                turned_per_press.append(turned - before)
            else:
                scene.choose(next(k for k in ("check", "call") if k in kinds))
        app.frame([], 0.05)
        settle(scene)
    assert len(turned_per_press) >= 3 and set(turned_per_press) == {1}, turned_per_press
