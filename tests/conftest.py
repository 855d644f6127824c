"""Every test runs headless and away from the real home folder; the fixtures the test files share.

SDL's dummy drivers are set before anything can import pygame. The per-user profile folder and the
settings / hall of fame / resume folder point at empty folders of each test's own pytest tmp_path;
until the first test starts (while test modules are collected) they point at a scratch folder that
is removed when the run ends.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

PROFILE_DIR_ENV = "BASEBALL_POKER_PROFILE_DIR"
HOME_ENV = "BASEBALL_POKER_HOME"

_COLLECTION_SCRATCH = tempfile.TemporaryDirectory(prefix="bbp-tests-")  # deleted at exit
os.environ[PROFILE_DIR_ENV] = os.path.join(_COLLECTION_SCRATCH.name, "profiles")
os.environ[HOME_ENV] = os.path.join(_COLLECTION_SCRATCH.name, "home")

if TYPE_CHECKING:  # the game is imported by the fixtures that need it, so engine-only runs never load pygame
    import pygame

    from game.screens.app import App


@pytest.fixture(autouse=True)
def _private_user_folders(tmp_path, monkeypatch):
    """Each test starts with no user profiles, settings, hall of fame or saved session."""
    monkeypatch.setenv(PROFILE_DIR_ENV, str(tmp_path / "user-profiles"))
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "user-home"))


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """The folder that holds this test's settings, hall of fame and saved session (config/, data/)."""
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def app() -> App:
    """A headless app with its window open, reading and writing no user files."""
    return _headless_app()


@pytest.fixture
def polished(home) -> App:
    """A headless app that reads and writes user files (in the temporary home), like the real program."""
    application = _headless_app()
    application.polish.persist()
    return application


def _headless_app() -> App:
    import pygame

    from game.screens.app import App

    # pygame stays initialised between tests: quitting it while fonts of an earlier app are still
    # waiting for the garbage collector can crash the interpreter when they are freed
    pygame.init()
    application = App()
    application.display.open(False)
    return application


@pytest.fixture(autouse=True)
def loopback(monkeypatch) -> None:
    """The TV's party listens on 127.0.0.1 only, on any free port, and no last party's port is
    asked for: a test's party is never on the network nor on the game's own port. For every test
    (a scene test that opened a party without it took 0.0.0.0:8765, and a play-test's TV, between
    two parties, found its port taken and moved the next party to another)."""
    from game.party.wire import tv

    monkeypatch.setattr(tv, "HOST", "127.0.0.1")
    monkeypatch.setattr(tv, "PORT", 0)
    monkeypatch.setattr(tv.LastPort, "port", None)


@pytest.fixture(scope="session")
def shots(tmp_path_factory):
    """save(app, name) keeps a screenshot of the canvas (or of `surface`) to be looked at.

    They go to pytest's temporary folder: `python -m pytest -n0 --basetemp=out tests/test_ui_render.py`
    leaves them in out/screenshots0/.
    """
    import pygame

    folder = tmp_path_factory.mktemp("screenshots")

    def save(app: App, name: str, surface: pygame.Surface | None = None) -> Path:
        path = folder / f"{name}.png"
        pygame.image.save(app.display.canvas if surface is None else surface, str(path))
        return path

    return save


@pytest.fixture(scope="module")
def browser():
    """Debian's headless chromium, one for a test module (tests/browser_support.py)."""
    from browser_support import chromium

    with chromium() as launched:
        yield launched


class CodeCopy:
    """A copy of the code (engine/, game/, pyproject.toml) to change and type-check, for the tests that
    show what mypy says of a change."""

    def __init__(self, root: Path) -> None:
        self.root = root
        source = Path(__file__).resolve().parents[1]
        for part in ("engine", "game"):
            shutil.copytree(
                source / part, root / part, ignore=shutil.ignore_patterns("__pycache__", "static")
            )
        shutil.copy(source / "pyproject.toml", root / "pyproject.toml")

    def change(self, path: str, old: str, new: str) -> None:
        """In the copy's file `path`, the one `old` becomes `new`."""
        file = self.root / path
        text = file.read_text(encoding="utf-8")
        assert text.count(old) == 1, old
        file.write_text(text.replace(old, new), encoding="utf-8")

    def line_of(self, path: str, text: str) -> int:
        """The number of the copy's first line of `path` that holds `text`."""
        lines = (self.root / path).read_text(encoding="utf-8").splitlines()
        return next(number for number, line in enumerate(lines, 1) if text in line)

    def mypy(self) -> str:
        """What plain `mypy` (as CI runs it) prints of the copy."""
        return subprocess.run(
            [sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir", str(self.root / ".cache")],
            cwd=self.root,
            capture_output=True,
            text=True,
        ).stdout


@pytest.fixture
def code_copy(tmp_path) -> CodeCopy:
    """The code copied into this test's folder, to change and type-check (CodeCopy)."""
    return CodeCopy(tmp_path)
