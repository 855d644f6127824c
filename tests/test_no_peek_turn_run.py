"""No Peek: one TURN turns on until you beat it (play-testers found a press per card tedious). The
table host (game.play.table_host) turns a person's next cards itself, at the table's pace, until
the card that beats the row to beat or the pile's end: at the solo table, for a player at the party
TV and for a phone alike, and in the guided hand (test_guided_turn_is_the_tables), and nothing is ever
turned for a seat out of its turn or for a run it did not start."""

from __future__ import annotations

import itertools

from party_support import Party
from test_ui_support import table_scene

from engine.events import ActionTaken, Out, RoundStart, Showdown, Turn
from engine.profile import load_profile
from engine.simple_player import SimplePlayer
from engine.table import SeatInfo, Table
from game.felt import layout
from game.felt.log_lines import message_lines
from game.felt.pacing import READ
from game.platform.input import Input
from game.play.host_facts import TurnRun
from game.play.session import HUMAN
from game.play.table_host import Sitter, TableHost, Timing
from game.telling.decision_words import turn_run_words

FRAME = 1 / 30


def play_solo(app, scene, frames: int = 30 * 240):
    """Play the first pot at the real pace, the human checking or calling and pressing TURN when
    its buttons offer it; (each TURN press's time, each of your cards' time turned, the facts shown)."""
    presses, turned, facts = [], [], []
    shown = scene.show

    def watch(fact):
        facts.append(fact)
        if isinstance(fact, Turn) and fact.seat == HUMAN:
            turned.append(scene.session.time)
        return shown(fact)

    scene.show = watch
    for _ in range(frames):
        thinking = scene.host.thinking
        if thinking is not None:
            thinking[1].result()
        app.frame([], FRAME)
        if scene.showing_result:
            return presses, turned, facts
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            kind = next(k for k in ("turn", "check", "call", "pay", "decline") if k in kinds)
            if kind == "turn":
                presses.append(scene.session.time)
            scene.choose(kind)
    raise AssertionError("the pot did not end")


def runs(facts) -> list[list[Turn]]:
    """Your runs of cards: each of your turns with the ones that followed it at once."""
    found: list[list[Turn]] = []
    last = None
    for fact in facts:
        if isinstance(fact, Turn):
            if fact.seat == HUMAN and last is not None and last.seat == HUMAN and found:
                found[-1].append(fact)
            elif fact.seat == HUMAN:
                found.append([fact])
            last = fact
        elif isinstance(fact, (ActionTaken, RoundStart, Out, Showdown)):
            last = None
    return found


def test_one_turn_press_turns_on_until_you_beat_it_at_the_tables_pace(app):
    """Night Baseball, five seats (seed 1): you press TURN once and your cards keep coming, each
    held to be read (game.felt.pacing.READ: a newcomer could not follow them 0.9 s apart), no
    buttons between; the log says so once a run; the run ends with a beat (you open a round or
    win it) or your pile out."""
    scene = table_scene(app, profile="night-baseball", players=5, seed=1)
    logged = []
    log = scene.director.log
    scene.director.log = lambda line: (logged.append(line), log(line))  # type: ignore[method-assign]
    presses, turned, facts = play_solo(app, scene)
    long_runs = [run for run in runs(facts) if len(run) > 1]
    assert long_runs, "no run of more than one card at this seed"
    assert len(presses) < len(turned), (presses, turned)  # fewer presses than cards turned
    # every card of a run after its first came without a press, held to be read first: at least
    # READ["turn"] after the one before, and within the table's pause more
    at = dict(
        zip(
            map(id, (fact for fact in facts if isinstance(fact, Turn) and fact.seat == HUMAN)),
            turned,
            strict=True,
        )
    )
    gaps = []
    for run in long_runs:
        for before, after in itertools.pairwise(at[id(card)] for card in run):
            gaps.append(after - before)
            assert not any(before < t < after for t in presses), "a press inside a run"
    assert min(gaps) >= READ["turn"], gaps
    assert sorted(gaps)[len(gaps) // 2] <= READ["turn"] + 0.6, gaps
    assert presses
    said, first = turn_run_words(None), turn_run_words(None, first=True)
    assert said == "You keep turning until you beat it"
    # the session's first run says what the button does (a newcomer's pile turned on by itself
    # after one press, and nothing had said it would); later runs the short words
    assert first == "One press turns your cards till you lead"
    for size in (layout.NORMAL, layout.LARGE):  # whole in two lines, the prompt and beat line over it
        assert len(message_lines(first, size.log_columns)) <= 2, size
    told = [fact for fact in facts if isinstance(fact, TurnRun)]
    assert [fact.first for fact in told] == [True] + [False] * (len(told) - 1)
    assert logged.count(first) == 1 and logged.count(said) == len(told) - 1
    assert len(told) >= len(long_runs)
    assert all(fact.seat == HUMAN for fact in facts if isinstance(fact, TurnRun))
    # each run ended as the rules end one: a beat (a round opened by you, or the showdown) or you out
    for run in long_runs:
        after = facts[facts.index(run[-1]) + 1 :]
        ends = next(f for f in after if isinstance(f, (RoundStart, Showdown, Out, Turn, ActionTaken)))
        assert (
            (isinstance(ends, RoundStart) and ends.opener == HUMAN)
            or isinstance(ends, Showdown)
            or (isinstance(ends, Out) and ends.seat == HUMAN)
        ), ends


def test_nothing_is_turned_out_of_turn_or_for_a_run_not_started():
    """A host with two people in seats 0 and 1 of Night Baseball and bots in the rest, every person
    pressing TURN only on the first card of each of their challenges: every other card a person
    turns follows their own card at once (a run they started, never across a bet or another seat's
    move), the host never acts for a person at a decision other than TURN, and a person's next
    challenge after a beat waits for their press."""
    checked = later = 0
    for seed in range(1, 9):
        table = Table(
            load_profile("night-baseball"),
            [SeatInfo("A", "human", "human"), SeatInfo("B", "human", "human"), SeatInfo("C"), SeatInfo("D")],
            seed,
        )
        now = [0.0]
        clock, deal = (lambda now=now: now[0]), (lambda _, table=table: table)
        host = TableHost(
            deal,
            [None, None, SimplePlayer(), SimplePlayer()],
            timing=Timing(idle_seconds=None, bot_delay=0.5),
            clock=clock,
        )
        host.sitters[0] = Sitter(person=True, local=True)
        host.sitters[1] = Sitter(person=True)
        host.start()
        pressed: list[tuple[int, int]] = []  # (event count when pressed, seat)
        for _ in range(5000):
            if table.is_over or table.hands_played >= 1:
                break
            host.tick()
            legal = table.legal_actions()
            if legal is not None and legal.seat in (0, 1) and not host.turning(legal.seat):
                kind = next(k for k in ("turn", "check", "call", "pay", "decline") if k in legal.kinds)
                pressed.append((len(table.events), legal.seat))
                host.act(legal.seat, kind)
            now[0] += 0.1
        moves = [(i, e) for i, e in enumerate(table.events) if isinstance(e, (Turn, ActionTaken))]
        by_press = {index for index, _ in pressed}
        for (i, event), (j, nxt) in itertools.pairwise(moves):
            if isinstance(nxt, Turn) and nxt.seat in (0, 1) and not any(i < p <= j for p in by_press):
                # turned without a press: the same seat's card just before, in the same run
                assert isinstance(event, Turn) and event.seat == nxt.seat, (seed, event, nxt)
                assert not any(isinstance(e, RoundStart) for e in table.events[i:j]), seed
                checked += 1
        assert all(not isinstance(f, TurnRun) or f.seat in (0, 1) for f in host.stream)
        for seat in (0, 1):  # each person's first run of the session is told as the first, only it
            flags = [f.first for f in host.stream if isinstance(f, TurnRun) and f.seat == seat]
            assert flags == [True] + [False] * (len(flags) - 1) or not flags, (seed, flags)
            later += len(flags) - 1 if flags else 0
    assert checked >= 3 and later >= 2


def test_at_a_party_the_tv_player_and_a_phone_turn_on_alike_with_no_buttons_in_a_run():
    """The party's table host is the solo table's: Pat at the TV (seat 0) and Ann's phone (seat 1)
    each press TURN once a run; while the host turns it on, Pat gets no buttons and Ann's phone is
    offered no turn, and Ann's phone is told in words."""
    seen_runs = {0: 0, 1: 0}
    for seed in range(1, 7):
        party = Party("night-baseball", seats=3, seed=seed, timing=Timing(bot_delay=0.3, hand_pause=0.0))
        room = party.room
        room.controls.add_local("Pat")
        party.join(1, "Ann", seat=1)
        room.start()
        party.drain()
        presses = {0: 0, 1: 0}
        for _ in range(4000):
            table = room.table
            if table is None or table.hands_played >= 1:
                break
            legal = table.legal_actions()
            if legal is not None and room.host.turning(legal.seat):
                assert room.controls.local_turn() is None  # no buttons at the TV in a run
                sent = party.last(1, "your_turn")
                assert sent is None or sent["turn"] != room.version  # nor on the phone
            local = room.controls.local_turn()
            pending = party.pending_turn()
            if local is not None:
                kind = next(k for k in ("turn", "check", "call", "pay", "decline") if k in local.kinds)
                presses[0] += kind == "turn"
                room.controls.act_local(kind)
            elif pending is not None:
                client, turn = pending
                kinds = [o["kind"] for o in turn["options"]]
                kind = next(k for k in ("turn", "check", "call", "pay", "decline") if k in kinds)
                presses[1] += kind == "turn"
                party.act(client, kind, turn["turn"])
            else:
                party.await_thinking_bot()
                party.tick(0.1)
        for seat in (0, 1):
            turned = sum(1 for e in room.table.events if isinstance(e, Turn) and e.seat == seat)
            runs_told = sum(1 for f in room.host.stream if isinstance(f, TurnRun) and f.seat == seat)
            assert presses[seat] + (turned - presses[seat]) == turned and presses[seat] <= turned
            if turned > presses[seat]:  # cards turned on for this seat: its run was told
                assert runs_told >= 1
                seen_runs[seat] += 1
        notices = [m["message"] for m in party.inbox[1] if m["type"] == "notice"]
        ann_runs = sum(1 for f in room.host.stream if isinstance(f, TurnRun) and f.seat == 1)
        # her phone is told what TURN does at her first run of the session, then that it turns on
        ann_first = sum(1 for f in room.host.stream if isinstance(f, TurnRun) and f.seat == 1 and f.first)
        assert ann_first == (ann_runs > 0)
        assert notices.count(turn_run_words(None, first=True)) == ann_first
        assert notices.count(turn_run_words(None)) == ann_runs - ann_first
    assert seen_runs[0] and seen_runs[1], seen_runs


def test_while_your_cards_turn_the_table_says_so_and_any_key_goes_on_to_the_runs_end(app):
    """A newcomer's Night Baseball pile turned on by itself after one press, with nothing on the
    screen saying so: while the table turns your cards the prompt's line says TURNING TILL YOU
    LEAD, and a key (the T pressed again, Enter) goes on to the run's end as Tab does."""
    scene = table_scene(app, profile="night-baseball", players=5, seed=1)
    for _ in range(30 * 240):
        thinking = scene.host.thinking
        if thinking is not None:
            thinking[1].result()
        app.frame([], FRAME)
        if scene.host.running == HUMAN and scene.buttons is None:
            break
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("turn", "check", "call", "pay", "decline") if k in kinds))
    else:
        raise AssertionError("no run of your cards")
    assert scene.hint_line == "TURNING TILL YOU LEAD"
    assert not scene.skipping
    scene.handle(Input("key", key="t"))
    assert scene.skipping
