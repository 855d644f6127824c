"""The words for the seconds a party waits for a person, one rule for the TV and the phones.

With a turn timer on, its seconds count from the start of the turn. With it OFF, a party hosted from
the TV waits for a guest whose phone is there as long as it takes; what can run is the away rule's
wait for a silent player (the headless host's --away-seconds, the TV's own default of 45 s). Counted
down from the start, it read as the timer ignoring the setting (a host play-test: "WAITING FOR ANN
44" with the timer OFF). So its seconds are said only for the last AWAY_WARNING of the wait, as what
they are: "ANN AWAY IN 15" on the TV, "Your turn! Away in 15" on the phone
(game/party/wire/static/phone_turn.js keeps the same number). A phone that dropped off counts its whole
grace: the TV says PHONE GONE with it."""

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


ELLIPSIS = "\u2026"  # the end of a name cut to fit (as the seats' plates cut one: seat_words.clip)


def clock_words(left: float | None, timer: bool, gone: bool, left_seat: bool = False) -> str:
    """The seconds with what they are ('TIME LEFT 12', 'PHONE GONE 8', 'AWAY IN 12', 'LEFT: BOT IN 8'
    for a guest who left their seat on purpose: `left_seat`), "" when not said."""
    if left is None or not said(left, timer, gone or left_seat):
        return ""
    why = "LEFT: BOT IN" if left_seat else "PHONE GONE" if gone else "TIME LEFT" if timer else "AWAY IN"
    return f"{why} {count(left)}"


def waiting_line(
    name: str, left: float | None, timer: bool, gone: bool, columns: int, left_seat: bool = False
) -> str:
    """Whose turn the table waits for, in at most `columns` letters (a long name is cut, never the
    words or the time), always in one wording, the name first: 'ANN'S TURN 12' (a turn timer), 'ANN:
    PHONE GONE 8' (a phone that vanished), 'ANN LEFT: BOT IN 8' (a guest who tapped Leave the seat,
    `left_seat`: the away rule plays their turn then unless they take the hand back; a host
    play-test read PHONE GONE for a guest who had left on purpose), 'ANN AWAY IN 12' (the away
    rule's last seconds), or 'ANN'S TURN' (its wait before them, or no limit). A host play-test read
    'WAITING FOR ANN 12' beside 'MAXIMILIANA BELL TO PLAY 12' (a name WAITING FOR would have cut) as
    two things for one. A name cut ends in an ellipsis close after its last letter (the play-test
    read 'BARTHOLOMEW : PHONE GONE', the "F." of "Bartholomew F." cut off and its space left before
    the colon)."""
    if left is None or not said(left, timer, gone or left_seat):
        tail, seconds = TURN, ""
    else:
        tail, seconds = after_name(timer, gone, left_seat), f" {count(left)}"
    room = columns - len(tail) - len(seconds)
    cut = name if len(name) <= room else name[: max(room - 1, 0)].rstrip() + ELLIPSIS
    return f"{cut}{tail}{seconds}"


TURN = "'S TURN"  # after the name: whose turn it is, as the table's own 'CASEY'S TURN, NOT YOURS'


def after_name(timer: bool, gone: bool, left_seat: bool) -> str:
    """The words after the name in the waiting line while its seconds are said."""
    if left_seat:
        return " LEFT: BOT IN"
    if gone:
        return ": PHONE GONE"
    return TURN if timer else " AWAY IN"
