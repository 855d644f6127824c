"""No Peek's hand to beat is data on the model (game.telling.hints.Target: whose row, and its hand),
which the middle words as it needs ("BEAT BABE: KING HIGH", while a round is bet "BABE LEADS: KING
HIGH", yours "YOU LEAD: ..."): the centre read whose it was back out of a "BEAT X: hand" string."""

from __future__ import annotations

from fractions import Fraction

from engine.cards import parse_cards
from engine.hands import showing_hand
from game.felt import centre_words
from game.felt.centre_words import centre_lines
from game.felt.table_model import TableModel
from game.telling.hints import Target, target_of, target_words


def test_the_target_is_whose_row_and_its_hand_and_the_middle_words_it():
    value = showing_hand(parse_cards("Ks 7h"), "")
    assert target_of("Babe", value) == Target("BABE", "KING HIGH, THEN 7")
    assert target_of(None, value).line() == "YOU LEAD: KING HIGH, THEN 7" == target_words(None, value)
    model = TableModel(no_peek=True)
    model.target = Target("BABE", "KING HIGH")
    assert centre_lines(model, hints=False) == ["BEAT BABE: KING HIGH"]
    model.round, model.level = 1, Fraction(1)
    assert centre_lines(model, hints=False) == ["BET 1", "BABE LEADS: KING HIGH"]
    model.target = Target(None, "KING HIGH")
    assert centre_lines(model, hints=False) == ["BET 1", "YOU LEAD: KING HIGH"]
    # a name too long for LEADS on its line leads alone, whole (no string taken apart for it)
    assert Target("BARTHOLOMEW-THE-", "FULL HOUSE").head(True, 21) == "BARTHOLOMEW-THE-"
    assert not hasattr(centre_words, "leads")
