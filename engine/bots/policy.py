"""The rules a computer player applies on top of its equity estimate.

Pure: a `Spot` (numbers about the decision) + a `Style` + a `Difficulty` + an RNG -> an action kind.
"Strength" is equity x players still in, so 1.0 is exactly a fair share whatever the table size.
Styles set the strength they need to bet or raise at a full table; with fewer players the margin
over a fair share shrinks by the factor 1 - 1/players (heads-up a bet is called by one hand, not
many). Calls compare equity with the break-even equity of the whole call to the end (this
street's price plus the bets likely on later streets and the expected price of exposed wilds),
scaled by the style.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.bots.difficulty import Difficulty
from engine.bots.styles import Style

FUTURE_CALL_SHARE = 0.7  # of a bet per later round this seat expects to pay if it stays in
OTHERS_CONTINUE = 0.6  # share of the other seats still in expected to pay those later bets too
NO_ODDS_CALL = 0.8  # strength a player blind to pot odds wants before calling, times its style's `call`
MONSTER = 0.75  # equity worth slow-playing: the others are drawing thin


@dataclass(frozen=True)
class Spot:
    """One decision, in numbers. `options` maps each legal kind to what choosing it pays now."""

    options: dict[str, float]
    equity: float
    players_in: int
    pot: float
    bet: float
    rounds_left: int  # betting rounds after this one, as far as can be told
    last_to_act: bool = False  # nobody still to act after this seat in this round
    wild_cost_ahead: float = 0.0  # expected price of costly exposed wilds still to come to this seat
    bonus_gain: float = 0.0  # for a paid four: equity gained by taking the bonus card


def automatic(kinds) -> str | None:
    """The choice that needs no thought: the only option, or turning or revealing a card (free,
    and more cards only help)."""
    kinds = list(kinds)
    if len(kinds) == 1:
        return kinds[0]
    return next((kind for kind in ("turn", "reveal") if kind in kinds), None)


def choose(spot: Spot, style: Style, difficulty: Difficulty, rng: random.Random) -> str:
    """The kind of action to take; always one of `spot.options`."""
    kinds = spot.options
    free = automatic(kinds)
    if free:
        return free
    strength = spot.equity * spot.players_in
    if difficulty.noise:  # a sloppy sense of its own strength, used for every choice below
        strength += rng.gauss(0.0, difficulty.noise)
    equity = strength / spot.players_in
    if "decline" in kinds:
        return _four_price(spot, style)
    if "pay" in kinds:  # a wild cost: pay it to stay in, or fold
        return (
            "pay" if _worth_calling(spot, equity, kinds["pay"], style, difficulty, style.wild_tax) else "fold"
        )
    if "bring_in" in kinds:
        return (
            "complete"
            if "complete" in kinds and strength >= _needed(style.bet, spot.players_in)
            else "bring_in"
        )
    if "check" in kinds:
        return _unopened(spot, strength, style, rng)
    return _facing_bet(spot, equity, strength, style, difficulty, rng)


def _needed(knob: float, players_in: int) -> float:
    """The strength a style knob asks for with this many players in (see the module notes)."""
    return 1.0 + (knob - 1.0) * (1.0 - 1.0 / max(2, players_in))


def _aggressive_kind(kinds) -> str | None:
    return next((kind for kind in ("bet", "raise", "complete") if kind in kinds), None)


def _unopened(spot: Spot, strength: float, style: Style, rng: random.Random) -> str:
    """Nothing to pay (a check is free): bet for value, now and then bluff, never fold."""
    aggressive = _aggressive_kind(spot.options)
    if aggressive is None:
        return "check"
    if strength >= _needed(style.bet, spot.players_in):
        monster = spot.equity >= MONSTER
        return "check" if monster and rng.random() < style.slowplay else aggressive
    bluff = style.bluff * (2 if spot.last_to_act else 1) / max(1, spot.players_in - 1)
    return aggressive if rng.random() < bluff else "check"


def _facing_bet(
    spot: Spot, equity: float, strength: float, style: Style, difficulty: Difficulty, rng: random.Random
) -> str:
    kinds = spot.options
    raise_kind = _aggressive_kind(kinds)
    if raise_kind and strength >= _needed(style.raise_, spot.players_in):
        if not (spot.equity >= MONSTER and rng.random() < style.slowplay):
            return raise_kind
    if "call" in kinds and _worth_calling(spot, equity, kinds["call"], style, difficulty, 1.0):
        return "call"
    if "fold" in kinds:
        return "fold"
    return "call" if "call" in kinds else next(iter(kinds))


def _worth_calling(
    spot: Spot, equity: float, price: float, style: Style, difficulty: Difficulty, tax: float
) -> bool:
    """Equity beats the break-even share of the final pot for paying `price` now and staying in.
    A player who does not count pot odds asks for a fixed share of a fair share instead."""
    if not difficulty.pot_odds:
        return equity * spot.players_in >= NO_ODDS_CALL * style.call * (tax if price else 1.0)
    later = spot.rounds_left * spot.bet * FUTURE_CALL_SHARE + spot.wild_cost_ahead
    others_later = later * max(1.0, (spot.players_in - 1) * OTHERS_CONTINUE)
    final_pot = spot.pot + price + later + others_later
    break_even = (price * tax + later) / final_pot
    return equity >= break_even * style.call


def _four_price(spot: Spot, style: Style) -> str:
    """Buy the four's bonus card when the equity it adds is worth more than its price."""
    price = spot.options.get("pay", 0.0)
    final_pot = spot.pot + spot.rounds_left * spot.bet * FUTURE_CALL_SHARE * spot.players_in
    return "pay" if spot.bonus_gain * final_pot > price * style.wild_tax else "decline"
