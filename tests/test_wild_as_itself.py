"""A wild card standing for its own rank says nothing of what it stands for: a No Peek play-test read
"3 = 3" under a wild three played as a three (the wheel A 2 3 4 5). Its star still marks it wild, in
the middle's showcase, the pot's result and the phones' result (test_party_protocol)."""

from __future__ import annotations

from test_ui_card_rows import table

from engine.cards import parse_cards
from engine.events import Showdown
from engine.hands import best_hand
from game.felt import layout
from game.telling.pot_result import labelled


def test_the_showcase_labels_a_wild_only_where_it_stands_for_another_rank():
    director, model, tweens = table(2, layout.NORMAL, {})
    wheel = tuple(parse_cards("Ah 2c 3h 4d 5s"))  # the three: wild, and needed as a three
    director.play(Showdown.of(1, wheel, best_hand(wheel, {"3", "9"})))
    tweens.finish_all()
    labels = {str(sprite.card): (sprite.label, sprite.wild) for sprite in model.showcase}
    assert labels["3h"] == ("", True), labels  # no "=3" under it, still drawn wild
    nine = tuple(parse_cards("9h Kc Kd 7s 2c"))
    director.play(Showdown.of(0, nine, best_hand(nine, {"3", "9"})))
    tweens.finish_all()
    assert {str(s.card): s.label for s in model.showcase}["9h"] == "K"


def test_labelled_keeps_every_other_stand_in():
    used = ((parse_cards("3h")[0], "3"), (parse_cards("9c")[0], "A"), (parse_cards("Kd")[0], None))
    assert [stands for _, stands in labelled(used)] == [None, "A", None]
