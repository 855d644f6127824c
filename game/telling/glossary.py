"""The words of the game a newcomer meets without a definition: poker's jargon and what the table
shows (the balances, the dealer button, HAND 1 OF 8, the big moments). The glossary page (HOW TO
PLAY and the pause menu) lists them; the pause menu's legend is its first two."""

from __future__ import annotations

from collections.abc import Callable

from engine.rules import Rules
from game.telling.hints import MOMENT_MEANINGS, STRIKEOUT

LEGEND = (
    ("+9 / -1", "under a name: points won or lost this game"),
    ("(D)", "the dealer: the deal goes clockwise from their left"),
)
TERMS = (
    (
        "STREET",
        "one round of dealing, a card to each player, then a betting round; named by the cards then held: 3rd to 7th",
    ),
    ("STUD", "poker where some of your cards are dealt face up for all to see; no cards are swapped"),
    ("UPCARD", "a card dealt face up: everybody sees it"),
    # (No Peek's own words, NO PEEK and PILE, say how its face-down cards go: said here, stud's list
    # named No Peek, a game it does not play)
    ("DOWNCARD", "a card dealt face down: only its owner sees it"),
    # the ½ and a tie of equal low cards said too (a Hold'em newcomer's play-test met both unexplained;
    # engine.stud.bring_in_seat: the first clockwise from the dealer, whatever the suits)
    (
        "BRING-IN",
        "a small forced first bet (½: half a point) by the lowest upcard; two alike: the one nearer "
        "the dealer's left, never by suit",
    ),
    # the one word for who acts first, in every game (in No Peek the lead is the best hand showing)
    ("OPENS", "acts first in a betting round: the best hand showing does, not a set seat"),
    ("COMPLETE", "after a bring-in, to raise the bet to a full bet"),
    ("KICKER", "a card beside the pair or set that settles equal hands: K K Q beats K K 10"),
    ("WILD", "a card that stands for any card you need (in Baseball every 3 and 9)"),
    ("NATURAL", "a card or hand made without wild cards"),
    ("BEAT", "better hands beat; equal ones do not"),
    # the seats' and results' one abbreviation (hand_words: "Str to 8", "Str flush"), which a
    # newcomer met with nothing spelling it out; one line, so every game's words keep to three pages
    ("STR", "short for straight (Str flush, Str to 8)"),
    ("POT", "the points bet in one hand; HAND 1 OF 8 counts the pots of a game"),
    ("ANTE", "what everyone puts in the pot before each deal"),
    (
        "LEFT",
        # in three lines: with STR every game's words keep to three pages
        "the next seat clockwise: from you at the bottom up the left side, across the top, then down the right",
    ),
    ("BONUS CARD", "the extra card a face-up four earns, marked with an orange +"),
)
# the words of No Peek Baseball (Night and Midnight Baseball), listed where the game in view plays it
NO_PEEK_TERMS = (
    # a way to play Baseball, not a family of games of its own (a Hold'em newcomer's play-test read
    # "games where..." so, and Night and Midnight Baseball as No Peek's, not Baseball's)
    (
        "NO PEEK",
        "how Night and Midnight Baseball are played: nobody sees their own cards till they turn them up",
    ),
    ("PILE", "in No Peek, your face-down cards, turned up from the top one at a time"),
    # LEAD is who has the best hand showing; who acts first is OPENS, as in stud (a Hold'em newcomer's
    # play-test read "leads" and "opens" both for acting first)
    ("LEAD", "in No Peek, to have the best hand turned up so far; each new lead opens a betting round"),
)


# how a player strikes out, by the way the game plays: told only for the ways the game in view has
NO_PEEK_OUT = "they turned over every one of their cards and never beat the best hand showing"
PRICE_OUT = "they folded rather than pay what a wild card costs"


def strikeout_why(rules: Rules | None) -> str | None:
    """What STRIKE THREE means, in the ways `rules` can strike a player out (a dealer's choice: any
    of its games'); None (no game in view): No Peek's way, said as where it happens; a wild card's
    price only on the page of a game that has one (a newcomer's play-test read "where wild cards
    cost" on the WORDS page, a rule no rules page of the games they could pick had taught). None
    where `rules` strike nobody out (Baseball): the page leaves the word out rather than say "not in
    this game", which read oddly to a newcomer."""
    if rules is None:
        return f"a player is out of the pot: in No Peek, {NO_PEEK_OUT}"
    games = rules.games or (rules,)
    ways = []
    if plays_no_peek(rules):
        ways.append(NO_PEEK_OUT)
    if any(cost.kind != "free" for game in games for _, cost in game.wild_costs):
        ways.append(PRICE_OUT)
    return f"a player is out of the pot: {', or '.join(ways)}" if ways else None


def plays_no_peek(rules: Rules | None) -> bool:
    """Whether `rules` (a dealer's choice: any of its games; None: any game) deal No Peek."""
    return any_game(rules, lambda game: game.flow == "no_peek")


def plays_stud(rules: Rules | None) -> bool:
    """Whether `rules` (as plays_no_peek) deal stud, street by street."""
    return any_game(rules, lambda game: game.flow == "stud")


def brings_in(rules: Rules | None) -> bool:
    """Whether `rules` (as plays_no_peek) open a game's first round with a bring-in."""
    return any_game(rules, lambda game: game.betting.first_round == "bring_in")


def has_wilds(rules: Rules | None) -> bool:
    """Whether `rules` (as plays_no_peek) make any card wild."""
    return any_game(rules, lambda game: bool(game.wild_ranks))


def fours_earn(rules: Rules | None) -> bool:
    """Whether a four in `rules` (as plays_no_peek) can earn a card, face up or shown."""
    return any_game(rules, lambda game: game.fours.face_up != "none" or game.fours.face_down != "none")


def any_game(rules: Rules | None, test: Callable[[Rules], bool]) -> bool:
    """Whether a game `rules` deal passes `test` (a dealer's choice: any of its games; None: any game)."""
    return rules is None or any(test(game) for game in rules.games or (rules,))


# the terms listed only where the game in view plays what they name: a Hold'em newcomer's play-test
# read STREET's "3rd to 7th" under Night Baseball's pause menu, where No Peek has no streets, and the
# next WILD and GRAND SLAM in Seven-card stud's, where no card is wild
BELONGS = {
    "STREET": plays_stud,
    "STUD": plays_stud,
    "BRING-IN": brings_in,
    "COMPLETE": brings_in,
    "WILD": has_wilds,
    "NATURAL": has_wilds,
    "GRAND SLAM": has_wilds,  # five of a kind: only with a wild card
    "BONUS CARD": fours_earn,
}


def glossary(rules: Rules | None = None) -> list[tuple[str, str]]:
    """Every term with its meaning, the table's marks first, the big moments last (as the table
    explains them, game.telling.hints); No Peek's words only where `rules`, the game in view (None:
    all of them), deal No Peek (a newcomer met LEAD, PILE and NO PEEK on Night Baseball's HOW TO
    PLAY and found none of them on the WORDS pages), STREET and a bring-in's words only where they
    deal stud or a bring-in (BELONGS); STRIKE THREE told in the ways of `rules`, and left out where
    that game strikes nobody out; wild cards' words (GRAND SLAM's too) and BONUS CARD only where
    they deal a wild card or a four earns one."""
    moments = []
    for banner, meaning in MOMENT_MEANINGS.items():
        word, _, means = meaning.partition(": ")
        told = strikeout_why(rules) if banner == STRIKEOUT else means
        if told is not None:
            moments.append((word, told))
    terms = [*TERMS, *(NO_PEEK_TERMS if plays_no_peek(rules) else ()), *moments]
    return [
        *LEGEND,
        *((word, meaning) for word, meaning in terms if word not in BELONGS or BELONGS[word](rules)),
    ]
