"""A house game's name may be 40 characters: the menus that list it (PLAY's games, HOUSE RULES,
HOST A PARTY, OPTIONS, the house editor's heading and its DELETE question) show it whole where the
row has room, and else cut it with an ellipsis at the edge of the room it has; sliced at a fixed
22 to 26 characters, a name lost its end with room to spare and nothing said it was cut."""

from __future__ import annotations

import os

import pygame
import pytest
from test_ui_support import drawn_by

from engine.profile import user_profile_dir
from game.platform.display import SAFE
from game.screens import openers
from game.screens.scene import QUESTION_W
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.house_editor import HouseEditorScene
from game.screens.scenes.house_games import HouseGamesScene
from game.screens.scenes.options import OptionsScene
from game.screens.scenes.party_setup import PartySetupScene
from game.screens.scenes.setup import ProfileScene

NAME = "Grandpa Joes Thursday Night Big Baseball"  # 40 characters, the most a name may have
CUT = NAME.upper()[:16]  # the start every cut form keeps


@pytest.fixture
def long_game(app):
    """A house game with the longest name there may be, chosen as the default game."""
    folder = user_profile_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "grandpa.yaml").write_text(
        f"name: {NAME}\ndescription: Baseball at Grandpa's.\nextends: baseball\n", "utf-8"
    )
    app.settings.default_profile = "grandpa"
    return app


def words(app, scene, monkeypatch):
    drawn = drawn_by(app, scene, monkeypatch)
    if os.environ.get("SHOTS_DIR"):
        name = f"names-{type(scene).__name__}.png"
        pygame.image.save(app.display.canvas, os.path.join(os.environ["SHOTS_DIR"], name))
    return drawn


def named(drawn) -> list[tuple[str, pygame.Rect]]:
    """The drawn strings that name the game, each inside the TV-safe area."""
    found = [(text, rect) for text, rect in drawn if CUT in text]
    assert found
    for _, rect in found:
        assert SAFE.contains(rect)
    return found


def test_the_games_lists_show_the_whole_name_where_it_fits(long_game, monkeypatch):
    for scene in (ProfileScene(long_game), HouseGamesScene(long_game)):
        texts = [text for text, _ in named(words(long_game, scene, monkeypatch))]
        assert NAME.upper() in texts, type(scene).__name__


@pytest.mark.parametrize("page", [PartySetupScene, OptionsScene, HouseEditorScene])
def test_a_name_too_long_for_its_row_ends_in_an_ellipsis_at_the_edge(long_game, monkeypatch, page):
    if page is HouseEditorScene:
        entry = next(entry for entry in HouseGamesScene(long_game).games if entry.id == "grandpa")
        scene = HouseEditorScene(long_game, entry.rules, editing="grandpa")
        scene.name = ""  # the NAME row is typed anew: the heading names the game edited
    else:
        scene = page(long_game)
        if isinstance(scene, OptionsScene):  # the default game is on its NEW GAMES page
            scene.open_page("NEW GAMES")
    for text, rect in named(words(long_game, scene, monkeypatch)):
        assert text.rstrip(" >").endswith("\u2026"), text  # said to be cut
        assert rect.right > SAFE.right - 4 * 24, text  # cut where the room ends, not well before


def test_the_delete_question_cuts_the_name_to_its_box(long_game, monkeypatch):
    entry = next(entry for entry in HouseGamesScene(long_game).games if entry.id == "grandpa")
    editor = HouseEditorScene(long_game, entry.rules, editing="grandpa")
    long_game.push(openers.house_games())
    long_game.stack.apply_requests()
    long_game.stack.top.ask_delete(entry)
    long_game.stack.apply_requests()
    question = long_game.stack.top
    assert isinstance(question, ConfirmScene)
    editor.ask_delete()
    long_game.stack.apply_requests()
    for scene in (question, long_game.stack.top):
        assert isinstance(scene, ConfirmScene)
        asked = [(text, rect) for text, rect in words(long_game, scene, monkeypatch) if "DELETE G" in text]
        ((text, rect),) = asked
        assert text.startswith("DELETE GRANDPA JOE") and text.endswith("\u2026?")
        assert rect.width <= QUESTION_W - 40  # inside its box (its 24 characters read past the edges)
