"""Where the game keeps what lasts between runs, and how it writes it without ever leaving half a file.

Settings live in the per-user config folder, the hall of fame and the session in progress in the
per-user data folder (platformdirs). `$BASEBALL_POKER_HOME` replaces both with `<home>/config` and
`<home>/data`, so tests and portable installs never touch the real home.

Reads are bounded and writes atomic (engine.safe_files): a file too big, nested too deep or not
JSON is refused with one message naming it and is set aside (`<name>.damaged-<UTC time>`) so the
next save starts clean and nothing in it is lost; a write goes to a temporary file in the same
folder, flushed and fsynced, then `os.replace`d over the old one, so a crash mid-write leaves
the previous file intact.

A file that cannot be read now (no permission, an I/O error, too many open files, a lock) is not
damaged: what it holds was never seen. It is held until a read of it succeeds (settings are read
only at start: the rest of the run): never set aside, replaced, written over or removed (`held`).
So is a damaged file that could not be set aside, and one a caller holds (`hold`: a finished
game's file while its result cannot go into the hall of fame). At start-up, `recover` finishes what a crash
interrupted: a temporary file that was written whole and is newer than its file takes its place;
every other temporary file is removed, unless the file or one of them cannot be read now.

A file that is a symbolic link (a dotfile manager keeps settings.json elsewhere and links it here)
is written through the link (`through_links`): the temporary file goes beside the link's target,
replaces the target, and the link stays. A link to something that is not a regular file (a
device, a pipe, a folder) or a loop of links is not followed: a save replaces the link itself.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import re
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import platformdirs

from engine import safe_files

APP_NAME = "baseball-poker"
HOME_ENV = "BASEBALL_POKER_HOME"
MAX_BYTES = 64 * 1024  # settings and the hall of fame are a few hundred bytes
MAX_LINKS = 40  # links followed from one file before it counts as a loop (Linux's own limit)

log = logging.getLogger(__name__)


MISSING = object()  # what read_json returns when there is no file (JSON null is a damaged file)


class StorageError(ValueError):
    """A stored file that cannot be read or understood; the message names the file.

    `damaged`: the file is there but what it holds is unusable, so it may be set aside.
    `unavailable`: the file could not be read at all; it is held (left exactly as it is)."""

    def __init__(self, message: str, damaged: bool, unavailable: bool = False) -> None:
        super().__init__(message)
        self.damaged = damaged
        self.unavailable = unavailable


class HeldFile(OSError):
    """Refusing to write over or remove a file held in this run (`held`), saying why it is held."""

    def __init__(self, path: Path) -> None:
        why = _why.get(_key(path), UNREAD)
        super().__init__(
            errno.EACCES, f"{safe_files.shown(path.name)} {why}, so it is left as it is until the next start"
        )


_held: set[str] = set()  # files held in this run (absolute paths): most could not be read,
UNREAD = "could not be read"
_why: dict[str, str] = {}  # the others, each with why (`hold`)


def _key(path: Path) -> str:
    return os.path.abspath(path)


def held(path: Path) -> bool:
    """True when `path` could not be read in this run, or was held (`hold`): it must not be
    written over or removed."""
    return _key(path) in _held


def hold(path: Path, why: str) -> None:
    """Keep `path` as it is for the rest of this run, `why` said when a save would replace it (a
    finished game's file while its result cannot go into the hall of fame: game.play.resume)."""
    _held.add(_key(path))
    _why[_key(path)] = why


def _release(path: Path) -> None:
    """`path` was read whole: it is held no more."""
    _held.discard(_key(path))
    _why.pop(_key(path), None)


def config_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    return Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    return Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP_NAME))


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step (OSError when the folder cannot be written; HeldFile
    when `path` could not be read in this run)."""
    if held(path):
        raise HeldFile(path)
    make_folder(path.parent)
    with safe_files.atomic_text_file(through_links(path)) as out:
        out.write(text)


def through_links(path: Path) -> Path:
    """The file a save of `path` replaces: `path` itself, or when it is a symbolic link the file
    it leads to (link after link; a relative link is read from its own folder), so the link stays
    and its target gets the new content. A link that leads to no file yet is followed when the
    folder it names is there (the save creates the file). A link to anything but a regular file (a
    device, a pipe, a folder), to a folder that is not there, or a loop is not followed: then the
    save replaces the link itself with a regular file, as it replaces a pipe."""
    target = path
    try:
        for _ in range(MAX_LINKS):
            if not target.is_symlink():
                break
            target = target.parent / os.readlink(target)
        else:
            return path  # a loop
        mode = target.stat().st_mode
    except FileNotFoundError:
        return _real(path) if target != path and target.parent.is_dir() else path
    except OSError:
        return path
    return _real(path) if stat.S_ISREG(mode) and target != path else path


def _real(path: Path) -> Path:
    return Path(os.path.realpath(path))  # named without a `..`, for the messages that show it


def make_folder(folder: Path) -> None:
    """Create `folder` and its parents; an OSError that names the real cause (a file where a
    folder should be says so, rather than "File exists")."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError) as exc:
        for part in (folder, *folder.parents):
            if part.exists() and not part.is_dir():
                raise NotADirectoryError(
                    errno.ENOTDIR, f"{safe_files.shown(str(part))} is a file, not a folder"
                ) from None
        raise exc


def write_problem(what: str, path: Path, exc: OSError) -> str:
    """The message for a save that failed: `what` ("the settings") could not be saved, and why."""
    if isinstance(exc, HeldFile):
        return f"{what} {'are' if what.endswith('s') else 'is'} not saved: {exc.strerror}"
    return f"cannot save {what} to {safe_files.shown(str(path.parent))}: {exc.strerror or exc}"


def write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, indent=2, sort_keys=True) + "\n")


def read_json(path: Path, limit: int = MAX_BYTES) -> Any:
    """The JSON in `path` (bounded: engine.safe_files), MISSING when there is no such file;
    StorageError naming the file when it cannot be read or is damaged. A file that cannot be read
    now is held (see `held`) until a later read succeeds."""
    try:
        data = safe_files.read_json(path, limit)
    except safe_files.MissingFile:
        _release(path)
        return MISSING
    except safe_files.UnreadableFile as exc:
        if exc.unavailable:
            _held.add(_key(path))
        raise StorageError(
            f"{safe_files.shown(path.name)} {exc.problem}", exc.damaged, exc.unavailable
        ) from None
    _release(path)
    return data


def set_aside(path: Path) -> str:
    """Move a damaged file aside, keeping it for a curious player; says where, for the message.
    One that cannot be moved is held (see `held`): no save of this run writes over it."""
    try:
        moved = safe_files.set_aside(through_links(path))  # a link stays: the next save writes through it
    except OSError as exc:
        _held.add(_key(path))
        return f"it could not be set aside ({exc.strerror or exc}), so it is left as it is"
    return f"it is kept as {safe_files.shown(str(moved))}"


def problem_note(exc: StorageError, path: Path) -> str:
    """The message about a file that could not be used; a damaged one is set aside first."""
    return f"{exc}; {set_aside(path)}" if exc.damaged else str(exc)


def remove(path: Path) -> None:
    if held(path):
        raise HeldFile(path)
    path.unlink(missing_ok=True)


_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp")  # engine.safe_files.atomic_text_file's


def recover(folder: Path, files: Mapping[str, int]) -> list[Path]:
    """Finish the saves a crash interrupted in `folder`, for the files named in `files` (name ->
    the most bytes it may hold): the newest temporary file of each that is whole (it reads as
    JSON) and newer than the file itself takes its place (a damaged file is set aside first);
    every other temporary file of theirs is removed. While a file or a temporary file of it cannot
    be read now, none of them is touched: the next start decides. A file that is a link is
    recovered where its saves go, beside its target (`through_links`). Returns the files recovered."""
    listed: dict[Path, list[tuple[str, Path]]] = {}
    recovered = []
    for name, limit in files.items():
        target = through_links(folder / name)
        if target.parent not in listed:
            listed[target.parent] = _temporaries(target.parent)
        mine = [(temp, _state(temp, limit)) for owner, temp in listed[target.parent] if owner == target.name]
        now = _state(target, limit)
        if not mine or now == "unavailable" or any(state == "unavailable" for _, state in mine):
            continue
        for temp, state in mine:
            if state == "whole" and now != "recovered" and _may_replace(temp, target, now):
                try:
                    os.replace(temp, target)
                except OSError as exc:
                    log.warning("could not recover %s: %s", safe_files.shown(str(temp)), exc)
                else:
                    log.warning(
                        "%s: recovered from a save a crash interrupted", safe_files.shown(str(target))
                    )
                    recovered.append(target)
                    now = "recovered"
                    continue
            try:
                temp.unlink()
            except OSError as exc:
                log.warning("could not remove %s: %s", safe_files.shown(str(temp)), exc)
    return recovered


def _temporaries(folder: Path) -> list[tuple[str, Path]]:
    """The temporary files of saves in `folder`, newest first, each with the name it is a save of."""
    try:
        found = sorted(os.scandir(folder), key=_modified, reverse=True)
    except OSError:  # no folder yet (nothing to recover), or one that cannot be listed
        return []
    return [
        (match["name"], Path(entry.path)) for entry in found if (match := _TEMPORARY.fullmatch(entry.name))
    ]


def _modified(entry: os.DirEntry[str]) -> int:
    try:
        return entry.stat(follow_symlinks=False).st_mtime_ns
    except OSError:
        return 0


def _state(path: Path, limit: int) -> str:
    """What `path` is: "whole", "missing", "damaged" (what it holds is unusable), "unavailable" (it
    cannot be read now) or "other" (a folder or a device: not a file to replace)."""
    try:
        safe_files.read_json(path, limit)
    except safe_files.MissingFile:
        return "missing"
    except safe_files.UnreadableFile as exc:
        return "unavailable" if exc.unavailable else "damaged" if exc.damaged else "other"
    return "whole"


def _may_replace(temp: Path, target: Path, state: str) -> bool:
    """Whether the whole save `temp` may take the place of `target` (in `state`): there is no
    file, or it is older; a damaged one is set aside first, never written over."""
    if state == "missing":
        return True
    if state == "other":
        return False
    try:
        if target.stat().st_mtime_ns >= temp.stat().st_mtime_ns:
            return False
    except OSError:
        return False
    if state == "damaged":
        set_aside(target)
        return not target.exists()
    return True
