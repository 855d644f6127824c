"""Every line of the table's log stays on screen long enough to read, at TEXT SIZE large with
AUTO-CHECK on, in simulated time: a newcomer's play-test saw the others' moves pass faster than the
large log's three lines could show them, lines scrolling away before they were read."""

from __future__ import annotations

from collections.abc import Sequence

from test_ui_support import settle, table_scene

from engine.actions import ActionKind
from game.felt import log_room
from game.felt.log_lines import shown_messages
from game.felt.log_room import LOG_LEAST
from game.felt.pacing import LINE_LEAST, READ_ACROSS
from game.telling.check_runs import who_checked

FRAME = 1 / 30


def on_screen(app, monkeypatch, profile: str, seed: int) -> dict[str, list[float]]:
    """One pot of `profile` at large, AUTO-CHECK on, you checking, calling or turning when asked:
    each message the log showed and every span (seconds) it was on screen and then gone, before the
    pot's result comes up, in the large log's three lines (LOG_LEAST: the centre's words that take
    one of them at times move no line away). A line of checks that grows by a name ("Casey and
    Yogi check") is the line it grew from."""
    app.settings.text_size = "large"
    shown: list[tuple[str, ...]] = []
    drawn = log_room.with_bet_faced

    def seen(messages: Sequence[str], faced: str, columns: int, most: int, rung: int = 0, names=(), over=""):
        keep = list(messages)[len(messages) - shown_messages(messages, columns, LOG_LEAST, rung) :]
        shown.append(tuple(key(message, names) for message in keep))
        return drawn(messages, faced, columns, most, rung, names, over)

    monkeypatch.setattr(log_room, "with_bet_faced", seen)
    scene = table_scene(app, profile=profile, players=4, seed=seed)
    scene.ahead.on = True  # (a new game starts it off: on from its first move)
    frames: list[tuple[str, ...]] = []
    for _ in range(30 * 300):
        settle(scene)
        shown.clear()
        app.frame([], FRAME)
        if scene.showing_result:
            break
        frames.append(shown[-1] if shown else ())
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(
                next(k for k in (ActionKind.CHECK, ActionKind.TURN, ActionKind.CALL, "pay") if k in kinds)
            )
    else:
        raise AssertionError("the pot did not end")
    spans: dict[str, list[float]] = {}
    since: dict[str, int] = {}
    for frame, keys in enumerate(frames):
        for gone in set(since) - set(keys):
            spans.setdefault(gone, []).append((frame - since.pop(gone)) * FRAME)
        for new in keys:
            since.setdefault(new, frame)
    return spans


def key(message: str, names: Sequence[str]) -> str:
    """`message` as one line of the log: a line of checks by its first checker."""
    checked = who_checked(message, names)
    return f"{checked[0]}'s checks" if checked else message


def moves(spans: dict[str, list[float]]) -> list[float]:
    """The spans of the lines telling the computer players' moves and the checks, yours among them
    (AUTO-CHECK's): every line but those of your own turns, deals and the results."""
    return [
        span
        for line, each in spans.items()
        for span in each
        if line.endswith("'s checks")
        or (line.startswith(("Casey ", "Yogi ", "Babe ", "AUTO-CHECK")) and " deals " not in line)
    ]


def test_every_move_in_the_log_stays_up_to_be_read_at_large_with_auto_check_on(app, monkeypatch):
    """No Peek at large, AUTO-CHECK checking for you: each move's line is up at least a share of its
    reading time (a line pushed up two at once by a lead's two lines: LINE_LEAST * 2/3), where a
    card's line went by in a frame (measured: 0.03 s before, 0.43 s after, the pot 30 s -> 38 s);
    at Turbo, lines go by faster still: the ANIMATION SPEED still speeds the pot for those who
    want it."""
    normal = on_screen(app, monkeypatch, "no-peek", 1)
    assert min(moves(normal)) >= LINE_LEAST * 2 / READ_ACROSS - FRAME, sorted(moves(normal))[:5]
    app.stack.scenes.clear()
    app.settings.animation_speed = 4.0
    turbo = on_screen(app, monkeypatch, "no-peek", 1)
    assert min(moves(turbo)) < min(moves(normal)) / 2
