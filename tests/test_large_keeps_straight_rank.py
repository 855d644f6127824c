"""A straight's rank is what decides between straights, so a line too narrow for "Straight to 8"
says "Str to 8", never "Straight" alone: a newcomer's play-test at TEXT SIZE large (ptN9
shot_129_4, shot_130 on 95567d3) read "SHOWING Straight" on their seat and "YOU LEAD: STRAIGHT"
in the middle, their straight to the eight without its eight."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_card_rows import table

from engine.cards import parse_cards
from engine.view import showing_of
from game.felt import layout
from game.felt.seat_words import BEST, SHOWING, SHOWING_AND_BEST, fit_words
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.hand_words import form_ladder
from game.telling.hints import target_of

WILD = frozenset({"3", "9"})
UP = "9s 8h Th 4d 5s 9h"  # Midnight Baseball's straight to the eight, two wild nines


@pytest.mark.parametrize("top", ["eight", "ten", "ace"])
def test_every_form_narrower_than_the_short_keeps_the_rank_but_the_last(top):
    figure = {"eight": "8", "ten": "10", "ace": "A"}[top]
    ladder = form_ladder(f"Straight to the {top}")
    assert ladder[1:4] == [f"Straight to {figure}", f"Straight to {figure}", f"Str to {figure}"]
    # a top seat's one line at TEXT SIZE large holds 11 letters, your SHOWING line 12
    assert fit_words(f"Straight to the {top}", 11, 1, 2) == [f"Str to {figure}"]
    assert fit_words(f"Straight to the {top}", 7, 1, 2) == ["Straig\u2026"]  # (narrower: no rank fits)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [3, 5, 8])
def test_your_seat_and_the_middle_keep_your_straights_rank(app, size, players):
    places = layout.LAYOUTS[size]
    director, model, _ = table(players, places, {0: UP})
    model.no_peek, model.round, model.level, model.leader = True, 4, Fraction(0), 0
    hand = showing_of(parse_cards(UP), WILD)
    assert hand is not None and hand.description == "Straight to the eight"
    for seat in model.seats[1:]:
        seat.showing = "Pair of kings"
    model.seats[0].showing = model.seats[0].best = hand.description
    model.target = target_of(None, hand)
    renderer = TableRenderer(app.text, app.cards, places=places)
    FRAME.clear()
    renderer.draw(app.display.canvas, model, director, prompt="")
    texts = [item.text for item in FRAME.texts()]
    at = next(n for n, text in enumerate(texts) if text.startswith("SHOWING"))
    if texts[at] == SHOWING_AND_BEST:  # (over the hand where "SHOWING " beside it leaves too few letters)
        showing = best = texts[at + 1]
    else:
        showing = texts[at].removeprefix(SHOWING)
        best = next(text for text in texts if text.startswith(BEST)).removeprefix(BEST)
    led = next(n for n, text in enumerate(texts) if text.startswith("YOU LEAD"))
    # (the middle breaks its words after the colon where the whole hand has no room beside it)
    lead = texts[led] if texts[led] != "YOU LEAD:" else f"YOU LEAD: {texts[led + 1]}"
    assert showing.endswith(" to 8") and best.endswith(" to 8"), (showing, best)
    assert lead.endswith(" TO 8"), lead
    # the middle names it as your seat does ("SHOWING Straight to 8", "YOU LEAD: STRAIGHT TO 8")
    assert lead.partition(": ")[2] == showing.upper(), (lead, showing)
