"""A computer dealer's call in dealer's choice (docs/rules.md#dealers-choice): by its style.

The games are ranked from the tamest to the wildest (`wildness`); each style has a taste along that
line, from the Rock (the tamest game on the list: plain stud when it is there) to the Maniac (the
wildest). A dealer calls a game at random, each game weighted by how near it lies to the style's
taste (halving with every SPREAD of the line away from it), so the Rock mostly calls the tamest
game and the Maniac mostly the wildest, yet neither always. The draw comes from the session's seed,
the pot and the seat: the same session always calls the same games.

A table of characters does not call one game all night: the game of the last pot is called a
third as often as it would be (`REPEAT`), a ninth after two pots of it in a row, and so on, so a
style keeps its favourite but seldom calls it pot after pot (a newcomer's play-test: three
Midnight Baseballs out of three calls felt like no choice).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from engine.actions import Action, LegalActions, SessionDecision
from engine.events import Event, PotGame, SessionStart
from engine.rules import Rules, played_by_all
from engine.view import EventSlice, SeatView

# Where each style's taste falls between the tamest game (0) and the wildest (1).
TASTE = {
    "tight_passive": 0.0,  # Rock
    "tight_aggressive": 0.3,  # Shark: a game where reading the board still counts
    "balanced": 0.5,  # Regular
    "loose_passive": 0.7,  # Station: more cards to call for
    "loose_aggressive": 1.0,  # Maniac
}
_MIDDLE = 0.5  # a style not listed (the simple player) calls from the middle of the list
SPREAD = 1 / 6  # a game this far along the line from a style's taste is called half as often
REPEAT = 1 / 3  # the weight kept by the game of the last pot, for each pot of it in a row


def wildness(rules: Rules) -> float:
    """How wild a game plays: its wild cards (four to a rank), the extra cards fours bring, the
    cards each player gets, and No Peek, where nobody sees a card before it counts."""
    cards = rules.cards if rules.flow == "no_peek" else sum(len(street) for street in rules.streets)
    score = 4.0 * len(rules.wild_ranks) + (cards - 7)
    score += 2.0 if rules.fours.face_up != "none" else 0.0
    score += 1.0 if rules.fours.face_down == "reveal" else 0.0
    score += 2.0 if rules.flow == "no_peek" else 0.0
    score -= 1.0 if rules.natural_beats_wild else 0.0
    return score


def call_chances(
    style: str, games: Sequence[Rules], earlier: Sequence[str] = ()
) -> list[tuple[Rules, float]]:
    """Each game with the chance that a dealer of `style` calls it after the session's `earlier`
    calls (game ids, oldest first), from the tamest to the wildest (equally wild games keep the
    list's order)."""
    ranked = sorted(games, key=wildness)
    taste = TASTE.get(style, _MIDDLE)
    end = max(len(ranked) - 1, 1)
    weights = [2.0 ** (-abs(place / end - taste) / SPREAD) for place in range(len(ranked))]
    last, run = _last_run(earlier)
    weights = [w * (REPEAT**run if g.id == last else 1.0) for g, w in zip(ranked, weights, strict=True)]
    total = sum(weights)
    return [(game, weight / total) for game, weight in zip(ranked, weights, strict=True)]


def _last_run(earlier: Sequence[str]) -> tuple[str | None, int]:
    """The last game called and how many pots of it came last in a row (None, 0 before any)."""
    if not earlier:
        return None, 0
    run = 0
    while run < len(earlier) and earlier[-1 - run] == earlier[-1]:
        run += 1
    return earlier[-1], run


def choose_game(style: str, games: Sequence[Rules], draw: float, earlier: Sequence[str] = ()) -> Rules:
    """The game a dealer of `style` calls for a uniform `draw` in [0, 1) (`call_draw`) after the
    session's `earlier` calls (game ids, oldest first)."""
    chances = call_chances(style, games, earlier)
    for game, chance in chances:
        draw -= chance
        if draw < 0:
            return game
    return chances[-1][0]  # a draw a rounding error short of 1


def call_draw(seed: int, pot: int, seat: int) -> float:
    """The draw behind the call of pot `pot` (numbered from 1) by the dealer at `seat` in the
    session of `seed`."""
    return random.Random(f"dealer's call/{seed}/{pot}/{seat}").random()


def earlier_calls(session: Sequence[Event]) -> list[str]:
    """The ids of the games of the session's pots so far, oldest first."""
    return [event.profile for event in session if isinstance(event, PotGame)]


def call_game(view: SeatView, legal: LegalActions) -> Action:
    """The computer dealer's answer to a choose_game decision (its seat's style, among the games it
    is offered that every seat plays: while a seat is at a shared screen, a party's TV, the No Peek
    games alone, engine.rules.played_by_all)."""
    assert legal.decision == SessionDecision.CHOOSE_GAME
    history = view.history
    session = history.session() if isinstance(history, EventSlice) else history
    start = session[0]
    seed = start.seed if isinstance(start, SessionStart) else 0
    assert view.calling_hand is not None  # the table names the pot while its dealer calls it
    draw = call_draw(seed, view.calling_hand, legal.seat)
    playable = played_by_all(view.games, bool(view.shared_screens))
    offered = [game for game in playable if legal.option(game.id) is not None]
    game = choose_game(view.seats[legal.seat].style, offered, draw, earlier_calls(session))
    return legal.action(game.id)


class _Player(Protocol):
    def decide(self, view: SeatView, legal: LegalActions) -> Action: ...


def decide(player: _Player, view: SeatView, legal: LegalActions) -> Action:
    """A computer player's decision: the game a dealer calls by its style (`call_game`), anything
    else the player's own `decide`. Every caller of a computer player asks through this."""
    if legal.decision == SessionDecision.CHOOSE_GAME:
        return call_game(view, legal)
    return player.decide(view, legal)
