"""Dealer's choice (docs/rules.md#dealers-choice): the game of each pot, set before its deal.

A dealer's-choice session (`Rules.games`) plays one of its games each pot. Before a pot is dealt
its game is set: the next in the list when the games go in turn, else the dealer calls it, a
decision of its own (`choose_game`, one option per game, named by the game's id) that people and
computer players answer like any other. Either way a `game` event records the pot's game and its
rules before the pot's `hand_start`, so a replay and any checker follow the pot by its own rules.

It acts on the table through `engine.flow.SessionFlow` alone, as the flows do through `TableFlow`.
"""

from __future__ import annotations

import bisect

from engine.actions import Option, SessionDecision
from engine.events import PotGame
from engine.flow import SessionFlow
from engine.rules import Rules, played_by_all
from engine.state import Decision

CHOOSE_GAME = SessionDecision.CHOOSE_GAME


def game_ready(table: SessionFlow) -> bool:
    """Whether the next pot's game is set, setting it when the games go in turn; when the dealer
    calls it, False and the dealer is asked (`table.decision`)."""
    session = table.session_rules
    number = table.hands_played + 1
    if not session.games or table.pot_game == number:
        return True
    if session.choice == "in_turn":
        _set(table, session.games[(number - 1) % len(session.games)], None)
        return True
    table.ask(Decision(table.dealer, CHOOSE_GAME))
    return False


def caller(table: SessionFlow) -> int | None:
    """The dealer's seat while it calls the next pot's game; None at any other time."""
    decision = table.decision
    return decision.seat if decision is not None and decision.kind == CHOOSE_GAME else None


def options(session: Rules, shared_screen: bool = False) -> tuple[Option, ...]:
    """The dealer's options: each game, by its id, in the profile's order. A dealer at a screen the
    whole room sees (engine.table `sit_out_hidden`: a party's player at the TV) is offered the
    games every seat plays alone (`played_by_all`)."""
    games = played_by_all(session.games, shared_screen)
    return tuple(Option(game.id) for game in games)  # type: ignore[arg-type]  # a game's id (SessionDecision)


def call(table: SessionFlow, seat: int, game_id: str) -> None:
    """The dealer (`seat`) calls the game `game_id` (one of `options`) for the next pot."""
    game = table.session_rules.game(game_id)
    assert game is not None  # the table offers only the listed games
    _set(table, game, seat)


def own_cards_seen(table: SessionFlow, index: int) -> bool:
    """Whether a seat sees its own face-down cards dealt at event `index`: in a stud pot it does, in
    a No Peek pot nobody sees their pile (engine.view.redact)."""
    place = bisect.bisect_right(table.pot_starts, index) - 1
    return place >= 0 and table.pot_flows[place] == "stud"


def _set(table: SessionFlow, game: Rules, chooser: int | None) -> None:
    number = table.hands_played + 1
    table.play_game(game)
    table.emit(PotGame(number, chooser, game.id, game))
