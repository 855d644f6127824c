"""A continued Dealer's Choice session (game.felt.resumed_table) says its pot's call as the live table
did: a dealer who called the last pot's game again 'picks Baseball again', from the host's CalledAgain
published just before the call (0e7bacf). The resume re-runs the host's publishing and shows every
fact it published since the last finished pot, so no host fact is left out of a continued table."""

from __future__ import annotations

import random

import pytest

from engine.actions import Action
from engine.events import PotGame
from engine.table import Table
from game.felt.director import Director
from game.felt.resumed_table import show_saved
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens
from game.play.host_facts import CalledAgain, Fact
from game.play.resume import SavedSession
from game.play.session import HUMAN, Session, direct_setup
from game.store.settings import Settings


def called_again_and_betting(table: Table, rng: random.Random) -> bool:
    """Play `table` at random, every dealer calling Baseball, until a pot called again by its dealer
    has been dealt and bet on a while; False if the session ended first."""
    while not table.is_over:
        legal = table.legal_actions()
        if legal is None:  # (between pots: the host deals the next)
            table.next_hand()
            continue
        kinds = [kind for kind in legal.kinds if kind != "fold"] or legal.kinds
        table.apply(Action(legal.seat, "baseball" if "baseball" in kinds else rng.choice(kinds)))
        games = [event for event in table.events if isinstance(event, PotGame)]
        dealt = table.events.index(games[-1]) < table.hand_events_start
        again = len(games) > 1 and games[-1].profile == games[-2].profile and games[-1].chooser is not None
        if again and dealt and len(table.events) - table.hand_events_start > 12:
            return True
    return False


def shown(session: Session, decisions: list[Action]) -> tuple[list[str], list[Fact]]:
    """`decisions` continued on `session` (as CONTINUE does): the table's log and what the host published."""
    tweens = Tweens()
    player = TablePlayer(
        Director(TableModel(), tweens, HUMAN, {}), tweens, session.host.attach(HUMAN, paces=True)
    )
    saved = SavedSession(session.setup, decisions, 0, [])  # (the table replays the decisions alone)
    show_saved(saved, session.host, session.table, player, HUMAN)
    session.close()
    return list(player.director.model.log), session.host.facts_for(HUMAN, 0, len(session.host.stream))


def live_log(facts: list[Fact]) -> list[str]:
    """The log of a table that played every fact the host published, as the live table played them."""
    tweens = Tweens()
    director = Director(TableModel(), tweens, HUMAN, {})
    for fact in facts:
        director.play(fact)
        tweens.finish_all()
    return list(director.model.log)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_continued_pot_called_again_says_so_as_the_live_table_did(seed):
    setup = direct_setup(Settings(), "dealers-choice", 4, seed)
    played = Session(setup, keep_ledger=False)
    played.close()
    assert called_again_and_betting(played.table, random.Random(seed))
    log, facts = shown(Session(setup, keep_ledger=False), played.table.decisions)
    (call,) = [event for event in played.table.events if isinstance(event, PotGame)][-1:]
    assert CalledAgain(call.hand) in facts
    (said,) = [line for line in live_log(facts) if line.endswith(" again")][-1:]
    calls = [line for line in log if " picks " in line or " calls " in line]
    assert said in calls, (said, log)
    assert calls[-1] == said  # the pot in play's call, as the live table logged it
