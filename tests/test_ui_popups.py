"""A word rising over the table for a moment (a win's "+8", WILD, BONUS!) hides no other words
while it rises: whole sessions checked frame by frame (tests/ui_sweep.py)."""

from __future__ import annotations

from ui_sweep import play_session

from game.platform.frame_log import FRAME


def popup_problems(where: str) -> list[str]:
    """Each floating word on top of a steady one in the frame just drawn."""
    shown = [item for item in FRAME.visible() if item.kind == "text"]
    return [
        f"{where}: {word.text!r} {tuple(word.rect)} over {other.text!r} {tuple(other.rect)}"
        for word in shown
        if word.floating
        for other in shown
        if not other.floating and word.rect.colliderect(other.rect)
    ]


def test_your_win_rising_from_your_plate_hides_no_hint(app, monkeypatch):
    """A play-test: your "+8" rose from your name plate into TAB SKIPS AHEAD over it."""
    monkeypatch.setattr("ui_sweep.frame_problems", popup_problems)
    _, problems = play_session(app, "baseball", 4, seed=1, pots=2)
    wins = [problem for problem in problems if "'+" in problem]
    assert wins == []
