"""Audit of the hand history format (docs/history.md): exactly the fields of the table, in the forms it says."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
import re
from fractions import Fraction

import pytest

from engine import history
from engine.actions import Action
from engine.profile import load_profile
from engine.simple_player import SimplePlayer
from engine.table import SeatInfo, Table

FIELDS = {  # the table of docs/history.md, word for word
    "session_start": {"profile", "rules", "seats", "seed", "pots"},
    "hand_start": {"hand", "dealer", "deck"},
    "ante": {"seat", "amount"},
    "deal": {"seat", "card", "face", "why"},
    "turn": {"seat", "card"},
    "reveal": {"seat", "card"},
    "pay": {"seat", "amount", "why"},
    "decline": {"seat", "amount", "why"},
    "round_start": {"round", "opener"},
    "action": {"seat", "action", "amount", "level"},
    "out": {"seat"},
    "showdown": {"seat", "cards", "best", "category"},
    "award": {"seat", "amount", "why"},
    "hand_end": {"hand", "balances"},
    "session_end": {"standings"},
}
CARD = re.compile(r"^[2-9TJQKA][cdhs]$")
AMOUNT = re.compile(r"^-?[1-9][0-9]*(/[1-9][0-9]*)?$|^0$")


def _amount(text: str) -> Fraction:
    assert isinstance(text, str) and AMOUNT.match(text), text
    value = Fraction(text)
    assert str(value) == text, f"{text} is not in lowest terms"
    return value


def _check_line(event: dict, n: int) -> None:
    kind = event["type"]
    assert set(event) - {"type"} == FIELDS[kind], kind
    seat = event.get("seat", 0)
    assert (seat is None and kind == "deal" and event["why"] == "community") or (
        type(seat) is int and 0 <= seat < n
    )
    for key in ("card",):
        if key in event:
            assert CARD.match(event[key])
    for key in ("cards", "best", "deck"):
        if key in event:
            assert all(CARD.match(card) for card in event[key])
    for key in ("amount", "level"):
        if key in event:
            _amount(event[key])
    if kind == "deal":
        assert event["face"] in ("up", "down") and event["why"] in ("street", "bonus", "community")
    elif kind == "hand_start":
        assert len(set(event["deck"])) == 52
    elif kind == "session_start":
        assert [s["seat"] for s in event["seats"]] == list(range(n))
        assert all(
            set(s) == {"seat", "name", "kind", "style"} and s["kind"] in ("human", "bot")
            for s in event["seats"]
        )
    elif kind == "hand_end":
        assert set(event["balances"]) == {str(s) for s in range(n)}
        assert sum(_amount(v) for v in event["balances"].values()) == 0
    elif kind == "session_end":
        assert all(set(s) == {"seat", "net", "place"} for s in event["standings"])
    elif kind == "award":
        assert event["why"] in ("showdown", "uncontested")
    elif kind == "pay":
        assert event["why"] in ("wild_cost", "four_cost")


@pytest.mark.parametrize(
    "profile",
    [
        "baseball-hidden-fours",
        "baseball-strikeout",
        "baseball-paid-fours",
        "seven-card-stud",
        "night-baseball",
        "midnight-baseball",
    ],
)
def test_every_history_line_has_exactly_the_fields_of_spec_8(profile, tmp_path):
    rules = dataclasses.replace(load_profile(profile), pots=3)
    n = 4
    table = Table(rules, [SeatInfo(f"P{i}", "human" if i == 0 else "bot") for i in range(n)], seed=3)
    players = [SimplePlayer(i) for i in range(n)]
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(players[legal.seat].decide(table.view(legal.seat), legal))
    path = tmp_path / "h.jsonl"
    history.write(table.events, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(table.events)
    for line in lines:
        _check_line(json.loads(line), n)
    assert [e.to_json() for e in history.read(path)] == [e.to_json() for e in table.events]


def _recorded_lines() -> list[str]:
    """A one-pot history where everyone calls or takes the first option."""
    rules = dataclasses.replace(load_profile("baseball-strikeout"), pots=1)
    table = Table(rules, [SeatInfo(f"P{i}") for i in range(3)], seed=1)
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(Action(legal.seat, "call" if "call" in legal.kinds else legal.kinds[0]))
    return [history.dumps(event) for event in table.events]


@pytest.mark.parametrize(
    "path, value, message",
    [
        ("wild_costs", 5, "wild_costs"),
        ("pots", "x", "pots"),
        ("max_players", 1.5, "players.max"),
        ("wild_ranks", ["Z"], "wild_ranks"),
        ("streets", [["sideways"]], "streets"),
        ("betting", {"ante": "1"}, "betting"),
        ("fours", [], "fours"),
        ("natural_beats_wild", "yes", "natural_beats_wild"),
    ],
)
def test_damaged_recorded_rules_are_refused_with_the_key_named(path, value, message):
    lines = _recorded_lines()
    start = json.loads(lines[0])
    start["rules"][path] = value
    with pytest.raises(history.HistoryError, match=f"line 1: .*{message}"):
        history.replay([json.dumps(start), *lines[1:]])


def test_any_damaged_recorded_rule_gives_a_history_error_never_another_exception():
    lines = _recorded_lines()
    rng = random.Random(0)
    odd = [None, 0, -1, 2, 1.5, True, "x", "1/2", "0", [], {}, ["3"], [["up"]], {"pay": "1"}, {"3": "free"}]
    for _ in range(300):
        start = json.loads(lines[0])
        rules = start["rules"]
        key = rng.choice(sorted(rules))
        if isinstance(rules[key], dict) and rules[key] and rng.random() < 0.7:
            rules[key][rng.choice(sorted(rules[key]))] = rng.choice(odd)
        else:
            rules[key] = rng.choice(odd)
        with contextlib.suppress(history.HistoryError):
            history.replay([json.dumps(start), *lines[1:]])
