"""A guide's words over pages never leave a short sentence (one line) alone on the last page where
the pages could hold it otherwise: a newcomer's play-test at TEXT SIZE large read "The best five
cards win." alone on a page. The words all on one page where their lines, closer, fit over your seat;
else the sentence before the short one goes over with it, where the two fit a page
(game.felt.guide_view.guide_page)."""

from __future__ import annotations

import pytest
from test_guide_pages import SAID, pages

from engine.events import HandStart
from engine.profile import load_profile
from game.felt import layout
from game.felt.guide_view import SENTENCE_END, closer_rows, guide_lines, page_rows
from game.play.guided import MOMENTS
from game.telling.guide_words import guide_line

NAMES = ["You", "Babe", "Casey"]


def openings() -> list[str]:
    """Each guided game's opening words, as the guide says them ("start"; a Dealer's Choice: its
    called games')."""
    games = [load_profile(profile) for profile in MOMENTS]
    return [
        guide_line("start", HandStart(1, 0, None), [], rules, NAMES, 0) for rules in games if not rules.games
    ]


def lone(said: list[list[str]]) -> bool:
    """The last of more than one page is a single sentence on one line."""
    return len(said) > 1 and len(said[-1]) == 1 and len(SENTENCE_END.split(said[-1][0].strip())) == 1


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("centre", [0, 1, 2, 3])
def test_no_guided_games_opening_ends_on_a_lone_short_sentence(places, centre):
    for words in openings():
        said = pages(words, places, centre)
        assert not lone(said), said


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("centre", [0, 1, 2, 3])
def test_a_lone_short_sentence_is_left_only_where_nothing_could_join_it(places, centre):
    """Every moment's words: a short sentence alone on the last page only where the page before it
    held one sentence, which fills it (nothing to move over), and the words, closer, would not fit
    one page."""
    for words in SAID:
        said = pages(words, places, centre)
        if not lone(said):
            continue
        before = " ".join(said[-2]).removesuffix("MORE\u00a0>").strip()
        together = f"{before} {said[-1][0]}"
        assert len(SENTENCE_END.split(before)) == 1 or len(guide_lines(together, places)) > page_rows(
            places, centre
        ), said
        if len(said) == 2:
            assert len(guide_lines(words, places)) > closer_rows(places, centre), said
