"""How long the table host waits before a move it makes for a seat without a person's choice: a
computer player's, AUTO-CHECK's, the cards of a No Peek run after TURN. Each is a share of the
computer players' pause (`Timing.bot_delay`, the THINKING SPEED); the screens hold on each move's
word at their own pace besides (game.felt.pacing)."""

from __future__ import annotations

from engine.actions import ActionKind
from engine.table import Table

# a computer player's pause before a move it has no choice in (No Peek's next card to turn), as a
# share of its pause before a decision: the screen's own hold on the card before it is what lets
# people follow a run of turned cards, and a pause to "think" over no choice only slowed No Peek
FORCED_SHARE = 0.25
# ...and before a check when nothing is bet, or a fold: it shows no more than the word (a play-test:
# a No Peek hand took minutes, most of it a full pause before every check of a round opened at every
# beat; a newcomer's Midnight play-test still found its bet rounds slow). The screens play these
# moves brisk too (game.felt.pacing.BRISK_PACE). The decision is worked out first (as before, once,
# from the same view), then waited for.
CHECK_SHARE = 0.35
WORD_ONLY = frozenset({ActionKind.CHECK, ActionKind.FOLD})  # the moves CHECK_SHARE waits for
# ...but No Peek's free check, nothing bet, waits none: every new lead opens a round there, and a
# newcomer's Night Baseball hand "dragged through nine betting rounds" (1.8 s a round checked
# around at four seats, 2.1 s at five: benchmarks/bench_check_rounds.py). The screens still hold
# on its word (game.felt.pacing.HOLD's action, brisk), the beat that tells it; AUTO-CHECK's alike
NO_PEEK_CHECK_SHARE = 0.0
# No Peek: a person who pressed TURN has their next cards turned for them until they beat the row
# to beat (a play-test found a press per card tedious): this share of a computer player's pause
# before each, on top of the screen's own hold on the card before it (about 0.9 s a card in all
# at the solo table's natural pace), so the run keeps the table's pace and THINKING SPEED
RUN_SHARE = 0.75


def word_share(kind: str, table: Table | None) -> float:
    """The share of its pause a computer player waits before a move `kind` it chose."""
    if kind == ActionKind.CHECK and table is not None and table.rules.flow == "no_peek":
        return NO_PEEK_CHECK_SHARE
    return CHECK_SHARE if kind in WORD_ONLY else 1.0
