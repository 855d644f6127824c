"""A pot's result says why whenever someone else was in: a Hold'em newcomer's Midnight Baseball
play-test read a result with no line saying why ("beats Casey's two pair"). Where the panel has no
room for the line under the hands, it takes the captions' place in turn (ResultView.page), in
pages of the captions' lines where it wraps to more of them."""

from __future__ import annotations

import pytest
from test_party_protocol import NAMES, pots

from engine.cards import parse_cards
from engine.profile import load_profile
from game.felt import layout
from game.felt.result_view import WHY_PAGE, ResultView
from game.felt.table_model import CardSprite, Seat, TableModel
from game.felt.why_pages import GOES_ON
from game.platform.text import KEEP
from game.telling.pot_result import pot_result, why_said

PAGES = 6  # more pages than a result turns through (captions, the hands' words, the why's)


def said_over_time(app, result, size: str) -> str:
    """Every line under the hands the panel shows over PAGES pages, as one text (a page going on
    with a sentence begun on the one before says so, GOES_ON: left out here)."""
    model = TableModel(seats=[Seat(name.upper(), "", number == 0) for number, name in enumerate(NAMES)])
    for seat in model.seats[1:3]:  # the top seats show cards, as at a real table's end
        seat.cards = [CardSprite(card, "up") for card in parse_cards("Qc Qh 3c 7d Tc 5h 9s")]
        seat.showing = "Pair of Q's"
    now = [0.0]
    view = ResultView(
        app.text, app.cards, model, result, layout.LAYOUTS[size].seat_slots(4, 0), lambda: now[0]
    )
    _title, hands, captions, why = view.drawn_rows()
    lines = list(why)
    for page in range(PAGES):
        now[0] = page * WHY_PAGE
        lines += view.page(hands, captions, why)[1]
    return " ".join(lines).replace(KEEP, " ").replace(GOES_ON, "")


@pytest.mark.slow
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("profile", ["midnight-baseball", "night-baseball"])
def test_a_contested_pots_result_always_says_why(app, profile, size):
    rules = load_profile(profile)
    checked = 0
    for seed in range(1, 13):
        for _public, full, _message in pots(profile, seed, 8, fold=0.05):
            result = pot_result(full, rules)
            if result.uncontested:
                continue
            said = said_over_time(app, result, size)
            why = why_said(result, [name.upper() for name in NAMES])  # (the seat it beat named)
            assert " ".join(why.split()) in " ".join(said.split()), (profile, seed, why, said)
            checked += 1
    assert checked > 20
