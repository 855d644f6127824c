"""A No Peek pot's last strike-out comes just before the showdown: the engine says Out (the last
challenger turned every card without a beat) and, nobody being left to challenge, the best hand's
Showdown in the same move. A host play-test read "ANN / STRIKE THREE!" over Cat's flush in the
middle ("Cat: Flush, ace high"): the strike-out's words asked no hold, so the next hand shown came
up under them. The table now holds for a strike-out's words as it does for a win's."""

from __future__ import annotations

from fractions import Fraction

from test_director_tells_after_the_cards import frame, table

from engine.cards import parse_cards
from engine.events import Award, Out, Showdown
from engine.hands import best_hand
from game.felt.table_effects import STRIKEOUT


def test_a_strike_out_banner_never_stands_over_another_seats_hand():
    cards = tuple(parse_cards("As Js 8s 5s 2s Kd 3c"))
    flush = Showdown.of(2, cards, best_hand(list(cards), ""))
    player, model, _ = table([Out(0), flush, Award(2, Fraction(21), "showdown")])
    player.effects.hints = False
    struck = shown = False
    for _ in range(3000):
        frame(player)
        effects = player.effects
        up = effects.banner == STRIKEOUT and effects.banner_left > 0
        struck = struck or up
        shown = shown or model.showcase_text.startswith("Zoe:")
        if up and model.showcase_text:
            assert model.showcase_text.upper().startswith(effects.who + ":"), (
                effects.who,
                model.showcase_text,
            )
        if shown and not up:
            break
    assert struck and shown
