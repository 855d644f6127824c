"""The shape of game/: scenes are built by name in one place (game.scenes.registry), so no other
module imports a scene module and no import hides inside a function to dodge a cycle; scenes own
their behaviour (no *_extras modules patching them from outside)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from game.scene import Scene
from game.scenes import registry

GAME = Path(__file__).resolve().parents[1] / "game"
REGISTRY = "game.scenes.registry"


def modules() -> dict[str, ast.Module]:
    out = {}
    for path in sorted(GAME.rglob("*.py")):
        name = ".".join(path.relative_to(GAME.parent).with_suffix("").parts).removesuffix(".__init__")
        out[name] = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return out


def imported(node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules an import statement names (`from game.scenes import x` names game.scenes.x too)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    return [base] + [f"{base}.{alias.name}" for alias in node.names]


def test_the_game_package_is_parsed():
    found = modules()
    assert REGISTRY in found and "game.scenes.table" in found and len(found) > 30


def test_only_the_registry_imports_scene_modules():
    scenes = {name for name in modules() if name.startswith("game.scenes.")} - {REGISTRY}
    assert len(scenes) >= 10
    offenders = []
    for name, tree in modules().items():
        if name == REGISTRY:
            continue
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                hits = set(imported(node)) & (scenes | {REGISTRY} if name != "game.app" else scenes)
                if hits:
                    offenders.append(f"{name} line {node.lineno}: {', '.join(sorted(hits))}")
    assert offenders == []


def test_the_registry_knows_every_scene_module_and_each_name_makes_a_scene():
    named = {entry.partition(":")[0] for entry in registry.SCENES.values()}
    scenes = {name for name in modules() if name.startswith("game.scenes.")} - {REGISTRY}
    assert scenes <= named
    for name in registry.SCENES:
        assert issubclass(registry.factory(name), Scene), name
    with pytest.raises(KeyError, match="no scene called 'nope': the scenes are title, "):
        registry.factory("nope")


def test_starting_the_game_leaves_the_party_server_unloaded():
    """The app and its title load no scene they may never show: the party scenes bring the web
    server and the QR code library, a third of a second of start-up."""
    probe = (
        "import sys, game.app; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'segno') "
        "or m.startswith('game.scenes.party')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=GAME.parent, capture_output=True, text=True, check=True
    ).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_no_import_inside_a_function_or_class():
    offenders = []
    for name, tree in modules().items():
        for scope in ast.walk(tree):
            if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                for node in ast.walk(scope):
                    if isinstance(node, (ast.Import, ast.ImportFrom)):
                        offenders.append(f"{name} line {node.lineno}")
    assert offenders == []


def test_no_extras_modules_and_no_method_replaced_from_outside():
    assert sorted(path.name for path in GAME.rglob("*_extras.py")) == []
    offenders = []
    for name, tree in modules().items():
        for node in ast.walk(tree):
            # `something.method = lambda ...` on an object other than self patches it from outside
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Lambda):
                for target in node.targets:
                    if isinstance(target, ast.Attribute) and not (
                        isinstance(target.value, ast.Name) and target.value.id == "self"
                    ):
                        offenders.append(f"{name} line {node.lineno}")
    assert offenders == []
