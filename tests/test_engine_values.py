"""The values the engine publishes (docs/architecture.md, "The engine publishes values"): each seat's
showing hand and the seat's own best hand in its view, each showdown's comparable value, and a pot's
outcome; checked against brute force over the cards. And the history keeps exactly its fields: the
values are worked out when asked, never written (docs/history.md)."""

from __future__ import annotations

import io
import json
import re
from itertools import combinations
from pathlib import Path

import pytest

from engine import history
from engine.cards import Card
from engine.events import HandEnd, HandStart, PotGame, Showdown
from engine.hands import best_hand, hand_score, showing_hand, showing_score
from engine.outcome import outcome
from engine.profile import load_profile
from engine.shipped import profiles_dir
from engine.simple_player import SimplePlayer
from engine.simulate import play_session
from engine.table import SeatInfo, Table
from engine.view import SeatView

DOCS = Path(__file__).resolve().parents[1] / "docs"
SHIPPED = sorted(
    path.name.removesuffix(".yaml") for path in profiles_dir().iterdir() if path.name.endswith(".yaml")
)


def reference(cards: tuple[Card, ...], wild: frozenset[str]) -> tuple[int, str]:
    """(score, words) by brute force: the best of every five for five or more cards, else the
    showing value of them all."""
    if len(cards) < 5:
        return showing_score(cards, wild), showing_hand(cards, wild).description
    best = max(combinations(cards, 5), key=lambda five: hand_score(five, wild))
    return hand_score(best, wild), best_hand(best, wild).description


def check_view(view: SeatView, n: int) -> int:
    wild = frozenset(view.rules.wild_ranks)
    checked = 0
    for seat in range(n):
        shown = (*view.upcards[seat], *view.community)
        value = view.showing(seat)
        if not shown:
            assert value is None
            continue
        if len(shown) >= 5:  # a showing value of five or more is the best five of them
            assert (value.score, value.description) == reference(shown, wild)
        else:
            assert (value.score, value.description) == (showing_score(shown, wild), reference(shown, wild)[1])
        checked += 1
    own = (*view.hidden, *view.upcards[view.seat], *view.community)
    mine = view.best_so_far()
    if own:
        assert mine is not None and (mine.score, mine.description) == reference(own, wild)
        checked += 1
    else:
        assert mine is None
    return checked


@pytest.mark.parametrize("profile", ["baseball", "seven-card-stud", "midnight-baseball", "night-baseball"])
def test_every_view_values_the_hands_as_brute_force_does(profile):
    rules = load_profile(profile)
    n = 4
    table = Table(rules, [SeatInfo(f"P{i}") for i in range(n)], seed=5)
    players = [SimplePlayer(i) for i in range(n)]
    checked = 0
    while not table.is_over and table.hands_played < 6:
        legal = table.legal_actions()
        for seat in range(n):  # every seat's view, not only the actor's
            checked += check_view(table.view(seat), n)
        table.apply(players[legal.seat].decide(table.view(legal.seat), legal))
    assert checked > 100


def test_a_view_never_values_what_the_seat_may_not_see():
    rules = load_profile("baseball")
    table = Table(rules, [SeatInfo(f"P{i}") for i in range(3)], seed=2)
    view = table.view(0)
    other = view.showing(1)
    up = view.upcards[1]
    # another seat's showing hand is its upcards alone: valuing its hidden cards would change it
    assert other is None if not up else other.score == showing_score((*up, *view.community), rules.wild_ranks)


@pytest.mark.parametrize("profile", SHIPPED)
def test_each_showdown_value_is_the_one_the_pot_was_decided_by(profile):
    session = rules = load_profile(profile)
    table = play_session(session, min(4, session.max_players), 3, profile, styles=["simple"])
    pot: list = []
    pots = 0
    for event in table.events:
        if isinstance(event, PotGame):  # dealer's choice: each pot by its own game's rules
            rules = event.rules
        if isinstance(event, HandStart):
            pot = []
        pot.append(event)
        if isinstance(event, Showdown):
            value = event.value(rules.wild_ranks)
            assert value.description == event.description
            assert value.category == event.category
            assert tuple((card, event.stand_in(card)) for card in event.best) == value.used
        if isinstance(event, HandEnd):
            told = outcome(pot, rules)
            shown = {e.seat: e.value(rules.wild_ranks) for e in pot if isinstance(e, Showdown)}
            winners = [seat for seat, _ in told.winners]
            if shown and not told.uncontested:
                natural = rules.natural_beats_wild and rules.flow != "no_peek"
                top = max(value.key(natural) for value in shown.values())
                if rules.flow != "no_peek":  # stud: the best key of all shown takes the pot
                    assert {s for s, v in shown.items() if v.key(natural) == top} == set(winners)
                assert [hand.event.seat for hand in told.winning] == [s for s in winners if s in shown]
            pots += 1
    assert pots == session.pots


def doc_fields() -> dict[str, set[str]]:
    """docs/history.md's table of events: type -> its fields."""
    text = (DOCS / "history.md").read_text(encoding="utf-8")
    start = text.index("| type | fields | when |")
    rows = {}
    for line in text[start:].splitlines()[2:]:
        if not line.startswith("|"):
            break
        kind, fields, _ = (cell.strip() for cell in line.strip().strip("|").split(" | ", 2))
        rows[kind.strip("`")] = set(re.findall(r"`([^`]+)`", fields))
    return rows


@pytest.mark.parametrize("profile", SHIPPED)
def test_the_history_has_only_the_documented_fields_and_reads_back_to_the_same_bytes(profile):
    rules = load_profile(profile)
    table = play_session(rules, 3, 11, profile, styles=["simple"])
    out = io.StringIO()
    history.write(table.events, out)
    fields = doc_fields()
    lines = out.getvalue().splitlines()
    seen = set()
    for line in lines:
        event = json.loads(line)
        kind = event.pop("type")
        assert set(event) <= fields[kind], (kind, set(event) - fields[kind])
        if kind in ("showdown", "award"):  # the published values add no field to the history
            assert set(event) == fields[kind], kind
            seen.add(kind)
    assert seen == {"showdown", "award"}
    again = io.StringIO()
    history.write([history.event_from_json(json.loads(line)) for line in lines], again)
    assert again.getvalue() == out.getvalue()
