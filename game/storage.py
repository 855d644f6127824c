"""Where the game keeps what lasts between runs, and how it writes it without ever leaving half a file.

Settings live in the per-user config folder, the hall of fame and the session in progress in the
per-user data folder (platformdirs). `$BASEBALL_POKER_HOME` replaces both with `<home>/config` and
`<home>/data`, so tests and portable installs never touch the real home.

Reads are bounded and writes atomic (engine.safe_files): a file too big, nested too deep or not
JSON is refused with one message naming it and is set aside (`<name>.damaged-<UTC time>`) so the
next save starts clean and nothing in it is lost; a write goes to a temporary file in the same
folder, flushed and fsynced, then `os.replace`d over the old one, so a crash mid-write leaves
the previous file intact.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import platformdirs

from engine import safe_files

APP_NAME = "baseball-poker"
HOME_ENV = "BASEBALL_POKER_HOME"
MAX_BYTES = 64 * 1024  # settings and the hall of fame are a few hundred bytes


MISSING = object()  # what read_json returns when there is no file (JSON null is a damaged file)


class StorageError(ValueError):
    """A stored file that cannot be read or understood; the message names the file.

    `damaged`: the file is there but what it holds is unusable, so it may be set aside."""

    def __init__(self, message: str, damaged: bool) -> None:
        super().__init__(message)
        self.damaged = damaged


def config_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    return Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    return Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP_NAME))


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step (OSError when the folder cannot be written)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with safe_files.atomic_text_file(path) as out:
        out.write(text)


def write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, indent=2, sort_keys=True) + "\n")


def read_json(path: Path, limit: int = MAX_BYTES) -> Any:
    """The JSON in `path` (bounded: engine.safe_files), MISSING when there is no such file;
    StorageError naming the file when it cannot be read or is damaged."""
    try:
        return safe_files.read_json(path, limit)
    except safe_files.MissingFile:
        return MISSING
    except safe_files.UnreadableFile as exc:
        raise StorageError(f"{safe_files.shown(path.name)} {exc.problem}", exc.damaged) from None


def set_aside(path: Path) -> str:
    """Move a damaged file aside, keeping it for a curious player; says where, for the message."""
    try:
        moved = safe_files.set_aside(path)
    except OSError as exc:
        return f"it could not be set aside ({exc.strerror or exc})"
    return f"it is kept as {safe_files.shown(str(moved))}"


def problem_note(exc: StorageError, path: Path) -> str:
    """The message about a file that could not be used; a damaged one is set aside first."""
    return f"{exc}; {set_aside(path)}" if exc.damaged else str(exc)


def remove(path: Path) -> None:
    path.unlink(missing_ok=True)
