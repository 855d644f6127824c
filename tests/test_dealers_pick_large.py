"""The dealer's pick at TEXT SIZE large (newcomers' play-tests): Midnight Baseball's line beside
the dealer's panel ran over the hand's number and onto the rail at the felt's rounded corner, then
read as a narrow column of 8 lines. Now it takes the middle's width over the games, in their panel,
and where it cannot (a column's lines, the normal size's) every line lies on the felt, clear of its
rounded corner and of the dealer's panel, the hand's number in view."""

from __future__ import annotations

import pygame
from test_dealers_choice_ui import big
from test_ui_game_words import on_the_felt
from test_ui_support import drawn_by, key, press, run_until

from engine.profile import load_profile
from game.felt import layout
from game.felt.action_menu import detail_lines
from game.platform.display import SAFE
from game.play.session import HUMAN, direct_setup
from game.screens.table_scene import TableScene
from game.telling.game_call import call_line

DC = load_profile("dealers-choice")
MIDNIGHT = next(game for game in DC.games if game.id == "midnight-baseball")


def with_shadow(rect: pygame.Rect) -> pygame.Rect:
    """`rect` and its drop shadow, 2 pixels right and down."""
    return pygame.Rect(rect.x, rect.y, rect.width + 2, rect.height + 2)


def human_deals(app, players: int) -> TableScene:
    for seed in range(100):
        scene = TableScene(app, direct_setup(app.settings, "dealers-choice", players, seed))
        if scene.table.actor == HUMAN:
            app.stack.push(scene)
            app.stack.apply_requests()
            return scene
        scene.leave()
    raise AssertionError("no seed in 100 gives the human the first deal")


def test_midnight_baseballs_line_at_large_reads_across_the_games_panel_over_the_games(
    app, shots, monkeypatch
):
    """A newcomer read it in the buttons' column, 11 letters a line, 8 lines hugging the screen's
    right edge: now it takes the middle's width, over the games in their panel, under the seats."""
    app.settings.text_size = "large"
    for players in (5, 4, 3, 2):
        scene = human_deals(app, players)
        scene.model.pots = 8  # (a guided hand counts no hands: here every session's count shows)
        run_until(app, lambda scene=scene: scene.buttons is not None)
        while scene.buttons.current.detail != call_line(MIDNIGHT):
            press(app, key(pygame.K_DOWN))
        drawn = drawn_by(app, scene, monkeypatch)
        big(app, shots, f"dealers_pick_large_{players}")
        games = scene.buttons.rects[0].unionall(scene.buttons.rects[1:])
        side = [
            (text, rect) for text, rect in drawn if rect.bottom <= games.top and text in call_line(MIDNIGHT)
        ]
        assert " ".join(text for text, _ in side) == call_line(MIDNIGHT), side
        assert len(side) <= 5, side
        assert all(games.left <= rect.left and rect.right <= games.right for _, rect in side), (side, games)
        plates = [layout.name_plate(slot) for slot in scene.director.slots.values()]
        assert not any(rect.colliderect(plate) for _, rect in side for plate in plates), side
        assert all(on_the_felt(with_shadow(rect)) for _, rect in side), side
        count = scene.renderer.count_rect(scene.model)
        assert [rect for text, rect in drawn if text.startswith("HAND ")] == [count]  # in view
        scene.leave()


def test_every_games_line_at_either_size_keeps_clear_of_the_felts_corner():
    for places in (layout.NORMAL, layout.LARGE):
        for top in (places.buttons[1], places.mid_y):
            for game in DC.games:
                size, line_h, (x, y), lines = detail_lines(call_line(game), places, top)
                rects = [
                    pygame.Rect(x, y + row * line_h, len(line) * size, size) for row, line in enumerate(lines)
                ]
                assert all(on_the_felt(with_shadow(rect)) for rect in rects), (
                    game.id,
                    places.large,
                    top,
                    lines,
                )
                assert rects[-1].bottom <= SAFE.bottom and len(" ".join(lines)) == len(call_line(game))
