"""A key hint names a pad's lettered button as the pad's: a Hold'em newcomer read the title's
"ENTER / A" as the key A, which at a No Peek table is [A] AUTO-CHECK. Every pad button A, B, X
and Y is a letter key too, so a hint says "ENTER / PAD A", "ESC / PAD B", "G / PAD Y"."""

from __future__ import annotations

import ast
import re
from pathlib import Path

SCREENS = Path(__file__).resolve().parent.parent / "game" / "screens"
# a lettered button after a slash, bare: "ENTER / A:", "G / Y: ...", "TAB / X  skip"
BARE_BUTTON = re.compile(r"/ [ABXY](?=$|[:\s])")


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the module's, classes' and functions' docstrings (prose, not hints drawn)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def test_no_key_hint_names_a_bare_lettered_button():
    bare = []
    for path in sorted(SCREENS.rglob("*.py")):
        tree = ast.parse(path.read_text())
        prose = _docstrings(tree)
        for node in ast.walk(tree):
            drawn = isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose
            if drawn and BARE_BUTTON.search(node.value):
                bare.append((path.name, node.lineno, node.value))
    assert not bare, bare
