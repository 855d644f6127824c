"""What the engine publishes to a whole room (engine.view.PublicView, `Table.public_view`): no card a
spectator has not been shown, the same public facts as every seat's view, No Peek's lead named at
once when the leader folds (against a brute-force reference of the showing value, docs/rules.md), and
the dealer calling a dealer's choice's next game."""

from __future__ import annotations

import dataclasses
import os
import random
import subprocess
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_engine_helpers import seats
from test_hands_reference import brute_showing, value_of_used

from engine.actions import Action, SessionDecision
from engine.cards import Card
from engine.events import Event, PotGame
from engine.profile import load_profile
from engine.table import Table
from engine.view import PublicView, SeatView

PROFILES = sorted(path.stem for path in (Path(__file__).parents[1] / "profiles").glob("*.yaml"))
NO_PEEK = ["midnight-baseball", "night-baseball", "no-peek", "dealers-choice"]
PUBLIC_FIELDS = [field.name for field in dataclasses.fields(PublicView) if field.name != "history"]


def _table(profile: str, seed: int, pots: int = 3) -> Table:
    rules = dataclasses.replace(load_profile(profile), pots=pots)
    n = random.Random(seed).randint(rules.min_players, min(rules.max_players, 5))
    return Table(rules, seats(n), seed=seed, hold_between_hands=seed % 2 == 0)


def _play(table: Table, seed: int, check) -> None:
    """Play `table` to its end choosing at random among the legal options (folds come often, the
    leader's too), calling `check(table)` at every decision and between hands."""
    rng = random.Random(seed)
    check(table)
    while not table.is_over:
        if table.between_hands:
            table.next_hand()
        else:
            legal = table.legal_actions()
            assert legal is not None
            table.apply(Action(legal.seat, rng.choice(legal.options).kind))
        check(table)


def _cards_in(value: object) -> set[Card]:
    """Every card anywhere in a view or an event (through fields and containers, not the rules)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (str, bytes)):
        return set()
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (Sequence, set, frozenset)):
        return set().union(*map(_cards_in, value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(
            *(_cards_in(getattr(value, f.name)) for f in dataclasses.fields(value) if f.name != "rules")
        )
    return set()


# ----- a public view: what a spectator has been shown, and every seat's public facts


def _check_public(table: Table) -> None:
    public = table.public_view()
    shown: list[Event] = table.events_for(None, table.hand_events_start)
    assert list(public.history) == shown
    assert _cards_in(public) <= _cards_in(shown), "a card the room was never shown"
    for seat in range(table.n):
        view = table.view(seat)
        assert {name: getattr(view, name) for name in PUBLIC_FIELDS} == {
            name: getattr(public, name) for name in PUBLIC_FIELDS
        }
        assert list(view.history) == table.events_for(seat, table.hand_events_start)
        assert (public.lead, public.lead_value) == (view.lead, view.lead_value)
    for own in ("seat", "hidden", "legal", "to_call", "best_so_far"):
        assert not hasattr(public, own)


@pytest.mark.parametrize("profile", PROFILES)
def test_a_public_view_shows_only_what_the_room_was_shown_and_what_every_seat_sees(profile):
    for seed in (3, 4):
        _play(_table(profile, seed), seed, _check_public)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(profile=st.sampled_from(PROFILES), seed=st.integers(0, 2**32 - 1))
def test_any_public_view_shows_only_what_the_room_was_shown(profile, seed):
    _play(_table(profile, seed), seed, _check_public)


def test_a_public_view_is_not_a_seats_view():
    table = _table("baseball", 1)
    public, view = table.public_view(), table.view(0)
    assert isinstance(public, PublicView) and not isinstance(public, SeatView)
    assert isinstance(view, PublicView) and isinstance(view, SeatView)
    assert public != view  # a seat's view is never taken for the room's


@pytest.mark.slow
def test_mypy_refuses_a_seats_own_cards_or_options_off_a_public_view(tmp_path):
    """A presenter given the room's view cannot read a seat's hidden cards or options from it: the
    fields are not there, and mypy says so before anything runs."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from engine.view import PublicView, SeatView\n\n\n"
        "def public(view: PublicView) -> object:\n"
        "    return view.hidden, view.legal, view.seat, view.best_so_far(), view.to_call\n\n\n"
        "def seat(view: SeatView) -> object:\n"
        "    return view.hidden, view.legal, view.seat, view.best_so_far(), view.to_call, view.lead_value\n",
        encoding="utf-8",
    )
    root = Path(__file__).parents[1]
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / ".cache"), str(probe)],
        cwd=root,
        capture_output=True,
        text=True,
        env={**os.environ, "MYPYPATH": str(root)},
    )
    errors = [line for line in result.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 5 and all("probe.py:5:" in line for line in errors), result.stdout
    for name in ("hidden", "legal", "seat", "best_so_far", "to_call"):
        assert f'"PublicView" has no attribute "{name}"' in result.stdout


# ----- No Peek's lead, named at once


@cache
def _reference_value(cards: tuple[Card, ...], wild_ranks: frozenset[str]) -> tuple:
    return brute_showing(list(cards), wild_ranks)


def reference_lead(table: Table) -> int | None:
    """The row a turn must beat, worked out here: the best hand while it is in; once it folded, of
    the seats still in, clockwise from the dealer's left, the first with the best showing value by
    brute force (docs/rules.md: the best hand still showing leads, ties to the nearest clockwise)."""
    hand = table.hand
    if table.rules.flow != "no_peek" or hand.best is None or hand.best in hand.live:
        return hand.best if table.rules.flow == "no_peek" else None
    wild = frozenset(table.rules.wild_ranks)
    lead, value = None, None
    for step in range(1, table.n + 1):
        seat = (hand.dealer + step) % table.n
        up = tuple(hand.cards[seat].up)
        if seat in hand.live and up:
            mine = _reference_value(up, wild)
            if value is None or mine > value:
                lead, value = seat, mine
    return lead


def _check_lead(table: Table, seen: dict[str, int]) -> None:
    public = table.public_view()
    expected = reference_lead(table)
    assert public.lead == expected
    value = public.lead_value
    if expected is None:
        assert value is None
        return
    assert value is not None
    up = tuple(table.hand.cards[expected].up)
    wild = frozenset(table.rules.wild_ranks)
    assert value_of_used(value.used, short=len(up) < 5) == _reference_value(up, wild)
    if table.hand.best is not None and table.hand.best not in table.hand.live and table.decision is not None:
        seen[table.session_rules.id] += 1  # the leader folded and the hand goes on


def _lead_sessions(seeds: Sequence[int]) -> dict[str, int]:
    """Each No Peek profile's sessions over `seeds`, checked; how many decisions came after a fold of
    the leader, by profile."""
    seen = dict.fromkeys(NO_PEEK, 0)
    for profile in NO_PEEK:
        for seed in seeds:
            _play(_table(profile, seed, pots=4), seed, lambda table: _check_lead(table, seen))
    return seen


def test_the_no_peek_lead_is_the_best_hand_still_showing_at_every_decision():
    """Midnight, Night, plain No Peek and dealer's choice's No Peek pots, at every decision: the view's
    lead and its value are the reference's, right after the leader folds too (the table moves `best`
    only at the round's end; the view names the new lead at once)."""
    assert min(_lead_sessions(range(40)).values()) >= 5


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_any_no_peek_lead_is_the_best_hand_still_showing(seed):
    _lead_sessions([seed])


def test_the_lead_named_at_a_fold_is_the_tables_best_once_the_round_is_over():
    """The engine's one rule twice: the lead a view names once the leader has folded is the best the
    table sets when the round ends (unless the round's last move was another fold, which names anew)."""
    checked = 0
    for profile in NO_PEEK[:3]:
        for seed in range(8):
            table, rng = _table(profile, seed, pots=4), random.Random(seed)
            while not table.is_over:
                if table.between_hands:
                    table.next_hand()
                    continue
                legal, hand = table.legal_actions(), table.hand
                assert legal is not None
                folded = hand.best is not None and hand.best not in hand.live
                named, number, live = table.public_view().lead, hand.number, len(hand.live)
                table.apply(Action(legal.seat, rng.choice(legal.options).kind))
                hand = table.hand
                if folded and hand.number == number and hand.betting is None and len(hand.live) == live:
                    assert hand.best == named, (profile, seed)
                    checked += 1
    assert checked >= 10


# ----- the dealer calling the game


@pytest.mark.parametrize("choice", ["dealer", "in_turn"])
def test_the_view_names_the_dealer_calling_the_next_game(choice):
    rules = dataclasses.replace(load_profile("dealers-choice"), choice=choice, pots=5)
    calls = 0
    for seed in range(4):
        table, rng = Table(rules, seats(4), seed=seed), random.Random(seed)
        while not table.is_over:
            legal = table.legal_actions()
            assert legal is not None
            public = table.public_view()
            calling = legal.seat if legal.decision == SessionDecision.CHOOSE_GAME else None
            assert (public.calling, table.view(legal.seat).calling) == (calling, calling)
            assert public.calling_hand == (None if calling is None else table.hands_played + 1)
            events = table.apply(Action(legal.seat, rng.choice(legal.options).kind))
            if calling is not None:
                calls += 1
                game = next(event for event in events if isinstance(event, PotGame))
                assert (game.hand, game.chooser) == (public.calling_hand, calling)
    assert calls == (0 if choice == "in_turn" else 4 * 5)
    plain = Table(load_profile("baseball"), seats(3), seed=1).public_view()
    assert (plain.calling, plain.calling_hand) == (None, None)
