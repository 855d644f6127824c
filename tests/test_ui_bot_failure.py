"""A computer player that crashes or answers nonsense never stops the party: the table plays a safe move."""

import pytest

from engine.actions import Action
from engine.rules import Rules
from engine.table import SeatInfo, Table
from game.play.bot_turn import safe_decide


class Crashing:
    def decide(self, view, legal):
        raise RuntimeError("bug in a bot")


class Nonsense:
    def __init__(self, answer):
        self.answer = answer

    def decide(self, view, legal):
        return self.answer(legal)


def _table():
    return Table(Rules(), [SeatInfo("A", "bot", "x"), SeatInfo("B", "bot", "x")], seed=3)


@pytest.mark.parametrize(
    "bot",
    [
        Crashing(),
        Nonsense(lambda legal: None),
        Nonsense(lambda legal: Action(legal.seat, "dance")),
        Nonsense(lambda legal: Action(1 - legal.seat, legal.kinds[0])),
    ],
)
def test_a_failing_bot_is_replaced_by_a_safe_legal_move_for_a_whole_session(bot, caplog):
    table = _table()
    while not table.is_over:
        legal = table.legal_actions()
        action = safe_decide(bot, table.view(table.actor), legal)
        assert action.seat == legal.seat and legal.option(action.kind) is not None
        assert action.kind != "fold" or "check" not in legal.kinds  # never folds what it could check
        table.apply(action)
    assert sum(table.balances.values()) == 0
    assert any(r.levelname == "ERROR" and "failed" in r.getMessage() for r in caplog.records)


def test_a_working_bot_is_left_alone(caplog):
    table = _table()
    legal = table.legal_actions()
    wanted = Action(legal.seat, legal.kinds[-1])
    assert safe_decide(Nonsense(lambda legal: wanted), table.view(table.actor), legal) == wanted
    assert caplog.records == []
