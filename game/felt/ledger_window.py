"""Which part of tonight's ledger the TV shows when it does not all fit (game.felt.ledger_view):
the first person's line in view and the last session's column in view. The ledger page scrolls it
with Up/Down (the lines) and Left/Right (the sessions); a page that cannot scroll shows the top
lines and the latest sessions."""

from __future__ import annotations

from dataclasses import dataclass

SESSIONS_SHOWN = 3  # the TV's letters are 16 pixels wide: three sessions fit beside the names


@dataclass
class LedgerWindow:
    first_line: int = 0
    last_session: int | None = None  # the sessions in view end here (exclusive); None: the latest

    def sessions(self, count: int) -> range:
        """The sessions in view, of `count`: at most SESSIONS_SHOWN, ending at last_session."""
        end = count if self.last_session is None else max(min(self.last_session, count), 0)
        end = max(end, min(SESSIONS_SHOWN, count))
        return range(max(end - SESSIONS_SHOWN, 0), end)

    def lines(self, count: int, rows: int) -> range:
        """The people's lines in view, of `count`, `rows` fitting: from first_line, kept in range."""
        first = max(min(self.first_line, count - rows), 0)
        return range(first, min(first + rows, count))

    def scroll_lines(self, step: int, count: int, rows: int) -> bool:
        """One line up (-1) or down (+1); False when the lines in view were at that end already."""
        before = self.lines(count, rows)
        self.first_line = before.start + step
        after = self.lines(count, rows)
        self.first_line = after.start
        return after != before

    def scroll_sessions(self, step: int, count: int) -> bool:
        """One session back (-1) or on (+1); False when the sessions in view were at that end."""
        before = self.sessions(count)
        self.last_session = before.stop + step
        after = self.sessions(count)
        self.last_session = after.stop
        return after != before
