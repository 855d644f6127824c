"""A continued No Peek session (game.felt.resumed_table) says the moves the table host made itself as
the live table said them: your hand that cannot win checked or folded for you (game.play.dead_hand)
reads "You are beaten: checked for you" and its plate BEATEN, not "You check" or FOLDED; the away
rule's fold for you "You fold: away", not "You fold". The save
keeps what the host told with its own moves (game.play.move_facts) beside the decisions, and the
continued host makes the moves again with them, so it publishes what the live host did."""

from __future__ import annotations

import json
from typing import NamedTuple

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
from game.play.host_facts import AwayPlay, DeadFold, Fact
from game.play.move_facts import MoveFact
from game.play.session import HUMAN, Session, direct_setup
from game.play.sitters import Timing
from game.store.settings import Settings
from game.telling.decision_words import dead_fold_words


def played_until(session: Session, said: MoveFact, *, calling: bool = False, here: bool = True) -> bool:
    """Play `session` (you, when `here`, call or check every bet, turning when asked; else the away
    rule plays for you, AWAY AFTER 1 s) until the host has told `said` with a move it made and the pot
    goes on; False if the session ended first. `calling`: the computer players only check and call,
    as in a stacked guided hand, so checking is free."""
    host, table = session.host, session.table
    host.thinker = None
    host.timing = Timing(bot_delay=0.0, moves_per_tick=1, local_idle=1.0)  # (a move a tick, at once)
    if calling:
        host.bots = [None, *(CallingPlayer() for _ in host.bots[1:])]
    host.start()
    while not table.is_over:
        published = len(host.stream)
        if here and table.actor == HUMAN and not host.plays_for(HUMAN):
            legal = table.legal_actions()
            assert legal is not None
            host.act(HUMAN, next(k for k in ("check", "call", "turn", *legal.kinds) if k in legal.kinds))
        else:
            session.time += 1.0  # (the host's clock: a pot's result read, the next dealt, you away)
            host.tick()
        if said in host.stream[published:] and not table.between_hands:
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


class Case(NamedTuple):
    """A move the host makes for you in a solo game (seed 1), the line the live table said with it and
    your plate then, (folded, out)."""

    profile: str
    said: MoveFact
    line: str
    plate: tuple[bool, bool]
    calling: bool = False  # the computer players only check and call
    here: bool = True  # you play your turns (else the away rule does)


BEATEN, FOLDED = (False, True), (True, False)
CASES = [  # your No Peek hand that cannot win checked or folded to a bet; the away rule's fold for you
    Case(
        "no-peek",
        DeadFold(HUMAN, ActionKind.CHECK),
        dead_fold_words(None, ActionKind.CHECK),
        BEATEN,
        calling=True,
    ),
    Case("no-peek", DeadFold(HUMAN, ActionKind.FOLD), dead_fold_words(None, ActionKind.FOLD), BEATEN),
    Case("baseball", AwayPlay(HUMAN, ActionKind.FOLD, "away"), "You fold: away", FOLDED, here=False),
]


@pytest.mark.parametrize("case", CASES, ids=["dead-check", "dead-fold", "away-fold"])
def test_a_continued_pot_says_the_hosts_own_move_as_the_live_table_did(case):
    setup = direct_setup(Settings(), case.profile, 4, 1)
    live = Session(setup, keep_ledger=False)
    live.close()
    assert played_until(live, case.said, calling=case.calling, here=case.here)
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
    assert case.line in model.log, list(model.log)
    assert (model.seats[HUMAN].folded, model.seats[HUMAN].out) == case.plate


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
