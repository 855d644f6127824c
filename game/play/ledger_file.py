"""The night's ledger on disk (game.play.ledger): one JSON file a night in the data folder,
`ledgers/<night>.json`, kept by the rules of the session and the hall of fame (game.store.storage):
written atomically, a damaged file (one that does not parse as a ledger) set aside with a message
(the night starts a fresh ledger), a file that cannot be read now left exactly as it is and never
written over in this run. A session whose nets do not add up to 0 does not make the file damaged.

A night is a calendar date in local time that starts at 06:00: a game that runs past midnight is
still the night it began (`night_of`). A save reads the file first and keeps the sessions another
table (a solo game before the party) saved there, so two tables of one night share one ledger.
"""

from __future__ import annotations

import datetime
import os
import threading
from collections.abc import Callable
from pathlib import Path

from engine.safe_files import shown
from game.play import ledger
from game.play.ledger import Ledger
from game.store import storage

FOLDER = "ledgers"
MAX_BYTES = 4 << 20  # a night of thousands of sessions is under this
NIGHT_STARTS = datetime.timedelta(hours=6)  # before 06:00 it is still last night


def night_of(moment: datetime.datetime) -> str:
    """The night `moment` (local time) belongs to, ISO: 02:00 on the 3rd is the night of the 2nd."""
    return (moment - NIGHT_STARTS).date().isoformat()


def tonight() -> str:
    return night_of(datetime.datetime.now())


DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")  # (not the locale's: the game is in English)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def night_words(night: str, today: str | None = None) -> str:
    """A night's date as its people say it, the evening it began: 'Fri 4 Dec'; of another year than
    `today`'s (a night's date, `tonight` by default) its year instead of the day's name: '31 Dec
    2025' (as short: the hall of fame's rows). A party's night runs past midnight, and at 00:17 on
    the 5th a host read 'the night of 2026-12-04' as a wrong date. A date that is not one is said
    as it is."""
    try:
        day = datetime.date.fromisoformat(night)
        year = datetime.date.fromisoformat(today or tonight()).year
    except ValueError:
        return night
    said = f"{day.day} {MONTHS[day.month - 1]}"
    return f"{DAYS[day.weekday()]} {said}" if day.year == year else f"{said} {day.year}"


def ledger_path(night: str) -> Path:
    return storage.data_dir() / FOLDER / f"{night}.json"


def csv_path(night: str, at: datetime.datetime) -> Path:
    """Where the TV saves the night's ledger as CSV: in the data folder, named by the night and the
    time of the save (`ledger-2026-12-02-2315.csv`), numbered (`-2`, `-3`) when a file of that name
    is there already, so a later save never writes over an earlier one."""
    folder = storage.data_dir()
    stem = f"ledger-{night}-{at:%H%M}"
    path, number = folder / f"{stem}.csv", 1
    while os.path.lexists(path):
        number += 1
        path = folder / f"{stem}-{number}.csv"
    return path


def recover(night: str) -> None:
    """Before the night's ledger is read: a save a crash interrupted (its temporary file written
    whole and newer than the file) takes the file's place, as the session's and the hall of
    fame's do at start-up (game.store.storage.recover)."""
    path = ledger_path(night)
    storage.recover(path.parent, {path.name: MAX_BYTES})


def load(night: str, path: Path | None = None, *, tidy: bool = True) -> tuple[Ledger, list[str]]:
    """The night's ledger as saved (an empty one when there is none yet), and messages about a
    file that could not be used: a damaged one is set aside, one that cannot be read now is held.
    `tidy` False (the `ledger` command, which only reads): a damaged file is left where it is.
    A session that does not add up to 0 is no damage: it is read as recorded (Ledger.faults)."""
    path = path or ledger_path(night)
    try:
        data = storage.read_json(path, MAX_BYTES)
        return (Ledger(night) if data is storage.MISSING else ledger.from_json(data)), []
    except storage.StorageError as exc:
        if exc.unavailable:
            return Ledger(night), [
                f"{exc}: tonight's ledger is kept as it is, and not saved until a later start"
            ]
        problem, damaged = str(exc), exc.damaged
    except ValueError as exc:  # read whole, but not a ledger
        problem, damaged = f"{shown(path.name)} is damaged ({exc})", True
    if not tidy:
        return Ledger(night), [f"{problem}; it is left as it is"]
    if damaged:
        problem = f"{problem}; {storage.set_aside(path)}"
    return Ledger(night), [f"{problem}: tonight's ledger starts afresh"]


NIGHTS_KEPT_IN_VIEW = 14  # the hall of fame's night pages: the last two weeks of parties


def nights(most: int | None = NIGHTS_KEPT_IN_VIEW) -> list[Ledger]:
    """The latest `most` nights' ledgers saved with a session in them (None: every one), oldest
    first, as the files have them (the hall of fame's night pages: after a party's DONE a host
    play-test found no way back to the night's standings, and the next found only the latest night;
    its boards' party results). Only read: a file that cannot be used is a later start's to report."""
    found: list[Ledger] = []
    for path in _files():
        kept = _as_read(path)
        if kept.sessions:
            found.append(kept)
        if len(found) == most:
            break
    return found[::-1]


def nights_ready() -> list[Ledger] | None:
    """`nights(None)` when every file is read already and unchanged since, so that only their
    stamps are looked at; else None, and they are read meanwhile on a thread of their own
    (`read_ahead`): ask again once `reading()` is over. The hall of fame's first opening read two
    hundred nights on the main thread, its frame held for a third of a second
    (benchmarks/bench_hall_of_fame.py)."""
    if not reading() and all(_stamp(path) in (None, _read.get(path, ((),))[0]) for path in _files()):
        return nights(None)
    read_ahead()
    return None


def read_ahead() -> None:
    """Read every night's ledger not read yet, or changed since, on a thread of its own (once at a
    time): the title starts it, so the hall of fame finds them read."""
    if not reading():
        _reader[:] = [threading.Thread(target=nights, args=(None,), name="ledger nights", daemon=True)]
        _reader[0].start()


def reading() -> bool:
    """`read_ahead`'s thread is still reading."""
    return bool(_reader) and _reader[0].is_alive()


_reader: list[threading.Thread] = []  # `read_ahead`'s latest thread


def _files() -> list[Path]:
    """The nights' files, the latest first."""
    return sorted((storage.data_dir() / FOLDER).glob("*.json"), reverse=True)


def _stamp(path: Path) -> tuple[int, ...] | None:
    """What changes when the file does (its inode, size, times); None when it cannot be looked at."""
    try:
        found = path.stat()
    except OSError:
        return None
    return (found.st_ino, found.st_size, found.st_mtime_ns, found.st_ctime_ns)


_read: dict[Path, tuple[tuple[int, ...], Ledger]] = {}  # `_as_read`: each file's ledger, by its stamp


def _as_read(path: Path) -> Ledger:
    """The ledger in `path` as `nights` reads it, read again only when the file has changed since
    (another inode, size, or time; a save in this run keeps what it wrote): the hall of fame reads
    every night's ledger each time it opens, in attract mode too, and two hundred nights stalled
    its page on the main thread (benchmarks/bench_hall_of_fame.py)."""
    stamp = _stamp(path)
    if stamp is None:  # gone meanwhile, or not to be looked at now: as `load` reads it, not kept
        return load(path.stem, path, tidy=False)[0]
    known = _read.get(path)
    if known is not None and known[0] == stamp:
        return known[1]
    kept = load(path.stem, path, tidy=False)[0]
    _keep(path, stamp, kept)
    return kept


_kept_one_at_a_time = threading.Lock()  # `_keep`: `read_ahead`'s thread and the main thread's saves


def _keep(path: Path, stamp: tuple[int, ...], kept: Ledger) -> None:
    """Keep `kept` as the ledger in `path` while the file is still as it was when `stamp` was
    taken: one read before a save meanwhile never stands for the file written since."""
    with _kept_one_at_a_time:
        if _stamp(path) == stamp:
            _read[path] = (stamp, kept)


def save(kept: Ledger, path: Path | None = None) -> tuple[Ledger, str | None]:
    """Write `kept` with whatever else the file holds of the night (another table's sessions); the
    ledger as written, and a message when it could not be."""
    path = path or ledger_path(kept.night)
    if storage.held(path):
        return kept, storage.write_problem("tonight's ledger", path, storage.HeldFile(path))
    on_file, _ = load(kept.night, path)
    whole = kept.merged(on_file)
    _read.pop(path, None)
    try:
        storage.write_json(path, ledger.to_json(whole))
    except OSError as exc:
        return whole, storage.write_problem("tonight's ledger", path, exc)
    stamp = _stamp(path)
    if stamp is not None:  # as written: the hall of fame need not read it again
        _keep(path, stamp, whole)
    return whole, None


def export_csv(
    kept: Ledger, now: Callable[[], datetime.datetime] = datetime.datetime.now
) -> tuple[Path, str | None]:
    """Save the ledger as CSV (atomically too) under a name of its own (`csv_path`); where, and a
    message when it could not be."""
    path = csv_path(kept.night, now())
    try:
        storage.atomic_write_text(path, ledger.to_csv(kept))
    except OSError as exc:
        return path, storage.write_problem("the ledger's CSV", path, exc)
    return path, None
