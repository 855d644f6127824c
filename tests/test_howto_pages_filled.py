"""HOW TO PLAY's pages at both TEXT SIZEs are filled evenly, and a No Peek cousin says first what it
changes. A Hold'em newcomer's play-test at TEXT SIZE large read Night and Midnight Baseball's page 2
holding two lines (each page had been filled in turn, the last taking all it held) and met Midnight's
one difference from Night on page 3; Baseball's page opened on "3rd street" and "4th to 6th"."""

from __future__ import annotations

import itertools

import pytest

from game.screens.scenes.howto import WORDS, HowToScene, even_pages, layout
from game.telling.cousin_words import changed_rules, cousin, no_peek_changes
from game.telling.glossary import glossary
from game.telling.hand_chart import PERFECT_GAME, rules_lines, rules_paragraphs
from game.telling.rules_words import FOUR_UNDER_PILE, plain_cousin


def howto_at(app, size: str) -> HowToScene:
    app.settings.text_size = size
    return HowToScene(app)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_no_page_of_a_paragraph_is_less_than_a_third_as_full_as_its_fullest(app, size):
    """(A paragraph too long for one page is parted evenly: a page of one line after a full one
    reads as a slip.)"""
    howto = howto_at(app, size)
    for index, entry in enumerate(howto.entries):
        howto.index = index
        listed = [game.rules for game in howto.entries if game.rules is not None]
        paragraphs = [" ".join(paragraph) for paragraph in rules_paragraphs(entry.rules, listed)]
        pages = [[line for line, _ in page if line] for page in howto.pages()[:-1]]
        for paragraph in paragraphs:  # its pages: those whose words are in it
            own = [page for page in pages if " ".join(page) in paragraph]
            fullest = max((len(page) for page in own), default=0)  # (none: joined to a neighbour's)
            assert all(3 * len(page) >= fullest for page in own), (entry.id, size, [len(p) for p in own])


def test_pages_are_as_few_as_hold_the_sentences_and_even():
    # filled in turn, Night Baseball's at large once took 15 lines, then 3, then 11
    assert even_pages([1, 2, 2, 3, 2, 2, 3, 2, 2, 2, 2, 2, 2, 2], room=15) == [(0, 7), (7, 14)]
    assert even_pages([4, 4, 4], room=15) == [(0, 3)]
    assert even_pages([2, 2, 2, 2], room=7) == [(0, 2), (2, 4)]  # 4 and 4, not 6 and 2
    assert even_pages([20, 2], room=15) == [(0, 1), (1, 2)]  # a long one alone on its page


def test_night_baseballs_pages_at_large_hold_one_paragraph_each(app):
    """How it is dealt and played, over pages of its own; what is wild, then the best hand with its
    banner and PERFECT GAME's (ten lines at large, more than a page holds) on the page after it."""
    howto = howto_at(app, "large")
    howto.index = [entry.id for entry in howto.entries].index("night-baseball")
    pages = [[line for line, _ in page if line] for page in howto.pages()]
    wild = next(page for page in pages if page[0] == "Threes and nines are wild.")
    best = pages[pages.index(wild) + 1]
    assert wild[-1].endswith("rarely win.") and best[0].startswith("GRAND SLAM:"), pages
    assert " ".join(best).endswith(PERFECT_GAME), pages  # whole, beside it
    before = pages[: pages.index(wild)]
    # the way it is played ends the page before (its last sentence, however it wraps)
    assert " ".join(before[-1]).endswith("The hand nobody beats wins."), pages


def cousins_pages(app, size: str, cousin_of):
    """Each game `cousin_of(rules, listed)` names a cousin of: its rules, the cousin, the games
    listed, and its HOW TO PLAY pages at `size`, each as one line."""
    howto = howto_at(app, size)
    listed = [entry.rules for entry in howto.entries if entry.rules is not None]
    for index, rules in enumerate(entry.rules for entry in howto.entries):
        near = None if rules is None else cousin_of(rules, listed)
        if rules is not None and near is not None:
            howto.index = index
            yield rules, near, listed, [" ".join(line for line, _ in page if line) for page in howto.pages()]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_no_peek_cousins_first_page_opens_with_what_it_changes(app, size):
    cousins = 0
    for rules, near, _, pages in cousins_pages(app, size, cousin):
        cousins += 1
        assert pages[0].startswith(f"{rules.name} is {near.name}, but"), pages[0]
        for change in no_peek_changes(rules, near):
            assert change in pages[0], (rules.id, change)
    assert cousins >= 1  # Midnight Baseball, Night Baseball's


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_stud_variants_first_page_opens_with_the_rules_it_changes_of_baseball(app, size):
    """Baseball Bring-In's bring-in was on its second page at large, after all of Baseball's rules."""
    variants = 0
    for rules, near, listed, pages in cousins_pages(app, size, plain_cousin):
        if rules.flow != "stud":
            continue
        variants += 1
        # (a rule it keeps of Baseball's may come first, "As in Baseball, ...": cousin_words)
        head = f"{rules.name} is {near.name} with "
        assert pages[0].startswith(head) or pages[0].startswith(f"As in {near.name}, "), pages[0]
        opening = changed_rules(rules, listed)
        changes = opening[[line.startswith(head) for line in opening].index(True) + 1 :]
        assert pages[0].split(head, 1)[1].split(": ", 1)[1].startswith(" ".join(changes)), (
            rules.id,
            pages[0],
        )
        assert all(" ".join(pages).count(line) == 1 for line in changes), rules.id  # said once, first
    assert variants >= 6  # Bring-In, Hidden Fours, Naturals, Paid Fours, Pay Three, Strikeout


def test_midnight_says_its_cards_and_its_four_against_night(app):
    listed = [entry.rules for entry in howto_at(app, "large").entries if entry.rules is not None]
    midnight = next(rules for rules in listed if rules.id == "midnight-baseball")
    lines = rules_lines(midnight, listed)
    assert lines[0] == (
        "Midnight Baseball is Night Baseball, but 7 cards each, not 9, and a 4 turned up puts +1 card "
        "under your pile, face down, turned last."
    )
    # said once, on the first page: a Hold'em newcomer's play-test read it on page 1 and again on 6
    assert sum("under your pile" in line for line in lines) == 1, lines
    assert not any("last card of your pile" in line for line in lines), lines
    alone = rules_lines(midnight)  # (with no Night Baseball listed, its own page says it)
    assert (
        f"{FOUR_UNDER_PILE}." in alone and "It comes face down, the last card of your pile to turn." in alone
    )


def test_baseball_says_the_deal_plainly_before_it_names_a_street(app):
    listed = [entry.rules for entry in howto_at(app, "large").entries if entry.rules is not None]
    baseball = next(rules for rules in listed if rules.id == "baseball")
    deal, streets = rules_lines(baseball, listed)[:2]
    assert deal == (
        "Seven-card stud: you get two cards face down and one face up, then three more face up one by "
        "one, then one face down."
    )
    assert streets.startswith("Each deal and its bets is a street,"), streets
    assert "3rd street to 7th" in streets
    assert "street" not in deal


def test_the_words_page_spells_out_str():
    words = dict(glossary())
    assert words["STR"].startswith("short for straight")
    assert words["PERFECT GAME"] == "a straight flush"


@pytest.mark.parametrize("size", ["normal", "large"])
def test_no_short_page_stands_beside_a_page_it_fits_with(app, size):
    """A Hold'em newcomer's play-test turned pages of one or two lines (Hidden Fours' "Best hand
    showing opens." alone, then who opens on a tie): a page of half a page's lines or fewer is
    joined to a neighbour wherever the two fit one page (its lines, WORDS)."""
    shape = layout(size)
    howto = howto_at(app, size)
    for index, entry in enumerate(howto.entries):
        howto.index = index
        pages = [[line for line, _ in page if line] for page in howto.pages()[:-1]]
        for first, second in itertools.pairwise(pages):
            if 2 * min(len(first), len(second)) <= shape.lines:
                both = [*first, *second]
                assert len(both) > shape.lines or len(" ".join(both).split()) > WORDS, (entry.id, size, both)
