"""The words of the game a newcomer meets without a definition: poker's jargon and what the table
shows (the balances, the dealer button, HAND 1 OF 8, the big moments). The glossary page (HOW TO
PLAY and the pause menu) lists them; the pause menu's legend is its first two."""

from __future__ import annotations

from game.telling.hints import MOMENT_MEANINGS, STRIKEOUT

LEGEND = (
    ("+9 / -1", "under a name: points won or lost this session"),
    ("(D)", "the dealer: the deal goes clockwise from their left"),
)
TERMS = (
    ("STREET", "one round of dealing, a card to each player; a betting round follows it"),
    ("STUD", "poker where some of your cards are dealt face up for all to see; no cards are swapped"),
    ("UPCARD", "a card dealt face up: everybody sees it"),
    ("DOWNCARD", "a card dealt face down: only its owner sees it (in No Peek, nobody does)"),
    ("BRING-IN", "a small forced first bet by the lowest upcard, in games that use one"),
    ("COMPLETE", "after a bring-in, to raise the bet to a full bet"),
    ("KICKER", "a card beside the pair or set that settles equal hands: K K Q beats K K 10"),
    ("WILD", "a card that stands for any card you need (in Baseball every 3 and 9)"),
    ("NATURAL", "a card or hand made without wild cards"),
    ("POT", "the points bet in one hand; HAND 1 OF 8 counts the pots of a session"),
    ("ANTE", "what everyone puts in the pot before each deal"),
    ("LEFT", "the next seat clockwise: for a dealer across the table, your screen's right"),
    ("BONUS CARD", "the extra card a face-up four earns, marked with an orange +"),
)


STRIKEOUT_WHY = "out of the hand: a wild card's price refused, or every card turned without a beat"


def glossary() -> list[tuple[str, str]]:
    """Every term with its meaning, the table's marks first, the big moments last (as the table
    explains them, game.telling.hints)."""
    moments = []
    for banner, meaning in MOMENT_MEANINGS.items():
        word, _, means = meaning.partition(": ")
        moments.append((word, STRIKEOUT_WHY if banner == STRIKEOUT else means))
    return [*LEGEND, *TERMS, *moments]
