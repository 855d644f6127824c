"""Why the coach's figure is what it is, in words a newcomer reads (a play-test: "28% THREE KIND"
gave a number and a hand but no reason), from what the seat must beat and with which unseen cards
(engine.bots.to_beat, from the seat's own view, as the figure is). Each page is one plain sentence,
whole on the coach's panel (at most `LINES` lines of `COLUMNS`): a newcomer's play-test read the
pages only half-way when a sentence ran over two of them ("YOU BEAT EVERY" / "HAND SHOWING"), and
"12 CARDS LEFT" did not say which cards:

- your cards, hidden ones too, beat every hand showing, and no more than that ("Q HIGH BEATS WHAT
  THEY SHOW": a newcomer's play-test read "YOU BEAT EVERY HAND SHOWING" beside their lowest upcard
  as false, another "YOU HOLD MORE THAN THEY SHOW" as vague, and a Hold'em player "YOU'D WIN ON WHAT
  THEY SHOW" beside queen high, 4 cards to come, as winning), how early it is ("EARLY: 4 CARDS STILL
  TO COME") and what the others still hide ("THEIR 6 DOWN CARDS MAY HELP"); in No Peek, with your row leading, what they have left to turn
  ("OTHERS CAN TURN 12 CARDS": a newcomer read "0% YOU LEAD" as a riddle);
- else the best hand showing against you, by its seat, named as the seat names it ("BABE SHOWS
  THREE K'S", "CASEY SHOWS WILD 9 = A"; in No Peek the row to beat), and, while cards are still to come
  to you, how many of the cards you have not seen would beat it by themselves, of how many, and
  which ("OF 40 UNSEEN, 8 BEAT BABE", "ANY 3 OR 9 BEATS BABE", "THOSE 9 ARE HEARTS"), or that no
  one card would: it takes two or more ("TAKES 2+ CARDS TO BEAT BABE"), or with one to come it
  cannot ("NO ONE CARD BEATS BABE"); in No Peek then what the others still have to turn once you
  take the lead ("OTHERS CAN TURN 18 CARDS": a newcomer read "OF 51 UNSEEN, 48 BEAT YOGI" beside
  28% as a sure thing, the others' piles making the figure).

The coach shows them in turn after its figure (game.felt.coach).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.bots.to_beat import Why
from engine.cards import RANK_NAMES, Card
from game.platform.text import KEEP, wrap
from game.telling.event_words import rank_words
from game.telling.hand_forms import in_capitals
from game.telling.hand_words import form_ladder

COLUMNS = 14  # the coach's panel: body text clear of your seat (game.felt.coach)
LINES = 2  # ...and its lines, the game's information over it (game.felt.game_quirk)
# a category with its article, as a rival's page says it; then short, where that would not fit
FULL = {
    "high_card": "A HIGH CARD",
    "pair": "A PAIR",
    "two_pair": "TWO PAIR",
    "three_of_a_kind": "THREE OF A KIND",
    "straight": "A STRAIGHT",
    "flush": "A FLUSH",
    "full_house": "A FULL HOUSE",
    "four_of_a_kind": "FOUR OF A KIND",
    "straight_flush": "A STRAIGHT FLUSH",
    "five_of_a_kind": "FIVE OF A KIND",
}
SHORT = {
    "high_card": "HIGH CARD",
    "pair": "PAIR",
    "two_pair": "TWO PAIR",
    "three_of_a_kind": "3 OF A KIND",
    "straight": "STRAIGHT",
    "flush": "FLUSH",
    "full_house": "FULL HOUSE",
    "four_of_a_kind": "4 OF A KIND",
    "straight_flush": "STR FLUSH",
    "five_of_a_kind": "5 OF A KIND",
}
# your hand, hidden cards too, beats every hand showing: that and no more (a newcomer's play-test read
# "YOU'D WIN ON WHAT THEY SHOW" beside their queen high, 4 cards to come, as "you are winning"),
# your hand named where it fits ("Q HIGH BEATS WHAT THEY SHOW")
AHEAD_OF_SHOWING = "{} BEATS WHAT THEY SHOW"
AHEAD_UNNAMED = "YOU BEAT WHAT THEY SHOW"
EARLY = 3  # cards still to come to you from which the hand is said to be early yet
SUIT_PLURALS = {"s": "SPADES", "h": "HEARTS", "d": "DIAMONDS", "c": "CLUBS"}


# a count and the word after it, which the panel never parts: "OTHERS HAVE 18" over "CARDS TO TURN"
# read as a count of nothing (issue 31)
COUNT = re.compile(r"(?<![\w'])(\d+\+?) (?=\S)")


def panel_lines(words: str) -> list[str]:
    """`words` in the panel's lines of COLUMNS, each count on the line of the word it counts (KEEP,
    drawn as a space)."""
    return wrap(COUNT.sub(rf"\1{KEEP}", words), COLUMNS)


def fits(sentence: str) -> bool:
    """Whether `sentence` reads whole on the panel: at most LINES lines of COLUMNS, no word cut."""
    return len(panel_lines(sentence)) <= LINES and all(len(word) <= COLUMNS for word in sentence.split())


def first_fitting(*sentences: str) -> str:
    """The first of `sentences` that fits the panel (the last, a short one, always does)."""
    return next((sentence for sentence in sentences if fits(sentence)), sentences[-1])


def pages(
    reason: Why,
    names: Sequence[str],
    shown: str = "",
    mine: Sequence[str] = (),
    to_come: int = 0,
    wilds: int = 0,
    category: str = "",
) -> list[str]:
    """The reason's sentences for the coach's panel, a page each; `names`: the seats' names,
    `shown`: what the rival shows, as its seat says it (game.telling.wild_reason.showing_words),
    `mine`: your hand's names, fullest first (own_hands), `to_come`: the cards still to come to you
    (dealt, or in No Peek left to turn), `wilds`: the wild cards you have not seen, `category`: your
    best hand's."""
    if reason.ahead and reason.to_turn:  # No Peek: your row leads (the figure says so); why it may
        # still lose (a newcomer's play-test read "0% YOU LEAD" with no reason beside it), the wild
        # cards among them too (a Hold'em newcomer's full house led at 1%, 3s and 9s wild)
        # ...the lead said first, as now only (a Hold'em newcomer's Midnight play-test read "YOU
        # LEAD" in the centre beside "4% TO WIN" as one of them wrong: both were true)
        return [LEADS_FOR_NOW, others_to_turn(reason.to_turn), *wilds_pages(wilds, category)]
    if reason.ahead:  # (and why it may still lose: the cards to come, what they hold face down, which
        # a low figure comes from: a play-test read "0%" beside three kings as the coach peeking)
        hidden = [hidden_page(reason.hidden)] if reason.hidden else []
        return [ahead_sentence(mine), *coming_sentence(to_come), *hidden, *wilds_pages(wilds, category)]
    if reason.rival is None:
        return []
    name = names[reason.rival].upper()
    said = [rival_sentence(name, reason.category, shown)]
    if reason.coming and reason.outs:
        said += outs_pages(reason.outs, reason.ranks, name, reason.unseen)
    elif reason.coming:
        said.append(no_one_card(name, to_come))
    # No Peek: the others' cards still to turn once you lead (an outs count alone read as a sure win)
    return [*said, *([others_to_turn(reason.to_turn)] if reason.to_turn else [])]


# No Peek: what the figure is counted on, said last among its whys; and, your pile still wholly face
# down, what moves it. A newcomer's play-test read "40% TO WIN" held over four decisions as the lead
# passed from three K's to a straight to 10's full (and 35% held as a pair of K's took the lead) as
# the coach stuck: the figure is your chance once every card is turned, which a lead now barely moves
# (an independent play-out of those spots, 20,000 deals each, agreed with it to a point)
COUNTED_AT_THE_END = "COUNTED ON ALL CARDS TURNED"
MOVES_AS_YOU_TURN = "IT MOVES AS YOU TURN"
# ...and first, why a new lead leaves it where it was: your pile is as unknown to you as to everyone
# (a newcomer's Night play-test read 25% held from Eight high to a straight to 8 as maybe stale: it
# was each spot's own estimate, the coach's figure equal to a fresh one at every decision of seeded
# pots, tests/test_coach_says_your_pile_is_unseen.py)
NOBODY_SEES_YOUR_PILE = "NOBODY HAS SEEN YOUR PILE"
# No Peek, your row leading at a figure the others' piles make: the lead is now's, the figure the end's
LEADS_FOR_NOW = "YOUR ROW LEADS FOR NOW"


def no_peek_ends(unturned: bool) -> list[str]:
    """The last of No Peek's whys: what the figure is counted on, and with your pile `unturned`,
    that nobody has seen it and what moves it."""
    if unturned:
        return [NOBODY_SEES_YOUR_PILE, COUNTED_AT_THE_END, MOVES_AS_YOU_TURN]
    return [COUNTED_AT_THE_END]


def unseen_pile(left: int) -> str:
    """Under the figure while your No Peek pile is wholly face down and another row leads: its cards,
    which nobody has seen ("YOUR 9 UNSEEN"): what the figure is counted on, whatever the lead. A
    newcomer's play-test read 25% over "9 LEFT TO TURN" held from Eight high to a straight to 8, and
    30% and 15% held as the lead passed, and could not tell real numbers from stale ones: they were
    real (a lead beats showing cards, and yours still show none: your pile may beat any of them)."""
    return f"YOUR {left} UNSEEN"


def others_to_turn(cards: int) -> str:
    """ "OTHERS CAN TURN 12 CARDS", said as the line "3 CAN TURN 12" is (still_to_turn), its count on
    the line of its cards ("OTHERS HAVE 18" over "CARDS TO TURN" parted them)."""
    return f"OTHERS CAN TURN {plural(cards, 'CARD')}"


# hands a newcomer expects to win with, and which wilds beat easily (said so under wilds_pages)
MADE_HANDS = ("straight", "flush", "full_house")


def wilds_pages(wilds: int, category: str) -> list[str]:
    """Why your leading hand may still lose to the `wilds` you have not seen: they, and what they
    make that beats your hand's `category` ("WILDS MAKE FOUR OF A KIND", "IT BEATS A FULL HOUSE":
    in words, so that no count ends a line of the panel away from its hand, "WILDS MAKE 4" over "OR 5
    OF A KIND"). A newcomer's play-test read "8% TO WIN" beside their kings full, 8 wilds unseen, as
    the coach wrong: it was right (nine-card piles, 3s and 9s wild, make four or five of a kind
    almost one time in two, and four piles to turn; tests/test_coach_says_why_wilds_beat_you.py
    plays such a spot out)."""
    if not wilds:
        return []
    if category in ("four_of_a_kind", "straight_flush"):
        return [unseen_wilds(wilds), "WILDS MAKE FIVE OF A KIND"]
    if category not in MADE_HANDS:  # (a lower hand needs no wilds to be beaten: saying so is noise)
        return [unseen_wilds(wilds)]
    return [unseen_wilds(wilds), "WILDS MAKE FOUR OF A KIND", f"IT BEATS {FULL[category]}"]


def unseen_wilds(wilds: int) -> str:
    """ "8 WILD CARDS NOT SEEN YET": any of them may be in the piles still to turn."""
    return f"{plural(wilds, 'WILD CARD')} NOT SEEN YET"


def piles_line(piles: int) -> str:
    """Why the figure is low while your No Peek row leads, in a line: the `piles` still to turn
    behind it, each on the table face down, any of which may beat it ("5 MAY BEAT YOU"; their cards
    and the wilds not seen yet on the why's pages). A Hold'em newcomer's play-test read "1% TO WIN"
    over "THEY: 8 LEFT" beside their leading full house as the coach broken, another "THEY TURN 14"
    as a riddle, "THEY CAN PASS" with pass as a poker word (a check), and the next "6% TO WIN" over
    "LEAD NOT SAFE" beside a leading full house as unexplained: the figure was right (five piles of
    seven in Night Baseball, its wilds among them, beat a low full house 93 times in 100, played
    out), the line said the lead could fall but not to what. ("5 PILES TO TURN" is a letter too
    many for the line; "3 PILES TO GO" read as a riddle still, to a Hold'em newcomer: said as what
    they may do, "3 MAY BEAT YOU", a count of players as a Hold'em player counts them.)"""
    return f"{piles} MAY BEAT YOU"


def hidden_line(hidden: int) -> str:
    """Why the figure is low while your cards beat every hand showing (stud), in a line: the others'
    `hidden` cards, theirs and counted ("THEIR 6 DOWN": their down cards, dealt face down), the
    first words of the why's page that follows (hidden_page). A Hold'em newcomer's play-test of the
    guided stud read "HIDDEN CARDS" as unclear: whose (yours are face down too), and how many? Bare
    counts read as riddles before ("3 HIDDEN EACH", "THEY HIDE 2", "2 FACE DOWN": whose?, "2 IN THE
    HOLE"): the count is every card the others still in hold face down, said as theirs, in a line
    at any table size ("THEIR 21 HIDDEN", 7 rivals, is a letter too many). No Peek's piles are
    said by piles_line and still_to_turn: this line is stud's."""
    return f"THEIR {hidden} DOWN"


def still_to_turn(players: int, cards: int) -> str:
    """Why the figure is low while your No Peek row leads and your own pile is empty (you cannot
    improve: only the others' cards still to turn can beat you), in a line: how many of them still
    turn, and how many cards ("3 CAN TURN 16"). A Hold'em newcomer's Night Baseball play-test read
    "<1% TO WIN" over "YOGI: 2 WILDS" beside their leading full house and could not see why: three
    players had sixteen cards to turn between them, wilds among them. ("3 STILL TO TURN: 16 CARDS"
    is two lines too many for the panel, whose corner keeps it to two.)"""
    return f"{players} CAN TURN {cards}"


def hidden_page(hidden: int) -> str:
    """ "THEIR 6 DOWN CARDS MAY HELP" (them: what they show, with those, may beat yours), whole on
    the panel's two lines ("...COULD BEAT YOU" is a third, and "WIN" stays off the pages where
    your cards beat what shows: a play-test read "YOU'D WIN ON WHAT THEY SHOW" as winning), the
    hidden line's words first."""
    return f"{hidden_line(hidden)} {'CARD' if hidden == 1 else 'CARDS'} MAY HELP"


def helping_line(outs: int, to_come: int) -> str:
    """Why the figure is high while a hand showing beats yours (stud), in a line: the cards you have
    not seen that would beat it by themselves ("18 CARDS HELP"), else the cards still to come to
    you ("3 MORE TO COME"); "" with neither."""
    if outs:
        return first_short(f"{plural(outs, 'CARD')} {'HELPS' if outs == 1 else 'HELP'}", f"{outs} HELP")
    return f"{to_come} MORE TO COME" if to_come else ""


def first_short(*lines: str) -> str:
    """The first of `lines` that fits a line of the panel (the last, a short one, always does)."""
    return next((line for line in lines if len(line) <= COLUMNS), lines[-1])


def ahead_sentence(mine: Sequence[str]) -> str:
    """Your hand beats every hand showing, named as fully as fits: "Q HIGH BEATS WHAT THEY SHOW"
    (what shows and no more), else "YOU BEAT WHAT THEY SHOW"."""
    return first_fitting(*(AHEAD_OF_SHOWING.format(hand) for hand in mine), AHEAD_UNNAMED)


def coming_sentence(to_come: int) -> list[str]:
    """How early it is, while cards are still to come to you: "EARLY: 4 CARDS STILL TO COME" from
    EARLY of them, "2 CARDS STILL TO COME", none after the last."""
    if not to_come:
        return []
    return [f"{'EARLY: ' if to_come >= EARLY else ''}{plural(to_come, 'CARD')} STILL TO COME"]


def no_one_card(name: str, to_come: int) -> str:
    """No card you have not seen beats the `name`d rival's hand by itself: with more than one still
    to come to you, that it takes two or more ("TAKES 2+ CARDS TO BEAT YOGI": a newcomer read "NO
    ONE CARD BEATS YOGI" beside their 8 cards to turn as no hope); with one, that it cannot."""
    if to_come > 1:
        return first_fitting(f"TAKES 2+ CARDS TO BEAT {name}", "TAKES 2+ CARDS TO BEAT IT")
    return first_fitting(f"NO ONE CARD BEATS {name}", "NO ONE CARD BEATS IT")


def behind(reason: Why, names: Sequence[str], piles: int = 0) -> str:
    """Why a figure under 1% is so low, in one line of COLUMNS for the line under it: a newcomer's
    play-test read "0% YOU LEAD" beside their three jacks as a contradiction (a first why saying so
    went unseen), and "<1% HIGH CARD" with no reason. Your No Peek row leads: the `piles` still to
    turn that may beat it (piles_line, "5 MAY BEAT YOU"); your cards beat what shows, but a rival has
    cards face down: those (hidden_line, "THEIR 6 DOWN"), the words of the line over a low figure (a
    Hold'em newcomer misread "TILL THEY TURN" and "THEY HIDE MORE"); else who is ahead ("CASEY IS
    AHEAD", a long name "BEHIND BARTHOLOMEW", else "YOU ARE BEHIND"); "" when nothing is shown to beat."""
    if reason.ahead:
        return piles_line(piles) if reason.to_turn else hidden_line(reason.hidden) if reason.hidden else ""
    if reason.rival is None:
        return ""
    name = names[reason.rival].upper()
    sayings = (f"{name} IS AHEAD", f"BEHIND {name}", "YOU ARE BEHIND")
    return next(saying for saying in sayings if len(saying) <= COLUMNS or saying == sayings[-1])


def rival_sentence(name: str, category: str, shown: str = "") -> str:
    """What the rival shows: its hand named as its seat names it (`shown`, in the table's short
    form, game.telling.hand_words: "CASEY SHOWS WILD 9 = A", "BABE SHOWS PAIR OF K'S"; a newcomer's
    play-test read "CASEY SHOWS A HIGH CARD" beside Casey's "Ace, 9 wild"), else its category
    ("BABE SHOWS A FULL HOUSE", "BARTHOLOMEW SHOWS 3 OF A KIND"), else a long name leaves itself out
    ("A FULL HOUSE BEATS YOURS")."""
    hands = rival_hands(category, shown)
    return first_fitting(
        *(f"{name} SHOWS {hand}" for hand in hands),
        *(f"{hand} BEATS YOURS" for hand in hands),
        "A HAND SHOWING BEATS YOURS",
    )


def rival_hands(category: str, shown: str = "") -> list[str]:
    """A rival's showing hand, fullest first: as its seat says it and narrower, its ranks kept as
    long as a form has them (`shown`, the engine's words: "Three sevens", said "THREE 7'S", "3 7'S"),
    then by its category ("A FULL HOUSE", "FULL HOUSE", "3 OF A KIND"), never abbreviated (`spelled`:
    not "STR TO A")."""
    named = [in_capitals(form) for form in form_ladder(shown)[1:]] if shown else []
    full = FULL.get(category, category.upper())
    bare = full.removeprefix("A ")  # ("SATCHEL SHOWS" / "STRAIGHT FLUSH" where the article would not fit)
    return list(dict.fromkeys(spelled([*named, full, bare, SHORT.get(category, category.upper())])))


# the table's abbreviated forms of a hand (hand_words' narrowest: "STR TO A"), which a seat says only
# where its line forces them ("3 K'S", "4 7'S" are the hand's own words in figures, said as a player
# says them: a Hold'em newcomer's play-test read TRIPS, 3 OF A KIND and "Three A's" on one screen)
ABBREVIATED = ("STR ",)


def spelled(hands: Sequence[str]) -> list[str]:
    """`hands` without the table's abbreviated forms (ABBREVIATED): a sentence on the coach's panel
    has room for the word (a Hold'em newcomer reads "STR" cold as nothing), and a hand named other
    than as its seat names it is two names for one hand (a Hold'em newcomer read "BABE: TRIP K'S"
    beside Babe's "Three K's"): the category's own name follows where the hand's does not fit."""
    return [hand for hand in hands if not hand.startswith(ABBREVIATED)]


def outs_pages(outs: Sequence[Card], ranks: Sequence[str], rival: str, unseen: int) -> list[str]:
    """Which of the `unseen` cards you have not seen would beat the `rival`'s hand by itself, each
    page a sentence a newcomer reads at a glance: how many of how many ("OF 40 UNSEEN, 18 BEAT
    CASEY"), then which, where they are all of one suit ("THOSE 9 ARE HEARTS") or every card of
    some ranks ("ANY 3, 9 OR KING BEATS CASEY", the ranks as the cards print them where the names
    do not fit). A play-test read "19 CARDS LEFT BEAT YOGI" and "10 BEAT CASEY: ANY 3, 9 OR A" (10
    what?), "8 CARDS LEFT" beside a No Peek pile's "6 LEFT" as the newcomer's own pile, and a
    newcomer read "18 CARDS WOULD BEAT CASEY" beside their 4 cards to turn so too: the count says
    it is of the cards unseen, everywhere. Whose hand they beat is said (a play-test read "20 CARDS
    LEFT WOULD BEAT IT" and asked: beat what?), else THAT HAND."""
    suits = {card.suit for card in outs}
    one_suit = len(suits) == 1 and len(outs) > 1 and not ranks  # (which ranks says more)
    count = f"OF {unseen} UNSEEN, {len(outs)} {'BEATS' if len(outs) == 1 else 'BEAT'}"
    said = [first_fitting(*(f"{count} {beaten}" for beaten in (rival, "THAT HAND", "IT")))]
    if one_suit:
        said.append(f"THOSE {len(outs)} ARE {SUIT_PLURALS[suits.pop()]}")
    if ranks:
        named = listed([RANK_NAMES[rank].upper() if rank in "JQKA" else rank_words(rank) for rank in ranks])
        figures = listed([rank_words(rank) for rank in ranks])
        beats = [
            f"ANY {each} BEATS {beaten}" for beaten in (rival, "THAT HAND", "IT") for each in (named, figures)
        ]
        said += [sentence for sentence in beats if fits(sentence)][:1]  # (too many ranks: the count alone)
    return said


def listed(words: Sequence[str]) -> str:
    """ "3", "3 OR 9", "3, 9 OR 7"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " OR " + words[-1]


def plural(count: int, noun: str) -> str:
    """ "1 CARD", "12 CARDS"."""
    return f"{count} {noun}{'' if count == 1 else 'S'}"
