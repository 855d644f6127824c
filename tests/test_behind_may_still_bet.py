"""No Peek: the first time you are offered BET with your row behind the lead and cards still to turn,
the log says that you may still bet (hints.BEHIND_MEANING), once a table, with the hints on: a Hold'em
newcomer's Night Baseball play-test, its hands long with checks, did not know a hand beaten for now
may still bet. A bet offered while your row leads is no news and says nothing. Behind, the others'
opening and checks fill the log's lines: the tip waits while you think, and once they have been in
view with your buttons (game.felt.first_tips.LOOK) it takes their lines, before your move."""

from __future__ import annotations

import pytest
from test_enter_follows_the_coach import your_decisions
from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt.log_forms import HINTS
from game.felt.pacing import HINT_HOLD
from game.platform.frame_log import FRAME
from game.platform.text import KEEP
from game.play.session import HUMAN
from game.telling.decision_words import turns_later
from game.telling.hints import BEHIND_MEANING, MOVE_MEANINGS, move_meanings

THINK = 2 * HINT_HOLD  # seconds you think at each bet offered (a tip at your decision waits for them)


def log_drawn(app) -> str:
    """The words of the log as drawn now."""
    FRAME.clear()
    app.draw()
    (log,) = FRAME.regions("log")
    return " ".join(item.text for item in FRAME.texts() if log.contains(item.rect)).replace(KEEP, " ")


def said_at_your_bets(app, hints: bool, decisions: int = 12) -> list[tuple[bool, int]]:
    """Night Baseball: at each of your first `decisions` offering BET, whether your row is behind
    with cards to turn, and how often the log has said BEHIND_MEANING by then, THINK seconds on
    (where it is said, it is drawn then: read before your move)."""
    app.settings.hints, app.settings.animation_speed = hints, 4.0
    scene = table_scene(app, profile="night-baseball", players=3, seed=3)
    logged: list[str] = []  # (every line the log is given: it keeps only its last ones)
    log = scene.director.log
    scene.director.log = lambda line, *rest, **named: (logged.append(line), log(line, *rest, **named))[1]
    seen = []
    for legal in your_decisions(app, scene):
        kind = ActionKind.CHECK if ActionKind.CHECK in legal.kinds else legal.kinds[0]
        if ActionKind.BET in legal.kinds:
            behind, before = turns_later(scene.table.view(HUMAN), HUMAN), logged.count(BEHIND_MEANING)
            for _ in range(round(THINK / 0.1)):
                app.frame([], 0.1)
            said = logged.count(BEHIND_MEANING)
            assert said == before or BEHIND_MEANING in log_drawn(app)  # (said: shown, before your move)
            seen.append((behind, said))
            if len(seen) == decisions:
                break
        scene.choose(kind)
    return seen


@pytest.mark.parametrize("size", ["normal", "large"])
def test_your_first_bet_behind_the_lead_says_you_may_still_bet(app, size):
    app.settings.text_size = size
    seen = said_at_your_bets(app, hints=True)
    first = next(number for number, (behind, _) in enumerate(seen) if behind)
    assert all(said == 0 for _, said in seen[:first]), seen  # (a bet while you lead: nothing)
    assert all(said == 1 for _, said in seen[first:]), seen  # (said there, and once)


def test_with_the_hints_off_it_is_not_said(app):
    seen = said_at_your_bets(app, hints=False)
    assert any(behind for behind, _ in seen) and all(said == 0 for _, said in seen), seen


def test_it_is_said_once_and_whole_as_a_hint():
    told: set[ActionKind] = set()
    assert move_meanings([ActionKind.CHECK, ActionKind.BET], told) == []  # (not behind)
    assert move_meanings([ActionKind.CHECK, ActionKind.BET], told, behind=True) == [BEHIND_MEANING]
    assert move_meanings([ActionKind.CHECK, ActionKind.BET], told, behind=True) == []
    assert move_meanings([ActionKind.COMPLETE], told) == [MOVE_MEANINGS[ActionKind.COMPLETE]]
    assert BEHIND_MEANING in HINTS  # (never shortened in the log: tests/test_log_hints_whole.py)


def test_it_asks_nothing_a_no_peek_player_cannot_know():
    """Nobody sees their cards to turn: "Behind? Bet if you'll beat it" read as unknowable to a
    Hold'em newcomer (play-test shot 98); the next read "Behind? Bet on your chances" twice: the hint
    says what to bet on, the cards you have still to turn; "Behind? Bet on cards to turn" read twice
    as cryptic: those cards in a Hold'em player's word, a draw."""
    assert "beat" not in BEHIND_MEANING.lower() and "draw" in BEHIND_MEANING.lower()
