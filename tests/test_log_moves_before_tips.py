"""A tip never costs a move its place in the table's log: at each of your decisions, with the hints
and the coach on, every move made since your last that the log would show with no tips at all is
shown (a Hold'em newcomer's Night Baseball play-test at four seats: "Green: pays; yellow: close" in
two lines, then "Behind? Bet on your chances", pushed Babe's check and Yogi's call off the log's
three lines; only the scores said someone had paid). The tips still show, where a line is free."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from test_enter_follows_the_coach import your_decisions
from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt import log_room
from game.felt.log_forms import at_rung, fewer_words, is_hint
from game.felt.log_lines import DEALS, YOU, log_lines, message_lines, with_bet_faced
from game.platform.text import KEEP
from game.telling.hints import COACH_MEANING

DECISIONS = 14


def said(line: str) -> str:
    return line.replace(KEEP, " ")


def drawn_logs(monkeypatch) -> list[tuple[tuple[str, ...], str, int, int, int, tuple[str, ...], str]]:
    """Each log drawn from now on, as log_room.with_bet_faced is asked for it: (its messages, the bet
    faced, columns, lines, rung, names, the text drawn)."""
    asked: list[tuple[tuple[str, ...], str, int, int, int, tuple[str, ...], str]] = []
    drawn = log_room.with_bet_faced

    def seen(messages: Sequence[str], faced: str, columns: int, most: int, rung: int = 0, names=(), over=""):
        pinned, lines = drawn(messages, faced, columns, most, rung, names, over)
        text = " ".join(said(line) for line in [*pinned, *(line for line, _ in lines)])
        asked.append((tuple(messages), faced, columns, most, rung, tuple(names), text))
        return pinned, lines

    monkeypatch.setattr(log_room, "with_bet_faced", seen)
    return asked


def missed_moves(app, monkeypatch, profile: str, players: int, size: str, seed: int):
    """Play your first DECISIONS decisions (checking, calling, turning, paying; betting now and then):
    at each, the moves since your last the log shows with no tips and not with them, and every tip
    the log showed on the way (at any frame: a tip that found no line free at your decision was
    shown after your move, late; now it is dropped, game.felt.first_tips)."""
    app.settings.hints = app.settings.coach = True
    app.settings.text_size, app.settings.animation_speed = size, 4.0
    asked = drawn_logs(monkeypatch)
    scene = table_scene(app, profile=profile, players=players, seed=seed)
    missed, tips = [], set()
    for decisions, legal in enumerate(your_decisions(app, scene), 1):
        messages, faced, columns, most, rung, names, text = asked[-1]
        since = next(
            (len(messages) - age for age, m in enumerate(reversed(messages)) if m.startswith(YOU)), 0
        )
        plain = [message for message in messages if not is_hint(message)]
        pinned, lines = with_bet_faced(plain, faced, columns, most, rung, names)
        untipped = " ".join(said(line) for line in [*pinned, *(line for line, _ in lines)])
        for move in (m for m in messages[since:] if not is_hint(m) and not DEALS.match(m)):  # (no move)
            forms = [said(form) for form in fewer_words(at_rung(move, rung), rung)]
            shown = " ".join(said(line) for line in message_lines(move, columns, names))
            if any(form in untipped for form in [*forms, shown]) and not any(
                form in text for form in [*forms, shown]
            ):
                missed.append((move, text))
        if decisions == DECISIONS:
            break
        kinds = legal.kinds
        bet = ActionKind.BET in kinds and decisions % 3 == 0
        scene.choose(
            ActionKind.BET
            if bet
            else next(k for k in (ActionKind.CHECK, ActionKind.TURN, ActionKind.CALL, "pay") if k in kinds)
        )
    for messages, *_, text in asked:  # (at any moment: a tip is said at its own, or not at all)
        tips.update(message for message in messages if is_hint(message) and said(message) in text)
    return missed, tips


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(
    ("profile", "players", "seed"),
    [("night-baseball", 4, 3), ("night-baseball", 3, 5), ("night-baseball", 5, 2), ("baseball", 6, 5)],
)
def test_every_move_since_yours_is_in_the_log_at_your_decision(
    app, monkeypatch, profile, players, size, seed
):
    missed, _tips = missed_moves(app, monkeypatch, profile, players, size, seed)
    assert not missed, missed


def test_the_tips_still_show_where_a_line_is_free(app, monkeypatch):
    _missed, tips = missed_moves(app, monkeypatch, "night-baseball", 4, "normal", 3)
    assert tips, "no tip was shown"


NAMES = ("You", "Babe", "Yogi", "Casey")
COLUMNS, ROWS = 22, 3  # the centre's log at four seats under a one-line lead: three lines


def test_a_tip_gives_way_to_the_moves_since_yours_and_shows_after_your_move():
    moves = ["You call 1", "Babe and Yogi check", "Casey bets 1"]
    tip = COACH_MEANING  # (two lines of the log)
    lines = [line for line, _ in log_lines([*moves, tip], COLUMNS, ROWS, names=NAMES)]
    assert lines == moves, lines  # the newcomer's play-test: the tip, and only Casey's bet
    after = [line for line, _ in log_lines([*moves, tip, "You call 1"], COLUMNS, ROWS, names=NAMES)]
    assert " ".join(after) == f"{tip} You call 1", after


def test_a_tip_shows_where_a_line_is_free():
    messages = ["You check", "Casey bets 1", COACH_MEANING]
    lines = [line for line, _ in log_lines(messages, COLUMNS, ROWS, names=NAMES)]
    assert " ".join(lines) == f"Casey bets 1 {COACH_MEANING}", lines


def test_a_short_win_never_breaks_after_a_lone_name():
    """The log beside your seat under a guided hand's page read "Casey" over "wins 4 1/2"."""
    for columns in (15, 16):  # (TEXT SIZE large's and normal's, to the safe area's edge)
        lines = [
            line for line, _ in log_lines(["You win 4 1/2", "Casey wins 4 1/2"], columns, 3, names=NAMES)
        ]
        assert lines[0] == "You win 4 1/2" and len(lines) == 2, lines
