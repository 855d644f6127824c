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
from game.party.room_states import in_form
from game.platform.frame_log import FRAME
from game.telling.hand_forms import in_capitals
from game.telling.hand_words import form_ladder
from game.telling.hints import target_of

WILD = frozenset({"3", "9"})
FULL = "9h 4c Qs Ks Qh 4h"  # queens full of fours, a nine wild
HAND = "Full house, queens over fours"


def drawn(
    app, players: int, places: layout.Layout, whose: int, cards: str = FULL, hand: str = HAND
) -> tuple[str, str]:
    """(the centre's hand to beat, the leading seat's words) while `whose` seat (0: yours) leads a
    No Peek round with `cards`, named `hand` (queens full of fours)."""
    director, model, _ = table(players, places, {whose: cards})
    model.no_peek, model.round, model.level, model.leader = True, 4, Fraction(0), whose
    for number, seat in enumerate(model.seats):
        seat.showing = hand if number == whose else "Ace high"
    model.seats[whose].name = "You" if whose == 0 else "Casey"
    model.target = target_of(None if whose == 0 else "Casey", showing_of(parse_cards(cards), WILD))
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
    forms = form_ladder(hand)  # (the seat's line, or its two lines' parts)
    seat = [
        item.text
        for item in texts
        if item not in centre
        and len(item.text) >= len("4's")  # (a seat's second line: "Q's full," over "4's")
        and any(item.text.removeprefix("SHOWING ") in form for form in forms)
    ]
    return said, " ".join(seat).removeprefix("SHOWING ")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize("whose", [0, 1], ids=["you_lead", "casey_leads"])
def test_the_centre_names_the_leading_hand_as_its_seat_does(app, size, players, whose):
    centre, seat = drawn(app, players, layout.LAYOUTS[size], whose)
    assert centre == in_capitals(seat), (centre, seat)  # "Q's full, 4's" at the seat: "Q'S FULL, 4'S"


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [3, 8])
@pytest.mark.parametrize(
    ("cards", "hand"), [("Jh Jd", "Pair of jacks"), ("Kh Kd Ks", "Three kings"), (FULL, HAND)]
)
def test_the_centre_the_seat_and_the_phone_name_one_hand_in_the_same_words(app, size, players, cards, hand):
    """A host's play-test (shot_55, ph1_23 on 4562b10) read 'PAIR OF J'S' in the middle, 'Pair of Js'
    at Ravi's seat and 'PAIR OF JACKS' on a phone, one hand three ways: the phone names it in the
    form the TV's seats do (HostControls.hands_said), the middle and the phone in capitals alike."""
    centre, seat = drawn(app, players, layout.LAYOUTS[size], 1, cards, hand)
    rung = form_ladder(hand).index(seat)
    target = target_of("Casey", showing_of(parse_cards(cards), WILD))
    phone = in_form({"phase": "play", "players": [], "you": None, "target": target.line()}, rung)["target"]
    assert in_capitals(seat) == phone.partition(": ")[2], (seat, phone)
    if centre != in_capitals(seat):  # only where its one line lacks the room: a narrower form of the
        # same ladder, shortened as a seat would be ('PAIR J'S', 'Pair Js')
        assert len(f"CASEY LEADS: {in_capitals(seat)}") > places_columns(size), (centre, seat)
        assert centre in [in_capitals(form) for form in form_ladder(hand)[rung + 1 :]], (centre, seat)


def places_columns(size: str) -> int:
    """The centre's letters a line at `size`."""
    return layout.LAYOUTS[size].columns
