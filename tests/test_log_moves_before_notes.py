"""AUTO-CHECK's notes never cost a move its place in the table's log, nor does a tip said over the
moves once they were read cost a move made after it (a Hold'em newcomer's Baseball play-test: the
pot grew by 2 while the log showed the pinned "Babe bets 1" over "A bet after your check", Casey's
call pushed out; they worked out who had called from the scores)."""

from __future__ import annotations

import pytest
from test_enter_follows_the_coach import your_decisions
from test_log_moves_before_tips import drawn_logs, said
from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt.check_ahead import ASKED_AFTER_CHECK
from game.felt.log_forms import fewer_words
from game.felt.log_lines import DEALS, YOU, gives_way, log_lines, message_lines, with_bet_faced
from game.telling.hints import COACH_MEANING

NAMES = ("You", "Babe", "Casey", "Yogi")
COLUMNS = 22  # the centre's log at four seats
MOVES = ["You check", "Babe bets 1", "Casey calls 1"]


@pytest.mark.parametrize("most", [2, 3, 4])
def test_a_note_after_a_bet_and_a_call_leaves_both_in_view(most):
    pinned, lines = with_bet_faced([*MOVES, ASKED_AFTER_CHECK], "Babe bets 1", COLUMNS, most, 0, NAMES)
    text = " ".join(said(line) for line in [*pinned, *(line for line, _ in lines)])
    assert "Babe bets 1" in text and "Casey calls 1" in text, text
    if most > 2:  # a line free: the note said, in fewer words where its whole takes two
        assert "A bet after your check" in text, text


def test_a_tip_said_over_the_moves_gives_way_to_a_move_made_after_it():
    tip = COACH_MEANING
    lines = [line for line, _ in log_lines([*MOVES, tip, "Yogi calls 1"], COLUMNS, 2, names=NAMES, over=tip)]
    assert lines[-1] == "Yogi calls 1" and tip not in lines, lines  # (the moves before it told in
    assert "Babe bets, Casey calls" in lines, lines  # fewer lines: game.felt.log_runs)
    before = [line for line, _ in log_lines([*MOVES, tip], COLUMNS, 2, names=NAMES, over=tip)]
    assert said(" ".join(before)) == tip, before  # (over the moves read before it, as it was said)


@pytest.mark.parametrize(("players", "seed"), [(4, 3), (5, 3), (5, 4)])
def test_at_auto_checks_bet_to_meet_every_move_since_yours_is_drawn(app, monkeypatch, players, seed):
    """Night Baseball with AUTO-CHECK on, the hints and the coach: at each decision where it hands you a
    bet after its check, every move since your last that the log shows without its notes and tips
    is drawn."""
    app.settings.hints = app.settings.coach = True
    app.settings.animation_speed = 4.0
    asked = drawn_logs(monkeypatch)
    scene = table_scene(app, profile="night-baseball", players=players, seed=seed)
    scene.ahead.toggle()
    met, missed = 0, []
    for decisions, legal in enumerate(your_decisions(app, scene), 1):
        messages, faced, columns, most, rung, names, text = asked[-1]
        since = next(
            (len(messages) - age for age, m in enumerate(reversed(messages)) if m.startswith(YOU)), 0
        )
        if ASKED_AFTER_CHECK in messages[since:]:
            met += 1
            assert messages[since:].count(ASKED_AFTER_CHECK) == 1, messages[since:]  # (said once)
            pinned, lines = with_bet_faced(
                [m for m in messages if not gives_way(m)], faced, columns, most, rung, names
            )
            untipped = " ".join(said(line) for line in [*pinned, *(line for line, _ in lines)])
            for move in (m for m in messages[since:] if not gives_way(m) and not DEALS.match(m)):
                forms = [said(form) for form in fewer_words(move, rung)]
                forms.append(" ".join(said(line) for line in message_lines(move, columns, names)))
                if any(form in untipped for form in forms) and not any(form in text for form in forms):
                    missed.append((move, text))
        if decisions == 16:
            break
        scene.choose(
            next(k for k in (ActionKind.CHECK, ActionKind.TURN, ActionKind.CALL, "pay") if k in legal.kinds)
        )
    assert met, "no bet after auto-check's check was met"
    assert not missed, missed
