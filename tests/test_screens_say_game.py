"""The screens call a run of pots a GAME (and every game tonight the night), as the table, the TV
and the phones do: a Hold'em newcomer's play-test met "session" on the hand chart ("8 pots a
session."), the glossary, the house-rules editor, the Hall of Fame, the title menu and the pause
menu, a word nothing else on screen used."""

from __future__ import annotations

import ast
import importlib
import inspect
import re

import pytest

from engine.house_rules import rows_for
from game.play import hall_of_fame
from game.play.session import profiles
from game.telling.glossary import glossary
from game.telling.hand_chart import rules_lines

SESSION = re.compile("session", re.IGNORECASE)
GAMES = [entry.rules for entry in profiles() if entry.rules is not None]
# the screens whose words are written in their own code: the title's and the pause menu's
SCREENS = ["game.screens.scenes.title", "game.screens.scenes.pause", "game.screens.scenes.hall_of_fame"]


def said_in(module_name: str) -> list[str]:
    """The words a module writes out (its string literals with a space in them), its docstrings aside."""
    tree = ast.parse(inspect.getsource(importlib.import_module(module_name)))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
        if " " in node.value
    ]


@pytest.mark.parametrize("rules", GAMES, ids=[rules.id for rules in GAMES])
def test_the_hand_chart_and_the_glossary_say_game(rules):
    lines = rules_lines(rules)
    assert not [line for line in lines if SESSION.search(line)], lines
    assert f"A game lasts {rules.pots} hands." in lines, lines  # as the table counts them: HAND 1 OF 8
    words = [f"{term}: {meaning}" for term, meaning in glossary(rules)]
    assert not [line for line in words if SESSION.search(line)], words


def test_the_house_rules_editor_says_game_length():
    rows = rows_for(GAMES[0])
    assert not [row for row in rows if SESSION.search(row.label) or SESSION.search(row.line)], rows
    pots = next(row for row in rows if row.key == "pots")
    assert pots.label == "GAME LENGTH" and pots.line.startswith("A game ends"), pots


@pytest.mark.parametrize("module_name", SCREENS)
def test_the_title_pause_and_hall_of_fame_say_game(module_name):
    assert not [words for words in said_in(module_name) if SESSION.search(words)]
    assert not SESSION.search(hall_of_fame.QUALIFIES)
