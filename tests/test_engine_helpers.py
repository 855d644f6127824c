"""Helpers for the engine tests: stacked tables, scripted moves, the invariants every game keeps.

(No tests here; the name keeps the file with the engine's tests.)
"""

from __future__ import annotations

from fractions import Fraction

from engine.actions import Action
from engine.bots import game_choice
from engine.cards import ALL_CARDS, parse_cards
from engine.events import Deal
from engine.rules import Rules
from engine.table import SeatInfo, Table


def seats(n: int) -> list[SeatInfo]:
    return [SeatInfo(f"P{i}") for i in range(n)]


def stacked(rules: Rules, n: int, deck: str, dealer: int = 0, **changes) -> Table:
    """A table whose first hand deals `deck` (top first, in deal order) with `dealer` dealing."""
    import dataclasses

    rules = dataclasses.replace(rules, **changes) if changes else rules
    return Table(rules, seats(n), seed=0, first_dealer=dealer, decks=[parse_cards(deck)])


def play(table: Table, *moves: str) -> list:
    """Apply moves written "seat:kind" ("1:bet"); return the events they produced."""
    events = []
    for move in moves:
        seat, kind = move.split(":")
        events += table.apply(Action(int(seat), kind))
    return events


def deals(events) -> list[tuple]:
    """(seat, card, face, why) of each deal event, cards as text."""
    return [(e.seat, str(e.card), e.face, e.why) for e in events if isinstance(e, Deal)]


def hand_events(table: Table, hand: int = 1) -> list:
    """The events of one hand, from its hand_start to its hand_end."""
    out, inside = [], False
    for event in table.events:
        if event.type == "hand_start":
            inside = event.hand == hand
        if inside:
            out.append(event)
            if event.type == "hand_end":
                break
    return out


def check_state(table: Table) -> None:
    """Invariants of the live state: every card accounted for once, money conserved."""
    hand = table.hand
    cards = list(hand.stock) + list(hand.community)
    for seat_cards in hand.cards:
        cards += seat_cards.down + seat_cards.up
    assert len(cards) == 52 and set(cards) == set(ALL_CARDS), "cards lost or duplicated"
    assert sum(table.balances.values()) + hand.pot == 0, "money created or lost"


def check_stream(table: Table) -> None:
    """Invariants of the event stream of a whole session."""
    rules = table.rules
    cap = rules.max_raise_level
    folded: set = set()
    deck: list = []
    for event in table.events:
        kind = event.type
        for name in ("amount", "level"):
            assert type(getattr(event, name, Fraction(0))) is Fraction, "an amount that is not a Fraction"
        if kind == "hand_start":
            assert sorted(event.deck) == list(ALL_CARDS)
            deck, folded = list(event.deck), set()
        elif kind == "deal":
            assert event.card == deck.pop(0), "a card came from somewhere other than the top of the stock"
            assert event.seat not in folded, "a folded seat was dealt a card"
        elif kind in ("turn", "reveal", "pay", "decline"):
            assert event.seat not in folded
        elif kind == "action":
            assert event.level <= cap, "a level above the raise cap"
            assert event.seat not in folded
            if event.action == "fold":
                folded.add(event.seat)
        elif kind == "out":
            folded.add(event.seat)
        elif kind in ("award", "showdown"):
            assert event.seat not in folded, "a folded seat took part in the showdown or the award"
        elif kind == "hand_end":
            assert sum(event.balances) == 0, "balances do not sum to zero after a pot"
            assert all(type(net) is Fraction for net in event.balances)


def run(table: Table, players, *, each_step=None) -> Table:
    """Play to the end with `players` (objects with decide(view, legal)), checking the state after
    every decision."""
    while not table.is_over:
        legal = table.legal_actions()
        assert all(type(option.amount) is Fraction for option in legal.options)
        view = table.view(legal.seat)
        assert all(type(x) is Fraction for x in (view.pot, view.level, *view.paid, *view.balances))
        table.apply(game_choice.decide(players[legal.seat], view, legal))  # a dealer's choice: by style
        check_state(table)
        if each_step:
            each_step(table)
    check_stream(table)
    return table
