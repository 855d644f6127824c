"""Audit of the hand history format (SPEC 8): exactly the fields of the table, in the forms it says."""

from __future__ import annotations

import dataclasses
import json
import re
from fractions import Fraction

import pytest

from engine import history
from engine.profile import load_profile
from engine.simple_player import SimplePlayer
from engine.table import SeatInfo, Table

FIELDS = {  # SPEC 8's table, word for word
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
        type(seat) is int and 0 <= seat < n)
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
        assert all(set(s) == {"seat", "name", "kind", "style"} and s["kind"] in ("human", "bot") for s in event["seats"])
    elif kind == "hand_end":
        assert set(event["balances"]) == {str(s) for s in range(n)}
        assert sum(_amount(v) for v in event["balances"].values()) == 0
    elif kind == "session_end":
        assert all(set(s) == {"seat", "net", "place"} for s in event["standings"])
    elif kind == "award":
        assert event["why"] in ("showdown", "uncontested")
    elif kind == "pay":
        assert event["why"] in ("wild_cost", "four_cost")


@pytest.mark.parametrize("profile", ["baseball-hidden-fours", "baseball-strikeout", "baseball-paid-fours",
                                     "seven-card-stud", "night-baseball", "midnight-baseball"])
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
