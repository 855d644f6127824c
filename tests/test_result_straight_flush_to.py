"""The result panel names a straight flush as its seat does, with its "to" ("Str flush to 8"): a
Hold'em newcomer's play-test read "Str flush 8" on the showdown panel over the seat's "Str flush
to 8" (17u). Only where a line has no room for "to" does the panel say "Str flush 8"."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.cards import parse_cards
from engine.explain import why_wins
from engine.hands import showing_hand
from game.felt import layout, result_view
from game.felt.result_view import ResultView, with_to
from game.felt.table_model import Seat, TableModel
from game.telling.hand_forms import as_named
from game.telling.hand_words import RUNGS
from game.telling.pot_result import PotResult, ShownHand

WILD = frozenset({"3", "9"})


def shown(seat: int, cards: str) -> tuple[ShownHand, object]:
    value = showing_hand(parse_cards(cards), WILD)
    return ShownHand(seat, as_named(value.description), tuple(value.used), value.category), value


def test_the_panels_forms_keep_to():
    assert with_to("Str flush 8") == "Str flush to 8"
    assert with_to("Str flush to 10") == "Str flush to 10"
    assert with_to("Str flush") == "Str flush"  # the name alone is not given a "to"
    assert with_to("Straight flush to 8") == "Straight flush to 8"


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("rung", range(RUNGS))
def test_a_straight_flush_on_the_panel_says_to(app, monkeypatch, size, rung):
    """17u's pot: Babe's straight flush to 8 over Yogi's four 10's, under PERFECT GAME!, at every
    form the seats may take: every line the panel draws names it with "to", inside the panel."""
    app.settings.text_size = size
    (won, won_value), (lost, lost_value) = shown(0, "8d 7d 6d 5d 4d"), shown(1, "10s 10h 10c 10d As")
    assert won.category == "straight_flush"
    why = why_wins(won_value, lost_value).line
    result = PotResult(((0, Fraction(25)),), False, (won,), lost, why, "PERFECT GAME!")
    monkeypatch.setattr(result_view, "seats_form", lambda slots, size: rung)
    model = TableModel(seats=[Seat(name, "", n == 0) for n, name in enumerate(("YOU", "BABE", "YOGI"))])
    places = layout.LAYOUTS[size]
    view = ResultView(app.text, app.cards, model, result, places.seat_slots(3, 0), lambda: 0.0)
    assert "Str flush 8" not in view.named(won)
    if rung < RUNGS - 1:  # (at the name alone's rung a SHORT caption has no form: FULL captions)
        assert view.short(won, 14) == "Str flush to 8" and view.short(won, 11) == "Str flush 8"
    drawn: list[tuple[str, tuple[int, int]]] = []
    original = app.text.draw

    def record(canvas, text, where, *args, **kwargs):
        drawn.append((text, where))
        return original(canvas, text, where, *args, **kwargs)

    monkeypatch.setattr(app.text, "draw", record)
    view.draw(app.display.canvas, 0.0)
    said = " ".join(text for text, _ in drawn).replace("\xa0", " ")
    assert "flush to " in said and "flush 8" not in said, said  # (over two lines too: "Str flush" / "to 8")
