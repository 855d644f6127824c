"""Dealer's choice in words: the dealer's menu of games and the banner of the pot's game, one
wording for the table, the party TV and the phones (docs/rules.md#dealers-choice)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.actions import LegalActions, Option, SessionDecision
from engine.rules import Rules
from game.telling.decision_words import button_label, in_button_order
from game.telling.rules_words import house_rules, wild_line


def labelled_options(legal: LegalActions, paid: Fraction, games: Sequence[Rules]) -> list[tuple[Option, str]]:
    """Each option with the words on its button: a game the dealer may call by its name
    ("NIGHT BASEBALL", in the profile's order), any other option as decision_words says it."""
    if legal.decision == SessionDecision.CHOOSE_GAME:
        names = {game.id: game.name.upper() for game in games}
        return [(option, names.get(option.kind, option.kind.upper())) for option in legal.options]
    return [(option, button_label(option, paid)) for option in in_button_order(legal.options)]


def call_details(legal: LegalActions, games: Sequence[Rules]) -> dict[str, str]:
    """A dealer's games, each its `call_line` by its option's kind; nothing for any other decision."""
    if legal.decision != SessionDecision.CHOOSE_GAME:
        return {}
    return {game.id: call_line(game) for game in games}


def call_line(game: Rules) -> str:
    """A game the dealer may call in one line, what sets it apart from the others: what is wild,
    whether it is played No Peek and what a four face up earns ("Threes and nines are wild, no
    peek, a four earns a card under the pile")."""
    parts = [wild_line(game)]
    if game.flow == "no_peek":
        parts.append("no peek")
    if game.fours.face_up != "none":
        parts.append("a four earns a card" + (" under the pile" if game.fours.bonus_card == "down" else ""))
    return ", ".join(parts)


def game_banner(game: Rules) -> tuple[str, str]:
    """The pot's game as the table announces it: its name and what is wild, in capitals."""
    return game.name.upper(), wild_line(game).upper()


def house_lines(rules: Rules) -> list[str]:
    """The house rules in words (game.telling.rules_words); a dealer's choice before a game is
    called says how the games come and which they are."""
    if not rules.games:
        return house_rules(rules)
    how = "The dealer calls each pot's game" if rules.choice == "dealer" else "The games go in turn"
    names = [game.name for game in rules.games]
    return [how, ", ".join(names[:-1]) + " or " + names[-1]]
