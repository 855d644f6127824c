"""A dealer's choice at the table: the dealer calling each pot's game, the game shown, and the
call's banner held long enough to read its rules as they wrap at this screen's TEXT SIZE.

The table's director (game.felt.director) plays the `calling` and `game` facts here; it is the
`CallTable` these functions act on.
"""

from __future__ import annotations

import dataclasses
from typing import Protocol

from engine.events import PotGame
from engine.rules import Rules
from game.felt import layout
from game.felt.game_banner import rule_rows
from game.felt.pacing import HOLD, call_hold
from game.felt.table_model import TableModel
from game.platform import sound
from game.play.host_facts import AwayPlay, Calling
from game.telling.away_words import call_words
from game.telling.event_words import event_words
from game.telling.game_call import game_banner


class CallTable(Protocol):
    """What a dealer's call needs of the table's director."""

    model: TableModel
    places: layout.Layout  # the table's layout for the TEXT SIZE: the banner's rules wrap to it
    human: int
    second_person: bool
    pot_rules: Rules  # the rules of the pot being shown (a dealer's choice: its game's)
    session_rules: Rules  # the session's (a dealer's choice: its games)
    fours_earn: bool
    away_move: AwayPlay | None
    called: str  # who called the pot's game, logged with its deal
    again: int | None  # the pot whose game the host said its dealer called again (CalledAgain)

    def name(self, seat: int | None) -> str: ...
    def said(self, seat: int | None, words: str) -> str: ...
    def log(self, line: str) -> None: ...
    def away_reason(self, away: AwayPlay) -> str: ...


def show_game(table: CallTable, rules: Rules) -> None:
    """The game being played, as the table shows it: its name, wild cards and limits; a dealer's
    choice's pot's game as long as the session (its RULES page says the table's HAND n OF m: a
    newcomer's guided Dealer's Choice read HAND 1 OF 2 over a called game's "A game lasts 8 pots")."""
    model = table.model
    table.pot_rules = model.rules = as_played(rules, table.session_rules)
    model.profile = rules.name
    model.wild_ranks = frozenset(rules.wild_ranks)
    model.no_peek = rules.flow == "no_peek"
    model.max_raises = rules.betting.max_raises
    table.fours_earn = rules.fours.face_up != "none"


def as_played(rules: Rules, session: Rules) -> Rules:
    """`rules`, a dealer's choice's game, as long as the `session` that plays it."""
    return rules if rules.pots == session.pots else dataclasses.replace(rules, pots=session.pots)


def on_calling(table: CallTable, fact: Calling) -> None:
    """A dealer's choice: the dealer calls the next pot's game, and the table shows that pot
    being called. The last pot is over, so none of it stays (its cards, fold marks, best five,
    what was to beat): the session's name instead of its game, the new dealer's button and
    that the dealer calls, as before the first pot."""
    model = table.model
    hand, dealer = fact.hand, fact.seat
    if model.calling and model.hand == hand:  # the first pot's, called since the session began
        model.dealer = dealer
        return
    model.clear_hand()
    model.game_banner = None
    model.picked_for = ""
    model.pick = None
    show_game(table, table.session_rules)
    model.calling = True
    model.hand, model.dealer = hand, dealer


def on_game(table: CallTable, event: PotGame) -> float:
    """Dealer's choice: the pot's game, announced with a banner until the deal when a dealer
    calls it (the same game again too: a play-test saw a computer dealer's call only as a log
    line) or, in turn, when it changes."""
    announced = event.hand == 1 or event.rules.id != table.pot_rules.id or event.chooser is not None
    show_game(table, event.rules)
    table.model.calling = False
    table.model.pick = None
    table.model.hand = event.hand  # the pot about to be dealt
    away = table.away_move
    # logged, and again the last word before the deal (Director.on_hand_start): a newcomer's
    # play-test read only "Babe deals hand 2 of 8", a hint said in between over the call
    because = None
    if event.chooser is not None and away is not None and away.seat == event.chooser:
        table.away_move = None  # the away rule called it, not the dealer (a host play-test's
        because = table.away_reason(away)  # replay read "Dan picks Baseball")
    chooser = None if event.chooser is None else table.name(event.chooser)
    you = event.chooser is not None and event.chooser == table.human
    picks = "" if event.chooser is None else table.said(event.chooser, event_words(event) or "")
    again, table.again = table.again == event.hand, None
    table.called, caller = call_words(
        event.rules.name, chooser, you, you and table.second_person, because, picks, again
    )
    table.log(table.called)
    table.model.picked_for = caller if because is not None else ""
    if not announced:
        return HOLD["game"]
    table.model.game_banner = banner = (caller, *game_banner(event.rules))
    sound.play("turn")
    return call_hold(len(rule_rows(banner[2], table.places)))
