"""The hall of fame: a board per game (profile) of the ten best winning session results (the
human's net), with three-letter initials, kept in the user data folder. What qualifies: a session
finished in profit that beats the tenth result on its game's board (QUALIFIES says it on the
page). The game never fails over its high scores and never loses one: an entry that cannot be
read is left out with a message, and the file that held it is set aside (game.storage) and written
again with the good entries, before any later save could overwrite it; a file that cannot be read
at all is set aside and the table starts empty.

One file holds every board. Each entry names its profile id; an entry saved before boards
existed has only the game's name, and goes on the board of the profile whose id is that name
written as an id ("Midnight Baseball" -> midnight-baseball), which is how the shipped profiles
are named."""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import TypeGuard

from engine.money import amount_json, parse_amount
from engine.profile import MAX_PLAYERS
from engine.profile import NAME_LENGTH as GAME_NAME_LENGTH  # the game is named by its profile
from engine.safe_files import brief, first_forbidden
from game import storage
from game.settings import looks_like_id

SIZE = 10  # per board
QUALIFIES = "FINISH A SESSION IN PROFIT TO GET ON THE BOARD"
FILE_NAME = "hall_of_fame.json"
INITIALS_LENGTH = 3
MAX_MESSAGES = 3  # about left-out entries
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


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
    # an entry saved before boards existed goes on the board its game name points to, from now on
    return Entry(initials, parse_amount(net), game, players, date, profile or profile_id(game))


def _is_text(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and first_forbidden(value) is None


def load(path: Path | None = None) -> tuple[list[Entry], list[str]]:
    """The saved entries, best first, and messages about anything that could not be read. A file
    with bad entries is set aside and written again with the good ones, so they stay."""
    path = path or hall_path()
    try:
        data = storage.read_json(path)
    except storage.StorageError as exc:
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
