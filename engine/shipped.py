"""The data files that ship with the program, found the same way from an installed wheel or a checkout.

Installed (`pip install .`, a wheel, pipx), the top-level `profiles/` folder travels inside the
`engine` package as `engine/profiles/` (pyproject.toml maps it there when the wheel is built), so it
is found through `importlib.resources` like any package data, from whatever folder the program runs
in. A source checkout (`python main.py`, an editable install) has no `engine/profiles/`: there the
shipped profiles are the checkout's own `profiles/`, the folder the wheel is built from.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path


def profiles_dir() -> Path:
    """The folder of the shipped rule profiles and their JSON Schema."""
    engine = _on_disk(files("engine"))
    packaged = engine / "profiles"
    return packaged if packaged.is_dir() else engine.parent / "profiles"


def bot_styles_file() -> Traversable:
    """The computer players' styles (`engine/bots/styles.yaml`, package data in every layout)."""
    return files("engine.bots") / "styles.yaml"


def _on_disk(resource: Traversable) -> Path:
    # Profiles are globbed, resolved and shown to the user as paths, so they must be real files;
    # every supported install unpacks them (nothing runs the program from inside a zip archive).
    if not isinstance(resource, Path):
        raise RuntimeError(f"Baseball Poker's data must be unpacked files, not {resource!r}")
    return resource
