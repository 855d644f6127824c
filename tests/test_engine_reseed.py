"""Re-seeding at a pot boundary (how a resumed session deals the interrupted pot afresh): the same
decisions keep the balances and the dealer, the pots from the boundary on come from another deck,
the same salt deals the same again, and a re-seed anywhere but at a pot boundary is refused."""

from __future__ import annotations

import dataclasses

import pytest
from test_engine_helpers import seats

from engine import history
from engine.profile import load_profile
from engine.simple_player import SimplePlayer
from engine.table import Table


def _rules(pots=4):
    return dataclasses.replace(load_profile("baseball"), pots=pots)


def _play_to(table: Table, hands: int, seed: int = 7) -> Table:
    players = [SimplePlayer(seed * 10 + i) for i in range(table.n)]
    while table.hands_played < hands and not table.is_over:
        legal = table.legal_actions()
        table.apply(players[legal.seat].decide(table.view(legal.seat), legal))
    return table


def _decks(table: Table) -> dict[int, tuple]:
    return {e.hand: e.deck for e in table.events if e.type == "hand_start"}


def test_a_reseed_deals_the_pots_after_its_boundary_from_a_fresh_shuffle():
    rules = _rules()
    original = _play_to(Table(rules, seats(3), seed=11), 2)
    decided = history.decisions(original.events)
    plain = Table.replayed(rules, seats(3), 11, decided)
    reseeded = Table.replayed(rules, seats(3), 11, decided, reseeds=[(2, "resume 1")])
    # without the re-seed, the third pot would come from the very deck already seen
    assert _decks(plain)[3] == _decks(original)[3]
    assert _decks(reseeded)[3] != _decks(original)[3]
    # the finished pots, the balances and the dealer are untouched
    ends = len(original.events) - next(
        i for i, e in enumerate(reversed(original.events)) if e.type == "hand_end"
    )
    assert reseeded.events[1:ends] == original.events[1:ends]
    # the session_start records the re-seeds (so the history replays); a session without any records none
    assert reseeded.events[0].reseeds == ((2, "resume 1"),) and original.events[0].reseeds is None
    assert dataclasses.replace(reseeded.events[0], reseeds=None) == original.events[0]
    assert reseeded.dealer == original.dealer and reseeded.nets() == original.nets()


def test_the_same_reseeds_give_the_same_session_and_another_salt_another_deck():
    rules = _rules()
    first = _play_to(Table(rules, seats(3), seed=5, reseeds=[(1, "a")]), 4)
    again = _play_to(Table(rules, seats(3), seed=5, reseeds=[(1, "a")]), 4)
    other = Table(rules, seats(3), seed=5, reseeds=[(1, "b")])
    _play_to(other, 1)
    assert [e.to_json() for e in first.events] == [e.to_json() for e in again.events]
    assert _decks(other)[2] != _decks(first)[2]


def test_reseeds_replay_at_their_boundaries_after_a_second_interruption():
    rules = _rules(pots=5)
    schedule = [(1, "resume 1"), (3, "resume 2")]
    live = _play_to(Table(rules, seats(4), seed=9, reseeds=schedule), 4)
    rebuilt = Table.replayed(rules, seats(4), 9, history.decisions(live.events), reseeds=schedule)
    assert rebuilt.events == live.events
    forgotten = Table.replayed(rules, seats(4), 9, history.decisions(live.events[: _end_of(live, 1)]))
    assert _decks(forgotten)[2] != _decks(live)[2]  # so the save must keep every re-seed


def _end_of(table: Table, hand: int) -> int:
    return next(i for i, e in enumerate(table.events) if e.type == "hand_end" and e.hand == hand) + 1


def test_a_reseed_outside_a_pot_boundary_is_refused():
    rules = _rules()
    table = Table(rules, seats(3), seed=1)
    with pytest.raises(ValueError, match="only at a pot boundary"):
        table.reseed("mid-pot")  # the table rests at a decision inside the first pot
    finished = _play_to(Table(rules, seats(3), seed=1), rules.pots)
    assert finished.is_over
    with pytest.raises(ValueError, match="only at a pot boundary"):
        finished.reseed("after the end")
    for schedule in ([(rules.pots, "x")], [(-1, "x")], [(1.0, "x")], [(2, "x"), (1, "y")]):
        with pytest.raises(ValueError, match="must come at a pot boundary"):
            Table(rules, seats(3), seed=1, reseeds=schedule)
    with pytest.raises(ValueError, match="salt is a text"):
        Table(rules, seats(3), seed=1, reseeds=[(0, 7)])


def test_a_reseeded_session_history_replays_from_what_it_records():
    table = _play_to(Table(_rules(), seats(3), seed=5, reseeds=[(1, "a")]), 4)
    lines = [history.dumps(event) for event in table.events]
    assert '"reseeds":[[1,"a"]]' in lines[0]
    replayed = history.replay(lines)
    assert [e.to_json() for e in replayed.events] == [e.to_json() for e in table.events]
