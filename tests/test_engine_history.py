"""Hand histories: JSON Lines out, validated events in, replay to the same state, resume, copy."""

from __future__ import annotations

import dataclasses
import io
import json

import pytest
from test_engine_helpers import seats

from engine import history
from engine.actions import Action
from engine.profile import load_profile
from engine.simple_player import SimplePlayer
from engine.table import Table


def _session(profile="baseball", n=4, seed=3, pots=3) -> Table:
    rules = dataclasses.replace(load_profile(profile), pots=pots)
    table = Table(rules, seats(n), seed)
    players = [SimplePlayer(seed * 10 + i) for i in range(n)]
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(players[legal.seat].decide(table.view(legal.seat), legal))
    return table


def _lines(table: Table) -> list[str]:
    out = io.StringIO()
    history.write(table.events, out)
    return out.getvalue().splitlines()


@pytest.mark.parametrize(
    "profile",
    [
        "baseball-strikeout",
        "baseball-hidden-fours",
        "baseball-paid-fours",
        "seven-card-stud",
        "night-baseball",
        "midnight-baseball",
    ],
)
def test_a_history_replays_to_the_same_final_state(profile):
    table = _session(profile)
    replayed = history.replay(_lines(table))
    assert replayed.is_over and replayed.balances == table.balances
    assert [e.to_json() for e in replayed.events] == [e.to_json() for e in table.events]
    assert replayed.decisions == table.decisions


def test_the_same_seed_and_decisions_give_the_same_bytes(tmp_path):
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    history.write(_session(seed=9).events, first)
    history.write(_session(seed=9).events, second)
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes() != (history.write(_session(seed=10).events, second) or second.read_bytes())


def test_lines_are_compact_json_with_a_fixed_key_order():
    lines = _lines(_session(pots=1))
    assert lines[1].startswith('{"type":"hand_start","hand":1,"dealer":')
    assert all(" " not in line for line in lines[1:])  # separators without spaces
    deal = next(json.loads(line) for line in lines if '"deal"' in line)
    assert list(deal) == ["type", "seat", "card", "face", "why"]


def test_read_gives_back_equal_events(tmp_path):
    table = _session("midnight-baseball")
    path = tmp_path / "h.jsonl"
    history.write(table.events, path)
    assert history.read(path) == table.events


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda line: "{not json", "line 3: not valid JSON (column 2: Expecting property name"),
        (lambda line: line.replace('"ante"', '"antes"'), "line 3: unknown event type 'antes'"),
        (
            lambda line: line.replace(',"amount":"1"', ""),
            "line 3: a ante event has fields seat, amount: missing amount",
        ),
        (
            lambda line: line.replace('"amount":"1"', '"amount":1'),
            "line 3: ante field 'amount': amounts are strings",
        ),
        (
            lambda line: line.replace('"amount":"1"', '"amount":"one"'),
            "line 3: ante field 'amount': 'one' is not an amount",
        ),
        (
            lambda line: line.replace('"seat":', '"seat":"x","s":'),
            "line 3: a ante event has fields seat, amount: unexpected s",
        ),
    ],
)
def test_a_bad_line_is_named_with_what_is_wrong(edit, message):
    lines = _lines(_session(pots=1))
    lines[2] = edit(lines[2])
    with pytest.raises(history.HistoryError) as info:
        history.parse_lines(lines)
    assert str(info.value).startswith(message)


def test_a_bad_deck_or_card_is_refused():
    lines = _lines(_session(pots=1))
    deck = json.loads(lines[1])
    deck["deck"][1] = deck["deck"][0]
    with pytest.raises(history.HistoryError, match="line 2: hand_start field 'deck': a card appears twice"):
        history.parse_lines([lines[0], json.dumps(deck)])
    deal = lines.index(next(line for line in lines if '"type":"deal"' in line))
    lines[deal] = lines[deal].replace('"card":"', '"card":"Z')
    with pytest.raises(history.HistoryError, match=f"line {deal + 1}: deal field 'card': .* is not a card"):
        history.parse_lines(lines)


def test_a_tampered_history_does_not_replay():
    lines = _lines(_session(pots=2))
    index = next(i for i, line in enumerate(lines) if '"type":"award"' in line)
    lines[index] = lines[index].replace('"amount":"', '"amount":"1')
    with pytest.raises(
        history.HistoryError, match=f"line {index + 1}: the history has .* but the replay gives"
    ):
        history.replay(lines)
    with pytest.raises(history.HistoryError, match="starts with a session_start"):
        history.replay(_lines(_session(pots=1))[1:])


def test_a_cut_history_replays_up_to_where_it_stops():
    table = _session(pots=2)
    lines = _lines(table)
    cut = next(i for i, line in enumerate(lines) if '"hand_end"' in line) + 1
    partial = history.replay(lines[:cut])
    assert not partial.is_over and partial.hands_played == 1
    assert [e.to_json() for e in partial.events[:cut]] == [json.loads(line) for line in lines[:cut]]


def test_a_table_resumes_from_its_rules_seats_seed_and_decisions():
    table = _session(pots=3)
    ends = [i for i, e in enumerate(table.events) if e.type == "hand_end"]
    decided = history.decisions(table.events[: ends[0] + 1])
    resumed = Table.replayed(table.rules, table.seats, table.seed, decided)
    assert resumed.hands_played == 1 and resumed.events == table.events[: len(resumed.events)]
    for action in table.decisions[len(decided) :]:
        resumed.apply(action)
    assert resumed.events == table.events


def test_a_copied_table_plays_on_independently_and_identically():
    rules = load_profile("baseball")
    table = Table(rules, seats(3), seed=5)
    table.apply(Action(table.actor, table.legal_actions().kinds[-1]))
    twin = table.copy()
    for tab in (table, twin):
        for _ in range(6):
            legal = tab.legal_actions()
            tab.apply(Action(legal.seat, legal.kinds[0]))
    assert twin.events == table.events and twin.events is not table.events


def test_recorded_rules_rebuild_exactly_for_every_shipped_profile():
    from engine.profile import discover_profiles

    for entry in discover_profiles():
        if entry.rules is not None:
            assert history.rules_from_json(entry.rules.to_json()) == entry.rules
