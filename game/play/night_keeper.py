"""Keeps tonight's ledger (game.play.ledger) of one table host: a listener of the host's moves.

After every pot and at every session's end it takes the host's standings by whoever played
(`TableHost.people`: each person's net counted from the pot they sat down for, those who left
with theirs) as the session's record, and saves the night at once (game.play.ledger_file). A
session in progress counts as at its last pot's end, so a crash loses nothing already won: the
next start of the same night reads the ledger back and adds its own sessions after it. Each
session is timed by its start (its session_start, heard as the host deals it), not its first
pot's end (a play-test's ledger put a 21:00 session at 21:09). What the screens show (`ledger`) counts
a pot only once the TV has shown its result, as the phones are given it: the host pays a pot with its
last move, while the TV may still turn its showdown (a host play-test's ledger, opened in a pause,
said 1ST SAM +5 beside a table still showing POT 7). A
session that does not add up to 0 (one read back, or one this table records) is kept as recorded
and told once, in the log and among the problems the TV shows (`take_problems`).
"""

from __future__ import annotations

import datetime
import logging
from collections import deque
from collections.abc import Callable, Sequence
from fractions import Fraction

from engine.events import Event, HandEnd, SessionEnd, SessionStart
from engine.table import Table
from game.play import ledger_file
from game.play.host_facts import Moved, Placing, PotDone, SessionDone
from game.play.ledger import Ledger, Person, fault_message, session_nets
from game.play.table_host import TableHost

log = logging.getLogger(__name__)


def person_of(placing: Placing) -> Person:
    """Who a line of the standings is across the night: a guest by their phone (`who`), a player
    at the TV by their name, a computer player by its seat's name, marked as a bot."""
    if placing.who:
        return Person(placing.who, placing.name, False)
    kind = "local" if placing.person else "bot"
    return Person(f"{kind}:{placing.name.casefold()}", placing.name, not placing.person)


def pot_in_play(table: Table) -> bool:
    """A pot has been dealt and has not ended: ended now, it goes back to its players (between pots,
    or while the dealer calls the next game, none is in play)."""
    return not table.is_over and table.hand.number > table.hands_played


class NightKeeper:
    def __init__(
        self,
        host: TableHost,
        run: str,
        *,
        now: Callable[[], datetime.datetime] = datetime.datetime.now,
        night: str | None = None,
    ) -> None:
        """`run`: this table's name tonight, so its sessions are told from another table's (a solo
        session's seed, a party's start); `night`: the night's date (the clock's by default)."""
        self.host = host
        self.run = run
        self.now = now
        self.night = night or ledger_file.night_of(now())
        ledger_file.recover(self.night)
        # the night as recorded and saved: a pot counts as the host pays it
        self.books, problems = ledger_file.load(self.night)
        self.seen = self.books  # as the screens have shown it (`ledger`)
        # each recorded pot's ledger the screens have yet to show, by where its result is in the
        # host's stream (its PotDone, or the SessionDone the phones show it with)
        self.coming: deque[tuple[int, Ledger]] = deque()
        # the night's sessions recorded before this table's: its first is the next (LAST POTS
        # numbers a party's sessions as the ledger does)
        self.earlier = len(self.books.sessions)
        self.said: set[str] = set()
        self.problems: list[str] = []
        self.faulty: set[str] = set()  # the faulty sessions already told of, by id
        self.started: dict[int, str] = {}  # when each of the host's sessions started, by its number
        for problem in problems:
            self.tell(problem)
        self.tell_faults()
        host.listeners.append(self.heard)

    @property
    def ledger(self) -> Ledger:
        """Tonight's ledger as the screens have shown it: a pot in it once every screen that paces
        the table (the party TV) has shown its result, never from the host's table ahead of them."""
        self.catch_up()
        return self.seen

    @property
    def unshown(self) -> bool:
        """A pot the host has paid whose result the screens have yet to show: to them it is in play."""
        self.catch_up()
        return bool(self.coming)

    def catch_up(self) -> None:
        """The pots whose results the screens have shown since are in `seen`."""
        shown = self.host.watermark()
        while self.coming and self.coming[0][0] < shown:
            self.seen = self.coming.popleft()[1]

    def heard(self, events: Sequence[Event]) -> None:
        if any(isinstance(event, SessionStart) for event in events):
            self.started[self.host.sessions] = self.now().isoformat(timespec="minutes")
        if any(isinstance(event, (HandEnd, SessionEnd)) for event in events):
            self.record()

    def end_of_party(self) -> None:
        """The host ended the party: the session in play is over where it stands (a play-test's
        ledger said a session cut short was still playing), one ended before its first pot's end
        too, its nets all 0 (a host play-test's TV left out the session just ended)."""
        self.record(ended=True)

    def record(self, ended: bool = False) -> None:
        """The session in play as it stands, into the ledger and onto disk; `ended`: over now, its
        pots played or not, and a pot dealt and not ended then went back."""
        standing = self.standing(ended)
        if standing is None:
            return
        self.books, problem = ledger_file.save(standing)
        result = self.result_at()
        if ended or result is None:  # the party over (or no result to show): the screens' at once
            self.coming.clear()
            self.seen = self.books
        else:
            self.coming.append((result, self.books))
        if problem is not None and problem not in self.said:  # said once, not after every pot
            self.tell(problem)
        self.tell_faults()

    def result_at(self) -> int | None:
        """Where in the host's stream the result of the pot just paid is: its PotDone in the move
        just published (a session ended with no pot: its SessionDone); None when it has none."""
        stream = self.host.stream
        at = len(stream) - 1
        while at > 0 and not isinstance(stream[at - 1], Moved):  # back to the move's first fact
            at -= 1
        move = range(at, len(stream))
        found = [i for i in move if isinstance(stream[i], PotDone)] or [
            i for i in move if isinstance(stream[i], SessionDone)
        ]
        return found[0] if found else None

    def standing(self, ended: bool = False) -> Ledger | None:
        """Tonight's ledger with the session in play as it stands, not saved: as at its last pot's
        end (`ended`: before any pot's end, as at its start), and whoever left the table since with
        what they left with (the TV's `LEAVES WITH`); None before a pot has ended (unless `ended`),
        or with nobody but bots at the table."""
        host = self.host
        table = host.table
        ends = [] if table is None else [event for event in table.events if isinstance(event, HandEnd)]
        if table is None or not (ends or ended):
            return None
        # as at the last pot's end: the move that ended it may have dealt the next pot's antes
        # already (the solo table deals on at once), and a pot in play is no one's yet
        people = host.people(ends[-1].balances if ends else (Fraction(0),) * len(table.seats))
        if not any(placing.person for placing in people):
            return None  # bots alone at a party nobody sits at: no one's night
        persons = [person_of(placing) for placing in people]
        pots = len(ends)
        session = session_nets(
            self.session_id(host.sessions),
            table.session_rules.name,
            # a session dealt before this keeper listened (none yet): the time it is first recorded
            self.started.get(host.sessions) or self.now().isoformat(timespec="minutes"),
            pots,
            table.is_over or ended,
            ((person.key, placing.net) for person, placing in zip(persons, people, strict=True)),
            # cut short by either of the host's ends: END THE PARTY mid session, or END THIS GAME
            # AFTER THE POT, over before its pot count (a host play-test's ledger marked the one alone)
            (ended or table.is_over) and table.hands_played < table.session_rules.pots,
            ended and pot_in_play(table),
        )
        return self.books.recorded(session, persons)

    def session_id(self, number: int) -> str:
        """The ledger's id of this table's session `number` (the host's count)."""
        return f"{self.run}-{number}"

    def tell(self, problem: str) -> None:
        log.warning("%s", problem)  # on stderr too: the solo table shows no ledger
        self.said.add(problem)
        self.problems.append(problem)

    def tell_faults(self) -> None:
        """Each session that does not add up to 0 (read back, or as this table recorded it), once:
        its amount may change with every pot, the fault stays one."""
        for number, session in self.books.faults():
            if session.id not in self.faulty:
                self.faulty.add(session.id)
                self.tell(fault_message(number, session))

    def take_problems(self) -> list[str]:
        """Messages not yet shown (a file that could not be read or written, a faulty session)."""
        problems, self.problems = self.problems, []
        return problems
