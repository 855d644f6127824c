"""The RULES page (the pause menu's, and R at a dealer's call) in short headed parts (issue 31): a
Hold'em newcomer's play-test read it as one dense block of small letters, every rule run on under
the last. Every shipped game at both TEXT SIZEs: its rules on pages of their own, each part under its
heading (THE DEAL or THE PLAY or THE GAMES, WILD CARDS, BETTING, WINNING but for a dealer's choice), in HOW TO
PLAY's letters, every sentence said whole, every line inside the TV-safe area and above the footer,
the frame clean."""

from __future__ import annotations

import itertools

import pytest
from frame_checks import frame_problems
from test_ui_support import drawn_by

from engine.profile import discover_profiles
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import HEADING, LARGE_BODY
from game.play.session import profiles
from game.screens.scenes.chart import ChartScene
from game.telling.hand_chart import DIFFERS, rules_lines, rules_parts

USABLE = [entry for entry in discover_profiles() if entry.rules is not None]
SIZES = {"normal": LARGE_BODY, "large": HEADING}  # the rules' letters: HOW TO PLAY's
OPENINGS = ("THE DEAL", "THE PLAY", "THE GAMES")
LISTED = [entry.rules for entry in profiles() if entry.ok and entry.rules is not None]  # HOW TO PLAY's
# the shipped games that change a parent's rules: Baseball's six variants, and Midnight Night's
VARIANTS = {
    "baseball-bring-in",
    "baseball-hidden-fours",
    "baseball-naturals",
    "baseball-paid-fours",
    "baseball-pay-three",
    "baseball-strikeout",
    "midnight-baseball",
}


def rules_drawn(app, chart, monkeypatch, size: str) -> list[list]:
    """Each rules page's strings and their rectangles, heading and footer left out, the frame
    checked as it is drawn."""
    pages = []
    for number, name in enumerate(chart.pages):
        if name.startswith("rules"):
            chart.page = number
            FRAME.clear()
            drawn = drawn_by(app, chart, monkeypatch)
            assert frame_problems(f"{chart.rules.id} {size} {name}") == []
            footer = drawn[-1][1]
            body = drawn[1:-1]
            assert all(rect.bottom < footer.top for _, rect in body), (chart.rules.id, size, name)
            assert all(SAFE.contains(rect) for _, rect in body), (chart.rules.id, size, name)
            pages.append(body)
    return pages


@pytest.mark.parametrize("size", SIZES)
def test_every_games_rules_are_headed_parts_whole_and_inside_the_page(app, monkeypatch, size):
    app.settings.text_size = size
    for entry in USABLE:
        chart = ChartScene(app, entry.rules, page="rules")
        pages = rules_drawn(app, chart, monkeypatch, size)
        lines = [text for page in pages for text, _ in page]
        headings = [text for text in lines if text.isupper()]
        assert headings and headings[0] in (*OPENINGS, DIFFERS), (entry.id, size, headings)
        assert {"WILD CARDS", "BETTING"} <= set(headings), (entry.id, size, headings)
        assert ("WINNING" in headings) != bool(entry.rules.games), (entry.id, size, headings)
        said = " ".join(lines)
        for sentence in rules_lines(entry.rules, LISTED):  # every fact the page said, whole
            assert sentence in said, (entry.id, size, sentence)
        # letters read from across a room: none smaller than HOW TO PLAY's at this size
        assert all(rect.height >= SIZES[size] for page in pages for _, rect in page), entry.id
        # each page starts with a part's heading, parts stand apart: a gap before each heading
        for page in pages:
            assert page[0][0].isupper(), (entry.id, size, page[0][0])
            tops = [rect.top for _, rect in page]
            steps = [later - earlier for earlier, later in itertools.pairwise(tops)]
            row = chart.rules_shape.row  # a line's step; a sentence's a quarter more, a part's more yet
            for (text, _), step in zip(page[1:], steps, strict=True):
                assert (step > row + row // 2) == text.isupper(), (entry.id, size, text)


def test_a_rules_page_opens_on_its_first_page_and_turns_to_the_next(app):
    chart = ChartScene(app, next(e for e in USABLE if e.id == "baseball").rules, page="rules")
    assert chart.pages[chart.page] == "rules 1" and "rules 2" in chart.pages
    assert chart.pages.index("rules 2") == chart.page + 1


@pytest.mark.parametrize("size", SIZES)
def test_a_variants_first_rules_page_says_first_how_it_differs_from_its_parent(app, monkeypatch, size):
    """A Hold'em newcomer read Midnight Baseball's RULES 1 and found nothing of what makes it
    Midnight (seven cards; a four turned up puts a card face down under the pile, turned last):
    the page told it alone, not against Night Baseball as HOW TO PLAY does. Every variant's RULES
    open, on page 1, with HOW IT DIFFERS as its HOW TO PLAY does; the other games with their play."""
    app.settings.text_size = size
    varied = set()
    for entry in USABLE:
        chart = ChartScene(app, entry.rules, page="rules")
        first = [text for text, _ in rules_drawn(app, chart, monkeypatch, size)[0]]
        parts = rules_parts(entry.rules, LISTED)
        if parts[0][0] == DIFFERS:
            varied.add(entry.id)
            assert first[0] == DIFFERS, (entry.id, size, first)
            said = " ".join(first[1 : first.index(parts[1][0])] if parts[1][0] in first else first[1:])
            assert all(sentence in said for sentence in parts[0][1]), (entry.id, size, said)
        else:
            assert first[0] in OPENINGS, (entry.id, size, first)
    assert varied == VARIANTS, varied
    midnight = ChartScene(app, next(e for e in USABLE if e.id == "midnight-baseball").rules, page="rules")
    said = " ".join(text for text, _ in rules_drawn(app, midnight, monkeypatch, size)[0])
    assert "is Night Baseball, but 7 cards each, not 9" in said, said
    assert "a 4 turned up puts +1 card under your pile, face down, turned last" in said, said
