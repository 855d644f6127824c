"""Every short line the coach can put under its figure, said in full on the why's pages that follow
it (game.felt.coach): a newcomer's play-test read "THEIR 2 DOWN", "3 PILES TO GO" and "8% TO WIN"
beside kings full as riddles. The line stays short (the panel has a line of COLUMNS under the
figure); its meaning comes first among the pages, each a plain sentence whole on the panel's
LINES lines (coach_why.fits), so nothing is read half-way.

MEANINGS holds one entry a form of line: its pattern and the pages saying it, the pattern's groups
filled in. tests/test_coach_lines_said_in_full.py makes every line of the coach's producers (and of
seeded deals) find its entry: a new line without one fails there.

The pages go round after the figure, PAGE_SECONDS each: each fact is said once (SAME_FACT: "3 PLAYERS
CAN TURN 6 CARDS" was followed by "OTHERS HAVE 6 CARDS TO TURN"), and at most MOST_PAGES of them, the
most useful first (a cycle of eight took 20 s, and a newcomer at a decision reads two or three);
tests/test_coach_says_each_fact_once.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from game.felt.coach_why import FULL, LEADS_FOR_NOW, NOBODY_SEES_YOUR_PILE, SHORT, others_to_turn

Pages = Callable[[re.Match[str]], list[str]]
# a hand's name alone under the figure, where "YOU: ..." does not fit (coach.reasons)
HAND_NAMES = "|".join(re.escape(name) for name in {*SHORT.values(), *FULL.values(), "ROYAL FLUSH", "ROYAL"})


def cards(count: str, noun: str = "CARD") -> str:
    """ "1 CARD", "6 CARDS"."""
    return f"{count} {noun}{'' if count == '1' else 'S'}"


COUNTED = "ALL COUNTED IN THE FIGURE"
MEANINGS: list[tuple[str, Pages]] = [
    # stud, your cards beat what shows: what the others hide (hidden_line)
    (
        r"THEIR (\d+) DOWN",
        lambda m: [
            f"{m[1]} OF THEIR CARDS {'IS' if m[1] == '1' else 'ARE'} DOWN",
            "ANY OF THEM MAY BEAT YOU",
            COUNTED,
        ],
    ),
    (
        r"(\d+) MORE TO COME",
        lambda m: [f"{m[1]} MORE {'CARD COMES' if m[1] == '1' else 'CARDS COME'} TO EACH", COUNTED],
    ),
    # No Peek, your row leads: what may still pass it (piles_line, still_to_turn, danger_line)
    (
        r"(\d+) MAY BEAT YOU",
        lambda m: [
            LEADS_FOR_NOW,
            f"{cards(m[1], 'PILE')} STILL FACE DOWN",
            "ANY OF THEM MAY BEAT YOU",
        ],
    ),
    (
        r"(\d+) CAN TURN (\d+)",
        lambda m: [
            f"{cards(m[1], 'PLAYER')} CAN TURN {cards(m[2])}",
            "YOUR PILE IS DONE",
            "ANY OF THEIRS MAY BEAT YOU",
        ],
    ),
    (
        r"(.+): (\d+) WILDS?",
        lambda m: [f"{cards(m[2], 'WILD')} FACE UP FOR {m[1]}", "A WILD IS ANY CARD IT NEEDS"],
    ),
    (r"(.+) IMPROVED", lambda m: [f"{m[1]} SHOWS MORE NOW", "THEIR DOWN CARDS MAY HELP"]),
    (r"THEY: (\d+) LEFT", lambda m: [LEADS_FOR_NOW, others_to_turn(int(m[1]))]),
    (r"(.+): (\d+) LEFT", lambda m: [LEADS_FOR_NOW, f"{m[1]} CAN TURN {cards(m[2])}"]),
    (r"YOU LEAD", lambda m: ["YOUR ROW LEADS", "NO ONE HAS CARDS TO TURN"]),
    # No Peek, behind the lead: your own pile (coach.reasons, coach_why.unseen_pile)
    (r"YOUR (\d+) UNSEEN", lambda m: [NOBODY_SEES_YOUR_PILE]),
    (
        r"(\d+) (?:LEFT|YET) TO TURN",
        lambda m: [f"YOUR PILE HAS {m[1]} TO TURN", "TURN UNTIL YOU BEAT THE LEAD"],
    ),
    # a hand showing beats yours (behind, helping_line): the why after says whose, as it shows
    (r".+ IS AHEAD|BEHIND .+|YOU ARE BEHIND", lambda m: ["YOU NEED LUCK TO PASS"]),
    (r"(\d+) (?:CARDS? )?HELPS?", lambda m: [f"{cards(m[1])} YOU CAN'T SEE", "WOULD PASS THE HAND SHOWING"]),
    # what changed since the last figure (coach_change)
    (r"(.+) DIDN'T HELP|ACE: NO HELP|NO HELP CAME", lambda m: ["YOUR NEW CARD DID NOT HELP"]),
    (r"STILL BEHIND", lambda m: ["YOU DID NOT TAKE THE LEAD"]),
    (r"(.+) FOLDED", lambda m: [f"{m[1]} FOLDED", "ONE HAND FEWER TO BEAT"]),
    (r"(.+) (?:IS|ARE) OUT", lambda m: [f"{m[1]} STRUCK OUT", "ONE HAND FEWER TO BEAT"]),
    (r"NOW (.+)|YOU MADE (.+)|STRAIGHT FLUSH", lambda m: ["YOUR HAND GOT BETTER"]),
    # your hand by name (coach.reasons)
    (rf"YOU: (.+)|({HAND_NAMES})", lambda m: [f"{m[1] or m[2]} IS YOUR HAND", "DOWN CARDS COUNTED TOO"]),
    # a rival's showing hand got better than yours (coach_change.rival_line)
    (r"(.+?) (?:SHOWS|HAS) (.+)", lambda m: [f"{m[1]} NOW SHOWS {m[2]}", "THAT BEATS YOUR HAND"]),
    (r"(.+): (.+)", lambda m: [f"{m[1]} NOW SHOWS {m[2]}", "THAT BEATS YOUR HAND"]),
    # facing a bet, the second line is the price (coach.need_words)
    (r"CALL NEEDS (.+)", lambda m: [f"A CALL PAYS AT {m[1]} OR MORE"]),
]


def meaning(line: str) -> list[str]:
    """The pages saying `line` in full; [] for a line with no entry in MEANINGS."""
    for pattern, pages in MEANINGS:
        if found := re.fullmatch(pattern, line):
            return pages(found)
    return []


MOST_PAGES = 5  # the whys after the figure, 2.5 s each: a newcomer at a decision reads two or three
# pages saying one fact in other words (the line's meaning and the whys come from different places):
# the first said stays. A named group keys the fact by whose it is ("CASEY NOW SHOWS A FLUSH" and
# "CASEY SHOWS FLUSH, K HIGH" are one; Babe's hand is another).
SAME_FACT = [
    re.compile(pattern)
    for pattern in (
        # the others' cards still to turn (No Peek)
        r".+ CAN TURN \d+ CARDS?|\d+ PILES? STILL FACE DOWN",
        # the cards still to come to you (stud)
        r"\d+ MORE CARDS? COMES? TO EACH|(?:EARLY: )?\d+ CARDS? STILL TO COME",
        # the others' down cards (stud)
        r"\d+ OF THEIR CARDS (?:IS|ARE) DOWN|THEIR (?:\d+ )?DOWN CARDS? MAY HELP",
        # how you may still win, behind
        r"YOU WIN ONLY IF THEY FOLD|YOU NEED LUCK TO PASS",
        # a rival's hand showing
        r"(?P<whose>.+?) (?:NOW )?SHOWS (?!MORE NOW).+",
    )
]


def fact(page: str) -> str:
    """What `page` says, the same for pages saying one fact (SAME_FACT), else the page itself."""
    for number, same in enumerate(SAME_FACT):
        if found := same.fullmatch(page):
            return f"{number}:{found.groupdict().get('whose', '')}"
    return page


def with_meaning(lines: Sequence[str], why: Sequence[str], first: Sequence[str] = ()) -> list[str]:
    """The pages after the figure: `first`, then the meanings of `lines` (the line under it, and
    facing a bet the one the price took the place of), then the why's pages `why`, each fact said
    once (the first saying of it kept), at most MOST_PAGES."""
    said: dict[str, str] = {}
    for page in [*first, *(page for line in lines if line for page in meaning(line)), *why]:
        said.setdefault(fact(page), page)
    return list(said.values())[:MOST_PAGES]
