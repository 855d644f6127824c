"""A key is said one way wherever it shows: a dealer's games menu says "1 BASEBALL" at both TEXT SIZEs
(it said "[1] BASEBALL" at normal, "1 BASEBALL" at large), and the guide's pages, HOW TO PLAY and the
table's hints quote No Peek's button as it reads, AUTO-CHECK with its A underlined, never "[A]
AUTO-CHECK" beside it (the buttons at the side say their key letter underlined since 10ea0d8)."""

from __future__ import annotations

import re

import pytest

from game.felt import layout
from game.felt.action_menu import action_menu
from game.felt.check_ahead import LABEL
from game.felt.table_model import Seat, TableModel
from game.platform.widgets import Item
from game.telling import guide_words, hand_chart, hints

GAMES = ("BASEBALL", "NIGHT BASEBALL", "MIDNIGHT BASEBALL", "SEVEN-CARD STUD")


def test_a_dealers_games_say_their_number_one_way_at_both_sizes():
    captions = {}
    for size, places in layout.LAYOUTS.items():
        items = [Item(game, shortcut=str(number)) for number, game in enumerate(GAMES, start=1)]
        model = TableModel(seats=[Seat(name, "", name == "YOU") for name in ("YOU", "BABE", "CASEY")])
        menu = action_menu(items, True, model, places)
        captions[size] = [menu.caption(item) for item in menu.items]
        assert all(rect.width <= places.centre.width for rect in menu.rects), (size, menu.rects)
    assert captions["normal"] == captions["large"] == [f"{n} {game}" for n, game in enumerate(GAMES, 1)]


QUOTED = re.compile(r"\[([A-Z])\] ([A-Z][A-Z-]*)")  # "[A] AUTO-CHECK": a key beside words holding it


@pytest.mark.parametrize(
    "said",
    [*guide_words.WORDS.values(), hand_chart.CHECK_AHEAD_RULE, hints.CHECK_AHEAD_MEANING],
)
def test_a_line_quotes_a_button_as_it_reads(said):
    assert not any(key in words for key, words in QUOTED.findall(said)), said
    if "AUTO-CHECK" in said:
        assert LABEL in said.split() or said.startswith(LABEL), said
