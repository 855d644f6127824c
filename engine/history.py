"""Hand histories as JSON Lines (docs/history.md): write, read with validation, and replay.

A history is the table's event stream, one event per line, keys in a fixed order, amounts as exact
fraction strings and cards as "As". Reading checks every line (known type, exactly its fields,
valid cards and amounts) and names the line of the first problem. Replay rebuilds the table from
the session_start (rules, seats, seed), re-applies the decisions the events record and checks
that every event comes out the same. Histories of stacked-deck tables (tests) do not replay: the
seed does not produce their decks.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Callable, Iterable
from dataclasses import fields
from fractions import Fraction
from typing import IO, Any

from engine import safe_files
from engine.actions import BETTING_KINDS, Action, IllegalAction, SpecialDecision
from engine.cards import ALL_CARDS, RANKS, Card, CardError
from engine.events import (
    EVENT_TYPES,
    ActionTaken,
    Decline,
    Event,
    Pay,
    PotGame,
    Reveal,
    SeatInfo,
    SessionStart,
    Standing,
    Turn,
)
from engine.money import parse_amount
from engine.profile import dealers_choice, rules_from_mapping
from engine.profile_keys import TOP_KEYS
from engine.rules import SESSION_KEYS, Rules
from engine.table import Table

MAX_BYTES = 256 << 20  # a session of 8 pots takes about 30 KB: thousands of sessions fit


class HistoryError(ValueError):
    """A history that cannot be read or does not replay; the message names the line."""


def dumps(event: Event) -> str:
    return json.dumps(event.to_json(), separators=(",", ":"))


def write(events: Iterable[Event], file: str | os.PathLike[str] | IO[str]) -> None:
    """Write events as JSON Lines to an open text file, or to a path in one step (a crash leaves
    the old file or none, never half a history)."""
    if isinstance(file, (str, os.PathLike)):
        with safe_files.atomic_text_file(file) as out:
            write(events, out)
        return
    for event in events:
        file.write(dumps(event) + "\n")


def read(file: str | os.PathLike[str]) -> list[Event]:
    """Read and validate a history file (at most MAX_BYTES, a regular file: engine.safe_files)."""
    try:
        text = safe_files.read_text(file, MAX_BYTES)
    except safe_files.UnreadableFile as exc:
        raise HistoryError(f"the history {exc}") from None
    return parse_lines(text.splitlines())


def parse_lines(lines: Iterable[str]) -> list[Event]:
    """Events from JSON Lines text; blank lines are skipped, anything else must be an event."""
    return [event for _, event in _numbered(lines)]


def _numbered(lines: Iterable[str]) -> list[tuple[int, Event]]:
    out = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            data = safe_files.parse_json(line)  # bounded nesting and numbers
        except ValueError as exc:
            raise HistoryError(f"line {number}: {exc}") from None
        try:
            out.append((number, event_from_json(data)))
        except (ValueError, TypeError, KeyError) as exc:
            raise HistoryError(f"line {number}: {exc}") from None
    if not out:
        raise HistoryError("the history is empty")
    return out


def event_from_json(data: Any) -> Event:
    """The event a JSON object describes; ValueError naming the field when it is not valid."""
    if not isinstance(data, dict):
        raise ValueError(f"expected an event object, got {type(data).__name__}")
    kind = data.get("type")
    cls = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    if kind is None or cls is None:
        raise ValueError(
            f"unknown event type {safe_files.brief(kind)}: expected one of {', '.join(EVENT_TYPES)}"
        )
    names = [f.name for f in fields(cls)]
    given = set(data) - {"type"}
    missing, extra = set(names) - given - set(cls.added), given - set(names)
    if missing or extra:
        problem = (
            f"missing {', '.join(sorted(missing))}" if missing else f"unexpected {', '.join(sorted(extra))}"
        )
        raise ValueError(f"a {kind} event has fields {', '.join(names)}: {problem}")
    values = {}
    for name in names:
        if name not in data:
            continue  # an added field an older history lacks: its default, None
        try:
            values[name] = _FIELDS[name](data[name])
        except (ValueError, TypeError, CardError) as exc:
            raise ValueError(f"{kind} field {name!r}: {exc}") from None
    if kind == "deal" and values["seat"] is None and values["why"] != "community":
        raise ValueError("a deal without a seat must be a community card")
    if kind == "action" and values.get("why") not in (None, "wild_cost"):
        raise ValueError(
            f"an action's why is wild_cost (a fold refusing a wild card's price), not {values['why']!r}"
        )
    return cls(**values)


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected a whole number, got {safe_files.brief(value)}")
    return value


def _seat(value: Any) -> int | None:
    return None if value is None else _int(value)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected text, got {safe_files.brief(value)}")
    return value


def _card(value: Any) -> Card | None:
    return None if value is None else Card.parse(_text(value))


def _cards(value: Any) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise ValueError(f"expected a list of cards, got {safe_files.brief(value)}")
    cards = tuple(Card.parse(_text(item)) for item in value)
    if len(set(cards)) != len(cards):
        raise ValueError("a card appears twice")
    return cards


def _deck(value: Any) -> tuple[Card, ...] | None:
    if value is None:
        return None
    cards = _cards(value)
    if len(cards) != len(ALL_CARDS):
        raise ValueError(f"a deck has 52 cards, not {len(cards)}")
    return cards


def _amount(value: Any) -> Fraction:
    if not isinstance(value, str):
        raise ValueError(f'amounts are strings such as "1" or "-7/3", got {safe_files.brief(value)}')
    return parse_amount(value)


def _choice(*allowed: str) -> Callable[[Any], Any]:
    """A parser taking one of `allowed`: the allowed value itself, so a kind reads back as its kind
    (an ActionKind, a SpecialDecision) and the engine's matches on kinds hold for a history too."""

    def parse(value: Any) -> Any:
        if not isinstance(value, str) or value not in allowed:
            raise ValueError(f"expected one of {', '.join(allowed)}, got {safe_files.brief(value)}")
        return allowed[allowed.index(value)]

    return parse


def _seats(value: Any) -> tuple[SeatInfo, ...]:
    if not isinstance(value, list) or not value:
        raise ValueError("expected a list of seats")
    seats = []
    for index, item in enumerate(value):
        if not isinstance(item, dict) or item.get("seat") != index:
            raise ValueError(f'seat {index} should be {{"seat": {index}, "name", "kind", "style"}}')
        seats.append(
            SeatInfo(
                _text(item.get("name")), _choice("human", "bot")(item.get("kind")), _text(item.get("style"))
            )
        )
    return tuple(seats)


def _out(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or not value:
        raise ValueError("expected a list of the seats sitting the pot out")
    return tuple(_int(seat) for seat in value)


def _balances(value: Any) -> tuple[Fraction, ...]:
    if not isinstance(value, dict) or sorted(value, key=int) != [str(i) for i in range(len(value))]:
        raise ValueError('expected {"0": amount, "1": amount, ...} for every seat')
    return tuple(_amount(value[str(i)]) for i in range(len(value)))


def _standings(value: Any) -> tuple[Standing, ...]:
    if not isinstance(value, list):
        raise ValueError("expected a list of {seat, net, place}")
    return tuple(Standing(_int(item["seat"]), _amount(item["net"]), _int(item["place"])) for item in value)


def _rules(value: Any) -> Rules:
    return rules_from_json(value)


def _stand_ins(value: Any) -> tuple[tuple[Card, str], ...]:
    """{"3c": "8", "9h": "Ks"}: each wild used and the rank or card it stands for."""
    if not isinstance(value, dict):
        raise ValueError(f'expected {{"3c": "8", ...}}, got {value!r}')
    out = []
    for card, stands in value.items():
        _text(stands)
        if not (len(stands) == 1 and stands in RANKS):
            Card.parse(stands)  # a card, else CardError naming it
        out.append((Card.parse(card), stands))
    return tuple(out)


def _reseeds(value: Any) -> tuple[tuple[int, str], ...]:
    if not isinstance(value, list) or not all(isinstance(item, list) and len(item) == 2 for item in value):
        raise ValueError(f"expected [[pots finished, salt], ...], got {value!r}")
    return tuple((_int(boundary), _text(salt)) for boundary, salt in value)


_FIELDS = {
    "profile": _text,
    "rules": _rules,
    "seats": _seats,
    "seed": _int,
    "pots": _int,
    "hand": _int,
    "dealer": _int,
    "deck": _deck,
    "seat": _seat,
    "amount": _amount,
    "card": _card,
    "face": _choice("up", "down"),
    "why": _choice("street", "bonus", "community", *SpecialDecision, "reveal", "showdown", "uncontested"),
    "round": _int,
    "opener": _int,
    "action": _choice(*BETTING_KINDS),
    "level": _amount,
    "cards": _cards,
    "best": _cards,
    "category": _text,
    "description": _text,
    "stand_ins": _stand_ins,
    "reseeds": _reseeds,
    "chooser": _seat,
    "out": _out,
    "balances": _balances,
    "standings": _standings,
}


def rules_from_json(data: dict[str, Any]) -> Rules:
    """The Rules a session_start recorded (the inverse of Rules.to_json), checked like a profile file,
    so damaged rules get a ValueError naming the key instead of a crash in the middle of a replay."""
    if not isinstance(data, dict):
        raise ValueError(f"expected the resolved profile as an object, got {type(data).__name__}")
    if "games" in data:
        return _dealers_choice_from_json(data)
    _check_keys(data, set(Rules().to_json()), "the recorded rules have")
    profile = {key: data[key] for key in _PROFILE_KEYS}
    profile.update(
        players={"min": data["min_players"], "max": data["max_players"]}, session={"pots": data["pots"]}
    )
    rules = rules_from_mapping(profile, data["id"])  # a ProfileError is a ValueError
    rebuilt = rules.to_json()
    differing = [key for key in data if rebuilt[key] != data[key]]
    if differing:
        raise ValueError(f"the recorded rules do not rebuild exactly: {', '.join(differing)}")
    return rules


def _check_keys(data: dict[str, Any], keys: set[str], what: str) -> None:
    """ValueError unless the recorded rules have exactly `keys`, naming the first kind of difference."""
    if set(data) != keys:
        unknown, missing = sorted(set(data) - keys), sorted(keys - set(data))
        problem = (
            f"keys this version does not know: {', '.join(unknown)}"
            if unknown
            else f"no {', '.join(missing)}"
        )
        raise ValueError(f"{what} {problem}")


def _dealers_choice_from_json(data: dict[str, Any]) -> Rules:
    """Recorded dealer's-choice rules: the session's keys and each game's recorded rules."""
    _check_keys(data, {*SESSION_KEYS, "choice", "games"}, "the recorded dealer's choice has")
    games = data["games"]
    if not isinstance(games, list):
        raise ValueError("the recorded dealer's choice has games that are not a list")
    own = {key: data[key] for key in ("name", "description", "summary", "choice")}
    own["session.pots"] = data["pots"]
    rules = dealers_choice(data["id"], own, [rules_from_json(game) for game in games], "the recorded rules")
    differing = [key for key, value in rules.to_json().items() if data[key] != value]
    if differing:
        raise ValueError(f"the recorded rules do not rebuild exactly: {', '.join(differing)}")
    return rules


# Recorded rules keys that are also profile keys (docs/profiles.md) under the same name; the others
# (min_players, max_players, pots, id) are put back under their profile keys by rules_from_json.
_PROFILE_KEYS = tuple(key for key in Rules().to_json() if key in TOP_KEYS)


def decision_of(event: Event) -> Action | None:
    """The decision an event records, or None for events no one decided."""
    if isinstance(event, ActionTaken):
        return Action(event.seat, event.action)
    if isinstance(event, PotGame):  # a game the dealer called, or one that came in turn
        return None if event.chooser is None else Action(event.chooser, event.profile)
    if isinstance(event, (Pay, Reveal, Turn)):
        return Action(event.seat, event.type)
    if isinstance(event, Decline):
        # "keep": a hidden four kept at a decision of its own, as earlier versions asked (no longer legal)
        return Action(event.seat, "keep" if event.why == "reveal" else "decline")
    return None


def decisions(events: Iterable[Event]) -> list[Action]:
    return [action for action in map(decision_of, events) if action is not None]


def replay_sessions(lines: Iterable[str]) -> list[Table]:
    """Replay every session of a history; HistoryError at the first line that does not match."""
    numbered = _numbered(lines)
    starts = [i for i, (_, event) in enumerate(numbered) if isinstance(event, SessionStart)]
    if not starts or starts[0] != 0:
        raise HistoryError(f"line {numbered[0][0]}: a history starts with a session_start event")
    bounds = [*starts, len(numbered)]
    return [_replay(numbered[a:b]) for a, b in itertools.pairwise(bounds)]


def replay(lines: Iterable[str]) -> Table:
    """Replay a one-session history to the same final state."""
    tables = replay_sessions(lines)
    if len(tables) != 1:
        raise HistoryError(f"the history holds {len(tables)} sessions: use replay_sessions")
    return tables[0]


def _replay(numbered: list[tuple[int, Event]]) -> Table:
    line, start = numbered[0]
    assert isinstance(start, SessionStart)  # replay_sessions splits the history at each session_start
    try:
        table = Table(start.rules, start.seats, start.seed, start.profile, reseeds=start.reseeds or ())
    except (ValueError, TypeError, KeyError) as exc:
        raise HistoryError(f"line {line}: cannot set up the table: {exc}") from None
    checked = 0
    for index, (line, event) in enumerate(numbered):
        action = decision_of(event)
        if action is None:
            continue
        checked = _compare(table, numbered, checked, index)
        if isinstance(event, Decline) and event.why == "reveal":
            raise HistoryError(
                f"line {line}: a hidden four kept at a decision of its own, as earlier versions asked: "
                "a hidden four is now shown (or not) at its holder's betting decisions, so this "
                "session does not replay"
            )
        try:
            table.apply(action)
        except IllegalAction as exc:
            raise HistoryError(f"line {line}: the recorded decision is not legal here: {exc}") from None
    _compare(table, numbered, checked, len(numbered))
    return table


def _compare(table: Table, numbered: list[tuple[int, Event]], start: int, stop: int) -> int:
    """The recorded events start..stop must be what the table produced; returns `stop`."""
    for index in range(start, stop):
        line, event = numbered[index]
        if index >= len(table.events):
            raise HistoryError(
                f"line {line}: the history has {event.type} where the replay waits for a decision"
            )
        produced, recorded = table.events[index].to_json(), event.to_json()
        for name in type(event).added:  # an older history does not record the fields added since
            if name not in recorded:
                produced.pop(name, None)
        if produced != recorded:
            raise HistoryError(
                f"line {line}: the history has {dumps(event)} but the replay gives {dumps(table.events[index])}"
            )
    return stop
