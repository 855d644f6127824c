"""The words of the game a newcomer meets without a definition: poker's jargon and what the table
shows (the balances, the dealer button, HAND 1 OF 8, the big moments). The glossary page (HOW TO
PLAY and the pause menu) lists them; the pause menu's legend is its first two."""

from __future__ import annotations

from engine.rules import Rules
from game.telling.hints import MOMENT_MEANINGS, STRIKEOUT

LEGEND = (
    ("+9 / -1", "under a name: points won or lost this session"),
    ("(D)", "the dealer: the deal goes clockwise from their left"),
)
TERMS = (
    (
        "STREET",
        "one round of dealing, a card to each player; a betting round follows it. Named by the cards each then holds: 3rd street to 7th",
    ),
    ("STUD", "poker where some of your cards are dealt face up for all to see; no cards are swapped"),
    ("UPCARD", "a card dealt face up: everybody sees it"),
    ("DOWNCARD", "a card dealt face down: only its owner sees it (in No Peek, nobody does)"),
    ("BRING-IN", "a small forced first bet by the lowest upcard, in games that use one"),
    ("COMPLETE", "after a bring-in, to raise the bet to a full bet"),
    ("KICKER", "a card beside the pair or set that settles equal hands: K K Q beats K K 10"),
    ("WILD", "a card that stands for any card you need (in Baseball every 3 and 9)"),
    ("NATURAL", "a card or hand made without wild cards"),
    ("TRIPS / QUADS", "three of a kind / four of a kind (the coach's short words for them)"),
    ("POT", "the points bet in one hand; HAND 1 OF 8 counts the pots of a session"),
    ("ANTE", "what everyone puts in the pot before each deal"),
    (
        "LEFT",
        "the next seat clockwise: on the screen, from you at the bottom up the left side, across the top from left to right, and down the right side",
    ),
    ("BONUS CARD", "the extra card a face-up four earns, marked with an orange +"),
)


# how a player strikes out, by the way the game plays: told only for the ways the game in view has
NO_PEEK_OUT = "they turned over every one of their cards and never beat the best hand showing"
PRICE_OUT = "they folded rather than pay what a wild card costs"


def strikeout_why(rules: Rules | None) -> str | None:
    """What STRIKE THREE means, in the ways `rules` can strike a player out (a dealer's choice: any
    of its games'); None: every way, each said with where it happens. None where `rules` strike
    nobody out (Baseball): the page leaves the word out rather than say "not in this game", which
    read oddly to a newcomer."""
    if rules is None:
        return (
            f"a player is out of the pot: in No Peek games {NO_PEEK_OUT}; where wild cards cost, {PRICE_OUT}"
        )
    games = rules.games or (rules,)
    ways = []
    if any(game.flow == "no_peek" for game in games):
        ways.append(NO_PEEK_OUT)
    if any(cost.kind != "free" for game in games for _, cost in game.wild_costs):
        ways.append(PRICE_OUT)
    return f"a player is out of the pot: {', or '.join(ways)}" if ways else None


def glossary(rules: Rules | None = None) -> list[tuple[str, str]]:
    """Every term with its meaning, the table's marks first, the big moments last (as the table
    explains them, game.telling.hints); STRIKE THREE told in the ways of `rules`, the game in
    view (None: all of them), and left out where that game strikes nobody out."""
    moments = []
    for banner, meaning in MOMENT_MEANINGS.items():
        word, _, means = meaning.partition(": ")
        told = strikeout_why(rules) if banner == STRIKEOUT else means
        if told is not None:
            moments.append((word, told))
    return [*LEGEND, *TERMS, *moments]
