"""The guided first hand's TURN is the table's: one press turns your cards, one by one, until you
lead or your pile is out (game.play.table_host's run). Newcomers' play-tests, five in a row, learnt
a press a card in the guided hand (its log said "Each T turns one card. Press T till you lead.") and
then met TURN TILL YOU LEAD at the table, every wording of the difference confusing someone: the
guide now teaches what the table does, its pages saying what one press does."""

from __future__ import annotations

import itertools

from test_no_peek_turn_run import runs
from test_ui_support import settle

from engine.events import HandEnd, Turn
from engine.profile import load_profile
from game.felt.pacing import READ
from game.play.host_facts import TurnRun
from game.play.session import HUMAN
from game.screens import openers
from game.screens.scenes.guided_table import GuidedTable
from game.telling.decision_words import TURN_FIRST, TURN_RUN, turn_run_words
from game.telling.guide_words import WORDS

FRAME = 1 / 30


def play_guided_pot(app, profile_id: str):
    """The guide's pot at the table's pace, its pages gone on from at once, you checking or calling
    and pressing TURN when your buttons offer it: (the scene, each TURN press's time with the prompt
    then, each of your cards' time turned, the facts shown, the log's lines as said)."""
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id)))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    assert isinstance(scene, GuidedTable)
    presses: list[tuple[float, str]] = []
    turned: list[float] = []
    facts: list = []
    logged: list[str] = []
    shown, log = scene.show, scene.director.log

    def watch(fact):
        facts.append(fact)
        if isinstance(fact, Turn) and fact.seat == HUMAN:
            turned.append(scene.session.time)
        return shown(fact)

    scene.show = watch  # type: ignore[method-assign]
    scene.director.log = lambda line: (logged.append(line), log(line))  # type: ignore[method-assign]
    for _frame in range(30 * 600):
        if any(isinstance(fact, HandEnd) for fact in facts):
            return scene, presses, turned, facts, logged
        if scene.line:
            scene.script.line = ""  # (the guide's pages: on, with no key)
        elif scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            kind = next(k for k in ("turn", "check", "call", "pay", "decline") if k in kinds)
            if kind == "turn":
                presses.append((scene.session.time, scene.prompt))
            scene.choose(kind)
        app.frame([], FRAME)
        settle(scene)
    raise AssertionError("the guide's pot did not end")


def test_one_press_in_the_guided_midnight_hand_turns_till_you_lead_card_by_card(app):
    """Midnight Baseball's guide: your cards after the first press come without one, each held to
    be read as at the table (READ), the prompt saying TURN TILL YOU LEAD and the log the table's run
    words; its lesson, the four's bonus card turned last from under your pile, still told."""
    scene, presses, turned, facts, logged = play_guided_pot(app, "midnight-baseball")
    assert presses and {prompt for _, prompt in presses} <= {TURN_RUN, TURN_FIRST}, presses
    assert len(presses) < len(turned), (presses, turned)  # fewer presses than cards: a run
    long_runs = [run for run in runs(facts) if len(run) > 1]
    assert long_runs, "no run of more than one card"
    at = dict(
        zip(map(id, (f for f in facts if isinstance(f, Turn) and f.seat == HUMAN)), turned, strict=True)
    )
    for run in long_runs:  # card by card: each held to be read before the next, no press between
        for before, after in itertools.pairwise(at[id(card)] for card in run):
            assert after - before >= READ["turn"], (before, after)
            assert not any(before < t < after for t, _ in presses), "a press inside a run"
    assert any(isinstance(fact, TurnRun) and fact.seat == HUMAN for fact in facts)
    assert turn_run_words(None, first=True) in logged  # what the button does, as at the table
    assert not any("one card" in line for line in logged), logged  # nothing says a press a card
    assert "bonus_turned" in scene.script.told


def test_the_guides_pages_say_what_one_press_of_t_does():
    """Before your first TURN (your bet unturned) and at your turn again after a beat: one press
    turns your cards till you lead; no page says a press turns one card."""
    unturned = WORDS["bet_unturned"].format(name="Babe")
    assert unturned.endswith("Then one press of T turns them, one by one, till you lead."), unturned
    beaten = WORDS["beaten_turn"]
    assert "One press of T turns your cards till you beat {name}." in beaten, beaten
    assert not any("one at a time, till you beat" in words for words in WORDS.values())
