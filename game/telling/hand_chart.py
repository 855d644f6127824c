"""The hand-ranking chart and the rules of the game in play, both from the typed Rules (no
pygame): what the pause menu shows when someone asks "does a flush beat a straight here?", and
what the how-to page says of each game. The house rules among them are game.telling.rules_words's."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from engine.cards import RANK_NAMES
from engine.hand_value import CATEGORIES
from engine.money import mixed
from engine.rules import Rules
from game.telling.cousin_words import changed_rules, cousin_line, said_by_cousin
from game.telling.event_words import ordinal
from game.telling.game_call import house_lines
from game.telling.rules_words import (
    FOUR_UNDER_PILE,
    LEAD_FOLDS,
    STRIKE_THREE_RULE,
    house_rules,
    no_peek_way,
    opener_line,
    plain_no_peek_lines,
)

# an example of each category with natural cards and none of the ranks some games make special
# (no 3, 9 or 4: in Baseball a "pair" of 10 10 K 8 3 would be three tens); a wild in use is shown
# on its own line (`wild_example`)
EXAMPLES = {
    "five_of_a_kind": "8\u2660 8\u2665 8\u2666 8\u2663 + a wild",
    "straight_flush": "10\u2665 J\u2665 Q\u2665 K\u2665 A\u2665",
    "four_of_a_kind": "K\u2660 K\u2665 K\u2666 K\u2663 7\u2660",
    "full_house": "Q\u2660 Q\u2665 Q\u2666 5\u2663 5\u2660",
    "flush": "A\u2663 J\u2663 8\u2663 6\u2663 2\u2663",
    "straight": "10\u2666 J\u2660 Q\u2665 K\u2663 A\u2660",
    "three_of_a_kind": "7\u2660 7\u2665 7\u2663 K\u2666 2\u2660",
    "two_pair": "J\u2660 J\u2665 6\u2663 6\u2666 A\u2660",
    "pair": "10\u2660 10\u2665 K\u2663 8\u2666 2\u2660",
    "high_card": "A\u2660 Q\u2665 8\u2663 6\u2666 2\u2660",
}


def wild_example(rules: Rules) -> str:
    """A wild card in use, for a game with wilds ("" without): the lowest wild rank as a king."""
    if not rules.wild_ranks:
        return ""
    rank = min(rules.wild_ranks, key="23456789TJQKA".index)
    shown = "10" if rank == "T" else rank
    return f"A wild in use: K\u2660 K\u2665 {shown}\u2666 7\u2663 2\u2660 is three kings, the {shown} a king."


def category_name(category: str) -> str:
    return category.replace("_", " ").upper()


def ranking_rows(rules: Rules) -> list[tuple[str, str]]:
    """(category, example) from the best down; five of a kind only where the game has wilds."""
    rows = []
    for category in reversed(CATEGORIES):
        if category == "five_of_a_kind" and not rules.wild_ranks:
            continue
        rows.append((category_name(category), EXAMPLES[category]))
    return rows


def ties_rule(rules: Rules) -> str:
    """How equal hands are settled in this game."""
    if rules.flow == "no_peek":
        return "A tie does not beat: to lead, a hand must be better."
    if rules.natural_beats_wild:
        return "Equal hands: a natural hand beats one that needs a wild. Exact ties split."
    if rules.wild_ranks:
        return "Wild or natural, exact ties split the pot."
    return "Exact ties split the pot."


def best_hand_line(rules: Rules) -> str:
    """The best hand there is: with wild cards five of a kind, which beats a royal flush (a
    play-test: nothing said so), by the table's name for it too (pot_result.MOMENTS: a Hold'em
    newcomer's play-test met GRAND SLAM! at the table with nothing before it saying so); a dealer's
    choice says it when any of its games has wilds."""
    wild = rules.wild_ranks or any(game.wild_ranks for game in rules.games)
    if wild:
        # (twelve words, "with wilds": Night Baseball's four's line still joins its page, howto.WORDS)
        return "GRAND SLAM: five of a kind (with wilds) beats a royal flush."
    return "No wilds: a royal flush is the best hand."


# the table's banner for a straight flush that wins a pot (pot_result.MOMENTS: the winning hand's
# category, a royal flush among them, a wild in it or not), said beside GRAND SLAM in every game: a
# Hold'em newcomer's play-test met PERFECT GAME! at the table and found it on no rules page
PERFECT_GAME = "PERFECT GAME: a pot won by a straight flush, a royal one too."


def best_hand_lines(rules: Rules) -> list[str]:
    """The best hand there is (best_hand_line), then the banner a straight flush wins (PERFECT_GAME)."""
    return [best_hand_line(rules), PERFECT_GAME]


# what a pile is, on a No Peek game's page before the page first uses the word: one sentence that
# reads whole wherever it breaks (at TEXT SIZE large "...face down: / their pile." read oddly, a
# Hold'em newcomer's play-test)
PILE_LINE = "Each player gets a pile of {cards} cards face down."
# only five cards make a hand, whatever a seat holds (a Hold'em player's play-test read Night
# Baseball's nine cards and found nothing saying how many of them count)
BEST_FIVE = "Your hand is the best five of your {cards}."
# why nine, after the pile's line (a newcomer's play-test of Night Baseball's HOW TO PLAY asked)
NINE_INNINGS = "Why 9? A card for each inning of a ball game."


def big_hands_line(rules: Rules) -> list[str]:
    """With eight wild cards or more, what wins (a newcomer saw four of a kind nearly every hand and
    their straights never come close, and felt their decisions meaningless): [] with fewer; a
    dealer's choice says it of its pots with the most."""
    wilds = max(4 * len(game.wild_ranks) for game in rules.games or (rules,))
    said = "four of a kind is common, straights rarely win."
    if wilds < 8:
        return []
    return [f"In pots with {wilds} wilds, {said}" if rules.games else f"{wilds} wilds: {said}"]


# what a house rule's short words mean, said after them where there is room for a whole sentence: a
# newcomer read Midnight's "+1 card under your pile" and knew neither where it lies nor when it is
# turned (engine.no_peek: a bonus card goes under the pile and is turned last)
MEANING = {FOUR_UNDER_PILE: ("It comes face down, the last card of your pile to turn.",)}


def _game_lines(rules: Rules) -> list[str]:
    """How the game is dealt and played, in short sentences each with its verb: a Hold'em player's
    play-test read Night Baseball's page before its guided hand and could not tell who does what
    ("after each betting round the one left of the lead does.")."""
    cards = sum(len(street) for street in rules.streets)
    if rules.flow == "no_peek":
        return [
            # a newcomer met "No Peek" as a name on Night Baseball's page, never said what it is; the
            # next read it as a family of games, not Baseball played so (no_peek_way)
            f"{no_peek_way(rules)}: nobody looks at their own cards.",
            *plain_no_peek_lines(rules),
            PILE_LINE.format(cards=rules.cards),
            *([NINE_INNINGS] if rules.cards == 9 else []),
            BEST_FIVE.format(cards="turned cards"),
            # who turns first, and next (a newcomer's play-test learned it only from the table's log),
            # and that each new lead bets with everyone (a play-test met round after round); who
            # leads said by name, what leading is, and OPENS for acting first, the log's word and
            # stud's (the next read "It leads" with nothing it could stand for, and took "leads" and
            # "opens" for two ways of acting first)
            "The player left of the dealer turns a card first. Theirs is the best hand showing: "
            "they lead, and open a round of bets.",
            "Then the player left of the lead turns, card by card.",
            # the house rule's words (rules_words.opener_line) next: each new lead bets with everyone
            opener_line(rules) + ".",
            LEAD_FOLDS,
            # a newcomer read "without a beat" (a noun) as nothing they knew: the rule as it happens
            f"{STRIKE_THREE_RULE} The hand nobody beats wins.",
        ]
    # what you are dealt, plainly, before a street is named (a Hold'em newcomer's play-test read the
    # page's first line, "two down and one up (3rd street: 3 cards each), then one up three times
    # (4th to 6th)", as jargon); then the word the log uses ("opens 4th street") with its meaning
    return [
        f"Seven-card stud: you get {_deal(rules.streets)}.",
        f"Each deal and its bets is a street, named by the cards then held: {_streets(rules.streets)}.",
        BEST_FIVE.format(cards=f"{cards} cards" if rules.fours.face_up == "none" else "cards"),
    ]


def _count(number: int) -> str:
    """ "two", "one": a count in words, never read as a rank (a newcomer read the guide's "2 cards
    down, 4 up" beside the corner's "4 UP: NOTHING" as the rule for fours)."""
    return "one" if number == 1 else RANK_NAMES.get(str(number), str(number))


def _cards(street: tuple[str, ...], first: bool) -> str:
    """ "two cards face down and one face up" (the `first`), "one face down"."""
    said = [f"{_count(len(list(cards)))} face {face}" for face, cards in groupby(street)]
    if first:
        said[0] = said[0].replace(" face", " cards face" if len(street) > 1 else " card face", 1)
    return " and ".join(said)


def _deal(streets: tuple[tuple[str, ...], ...]) -> str:
    """ "two cards face down and one face up, then three more face up one by one, then one face down":
    the deal in plain words, no street named (_streets names them)."""
    parts: list[str] = []
    for street, same in groupby(streets):
        times = len(list(same))
        if parts and times > 1 and len(street) == 1:
            parts.append(f"{_count(times)} more face {street[0]} one by one")
        else:
            parts.append(_cards(street, not parts) + (f", {_count(times)} times" if times > 1 else ""))
    return ", then ".join(parts)


def _streets(streets: tuple[tuple[str, ...], ...]) -> str:
    """ "3rd street to 7th": the streets, each named by the cards then held (a "(3 cards)" beside the
    first was parted between two lines at TEXT SIZE large)."""
    first = len(streets[0])
    last = sum(len(street) for street in streets)
    return f"{ordinal(first)} street to {ordinal(last)}"


def _stakes(rules: Rules) -> str:
    """The stakes; the raises counted per betting round in the game's own word for it: a stud's
    street, as its deal line and log name it ("raises a round" stood beside "opens 4th street")."""
    betting = rules.betting
    per = "street" if rules.flow == "stud" and not rules.games else "round"  # (a dealer's choice: both)
    return (
        f"Ante {mixed(betting.ante)}. Bet {mixed(betting.bet)}, raise {mixed(betting.raise_)}, "
        f"at most {betting.max_raises} raises a {per}."
    )


# No Peek's AUTO-CHECK button (game.felt.check_ahead): as the button reads, its A underlined there (it
# said '[A] AUTO-CHECK' beside the button's underlined A), and the keys that press it named as a
# player has them (a newcomer read "press A" and asked: the A key, or a pad's A?)
CHECK_AHEAD_RULE = "AUTO-CHECK checks for you; the A key or pad Y sets it."
DECK_SHORT = "If the deck runs short, one card turns up in the middle for everyone to use."


def tie_line(brought: bool, opens: bool) -> str:
    """Who of equal cards brings it in (`brought`) or opens (`opens`): the first clockwise from the
    dealer, never by suit (engine.stud.bring_in_seat, best_showing_seat). A play-test saw a five of
    spades bring it in over a five of clubs, read a suit order, and found nothing that said. The
    bring-in by its name, as the line before said it (rules_words.opener_line), not "brings it in"."""
    who = " or ".join(word for word, said in (("the bring-in", brought), ("who opens", opens)) if said)
    return f"A tie for {who}: first clockwise from the dealer" + (", never by suit." if brought else ".")


def length_line(rules: Rules) -> str:
    """How long a game lasts, counted in hands as the table counts them (HAND 1 OF 8): a Hold'em
    newcomer's play-test read HAND 1 OF 8 at the table and "A game lasts 8 pots" on its RULES page.
    (A pot is the money.)"""
    return f"A game lasts {rules.pots} hand{'s' if rules.pots != 1 else ''}."


def rules_lines(rules: Rules, listed: Sequence[Rules] = ()) -> list[str]:
    """The game in play, sentence by sentence, from its typed rules (rules_paragraphs, run on)."""
    return [sentence for paragraph in rules_paragraphs(rules, listed) for sentence in paragraph]


def rules_paragraphs(rules: Rules, listed: Sequence[Rules] = ()) -> list[list[str]]:
    """The game in play, in paragraphs of sentences (rules_parts, without their headings); a page of
    HOW TO PLAY turns at a paragraph where it can."""
    return [sentences for _, sentences in rules_parts(rules, listed)]


def rules_parts(rules: Rules, listed: Sequence[Rules] = ()) -> list[tuple[str, list[str]]]:
    """The game in play in headed parts of sentences, from its typed rules: how it is dealt and
    played, what is wild and the best hand, the house rules left, the betting, how a pot is won
    (a Hold'em newcomer's play-test read the RULES page as one dense block). The house rules among
    them are game.telling.rules_words's, the words the phones and a dealer's choice say too. Where
    `listed` (the games HOW TO PLAY shows) holds the game's cousin, first what it changes of it.
    Stud's words are said in plain words where first met (with_meanings)."""
    cousin = cousin_line(rules, listed)
    changed = changed_rules(rules, listed)  # a stud variant's own house rules, said first
    said = {*changed, *said_by_cousin(rules, listed)}  # (said first, not again on a later page)
    parts = _dealers_choice(rules) if rules.games else _one_game(rules, said)
    opening = [cousin] if cousin else changed
    headed = [(DIFFERS, opening), *parts] if opening else parts
    return with_meanings([(heading, sentences) for heading, sentences in headed if sentences])


# the parts' headings, what their sentences are about
DIFFERS, DEAL, PLAY, GAMES, WILD, HOUSE, BETTING, WINNING = (
    "HOW IT DIFFERS",
    "THE DEAL",
    "THE PLAY",
    "THE GAMES",
    "WILD CARDS",
    "HOUSE RULES",
    "BETTING",
    "WINNING",
)
# stud's words a Hold'em player does not know (a newcomer's play-test met "bring-in", "completes",
# the ½ figures and two equal low cards with nothing saying what they are), each said in one plain
# line after the sentence that first uses it, whatever part that is (a variant's changes first)
BRING_IN_NAMED = "(the bring-in)"
HALF = "½ means half a point."
COMPLETE = "To complete is to raise the bring-in to a full bet (the COMPLETE button)."
BRING_IN_TIE = "A tie for the bring-in"
# engine.stud.bring_in_seat: equal low cards go to the seat first clockwise from the dealer, whatever
# their suits (a play-test looked for a suit order, as some stud tables use)
TWO_LOW = "So with two 2s showing, the one nearer the dealer's left makes the bring-in."


def with_meanings(parts: list[tuple[str, list[str]]]) -> list[tuple[str, list[str]]]:
    """`parts` with each stud word's plain line after the first sentence using it: ½ and to
    complete after the bring-in's first naming, an example of a tie after the bring-in's tie rule."""
    after = {BRING_IN_NAMED: [COMPLETE], BRING_IN_TIE: [TWO_LOW]}
    out = []
    for heading, sentences in parts:
        told = []
        for sentence in sentences:
            told.append(sentence)
            for word in [word for word in after if word in sentence]:
                half = [HALF] if word == BRING_IN_NAMED and "½" in sentence else []
                told += [*half, *after.pop(word)]
        out.append((heading, told))
    return out


def _dealers_choice(rules: Rules) -> list[tuple[str, list[str]]]:
    """A dealer's choice: its games and how they come; each pot's game says the rest."""
    called = "Each pot is played by its own game's rules, said before the deal."
    # a newcomer's play-test: nothing said a Seven-Card Stud pot has no wild cards
    plain = [game.name for game in rules.games if not game.wild_ranks]
    plain_line = [f"{' and '.join(plain)} pots have no wild cards."] if plain else []
    # ...nor that its lowest face-up card starts the betting (a newcomer's play-test)
    brought = [game for game in rules.games if game.betting.first_round == "bring_in"]
    opens = {game.name: opener_line(game) for game in brought}
    bring_lines = [f"{name} pots: {line[0].lower()}{line[1:]}." for name, line in opens.items()]
    bring_lines += [tie_line(brought=True, opens=False)] if brought else []
    return [
        # (how long a game lasts with them: a part of its own was a page holding one line)
        (
            GAMES,
            [
                *(line + "." for line in house_lines(rules)),
                called,
                BEST_FIVE.format(cards="cards"),
                length_line(rules),
            ],
        ),
        # the best hand with what is wild, as a game's own page says it
        (WILD, [*plain_line, *big_hands_line(rules), *best_hand_lines(rules)]),
        (BETTING, [*bring_lines, _stakes(rules)]),
    ]


def _one_game(rules: Rules, said: set[str]) -> list[tuple[str, list[str]]]:
    """A game's rules, but the house rules `said` already (a variant's changes, first)."""
    # No Peek's way to the lead and its bets: among the game's lines, where they are played
    shown = [line for line in house_rules(rules) if rules.flow != "no_peek" or line != opener_line(rules)]
    # (a line said before takes its meaning with it: Midnight's four, in its cousin's line)
    house = [
        told for line in shown if line + "." not in said for told in (line + ".", *MEANING.get(line, ()))
    ]
    opener = opener_line(rules) + "."  # who bets first: the betting's first line, not a house rule's
    stud = rules.flow == "stud"
    brought = rules.betting.first_round == "bring_in"
    ties = "Hands still equal split the pot." if rules.natural_beats_wild else ties_rule(rules)
    return [
        (DEAL if stud else PLAY, [*_game_lines(rules), *([DECK_SHORT] if stud else [])]),
        (WILD, [*house[:1], *big_hands_line(rules), *best_hand_lines(rules)]),
        (HOUSE, [line for line in house[1:] if line != opener]),
        (
            BETTING,
            [
                *([opener] if opener in house[1:] else []),
                *([tie_line(brought, opens=True)] if stud else []),
                *([] if stud else [CHECK_AHEAD_RULE]),
                _stakes(rules),
            ],
        ),
        (WINNING, [ties, length_line(rules)]),
    ]
