"""Who made each move of the session in play, for the phones' log: a seat that changes hands during a
pot (a guest leaves, or the host takes them off, and the seat's computer player plays on) keeps its
old name on the moves made before. A host play-test's phones renamed a guest's calls, taken off, to
'CPU 2 calls'; the TV's log, written as each move is shown, never renames them."""

from __future__ import annotations

from collections.abc import Sequence

from game.party.protocol import SeatCard


class PastNames:
    def __init__(self) -> None:
        self.session: object | None = None  # the table whose events these are (a new session: anew)
        # (the table's event count at a change of names, the seats (who played them, a person or
        # a computer player) of the events before it),
        # oldest first
        self.spans: list[tuple[int, tuple[SeatCard, ...]]] = []

    def keep(self, session: object, made: int, names: Sequence[SeatCard]) -> None:
        """The seats (`names`, and who plays each) are about to change, after `made` events of `session`'s table."""
        if session is not self.session:
            self.session, self.spans = session, []
        if self.spans and self.spans[-1][0] >= made:  # two changes at one moment: the first names hold
            return
        self.spans.append((made, tuple(names)))

    def at(self, session: object, index: int, now: Sequence[SeatCard]) -> Sequence[SeatCard]:
        """The seats as they were when event `index` of `session`'s table was made (`now`: as they are)."""
        if session is self.session:
            for made, names in self.spans:
                if index < made:
                    return names
        return now
