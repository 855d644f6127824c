"""Rule profiles: YAML files read safely, validated, resolved through `extends` into a frozen `Rules`.

A profile file is plain data (docs/profiles.md). Every problem becomes one `ProfileError` whose
message names the file, the key path and what was expected; nothing half-loaded ever escapes.
Profiles live in the shipped `profiles/` folder and in a per-user folder; the id of a profile is
its file name without `.yaml`, and a user file overrides a shipped one with the same id.
"""

from __future__ import annotations

import dataclasses
import difflib
import logging
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal, cast

import platformdirs
import yaml

from engine import safe_files, shipped
from engine.cards import RANKS
from engine.money import parse_amount
from engine.rules import Rules, WildCost

log = logging.getLogger(__name__)

SHIPPED_DIR = shipped.profiles_dir().resolve()
USER_DIR_ENV = "BASEBALL_POKER_PROFILE_DIR"  # lets tests (and curious users) redirect the user folder
MAX_FILE_BYTES = 64 * 1024  # a profile is a few hundred bytes; anything huge is a mistake or an attack
MAX_NESTING = 16  # a profile nests 3 levels; deeper is a mistake (and deep enough would overflow the stack)
MAX_CHAIN = 16  # profiles in one extends chain
MAX_PLAYERS = 8  # seats at the table
DECK_SIZE = 52
MAX_STAKE = 1000  # the most an ante, bet, raise, bring-in or cost may be, and the most a fraction's
# numerator or denominator may be: a home game's stakes, with room; beyond it totals turn silly
NAME_LENGTH, DESCRIPTION_LENGTH, SUMMARY_LENGTH = 40, 80, 2000  # characters
MAX_SCALAR_NUMBER = 20  # characters in a YAML number: a profile's numbers have at most four

# fullmatch only: with match, "$" would let a trailing newline through.
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
_AMOUNT_TEXT = re.compile(r"-?[0-9]+(/[0-9]+)?")

# The keys of the format, level by level (the JSON Schema in profiles/ mirrors this).
TOP_KEYS = (
    "name",
    "description",
    "summary",
    "extends",
    "flow",
    "players",
    "streets",
    "cards",
    "wild_ranks",
    "wild_costs",
    "fours",
    "natural_beats_wild",
    "betting",
    "session",
)
# The keys of a dealer's choice file (docs/profiles.md#dealers-choice): it has `games` and no rules of its own.
GAMES_KEYS = ("name", "description", "summary", "games", "choice", "session")
_SUB_KEYS = {
    "players": ("min", "max"),
    "fours": ("face_up", "face_down", "bonus_card"),
    "betting": ("ante", "bet", "raise", "max_raises", "first_round", "bring_in"),
    "session": ("pots",),
}
_AMOUNT_EXAMPLE = f"such as 1 or 1/2, at most {MAX_STAKE}"


class ProfileError(ValueError):
    """A profile that cannot be used; the message names the file, the key path and the expectation."""


class _Bad(Exception):
    """A problem at a key path inside one file; turned into a ProfileError naming that file."""

    def __init__(self, path: str, message: str):
        super().__init__(message)
        self.path = path
        self.message = message


class _Cycle(Exception):
    """An extends chain that comes back to a profile already being loaded."""

    def __init__(self, ids: list[str]):
        super().__init__(" -> ".join(ids))
        self.ids = ids


@dataclass(frozen=True)
class ProfileEntry:
    """One profile found by discovery, usable (`rules`) or not (`error`)."""

    id: str
    path: Path
    source: str  # "shipped" or "user"
    overrides: bool  # a user file that replaces the shipped profile with the same id
    rules: Rules | None
    error: str | None

    @property
    def ok(self) -> bool:
        return self.rules is not None

    @property
    def name(self) -> str:
        return self.rules.name if self.rules else self.id

    @property
    def description(self) -> str:
        return self.rules.description if self.rules else ""


# ---------------------------------------------------------------- folders and discovery


def user_profile_dir() -> Path:
    """The per-user profile folder (it may not exist yet); `$BASEBALL_POKER_PROFILE_DIR` replaces it."""
    override = os.environ.get(USER_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("baseball-poker")) / "profiles"


def _profile_files(folder: Path) -> dict[str, Path]:
    """Every *.yaml in the folder but folders: a pipe or a device under a profile's name is listed
    with its error rather than silently skipped (reading it refuses it at once)."""
    try:
        return {p.stem: p for p in sorted(folder.glob("*.yaml")) if not p.is_dir()}
    except OSError:
        return {}


# a game listed right after the one it reads as a variant of, where the ids would part them:
# Midnight Baseball is No Peek Baseball like Night Baseball, in seven cards
_LISTED_AFTER = {"midnight-baseball": "night-baseball"}


def _list_order(pid: str) -> tuple[bool, str, bool]:
    """Baseball first, then by id, a variant right after its game."""
    return (pid != "baseball", _LISTED_AFTER.get(pid, pid), pid in _LISTED_AFTER)


def discover_profiles(user_dir: Path | None = None) -> list[ProfileEntry]:
    """Every profile id found, shipped and user, each loaded or with its one error message.

    Sorted by id with `baseball` first; a user file with a shipped id appears once, as the override.
    """
    user_dir = user_profile_dir() if user_dir is None else user_dir
    shipped = _profile_files(SHIPPED_DIR)
    user = _profile_files(user_dir) if user_dir.resolve() != SHIPPED_DIR else {}
    entries = []
    for pid in sorted(shipped.keys() | user.keys(), key=_list_order):
        source = "user" if pid in user else "shipped"
        path = user.get(pid) or shipped[pid]
        try:
            rules, error = _load_file(path, user_dir), None
        except ProfileError as exc:
            rules, error = None, str(exc)
        except Exception as exc:  # one file must never hide the others
            log.debug("unexpected failure loading %s", path, exc_info=True)
            rules, error = None, f"{_display(path)}: cannot be used ({type(exc).__name__})"
        # A file name that is not an id (and so an error entry) may hold anything: shown escaped.
        shown_id = safe_files.shown(pid)
        entries.append(
            ProfileEntry(shown_id, path, source, source == "user" and pid in shipped, rules, error)
        )
    return entries


def _find(pid: str, folders: list[Path], asking: Path | None = None) -> Path | None:
    """The file for an id in the first folder that has one, never the file that asks (so a user's
    baseball.yaml with `extends: baseball` starts from the shipped one)."""
    for folder in folders:
        candidate = folder / f"{pid}.yaml"
        # not is_file(): a pipe or device under the id is found here too, and refused when read,
        # as the listing shows it (discover_profiles), instead of silently falling through
        if (
            candidate.exists()
            and not candidate.is_dir()
            and (asking is None or candidate.resolve() != asking.resolve())
        ):
            return candidate
    return None


def _search_folders(near: Path, user_dir: Path) -> list[Path]:
    """Where an id is looked up: the asking file's own folder first (so shipped profiles extend
    shipped ones and a folder of drafts can extend each other), then the user folder, then shipped."""
    folders: list[Path] = []
    for folder in (near, user_dir, SHIPPED_DIR):
        if all(folder.resolve() != f.resolve() for f in folders):
            folders.append(folder)
    return folders


def load_profile(id_or_path: str | os.PathLike[str], user_dir: Path | None = None) -> Rules:
    """Load a profile by id (user folder first, then shipped) or by file path, fully resolved."""
    try:
        return _load_profile(id_or_path, user_dir)
    except OSError as exc:  # a name too long for the file system, a folder that cannot be searched
        raise ProfileError(
            f"{safe_files.brief(os.fspath(id_or_path))}: cannot be looked up ({exc.strerror or exc})"
        ) from None


def _load_profile(id_or_path: str | os.PathLike[str], user_dir: Path | None) -> Rules:
    user_dir = user_profile_dir() if user_dir is None else user_dir
    text = os.fspath(id_or_path)
    looks_like_path = (
        isinstance(id_or_path, os.PathLike)
        or text.endswith((".yaml", ".yml"))
        or "/" in text
        or os.sep in text
    )
    if looks_like_path:
        return _load_file(Path(text), user_dir)
    if not _ID.fullmatch(text):
        raise ProfileError(
            f"{safe_files.brief(text)} is not a profile id: expected letters, digits, - and _ (a file name without .yaml)"
        )
    path = _find(text, [user_dir, SHIPPED_DIR])
    if path is None:
        known = sorted(_profile_files(SHIPPED_DIR).keys() | _profile_files(user_dir).keys())
        raise ProfileError(
            f"no profile {safe_files.brief(text)}{_did_you_mean(text, known)}; known profiles: "
            + ", ".join(safe_files.shown(pid) for pid in known)
        )
    return _load_file(path, user_dir)


def rules_from_mapping(raw: Any, pid: str, where: str = "the recorded rules") -> Rules:
    """A profile already read into a mapping (the keys of docs/profiles.md, without `extends`), checked like a
    file; ProfileError naming `where` and the key. History replay checks recorded rules with it."""
    try:
        if not isinstance(pid, str) or not _ID.fullmatch(pid):
            raise _Bad("id", f"expected letters, digits, - and _, got {_show(pid)}")
        if not isinstance(raw, dict):
            raise _Bad("", f"expected a mapping of profile keys, got {_show(raw)}")
        if "extends" in raw:
            raise _Bad("extends", "expected a resolved profile, without extends")
        own = _parse(raw)
        rules = _apply(Rules(), own, pid)
        _check(rules, own)
        return rules
    except _Bad as bad:
        key = f"{bad.path}: " if bad.path else ""
        raise ProfileError(f"{where}: {key}{bad.message}") from None


def _load_file(path: Path, user_dir: Path) -> Rules:
    try:
        return _resolve(path, [], user_dir)
    except _Cycle as cycle:
        raise ProfileError(f"{_display(path)}: extends: a cycle: {' -> '.join(cycle.ids)}") from None


def _resolve(path: Path, stack: list[Path], user_dir: Path) -> Rules:
    """Read one file, resolve its parent chain, apply its keys, check the whole; stack = files below."""
    display = _display(path)
    pid = path.stem
    try:
        if not _ID.fullmatch(pid):
            raise _Bad(
                "",
                f"the file name {safe_files.brief(path.name)} is not a usable id: expected letters, digits, - and _",
            )
        raw = _read_yaml(path)
        if "games" in raw:
            return _resolve_games(path, raw, stack, user_dir)
        own = _parse(raw)
        base = Rules()
        parent_id = own.get("extends")
        if parent_id is not None:
            parent = _find(parent_id, _search_folders(path.parent, user_dir), asking=path)
            if parent is None:
                itself = " (a profile cannot extend itself)" if parent_id == pid else ""
                raise _Bad("extends", f"no profile {parent_id!r} to start from{itself}")
            chain = [*stack, path]
            if len(chain) >= MAX_CHAIN:
                raise _Bad("extends", f"expected a chain of at most {MAX_CHAIN} profiles, got a longer one")
            resolved = [p.resolve() for p in chain]
            if parent.resolve() in resolved:
                raise _Cycle([p.stem for p in chain[resolved.index(parent.resolve()) :]] + [parent.stem])
            try:
                base = _resolve(parent, chain, user_dir)
            except ProfileError as exc:
                if stack:  # only the file that was asked for wraps its parent's message, once
                    raise
                raise ProfileError(f"{display}: extends: profile {parent_id!r} is unusable: {exc}") from None
        rules = _apply(base, own, pid)
        _check(rules, own)
        return rules
    except _Bad as bad:
        where = f"{bad.path}: " if bad.path else ""
        raise ProfileError(f"{display}: {where}{bad.message}") from None


def _resolve_games(path: Path, raw: dict[Any, Any], stack: list[Path], user_dir: Path) -> Rules:
    """A dealer's choice file: its own session keys and the games it lists, each found like an
    `extends` parent (this file's folder, the user folder, shipped) and resolved in full."""
    own = _parse_games(raw)
    chain = [*stack, path]
    games = []
    for index, gid in enumerate(own["games"]):
        key = f"games[{index}]"
        found = _find(gid, _search_folders(path.parent, user_dir), asking=path)
        if found is None:
            raise _Bad(key, f"no profile {gid!r} to play (a dealer's choice cannot list itself)")
        if len(chain) >= MAX_CHAIN:
            raise _Bad(key, f"expected a chain of at most {MAX_CHAIN} profiles, got a longer one")
        resolved = [p.resolve() for p in chain]
        if found.resolve() in resolved:
            raise _Cycle([p.stem for p in chain[resolved.index(found.resolve()) :]] + [found.stem])
        try:
            games.append(_resolve(found, chain, user_dir))
        except ProfileError as exc:
            if stack:
                raise
            raise _Bad(key, f"profile {gid!r} is unusable: {exc}") from None
    return _combine(path.stem, own, games)


def dealers_choice(pid: str, own: dict[str, Any], games: list[Rules], where: str) -> Rules:
    """A dealer's choice of resolved `games` with the session keys `own` (name, description, summary,
    choice, session.pots, by key path as a file gives them), checked like a file; ProfileError naming
    `where`. History replay rebuilds recorded dealer's-choice rules with it."""
    try:
        if not isinstance(pid, str) or not _ID.fullmatch(pid):
            raise _Bad("id", f"expected letters, digits, - and _, got {_show(pid)}")
        checked = {key: _PARSERS[key](own[key], key) for key in _PARSERS if key in own}
        checked["choice"] = _choice("dealer", "in_turn")(own.get("choice"), "choice")
        return _combine(pid, checked, games)
    except _Bad as bad:
        key = f"{bad.path}: " if bad.path else ""
        raise ProfileError(f"{where}: {key}{bad.message}") from None


def _parse_games(raw: dict[Any, Any]) -> dict[str, Any]:
    for key in raw:
        if key not in GAMES_KEYS:
            raise _Bad(
                _join("", key),
                "a dealer's choice takes every rule from the games it lists; "
                f"expected only {', '.join(GAMES_KEYS)}",
            )
    own = {key: _PARSERS[key](raw[key], key) for key in ("name", "description", "summary") if key in raw}
    own["games"] = _game_ids(raw["games"], "games")
    own["choice"] = _choice("dealer", "in_turn")(raw.get("choice", "dealer"), "choice")
    if "session" in raw:
        session = _mapping(raw["session"], "session", _SUB_KEYS["session"])
        if "pots" in session:
            own["session.pots"] = _PARSERS["session.pots"](session["pots"], "session.pots")
    return own


def _game_ids(value: Any, path: str) -> list[str]:
    if not isinstance(value, list) or len(value) < 2:
        raise _Bad(
            path,
            f"expected a list of two or more profile ids, such as [baseball, seven-card-stud], got {_show(value)}",
        )
    return _each_once(value, path, _profile_id, "game")


def _combine(pid: str, own: dict[str, Any], games: list[Rules]) -> Rules:
    """The session of a dealer's choice: the players every game allows, the same stakes in all
    (a host keeps one set of chips and limits all night), the file's own pots and words."""
    for index, game in enumerate(games):
        if game.games:
            raise _Bad(f"games[{index}]", f"expected a single game, got {game.id}, a dealer's choice itself")
    least, most = max(g.min_players for g in games), min(g.max_players for g in games)
    if least > most:
        ranges = ", ".join(f"{g.name} {g.min_players} to {g.max_players}" for g in games)
        raise _Bad(
            "games", f"no number of players suits every game ({ranges}); expected games that share one"
        )
    stakes = {(g.betting.ante, g.betting.bet, g.betting.raise_) for g in games}
    if len(stakes) > 1:
        each = "; ".join(
            f"{g.name} ante {g.betting.ante}, bet {g.betting.bet}, raise {g.betting.raise_}" for g in games
        )
        raise _Bad("games", f"expected the same ante, bet and raise in every game, got {each}")
    return dataclasses.replace(
        games[0],
        id=pid,
        name=own.get("name", pid.replace("-", " ").replace("_", " ").title()),
        description=own.get("description", ""),
        summary=own.get("summary", ""),
        min_players=least,
        max_players=most,
        pots=own.get("session.pots", Rules.pots),
        games=tuple(games),
        choice=own["choice"],
    )


def _display(path: Path) -> str:
    """The file as people should see it: relative to the current folder when inside it."""
    try:
        return safe_files.shown(str(path.resolve().relative_to(Path.cwd().resolve())))
    except (ValueError, OSError):
        return safe_files.shown(str(path))


# ---------------------------------------------------------------- safe YAML


def _safe_load(text: str) -> Any:
    """yaml.safe_load with the stricter `_ProfileLoader` (a SafeLoader: no Python objects are built)."""
    loader = _ProfileLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


class _ProfileLoader(yaml.SafeLoader):
    """SafeLoader without anchors and aliases (no alias bombs; `extends` is the way to reuse),
    without duplicate keys (YAML would silently keep the last one), nested at most MAX_NESTING
    deep and with numbers of at most MAX_SCALAR_NUMBER characters (int() refuses 4,300 digits
    with an error of its own, and YAML's base-60 numbers grow without end)."""

    depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.peek_event()  # type: ignore[no-untyped-call]  # unannotated in types-PyYAML
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise yaml.composer.ComposerError(
                None,
                None,
                "anchors and aliases (&name, *name) are not allowed in a profile; use extends: to reuse one",
                event.start_mark,
            )
        if self.depth >= MAX_NESTING:
            raise yaml.composer.ComposerError(
                None, None, f"lists and mappings nested more than {MAX_NESTING} deep", event.start_mark
            )
        self.depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def fetch_flow_collection_start(self, TokenClass: Any) -> None:  # PyYAML names it so
        # Stop at the bracket that goes too deep, before the scanner looks ahead: with a thousand
        # open brackets its lookahead alone costs a second.
        if self.flow_level >= MAX_NESTING:
            raise yaml.scanner.ScannerError(
                None, None, f"lists and mappings nested more than {MAX_NESTING} deep", self.get_mark()
            )
        super().fetch_flow_collection_start(TokenClass)

    def construct_yaml_int(self, node: Any) -> Any:
        self._check_number(node)
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node: Any) -> Any:
        self._check_number(node)
        return super().construct_yaml_float(node)

    def _check_number(self, node: Any) -> None:
        if len(node.value) > MAX_SCALAR_NUMBER:
            raise yaml.constructor.ConstructorError(
                None,
                None,
                f"a number of {len(node.value)} characters; expected at most {MAX_SCALAR_NUMBER}",
                node.start_mark,
            )

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        seen = []
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"the key {safe_files.brief(key)} appears twice", key_node.start_mark
                )
            seen.append(key)
        return super().construct_mapping(node, deep)


# PyYAML looks constructors up in a class table filled at import: point the number tags at ours.
_ProfileLoader.add_constructor("tag:yaml.org,2002:int", _ProfileLoader.construct_yaml_int)
_ProfileLoader.add_constructor("tag:yaml.org,2002:float", _ProfileLoader.construct_yaml_float)


def _read_yaml(path: Path) -> Any:
    try:
        data = safe_files.read_bytes(path, MAX_FILE_BYTES)  # counted while reading: /dev/zero ends
    except safe_files.MissingFile:
        raise _Bad("", "no such file") from None
    except safe_files.UnreadableFile as exc:
        if exc.damaged:  # too big
            raise _Bad(
                "", f"the file is larger than {MAX_FILE_BYTES // 1024} KiB; a profile is a few hundred bytes"
            ) from None
        raise _Bad("", f"the file {exc.problem}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _Bad(
            "", f"expected UTF-8 text, found byte 0x{data[exc.start]:02x} at offset {exc.start}"
        ) from None
    cached = _PARSED.get(data)
    if cached is not None:
        return cached
    for number, line in enumerate(text.splitlines(), 1):
        if "\t" in line[: len(line) - len(line.lstrip(" \t"))]:
            raise _Bad("", f"line {number}: indented with a tab; YAML indentation must use spaces")
    try:
        value = _safe_load(text)
    except yaml.MarkedYAMLError as exc:
        raise _Bad("", _yaml_problem(exc)) from None
    except yaml.reader.ReaderError as exc:
        where = f"the character {exc.character!r} at offset {exc.position}"  # repr: escaped
        raise _Bad("", f"not valid YAML: {where} cannot appear in YAML text") from None
    except yaml.YAMLError as exc:  # any other kind: keep the message on one line
        raise _Bad("", "not valid YAML: " + " ".join(str(exc).split())) from None
    if value is None:
        raise _Bad("", "the file is empty; expected keys such as name:, description: and extends:")
    if not isinstance(value, dict):
        raise _Bad(
            "", f"expected a mapping of keys (name:, description:, ...) at the top, got {_show(value)}"
        )
    if len(_PARSED) >= _PARSED_SIZE:
        _PARSED.clear()
    _PARSED[data] = value
    return value


# The YAML of files read before, by their exact bytes. Parsing is nine tenths of loading a profile,
# and the same files are read again and again (every profile extends baseball; the PLAY list and
# the attract demo discover them all each time). Only what parsed into a mapping is kept, and no
# caller changes it (_parse only reads). Keyed by content, so an edited file is parsed afresh.
_PARSED: dict[bytes, dict[Any, Any]] = {}
_PARSED_SIZE = 64  # files of at most 64 KiB: at most 4 MiB, a few KB in practice


def _yaml_problem(exc: yaml.MarkedYAMLError) -> str:
    mark = exc.problem_mark or exc.context_mark
    where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
    problem = exc.problem or exc.context or "not valid YAML"
    tag = re.search(r"constructor for the tag '([^']*)'", problem)
    if tag:
        shown = safe_files.brief(tag.group(1).replace("tag:yaml.org,2002:", "!!"))[1:-1]
        problem = f"the tag {shown} is not allowed; a profile holds only text, numbers, lists and mappings"
    elif exc.context and exc.problem and "not allowed" not in problem:
        problem = f"{exc.context}, {exc.problem}"
    problem = safe_files.shown(problem if len(problem) <= 200 else problem[:190] + "...")
    return f"not valid YAML: {where}{problem}"


# ---------------------------------------------------------------- one file's keys


def _parse(raw: dict[Any, Any]) -> dict[str, Any]:
    """Check every key of one file and return its typed values by key path ("betting.ante")."""
    own: dict[str, Any] = {}
    _known_keys(raw, "", TOP_KEYS)
    for key in TOP_KEYS:
        if key not in raw:
            continue
        value = raw[key]
        if key in _SUB_KEYS:
            section = _mapping(value, key, _SUB_KEYS[key])
            for sub in _SUB_KEYS[key]:
                if sub in section:
                    path = f"{key}.{sub}"
                    own[path] = _PARSERS[path](section[sub], path)
        else:
            own[key] = _PARSERS[key](value, key)
    return own


def _known_keys(mapping: dict[Any, Any], path: str, allowed: tuple[str, ...]) -> None:
    for key in mapping:
        if key not in allowed:
            hint = _did_you_mean(str(key)[:100], allowed)
            expected = f"; expected one of {', '.join(allowed)}" if not hint else ""
            raise _Bad(_join(path, key), f"unknown key{hint}{expected}")


def _did_you_mean(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


def _join(path: str, key: Any) -> str:
    """A key path for a message; a key that is not a short plain word is shown escaped and cut."""
    text = str(key)
    if len(text) > 40 or safe_files.shown(text) != text:
        text = safe_files.brief(key)
    return f"{path}.{text}" if path else text


def _show(value: Any) -> str:
    """A value as the file's author wrote it, for 'got ...'."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing (null)"
    if isinstance(value, str):
        return safe_files.brief(value)  # escaped (a right-to-left override shows as \u202e), cut short
    if isinstance(value, (int, float)):
        return str(value)  # at most MAX_SCALAR_NUMBER characters: the loader refuses longer numbers
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return f"a {type(value).__name__}"


def _mapping(value: Any, path: str, allowed: tuple[str, ...]) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise _Bad(path, f"expected a mapping with keys {', '.join(allowed)}, got {_show(value)}")
    _known_keys(value, path, allowed)
    return value


def _text(limit: int, one_line: bool) -> Callable[[Any, str], str]:
    """Printable text of at most `limit` characters: no control characters, invisible format
    characters or bidirectional overrides (engine.safe_files.FORBIDDEN_CHARACTERS); line breaks
    only when not `one_line`. Judged once the surrounding spaces (one line) or the trailing ones
    are stripped. The schema's patterns for name, description and summary say the same."""

    def parse(value: Any, path: str) -> str:
        if not isinstance(value, str):
            raise _Bad(
                path, f"expected text (in quotes if it looks like a number or a date), got {_show(value)}"
            )
        text = value.strip() if one_line else value.rstrip()
        if one_line and "\n" in text:
            raise _Bad(path, "expected one line of text, got several lines")
        bad = safe_files.first_forbidden(text, allow="" if one_line else "\n")
        if bad is not None:
            raise _Bad(
                path,
                f"expected printable text, got the control or format character "
                f"{safe_files.describe_character(bad)} at position {text.index(bad) + 1}",
            )
        if not text and path == "name":
            raise _Bad(path, "expected the profile's name for the menu, got empty text")
        if len(text) > limit:
            raise _Bad(path, f"expected at most {limit} characters, got {len(text)}")
        return text

    return parse


def _integer(low: int, high: int) -> Callable[[Any, str], int]:
    def parse(value: Any, path: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _Bad(path, f"expected a whole number from {low} to {high}, got {_show(value)}")
        if not low <= value <= high:
            raise _Bad(path, f"expected a whole number from {low} to {high}, got {value}")
        return value

    return parse


def _choice(*choices: str) -> Callable[[Any, str], str]:
    def parse(value: Any, path: str) -> str:
        if isinstance(value, bool) or not isinstance(value, str) or value not in choices:
            hint = " (YAML reads yes/no/on/off as true/false)" if isinstance(value, bool) else ""
            raise _Bad(path, f"expected {_or(choices)}, got {_show(value)}{hint}")
        return value

    return parse


def _or(choices: Iterable[str]) -> str:
    choices = list(choices)
    return ", ".join(choices[:-1]) + f" or {choices[-1]}" if len(choices) > 1 else choices[0]


def _amount(positive: bool) -> Callable[[Any, str], Fraction]:
    """An exact amount from 0 (or more) to MAX_STAKE: a whole number, or a fraction whose
    numerator and denominator are each at most MAX_STAKE (the schema's patterns can say that)."""
    kind = "a positive" if positive else "a non-negative"

    def parse(value: Any, path: str) -> Fraction:
        expected = f"expected {kind} amount {_AMOUNT_EXAMPLE}"
        if isinstance(value, float):
            raise _Bad(
                path, f"{expected}, got {value} (a decimal is not exact: write a whole number or a fraction)"
            )
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise _Bad(path, f"{expected}, got {_show(value)}")
        if isinstance(value, str) and not _AMOUNT_TEXT.fullmatch(value):
            raise _Bad(path, f"{expected}, got {_show(value)}")
        # Each part at most MAX_STAKE, judged on its digits (never int() of a 5,000-digit text).
        parts = [part.lstrip("-").lstrip("0") or "0" for part in str(value).split("/")]
        if any(len(part) > len(str(MAX_STAKE)) or int(part) > MAX_STAKE for part in parts):
            both = " (a fraction's numerator and denominator too)" if "/" in str(value) else ""
            raise _Bad(path, f"{expected}{both}, got {_show(value)}")
        sign = "-" if str(value).startswith("-") else ""
        try:
            amount = parse_amount(sign + "/".join(parts))
        except ValueError:
            raise _Bad(path, f"{expected}, got {_show(value)}") from None
        if amount < 0 or (positive and amount == 0):
            raise _Bad(path, f"{expected}, got {value}")
        return amount

    return parse


def _profile_id(value: Any, path: str) -> str:
    if not isinstance(value, str) or not _ID.fullmatch(value):
        raise _Bad(
            path, f"expected the id of another profile (its file name without .yaml), got {_show(value)}"
        )
    return value


def _bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise _Bad(path, f"expected true or false, got {_show(value)}")
    return value


def _rank(value: Any, path: str) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and 2 <= value <= 10:
        return RANKS[value - 2]
    if isinstance(value, str):
        text = "T" if value == "10" else value.upper()
        if len(text) == 1 and text in RANKS:
            return text
    raise _Bad(path, f"expected a rank (2 to 9, T, J, Q, K or A), got {_show(value)}")


def _wild_ranks(value: Any, path: str) -> frozenset[str]:
    if not isinstance(value, list):
        raise _Bad(path, f'expected a list of ranks such as ["3", "9"] (or [] for none), got {_show(value)}')
    return frozenset(_each_once(value, path, _rank, "rank"))


def _each_once(value: list[Any], path: str, parse: Callable[[Any, str], str], what: str) -> list[str]:
    """Each item of a list parsed, none of them twice ("expected each rank once, got 3 twice")."""
    items: list[str] = []
    for i, item in enumerate(value):
        parsed = parse(item, f"{path}[{i}]")
        if parsed in items:
            raise _Bad(f"{path}[{i}]", f"expected each {what} once, got {parsed} twice")
        items.append(parsed)
    return items


def _cost(value: Any, path: str, plain: tuple[str, ...]) -> tuple[str, Fraction]:
    """free/none/match_pot style words, or {pay: N}."""
    if isinstance(value, dict):
        _known_keys(value, path, ("pay",))
        if "pay" not in value:
            raise _Bad(path, "expected {pay: N} with an amount")
        return "pay", _amount(True)(value["pay"], f"{path}.pay")
    if value in plain and not isinstance(value, bool):
        return value, Fraction(0)
    raise _Bad(path, f"expected {_or([*plain, '{pay: N}'])}, got {_show(value)}")


def _wild_costs(value: Any, path: str) -> dict[str, WildCost]:
    if not isinstance(value, dict):
        raise _Bad(
            path, f"expected a mapping from wild rank to free, match_pot or {{pay: N}}, got {_show(value)}"
        )
    costs: dict[str, WildCost] = {}
    for key, item in value.items():
        rank = _rank(key, _join(path, key))
        if rank in costs:
            raise _Bad(_join(path, key), f"expected each rank once, got {rank} twice")
        kind, amount = _cost(item, _join(path, key), ("free", "match_pot"))
        costs[rank] = WildCost(cast(Literal["free", "match_pot", "pay"], kind), amount)
    return costs


def _streets(value: Any, path: str) -> tuple[tuple[str, ...], ...]:
    if not isinstance(value, list) or not value:
        raise _Bad(
            path, f"expected a list of streets such as [[down, down, up], [up], [down]], got {_show(value)}"
        )
    streets = []
    for i, street in enumerate(value):
        if not isinstance(street, list) or not street:
            got = "a street with no cards" if street == [] else _show(street)
            raise _Bad(
                f"{path}[{i}]",
                f"expected a street of one or more cards such as [up] or [down, up], got {got}",
            )
        for j, face in enumerate(street):
            _choice("up", "down")(face, f"{path}[{i}][{j}]")
        streets.append(tuple(street))
    if "up" not in streets[0]:
        raise _Bad(
            f"{path}[0]",
            "expected an up card in the first street: it decides who opens the first betting round",
        )
    return tuple(streets)


_PARSERS: dict[str, Callable[[Any, str], Any]] = {
    "name": _text(NAME_LENGTH, one_line=True),
    "description": _text(DESCRIPTION_LENGTH, one_line=True),
    "summary": _text(SUMMARY_LENGTH, one_line=False),
    "extends": _profile_id,
    "flow": _choice("stud", "no_peek"),
    "players.min": _integer(2, MAX_PLAYERS),
    "players.max": _integer(2, MAX_PLAYERS),
    "streets": _streets,
    "cards": _integer(1, DECK_SIZE),
    "wild_ranks": _wild_ranks,
    "wild_costs": _wild_costs,
    "fours.face_up": lambda v, p: _cost(v, p, ("free", "none")),
    "fours.face_down": _choice("none", "reveal"),
    "fours.bonus_card": _choice("up", "down"),
    "natural_beats_wild": _bool,
    "betting.ante": _amount(False),
    "betting.bet": _amount(True),
    "betting.raise": _amount(True),
    "betting.max_raises": _integer(0, 10),
    "betting.first_round": _choice("best_showing", "bring_in"),
    "betting.bring_in": _amount(True),
    "session.pots": _integer(1, 100),
}

# Rules fields set directly from one key.
_FIELDS = {
    "flow": "flow",
    "players.min": "min_players",
    "players.max": "max_players",
    "streets": "streets",
    "cards": "cards",
    "wild_ranks": "wild_ranks",
    "natural_beats_wild": "natural_beats_wild",
    "session.pots": "pots",
}
_BETTING_FIELDS = {
    "betting.ante": "ante",
    "betting.bet": "bet",
    "betting.raise": "raise_",
    "betting.max_raises": "max_raises",
    "betting.first_round": "first_round",
    "betting.bring_in": "bring_in",
}


# ---------------------------------------------------------------- resolving and checking


def _apply(base: Rules, own: dict[str, Any], pid: str) -> Rules:
    """The parent's rules with this file's keys on top. Name, description and summary describe one
    file and are never inherited: a variant that kept its parent's summary would describe the wrong game."""
    changes: dict[str, Any] = {
        "id": pid,
        "name": own.get("name", pid.replace("-", " ").replace("_", " ").title()),
        "description": own.get("description", ""),
        "summary": own.get("summary", ""),
    }
    changes.update({field: own[key] for key, field in _FIELDS.items() if key in own})
    wild_ranks = own.get("wild_ranks", base.wild_ranks)
    for rank in own.get("wild_costs", {}):
        if rank not in wild_ranks:
            raise _Bad(
                f"wild_costs.{rank}",
                f"expected a wild rank ({_or(_sorted(wild_ranks)) if wild_ranks else 'none are wild'}), got {rank}",
            )
    costs = {**dict(base.wild_costs), **own.get("wild_costs", {})}
    # Costs of ranks that are no longer wild are dropped; free is the default and is not stored.
    changes["wild_costs"] = tuple(
        (rank, costs[rank]) for rank in _sorted(costs) if rank in wild_ranks and costs[rank].kind != "free"
    )
    fours = base.fours
    if "fours.face_up" in own:
        kind, amount = own["fours.face_up"]
        fours = dataclasses.replace(fours, face_up=kind, face_up_cost=amount)
    if "fours.face_down" in own:
        fours = dataclasses.replace(fours, face_down=own["fours.face_down"])
    if "fours.bonus_card" in own:
        fours = dataclasses.replace(fours, bonus_card=own["fours.bonus_card"])
    changes["fours"] = fours
    changes["betting"] = dataclasses.replace(
        base.betting, **{field: own[key] for key, field in _BETTING_FIELDS.items() if key in own}
    )
    return dataclasses.replace(base, **changes)


def _sorted(ranks: Iterable[str]) -> list[str]:
    return sorted(ranks, key=RANKS.index)


def _blame(own: dict[str, Any], *paths: str) -> str:
    """The key to name for a problem between several keys: the first one this file sets."""
    return next((p for p in paths if p in own), paths[0])


def _check(rules: Rules, own: dict[str, Any]) -> None:
    """Rules that hold between keys, checked on the resolved profile (parent plus this file)."""
    if rules.min_players > rules.max_players:
        if _blame(own, "players.min", "players.max") == "players.min":
            raise _Bad(
                "players.min", f"expected at most players.max ({rules.max_players}), got {rules.min_players}"
            )
        raise _Bad(
            "players.max", f"expected at least players.min ({rules.min_players}), got {rules.max_players}"
        )
    betting = rules.betting
    if betting.first_round == "bring_in":
        if rules.flow != "stud":
            raise _Bad(
                _blame(own, "betting.first_round", "flow"),
                "a bring-in first round needs upcards dealt in streets; "
                "expected betting.first_round best_showing or flow stud",
            )
        if betting.bring_in > betting.bet:
            raise _Bad(
                _blame(own, "betting.bring_in", "betting.bet"),
                f"expected a bring-in of at most the bet ({betting.bet}), got {betting.bring_in}",
            )
    if rules.flow == "no_peek":
        _check_no_peek(rules, own)
    else:
        _check_stud(rules, own)


def _check_no_peek(rules: Rules, own: dict[str, Any]) -> None:
    if rules.fours.face_down == "reveal":
        raise _Bad(
            _blame(own, "fours.face_down", "flow"),
            "in No Peek every card is turned face up, so there is no hidden four to reveal; "
            "expected fours.face_down none or flow stud",
        )
    dealt = rules.cards * rules.max_players
    if dealt > DECK_SIZE:
        raise _Bad(
            _blame(own, "cards", "players.max", "flow"),
            f"{rules.cards} cards x {rules.max_players} players = {dealt}, more than the {DECK_SIZE} in the deck; "
            f"expected at most {DECK_SIZE // rules.max_players} cards for {rules.max_players} players "
            f"or players.max at most {DECK_SIZE // rules.cards}",
        )


def _check_stud(rules: Rules, own: dict[str, Any]) -> None:
    """The deal must be possible with the most players. A short later street becomes one
    community card (docs/rules.md#baseball), so only a deal that runs the stock dry is impossible."""
    players = rules.max_players
    key = _blame(own, "streets", "players.max", "flow")
    first = len(rules.streets[0]) * players
    if first > DECK_SIZE:
        raise _Bad(
            key,
            f"the first street deals {len(rules.streets[0])} cards to each of {players} players = {first}, "
            f"more than the {DECK_SIZE} in the deck; expected a smaller first street or fewer players",
        )
    stock = DECK_SIZE - first
    for number, street in enumerate(rules.streets[1:], 2):
        if stock == 0:
            raise _Bad(
                key,
                f"with {players} players the deck is empty before street {number}; "
                f"expected at most {number - 1} streets or fewer players",
            )
        stock -= len(street) * players if stock >= len(street) * players else 1
