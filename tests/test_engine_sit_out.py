"""A seat at a shared screen (a party's TV) sits out every pot dealing hidden cards (engine.table
`Table.sit_out_hidden`, HandStart.out): a host play-test's player at the TV was taken off for a
whole Dealer's Choice, half of it No Peek, because its stud pots deal cards a TV cannot hide.
Such a pot plays exactly as at a table without that seat; the seat pays and receives nothing in
it; every No Peek pot deals it in."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import history
from engine.actions import Action
from engine.bots.game_choice import call_game
from engine.cards import ALL_CARDS
from engine.events import Ante, Deal, Event, HandEnd, HandStart, PotGame
from engine.profile import load_profile
from engine.table import SeatInfo, Table

BASEBALL = dataclasses.replace(load_profile("baseball"), pots=1)
DC = load_profile("dealers-choice")


def seats(n: int) -> list[SeatInfo]:
    return [SeatInfo(f"P{i}") for i in range(n)]


def play_pot(table: Table, picks: random.Random) -> None:
    """Play the pot in play to its end, each decision an option drawn from `picks`."""
    hands = table.hands_played
    while not table.is_over and table.hands_played == hands:
        legal = table.legal_actions()
        assert legal is not None
        table.apply(Action(legal.seat, picks.choice(legal.options).kind))


def renumbered(events: list[Event], seat_of: dict[int, int], out: int) -> list[Event]:
    """`events` with each seat as the smaller table numbers it, the seat sitting out dropped from
    the nets, the dealer (whose place the smaller table has not) left out."""
    changed = []
    for event in events:
        if isinstance(event, HandStart):
            event = dataclasses.replace(event, dealer=-1, out=None)
        elif isinstance(event, HandEnd):
            assert event.balances[out] == 0  # it paid and won nothing
            event = dataclasses.replace(
                event, balances=tuple(b for s, b in enumerate(event.balances) if s != out)
            )
        elif getattr(event, "seat", None) is not None:
            event = dataclasses.replace(event, seat=seat_of[event.seat])  # type: ignore[call-arg]
        if hasattr(event, "opener"):
            event = dataclasses.replace(event, opener=seat_of[event.opener])  # type: ignore[call-arg]
        changed.append(event)
    return changed


@settings(max_examples=40, deadline=None)
@given(n=st.integers(3, 6), out=st.integers(0, 5), dealer=st.integers(0, 5), seed=st.integers(0, 2**32 - 1))
def test_a_stud_pot_plays_as_at_a_table_without_the_seat_sitting_out(n, out, dealer, seed):
    out, dealer = out % n, dealer % n
    deck = random.Random(seed).sample(ALL_CARDS, len(ALL_CARDS))
    sitting = Table(BASEBALL, seats(n), seed, first_dealer=dealer, decks=[deck], shared_screens=[out])
    kept = [seat for seat in range(n) if seat != out]
    # the smaller table's dealer: the last seat dealt in at or before the dealer (its left is the same)
    before = next(s for s in ((dealer - i) % n for i in range(n)) if s != out)
    smaller = Table(BASEBALL, seats(n - 1), seed, first_dealer=kept.index(before), decks=[deck])
    play_pot(sitting, random.Random(seed))
    play_pot(smaller, random.Random(seed))
    start = sitting.events.index(next(e for e in sitting.events if isinstance(e, HandStart)))
    assert sitting.events[start].out == (out,)
    seat_of = {seat: kept.index(seat) for seat in kept}
    hand = renumbered(sitting.events[start:-1], seat_of, out)  # (the session's end ranks every seat)
    alone = smaller.events[1:-1]
    assert hand == [dataclasses.replace(e, dealer=-1) if isinstance(e, HandStart) else e for e in alone]
    assert sum(sitting.nets()) == 0 and sitting.nets()[out] == 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 5), shared=st.integers(0, 4))
def test_in_a_dealers_choice_the_seat_plays_every_no_peek_pot_and_sits_out_every_stud_pot(seed, n, shared):
    shared %= n
    table = Table(DC, seats(n), seed, shared_screens=[shared])
    picks = random.Random(seed)
    while not table.is_over:
        legal = table.legal_actions()
        assert legal is not None
        calls = "baseball" if "baseball" in legal.kinds else None  # every dealer who may calls stud
        table.apply(Action(legal.seat, calls or picks.choice(legal.options).kind))
    games = [e for e in table.events if isinstance(e, PotGame)]
    starts = [i for i, e in enumerate(table.events) if isinstance(e, HandStart)]
    ends = [i for i, e in enumerate(table.events) if isinstance(e, HandEnd)]
    before = [0] * n
    for game, start, end in zip(games, starts, ends, strict=True):
        pot = table.events[start:end]
        touched = {e.seat for e in pot if isinstance(e, (Ante, Deal)) and e.seat is not None}
        nets = table.events[end].balances  # type: ignore[attr-defined]
        assert sum(nets) == 0  # chips conserved
        if game.rules.deals_hidden:
            assert table.events[start].out == (shared,)  # type: ignore[attr-defined]
            assert shared not in touched and nets[shared] == before[shared]
        else:
            assert table.events[start].out is None and shared in touched  # type: ignore[attr-defined]
        before = list(nets)
    assert {g.rules.deals_hidden for g in games} == {True, False}  # both kinds were met
    assert all(not g.rules.deals_hidden for g in games if g.chooser == shared)  # it calls No Peek games


def test_a_dealer_at_a_shared_screen_is_offered_the_no_peek_games_alone_and_a_computer_calls_one():
    table = Table(DC, seats(3), 5, first_dealer=1, shared_screens=[1])
    legal = table.legal_actions()
    assert legal is not None and legal.seat == 1
    assert legal.kinds == ("night-baseball", "midnight-baseball")  # the pots it plays
    for style in ("rock", "maniac", "shark", "regular", "station"):  # a Rock's taste is Seven-Card Stud
        bot_seats = [SeatInfo("P0"), SeatInfo("P1", "bot", style), SeatInfo("P2")]
        bot_table = Table(DC, bot_seats, 5, first_dealer=1, shared_screens=[1])
        called = call_game(bot_table.view(1), bot_table.legal_actions())
        assert called.kind in legal.kinds
    elsewhere = Table(DC, seats(3), 5, first_dealer=0, shared_screens=[1]).legal_actions()
    assert len(elsewhere.kinds) == len(DC.games)  # another dealer calls any


def test_the_seats_sitting_out_are_written_to_the_history_and_read_back():
    table = Table(BASEBALL, seats(3), 7, shared_screens=[2])
    start = next(e for e in table.events if isinstance(e, HandStart))
    assert start.to_json()["out"] == [2]
    assert history.event_from_json(start.to_json()) == start
    every = Table(BASEBALL, seats(3), 7)
    assert (
        "out" not in next(e for e in every.events if isinstance(e, HandStart)).to_json()
    )  # histories as before
    spectator = next(e for e in table.events_for(None) if isinstance(e, HandStart))
    assert spectator.deck is None and spectator.out == (2,)  # everyone is told who sits out


def test_a_seat_set_to_sit_out_between_pots_sits_out_from_the_next_deal():
    table = Table(dataclasses.replace(BASEBALL, pots=2), seats(3), 3, hold_between_hands=True)
    play_pot(table, random.Random(3))
    table.sit_out_hidden([1])
    table.next_hand()
    assert [e.out for e in table.events if isinstance(e, HandStart)] == [None, (1,)]


@pytest.mark.parametrize("shared", [[0, 1], [3]])
def test_sitting_out_that_leaves_no_stud_pot_to_deal_or_names_no_seat_is_refused(shared):
    with pytest.raises(ValueError):
        Table(BASEBALL, seats(3), 1, shared_screens=shared)
