"""The hand to beat in the centre is named as the seat it names says it: a newcomer's play-test
(shot_91 on 75ec441) read "YOU LEAD: FULL HOUSE, Qs OVER 4s" in the centre beside their own seat's
"SHOWING Qs full of 4s", the seat's line too narrow for the short form (hand_words.tighter,
6e58c74): one hand named two ways on one screen. The centre takes the form the seat chose
(seat_words.said_rung, TableRenderer.lead_form), at every TEXT SIZE and table."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_card_rows import table

from engine.cards import parse_cards
from engine.view import showing_of
from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.hand_forms import capital_forms
from game.telling.hints import target_of

WILD = frozenset({"3", "9"})
FULL = "9h 4c Qs Ks Qh 4h"  # queens full of fours, a nine wild
HAND = "Full house, queens over fours"


def drawn(app, players: int, places: layout.Layout, whose: int) -> tuple[str, str]:
    """(the centre's hand to beat, the leading seat's words) while `whose` seat (0: yours) leads a
    No Peek round with queens full of fours."""
    director, model, _ = table(players, places, {whose: FULL})
    model.no_peek, model.round, model.level, model.leader = True, 4, Fraction(0), whose
    for number, seat in enumerate(model.seats):
        seat.showing = HAND if number == whose else "Ace high"
    model.seats[whose].name = "You" if whose == 0 else "Casey"
    model.target = target_of(None if whose == 0 else "Casey", showing_of(parse_cards(FULL), WILD))
    renderer = TableRenderer(app.text, app.cards, places=places)
    FRAME.clear()
    renderer.draw(app.display.canvas, model, director, prompt="" if whose == 0 else "YOUR TURN: CHECK OR BET")
    texts = [item for item in FRAME.texts() if not item.secondary]
    x, y = places.bet_line
    centre = [item for item in texts if abs(item.rect.centerx - x) <= 2 and item.rect.top >= y - 2]
    start = next(n for n, item in enumerate(centre) if "LEAD" in item.text)
    lines = [item.text for item in centre[start : start + 2] if item.text != "NO BET YET"]
    said = " ".join(lines).partition(": ")[2]
    if lines[0].partition(": ")[2]:  # one line: the hand after whose it is
        said = lines[0].partition(": ")[2]
    seat = [item.text for item in texts if item not in centre and ("4s" in item.text or "ull" in item.text)]
    return said, " ".join(seat).removeprefix("SHOWING ")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize("whose", [0, 1], ids=["you_lead", "casey_leads"])
def test_the_centre_names_the_leading_hand_as_its_seat_does(app, size, players, whose):
    centre, seat = drawn(app, players, layout.LAYOUTS[size], whose)
    assert centre in capital_forms(seat), (centre, seat)  # "QUEENS FULL OF 4S", short "Q'S FULL OF 4S"
