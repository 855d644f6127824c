"""A name the TV has no room for is cut only with an ellipsis, never sliced: a host play-test read
"MAXIMILIAN PICKS THE GAME" while Maximiliana Bell was the dealer, another person's name."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest

from game.felt import layout
from game.felt.centre_words import target_lines
from game.felt.game_banner import PAD, calling_lines
from game.felt.standings_view import draw_standings

SIXTEEN = "MAXIMILIANA BELL"


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("name", ["ANN", SIXTEEN, "BARTHOLOMEW-THE-GREAT-OF-WESSEX"])
def test_the_calling_banner_names_the_dealer_whole_or_cut_with_an_ellipsis(places, name):
    room = places.centre.width - 2 * PAD
    size, lines = calling_lines(name, room, places.body)
    assert all(len(line) * size <= room for line in lines)
    said = " ".join(lines)
    assert said.endswith("PICKS THE GAME")
    shown = said.removesuffix(" PICKS THE GAME")
    assert shown == name or (shown.endswith("\u2026") and name.startswith(shown[:-1]))
    if len(name) <= room // places.body:  # a name there is room for is never cut
        assert shown == name


class Said:
    """A Text that keeps what is drawn."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def draw(self, canvas, line, *args, **kwargs) -> None:
        self.lines.append(line)


@pytest.mark.parametrize("style", ["", "TIGHT AGGRESSIVE"])
def test_the_standings_cut_a_long_name_with_an_ellipsis(style):
    said = Said()
    draw_standings(
        pygame.Surface((960, 540)), said, [("", [("1ST", SIXTEEN, style, Fraction(93, 2), False)])], []
    )
    (shown,) = [line for line in said.lines if line.startswith(SIXTEEN[:4])]
    assert shown == SIXTEEN or (shown.endswith("\u2026") and SIXTEEN.startswith(shown[:-1]))
    assert shown != SIXTEEN or not style  # beside a style line there is no room for it whole


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("most", [None, 1, 2, 3])
def test_the_centres_hand_to_beat_names_a_long_name_whole_or_with_an_ellipsis(places, most):
    lines = target_lines(
        f"BEAT {SIXTEEN}: FULL HOUSE, KINGS OVER FOURS", places.centre.width // places.body, most
    )
    said = " ".join(lines)
    if SIXTEEN not in said:
        cut = said.split("\u2026")[0].removeprefix("BEAT ")
        assert "\u2026" in said and cut and SIXTEEN.startswith(cut), lines
