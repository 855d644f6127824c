"""PERFECT GAME! says what it is under it, in the banner, where it fits: "A STRAIGHT FLUSH" (a Hold'em
newcomer's play-test met the words at the table with nothing saying what a perfect game is; HOW TO
PLAY's WORDS page said it, the table did not). At TEXT SIZE large the banner has room for two
lines only: the hand is said over the words ("YOU: STRAIGHT FLUSH")."""

from __future__ import annotations

import pygame
import pytest
from test_ui_moments import play, won

from game.felt import layout
from game.felt.table_effects import TableEffects, banner_rect, what_gap
from game.platform import sound
from game.platform.frame_log import FRAME
from game.platform.text import Text


@pytest.mark.usefixtures("app")
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("cards", ["As Ks Qs Js Ts 2h 4d", "9h 8h 7h 6h 5h Kd 2s"])
def test_perfect_game_says_a_straight_flush_under_it(monkeypatch, size, cards):
    monkeypatch.setattr(sound, "play", lambda _name: None)
    effects = TableEffects()
    effects.places, effects.hints = layout.LAYOUTS[size], False  # (with the hints off too)
    play(effects, won(cards))
    assert effects.banner == "PERFECT GAME!" and effects.what == "A STRAIGHT FLUSH"
    FRAME.clear()
    effects.draw(pygame.Surface((960, 540)), Text())
    drawn = {item.text: item.rect for item in FRAME.texts()}
    rect = banner_rect(effects.places)
    assert all(rect.contains(place) for place in drawn.values()), drawn
    if size == "normal":  # (the room for it: what_gap)
        assert what_gap(effects.what, effects.places) > 0
        under, words = drawn["A STRAIGHT FLUSH"], drawn["PERFECT GAME!"]
        assert under.top >= words.bottom and abs(under.centerx - words.centerx) <= 1, drawn
        whose = next(place for text, place in drawn.items() if text.startswith("YOU"))
        assert whose.bottom <= words.top
    else:
        assert what_gap(effects.what, effects.places) == 0
        assert any("STRAIGHT FLUSH" in text or "ROYAL FLUSH" in text for text in drawn), drawn
