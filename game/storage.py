"""Where the game keeps what lasts between runs, and how it writes it without ever leaving half a file.

Settings live in the per-user config folder, the hall of fame and the session in progress in the
per-user data folder (platformdirs). `$BASEBALL_POKER_HOME` replaces both with `<home>/config` and
`<home>/data`, so tests and portable installs never touch the real home.

Writes are atomic: a temporary file in the same folder, flushed and fsynced, then `os.replace`d
over the old one; a crash mid-write leaves the previous file intact.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "baseball-poker"
HOME_ENV = "BASEBALL_POKER_HOME"


MISSING = object()  # what read_json returns when there is no file (JSON null is a damaged file)


class StorageError(ValueError):
    """A stored file that cannot be read or understood; the message names the file."""


def config_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    return Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    return Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP_NAME))


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step (OSError when the folder cannot be written)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, indent=2, sort_keys=True) + "\n")


def read_json(path: Path) -> Any:
    """The JSON in `path`, MISSING when there is no such file; StorageError when it is unreadable."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return MISSING
    except (OSError, UnicodeDecodeError) as exc:
        raise StorageError(f"cannot read {path.name}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise StorageError(f"{path.name} is damaged (line {exc.lineno}: {exc.msg})") from None


def remove(path: Path) -> None:
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
