"""A continued No Peek session (game.felt.resumed_table) says the moves the table host made itself as
the live table said them: your hand that cannot win checked or folded for you (game.play.dead_hand)
reads "You are beaten: checked for you" and its plate BEATEN, not "You check" or FOLDED. The save
keeps what the host told with its own moves (game.play.move_facts) beside the decisions, and the
continued host makes the moves again with them, so it publishes what the live host did."""

from __future__ import annotations

import json

import pytest

from engine.actions import ActionKind
from engine.bots.baselines import CallingPlayer
from engine.events import HandEnd
from game.felt.director import Director
from game.felt.resumed_table import show_saved, since_last_pot
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens
from game.play import resume
from game.play.host_facts import DeadFold, Fact
from game.play.session import HUMAN, Session, direct_setup
from game.play.sitters import Timing
from game.store.settings import Settings
from game.telling.decision_words import dead_fold_words

# a solo No Peek game where the host makes that move for you: checked where the computer players only
# check and call (as in a stacked guided hand), folded to the seeded players' bets
SEEDS = {ActionKind.CHECK: 1, ActionKind.FOLD: 1}


def played_until_dead(session: Session, kind: ActionKind) -> bool:
    """Play `session` (you call or check every bet, turning when asked) until the host has made
    `kind` for your hand that cannot win and the pot goes on; False if the session ended first."""
    host, table = session.host, session.table
    host.thinker, host.timing = None, Timing(bot_delay=0.0, moves_per_tick=1)  # (a move a tick, at once)
    if kind == ActionKind.CHECK:  # nobody bets: checking is free
        host.bots = [None, *(CallingPlayer() for _ in host.bots[1:])]
    host.start()
    while not table.is_over:
        published = len(host.stream)
        if table.actor == HUMAN and not host.plays_for(HUMAN):
            legal = table.legal_actions()
            assert legal is not None
            host.act(HUMAN, next(k for k in ("check", "call", "turn", *legal.kinds) if k in legal.kinds))
        else:
            session.time += 1.0  # (the host's clock: a pot's result read, the next dealt)
            host.tick()
        if DeadFold(HUMAN, kind) in host.stream[published:] and not table.between_hands:
            return True  # (made and published just now, in the pot in play)
    return False


def shown(facts: list[Fact], events: list, start: int) -> tuple[list[str], list[tuple[bool, bool]]]:
    """The log and the plates (folded, out) of a table shown `facts` as a continued table is: the
    session's start, the last finished pot's end, then what was published since (from event `start`)."""
    tweens = Tweens()
    director = Director(TableModel(), tweens, HUMAN, {})
    ends = [event for event in events[:start] if isinstance(event, HandEnd)]
    for fact in [events[0], *ends[-1:], *since_last_pot(facts, start)]:
        director.play(fact)
        tweens.finish_all()
    return list(director.model.log), [(seat.folded, seat.out) for seat in director.model.seats]


@pytest.mark.parametrize("kind", list(SEEDS))
def test_a_continued_pot_says_the_hosts_dead_hand_move_as_the_live_table_did(kind):
    setup = direct_setup(Settings(), "no-peek", 4, SEEDS[kind])
    live = Session(setup, keep_ledger=False)
    live.close()
    assert played_until_dead(live, kind)
    # saved and read back as CONTINUE reads the file
    saved = resume.parse(json.loads(json.dumps(resume.snapshot(setup, live.table, live.host.told))))
    continued = Session(setup, keep_ledger=False)
    continued.close()
    tweens = Tweens()
    player = TablePlayer(
        Director(TableModel(), tweens, HUMAN, {}), tweens, continued.host.attach(HUMAN, paces=True)
    )
    show_saved(saved, continued.host, continued.table, player, HUMAN)
    facts = live.host.facts_for(HUMAN, 0, len(live.host.stream))
    assert continued.host.facts_for(HUMAN, 0, len(continued.host.stream)) == facts  # as published live
    events = live.table.events_for(HUMAN)
    ends = [n for n, event in enumerate(events[: live.table.hand_events_start]) if isinstance(event, HandEnd)]
    log, plates = shown(facts, events, ends[-1] + 1 if ends else 0)
    model = player.director.model
    assert list(model.log) == log
    assert [(seat.folded, seat.out) for seat in model.seats] == plates
    assert dead_fold_words(None, kind) in model.log, list(model.log)
    assert (model.seats[HUMAN].folded, model.seats[HUMAN].out) == (False, True)  # BEATEN, not FOLDED


@pytest.mark.parametrize(
    "told",
    [
        [[1, {"type": "dead_fold", "seat": "mover", "kind": "check"}]],  # after the last decision
        [[0, {"type": "dead_fold", "seat": "other", "kind": "check"}]],  # with another seat's move
        [[0, {"type": "dead_fold", "seat": "mover", "kind": "shrug"}]],  # no move
        [[0, {"type": "shout", "seat": "mover"}]],  # no fact a host tells with a move
        [[0, {"type": "turn_run", "seat": "mover", "first": 1}]],  # (a flag)
    ],
)
def test_a_saved_sessions_move_facts_that_fit_no_decision_are_refused(told):
    """A damaged file's facts (CONTINUE then sets the file aside, as for any it cannot replay)."""
    setup = direct_setup(Settings(), "no-peek", 4, 1)
    session = Session(setup, keep_ledger=False)
    session.close()
    legal = session.table.legal_actions()
    assert legal is not None
    session.table.apply(legal.action(legal.kinds[0]))
    data = resume.snapshot(setup, session.table)
    seats = {"mover": legal.seat, "other": (legal.seat + 1) % 4}
    data["told"] = [[number, {**fact, "seat": seats[fact["seat"]]}] for number, fact in told]
    with pytest.raises((ValueError, KeyError)):
        resume.parse(data)
    data["told"] = [[0, {"type": "dead_fold", "seat": legal.seat, "kind": "check"}]]
    assert resume.parse(data).told == [(0, DeadFold(legal.seat, ActionKind.CHECK))]
