"""The lit game's description beside a dealer's pick reads apart from the hand's count under it (a
newcomer's solo Dealer's Choice: the lit game's seven lines sat right on HAND 4 OF 8 beside the
pick, 8 px over it): a letter's height at least between them, the count still said."""

from __future__ import annotations

import pygame
import pytest
from test_dealers_pick_is_deliberate import picking
from test_dealers_pick_large import human_deals
from test_ui_support import drawn_by, key, press

APART = 16  # pixels at the least between the description's last line and HAND n OF m: a letter's height


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_lit_games_lines_stand_apart_from_the_hand_count(app, shots, monkeypatch, size, players):
    app.settings.text_size = size
    scene = picking(human_deals(app, players))
    for game in range(len(scene.buttons.items)):
        said = drawn_by(app, scene, monkeypatch)
        count = next((rect for words, rect in said if words.startswith("HAND ")), None)
        assert count is not None, (game, [words for words, _ in said])  # HAND 1 OF 8 still said
        detail = scene.buttons.current.detail
        lines = [rect for words, rect in said if words and words in detail and rect.right > count.left - 200]
        assert lines, said
        assert all(rect.bottom + APART <= count.top or rect.top > count.bottom for rect in lines), (
            game,
            count,
            lines,
        )
        if players == 4:  # (to be looked at)
            app.draw()
            shots(app, f"pick_detail_{size}_{game}")
        press(app, key(pygame.K_DOWN))
    scene.leave()
