"""A stud bring-in says what it is the first time one opens a round at a table, with its amount, in
the log, with the hints on: "BRING IN: low card bets 1/2", after "Casey brings in: lowest upcard" and
before the low card's move. A Hold'em newcomer play-tested Dealer's Choice and saw "Casey brings in
1/2", "Yogi calls 1/2" and halves on the plates with nothing saying why (BRING IN's meaning was said
only when its button was offered to them, without its amount). Said once a table, at the solo table,
on the party TV and in the guided Seven-Card Stud, whole at TEXT SIZE large; never with the hints off.
COMPLETE still says what it is the first time it is offered to you."""

from __future__ import annotations

from fractions import Fraction

import pytest
from frame_checks import frame_problems
from party_sweep import STEP, guest_moves, party_at, tv_table
from test_guided import read_and_go_on
from test_ui_support import letter, settle, table_scene, your_stud_choice

from engine.actions import ActionKind
from engine.profile import load_profile
from game.felt.log_forms import HINTS, fewer_words, is_hint
from game.felt.pacing import HINT_HOLD
from game.platform.frame_log import FRAME
from game.screens import openers
from game.telling.hints import COACH_KEY_MEANING, MOVE_MEANINGS, bring_in_meaning, move_meanings

BRING_IN, COMPLETE = bring_in_meaning(Fraction(1, 2)), MOVE_MEANINGS[ActionKind.COMPLETE]
OPENS = " brings in: lowest upcard"  # the round's line the meaning follows


def logged(director, monkeypatch) -> list[str]:
    """Every line `director` logs from now on (the log itself keeps only its last few)."""
    said: list[str] = []
    log = director.log

    def record(line: str) -> None:
        said.append(line)
        log(line)

    monkeypatch.setattr(director, "log", record)
    return said


def drawn_whole(app, scene, where: str) -> None:
    """The meaning, the log's latest line, is drawn whole in the log, and the frame reads clean."""
    FRAME.clear()
    app.draw()
    (log,) = FRAME.regions("log")
    drawn = [item.text for item in FRAME.texts() if log.contains(item.rect)]
    assert " ".join(drawn).endswith(BRING_IN), drawn
    assert frame_problems(where) == []


def said_after_the_opens(said: list[str], pots: int) -> list[str]:
    """The line after each bring-in round's line in `said`, for the first `pots` of them."""
    after = [
        said[at + 1] if at + 1 < len(said) else "" for at, line in enumerate(said) if line.endswith(OPENS)
    ]
    assert len(after) >= pots, said
    return after[:pots]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_first_bring_in_at_the_table_says_what_it_is_the_next_does_not(app, monkeypatch, size):
    app.settings.text_size = size
    scene = table_scene(app, profile="seven-card-stud", players=4, seed=5)
    said = logged(scene.director, monkeypatch)
    seen = False
    for _ in range(6000):
        if sum(line.endswith(OPENS) for line in said) >= 2 and not said[-1].endswith(OPENS):
            break
        settle(scene)
        if scene.buttons is not None:  # (folded, the rest of the pot plays faster)
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("fold", "check", "bring_in") if k in kinds))
        app.frame([letter("n")] if scene.showing_result else [], 0.05)  # (N: the next pot)
        if not seen and scene.model.log and scene.model.log[-1] == BRING_IN:
            seen = True
            drawn_whole(app, scene, f"the first bring-in, {size}")
    first, second = said_after_the_opens(said, 2)
    assert first == BRING_IN and second != BRING_IN, said
    assert said.count(BRING_IN) == 1 and seen


def test_with_the_hints_off_the_log_says_nothing_of_it(app, monkeypatch):
    app.settings.hints = False
    scene = table_scene(app, profile="seven-card-stud", players=4, seed=5)
    said = logged(scene.director, monkeypatch)
    for _ in range(3000):
        if any(line.endswith(OPENS) for line in said[:-1]):
            break
        settle(scene)
        app.frame([], 0.05)
    assert not any(is_hint(line) for line in said), said


@pytest.mark.parametrize("size", ["normal", "large"])
def test_your_own_bring_in_is_said_once_with_complete_offered(app, size):
    """COMPLETE's meaning is said while you think, once the bring-in's has been read (one tip at a
    time: game.felt.first_tips), before your move."""
    scene = your_stud_choice(app, {"bring_in", "complete"}, size)
    for _ in range(round(2 * HINT_HOLD / 0.05)):  # (you think)
        app.frame([], 0.05)
    assert scene.buttons is not None
    log = [line for line in scene.model.log if line != COACH_KEY_MEANING]  # (the coach off: its key's tip)
    assert log[-3:] == ["You bring in: lowest upcard", BRING_IN, COMPLETE], log
    assert scene.moves_told == {ActionKind.COMPLETE}


def test_the_party_tv_says_it_at_its_first_bring_in_whole_at_large(app, monkeypatch):
    app.settings.text_size = "large"
    with party_at("seven-card-stud", 4) as (party, devices):
        table = tv_table(app, party, devices)
        said = logged(table.director, monkeypatch)
        seen = False
        for _ in range(3000):
            guest_moves(party)
            app.frame([], STEP)
            if not seen and table.model.log and table.model.log[-1] == BRING_IN:
                seen = True
                drawn_whole(app, table, "the party TV's first bring-in")
            if party.room.table is not None and party.room.table.hands_played >= 1:
                break
        assert seen and said_after_the_opens(said, 1) == [BRING_IN] and said.count(BRING_IN) == 1, said


def test_the_stud_guide_says_it_beside_its_bring_in_page_at_large(app):
    app.settings.text_size = "large"
    app.push(openers.title())
    app.stack.apply_requests()
    app.push(openers.guided(profile_id="seven-card-stud", rules=load_profile("seven-card-stud")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    for _ in range(3000):
        if scene.line and scene.script.told[-1] == "bring_in":
            break
        if scene.line:
            read_and_go_on(app)
        app.frame([], 0.05)
        settle(scene)
    assert scene.line and list(scene.model.log)[-1] == BRING_IN, list(scene.model.log)
    drawn_whole(app, scene, "the stud guide's bring-in page")


def test_each_is_said_whole_as_a_hint_with_its_games_amount():
    told: set[ActionKind] = set()
    assert move_meanings([ActionKind.BRING_IN, ActionKind.COMPLETE], told) == [COMPLETE]
    assert move_meanings([ActionKind.CALL, ActionKind.COMPLETE, ActionKind.FOLD], told) == []
    assert {BRING_IN, COMPLETE} <= HINTS  # (drawn whole at large: tests/test_log_hints_whole.py)
    house = bring_in_meaning(Fraction(1))  # a house game's bring-in of a whole bet
    assert house == "BRING IN: low card bets 1" and is_hint(house) and fewer_words(house) == [house]
