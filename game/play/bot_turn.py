"""A computer player's turn that can never take the table down: its decision when it is legal,
else the move that risks least."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from engine.actions import Action, LegalActions
from engine.bots import game_choice

if TYPE_CHECKING:
    from engine.simulate import ComputerPlayer
    from engine.view import SeatView

log = logging.getLogger(__name__)

# What a computer player falls back on when it fails: the move that risks least, so a bug in a bot
# costs that bot at most its stake in this pot and the party goes on (a hidden four stays hidden).
FALLBACK_ORDER = ("check", "turn", "decline", "call", "bring_in", "pay", "fold")


def safe_decide(bot: ComputerPlayer, view: SeatView, legal: LegalActions) -> Action:
    """The bot's decision if it is legal; otherwise (an exception or an illegal move) the safest legal one."""
    try:
        action = game_choice.decide(bot, view, legal)  # a dealer's call by its style, or the bot's own
        if isinstance(action, Action) and action.seat == legal.seat and legal.option(action.kind) is not None:
            return action
        problem = f"an illegal move {action!r}"
    except Exception as error:  # a bot must never take the table down with it
        problem = f"{type(error).__name__}: {error}"
    kind = next((kind for kind in FALLBACK_ORDER if legal.option(kind) is not None), legal.kinds[0])
    log.error("computer player in seat %d failed (%s); it plays %s", legal.seat, problem, kind)
    return Action(legal.seat, kind)
