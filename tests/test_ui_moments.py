"""The table's moments in baseball words and sounds: GRAND SLAM! (five of a kind, the organ's
Charge! and a shake), PERFECT GAME! (a straight flush, a fanfare), STRIKE THREE! (a fold that
refuses a wild's price, or a No Peek pile turned without a beat, a buzzer); nothing for the rest."""

from fractions import Fraction

import pytest

from engine.cards import parse_cards
from engine.events import ActionTaken, Out, Showdown
from engine.hands import best_hand
from game.felt.table_effects import STRIKEOUT, TableEffects
from game.platform import sound


def shown(cards: str) -> Showdown:
    hand = parse_cards(cards)
    return Showdown.of(0, tuple(hand), best_hand(hand, "39"))


@pytest.mark.parametrize(
    ("event", "words", "noise", "shakes"),
    [
        (shown("8s 8h 8c 8d 3c Kd 2s"), "GRAND SLAM!", "charge", True),
        (shown("9h 8h 7h 6h 5h Kd 2s"), "PERFECT GAME!", "fanfare", False),
        (Out(2), STRIKEOUT, "strikeout", False),
        (ActionTaken(1, "fold", Fraction(0), Fraction(0), why="wild_cost"), STRIKEOUT, "strikeout", False),
        (ActionTaken(1, "fold", Fraction(0), Fraction(1)), "", None, False),
        (shown("As Ah Ad Kc Kd 2s 4h"), "", None, False),
    ],
)
def test_each_moment_has_its_words_and_its_sound(monkeypatch, event, words, noise, shakes):
    played = []
    monkeypatch.setattr(sound, "play", played.append)
    effects = TableEffects()
    effects.on_event(event)
    assert effects.banner == words and effects.busy == bool(words)
    assert played == ([noise] if noise else [])
    assert effects.shake.active == shakes
    effects.hush()
    assert effects.banner_left == 0
