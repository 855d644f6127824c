"""The hall of fame: a board per game (profile) of the ten best winning session results (the
human's net), with three-letter initials, kept in the user data folder. What qualifies: a session
finished in profit that beats the tenth result on its game's board (QUALIFIES says it on the
page). The game never fails over its high scores and never loses one: an entry that cannot be
read is left out with a message, and the file that held it is set aside (game.store.storage) and written
again with the good entries, before any later save could overwrite it; a damaged file is set
aside and the table starts empty. A file that cannot be read now (no permission, an I/O error) is
left exactly as it is and never written over in this run (game.store.storage, `held`).

A session's entry is written the moment the session ends, under UNNAMED initials and the session's
key (`record`), before the session's own file is removed (game.play.resume.finish); the initials page
then only renames it (`rename`). Keys an entry holds that this version does not know (a newer
version's) are written back as they were read.

One file holds every board. Each entry names its profile id; an entry saved before boards
existed has only the game's name, and goes on the board of the profile whose id is that name
written as an id ("Midnight Baseball" -> midnight-baseball), which is how the shipped profiles
are named."""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeGuard

from engine.money import amount_json, parse_amount
from engine.profile_keys import MAX_PLAYERS
from engine.profile_keys import NAME_LENGTH as GAME_NAME_LENGTH  # the game is named by its profile
from engine.safe_files import brief, first_forbidden
from game.play.ledger import PARTY_RUN, Ledger
from game.store import storage
from game.store.settings import looks_like_id

SIZE = 10  # per board
# the boards are PLAY's sessions and the parties' (`party_entries`: a party's winner looked here and
# found NO RESULTS YET)
QUALIFIES = "ONLY GAMES PLAYED TO THEIR END IN PROFIT COUNT HERE"
PARTIES = "A PARTY'S RESULTS ARE IN ITS NIGHT'S LEDGER"
FILE_NAME = "hall_of_fame.json"
INITIALS_LENGTH = 3
MAX_MESSAGES = 3  # about left-out entries
UNNAMED = "???"  # the initials of an entry written at a session's end, until the player names it
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_SESSION = re.compile(r"[0-9a-f]{1,64}")
KNOWN_KEYS = ("initials", "net", "game", "players", "date", "profile", "session")


@dataclass(frozen=True)
class Entry:
    initials: str
    net: Fraction
    game: str  # the profile's name
    players: int
    date: str  # ISO date
    profile: str = ""  # the profile id; "" in an entry saved before boards existed
    session: str = ""  # the key of the session that earned it (game.play.resume.session_key); "" before keys
    unknown: dict[str, Any] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )  # a newer version's keys

    @property
    def party(self) -> bool:
        """A party's result (`party_entries`), under the name its person played by."""
        return self.session.startswith(PARTY_RUN)

    @property
    def board(self) -> str:
        """The board the entry is on: its profile id."""
        return self.profile or profile_id(self.game)

    def to_json(self) -> dict[str, Any]:
        data = {
            **self.unknown,
            "initials": self.initials,
            "net": amount_json(self.net),
            "game": self.game,
            "players": self.players,
            "date": self.date,
            "profile": self.board,
        }
        if self.session:
            data["session"] = self.session
        return data


def profile_id(game: str) -> str:
    """A game's name written as a profile id: 'Midnight Baseball' -> 'midnight-baseball', "Dealer's
    Choice" -> 'dealers-choice' (with its apostrophe a party's results stood on a second board)."""
    return "-".join(game.lower().replace("'", "").split())


def hall_path() -> Path:
    return storage.data_dir() / FILE_NAME


def entry_from_json(data: object) -> Entry:
    """One entry; ValueError saying what is wrong with it."""
    if not isinstance(data, dict):
        raise ValueError("an entry should be an object")
    initials, game, players, date = (
        data.get("initials"),
        data.get("game"),
        data.get("players"),
        data.get("date"),
    )
    if not (_is_text(initials) and 1 <= len(initials) <= INITIALS_LENGTH):
        raise ValueError(f"initials should be 1 to 3 characters, not {brief(initials)}")
    if not (_is_text(game) and len(game) <= GAME_NAME_LENGTH):
        raise ValueError(f"game should be a name of at most {GAME_NAME_LENGTH} characters, not {brief(game)}")
    if not (isinstance(date, str) and _DATE.fullmatch(date)):
        raise ValueError(f"date should be a date such as 2026-11-30, not {brief(date)}")
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= MAX_PLAYERS:
        raise ValueError(f"players should be a whole number from 2 to {MAX_PLAYERS}, not {brief(players)}")
    net = data.get("net")
    if not isinstance(net, str):
        raise ValueError(f'net should be an amount such as "7/2", not {brief(net)}')
    profile = data.get("profile", "")
    if not (profile == "" or looks_like_id(profile)):
        raise ValueError(f"profile should be a profile id, not {brief(profile)}")
    session = data.get("session", "")
    if not (isinstance(session, str) and (session == "" or _SESSION.fullmatch(session))):
        raise ValueError(f"session should be a session key, not {brief(session)}")
    unknown = {key: value for key, value in data.items() if key not in KNOWN_KEYS}
    # an entry saved before boards existed goes on the board its game name points to, from now on
    return Entry(
        initials, parse_amount(net), game, players, date, profile or profile_id(game), session, unknown
    )


def _is_text(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and first_forbidden(value) is None


def load(path: Path | None = None) -> tuple[list[Entry], list[str]]:
    """The saved entries, best first, and messages about anything that could not be read. A file
    with bad entries is set aside and written again with the good ones, so they stay."""
    path = path or hall_path()
    try:
        data = storage.read_json(path)
    except storage.StorageError as exc:
        if exc.unavailable:
            return [], [f"{exc}: the hall of fame is kept as it is, to be shown at the next start"]
        return [], [f"{storage.problem_note(exc, path)}: the hall of fame starts empty"]
    if data is storage.MISSING:
        return [], []
    if not isinstance(data, list):
        note = storage.set_aside(path)
        return [], [
            f"{FILE_NAME} is damaged (it should hold a list of entries); {note}: the hall of fame starts empty"
        ]
    entries, problems = [], []
    for number, item in enumerate(data, 1):
        try:
            entries.append(entry_from_json(item))
        except ValueError as exc:
            problems.append(f"{FILE_NAME}: entry {number} is left out ({exc})")
    if problems:
        kept = ranked(entries)
        note = storage.set_aside(path)
        trouble = save(kept, path)
        if len(problems) > MAX_MESSAGES:  # a screenful of toasts would hide the game
            problems[MAX_MESSAGES - 1 :] = [
                f"{FILE_NAME}: {len(problems) - MAX_MESSAGES + 1} more entries left out"
            ]
        good = f"{len(kept)} good entr{'y' if len(kept) == 1 else 'ies'}"
        problems.append(f"{FILE_NAME}: {good} kept; the old file: {note}")
        if trouble:
            problems.append(trouble)
        return kept, problems
    return ranked(entries), []


def save(entries: list[Entry], path: Path | None = None) -> str | None:
    path = path or hall_path()
    try:
        storage.write_json(path, [entry.to_json() for entry in entries])
    except OSError as exc:
        return storage.write_problem("the hall of fame", path, exc)
    return None


@dataclass
class Recorded:
    """What `record` did: the entry on file (None when the result does not make its board), and
    whether the outcome is settled on disk (False: the hall of fame could not be read or written,
    so the result must be kept elsewhere to be recorded later)."""

    entry: Entry | None
    settled: bool
    problems: list[str]


def record(entry: Entry, path: Path | None = None) -> Recorded:
    """Write `entry` (a finished session's, under UNNAMED initials) onto its board when it
    qualifies, at once. An entry of the same session already on file is not written twice."""
    path = path or hall_path()
    entries, problems = load(path)
    if storage.held(path):
        return Recorded(None, False, problems)
    if entry.session:
        earlier = next((other for other in entries if other.session == entry.session), None)
        if earlier is not None:
            return Recorded(earlier, True, problems)
    if not qualifies(board(entries, entry.board), entry.net):
        return Recorded(None, True, problems)
    trouble = save(ranked([*entries, entry]), path)
    if trouble:
        return Recorded(None, False, [*problems, trouble])
    return Recorded(entry, True, problems)


def rename(
    entry: Entry, initials: str, path: Path | None = None
) -> tuple[list[Entry], int | None, list[str]]:
    """Give the entry on file that `entry` names (by its session key; by its every field when it
    has none) the player's initials; every board, its place on its board and any messages. An entry
    no longer on file (its file set aside since) is written again, named."""
    path = path or hall_path()
    entries, problems = load(path)
    named = replace(entry, initials=initials)
    same = next((i for i, other in enumerate(entries) if _same_entry(other, entry)), None)
    if same is None:
        table, place = insert(entries, named)
    else:
        table = ranked([*entries[:same], named, *entries[same + 1 :]])
        place = next((i for i, other in enumerate(board(table, named.board)) if other is named), None)
    trouble = save(table, path)
    return table, place, [*problems, trouble] if trouble else problems


def place(entries: list[Entry], entry: Entry) -> int | None:
    """Where `entry` is (or would be) on its board, 0-based; None when it is not on it."""
    found = [i for i, other in enumerate(board(entries, entry.board)) if _same_entry(other, entry)]
    return found[0] if found and entry.session else insert(entries, entry)[1]


def _same_entry(other: Entry, entry: Entry) -> bool:
    return other.session == entry.session if entry.session else other == entry


def ranked(entries: list[Entry]) -> list[Entry]:
    """Best net first, at most SIZE on each board; equal nets keep their order (the earlier
    result stays above)."""
    kept: list[Entry] = []
    counts: dict[str, int] = {}
    for entry in sorted(entries, key=lambda entry: -entry.net):
        if counts.get(entry.board, 0) < SIZE:
            counts[entry.board] = counts.get(entry.board, 0) + 1
            kept.append(entry)
    return kept


def board(entries: list[Entry], profile: str) -> list[Entry]:
    """One game's board, best first."""
    return [entry for entry in ranked(entries) if entry.board == profile]


def boards(entries: list[Entry]) -> list[tuple[str, str]]:
    """Every board that holds a result: (profile id, the game's name), in order of first result."""
    found: dict[str, str] = {}
    for entry in entries:
        found.setdefault(entry.board, entry.game)
    return list(found.items())


def qualifies(entries: list[Entry], net: Fraction) -> bool:
    """A winning result (a positive net) that beats the last entry of its game's board (`entries`)
    or finds a free row: a loss is never celebrated, even when the board is still empty."""
    return net > 0 and (len(entries) < SIZE or net > min(entry.net for entry in entries))


def insert(entries: list[Entry], entry: Entry) -> tuple[list[Entry], int | None]:
    """Every board with `entry` added, and its place on its board (0-based), None when it did not
    make it."""
    table = ranked([*entries, entry])
    place = next((i for i, other in enumerate(board(table, entry.board)) if other is entry), None)
    return table, place


def party_entries(nights: Iterable[Ledger]) -> list[Entry]:
    """The parties' results on the boards, read from the nights' ledgers (game.play.ledger_file), never
    written to this file: each person, never a bot, who ended a party's session played to its last
    pot in profit, under the name they played by, its people (never a bot) counted as its players (a
    host play-test: the party's winner found NO RESULTS YET on the boards, which held PLAY's
    sessions only). A night given again (the very ledger: game.play.ledger_file.nights keeps one
    while its file is unchanged) is not worked out again: the page opens again and again in attract
    mode, over hundreds of nights."""
    known = dict(_worked_out)
    _worked_out.clear()  # only the nights of this call are kept
    found = []
    for night in nights:
        kept = known.get(id(night))
        if kept is None or kept[0] is not night:
            kept = (night, _night_entries(night))
        _worked_out[id(night)] = kept
        found += kept[1]
    return found


_worked_out: dict[int, tuple[Ledger, list[Entry]]] = {}  # `party_entries`: the last call's nights


def _night_entries(night: Ledger) -> list[Entry]:
    found = []
    people = {person.key: person for person in night.people}
    for session in night.sessions:
        if not (session.over and session.id.startswith(PARTY_RUN)) or session.cut_short:
            # a solo session's is in this file already; one a crash or the host's END THE PARTY
            # cut short is not finished (a play-test's board took +29 after 2 of 8 hands)
            continue
        # its people, as the boards count them (a host play-test read PARTY OF 5 for three: the
        # bot that sat in for a guest taken off and the house's bot were counted)
        players = sum(1 for key, _ in session.nets if key in people and not people[key].bot)
        for key, net in session.nets:
            person = people.get(key)
            if person is not None and not person.bot and net > 0:
                found.append(
                    Entry(
                        person.name.upper(),
                        net,
                        session.game,
                        players,
                        night.night,
                        profile_id(session.game),
                        session.id,
                    )
                )
    return found


def new_entry(
    initials: str,
    net: Fraction,
    game: str,
    players: int,
    today: datetime.date | None = None,
    profile: str = "",
    session: str = "",
) -> Entry:
    return Entry(initials, net, game, players, (today or datetime.date.today()).isoformat(), profile, session)
