"""Where a pot's result has no room for the line saying why under the hands (TEXT SIZE large), its
pages break where a sentence ends: a sentence that fits a page is never split, a longer one only
between clauses, and a page that goes on with a sentence starts with "…" (why_pages.GOES_ON). A
Hold'em newcomer's play-test at large read pages cut by lines: "YOGI WINS 13" over "full house",
read as Yogi's hand, and "flush: to the eight, not the five" alone on a page, read as a caption."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from test_party_protocol import NAMES, pots
from test_result_large_room import TOPS, wild

from engine.cards import parse_cards
from engine.profile import load_profile
from game.felt import layout
from game.felt.result_view import WHY_PAGE, ResultView
from game.felt.table_model import CardSprite, Seat, TableModel
from game.felt.why_pages import GOES_ON, SENTENCE_END, why_pages
from game.platform.text import KEEP, wrap_whole
from game.telling.pot_result import PotResult, pot_result

# the play-test's: two straight flushes, the beaten one's player out of the pot
ONE_CARD = "Nobody beat it. The higher straight flush: to the eight, not the five"
PERFECT = PotResult(
    ((1, Fraction(13)),),
    False,
    (wild(1, "8d 3h 6d 9c 4d", "Straight flush to 8", (None, "7d", None, "5d", None)),),
    wild(2, "5h 4h 3h 2h Ah", "Straight flush to 5", (None,) * 5),
    ONE_CARD,
    "PERFECT GAME!",
)


def why_said(view: ResultView, now: list[float]) -> list[list[str]]:
    """The pages of the line saying why the panel turns through, in order (none: it is said whole)."""
    _title, hands, captions, why = view.drawn_rows()
    said: list[list[str]] = []
    for page in range(12):  # more pages than a result turns through
        now[0] = page * WHY_PAGE
        lines = [line.replace(KEEP, " ") for line in view.page(hands, captions, why)[1]]
        if lines and lines not in said:
            said.append(lines)
    return said


def page_problems(why: str, pages: list[list[str]], columns: int, room: int) -> list[str]:
    """What is wrong with `pages` of `why` in lines of `columns`, `room` lines a page."""
    problems = []
    texts = [" ".join(lines) for lines in pages]
    if " ".join(texts).replace(GOES_ON, "") != " ".join(why.split()):
        problems.append(f"not the whole why, in order: {texts}")
    for text, lines in zip(texts, pages, strict=True):
        if len(lines) > room:
            problems.append(f"{lines} has more than {room} lines")
        if not (text[0].isupper() or text.startswith(GOES_ON)):  # a fragment, read as a caption
            problems.append(f"{lines} starts inside a sentence")
        if not (why.endswith(text.removeprefix(GOES_ON)) or re.search(r"[.:;,]$", text)):
            problems.append(f"{lines} ends inside a clause")
    for sentence in SENTENCE_END.split(why):
        if len(wrap_whole(sentence, columns)) <= room and not any(sentence in text for text in texts):
            problems.append(f"{sentence!r} fits a page and is split: {texts}")
    return problems


def view_of(app, result: PotResult, size: str, now: list[float], tops: str = "perfect") -> ResultView:
    model = TableModel(
        seats=[Seat(name, "", number == 0) for number, name in enumerate(("YOU", "YOGI", "CASEY"))]
    )
    for number, (cards, words) in TOPS[tops].items():
        model.seats[number].cards = [CardSprite(card, "up") for card in parse_cards(cards)]
        model.seats[number].showing = words
    slots = layout.LAYOUTS[size].seat_slots(3, 0)
    return ResultView(app.text, app.cards, model, result, slots, lambda: now[0])


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_play_tests_why_pages_break_at_sentences_and_clauses(app, size):
    now = [0.0]
    view = view_of(app, PERFECT, size, now)
    pages = why_said(view, now)
    _title, _hands, captions, why = view.drawn_rows()
    if size == "normal":  # said whole under the hands, at once
        assert not pages and " ".join(why) == ONE_CARD, (pages, why)
        return
    assert len(pages) > 1, pages
    room = view.why_lines(captions, why)
    assert page_problems(ONE_CARD, pages, view.why_columns(), room) == []


def test_a_sentence_longer_than_a_page_breaks_at_its_strongest_clause():
    assert why_pages(ONE_CARD, 20, 2) == [
        ["Nobody beat it."],
        ["The higher", "straight flush:"],
        [f"{GOES_ON}to the eight, not", "the five"],
    ]
    # whole sentences share a page, each from a line's start
    assert why_pages("Nobody beat it. A full house beats a straight", 20, 3) == [
        ["Nobody beat it.", "A full house beats", "a straight"]
    ]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball", "night-baseball"])
def test_every_pots_why_pages_break_at_sentences(app, profile, size):
    rules = load_profile(profile)
    paged, now = 0, [0.0]
    for seed in range(1, 9):
        for _public, full, _message in pots(profile, seed, 8, fold=0.05):
            result = pot_result(full, rules)
            if result.uncontested:
                continue
            now[0] = 0.0
            model = TableModel(seats=[Seat(name.upper(), "", n == 0) for n, name in enumerate(NAMES)])
            for seat in model.seats[1:3]:  # the top seats show cards, as at a real table's end
                seat.cards = [CardSprite(card, "up") for card in parse_cards("Qc Qh 3c 7d Tc 5h 9s")]
            slots = layout.LAYOUTS[size].seat_slots(4, 0)
            view = ResultView(app.text, app.cards, model, result, slots, lambda: now[0])
            pages = why_said(view, now)
            if not pages:
                continue
            _title, _hands, captions, why = view.drawn_rows()
            room = view.why_lines(captions, why)
            assert page_problems(view.why, pages, view.why_columns(), room) == [], (profile, seed)
            paged += 1
    assert paged > 3 or size == "normal", paged
