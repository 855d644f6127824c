"""The night's ledger on disk (game.play.ledger): one JSON file a night in the data folder,
`ledgers/<night>.json`, kept by the rules of the session and the hall of fame (game.store.storage):
written atomically, a damaged file set aside with a message (the night starts a fresh ledger), a
file that cannot be read now left exactly as it is and never written over in this run.

A night is a calendar date in local time that starts at 06:00: a game that runs past midnight is
still the night it began (`night_of`). A save reads the file first and keeps the sessions another
table (a solo game before the party) saved there, so two tables of one night share one ledger.
"""

from __future__ import annotations

import datetime
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


def ledger_path(night: str) -> Path:
    return storage.data_dir() / FOLDER / f"{night}.json"


def csv_path(night: str) -> Path:
    """Where the TV saves the night's ledger as CSV: beside the ledgers, named by the night."""
    return storage.data_dir() / f"ledger-{night}.csv"


def recover(night: str) -> None:
    """Before the night's ledger is read: a save a crash interrupted (its temporary file written
    whole and newer than the file) takes the file's place, as the session's and the hall of
    fame's do at start-up (game.store.storage.recover)."""
    path = ledger_path(night)
    storage.recover(path.parent, {path.name: MAX_BYTES})


def load(night: str, path: Path | None = None) -> tuple[Ledger, list[str]]:
    """The night's ledger as saved (an empty one when there is none yet), and messages about a
    file that could not be used: a damaged one is set aside, one that cannot be read now is held."""
    path = path or ledger_path(night)
    try:
        data = storage.read_json(path, MAX_BYTES)
    except storage.StorageError as exc:
        if exc.unavailable:
            return Ledger(night), [
                f"{exc}: tonight's ledger is kept as it is, and not saved until a later start"
            ]
        return Ledger(night), [f"{storage.problem_note(exc, path)}: tonight's ledger starts afresh"]
    if data is storage.MISSING:
        return Ledger(night), []
    try:
        return ledger.from_json(data), []
    except ValueError as exc:
        note = storage.set_aside(path)
        return Ledger(night), [
            f"{shown(path.name)} is damaged ({exc}); {note}: tonight's ledger starts afresh"
        ]


def save(kept: Ledger, path: Path | None = None) -> tuple[Ledger, str | None]:
    """Write `kept` with whatever else the file holds of the night (another table's sessions); the
    ledger as written, and a message when it could not be."""
    path = path or ledger_path(kept.night)
    if storage.held(path):
        return kept, storage.write_problem("tonight's ledger", path, storage.HeldFile(path))
    on_file, _ = load(kept.night, path)
    whole = kept.merged(on_file)
    try:
        storage.write_json(path, ledger.to_json(whole))
    except OSError as exc:
        return whole, storage.write_problem("tonight's ledger", path, exc)
    return whole, None


def export_csv(kept: Ledger, path: Path | None = None) -> tuple[Path, str | None]:
    """Save the ledger as CSV (atomically too); where, and a message when it could not be."""
    path = path or csv_path(kept.night)
    try:
        storage.atomic_write_text(path, ledger.to_csv(kept))
    except OSError as exc:
        return path, storage.write_problem("the ledger's CSV", path, exc)
    return path, None
