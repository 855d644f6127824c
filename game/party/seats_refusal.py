"""Why a game cannot seat the party's seats, as the NEXT GAME list says it under the game's greyed
row: its players, and where a deck is what holds it back, the cards that would take (a host
play-test saw Dealer's Choice greyed at six seats and nothing said its Night Baseball was why)."""

from __future__ import annotations

from engine.profile_keys import DECK_SIZE
from engine.rules import Rules


def left_out(rules: Rules, seats: int) -> str:
    """A dealer's choice the party plays without a game of it, said after its row's line: 'Night
    Baseball left out at 6 seats: it needs 54 cards.' (short: the line names the games; "" when it plays
    them all, or can't be played at all: `seats_refusal` says why). A host's party of six found
    Dealer's Choice greyed for its Night Baseball; it is dealt without it now (Rules.games_at)."""
    out = rules.left_out_at(seats) if rules.fits(seats) else ()
    if not out:
        return ""
    names = " and ".join(game.name for game in out)
    said = f"{names} left out at {seats} seats"
    short = [game for game in out if game.cards * seats > DECK_SIZE]
    if len(out) == 1 and short:
        return f"{said}: it needs {short[0].cards * seats} cards."
    return f"{said}."


def seats_refusal(rules: Rules, seats: int) -> str:
    """'Dealer's Choice is for 2 to 5 players: this party has 6 seats. Its Night Baseball deals 9
    cards each: 54 for 6, and a deck has 52.' ("" when `rules` seats `seats`)."""
    if rules.min_players <= seats <= rules.max_players:
        return ""
    said = f"{rules.name} is for {rules.min_players} to {rules.max_players} players: this party has {seats} seats."
    games = rules.games or (rules,)  # a dealer's choice seats what every one of its games seats
    short = [game for game in games if game.cards * seats > DECK_SIZE]
    if not short:
        return said
    game = short[0]
    whose = "It" if game is rules else f"Its {game.name}"
    return f"{said} {whose} deals {game.cards} cards each: {game.cards * seats} for {seats}, and a deck has {DECK_SIZE}."
