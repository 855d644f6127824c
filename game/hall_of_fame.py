"""The hall of fame: a board per game (profile) of the ten best winning session results (the
human's net), with three-letter initials, kept in the user data folder. What qualifies: a session
finished in profit that beats the tenth result on its game's board (QUALIFIES says it on the
page). A damaged file is set aside with a message and the table starts empty: the game never
fails over its high scores.

One file holds every board. Each entry names its profile id; an entry saved before boards
existed has only the game's name, and goes on the board of the profile whose id is that name
written as an id ("Midnight Baseball" -> midnight-baseball), which is how the shipped profiles
are named."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from engine.money import amount_json, parse_amount
from game import storage

SIZE = 10  # per board
QUALIFIES = "FINISH A SESSION IN PROFIT TO GET ON THE BOARD"
FILE_NAME = "hall_of_fame.json"
INITIALS_LENGTH = 3


@dataclass(frozen=True)
class Entry:
    initials: str
    net: Fraction
    game: str  # the profile's name
    players: int
    date: str  # ISO date
    profile: str = ""  # the profile id; "" in an entry saved before boards existed

    @property
    def board(self) -> str:
        """The board the entry is on: its profile id."""
        return self.profile or profile_id(self.game)

    def to_json(self) -> dict:
        return {
            "initials": self.initials,
            "net": amount_json(self.net),
            "game": self.game,
            "players": self.players,
            "date": self.date,
            "profile": self.board,
        }


def profile_id(game: str) -> str:
    """A game's name written as a profile id: 'Midnight Baseball' -> 'midnight-baseball'."""
    return "-".join(game.lower().split())


def hall_path() -> Path:
    return storage.data_dir() / FILE_NAME


def entry_from_json(data) -> Entry:
    if not isinstance(data, dict):
        raise ValueError("an entry should be an object")
    initials, game, players, date = (
        data.get("initials"),
        data.get("game"),
        data.get("players"),
        data.get("date"),
    )
    if not (isinstance(initials, str) and 1 <= len(initials) <= INITIALS_LENGTH):
        raise ValueError(f"initials should be 1 to 3 characters, not {initials!r}")
    if not isinstance(game, str) or not isinstance(date, str):
        raise ValueError("game and date should be text")
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(f"players should be a whole number, not {players!r}")
    if not isinstance(data.get("net"), str):
        raise ValueError('net should be an amount such as "7/2"')
    profile = data.get("profile", "")
    if not isinstance(profile, str):
        raise ValueError(f"profile should be a profile id, not {profile!r}")
    return Entry(initials, parse_amount(data["net"]), game, players, date, profile)


def load(path: Path | None = None) -> tuple[list[Entry], list[str]]:
    """The saved entries, best first, and messages about anything that could not be read."""
    path = path or hall_path()
    try:
        data = storage.read_json(path)
    except storage.StorageError as exc:
        return [], [f"{exc}: the hall of fame starts empty"]
    if data is storage.MISSING:
        return [], []
    try:
        if not isinstance(data, list):
            raise ValueError("it should hold a list of entries")
        entries = [entry_from_json(item) for item in data]
    except ValueError as exc:
        return [], [f"{FILE_NAME} is damaged ({exc}): the hall of fame starts empty"]
    return ranked(entries), []


def save(entries: list[Entry], path: Path | None = None) -> str | None:
    path = path or hall_path()
    try:
        storage.write_json(path, [entry.to_json() for entry in entries])
    except OSError as exc:
        return f"cannot save the hall of fame to {path.parent}: {exc.strerror or exc}"
    return None


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


def new_entry(
    initials: str,
    net: Fraction,
    game: str,
    players: int,
    today: datetime.date | None = None,
    profile: str = "",
) -> Entry:
    return Entry(initials, net, game, players, (today or datetime.date.today()).isoformat(), profile)
