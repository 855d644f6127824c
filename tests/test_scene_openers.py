"""Scenes are opened with typed arguments: each scene has an opener in game.screens.openers, named as
the registry names the scene, and mypy checks every call against its opener and every opener against
its scene's class (game.screens.scenes.registry). The slow test misspells an argument in a copy of the
code and sees mypy fail at that line and nowhere else."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from game.screens import openers
from game.screens.scene import Opening
from game.screens.scenes import registry

ROOT = Path(__file__).resolve().parents[1]
REGISTRY_PATH = "game/screens/scenes/registry.py"


def opener_names() -> set[str]:
    return {
        name
        for name, value in vars(openers).items()
        if inspect.isfunction(value) and value.__module__ == openers.__name__ and name != "opener"
    }


def checked_pairs() -> dict[str, str]:
    """The registry's `gives(openers.x)(Class)` lines, as opener name -> "module:Class"."""
    tree = ast.parse((ROOT / REGISTRY_PATH).read_text(encoding="utf-8"))
    block = next(
        node
        for node in tree.body
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
    )
    classes = {
        alias.asname or alias.name: f"{node.module}:{alias.name}"
        for node in block.body
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    pairs = {}
    for node in ast.walk(block):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Call):
            inner = node.func
            assert isinstance(inner.func, ast.Name) and inner.func.id == "gives"
            opener, scene = inner.args[0], node.args[0]
            assert isinstance(opener, ast.Attribute) and isinstance(scene, ast.Name)
            pairs[opener.attr] = classes[scene.id]
    return pairs


def test_every_scene_has_its_opener_and_mypy_checks_each_against_the_scenes_class():
    assert opener_names() == set(registry.SCENES)
    assert checked_pairs() == registry.SCENES


def test_every_openers_parameters_are_keyword_only():
    for name in opener_names():
        kinds = {p.kind for p in inspect.signature(getattr(openers, name)).parameters.values()}
        assert kinds <= {inspect.Parameter.KEYWORD_ONLY}, name


def test_an_opening_names_its_scene_and_carries_only_what_it_was_given():
    assert openers.chart(rules=None) == Opening("chart", {"rules": None})  # type: ignore[arg-type]
    assert openers.title() == Opening("title", {})  # the scene's own default, not the opener's `...`
    with pytest.raises(TypeError, match="chart: name each argument"):
        openers.chart(None)  # type: ignore[misc]


@pytest.mark.slow
def test_a_misspelt_argument_fails_in_mypy(code_copy):
    """A call that misspells an argument (the pause menu's chart: `pgae=`) and an opener whose
    parameter no longer matches its scene's (`confirm`'s `yes_frist`), in a copy of the code: mypy
    fails at the call and at the registry's check of that opener, and nowhere else but the calls
    that name `yes_first` rightly."""
    pause, openers_file, checks = "game/screens/scenes/pause.py", "game/screens/openers.py", REGISTRY_PATH
    code_copy.change(pause, "page=page)", "pgae=page)")
    code_copy.change(openers_file, "    yes_first: bool = ...,", "    yes_frist: bool = ...,")
    said = code_copy.mypy()
    errors = [line for line in said.splitlines() if ": error:" in line]
    misspelt = f"{pause}:{code_copy.line_of(pause, 'pgae=page')}:"
    checked = f"{checks}:{code_copy.line_of(checks, 'gives(openers.confirm)(ConfirmScene)')}:"
    assert any(
        line.startswith(misspelt) and 'Unexpected keyword argument "pgae"' in line for line in errors
    ), said
    assert any(line.startswith(checked) and "ConfirmScene" in line for line in errors), said
    callers = {  # they pass yes_first
        "game/screens/scenes/party_host.py",
        "game/screens/scenes/setup.py",
    }
    assert {line.split(":")[0] for line in errors} == {pause, checks, *callers}, said
    assert all("yes_first" in line for line in errors if line.split(":")[0] in callers), said
