"""The table's log in lines: the newest messages that fit between the side seats, and the bet
being faced kept in view at the top ("Ann raises 1 to 3"), however many moves came after it.

A play-test: the centre said RAISED 1 OF 3 while the log's three lines showed only calls, so
nobody at the table could see who had raised.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.felt import layout
from game.felt.log_forms import ELLIPSIS, at_rung, fewer_words, is_hint
from game.platform.text import KEEP, wrap

AMOUNT = re.compile(r"\d+(/\d+)?")  # a word of an amount ("2", "1/2")


def log_lines(
    messages: Sequence[str],
    columns: int = layout.LOG_COLUMNS,
    most: int = layout.LOG_LINES,
    rung: int = 0,
    names: Sequence[str] = (),
) -> list[tuple[str, bool]]:
    """The log's lines, (line, part of the latest message): whole messages only, newest at the
    bottom, wrapped to `columns` (between the side seats), at most `most` lines. A message whose
    start would not fit is left out rather than showing its orphaned end ("eights"); but the
    latest is never left out: longer than the log even in its fewest words, the seat's name it
    starts with (one of `names`) is cut for what they did (name_cut), else its start is shown, cut
    after a word with an ellipsis (the party TV's one line at TEXT SIZE large showed nothing for
    "Eve takes CPU 3's seat next hand": a host play-test). Where nothing lies beside the log's
    lines the renderer passes the centre's whole width as `columns` (log_room.draw_log): a host's
    play-test read "Maximiliana\u2026 is beaten" with room on the line for her whole name.
    A shown hand is said at the seats' `rung` (log_forms.at_rung). A hint (log_forms.is_hint) keeps
    the move before it, the one it is about, over it, in as few words as leave it room (at TEXT
    SIZE large the first four's hint pushed "Babe earns +1 card" out of the log)."""
    lines: list[tuple[str, bool]] = []
    hinted = bool(messages) and is_hint(messages[-1])
    for age, message in enumerate(reversed(messages)):
        wrapped = message_lines(at_rung(message, rung), columns, names)
        room = most - len(lines)
        if (age == 0 or (age == 1 and hinted)) and len(wrapped) > room:  # in fewer words, whole, if that fits
            forms = [message_lines(form, columns, names) for form in fewer_words(message, rung)]
            fits = next((form for form in forms if len(form) <= room), None)
            if fits is None and age == 0:
                cut = name_cut(message, names, columns, most, rung)
                fits = message_lines(cut, columns, names) if cut else wrapped
            wrapped = fits or wrapped
        if len(lines) + len(wrapped) > most:
            if age == 0 and most > 0:
                last = wrapped[most - 1]
                cut = wrap(last, columns - 1)[0] + ELLIPSIS
                lines = [(line, True) for line in [*wrapped[: most - 1], cut]]
            break
        lines[:0] = [(line, age == 0) for line in wrapped]
    return lines


def message_lines(message: str, columns: int, names: Sequence[str] = ()) -> list[str]:
    """`message` wrapped to `columns`, the amount it ends with never alone on its last line: its
    verb goes down with it (a host play-test read "Maximiliana Bell calls" over a lone "1"); a
    seat's name among `names` never broken where the line has room for it whole."""
    kept = [(name.replace(" ", KEEP), name) for name in names if " " in name and name in message]
    for whole, name in kept:
        message = message.replace(name, whole)
    lines = wrap(message, columns)
    for whole, name in kept:
        lines = [line.replace(whole, name) for line in lines]
    while len(lines) > 1 and all(AMOUNT.fullmatch(word) for word in lines[-1].split(" ")):
        head, _, word = lines[-2].rpartition(" ")
        if not head or len(word) + 1 + len(lines[-1]) > columns:
            break
        lines[-2:] = [head, f"{word} {lines[-1]}"]
    return lines


def name_cut(message: str, names: Sequence[str], columns: int, most: int, rung: int = 0) -> str:
    """`message` in its fewest words with the seat's name it starts with cut short, as little as
    lets it read in `most` lines of `columns` ("Maximiliana Be\u2026 raises": a host play-test read
    "Maximiliana Bell\u2026", hiding what she did); "" when it starts with none of `names` or even
    a name's first letter leaves no room."""
    fewest = fewer_words(message, rung)[-1]
    starts = [
        name
        for name in names
        if name and fewest.startswith(name) and fewest[len(name) : len(name) + 1] in " :"
    ]
    if not starts:
        return ""
    name = max(starts, key=len)
    for keep in range(len(name) - 1, 0, -1):
        cut = name[:keep].rstrip() + ELLIPSIS + fewest[len(name) :]
        if len(message_lines(cut, columns)) <= most:
            return cut
    return ""


def fits_whole(message: str, columns: int, most: int, rung: int = 0) -> bool:
    """`message` (or one of its shorter forms) reads whole in `most` lines of `columns`."""
    return any(len(message_lines(form, columns)) <= most for form in fewer_words(message, rung))


def shown_messages(messages: Sequence[str], columns: int, most: int, rung: int = 0) -> int:
    """How many of the newest `messages` log_lines shows (the latest always, cut or not)."""
    used = 0
    for age, message in enumerate(reversed(messages)):
        used += len(message_lines(at_rung(message, rung), columns))
        if used > most:
            return 1 if age == 0 and most > 0 else age
    return len(messages)


def with_bet_faced(
    messages: Sequence[str],
    faced: str,
    columns: int = layout.LOG_COLUMNS,
    most: int = layout.LOG_LINES,
    rung: int = 0,
    names: Sequence[str] = (),
) -> tuple[list[str], list[tuple[str, bool]]]:
    """The log's lines with the bet being faced (`faced`: its message, "" when none) kept in view:
    (its lines, pinned at the top; the newest lines under them). Pinned only when it has scrolled
    out of view (or out of the kept messages) and the latest message still reads whole under it.
    A shown hand is said at the seats' `rung` (log_forms.at_rung); `names`: log_lines'."""
    newest = log_lines(messages, columns, most, rung, names)
    if not faced:
        return [], newest
    seen = list(messages)[len(messages) - shown_messages(messages, columns, most, rung) :]  # (a deque)
    if faced in seen:  # the newest of its words is the bet: a later same bet would be faced instead
        return [], newest
    pinned = message_lines(faced, columns)
    if len(pinned) >= most or not fits_whole(messages[-1], columns, most - len(pinned), rung):
        return [], newest  # the latest message is read whole before the bet (play-test: the pin
        # left one line for "CPU 4 earns a bonus card", cut to "CPU 4 earns a bonus…")
    return pinned, log_lines(messages, columns, most - len(pinned), rung, names)
