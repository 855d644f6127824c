"""The title's tagline and a saved session's line of two both show, clear of each other, of the cards
and of the menu. A newcomer's play-test (shot 131, 1920x1080) saw the wilds under the name vanish
once the CONTINUE line wrapped: "Night Baseball, 4 players, next: hand 3 of 8, you are at -10."
is two lines at the title's width, and a line of two took the tagline's place."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pygame
import pytest
from test_ui_support import drawn_by, key, press

from game.platform.display import SAFE, WIDTH
from game.play import resume
from game.play.session import direct_setup
from game.screens.menu_page import backdrop
from game.screens.scenes.title import BASEBALL_TAGLINE, CARDS_FOOT, SHOWCASE, TitleScene


def title_over(polished, monkeypatch, saved: resume.SavedSession) -> TitleScene:
    monkeypatch.setattr(resume, "load", lambda: (saved, []))
    title = TitleScene(polished)
    polished.stack.reset(title)
    polished.stack.apply_requests()
    press(polished, key(pygame.K_RETURN))  # PRESS START: the menu, CONTINUE first
    return title


def saves(polished) -> dict[str, resume.SavedSession]:
    """A save whose line is one line long, one wrapping to two (the play-test's), one of two lines
    by its own line break (a pot quit part-way)."""
    setup = direct_setup(polished.settings, "night-baseball", 4, 3)
    return {
        "one": resume.SavedSession(setup, [], 1, [Fraction(-7), Fraction(7), 0, 0], now=Fraction(-7)),
        "wrapped": resume.SavedSession(
            setup, [], 2, [Fraction(-10), Fraction(10), 0, 0], now=Fraction(-10), between=True
        ),
        "in_the_pot": resume.SavedSession(setup, [], 1, [Fraction(-7), Fraction(7), 0, 0], now=Fraction(-9)),
    }


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("which", ["one", "wrapped", "in_the_pot"])
def test_the_tagline_and_every_save_line_show_apart(polished, monkeypatch, shots, size, which):
    polished.settings.text_size = size
    title = title_over(polished, monkeypatch, saves(polished)[which])
    lines = title.continue_lines()
    assert len(lines) == (1 if which == "one" else 2), lines
    said = drawn_by(polished, title, monkeypatch)
    drawn = dict(said)
    assert title.tagline() == BASEBALL_TAGLINE and BASEBALL_TAGLINE in drawn  # Night Baseball's wilds
    under_the_name = [drawn[BASEBALL_TAGLINE], *(drawn[line] for line in lines)]
    menu = [drawn[item.label] for item in title.menu.items]
    for upper, lower in itertools.pairwise([*under_the_name, menu[0]]):
        assert lower.top - upper.bottom >= 4, (upper, lower)  # a shadow's room and a gap
    assert all(SAFE.contains(rect) for _, rect in said), said
    # clear of the fanned cards, which rise with the name when three lines need the room
    lift = max(0, CARDS_FOOT + 4 - under_the_name[0].top)
    assert under_the_name[0].top >= CARDS_FOOT - lift + 4
    polished.draw()
    for resolution in ((1920, 1080), (1280, 720)):  # (to be looked at)
        shots(
            polished,
            f"title_{which}_{size}_{resolution[1]}",
            pygame.transform.scale(polished.display.canvas, resolution),
        )


def test_the_cards_rise_clear_of_three_lines(polished, monkeypatch):
    """Over the tagline's line, across the cards' width, only the backdrop: no card reaches down to
    its letters (on HEAD the cards' feet stood where the first of three lines would go)."""
    title = title_over(polished, monkeypatch, saves(polished)["wrapped"])
    tagline = dict(drawn_by(polished, title, monkeypatch))[BASEBALL_TAGLINE]
    polished.draw()
    canvas, bare = polished.display.canvas, backdrop()
    cards = range(WIDTH // 2 - len(SHOWCASE) * 24, WIDTH // 2 + len(SHOWCASE) * 24)
    band = range(tagline.top - 4, tagline.top)
    covered = [(x, y) for x in cards for y in band if canvas.get_at((x, y)) != bare.get_at((x, y))]
    assert not covered, covered[:5]
