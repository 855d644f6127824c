"""One profile file's keys (docs/profiles.md): the format's keys and limits, and a parser for each
key that returns its typed value or says, at the key's path, what it expected and what it got.

`Bad` is such a problem inside one file; `engine.profile` turns it into a `ProfileError` naming the
file. Nothing here reads files or resolves `extends`: that is `engine.profile`'s.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any, Literal, cast

from engine import safe_files
from engine.cards import RANKS
from engine.money import parse_amount
from engine.rules import WildCost

MAX_PLAYERS = 8  # seats at the table
DECK_SIZE = 52
MAX_STAKE = 1000  # the most an ante, bet, raise, bring-in or cost may be, and the most a fraction's
# numerator or denominator may be: a home game's stakes, with room; beyond it totals turn silly
NAME_LENGTH, DESCRIPTION_LENGTH, SUMMARY_LENGTH = 40, 80, 2000  # characters

# fullmatch only: with match, "$" would let a trailing newline through.
ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
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
SUB_KEYS = {
    "players": ("min", "max"),
    "fours": ("face_up", "face_down", "bonus_card"),
    "betting": ("ante", "bet", "raise", "max_raises", "first_round", "bring_in"),
    "session": ("pots",),
}
_AMOUNT_EXAMPLE = f"such as 1 or 1/2, at most {MAX_STAKE}"


class Bad(Exception):
    """A problem at a key path inside one file; turned into a ProfileError naming that file."""

    def __init__(self, path: str, message: str):
        super().__init__(message)
        self.path = path
        self.message = message


def parse_keys(raw: dict[Any, Any]) -> dict[str, Any]:
    """Check every key of one file and return its typed values by key path ("betting.ante")."""
    own: dict[str, Any] = {}
    _known_keys(raw, "", TOP_KEYS)
    for key in TOP_KEYS:
        if key not in raw:
            continue
        value = raw[key]
        if key in SUB_KEYS:
            section = _mapping(value, key, SUB_KEYS[key])
            for sub in SUB_KEYS[key]:
                if sub in section:
                    path = f"{key}.{sub}"
                    own[path] = PARSERS[path](section[sub], path)
        else:
            own[key] = PARSERS[key](value, key)
    return own


def _known_keys(mapping: dict[Any, Any], path: str, allowed: tuple[str, ...]) -> None:
    for key in mapping:
        if key not in allowed:
            hint = did_you_mean(str(key)[:100], allowed)
            expected = f"; expected one of {', '.join(allowed)}" if not hint else ""
            raise Bad(_join(path, key), f"unknown key{hint}{expected}")


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


def _join(path: str, key: Any) -> str:
    """A key path for a message; a key that is not a short plain word is shown escaped and cut."""
    text = str(key)
    if len(text) > 40 or safe_files.shown(text) != text:
        text = safe_files.brief(key)
    return f"{path}.{text}" if path else text


def show(value: Any) -> str:
    """A value as the file's author wrote it, for 'got ...'."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing (null)"
    if isinstance(value, str):
        return safe_files.brief(value)  # escaped (a right-to-left override shows as \u202e), cut short
    if isinstance(value, (int, float)):
        return str(value)  # short: the loader (engine.profile_yaml) refuses longer numbers
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return f"a {type(value).__name__}"


def _mapping(value: Any, path: str, allowed: tuple[str, ...]) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise Bad(path, f"expected a mapping with keys {', '.join(allowed)}, got {show(value)}")
    _known_keys(value, path, allowed)
    return value


def _text(limit: int, one_line: bool) -> Callable[[Any, str], str]:
    """Printable text of at most `limit` characters: no control characters, invisible format
    characters or bidirectional overrides (engine.safe_files.FORBIDDEN_CHARACTERS); line breaks
    only when not `one_line`. Judged once the surrounding spaces (one line) or the trailing ones
    are stripped. The schema's patterns for name, description and summary say the same."""

    def parse(value: Any, path: str) -> str:
        if not isinstance(value, str):
            raise Bad(
                path, f"expected text (in quotes if it looks like a number or a date), got {show(value)}"
            )
        text = value.strip() if one_line else value.rstrip()
        if one_line and "\n" in text:
            raise Bad(path, "expected one line of text, got several lines")
        bad = safe_files.first_forbidden(text, allow="" if one_line else "\n")
        if bad is not None:
            raise Bad(
                path,
                f"expected printable text, got the control or format character "
                f"{safe_files.describe_character(bad)} at position {text.index(bad) + 1}",
            )
        if not text and path == "name":
            raise Bad(path, "expected the profile's name for the menu, got empty text")
        if len(text) > limit:
            raise Bad(path, f"expected at most {limit} characters, got {len(text)}")
        return text

    return parse


def _integer(low: int, high: int) -> Callable[[Any, str], int]:
    def parse(value: Any, path: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise Bad(path, f"expected a whole number from {low} to {high}, got {show(value)}")
        if not low <= value <= high:
            raise Bad(path, f"expected a whole number from {low} to {high}, got {value}")
        return value

    return parse


def choice(*choices: str) -> Callable[[Any, str], str]:
    def parse(value: Any, path: str) -> str:
        if isinstance(value, bool) or not isinstance(value, str) or value not in choices:
            hint = " (YAML reads yes/no/on/off as true/false)" if isinstance(value, bool) else ""
            raise Bad(path, f"expected {or_words(choices)}, got {show(value)}{hint}")
        return value

    return parse


def or_words(choices: Iterable[str]) -> str:
    choices = list(choices)
    return ", ".join(choices[:-1]) + f" or {choices[-1]}" if len(choices) > 1 else choices[0]


def _amount(positive: bool) -> Callable[[Any, str], Fraction]:
    """An exact amount from 0 (or more) to MAX_STAKE: a whole number, or a fraction whose
    numerator and denominator are each at most MAX_STAKE (the schema's patterns can say that)."""
    kind = "a positive" if positive else "a non-negative"

    def parse(value: Any, path: str) -> Fraction:
        expected = f"expected {kind} amount {_AMOUNT_EXAMPLE}"
        if isinstance(value, float):
            raise Bad(
                path, f"{expected}, got {value} (a decimal is not exact: write a whole number or a fraction)"
            )
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise Bad(path, f"{expected}, got {show(value)}")
        if isinstance(value, str) and not _AMOUNT_TEXT.fullmatch(value):
            raise Bad(path, f"{expected}, got {show(value)}")
        # Each part at most MAX_STAKE, judged on its digits (never int() of a 5,000-digit text).
        parts = [part.lstrip("-").lstrip("0") or "0" for part in str(value).split("/")]
        if any(len(part) > len(str(MAX_STAKE)) or int(part) > MAX_STAKE for part in parts):
            both = " (a fraction's numerator and denominator too)" if "/" in str(value) else ""
            raise Bad(path, f"{expected}{both}, got {show(value)}")
        sign = "-" if str(value).startswith("-") else ""
        try:
            amount = parse_amount(sign + "/".join(parts))
        except ValueError:
            raise Bad(path, f"{expected}, got {show(value)}") from None
        if amount < 0 or (positive and amount == 0):
            raise Bad(path, f"{expected}, got {value}")
        return amount

    return parse


def _profile_id(value: Any, path: str) -> str:
    if not isinstance(value, str) or not ID.fullmatch(value):
        raise Bad(
            path, f"expected the id of another profile (its file name without .yaml), got {show(value)}"
        )
    return value


def _bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise Bad(path, f"expected true or false, got {show(value)}")
    return value


def _rank(value: Any, path: str) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and 2 <= value <= 10:
        return RANKS[value - 2]
    if isinstance(value, str):
        text = "T" if value == "10" else value.upper()
        if len(text) == 1 and text in RANKS:
            return text
    raise Bad(path, f"expected a rank (2 to 9, T, J, Q, K or A), got {show(value)}")


def _wild_ranks(value: Any, path: str) -> frozenset[str]:
    if not isinstance(value, list):
        raise Bad(path, f'expected a list of ranks such as ["3", "9"] (or [] for none), got {show(value)}')
    return frozenset(_each_once(value, path, _rank, "rank"))


def _each_once(value: list[Any], path: str, parse: Callable[[Any, str], str], what: str) -> list[str]:
    """Each item of a list parsed, none of them twice ("expected each rank once, got 3 twice")."""
    items: list[str] = []
    for i, item in enumerate(value):
        parsed = parse(item, f"{path}[{i}]")
        if parsed in items:
            raise Bad(f"{path}[{i}]", f"expected each {what} once, got {parsed} twice")
        items.append(parsed)
    return items


def _cost(value: Any, path: str, plain: tuple[str, ...]) -> tuple[str, Fraction]:
    """free/none/match_pot style words, or {pay: N}."""
    if isinstance(value, dict):
        _known_keys(value, path, ("pay",))
        if "pay" not in value:
            raise Bad(path, "expected {pay: N} with an amount")
        return "pay", _amount(True)(value["pay"], f"{path}.pay")
    if value in plain and not isinstance(value, bool):
        return value, Fraction(0)
    raise Bad(path, f"expected {or_words([*plain, '{pay: N}'])}, got {show(value)}")


def _wild_costs(value: Any, path: str) -> dict[str, WildCost]:
    if not isinstance(value, dict):
        raise Bad(
            path, f"expected a mapping from wild rank to free, match_pot or {{pay: N}}, got {show(value)}"
        )
    costs: dict[str, WildCost] = {}
    for key, item in value.items():
        rank = _rank(key, _join(path, key))
        if rank in costs:
            raise Bad(_join(path, key), f"expected each rank once, got {rank} twice")
        kind, amount = _cost(item, _join(path, key), ("free", "match_pot"))
        costs[rank] = WildCost(cast(Literal["free", "match_pot", "pay"], kind), amount)
    return costs


def _streets(value: Any, path: str) -> tuple[tuple[str, ...], ...]:
    if not isinstance(value, list) or not value:
        raise Bad(
            path, f"expected a list of streets such as [[down, down, up], [up], [down]], got {show(value)}"
        )
    streets = []
    for i, street in enumerate(value):
        if not isinstance(street, list) or not street:
            got = "a street with no cards" if street == [] else show(street)
            raise Bad(
                f"{path}[{i}]",
                f"expected a street of one or more cards such as [up] or [down, up], got {got}",
            )
        for j, face in enumerate(street):
            choice("up", "down")(face, f"{path}[{i}][{j}]")
        streets.append(tuple(street))
    if "up" not in streets[0]:
        raise Bad(
            f"{path}[0]",
            "expected an up card in the first street: it decides who opens the first betting round",
        )
    return tuple(streets)


PARSERS: dict[str, Callable[[Any, str], Any]] = {
    "name": _text(NAME_LENGTH, one_line=True),
    "description": _text(DESCRIPTION_LENGTH, one_line=True),
    "summary": _text(SUMMARY_LENGTH, one_line=False),
    "extends": _profile_id,
    "flow": choice("stud", "no_peek"),
    "players.min": _integer(2, MAX_PLAYERS),
    "players.max": _integer(2, MAX_PLAYERS),
    "streets": _streets,
    "cards": _integer(1, DECK_SIZE),
    "wild_ranks": _wild_ranks,
    "wild_costs": _wild_costs,
    "fours.face_up": lambda v, p: _cost(v, p, ("free", "none")),
    "fours.face_down": choice("none", "reveal"),
    "fours.bonus_card": choice("up", "down"),
    "natural_beats_wild": _bool,
    "betting.ante": _amount(False),
    "betting.bet": _amount(True),
    "betting.raise": _amount(True),
    "betting.max_raises": _integer(0, 10),
    "betting.first_round": choice("best_showing", "bring_in"),
    "betting.bring_in": _amount(True),
    "session.pots": _integer(1, 100),
}


def parse_games(raw: dict[Any, Any]) -> dict[str, Any]:
    for key in raw:
        if key not in GAMES_KEYS:
            raise Bad(
                _join("", key),
                "a dealer's choice takes every rule from the games it lists; "
                f"expected only {', '.join(GAMES_KEYS)}",
            )
    own = {key: PARSERS[key](raw[key], key) for key in ("name", "description", "summary") if key in raw}
    own["games"] = _game_ids(raw["games"], "games")
    own["choice"] = choice("dealer", "in_turn")(raw.get("choice", "dealer"), "choice")
    if "session" in raw:
        session = _mapping(raw["session"], "session", SUB_KEYS["session"])
        if "pots" in session:
            own["session.pots"] = PARSERS["session.pots"](session["pots"], "session.pots")
    return own


def _game_ids(value: Any, path: str) -> list[str]:
    if not isinstance(value, list) or len(value) < 2:
        raise Bad(
            path,
            f"expected a list of two or more profile ids, such as [baseball, seven-card-stud], got {show(value)}",
        )
    return _each_once(value, path, _profile_id, "game")
