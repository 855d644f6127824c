"""Rule profiles: YAML files found, read safely, validated, resolved through `extends` into a frozen `Rules`.

A profile file is plain data (docs/profiles.md). Every problem becomes one `ProfileError` whose
message names the file, the key path and what was expected; nothing half-loaded ever escapes.
Profiles live in the shipped `profiles/` folder and in a per-user folder; the id of a profile is
its file name without `.yaml`, and a user file overrides a shipped one with the same id.

This module finds the files and resolves them: a file's parent chain, a dealer's choice's games,
a file's keys on top of its parent's rules and the checks between keys. Reading one file is
`engine.profile_yaml`'s, and checking each of its keys `engine.profile_keys`'s.
"""

from __future__ import annotations

import dataclasses
import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from engine import safe_files, shipped
from engine.cards import RANKS
from engine.profile_keys import (
    DECK_SIZE,
    ID,
    PARSERS,
    Bad,
    choice,
    did_you_mean,
    or_words,
    parse_games,
    parse_keys,
    show,
)
from engine.profile_yaml import read_yaml
from engine.rules import Rules

log = logging.getLogger(__name__)

SHIPPED_DIR = shipped.profiles_dir().resolve()
USER_DIR_ENV = "BASEBALL_POKER_PROFILE_DIR"  # lets tests (and curious users) redirect the user folder
MAX_CHAIN = 16  # profiles in one extends chain


class ProfileError(ValueError):
    """A profile that cannot be used; the message names the file, the key path and the expectation."""


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


# the main games, listed first in this order; the house variants and the user's games follow by
# id (a play-test: six Baseball variants stood between Baseball and Night Baseball)
MAIN_GAMES = ("baseball", "night-baseball", "midnight-baseball", "dealers-choice")


def _list_order(pid: str) -> tuple[int, str]:
    """The main games first, in their order, then the others by id."""
    return (MAIN_GAMES.index(pid), "") if pid in MAIN_GAMES else (len(MAIN_GAMES), pid)


def discover_profiles(user_dir: Path | None = None) -> list[ProfileEntry]:
    """Every profile id found, shipped and user, each loaded or with its one error message.

    The main games first (MAIN_GAMES), then by id; a user file with a shipped id appears once, as
    the override.
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
    if not ID.fullmatch(text):
        raise ProfileError(
            f"{safe_files.brief(text)} is not a profile id: expected letters, digits, - and _ (a file name without .yaml)"
        )
    path = _find(text, [user_dir, SHIPPED_DIR])
    if path is None:
        known = sorted(_profile_files(SHIPPED_DIR).keys() | _profile_files(user_dir).keys())
        raise ProfileError(
            f"no profile {safe_files.brief(text)}{did_you_mean(text, known)}; known profiles: "
            + ", ".join(safe_files.shown(pid) for pid in known)
        )
    return _load_file(path, user_dir)


def rules_from_mapping(raw: Any, pid: str, where: str = "the recorded rules") -> Rules:
    """A profile already read into a mapping (the keys of docs/profiles.md, without `extends`), checked like a
    file; ProfileError naming `where` and the key. History replay checks recorded rules with it."""
    try:
        if not isinstance(pid, str) or not ID.fullmatch(pid):
            raise Bad("id", f"expected letters, digits, - and _, got {show(pid)}")
        if not isinstance(raw, dict):
            raise Bad("", f"expected a mapping of profile keys, got {show(raw)}")
        if "extends" in raw:
            raise Bad("extends", "expected a resolved profile, without extends")
        own = parse_keys(raw)
        rules = _apply(Rules(), own, pid)
        _check(rules, own)
        return rules
    except Bad as bad:
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
        if not ID.fullmatch(pid):
            raise Bad(
                "",
                f"the file name {safe_files.brief(path.name)} is not a usable id: expected letters, digits, - and _",
            )
        raw = read_yaml(path)
        if "games" in raw:
            return _resolve_games(path, raw, stack, user_dir)
        own = parse_keys(raw)
        base = Rules()
        parent_id = own.get("extends")
        if parent_id is not None:
            parent = _find(parent_id, _search_folders(path.parent, user_dir), asking=path)
            if parent is None:
                itself = " (a profile cannot extend itself)" if parent_id == pid else ""
                raise Bad("extends", f"no profile {parent_id!r} to start from{itself}")
            chain = [*stack, path]
            if len(chain) >= MAX_CHAIN:
                raise Bad("extends", f"expected a chain of at most {MAX_CHAIN} profiles, got a longer one")
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
    except Bad as bad:
        where = f"{bad.path}: " if bad.path else ""
        raise ProfileError(f"{display}: {where}{bad.message}") from None


def _resolve_games(path: Path, raw: dict[Any, Any], stack: list[Path], user_dir: Path) -> Rules:
    """A dealer's choice file: its own session keys and the games it lists, each found like an
    `extends` parent (this file's folder, the user folder, shipped) and resolved in full."""
    own = parse_games(raw)
    chain = [*stack, path]
    games = []
    for index, gid in enumerate(own["games"]):
        key = f"games[{index}]"
        found = _find(gid, _search_folders(path.parent, user_dir), asking=path)
        if found is None:
            raise Bad(key, f"no profile {gid!r} to play (a dealer's choice cannot list itself)")
        if len(chain) >= MAX_CHAIN:
            raise Bad(key, f"expected a chain of at most {MAX_CHAIN} profiles, got a longer one")
        resolved = [p.resolve() for p in chain]
        if found.resolve() in resolved:
            raise _Cycle([p.stem for p in chain[resolved.index(found.resolve()) :]] + [found.stem])
        try:
            games.append(_resolve(found, chain, user_dir))
        except ProfileError as exc:
            if stack:
                raise
            raise Bad(key, f"profile {gid!r} is unusable: {exc}") from None
    return _combine(path.stem, own, games)


def dealers_choice(pid: str, own: dict[str, Any], games: list[Rules], where: str) -> Rules:
    """A dealer's choice of resolved `games` with the session keys `own` (name, description, summary,
    choice, session.pots, by key path as a file gives them), checked like a file; ProfileError naming
    `where`. History replay rebuilds recorded dealer's-choice rules with it."""
    try:
        if not isinstance(pid, str) or not ID.fullmatch(pid):
            raise Bad("id", f"expected letters, digits, - and _, got {show(pid)}")
        checked = {key: PARSERS[key](own[key], key) for key in PARSERS if key in own}
        checked["choice"] = choice("dealer", "in_turn")(own.get("choice"), "choice")
        return _combine(pid, checked, games)
    except Bad as bad:
        key = f"{bad.path}: " if bad.path else ""
        raise ProfileError(f"{where}: {key}{bad.message}") from None


def _combine(pid: str, own: dict[str, Any], games: list[Rules]) -> Rules:
    """The session of a dealer's choice: the players every game allows, the same stakes in all
    (a host keeps one set of chips and limits all night), the file's own pots and words."""
    for index, game in enumerate(games):
        if game.games:
            raise Bad(f"games[{index}]", f"expected a single game, got {game.id}, a dealer's choice itself")
    least, most = _players(games)
    stakes = {(g.betting.ante, g.betting.bet, g.betting.raise_) for g in games}
    if len(stakes) > 1:
        each = "; ".join(
            f"{g.name} ante {g.betting.ante}, bet {g.betting.bet}, raise {g.betting.raise_}" for g in games
        )
        raise Bad("games", f"expected the same ante, bet and raise in every game, got {each}")
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


def _players(games: list[Rules]) -> tuple[int, int]:
    """The players a dealer's choice seats: every number two of its games seat (a file lists two or
    more; one game alone is no choice), the others left out at that number (Rules.games_at: its
    Night Baseball at six seats), in one run with no gap, so a table's players are a range."""
    seated = [n for n in range(1, 53) if sum(game.fits(n) for game in games) >= 2]
    ranges = ", ".join(f"{g.name} {g.min_players} to {g.max_players}" for g in games)
    said = "every game" if len(games) == 2 else "two of its games"
    if not seated:
        raise Bad("games", f"no number of players suits {said} ({ranges}); expected games that share one")
    if seated != list(range(seated[0], seated[-1] + 1)):
        raise Bad("games", f"the numbers of players that suit {said} have a gap ({ranges}); expected one run")
    return seated[0], seated[-1]


def _display(path: Path) -> str:
    """The file as people should see it: relative to the current folder when inside it."""
    try:
        return safe_files.shown(str(path.resolve().relative_to(Path.cwd().resolve())))
    except (ValueError, OSError):
        return safe_files.shown(str(path))


# ---------------------------------------------------------------- a file's keys on its parent's rules

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
            raise Bad(
                f"wild_costs.{rank}",
                f"expected a wild rank ({or_words(_sorted(wild_ranks)) if wild_ranks else 'none are wild'}), got {rank}",
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
            raise Bad(
                "players.min", f"expected at most players.max ({rules.max_players}), got {rules.min_players}"
            )
        raise Bad(
            "players.max", f"expected at least players.min ({rules.min_players}), got {rules.max_players}"
        )
    betting = rules.betting
    if betting.first_round == "bring_in":
        if rules.flow != "stud":
            raise Bad(
                _blame(own, "betting.first_round", "flow"),
                "a bring-in first round needs upcards dealt in streets; "
                "expected betting.first_round best_showing or flow stud",
            )
        if betting.bring_in > betting.bet:
            raise Bad(
                _blame(own, "betting.bring_in", "betting.bet"),
                f"expected a bring-in of at most the bet ({betting.bet}), got {betting.bring_in}",
            )
    if rules.flow == "no_peek":
        _check_no_peek(rules, own)
    else:
        _check_stud(rules, own)


def _check_no_peek(rules: Rules, own: dict[str, Any]) -> None:
    if rules.fours.face_down == "reveal":
        raise Bad(
            _blame(own, "fours.face_down", "flow"),
            "in No Peek every card is turned face up, so there is no hidden four to reveal; "
            "expected fours.face_down none or flow stud",
        )
    dealt = rules.cards * rules.max_players
    if dealt > DECK_SIZE:
        raise Bad(
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
        raise Bad(
            key,
            f"the first street deals {len(rules.streets[0])} cards to each of {players} players = {first}, "
            f"more than the {DECK_SIZE} in the deck; expected a smaller first street or fewer players",
        )
    stock = DECK_SIZE - first
    for number, street in enumerate(rules.streets[1:], 2):
        if stock == 0:
            raise Bad(
                key,
                f"with {players} players the deck is empty before street {number}; "
                f"expected at most {number - 1} streets or fewer players",
            )
        stock -= len(street) * players if stock >= len(street) * players else 1
