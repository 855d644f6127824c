"""The party TV's presenter as a test steps it, the way PartyTableScene does each frame: take the
host's new facts, play them, let the cards move, and report how far the TV has shown the stream
(which is what the phones are given)."""

from __future__ import annotations

from game.felt.director import Director
from game.felt.table_model import TableModel
from game.felt.table_player import FactSource, TablePlayer
from game.platform.tween import Tweens


def paced_tv(seats: int, cursor: FactSource) -> tuple[TablePlayer, TableModel]:
    """A TV presenter over `cursor` (a pacing cursor of the table host), and the model it draws."""
    model, tweens = TableModel(), Tweens()
    return TablePlayer(Director(model, tweens, seats, {}), tweens, cursor), model


def tv_frame(tv: TablePlayer, step: float) -> None:
    """One TV frame of `step` seconds at speed 1."""
    tv.fetch()
    tv.advance(step, 1.0)
    while tv.next_event() is not None:
        pass
    tv.settle()
    tv.report(False)
