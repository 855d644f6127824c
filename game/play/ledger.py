"""The night's ledger: every person (and computer player) who played tonight, their net in each
session and in total, as a home game's ledger keeps it. Pure data, no file and no clock: the
keeper (game.play.night_keeper) fills it from a table host's standings, game.play.ledger_file
keeps it on disk.

A person is known by a stable identity (`Person.key`), never by the name alone: a guest by their
phone and the name they typed (so one who leaves and comes back on the same phone is one line,
and two Anns on two phones stay two), a player at the TV or the solo human by name, a computer
player by its seat's name, marked as a bot. Each session keeps the nets of whoever played it,
exactly (Fractions), and adds up to 0 over everyone, bots included: money only changes hands.
A session recorded otherwise (a fault in the game) is kept exactly as recorded, never corrected,
and named by `Ledger.faults`: one faulty session must not cost the night its other sessions.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from engine.money import amount_json, parse_amount
from engine.safe_files import brief, shown

# 1 still: `cut_short` (7259648) is a key a session has only when true, so the change reads both ways
# without a bump. A file from before it reads as it always did (no session cut short: which of its
# sessions the host ended early, no file kept, so no migration could tell), and a game from before
# it reads a newer file whole (it ignores the key; its boards take such a session, as they always
# did). A bump would have made that older game set the night's file aside as damaged. `pot_back`
# likewise: a file from before it says of no session that a pot in play went back (it did not know).
VERSION = 1
PARTY_RUN = "party"  # a party's sessions' ids start with it (game.party.room's run), a solo one's "solo"
MAX_PEOPLE = 500  # far beyond any night: a bound on what a file may make us read
MAX_SESSIONS = 5000  # a TV left dealing for days keeps one night: room to spare


@dataclass(frozen=True)
class Person:
    key: str  # the stable identity (see the module's words)
    name: str  # as last seen at the table
    bot: bool


@dataclass(frozen=True)
class SessionNets:
    """One session as it stands: whose net is what (by `Person.key`), after `pots` pots; `over`
    once its last pot is played (a session a crash ended stays as it stood), or `cut_short`: the
    host ended it before its pot count, with END THE PARTY or END THIS GAME AFTER THE POT (the hall
    of fame's boards take only the sessions played out),
    `pot_back` with a pot in play then, which went back to its players (a session ended between
    pots had none: a host play-test read POT IN PLAY WENT BACK of one)."""

    id: str  # unique tonight: a solo session's seed, a party's (PARTY_RUN) start and its session number
    game: str
    started: str  # local time, ISO (2026-12-02T21:04)
    pots: int
    over: bool
    nets: tuple[tuple[str, Fraction], ...]
    cut_short: bool = False
    pot_back: bool = False

    def net(self, key: str) -> Fraction | None:
        """`key`'s net in this session; None when they did not play it."""
        return next((net for who, net in self.nets if who == key), None)

    @property
    def ended(self) -> str:
        """How the host's early end left it, in words the TV's ledger and the phones both say
        ('ended after 2 hands', 'ended before a hand was played out': its nets all 0; hands, as
        the table counts them: HAND 3 OF 8), and where the pot in play went ('ended after 2 hands,
        pot in play went back'); "" for a session not cut short."""
        if not self.cut_short:
            return ""
        if not self.pots:
            return "ended before a hand was played out"
        went = ", pot in play went back" if self.pot_back else ""  # (the phones' ledger left it out)
        return f"ended after {self.pots} hand{'' if self.pots == 1 else 's'}{went}"

    @property
    def balance(self) -> Fraction:
        """What its nets add up to: 0, unless the game recorded it wrongly."""
        return sum((net for _, net in self.nets), Fraction(0))


@dataclass(frozen=True)
class Line:
    """One person's line of the ledger: their net in each session (None: not played) and in total."""

    person: Person
    shown: str  # the name shown: a second person of the same name is numbered ("ANN 2")
    nets: tuple[Fraction | None, ...]
    total: Fraction


@dataclass(frozen=True)
class Ledger:
    night: str  # the night's date (game.play.ledger_file.night_of), ISO
    people: tuple[Person, ...] = ()  # in order of first play
    sessions: tuple[SessionNets, ...] = ()  # in order of their start

    def person(self, key: str) -> Person | None:
        return next((person for person in self.people if person.key == key), None)

    def total(self, key: str) -> Fraction:
        return sum((session.net(key) or Fraction(0) for session in self.sessions), Fraction(0))

    def recorded(self, session: SessionNets, people: Iterable[Person]) -> Ledger:
        """The ledger with `session` as it stands now (replacing its earlier record), and its
        people named as they are now (an earlier record's start kept)."""
        named = {person.key: person for person in people}
        kept = tuple(named.pop(person.key, person) for person in self.people)
        sessions = [other for other in self.sessions if other.id != session.id]
        at = next((i for i, other in enumerate(self.sessions) if other.id == session.id), None)
        if at is None:
            sessions.append(session)
        else:  # the same session further on (or continued after a crash): it started when it first did
            sessions.insert(at, replace(session, started=self.sessions[at].started))
        return replace(self, people=kept + tuple(named.values()), sessions=tuple(sessions))

    def merged(self, other: Ledger) -> Ledger:
        """This ledger with the sessions of `other` (the same night's file, saved meanwhile by
        another table) that it does not hold, theirs before ours where theirs started first."""
        mine = {session.id for session in self.sessions}
        theirs = [session for session in other.sessions if session.id not in mine]
        people = {person.key: person for person in (*other.people, *self.people)}
        sessions = sorted((*theirs, *self.sessions), key=lambda session: session.started)
        order = [key for session in sessions for key, _ in session.nets]
        return replace(
            self,
            people=tuple(people[key] for key in dict.fromkeys(order) if key in people),
            sessions=tuple(sessions),
        )

    def faults(self) -> list[tuple[int, SessionNets]]:
        """The sessions whose nets do not add up to 0, with their number in the ledger (from 1)."""
        return [(number, session) for number, session in enumerate(self.sessions, 1) if session.balance]

    def lines(self) -> list[Line]:
        """Everyone's line: the people, the biggest winner first (equal totals in order of first
        play), then the computer players the same way, apart: a night is ranked among its people (a
        host play-test's phone said "3rd of 6" counting the bots)."""
        shown = shown_names(self.people)
        lines = [
            Line(
                person,
                shown[person.key],
                tuple(session.net(person.key) for session in self.sessions),
                self.total(person.key),
            )
            for person in self.people
        ]
        return sorted(lines, key=lambda line: (line.person.bot, -line.total))


def ranked(lines: list[Line]) -> list[int | None]:
    """Each line's place among the people (equal totals share one); None for a computer player."""
    totals = [line.total for line in lines if not line.person.bot]
    return [
        None if line.person.bot else 1 + sum(1 for total in totals if total > line.total) for line in lines
    ]


def shown_names(people: Iterable[Person]) -> dict[str, str]:
    """Each person's name as the ledger shows it: a later person of a name already shown is
    numbered, as the table numbers a second Ann ('ANN 2'). The people are named before the computer
    players: a bot sharing a person's name is the one numbered, so the person's name is the one every
    other screen shows (a host play-test's TV ledger said YOGI 2 of its player YOGI, after a solo
    game's bot Yogi that night)."""
    taken: set[str] = set()
    shown = {}
    for person in sorted(people, key=lambda person: person.bot):  # stable: in order of first play
        name, number = person.name, 1
        while name.casefold() in taken:
            number += 1
            name = f"{person.name} {number}"
        taken.add(name.casefold())
        shown[person.key] = name
    return shown


def fault_message(number: int, session: SessionNets) -> str:
    """What is wrong with a faulty session (Ledger.faults): which one, and by how much it is off."""
    return (
        f"session {number} ({shown(session.game)} at {shown(session.started[11:16])}, id {brief(session.id)}) "
        f"adds up to {amount_json(session.balance)}, not 0: a fault in the game; its nets are kept as recorded"
    )


def session_nets(
    id: str,
    game: str,
    started: str,
    pots: int,
    over: bool,
    played: Iterable[tuple[str, Fraction]],
    cut_short: bool = False,
    pot_back: bool = False,
) -> SessionNets:
    """A session's record from (key, net) pairs: a person who played it twice (left and came back
    in another seat) is one line, their nets added."""
    nets: dict[str, Fraction] = {}
    for key, net in played:
        nets[key] = nets.get(key, Fraction(0)) + net
    return SessionNets(
        id, game, started, pots, over, tuple(sorted(nets.items())), cut_short, pot_back
    )  # as the file keeps them


# ----- JSON


def to_json(ledger: Ledger) -> dict[str, Any]:
    return {
        "version": VERSION,
        "night": ledger.night,
        "people": [{"key": p.key, "name": p.name, "bot": p.bot} for p in ledger.people],
        "sessions": [
            {
                "id": s.id,
                "game": s.game,
                "started": s.started,
                "pots": s.pots,
                "over": s.over,
                **({"cut_short": True} if s.cut_short else {}),  # (a file before it has none)
                **({"pot_back": True} if s.pot_back else {}),
                "nets": {key: amount_json(net) for key, net in s.nets},
            }
            for s in ledger.sessions
        ],
    }


def from_json(data: object) -> Ledger:
    """A ledger read back; ValueError saying what is wrong. A session that does not add up to 0 is
    read as it is (Ledger.faults names it): the file is whole, the game recorded it wrongly."""
    record = _object(data, "the ledger")
    if record.get("version") != VERSION:
        raise ValueError(f"version should be {VERSION}, not {brief(record.get('version'))}")
    night = _text(record.get("night"), "night")
    people = tuple(_person(item) for item in _list(record.get("people"), "people", MAX_PEOPLE))
    keys = {person.key for person in people}
    if len(keys) != len(people):
        raise ValueError("people should name each person once")
    sessions = tuple(_session(item, keys) for item in _list(record.get("sessions"), "sessions", MAX_SESSIONS))
    if len({session.id for session in sessions}) != len(sessions):
        raise ValueError("sessions should have different ids")
    return Ledger(night, people, sessions)


def _person(data: object) -> Person:
    record = _object(data, "a person")
    bot = record.get("bot")
    if not isinstance(bot, bool):
        raise ValueError(f"bot should be true or false, not {brief(bot)}")
    return Person(_text(record.get("key"), "key"), _text(record.get("name"), "name"), bot)


def _session(data: object, keys: set[str]) -> SessionNets:
    record = _object(data, "a session")
    pots, over = record.get("pots"), record.get("over")
    if isinstance(pots, bool) or not isinstance(pots, int) or pots < 0:
        raise ValueError(f"pots should be a whole number, not {brief(pots)}")
    if not isinstance(over, bool):
        raise ValueError(f"over should be true or false, not {brief(over)}")
    cut_short, pot_back = record.get("cut_short", False), record.get("pot_back", False)
    for key, flag in (("cut_short", cut_short), ("pot_back", pot_back)):
        if not isinstance(flag, bool):
            raise ValueError(f"{key} should be true or false, not {brief(flag)}")
    nets = _object(record.get("nets"), "nets")
    played = []
    for key, net in nets.items():
        if key not in keys:
            raise ValueError(f"nets name {brief(key)}, who is not among the people")
        if not isinstance(net, str):
            raise ValueError(f'a net should be an amount such as "7/2", not {brief(net)}')
        played.append((key, parse_amount(net)))
    return SessionNets(
        _text(record.get("id"), "id"),
        _text(record.get("game"), "game"),
        _text(record.get("started"), "started"),
        pots,
        over,
        tuple(sorted(played)),
        cut_short,
        pot_back,
    )


def _object(data: object, what: str) -> Mapping[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"{what} should be an object")
    return data


def _list(data: object, what: str, most: int) -> list[Any]:
    if not isinstance(data, list) or len(data) > most:
        raise ValueError(f"{what} should be a list of at most {most}")
    return data


def _text(data: object, what: str) -> str:
    if not isinstance(data, str) or not data or len(data) > 200:
        raise ValueError(f"{what} should be a text, not {brief(data)}")
    return data


# ----- CSV


CSV_PLACES = 6  # an amount in thirds (a hand-written profile's stakes) is rounded to millionths


def decimal(amount: Fraction) -> str:
    """An amount as a spreadsheet reads a number: "24.5", "-0.5", "3". Exact for every amount the
    game's stakes make (halves, quarters: any whose decimals end); one that never ends (thirds, which
    only a hand-written profile's stakes can make) is rounded to CSV_PLACES places. A fraction such as
    "49/2" was read as a date (a play-test's spreadsheet showed 49 February)."""
    amount = Fraction(amount)
    places = 0
    while (amount * 10**places).denominator != 1 and places < CSV_PLACES:
        places += 1
    units = round(amount * 10**places)  # exact but for a never-ending amount
    sign = "-" if units < 0 else ""
    whole, rest = divmod(abs(units), 10**places)
    return f"{sign}{whole}.{rest:0{places}d}" if places else f"{sign}{whole}"


def to_csv(ledger: Ledger) -> str:
    """The ledger as a spreadsheet reads it: one row a person (the biggest winner first), one
    column a session, then the total; amounts as decimals (`decimal`: "3.5", "-1"; the JSON file
    keeps them exact), a session not played left empty."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    heads = [
        f"{n} {session.game} {session.started[11:16]}".rstrip()
        for n, session in enumerate(ledger.sessions, 1)
    ]
    writer.writerow(["name", "kind", *heads, "total"])
    for line in ledger.lines():
        cells = ["" if net is None else decimal(net) for net in line.nets]
        kind = "bot" if line.person.bot else "person"
        writer.writerow([_cell(line.shown), kind, *cells, decimal(line.total)])
    return out.getvalue()


def _cell(text: str) -> str:
    """A name a spreadsheet would take for a formula is written as text (a leading apostrophe)."""
    return f"'{text}" if text[:1] in ("=", "+", "-", "@") else text
