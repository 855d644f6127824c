"""The corner's game name stands clear of your seat's plate on its line: a host play-test's party
TV read NIGHT BASEBALL MAXIMILIANA B. as one line, the name running to its column's end a letter
before the plate (the party TV's corner has five lines with its host key, no room to start a line
lower). Where it cannot drop a line, the corner says the name's short form (NIGHT, as MIDNIGHT)."""

from __future__ import annotations

import pygame
import pytest

from engine.profile import load_profile
from game.felt import layout
from game.felt.corner_draw import CornerDrawing, corner_name
from game.felt.game_quirk import BESIDE, name_lines
from game.felt.table_model import TableModel

GAMES = ["night-baseball", "midnight-baseball", "baseball", "seven-card-stud", "dealers-choice"]


class Said:
    """A Text that keeps each line drawn and where."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, pygame.Rect]] = []

    def draw(self, canvas, line, at, size, colour, **kwargs) -> pygame.Rect:
        rect = pygame.Rect(at, (len(line) * size, size))
        self.lines.append((line, rect))
        return rect


class PartyCorner(CornerDrawing):
    """The party TV's corner: its host key always shown."""

    def __init__(self, size: str) -> None:
        self.text, self.places = Said(), layout.LAYOUTS[size]  # type: ignore[assignment]
        self.keys, self.keys_at_large, self.coach_lines = "ESC: HOST MENU", True, 1


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", GAMES)
def test_the_corner_stands_clear_of_your_name_on_its_line(game, size):
    rules = load_profile(game)
    corner = PartyCorner(size)
    model = TableModel(profile=rules.name, wild_ranks=frozenset(rules.wild_ranks), rules=rules)
    corner.draw_info(pygame.Surface((960, 540)), model)
    places = corner.places
    plate = layout.SAFE.x + layout.INFO_W + 20 + (places.small if places.large else 0)  # your seat's block
    name_line = pygame.Rect(0, places.bottom_y, 960, places.small)  # your name's line
    level = [(text, rect) for text, rect in corner.text.lines if text and rect.colliderect(name_line)]
    assert all(rect.right + 3 * places.small <= plate for _, rect in level), (game, size, level)
    columns = layout.INFO_W // places.small
    forms = (
        corner_name(rules.name, places)
        + name_lines(rules.name, columns)
        + name_lines(rules.name, columns - BESIDE)
    )
    assert corner.text.lines[0][0] in forms  # the name first, whole or in its short form
