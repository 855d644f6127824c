"""At TEXT SIZE large a pot's result that is a tie reads whole on one page where the panel has the
height: a No Peek tie's "Cy tied Di's royal flush: a tie does not beat the lead" read "Cy tied Di's
royal flush:" on one page and "...a tie does not beat the lead" on the next, the hands tied and why
the lead held parted (why_pages.whole_room, ResultView.under). And two pair, whose short forms are
wider than a page's line there, is named on the why's pages by its ranks under its player's name
("K's, 7's", as its caption's second line says them under "Two pair,"), not by the name alone."""

from __future__ import annotations

import re

import pygame
import pytest
from frame_checks import frame_problems
from test_party_protocol import NAMES, pots

from engine.cards import parse_cards
from engine.profile import load_profile
from game.felt import layout
from game.felt.result_view import WHY_PAGE, ResultView
from game.felt.table_model import CardSprite, Seat, TableModel
from game.felt.why_pages import SENTENCE_END
from game.platform import palette
from game.platform.frame_log import FRAME
from game.platform.text import KEEP, wrap_whole
from game.telling.hand_words import page_form
from game.telling.pot_result import PotResult, pot_result

# seeded sessions whose pots hold ties (test_party_protocol.pots): Baseball's splits, Night's No
# Peek ties of straight and royal flushes, Midnight's tied straight
TIES = {"baseball": (4, 6, 14), "night-baseball": (8, 9, 28), "midnight-baseball": (12,)}


def view_of(app, result: PotResult, size: str, now: list[float]) -> ResultView:
    """The pot's result at four seats, the top ones showing cards, as the why's sweeps lay it."""
    model = TableModel(seats=[Seat(name.upper(), "", n == 0) for n, name in enumerate(NAMES)])
    for seat in model.seats[1:3]:
        seat.cards = [CardSprite(card, "up") for card in parse_cards("Qc Qh 3c 7d Tc 5h 9s")]
    now[0] = 0.0
    return ResultView(
        app.text, app.cards, model, result, layout.LAYOUTS[size].seat_slots(4, 0), lambda: now[0]
    )


def seeded(profile: str, seeds: tuple[int, ...], kept) -> list[PotResult]:
    rules = load_profile(profile)
    return [
        result
        for seed in seeds
        for _public, full, _message in pots(profile, seed, 8, fold=0.05)
        if kept(result := pot_result(full, rules))
    ]


def is_tie(result: PotResult) -> bool:
    return not result.uncontested and (result.split or result.tied)


def drawn_pages(app, view: ResultView, now: list[float]) -> list[tuple[pygame.Rect, list]]:
    """Each page the panel turns through, drawn: its box and the lines drawn in it."""
    _title, hands, captions, why = view.drawn_rows()
    drawn = []
    for page in range(len(view.pages(hands, captions, why))):
        now[0] = page * WHY_PAGE
        FRAME.clear()
        app.display.canvas.fill(palette.FELT_DARK)
        view.draw(app.display.canvas, 0.0)
        [box] = FRAME.regions("result")
        drawn.append((box, [item for item in FRAME.texts() if not item.secondary]))
    return drawn


def layout_problems(box: pygame.Rect, texts: list) -> list[str]:
    """Lines outside the panel, or over one another."""
    problems = [f"{item.text!r} outside the panel" for item in texts if not box.contains(item.rect)]
    for n, one in enumerate(texts):
        problems += [
            f"{one.text!r} over {other.text!r}"
            for other in texts[n + 1 :]
            if one.rect.colliderect(other.rect)
        ]
    return problems


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("profile", sorted(TIES))
def test_a_tie_reads_whole_on_one_page_where_the_panel_has_the_height(app, profile, size):
    now, whole_on_a_page = [0.0], 0
    ties = seeded(profile, TIES[profile], is_tie)
    assert ties, "the seeds hold ties"
    for result in ties:
        view = view_of(app, result, size, now)
        title, hands, captions, why = view.drawn_rows()
        columns = view.why_columns()
        said = [" ".join(lines) for _under, lines in view.pages(hands, captions, why)] + [" ".join(why)]
        lines = max(map(len, captions), default=0)
        for sentence in SENTENCE_END.split(view.why):
            whole = wrap_whole(sentence, columns)
            # the panel with room under the hands for the names over them and the sentence whole
            room = max(lines, len(whole) + 1)
            height = view.height(title, hands, captions, why) + view.line * (room - view.under(captions, why))
            if height <= view.area.height:
                assert any(" ".join(whole) in page for page in said), (sentence, said)
                whole_on_a_page += not why
        for box, texts in drawn_pages(app, view, now):
            assert layout_problems(box, texts) == [], (profile, result.why)
            names = {item.text.replace(KEEP, " ").split(":")[0] for item in texts}
            assert all(view.names[hand.seat].upper() in " ".join(names) for hand, _ in hands), names
        assert frame_problems(f"a tie at {size}") == []
    if size == "large" and profile == "night-baseball":  # (seed 9's royal flushes: split before)
        assert whole_on_a_page, "no tie's sentence was paged whole"


TWO_PAIR = re.compile(r"^(?:10|[2-9JQKA])'s, (?:10|[2-9JQKA])'s$")


def test_two_pair_on_a_page_of_the_why_at_large_is_named_by_its_ranks(app):
    """Baseball seed 5: a straight flush beats Cy's kings and sevens, the why on a page of its own."""
    now = [0.0]
    (result,) = seeded(
        "baseball",
        (5,),
        lambda result: result.beaten is not None and "kings and sevens" in result.beaten.words,
    )
    view = view_of(app, result, "large", now)
    _title, hands, captions, why = view.drawn_rows()
    pages = view.pages(hands, captions, why)
    assert not why and len(pages) > 1, "the why takes a page of its own"
    for under, said in pages[1:]:
        assert said and under[1] == ["CY", "K's, 7's"], under
    for box, texts in drawn_pages(app, view, now):
        assert layout_problems(box, texts) == []
        ranks = [item for item in texts if item.text == "K's, 7's"]
        assert all(item.rect.left > box.centerx for item in ranks), "under Cy's hand, the right one"


def test_two_pairs_page_form_says_both_ranks_in_a_large_pages_line():
    ranks = [
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "jack",
        "queen",
        "king",
        "ace",
    ]
    plural = {"six": "sixes"}
    for high in range(len(ranks)):
        for low in range(high):
            top, under = (plural.get(rank, rank + "s") for rank in (ranks[high], ranks[low]))
            form = page_form(f"Two pair, {top} and {under}, kicker two")
            assert TWO_PAIR.match(form) and len(form) <= 9, form
    assert page_form("Pair of jacks") == "" and page_form("Full house, kings over fours") == ""
