"""The words for the seconds a party waits for a person, one rule for the TV and the phones.

With a turn timer on, its seconds count from the start of the turn. With it OFF, what runs is the
away rule's wait for a silent player (AWAY AFTER, 45 s unless changed): counted down from the start,
it read as the timer ignoring the setting (a host play-test: "WAITING FOR ANN 44" with the timer
OFF). So its seconds are said only for the last AWAY_WARNING of the wait, as what they are: "ANN AWAY
IN 15" on the TV, "Your turn! Away in 15" on the phone (game/party/wire/static/phone.js keeps the
same number). A phone that dropped off counts its whole grace: the TV says PHONE GONE with it."""

from __future__ import annotations

import math

AWAY_WARNING = 15.0  # seconds: the last part of the away rule's wait that the screens count down


def count(left: float) -> int:
    """The whole seconds a countdown shows, rounded up as the phone's page rounds them (the TV rounded
    to the nearest and read one fewer than the phone beside it), 0 only when the time is up."""
    return max(0, math.ceil(left))


def said(left: float | None, timer: bool, gone: bool) -> bool:
    """The seconds are shown: a turn timer's, a dropped phone's grace, or the away rule's last ones."""
    return left is not None and (timer or gone or left <= AWAY_WARNING)


def clock_words(left: float | None, timer: bool, gone: bool) -> str:
    """The seconds with what they are ('TIME LEFT 12', 'PHONE GONE 8', 'AWAY IN 12'), "" when not said."""
    if left is None or not said(left, timer, gone):
        return ""
    why = "PHONE GONE" if gone else "TIME LEFT" if timer else "AWAY IN"
    return f"{why} {count(left)}"


def waiting_line(name: str, left: float | None, timer: bool, gone: bool, columns: int) -> str:
    """Whom the table waits for, in at most `columns` letters (a long name is cut, never the words or
    the time): 'WAITING FOR ANN 12' (a turn timer), 'ANN: PHONE GONE 8', 'ANN AWAY IN 12' (the away
    rule's last seconds), or 'WAITING FOR ANN' (its wait before them, or no limit); a name that
    WAITING FOR would cut is said whole before fewer words, 'MAXIMILIANA BELL TO PLAY 12' (a host
    play-test read WAITING FOR MAXIMILIANA BEL)."""
    if left is None or not said(left, timer, gone):
        head, tail, seconds = "WAITING FOR ", "", ""
    else:
        head, tail = ("", ": PHONE GONE") if gone else ("WAITING FOR ", "") if timer else ("", " AWAY IN")
        seconds = f" {count(left)}"
    if head and len(head) + len(name) + len(seconds) > columns:
        head, tail = "", " TO PLAY"
    return f"{head}{name[: columns - len(head) - len(tail) - len(seconds)]}{tail}{seconds}"
