"""What the table refuses, checked before it changes anything: a session the game cannot seat or
deal, re-seeds off its pot boundaries, a stacked deck that repeats a card (ValueError, at its
construction), and an action that is not the decision's (IllegalAction, at `Table.apply`)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.actions import Action, IllegalAction, LegalActions, Option
from engine.cards import ALL_CARDS, Card
from engine.events import SeatInfo
from engine.rules import Rules


def offered(legal: LegalActions | None, action: Action, n: int) -> Option:
    """The option of `legal` (the decision in play, None once the session is over; `n` seats) that
    `action` takes; IllegalAction naming what is wrong, and what may be done, when it is not one."""
    if legal is None:
        raise IllegalAction("the session is over: no action is possible")
    if not isinstance(action, Action):
        raise IllegalAction(f"{action!r} is not an Action(seat, kind)")
    if type(action.seat) is not int:  # 1.0 or True would pass `==` and reach the history as 1.0 / true
        raise IllegalAction(f"a seat is a whole number from 0 to {n - 1}, not {action.seat!r}")
    if action.seat != legal.seat:
        raise IllegalAction(
            f"it is seat {legal.seat}'s turn to decide, not seat {action.seat}'s "
            f"(seat {legal.seat} may {', '.join(legal.kinds)})"
        )
    option = legal.option(action.kind)
    if option is None:
        legal.action(action.kind)  # IllegalAction naming the legal kinds
    assert option is not None
    return option


def check_setup(rules: Rules, seats: tuple[SeatInfo, ...]) -> None:
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise ValueError(
            f"{rules.name} is played by {rules.min_players} to {rules.max_players} players, not {len(seats)}"
        )
    for game in rules.games_at(len(seats)).games or (rules,):
        if game.flow == "no_peek" and len(seats) * game.cards > len(ALL_CARDS):
            raise ValueError(f"{len(seats)} players x {game.cards} cards is more than one deck of 52")


def check_sit_out(rules: Rules, n: int, seats: Iterable[int]) -> frozenset[int]:
    """The seats at a shared screen (Table.sit_out_hidden) as a set; ValueError for a seat the table
    has not, or when a pot of a game dealing hidden cards would deal fewer than two seats."""
    shared = frozenset(seats)
    if any(type(seat) is not int or not 0 <= seat < n for seat in shared):
        raise ValueError(
            f"a seat at a shared screen must be one of the table's 0 to {n - 1}: {sorted(shared)}"
        )
    if rules.deals_hidden and n - len(shared) < 2:
        raise ValueError(
            f"a pot dealing hidden cards needs two seats dealt in: {len(shared)} of {n} sit it out"
        )
    return shared


def checked_reseeds(rules: Rules, reseeds: Iterable[tuple[int, str]]) -> tuple[tuple[int, str], ...]:
    """The re-seeds as a tuple; ValueError unless each falls on a pot boundary the session will reach
    (0 finished pots to pots - 1), in order, with a text salt."""
    checked = tuple((boundary, salt) for boundary, salt in reseeds)
    previous = 0
    for boundary, salt in checked:
        if type(boundary) is not int or not previous <= boundary < rules.pots:
            raise ValueError(
                f"a re-seed must come at a pot boundary from {previous} to {rules.pots - 1} "
                f"finished pots, in order, not at {boundary!r}"
            )
        if not isinstance(salt, str):
            raise ValueError(f"a re-seed's salt is a text, not {salt!r}")
        previous = boundary
    return checked


def full_deck(cards: Iterable[Card]) -> tuple[Card, ...]:
    top = [ALL_CARDS[card] if isinstance(card, int) else Card.parse(card) for card in cards]
    if len(set(top)) != len(top):
        raise ValueError("a stacked deck repeats a card")
    chosen = set(top)
    return tuple(top + [card for card in ALL_CARDS if card not in chosen])
