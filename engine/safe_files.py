"""Reading files that may be damaged or hostile, and writing files whole.

Every file the program reads (settings, hall of fame, saved session, rule profiles, hand
histories) comes through `read_bytes`: at most a given number of bytes is read, counted while
reading (never trusting the size the file system reports: /dev/zero says 0 and never ends), only
from a regular file (opened without blocking, so a FIFO answers at once instead of hanging).
`parse_json` bounds nesting and the length of numbers before Python's JSON reader, which recurses
and converts numbers of any length, ever sees them. Every failure is one `UnreadableFile` whose
message names the file.

A file the program itself keeps (settings, hall of fame, session) that turns out damaged is moved
aside by `set_aside` (`settings.json.damaged-20261130T064512Z`) so nothing in it is lost and the
next save starts clean. Files are written by `atomic_text_file`: a temporary file in the same
folder, flushed to disk, then renamed over the old one, so a crash never leaves half a file.
"""

from __future__ import annotations

import datetime
import json
import math
import os
import re
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO, Any

MAX_DEPTH = 16  # lists and mappings inside each other; the game's own files nest 4 deep
MAX_NUMBER_CHARS = 40  # characters in one number (int() refuses 4300 digits; a party needs 12)

# Characters that have no business in a line of text shown on the TV or printed in a terminal:
# control characters (C0, DEL, C1), invisible format characters (zero-width spaces and joiners, the
# soft hyphen, the byte-order mark) and every bidirectional control (the right-to-left override
# U+202E among them) that could make text read differently from what it holds. The rule profile
# schema uses the same class, written the same way.
FORBIDDEN_CHARACTERS = (
    "\\x00-\\x1f\\x7f-\\x9f\\xad\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\ufeff\\ufff9-\\ufffb"
)
_FORBIDDEN = re.compile(f"[{FORBIDDEN_CHARACTERS}]")


class UnreadableFile(ValueError):
    """A file that cannot be used; the message names the file and says why in one line.

    `damaged` is true when the file is there but what it holds is unusable (too big, not UTF-8,
    not JSON, nested too deep): such a file may be set aside. A missing file, a folder, a device
    or a file without read permission is not damaged: there is nothing to set aside.

    `unavailable` is true when the system refused or failed the read itself (no permission, an
    I/O error, too many open files, a lock): what the file holds was never seen, so it may be
    perfectly good and must be left exactly as it is; the next attempt may succeed."""

    def __init__(
        self, path: str | os.PathLike[str], problem: str, *, damaged: bool, unavailable: bool = False
    ) -> None:
        # `problem` reads after the file's name: "is a folder, not a file", "holds ...".
        super().__init__(f"{shown(os.fspath(path))}: {problem}")
        self.path = Path(path)
        self.problem = problem
        self.damaged = damaged
        self.unavailable = unavailable


class MissingFile(UnreadableFile):
    """There is no such file (for files the program keeps, simply not written yet)."""


def shown(text: str) -> str:
    """Text safe to print: characters that are not printable (controls, bidi overrides, bytes of a
    file name that were not UTF-8) are written as escapes such as \\u202e."""
    return "".join(
        char if char.isprintable() and not _FORBIDDEN.match(char) else char.encode("unicode_escape").decode()
        for char in text
    )


def brief(value: object, limit: int = 40) -> str:
    """A value for a message: its repr (escapes included), cut short when long, since a hostile
    file may hold a megabyte in one string."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[: limit - 10]}... ({len(text)} characters)"


def first_forbidden(text: str, allow: str = "") -> str | None:
    """The first character of `text` that a line of shown text must not hold, if any."""
    for match in _FORBIDDEN.finditer(text):
        if match.group() not in allow:
            return match.group()
    return None


def describe_character(char: str) -> str:
    return f"U+{ord(char):04X}"


# ---------------------------------------------------------------- reading


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The whole content of a regular file of at most `limit` bytes; UnreadableFile otherwise."""
    flags = (
        os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    )
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise MissingFile(path, "does not exist", damaged=False) from None
    except IsADirectoryError:
        raise UnreadableFile(path, "is a folder, not a file", damaged=False) from None
    except OSError as exc:
        raise UnreadableFile(
            path, f"cannot be read ({exc.strerror or exc})", damaged=False, unavailable=True
        ) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise UnreadableFile(path, f"is {_kind(mode)}, not a regular file", damaged=False)
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise UnreadableFile(
            path, f"cannot be read ({exc.strerror or exc})", damaged=False, unavailable=True
        ) from None
    finally:
        os.close(fd)
    if total > limit:
        raise UnreadableFile(
            path, f"is larger than {_size(limit)}, far more than it should hold", damaged=True
        )
    return b"".join(chunks)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a plain file"


def _size(limit: int) -> str:
    if limit >= 1 << 20:
        return f"{limit // (1 << 20)} MiB"
    return f"{limit // 1024} KiB" if limit >= 1024 else f"{limit} bytes"


def read_text(path: str | os.PathLike[str], limit: int) -> str:
    """The file as UTF-8 text (a leading byte-order mark is dropped); UnreadableFile otherwise."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UnreadableFile(
            path, f"is not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start})", damaged=True
        ) from None


def read_json(path: str | os.PathLike[str], limit: int) -> Any:
    """The JSON value in the file, bounded like `parse_json`; UnreadableFile otherwise."""
    text = read_text(path, limit)
    try:
        return parse_json(text)
    except ValueError as exc:
        raise UnreadableFile(path, f"is damaged: {exc}", damaged=True) from None


# A JSON string (closed or running to the end of the text: the parser will refuse that anyway) or
# one bracket. The possessive loop never backtracks, so the scan is linear whatever the text.
_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*+"?|[\[\]{}]', re.DOTALL)


def parse_json(text: str, depth: int = MAX_DEPTH) -> Any:
    """JSON with at most `depth` levels of nesting and numbers of at most MAX_NUMBER_CHARS
    characters, finite; ValueError saying what is wrong (without a file name)."""
    level = 0
    for token in _JSON_TOKENS.finditer(text):
        char = token.group()
        if char in "[{":
            level += 1
            if level > depth:
                line = text.count("\n", 0, token.start()) + 1
                raise ValueError(f"lists and objects nested more than {depth} deep (line {line})")
        elif char in "]}":
            level -= 1
    try:
        return json.loads(text, parse_int=_json_int, parse_float=_json_float, parse_constant=_json_constant)
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}" if "\n" in text else f"column {exc.colno}"
        raise ValueError(f"not valid JSON ({where}: {exc.msg})") from None


def _check_number_length(text: str) -> None:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError(f"a number of {len(text)} characters; expected at most {MAX_NUMBER_CHARS}")


def _json_int(text: str) -> int:
    _check_number_length(text)
    return int(text)


def _json_float(text: str) -> float:
    _check_number_length(text)
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text}, too large")
    return value


def _json_constant(text: str) -> float:
    raise ValueError(f"{text}, which JSON does not allow")


# ---------------------------------------------------------------- setting aside and writing


def set_aside(path: Path, now: datetime.datetime | None = None) -> Path:
    """Rename a damaged file to `<name>.damaged-<UTC time>` beside it and return the new path
    (OSError when the folder cannot be written). An earlier file of the same second is kept."""
    stamp = (now or datetime.datetime.now(datetime.UTC)).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
    os.replace(path, target)
    return target


@contextmanager
def atomic_text_file(path: str | os.PathLike[str]) -> Iterator[IO[str]]:
    """Write a text file in one step: what is written to the yielded file replaces `path` only when
    the block ends without an error; otherwise the old file (or none) stays and nothing is left
    behind. OSError when the folder cannot be written."""
    target = Path(path)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp)
        raise


def check_writable_target(path: str | os.PathLike[str]) -> str | None:
    """Why a file could not be written at `path` (None when it can): its folder must exist and be
    writable, and the path must not be a folder itself. Checked before long work starts."""
    try:
        return _target_problem(Path(path))
    except OSError as exc:  # a name too long for the file system, a folder that cannot be searched
        return str(exc.strerror or exc)


def _target_problem(target: Path) -> str | None:
    folder = target.parent
    if target.is_dir():
        return f"{shown(str(target))} is a folder; expected a file name"
    if not folder.exists():
        return f"the folder {shown(str(folder))} does not exist"
    if not folder.is_dir():
        return f"{shown(str(folder))} is not a folder"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"the folder {shown(str(folder))} cannot be written"
    if target.exists() and not target.is_file():
        return f"{shown(str(target))} is not a regular file"
    return None
