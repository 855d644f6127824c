"""The pots a screen has shown, kept to be replayed: each pot's facts as the table host published
them (game.play.table_host), from its hand_start to its result, with what set the table before it.

A `PotShelf` is a presenter of the host's stream like any other: it reads a cursor that does not
pace (so it holds a pot only once the table has shown it) and keeps every pot whole. Attached for
the room (audience None), it keeps only what the room saw: no face-down card of anyone unless it
was shown. A replay (game.felt.replayer) plays a tape's facts onto a fresh table exactly as the
live table played them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

from engine.events import HandEnd, HandStart, PotGame, SessionStart
from game.play.host_facts import AwayPlay, CalledAgain, Fact, PotDone, Seated

# the pots a shelf keeps at most (a party may go on all night); the oldest go first
KEEP_POTS = 400


class Facts(Protocol):
    """Where a shelf's facts come from: a game.play.fact_stream.Cursor."""

    def take(self) -> list[Fact]: ...


@dataclass(frozen=True)
class PotTape:
    """One pot to replay: `before` sets the table as it stood before the deal (the session's start,
    the balances after the pot before, who sat where, the pot's game and, had the away rule called
    it, that call), `facts` are the pot's, from
    its hand_start to its result (`done`, the last of them)."""

    before: tuple[Fact, ...]
    facts: tuple[Fact, ...]
    done: PotDone
    session: int  # the session of the night it was played in, from 1

    @property
    def hand(self) -> int:
        return self.done.hand

    @property
    def names(self) -> list[str]:
        """Each seat's player as the table named them when the pot was won: a guest taken off
        mid-pot left it to their seat's computer player, whose win it was (a host play-test's
        LAST POTS gave it to the guest, named at the deal, while the ledger gave it to the bot)."""
        names: list[str] = []
        for fact in (*self.before, *self.facts):
            if isinstance(fact, SessionStart):
                names = [seat.name for seat in fact.seats]
            elif isinstance(fact, Seated):
                names = [tag.name or old for tag, old in zip(fact.seats, names, strict=False)]
        return names


@dataclass
class PotShelf:
    source: Facts | None = None  # None: facts are handed to `note`
    tapes: list[PotTape] = field(default_factory=list)
    # the last session begun; given the night's sessions before this table's, it counts the night's
    session: int = 0
    start: SessionStart | None = None
    balances: HandEnd | None = None  # the last pot's end: the balances the next one starts from
    seated: Seated | None = None
    game: PotGame | None = None
    # the away rule's call of that game for its dealer: the replay says so, as the live table did,
    # not that the dealer picked it (a host play-test's replay read "Dan picks Baseball")
    called: AwayPlay | None = None
    again: CalledAgain | None = None  # its dealer called the last pot's game again: the replay says so
    before: tuple[Fact, ...] = ()  # what set the table for the pot being played
    pot: list[Fact] | None = None  # the pot being played, from its hand_start

    def fetch(self) -> None:
        """Keep what the source has published since the last fetch."""
        if self.source is not None:
            self.note_all(self.source.take())

    def note_all(self, facts: Iterable[Fact]) -> None:
        for fact in facts:
            self.note(fact)

    def note(self, fact: Fact) -> None:
        if isinstance(fact, SessionStart):
            self.session += 1
            self.start, self.balances, self.game, self.called, self.pot = fact, None, None, None, None
            self.again = None
        elif isinstance(fact, AwayPlay) and self.pot is None:  # between pots: the game's call
            self.called = fact
        elif isinstance(fact, CalledAgain):
            self.again = fact
        elif isinstance(fact, PotGame):
            self.game = fact
        elif isinstance(fact, Seated):
            self.seated = fact
        elif isinstance(fact, HandStart):
            set_up = (self.start, self.balances, self.seated, self.called, self.again, self.game)
            self.before, self.pot = tuple(fact for fact in set_up if fact is not None), []
            self.called = self.again = None  # (the next pot's game is called anew)
        if self.pot is None:
            return
        self.pot.append(fact)
        if isinstance(fact, HandEnd):
            self.balances = fact
        elif isinstance(fact, PotDone):
            self.tapes.append(PotTape(self.before, tuple(self.pot), fact, self.session))
            del self.tapes[:-KEEP_POTS]
            self.pot = None

    def session_tapes(self) -> list[PotTape]:
        """The pots of the session being played; before its first pot has ended, the last session's
        (a party's new session greyed LAST POTS while the pots just played were there to replay)."""
        played = {tape.session for tape in self.tapes}
        latest = self.session if self.session in played else max(played, default=self.session)
        return [tape for tape in self.tapes if tape.session == latest]
