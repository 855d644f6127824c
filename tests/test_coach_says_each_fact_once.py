"""The coach's whys after its figure say each fact once, a few of them, the line's meaning first, and
no count ends a line of the panel away from what it counts (issue 31). After the short lines were
said in full (game.felt.coach_lines), a cycle ran to eight sentences at 2.5 s each (a newcomer at a
decision reads two or three), "3 PLAYERS CAN TURN 6 CARDS" was followed by "OTHERS HAVE 6 CARDS TO
TURN", the same fact twice, and "OTHERS HAVE 18" stood on the panel over "CARDS TO TURN"."""

from __future__ import annotations

import re

import pytest
from test_coach_lines_said_in_full import decisions

from game.felt.coach import AGAINST, ONLY_FOLDS
from game.felt.coach_lines import MOST_PAGES, meaning, with_meaning
from game.felt.coach_why import others_to_turn, panel_lines

# a count and what it counts, within the next three words: "6 OF THEIR CARDS" and "THEIR 6 DOWN
# CARDS" both count 6 cards
COUNTED = re.compile(r"\b(\d+) (?:\S+ ){0,2}?(WILD CARD|WILD|CARD|PILE|PLAYER)S?\b")
# a rival's hand, by whose it is ("CASEY NOW SHOWS A FLUSH", "CASEY SHOWS FLUSH, K HIGH")
SHOWS = re.compile(r"(\S+) (?:NOW )?SHOWS (?!MORE NOW)")
# ways out said together that cannot both hold: a 0% wins only by folds, not by luck
EITHER = {ONLY_FOLDS, "YOU NEED LUCK TO PASS"}


def facts(page: str) -> set[str]:
    """What a page says, as this test tells it apart: its counts of things, whose hand it shows."""
    said = {f"{count} {noun}" for count, noun in COUNTED.findall(page)}
    said |= {f"{whose} SHOWS" for whose in SHOWS.findall(page)}
    return said | ({"HOW YOU WIN"} if page in EITHER else set())


def test_the_briefs_spot_says_the_others_cards_once():
    """Your pile empty, the line "3 CAN TURN 6": its meaning says the others' 6 cards, and the why
    saying them again in other words gives way."""
    said = with_meaning(["3 CAN TURN 6"], [others_to_turn(6), "5 WILD CARDS NOT SEEN YET"])
    assert said[0] == "3 PLAYERS CAN TURN 6 CARDS"
    assert others_to_turn(6) not in said and "5 WILD CARDS NOT SEEN YET" in said
    assert meaning("1 CAN TURN 1")[0] == "1 PLAYER CAN TURN 1 CARD"


def test_a_count_stays_on_the_line_of_what_it_counts():
    """ "OTHERS HAVE 18" over "CARDS TO TURN" (the old wording, 14 letters to the count): the
    panel's wrap keeps a count with its word, and the sentence is reworded to fit two lines."""
    assert panel_lines("OTHERS HAVE 18 CARDS TO TURN")[0] == "OTHERS HAVE"
    assert [row.split()[-1] for row in panel_lines(others_to_turn(18))] == ["CAN", "CARDS"]


@pytest.mark.parametrize(
    ("profile", "seed"),
    [
        *((game, seed) for game in ("baseball", "night-baseball", "midnight-baseball") for seed in (1, 2, 3)),
        *(("seven-card-stud", seed) for seed in (1, 3)),
    ],
)
def test_each_fact_once_a_few_pages_no_count_parted(profile, seed):
    decided = 0
    for coach in decisions(profile, seed):
        if coach.chance is None:
            continue
        coach.introduction()  # (the first figure at a table says what it is counted against, first)
        why = coach.why
        assert len(why) <= MOST_PAGES, why
        assert len(set(why)) == len(why), why
        told: dict[str, str] = {}
        for page in why:
            for fact in facts(page):
                assert fact not in told, (fact, told[fact], page, why)
                told[fact] = page
            # (a sentence's own last word may be a rank: "CASEY SHOWS" over "STRAIGHT TO 8")
            ends = [row.split()[-1] for row in panel_lines(page)[:-1]]
            assert not any(end.isdigit() for end in ends), (page, panel_lines(page))
        line = coach.words()[0].partition("\n")[2]
        firsts = [page for page in why if page not in (AGAINST, ONLY_FOLDS)]
        if meaning(line) and ONLY_FOLDS not in why:  # (a 0%'s only folds say how, not luck)
            assert firsts[0] == meaning(line)[0], (line, why)  # the line said first
        decided += 1
    assert decided >= 2
