"""A pot paid out under the winner's five is gone from the middle, not a pot of 0: a host
play-test's party TV, in Dealer's Choice, read POT 0 over 'Maximiliana B.: Four J's' (shot_166)
between the award and the result. A pot in play shows its figure beside a shown hand, and an
empty middle before the deal still says POT 0."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_support import record_text

from engine.cards import parse_cards
from game.felt.showcase import showcase_sprites
from game.felt.table_draw import TableRenderer
from game.felt.table_model import Seat, TableModel


@pytest.mark.parametrize(
    ("pot", "shown", "said"),
    [(Fraction(0), True, False), (Fraction(12), True, True), (Fraction(0), False, True)],
    ids=["paid out under the winner", "shown down, not yet won", "before the deal"],
)
def test_the_pot_line_under_a_shown_hand(app, monkeypatch, pot, shown, said):
    model = TableModel(seats=[Seat(name, "", False) for name in ("MAXIMILIANA B.", "SAM", "JO")])
    model.pot = pot
    if shown:
        used = tuple((card, "Jd" if card.rank in "39" else None) for card in parse_cards("Js Jh 3c 9h Ah"))
        model.showcase, model.showcase_text = showcase_sprites(used, {"3", "9"}), "Maximiliana B.: Four J's"
    renderer = TableRenderer(app.text, app.cards)
    drawn = record_text(app, monkeypatch)
    renderer.draw_centre(app.display.canvas, model, False, [])
    words = [text for text, _ in drawn]
    assert ("POT" in words) == said, words
    assert (str(pot) in words) == said, words
