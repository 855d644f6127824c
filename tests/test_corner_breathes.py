"""The game's corner at the bottom left of the party TV (its keys' line always shown) keeps room
between its blocks at both TEXT SIZEs, in every shipped game: a host play-test's TV read Midnight
Baseball's six lines (MIDNIGHT / WILD: 3 9 / 4 UP: +1 CARD / TO YOUR PILE / 7 CARDS / ESC: HOST
MENU) a pixel apart, one cramped block. A quirk says itself in its one line (game_quirk.SHORT)
before the lines close up."""

from __future__ import annotations

from itertools import pairwise

import pytest

from engine.profile import load_profile
from game.felt import corner_draw, layout
from game.felt.game_quirk import ROOMY, SHORT, SNUG, quirk_parts
from game.felt.table_draw import TableRenderer
from game.felt.table_model import TableModel
from game.play.session import profiles

EVERY = sorted(entry.rules.id for entry in profiles() if entry.ok)
KEYS = "ESC: HOST MENU"  # the party TV's (game.screens.scenes.party)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", EVERY)
def test_the_party_tvs_corner_keeps_room_between_its_blocks(app, monkeypatch, size, game):
    places = layout.LAYOUTS[size]
    rules = load_profile(game)
    model = TableModel()
    model.rules, model.profile, model.wild_ranks = rules, rules.name, frozenset(rules.wild_ranks)
    said = []  # (the corner, its lines) as the table places them

    def spy(corner, *args):
        lines = corner_lines(corner, *args)
        said.append((corner, lines))
        return lines

    corner_lines = corner_draw.corner_lines
    monkeypatch.setattr(corner_draw, "corner_lines", spy)
    renderer = TableRenderer(app.text, app.cards, keys=KEYS, places=places, keys_at_large=True)
    renderer.draw_info(app.display.canvas, model)
    corner, lines = said[-1]  # (placed again with the name's short form where it stood by your name)
    assert lines[-1].text == KEYS, lines
    gaps = [after.y - (before.y + before.size) for before, after in pairwise(lines)]
    blocks = bool(corner.name) + len(corner.wild) + len(corner.quirks) + 1
    words = [line.text for line in lines]
    # a gap of SNUG's at the least between one block and the next (the name, each wild line, each
    # quirk, the keys), never closed up: only a block's own wrapped lines stand closer
    assert sum(gap >= SNUG[1] for gap in gaps) >= blocks - 1, (game, size, words, gaps)
    assert min(gaps) >= 1, gaps  # (never touching)
    assert lines[0].y >= places.bottom_y - 4, lines[0]  # never over the side seat above it
    if game == "midnight-baseball":  # five lines, the four's in its one, ROOMY's gaps (the play-test's six)
        assert words == ["MIDNIGHT", "WILD: 3 9", SHORT[quirk_parts(rules)[0]], "7 CARDS", KEYS], words
        assert min(gaps) >= ROOMY[1], gaps
