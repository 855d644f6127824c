"""Dealer's choice in words: the dealer's menu of games and the banner of the pot's game, one
wording for the table, the party TV and the phones (docs/rules.md#dealers-choice)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.actions import LegalActions, Option, SessionDecision
from engine.money import mixed
from engine.rules import Rules
from game.telling.decision_words import button_label, in_button_order
from game.telling.event_words import KEEP
from game.telling.rules_words import (
    FOUR_UNDER_PILE,
    games_named,
    house_rules,
    under_pile,
    wild_figures,
    wild_line,
)


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
    """A game the dealer may call in one line, what sets it apart from the others: whether it is
    played No Peek and with how many cards, what is wild and what a four face up earns ("No Peek:
    7 cards each, unseen. Threes and nines are wild. A 4 face up: +1 card under your pile"). A
    play-test: "no peek" at the end of the line was missed, and the count not said at all."""
    if under_pile(game):  # (as HOW TO PLAY says it)
        return f"{no_peek_deal(game)}{wild_line(game)}. {FOUR_UNDER_PILE}"
    parts = [wild_line(game)]
    if game.fours.face_up != "none":
        parts.append("a four earns a card" + (" under the pile" if game.fours.bonus_card == "down" else ""))
    return no_peek_deal(game) + ", ".join(parts) + bring_in_words(game)


def bring_in_words(game: Rules) -> str:
    """A bring-in game's first round, after the rest of its line: ". Lowest face-up card must bet 1/2
    or 1" ("" for any other), short enough to lie on the felt beside the buttons and on one line of
    a 390 px phone's game button. A newcomer's play-test picked Seven-Card Stud, read only "No wild
    cards" and learned of the bring-in from a COMPLETE 1 button; a host's guest read "Lowest upcard
    must bring it in: 1/2, or complete to 1" as poker jargon, and a host "starts the betting: 1/2,
    or a full 1" as a riddle (its "or a full 1" alone on the phone's second line), so the line says
    who must bet and what, in plain words, the bet never broken over two lines (with A+ the phone
    left "1/2 or 1" alone on one; the TV's narrow column can take "bet 1/2 or 1", not more)."""
    betting = game.betting
    if betting.first_round != "bring_in":
        return ""
    bet = f"bet {mixed(betting.bring_in)} or {mixed(betting.bet)}".replace(" ", KEEP)  # (on one line)
    return f". Lowest face-up card must {bet}"


def no_peek_deal(game: Rules) -> str:
    """ "No Peek: 7 cards each, unseen. " for a No Peek game, first in what is said of it; "" else."""
    return f"No Peek: {game.cards} cards each, unseen. " if game.flow == "no_peek" else ""


def game_banner(game: Rules) -> tuple[str, str]:
    """The pot's game as the table announces it: its name and, in capitals, what sets it apart from
    the others a dealer may call: what is wild, what a four brings and, a bring-in game, who must
    bet first (a Hold'em newcomer's play-test: a computer dealer's Seven-card stud at pot 1 said
    "NO WILD CARDS. A 4 UP: NOTHING", and the bring-in came unannounced, as a 1/2 on the plates);
    a No Peek game says so and the cards first ("NO PEEK: 7 CARDS EACH, UNSEEN. WILD: 3 AND 9":
    the wild cards in figures, so the words take two of the banner's lines)."""
    if game.flow != "no_peek":
        return game.name.upper(), (wild_line(game) + fours_words(game) + bring_in_words(game)).upper()
    return game.name.upper(), (no_peek_deal(game) + wild_figures(game) + fours_words(game)).upper()


def fours_words(game: Rules) -> str:
    """What a four dealt face up brings, after what is wild in a call's banner: ". A 4 up: +1 card
    under your pile", HOW TO PLAY's words (FOUR_UNDER_PILE) with the
    corner's "4 UP" for "a 4 face up", which took a fifth line at TEXT SIZE large. A newcomer's
    play-test read only "Threes and nines are wild" at a call of Baseball and nothing of Midnight
    Baseball's hidden card; the next read "a hidden card" as a hidden four, the next could only
    guess at "card under pile" (whose pile? an extra card?). Where it brings nothing, that it does:
    ". A 4 up: nothing" (the corner's game_quirk.FOUR_EARNS_NOTHING)."""
    fours = game.fours
    if fours.face_up == "pay":
        return ". A 4 face up: buy a card"
    if fours.face_up == "free" and fours.bonus_card == "down":  # "A" never alone at a line's end
        return ". " + FOUR_UNDER_PILE.replace("A 4 face up", f"A{KEEP}4 up")
    if fours.face_up == "free":
        return ". A 4 face up: an extra card"
    # (a call's banner is a dealer's choice's, whose other games' fours may earn: a newcomer's
    # play-test got a 4 face up in a stud pot and waited for its card), the corner's words, on a line
    return f". A{KEEP}4{KEEP}up: nothing"


def tagline(rules: Rules) -> str:
    """What is wild and what a four earns, in capitals on one line, as the title says it under its
    name ("THREES AND NINES WILD - FOURS EARN A CARD", "NO WILD CARDS"); a dealer's choice whose
    pot's game is not called yet: how its games come ("THE DEALER PICKS EACH POT'S GAME")."""
    if rules.games:
        return house_lines(rules)[0].upper()
    fours = {"free": " - fours earn a card", "pay": " - fours buy a card"}.get(rules.fours.face_up, "")
    return (wild_line(rules).replace(" are wild", " wild") + fours).upper()


def house_lines(rules: Rules) -> list[str]:
    """The house rules in words (game.telling.rules_words); a dealer's choice before a game is
    called says how the games come and which they are."""
    if not rules.games:
        return house_rules(rules)
    how = "The dealer picks each pot's game" if rules.choice == "dealer" else "The games go in turn"
    return [how, games_named(rules)]
