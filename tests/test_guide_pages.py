"""A guide's words over more than one page (TEXT SIZE large, or a middle of three lines): a
newcomer's play-test at large read a sentence cut at a page's end ("...or FOLD: give up" over
"the pot and what you put in.") with no mark that it went on, then read one cut "...to stay; or
MORE >" and had to press MORE to finish a sentence. A page ends only at a sentence's end, as many
whole sentences as fit its box (one longer than the box alone on a taller box; beside a hand shown
in the middle, on the next page too); one with more to
come ends MORE >, and the pages together say the words whole; the closing words take two pages at
most at TEXT SIZE large (they took three) (game.felt.guide_view)."""

from __future__ import annotations

import pytest

from engine.profile import load_profile
from game.felt import layout
from game.felt.guide_view import (
    MORE,
    SENTENCE_END,
    beside_box,
    closer_rows,
    guide_page,
    page_rows,
)
from game.platform.text import KEEP
from game.play.guided import CHOSEN, MOMENTS
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
@pytest.mark.parametrize("centre", [0, 1, 2, 3])
def test_a_page_with_more_to_come_says_more_and_ends_a_sentence_and_the_pages_say_the_words_whole(
    places, centre
):
    for words in SAID:
        said = pages(words, places, centre)
        for page in said[:-1]:
            assert page[-1].endswith(MORE), (words, page)  # more to come: the page says so
        assert not said[-1][-1].endswith(MORE)
        texts = [" ".join(page).removesuffix(MORE).strip() for page in said]
        assert " ".join(texts).split() == words.split(), (words, said)
        for text, page in zip(texts, said, strict=True):
            assert SENTENCE_END.split(text)[-1][-1] in ".?!" or text == texts[-1], (
                words,
                page,
            )  # a page ends a sentence
            if len(page) > page_rows(places, centre):  # a taller box: for one sentence alone, or for
                # words whose lines, closer, fit it over your seat (no short sentence left alone)
                assert len(SENTENCE_END.split(text)) == 1 or len(page) <= closer_rows(places, centre), (
                    words,
                    page,
                )


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("profile_id", sorted(MOMENTS))
def test_the_closing_words_take_two_pages_at_most(places, profile_id):
    """A newcomer's play-test at TEXT SIZE large: the guide's summary ran over three pages. Under
    the last result the middle says no line (0), or one; your fold's "folding" named too."""
    words = closing_line([*MOMENTS[profile_id], *CHOSEN])
    for centre in (0, 1):
        assert len(pages(words, places, centre)) <= 2, pages(words, places, centre)


def test_a_page_ends_at_a_sentence_where_whole_sentences_fill_it():
    """Two rows under two lines at large: "Babe turned the top card: the hand to beat. A new lead
    starts a betting round." fills one with its mark, and the next sentence starts the next page,
    not half of it there."""
    words = WORDS["bet_unturned"].format(name="Babe")
    first, rest = guide_page(words, layout.LARGE, 2)
    assert page_rows(layout.LARGE, 2) == 2
    assert (
        " ".join(first)
        == f"Babe turned the top card: the hand to beat. A new lead starts a betting round. {MORE}"
    )
    assert rest == SENTENCE_END.split(words, maxsplit=2)[2] and rest.startswith("You bet before you turn")


def test_a_bets_choices_are_never_cut_within_a_sentence():
    """A newcomer's play-test at TEXT SIZE large: Babe's raise was cut at "...to stay; or MORE >".
    Under the middle's one line (the bet) its page at large ends at a sentence's end, MORE > after it."""
    words = WORDS["facing_bet"].format(
        name="Babe", bet="raises by 1 to 2", call=1, raise_level=3, raise_to=2, more=1
    )
    lines, rest = guide_page(words, layout.LARGE, 1)
    assert rest and rest[0].isupper() and words.endswith(rest)  # the next page starts a sentence
    # (CALL's sentence ends it: RAISE's goes over with FOLD's, which is not left alone on a page)
    assert " ".join(lines).endswith(f"to stay in. {MORE}"), lines


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("profile_id", ["baseball", "night-baseball", "midnight-baseball"])
def test_every_page_a_guide_shows_ends_a_sentence_and_its_closing_words_take_two(
    app, monkeypatch, profile_id, text_size
):
    """The guides played through (their words with the seats' names and the prices in them):
    each page up ends a sentence, and the closing words, after the last result, two pages at most
    (a newcomer's play-test at large: three, and pages ending '...; or MORE >')."""
    import test_guided

    shown: list[tuple[bool, str]] = []  # (the closing words?, the page's words)
    read = test_guided.read_and_go_on

    def reading(app) -> None:
        scene = app.stack.scenes[-1]
        if getattr(scene, "line", ""):
            shown.append((scene.script.over, scene.script.page))
        read(app)

    monkeypatch.setattr(test_guided, "read_and_go_on", reading)
    app.settings.text_size = text_size
    test_guided.play_guide(app, profile_id)
    # beside a hand shown in the middle too (a newcomer's play-test at large read the Night guide's
    # win as '...none beat your MORE >' / 'full house, queens over fours')
    assert shown and all(page[-1] in ".?!" for _over, page in shown), [
        p for _o, p in shown if p[-1] not in ".?!"
    ]
    closing = [page for over, page in shown if over]
    assert 1 <= len(closing) <= 2 and closing[0].startswith("End of the guide"), closing


HANDS = ["full house, queens over fours", "four of a kind, aces", "two pair, kings and fours", "royal flush"]


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("hand", HANDS)
def test_a_page_beside_a_shown_hand_never_breaks_inside_a_hands_name(places, hand):
    """Newcomers' play-tests at TEXT SIZE large read the Night guide's win beside the shown hand as
    '...none beat your full MORE >' then 'house, queens over fours', and then, its name kept whole,
    '...none beat your MORE >' then 'full house, queens over fours': its sentences are short
    enough that each page beside the middle ends one, the hand's name on one page."""
    words = WORDS["you_win"].format(hand=hand)
    name = hand.split(",")[0]
    said: list[str] = []
    while words:
        lines, words = guide_page(words, places, 0, beside_box(places).width)
        said.append(" ".join(lines).removesuffix(MORE).replace(KEEP, " ").strip())
        assert len(said) < 20, "the pages never end"
    assert len(said) > 1 or places is layout.NORMAL, said  # (at large the words take two pages)
    assert any(name in page for page in said), said
    assert all(page[-1] in ".?!" for page in said), said  # each page ends a sentence


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_why_you_bet_unturned_stays_with_the_betting_it_explains(places):
    """A newcomer's play-test at TEXT SIZE large, under the middle's two lines: "Yours might beat
    the lead." alone on a page, a fragment. Under any middle, the page saying it says the bet too."""
    words = WORDS["bet_unturned"].format(name="Babe")
    for centre in (0, 1, 2, 3):
        said = [" ".join(page) for page in pages(words, places, centre)]
        (why,) = [page for page in said if "might beat it" in page]
        assert "You bet before you turn: your cards might beat it." in why, (centre, said)  # one sentence


def test_your_lead_fits_under_the_middles_two_lines_at_large():
    """Your lead at TEXT SIZE large: the middle says "YOU LEAD:" over the hand as your seat names it
    ("Q'S FULL, 4'S"), two lines, and the box under them holds two of the page's. Each page of the
    words takes no more, so no taller box rises over the hand's line (a sentence of three lines,
    '...till they beat you; while you lead you turn nothing.', had covered "Q'S FULL, 4'S")."""
    words = WORDS["you_lead"].format(beat="A full house beats three of a kind")
    said = pages(words, layout.LARGE, 2)
    assert all(len(page) <= page_rows(layout.LARGE, 2) for page in said), said
