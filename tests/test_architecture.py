"""The shape of game/: scenes are built by name in one place (game.screens.scenes.registry), so no other
module imports a scene module and no import hides inside a function to dodge a cycle; scenes own
their behaviour (no *_extras modules patching them from outside). And the layers of
docs/architecture.md: every module of engine/ and game/ is in one layer, and every import goes down."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.screens.scene import Scene
from game.screens.scenes import registry

GAME = Path(__file__).resolve().parents[1] / "game"
REGISTRY = "game.screens.scenes.registry"


def modules() -> dict[str, ast.Module]:
    out = {}
    for path in sorted(GAME.rglob("*.py")):
        name = ".".join(path.relative_to(GAME.parent).with_suffix("").parts).removesuffix(".__init__")
        out[name] = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return out


def imported(node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules an import statement names (`from game.screens.scenes import x` names game.screens.scenes.x too)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    return [base] + [f"{base}.{alias.name}" for alias in node.names]


def test_the_game_package_is_parsed():
    found = modules()
    assert REGISTRY in found and "game.screens.scenes.table" in found and len(found) > 30


def test_only_the_registry_imports_scene_modules():
    scenes = {name for name in modules() if name.startswith("game.screens.scenes.")} - {REGISTRY}
    assert len(scenes) >= 10
    offenders = []
    for name, tree in modules().items():
        if name == REGISTRY:
            continue
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                hits = set(imported(node)) & (scenes | {REGISTRY} if name != "game.screens.app" else scenes)
                if hits:
                    offenders.append(f"{name} line {node.lineno}: {', '.join(sorted(hits))}")
    assert offenders == []


def test_the_registry_knows_every_scene_module_and_each_name_makes_a_scene():
    named = {entry.partition(":")[0] for entry in registry.SCENES.values()}
    scenes = {name for name in modules() if name.startswith("game.screens.scenes.")} - {REGISTRY}
    assert scenes <= named
    for name in registry.SCENES:
        assert issubclass(registry.factory(name), Scene), name
    with pytest.raises(KeyError, match="no scene called 'nope': the scenes are title, "):
        registry.factory("nope")


def test_starting_the_game_leaves_the_party_server_unloaded():
    """The app and its title load no scene they may never show: the party scenes bring the web
    server and the QR code library, a third of a second of start-up."""
    probe = (
        "import sys, game.screens.app; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('aiohttp', 'segno') "
        "or m.startswith('game.screens.scenes.party')))"
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


# ---------------------------------------------------------------------------------------------------
# The layers of docs/architecture.md. Every module of engine/ and game/ is in exactly one layer; a
# module may import its own layer and the layers below its own (SITS_ON, followed down), and of the
# libraries outside the standard library only its layer's (LIBRARIES).

ROOT = GAME.parent
DOC = ROOT / "docs" / "architecture.md"

# layer -> its files, from the bottom up. A folder ending in / holds every module in and under it, but
# those of a deeper folder that another layer names (game/party/wire/ in game/party/).
LAYERS: dict[str, tuple[str, ...]] = {
    "cards": ("engine/cards.py", "engine/amounts.py", "engine/money.py", "engine/safe_files.py"),
    "hands": (
        "engine/hand_value.py",
        "engine/hand_tables.py",
        "engine/hand_score.py",
        "engine/hands.py",
        "engine/explain.py",
    ),
    "rules": (
        "engine/rules.py",
        "engine/profile.py",
        "engine/profile_yaml.py",
        "engine/profile_keys.py",
        "engine/shipped.py",
        "engine/house_rules.py",
    ),
    "facts": ("engine/actions.py", "engine/events.py", "engine/view.py", "engine/outcome.py"),
    "table": (
        "engine/betting.py",
        "engine/state.py",
        "engine/flow.py",
        "engine/specials/",
        "engine/stud.py",
        "engine/no_peek.py",
        "engine/dealers_choice.py",
        "engine/deferred_views.py",
        "engine/reader_events.py",
        "engine/table_checks.py",
        "engine/table.py",
    ),
    "bots": ("engine/bots/", "engine/simple_player.py"),
    "record": ("engine/history.py", "engine/simulate.py", "engine/profiles_command.py"),
    # game/ is one folder a layer: the tree reads like the picture
    "settings": ("game/store/",),
    "platform": ("game/platform/",),
    "telling": ("game/telling/",),
    "play": ("game/play/",),
    "room": ("game/party/",),  # but its wire/ folder, the layer above it
    "felt": ("game/felt/",),
    "wire": ("game/party/wire/",),
    "screens": ("game/cli.py", "game/__main__.py", "game/screens/"),
}
ENGINE_LAYERS = ("cards", "hands", "rules", "facts", "table", "bots", "record")

# layer -> the layers it sits on: the lines of the picture in docs/architecture.md
SITS_ON: dict[str, set[str]] = {
    "cards": set(),
    "hands": {"cards"},
    "rules": {"hands"},
    "facts": {"rules"},
    "table": {"facts"},
    "bots": {"facts"},  # a computer player reads its seat's view, never the table
    "record": {"table", "bots"},
    "settings": {"cards"},
    "platform": {"settings"},
    "telling": {"facts"},  # words from what the engine published, not from the table
    "play": {"settings", "record", "telling"},  # the table host publishes results and awards in words
    "room": {"play", "telling"},
    "felt": {"play", "telling", "platform"},
    "wire": {"room"},
    "screens": {"wire", "felt"},
}

# layer -> the libraries outside the standard library its modules may import
LIBRARIES: dict[str, set[str]] = {layer: set() for layer in LAYERS} | {
    "rules": {"yaml", "platformdirs"},  # profiles are YAML files, the user's in the per-user folder
    "bots": {"yaml"},  # the styles file
    "settings": {"platformdirs"},
    "platform": {"pygame", "fontpkg_press_start_2p"},
    "felt": {"pygame"},
    "wire": {"aiohttp", "segno"},
    "screens": {"pygame"},
}

# (importer, imported) -> why this line is crossed for now; each is listed in docs/architecture.md
EXCEPTIONS: dict[tuple[str, str], str] = {}


def dotted(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def project_modules() -> dict[str, Path]:
    """Every module of engine/ and game/ by its dotted name, but a package's __init__ that imports
    nothing (a docstring at most: nothing depends on it, so it needs no layer)."""
    out = {}
    for package in ("engine", "game"):
        for path in sorted((ROOT / package).rglob("*.py")):
            if path.name == "__init__.py" and not any(
                isinstance(node, (ast.Import, ast.ImportFrom)) for node in ast.walk(parse(path))
            ):
                continue
            out[dotted(path)] = path
    return out


def parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def layer_map() -> tuple[dict[str, str], list[str]]:
    """module -> its layer, and the problems: a module in no layer or in two, an entry naming nothing."""
    found = project_modules()
    layer_of: dict[str, str] = {}
    depth: dict[str, int] = {}  # how deep the folder that put a module in its layer is
    problems = []
    for layer, entries in LAYERS.items():
        for entry in entries:
            if entry.endswith("/"):
                prefix = entry.rstrip("/").replace("/", ".")
                members = [name for name in found if name == prefix or name.startswith(prefix + ".")]
            else:
                members = [dotted(ROOT / entry)] if dotted(ROOT / entry) in found else []
            if not members:
                problems.append(f"{entry} (in layer {layer}) is no module of engine/ or game/: take it out")
            level = entry.count("/") if entry.endswith("/") else 99  # a file named outright wins
            for name in members:
                if depth.get(name) == level:
                    problems.append(f"{name} is in two layers, {layer_of[name]} and {layer}")
                if level >= depth.get(name, -1):
                    layer_of[name], depth[name] = layer, level
    for name, path in found.items():
        if name not in layer_of:
            problems.append(
                f"{path.relative_to(ROOT)} is in no layer: add it to LAYERS in tests/test_architecture.py "
                "and to the table in docs/architecture.md (its section 'A new module' says how to choose)"
            )
    return layer_of, problems


def may_import(layer: str) -> set[str]:
    """The layer itself and every layer below it along the lines of the picture."""
    out, todo = {layer}, [layer]
    while todo:
        for lower in SITS_ON[todo.pop()]:
            if lower not in out:
                out.add(lower)
                todo.append(lower)
    return out


def imports_of(name: str, path: Path, known: set[str]) -> list[tuple[int, str]]:
    """(line, module) for every import statement anywhere in the module, also those under
    `if TYPE_CHECKING:` and inside functions (a type is a dependency too); a project module by its
    dotted name (`from engine import cards` imports engine.cards), any other by its top-level name."""
    out = []
    for node in ast.walk(parse(path)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's package upwards
                package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
                base = ".".join(package[: len(package) - node.level + 1] + ([base] if base else []))
            names = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names
            ]
        else:
            continue
        for target in names:
            if target.split(".")[0] in ("engine", "game"):
                while target not in known and "." in target:
                    target = target.rpartition(".")[0]
                if target in known and target != name:
                    out.append((node.lineno, target))
            else:
                out.append((node.lineno, target.split(".")[0]))
    return list(dict.fromkeys(out))  # `from x import a, b` imports x once


def test_every_module_is_in_exactly_one_layer():
    layer_of, problems = layer_map()
    assert problems == [], "\n".join(problems)
    assert set(layer_of.values()) == set(LAYERS)  # no layer is empty
    assert set(SITS_ON) == set(LAYERS) == set(LIBRARIES)
    assert all(SITS_ON[layer] <= set(LAYERS) for layer in LAYERS)


def test_the_engine_sits_under_the_game():
    engine_layers = set(ENGINE_LAYERS)
    for layer, files in LAYERS.items():
        assert all(f.startswith("engine/" if layer in engine_layers else "game/") for f in files), layer
        if layer in engine_layers:  # the engine imports nothing of the game
            assert may_import(layer) <= engine_layers, layer
    assert may_import("screens") == set(LAYERS)  # the top reaches everything
    assert list(LAYERS)[: len(ENGINE_LAYERS)] == list(ENGINE_LAYERS)


def test_every_import_goes_down_the_layers():
    layer_of, problems = layer_map()
    assert problems == [], "\n".join(problems)
    known = set(project_modules())
    offenders, used = [], set()
    for name, path in project_modules().items():
        layer = layer_of[name]
        for line, target in imports_of(name, path, known):
            if target not in known or layer_of[target] in may_import(layer):
                continue
            if (name, target) in EXCEPTIONS:
                used.add((name, target))
                continue
            offenders.append(
                f"{path.relative_to(ROOT)} line {line} ({layer}) imports {target} ({layer_of[target]}); "
                f"{layer} may import {', '.join(sorted(may_import(layer)))}"
            )
    assert offenders == [], "imports against the layers of docs/architecture.md:\n" + "\n".join(offenders)
    stale = sorted(set(EXCEPTIONS) - used)
    assert stale == [], f"no longer crossed, take them out of EXCEPTIONS and docs/architecture.md: {stale}"


def test_each_layer_imports_only_its_libraries():
    layer_of, _ = layer_map()
    known = set(project_modules())
    offenders = []
    for name, path in project_modules().items():
        layer = layer_of[name]
        for line, target in imports_of(name, path, known):
            if target in known or target in sys.stdlib_module_names or target in LIBRARIES[layer]:
                continue
            offenders.append(
                f"{path.relative_to(ROOT)} line {line} ({layer}) imports {target}; "
                f"{layer} may use {', '.join(sorted(LIBRARIES[layer])) or 'the standard library only'}"
            )
    assert offenders == [], "\n".join(offenders)


# the flows and the house specials act on the table through engine.flow.TableFlow alone, dealer's
# choice through engine.flow.SessionFlow
FLOW_MODULES = ("engine.stud", "engine.no_peek", "engine.flow", "engine.specials", "engine.dealers_choice")


def test_the_flows_the_specials_and_dealers_choice_see_the_table_only_through_its_interfaces():
    known = set(project_modules())
    flows = {name for name in known if name.startswith(FLOW_MODULES)}
    assert {"engine.stud", "engine.no_peek", "engine.specials.wild_price", "engine.dealers_choice"} <= flows
    offenders = [
        f"{name} line {line}"
        for name in flows
        for line, target in imports_of(name, project_modules()[name], known)
        if target == "engine.table"
    ]
    assert offenders == [], "import engine.flow's TableFlow or SessionFlow, not engine.table"


def import_circles() -> list[list[str]]:
    """Every group of modules that import each other round a circle (a strongly connected part of
    the import graph of two or more modules), counting every import, those under `if TYPE_CHECKING:`
    too, each group sorted."""
    modules = project_modules()
    known = set(modules)
    graph = {
        name: sorted({t for _, t in imports_of(name, path, known) if t in known})
        for name, path in modules.items()
    }
    order: dict[str, int] = {}  # Tarjan's: when each module was reached, and the lowest reachable
    low: dict[str, int] = {}
    trail: list[str] = []  # the modules reached and not yet put in a group
    circles = []

    def visit(name: str) -> None:
        order[name] = low[name] = len(order)
        trail.append(name)
        for target in graph[name]:
            if target not in order:
                visit(target)
                low[name] = min(low[name], low[target])
            elif target in trail:
                low[name] = min(low[name], order[target])
        if low[name] == order[name]:
            group = trail[trail.index(name) :]
            del trail[trail.index(name) :]
            if len(group) > 1:
                circles.append(sorted(group))

    for name in graph:
        if name not in order:
            visit(name)
    return sorted(circles)


def test_no_import_circle_not_even_through_a_type():
    """A module that needs only the type of one that imports it takes a Protocol of what it uses
    instead (game.screens.polish.Polished, game.screens.scene.SceneHost): a type-only import is an
    import all the same, and a circle makes neither module understandable, or testable, alone."""
    assert import_circles() == []


def test_the_circle_finder_finds_a_circle_through_a_type(tmp_path, monkeypatch):
    package = tmp_path / "game"
    package.mkdir()
    (package / "one.py").write_text("from game import two\n", encoding="utf-8")
    (package / "two.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.one import x\n", encoding="utf-8"
    )
    (package / "three.py").write_text("from game import one\n", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    (tmp_path / "engine").mkdir()
    assert import_circles() == [["game.one", "game.two"]]


def doc_rows() -> dict[str, tuple[list[str], list[str]]]:
    """docs/architecture.md's table: layer -> (its files, the layers it sits on)."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index("| layer | files | sits on |")
    rows = {}
    for line in text[start:].splitlines()[2:]:
        if not line.startswith("|"):
            break
        layer, files, sits_on, _ = (cell.strip() for cell in line.strip().strip("|").split(" | "))
        rows[layer.strip("`")] = (re.findall(r"`([^`]+)`", files), re.findall(r"`([^`]+)`", sits_on))
    return rows


def test_the_architecture_page_names_every_layer_with_its_files_and_lines():
    text = DOC.read_text(encoding="utf-8")
    picture = re.search(r"```text\n(.*?)```", text, re.S)
    assert picture, "docs/architecture.md draws its picture in one ```text block"
    for layer in LAYERS:
        assert re.search(rf"\b{layer}\b", picture.group(1)), f"the picture has no layer {layer}"
    rows = doc_rows()
    assert list(rows) == list(LAYERS), "the table lists the layers of LAYERS, in its order"
    for layer, (files, sits_on) in rows.items():
        assert sorted(files) == sorted(LAYERS[layer]), f"{layer}: the page's files differ from LAYERS"
        assert set(sits_on) == SITS_ON[layer], f"{layer}: the page's 'sits on' differs from SITS_ON"
    for importer, imported in EXCEPTIONS:
        assert f"`{importer}` imports `{imported}`" in text, (
            f"the page does not list {importer} -> {imported}"
        )


# what values hands: the engine's alone. game/ shows the values the engine publishes (a seat's view,
# Showdown.value, engine.outcome), takes their types from engine.hand_value, and imports nothing of
# the modules that value cards (docs/architecture.md)
HAND_MODULES = {"engine.hands", "engine.hand_score", "engine.hand_tables"}


def test_the_game_never_imports_hand_valuation():
    known = set(project_modules())
    offenders = [
        f"{path.relative_to(ROOT)} line {line}: {target}"
        for name, path in project_modules().items()
        if name.startswith("game")
        for line, target in imports_of(name, path, known)
        if target in HAND_MODULES
    ]
    assert offenders == [], (
        "game/ imports hand valuation (take HandValue, CATEGORIES from engine.hand_value):\n"
        + "\n".join(offenders)
    )
