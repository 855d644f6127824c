"""The log's newest words, watched till they are read: game.felt.table_player shows no fact that could
push them up the log before then (pacing.LINE_WORD a word at the chosen ANIMATION SPEED, never
brisker for a computer player's check or a pot you are out of)."""

from __future__ import annotations

from collections.abc import Sequence

from game.felt.pacing import LINE_LEAST, LINE_WORD, READ_ACROSS


def new_words(before: Sequence[str], after: Sequence[str]) -> tuple[int, bool]:
    """(the words in `after`'s lines that `before` did not have, whether one is a new line): a line
    of checks grown by a name ("Casey checks" -> "Casey and Yogi check") is its new words only."""
    fresh = [line for line in after if line not in before]
    words = sum(len(line.split()) for line in fresh)
    grew = bool(before) and before[-1] not in after and len(fresh) == 1 and fresh[0] == after[-1]
    if grew and len(after) == len(before):
        return max(0, words - len(before[-1].split())), False
    return words, bool(fresh)


class LogReading:
    def __init__(self) -> None:
        self.seen: tuple[str, ...] = ()  # the log as last looked at
        self.clock = 0.0  # reading seconds (real seconds times the chosen speed)
        # the log's newest lines, the newest last: (when each came, the seconds it takes to read)
        self.lines: list[tuple[float, float]] = []

    def look(self, log: Sequence[str]) -> None:
        """Take in the log as it is now: what it says new is read from now on (each `unread` and
        `tick` looks first, so a line is timed from the first of them after it is written)."""
        now = tuple(log)
        if now == self.seen:
            return
        words, new_line = new_words(self.seen, now)
        self.seen = now
        need = max(LINE_LEAST if new_line else 0.0, LINE_WORD * words)
        if new_line or not self.lines:
            self.lines = [*self.lines, (self.clock, need)][-READ_ACROSS:]
        else:  # a line grown by its new words
            came, before = self.lines[-1]
            self.lines[-1] = (came, before + need)

    def unread(self, log: Sequence[str]) -> float:
        """Seconds before a new line may push the `log`'s lines up: each line is read as it climbs
        the log's READ_ACROSS lines, the newest up for a share of its time, the one a new line would
        push out of them for all of it (the newest alone up its whole time slowed a pot twofold)."""
        self.look(log)
        newest = len(self.lines)
        return max(
            (
                need * (newest - at) / READ_ACROSS - (self.clock - came)
                for at, (came, need) in enumerate(self.lines)
            ),
            default=0.0,
        )

    def tick(self, log: Sequence[str], seconds: float) -> None:
        """`seconds` of reading pass (real seconds times the chosen speed), the `log` up as it is
        (a line just written has been up these seconds: taken in before they pass, a long frame,
        the player thinking, counts as no reading time for it)."""
        self.look(log)
        self.clock += seconds

    def read_all(self, log: Sequence[str]) -> None:
        """The player skips ahead: the log counts as read as it is."""
        self.seen, self.lines = tuple(log), []
