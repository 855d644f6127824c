"""Checks that follow each other told as one beat: "Casey and Yogi check", "Casey, Yogi and Babe
check". No Peek opens a betting round at every new lead and most are checked around: its log (one
line at TEXT SIZE large) told each check as its own line, "Casey checks", "Yogi checks", ... and a
round's checks pushed everything else out of it. Every name is still said; the hand's history stays
one event a move (this is only the telling, the same on the TV's log and the phones').

A log is a list of lines (strings) wherever it is kept, so a line of checks is read back by the
names of the seats that can have said it (`names`): a name may hold a comma or an "and".
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence

YOU = "You"  # the solo table speaks to its person in the second person: "You check"
AND = " and "
ONE, MANY = " checks", " check"


def checks_line(who: Sequence[str]) -> str:
    """The line telling that `who` checked, in turn: "Casey checks", "You check", "Casey and you
    check", "You, Casey and Yogi check"."""
    if len(who) == 1:
        return who[0] + (MANY if who[0] == YOU else ONE)
    said = [who[0], *(YOU.lower() if name == YOU else name for name in who[1:])]
    return f"{', '.join(said[:-1])}{AND}{said[-1]}{MANY}"


def who_checked(line: str, names: Sequence[str]) -> list[str] | None:
    """Who checked in `line`, as checks_line told them; None when it is not a line of checks of
    `names`. The first reading found wins (names that differ only by a comma or "and" are no
    ordinary table's)."""
    if line == YOU + MANY:
        return [YOU]
    if line.endswith(ONE) and line[: -len(ONE)] in names:
        return [line[: -len(ONE)]]
    if not line.endswith(MANY):
        return None
    said = {name: name for name in names} | ({YOU.lower(): YOU} if YOU in names else {})
    return _run(line[: -len(MANY)], said, first=True)


def _run(head: str, said: dict[str, str], first: bool) -> list[str] | None:
    """`head` read as two or more of the names `said` (each as written, "you": the seat You),
    joined as checks_line joins them: "A and B", "A, B and C"."""
    for written, name in said.items():
        if written == (YOU.lower() if first else YOU) or not head.startswith(written):
            continue  # "you" is never the first word, "You" never a later one
        rest = head[len(written) :]
        last = rest[len(AND) :]
        if rest.startswith(AND) and last in said and last != YOU:
            return [name, said[last]]
        if rest.startswith(", ") and (more := _run(rest[2:], said, first=False)) is not None:
            return [name, *more]
    return None


def joined(earlier: str, later: str, names: Sequence[str]) -> str | None:
    """`earlier` and `later`, two lines of the log with nothing between them, told as one when
    both tell checks ("Casey checks", "Yogi checks" -> "Casey and Yogi check"); else None."""
    first, then = who_checked(earlier, names), who_checked(later, names)
    return None if first is None or then is None else checks_line([*first, *then])


def tell(log: MutableSequence[str], line: str, names: Sequence[str]) -> None:
    """`line` added to the end of `log`, told with the checks it follows when it is a check."""
    merged = joined(log[-1], line, names) if log else None
    if merged is None:
        log.append(line)
    else:
        log[-1] = merged
