"""The solo table's log keeps your own bet and the folds after it at your next decision, told with
the calls ("You bet 1, Babe folds, Casey and Yogi call"). A newcomer's Night Baseball play-test:
their bet was answered by Babe's fold (a No Peek fold says why: "Babe folds: price too high") and
two calls, and the log read "Casey and Yogi call 1 / Casey leads": the bet and the fold told away,
as the fold's reason kept it from being read as an answer to the bet. (Seeded solo Night Baseball,
3 to 5 seats, 8 seeds, betting whenever you may: no computer player folded to your bet in 30 of
your decisions, so the play-test's moves are the case here. At 22 columns and two lines the bet,
the fold, the calls and the lead take three however told: the moves after your bet are told then.)"""

from __future__ import annotations

import re

import pytest
from test_log_new_lead_in_view import NAMES

from game.felt import layout
from game.felt.log_lines import log_lines

YOU = "You"  # the solo table's seat
FOLD = re.compile(r"^(?P<who>\w+) folds?\b")


def answers_told(messages, text: str) -> list[str]:
    """What of your latest bet (or raise) and the folds after it in `messages` is not in `text`
    (the drawn log): [] when the log tells them."""
    yours = max((at for at, m in enumerate(messages) if m.startswith(f"{YOU} ")), default=None)
    if yours is None or not re.match(rf"^{YOU} (bet|raise)\b", messages[yours]):
        return []
    folds = [f["who"] for m in messages[yours + 1 :] if (f := FOLD.match(m))]
    missing = [] if re.search(rf"\b{YOU} (bet|raise)", text) else [messages[yours]]
    return missing + [f"{who} folds" for who in folds if not re.search(rf"\b{who} folds\b", text)]


@pytest.mark.parametrize(("columns", "most"), [(layout.LOG_COLUMNS, layout.LOG_LINES), (30, 2), (40, 2)])
def test_the_play_tests_bet_and_fold_are_told_with_the_calls(columns, most):
    messages = [
        "You bet 1",
        "Babe folds: price too high",
        "Casey calls 1",
        "Yogi calls 1",
        "Casey turns 6\u2660",
        "Casey opens round 3",
    ]
    text = " / ".join(line for line, _ in log_lines(messages, columns, most, names=NAMES))
    assert answers_told(messages, text) == [], text
    assert "Casey leads" in text, text
