"""A guide's words over more than one page (TEXT SIZE large, or a middle of three lines): a
newcomer's play-test at large read a sentence cut at a page's end ("...or FOLD: give up" over
"the pot and what you put in.") with no mark that it went on. A page ends at a sentence's end where
whole sentences fill its box, else as many words as fit; either way one with more to come ends
MORE >, and the pages together say the words whole (game.felt.guide_view)."""

from __future__ import annotations

import pytest
from test_ui_card_rows import table

from engine.profile import load_profile
from game.felt import layout
from game.felt.guide_view import CUT, MORE, SENTENCE_END, guide_lines, guide_page, page_rows, show_guide
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.play.guided import MOMENTS
from game.telling.guide_words import CALLED, CLOSING, INTROS, WORDS, closing_line

SAID = [
    *WORDS.values(),
    *INTROS.values(),
    CALLED,
    CLOSING,
    closing_line([key for moments in MOMENTS.values() for key in moments]),
    load_profile("midnight-baseball").name + ": " + INTROS["no_peek"],
]


def pages(words: str, places: layout.Layout, centre: int) -> list[list[str]]:
    said: list[list[str]] = []
    while words:
        lines, words = guide_page(words, places, centre)
        said.append(lines)
        assert len(said) < 20, "the pages never end"
    return said


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("centre", [1, 2, 3])
def test_a_page_with_more_to_come_says_more_and_the_pages_say_the_words_whole(places, centre):
    for words in SAID:
        said = pages(words, places, centre)
        for page in said:
            assert len(page) <= page_rows(places, centre), (words, page)
        for page in said[:-1]:
            assert page[-1].endswith(MORE), (words, page)  # more to come: the page says so
        assert not said[-1][-1].endswith(MORE)
        text = " ".join(" ".join(page).removesuffix(MORE).strip().removesuffix(CUT) for page in said)
        assert text.split() == words.split(), (words, said)


def test_a_page_ends_at_a_sentence_where_whole_sentences_fill_it():
    """Two rows under two lines at large: "Babe turns the top card: the hand to beat." fills one
    with its mark, and the next sentence starts the next page, not half of it there."""
    words = WORDS["first_turn"].format(name="Babe", s="s")
    first, rest = guide_page(words, layout.LARGE, 2)
    assert page_rows(layout.LARGE, 2) == 2
    assert " ".join(first) == f"Babe turns the top card: the hand to beat. {MORE}"
    assert rest == "The middle of the table always says what must be beaten."
    assert (
        SENTENCE_END.split(words)[1] == rest
        and guide_lines(rest, layout.LARGE) == guide_page(rest, layout.LARGE, 2)[0]
    )


def test_a_sentence_cut_at_a_pages_end_says_so_apart_from_its_more(app):
    """A newcomer's play-test at TEXT SIZE large: Babe's raise cut at "...to stay; or" ran on into its
    MORE > ("or more"). The cut words end "..." and the mark stands after them, on their row."""
    words = WORDS["facing_bet"].format(
        name="Babe", bet="raises 1 to 2", call=1, raise_level=3, raise_to=2, more=1
    )
    places = layout.LARGE
    _director, model, _tweens = table(3, places, {})
    renderer = TableRenderer(app.text, app.cards, places=places)
    FRAME.clear()
    rest = show_guide(app.display.canvas, app.text, model, words, renderer, over=False)
    more = next(item for item in FRAME.texts() if item.text == MORE)
    cut = next(item for item in FRAME.texts() if item.rect.y == more.rect.y and item is not more)
    assert rest and not rest[0].isupper()  # cut within a sentence
    assert cut.text.rstrip().endswith(CUT) and cut.rect.right <= more.rect.left, (cut.text, more.rect)
