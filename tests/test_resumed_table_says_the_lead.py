"""A continued No Peek session (game.felt.resumed_table) shows the pot in play as it stood, with why
the row in the lead beat the one before it: the centre's beat and the log's line are the lead taken
the table host published before the round it opened (hints.LeadTaken), as the live table read them."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from engine.actions import Action
from engine.events import RoundStart
from engine.table import Table
from game.felt.director import Director
from game.felt.resumed_table import show_saved
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens
from game.play.session import HUMAN, Session, direct_setup
from game.store.settings import Settings
from game.telling.hints import LeadTaken, round_lead


def lead_just_taken(table: Table, rng: random.Random) -> LeadTaken | None:
    """Play `table` at random until a round opens for a lead taken: that lead (None if none did)."""
    while not table.is_over:
        legal = table.legal_actions()
        if legal is None:  # (between pots: the host deals the next)
            table.next_hand()
            continue
        table.apply(Action(legal.seat, rng.choice(legal.kinds)))
        events = table.events_for_list(None)
        if isinstance(events[-1], RoundStart) and not table.is_over:
            taken = round_lead(events, len(events) - 1, table.rules.wild_ranks)
            if taken is not None:
                return taken
    return None


@pytest.mark.parametrize("seed", [3, 6])  # (6: a decider, "7-5 beats 7 alone")
def test_a_continued_pot_says_why_its_row_leads(seed):
    setup = direct_setup(Settings(), "night-baseball", 4, seed)
    played = Session(setup, keep_ledger=False)
    played.close()
    taken = lead_just_taken(played.table, random.Random(seed))
    assert taken is not None
    session = Session(setup, keep_ledger=False)
    tweens = Tweens()
    player = TablePlayer(
        Director(TableModel(), tweens, HUMAN, {}), tweens, session.host.attach(HUMAN, paces=True)
    )
    saved = SimpleNamespace(decisions=played.table.decisions, told=())  # (no move made by the host)
    show_saved(saved, session.host, session.table, player, HUMAN)
    session.close()
    model = player.director.model
    assert model.leader == taken.seat and model.beat == taken.said
    assert any(line.endswith(f": {taken.decider}") for line in model.log) or not taken.decider
