"""Views and per-seat event streams never leak what a seat may not know (docs/history.md, engine contract)."""

from __future__ import annotations

import dataclasses

import pytest
from test_engine_helpers import run, seats, stacked

from engine.bots import game_choice
from engine.cards import Card
from engine.deferred_views import DeferredViews
from engine.profile import load_profile
from engine.rules import Rules
from engine.simple_player import SimplePlayer
from engine.table import Table


def _cards_in(value) -> set:
    """Every card anywhere inside a view or an event (recursively through fields and containers)."""
    found = set()
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            found |= _cards_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            found |= _cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name != "rules":
                found |= _cards_in(getattr(value, f.name))
    return found


def _secret(table, seat) -> set:
    """Cards `seat` may not know right now: the stock, others' hidden cards not shown down, every
    unturned pile card."""
    hand = table.hand
    secret = set(hand.stock)
    for other, cards in enumerate(hand.cards):
        if other != seat or table.rules.flow == "no_peek":
            secret |= set(cards.down)
    shown = table.events[table.hand_events_start :]
    return secret - _cards_in([event.cards for event in shown if event.type == "showdown"])


def _check_no_leak(table):
    for seat in range(table.n):
        view = table.view(seat)
        assert not _cards_in(view) & _secret(table, seat)
        this_hand = table.events_for(
            seat, table.hand_events_start
        )  # earlier hands showed cards now in the stock
        assert not _cards_in(this_hand) & _secret(table, seat)
        if table.rules.flow == "no_peek":
            assert view.hidden == ()


@pytest.mark.parametrize(
    "profile", ["baseball", "baseball-hidden-fours", "midnight-baseball", "night-baseball"]
)
def test_no_view_or_seat_stream_ever_holds_a_secret_card(profile):
    rules = dataclasses.replace(load_profile(profile), pots=2)
    table = Table(rules, seats(4), seed=11)
    _check_no_leak(table)
    run(table, [SimplePlayer(i) for i in range(4)], each_step=_check_no_leak)


def test_a_seat_sees_its_own_hidden_cards_and_only_counts_of_the_others():
    table = stacked(Rules(), 3, "5c 6c 7c 5d 6d 7d Kc 8d 7h")
    view = table.view(1)
    assert [str(c) for c in view.hidden] == ["5c", "5d"]
    assert view.down_counts == (2, 2, 2) and [[str(c) for c in up] for up in view.upcards] == [
        ["7h"],
        ["Kc"],
        ["8d"],
    ]
    assert view.legal is not None and view.legal.seat == 1 and table.view(2).legal is None
    assert view.pot == 3 and view.round == 1 and view.level == 0 and view.live == frozenset({0, 1, 2})
    stream = table.events_for(1)
    assert stream[1].type == "hand_start" and stream[1].deck is None
    assert [str(e.card) for e in stream if e.type == "deal"][:3] == ["5c", "None", "None"]
    assert table.events[1].deck is not None  # the full history keeps everything


def test_a_view_is_a_frozen_snapshot_that_later_play_does_not_change():
    table = stacked(Rules(), 3, "5c 6c 7c 5d 6d 7d Kc 8d 7h")
    view = table.view(1)
    before = (len(view.history), view.pot, view.level, view.actor)
    table.apply(view.legal.action("bet"))
    assert (len(view.history), view.pot, view.level, view.actor) == before
    assert view.history[-1].type == "round_start" and next(iter(view.history)).type == "hand_start"
    assert hash(view) == hash(view) and table.view(1).pot == 4
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.pot = 0


def _fields(view) -> dict:
    return {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}


@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball", "dealers-choice"])
def test_a_view_read_only_after_the_table_moved_on_says_what_it_said_when_taken(profile):
    """Views are filled when first read (engine.view.DeferredSeatView): one taken at a decision and
    read only after later play must equal one read at once, field by field, history included;
    views nobody holds any more cost nothing and change nothing."""
    rules = dataclasses.replace(load_profile(profile), pots=3)
    table = Table(rules, seats(4), seed=5, hold_between_hands=True)
    players = [SimplePlayer(i) for i in range(4)]
    held = []
    while not table.is_over:
        _check_fresh(table)
        if table.between_hands:
            table.next_hand()  # a dealer's choice asks the dealer to call: no event, no decision yet
            continue
        legal = table.legal_actions()
        unread = [table.view(seat) for seat in range(table.n)] + [table.public_view()]
        read_now = [_fields(table.view(seat)) for seat in range(table.n)] + [_fields(table.public_view())]
        table.view(legal.seat)  # dropped at once: nothing to fill later
        held.append((unread, read_now, len(table.events)))
        table.apply(game_choice.decide(players[legal.seat], table.view(legal.seat), legal))
    for unread, read_now, events in held:
        assert [_fields(view) for view in unread] == read_now
        assert all(len(view.history) <= events for view in unread)
    copied = table.copy()  # a copy's views are its own
    assert _fields(copied.view(0)) == _fields(table.view(0))


def _check_fresh(table) -> None:
    """A view taken now says what the table says now (views of one moment share their facts)."""
    for view in (table.public_view(), table.view(0)):
        assert (view.actor, view.pot, view.balances, view.live) == (
            table.actor,
            table.pot,
            table.nets(),
            frozenset(table.hand.live),
        )
        assert view.calling == (
            table.actor if table.legal_actions() and table.legal_actions().decision == "choose_game" else None
        )


def test_the_room_facts_name_every_field_of_a_view_but_its_history_each_as_the_table_says():
    table = stacked(Rules(), 3, "5c 6c 7c 5d 6d 7d Kc 8d 7h")
    table.apply(table.legal_actions().action("bet"))
    facts = DeferredViews(table).room_facts()
    assert set(facts) == {field.name for field in dataclasses.fields(table.public_view())} - {"history"}
    hand = table.hand
    assert (facts["hand"], facts["dealer"], facts["actor"], facts["stock"]) == (
        hand.number,
        hand.dealer,
        table.actor,
        len(hand.stock),
    )
    assert (facts["pot"], facts["level"], facts["raises"], facts["round"]) == (4, 1, 0, 1)
    assert facts["upcards"] == tuple(tuple(c.up) for c in hand.cards)
    assert facts["down_counts"] == (2, 2, 2)


def test_a_view_has_no_field_but_the_views_own():
    table = stacked(Rules(), 3, "5c 6c 7c 5d 6d 7d Kc 8d 7h")
    view, public = table.view(1), table.public_view()
    for missing in ("nothing", "_source_of_truth"):
        assert not hasattr(view, missing)
    assert not hasattr(public, "hidden") and not hasattr(public, "seat")
    assert view.seat == 1 and [str(c) for c in view.hidden] == ["5c", "5d"]


def test_views_taken_frame_after_frame_while_nobody_acts_are_not_all_remembered():
    """A screen may take a view every frame while a player thinks: the table keeps weak references
    to the views it has not filled, and forgets those let go, so a long wait costs no memory."""
    table = stacked(Rules(), 3, "5c 6c 7c 5d 6d 7d Kc 8d 7h")
    held = table.view(1)
    for frame in range(10_000):
        view = table.view(1)  # let go at the next frame, read or not
        if frame % 2:
            assert view.pot == 3
        table.public_view()
    assert len(table._views.waiting) < 200  # the table's own list of the views it has not filled
    table.apply(table.legal_actions().action("bet"))
    assert held.pot == 3 and table.view(1).pot == 4
