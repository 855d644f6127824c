"""A wild card always says what it stands for, even its own rank: a newcomer's play-test saw a wild
9 of diamonds standing in as the 9 of clubs with no label at a showdown, while the other wilds said
"=10", "=K" (an earlier play-test had read "3 = 3" and had it left out; a wild saying nothing read as
a card that did not count). In the middle's showcase, the pot's result and the phones' result
(test_party_protocol)."""

from __future__ import annotations

from test_ui_card_rows import table

from engine.cards import parse_cards
from engine.events import Showdown
from engine.hands import best_hand
from game.felt import layout


def test_the_showcase_labels_every_wild_with_what_it_stands_for_even_its_own_rank():
    director, model, tweens = table(2, layout.NORMAL, {})
    wheel = tuple(parse_cards("Ah 2c 3h 4d 5s"))  # the three: wild, and needed as a three
    director.play(Showdown.of(1, wheel, best_hand(wheel, {"3", "9"})))
    tweens.finish_all()
    labels = {str(sprite.card): (sprite.label, sprite.wild) for sprite in model.showcase}
    assert labels["3h"] == ("3", True), labels
    flush = tuple(parse_cards("Jc 9h 9d 8c 7c"))  # a straight flush: the wild nines as 10♣ and 9♣
    director.play(Showdown.of(0, flush, best_hand(flush, {"3", "9"})))
    tweens.finish_all()
    labels = {str(sprite.card): (sprite.label, sprite.wild) for sprite in model.showcase}
    assert {labels[card] for card in ("9h", "9d")} == {("10♣", True), ("9♣", True)}, labels
    assert labels["Jc"] == ("", False)  # a natural card says nothing
