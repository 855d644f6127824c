"""Installed as a new user would: the source distribution is built, the wheel is built from it (as
a release would be), installed into a fresh virtual environment and run from an empty folder, far
from the source checkout.

The wheel must carry everything the program reads (every shipped profile and the schema, the bot
styles, every module). The fresh environment reaches this environment's third-party packages
(pygame-ce, PyYAML, ...) through a .pth file, so the test needs no download for them; a .pth line
adds a folder to sys.path without running the .pth files inside it, so an editable install of this
project in that folder cannot leak in (the test checks that the code runs from the new environment).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# what a clean clone would not have
NOT_SOURCE = shutil.ignore_patterns(
    ".git", ".venv", "venv", "build", "dist", "*.egg-info", "__pycache__", "*.pyc",
    ".pytest_cache", ".mypy_cache", ".ruff_cache", ".hypothesis",
)  # fmt: skip
SHIPPED_PROFILES = sorted(p.name for p in (ROOT / "profiles").iterdir() if p.suffix in (".yaml", ".json"))


def run(*command, cwd: Path, env: dict[str, str], timeout: float = 180) -> subprocess.CompletedProcess:
    done = subprocess.run(
        [str(c) for c in command], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, f"{command} exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="session")  # built once: the tests share one xdist worker (xdist_group below)
def installed(tmp_path_factory):
    """(the wheel's path, the new environment's bin folder, an empty folder, the environment variables)."""
    base = tmp_path_factory.mktemp("install")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    # the build runs in a copy: building in place would leave build/ and *.egg-info in the checkout
    source = base / "source"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCE)
    # as a release is built: the source distribution first, then the wheel from it
    run(sys.executable, "-m", "build", "--outdir", base / "dist", source, cwd=base, env=env)
    [wheel] = (base / "dist").glob("baseball_poker-*.whl")

    venv = base / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=base, env=env)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bin_dir / ("python.exe" if os.name == "nt" else "python")
    site = run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=base, env=env)
    here = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (Path(site.stdout.strip()) / "_outer_packages.pth").write_text("\n".join(sorted(here)) + "\n")
    run(
        python, "-m", "pip", "install", "--no-deps", "--no-index", "--ignore-installed",
        "--disable-pip-version-check", "--quiet", wheel, cwd=base, env=env,
    )  # fmt: skip

    empty = base / "elsewhere"
    empty.mkdir()
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        BASEBALL_POKER_PROFILE_DIR=str(base / "user-profiles"),
        BASEBALL_POKER_HOME=str(base / "user-home"),
    )
    return wheel, bin_dir, empty, env


pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("wheel")]  # one build, on one worker


def test_the_wheel_carries_every_module_and_every_data_file(installed):
    wheel = installed[0]
    names = set(zipfile.ZipFile(wheel).namelist())
    for profile in SHIPPED_PROFILES:
        assert f"engine/profiles/{profile}" in names, f"{profile} is not in the wheel"
    for module in sorted((ROOT / "engine").rglob("*.py")) + sorted((ROOT / "game").rglob("*.py")):
        name = module.relative_to(ROOT).as_posix()
        assert name in names, f"{name} is not in the wheel: add its folder to pyproject's packages"
    for data in ("engine/bots/styles.yaml", "engine/py.typed", "game/py.typed"):
        assert data in names
    for page in sorted(
        (ROOT / "game" / "party" / "wire" / "static").iterdir()
    ):  # the phone page, its icon too
        name = page.relative_to(ROOT).as_posix()
        assert name in names, f"{name} is not in the wheel: phones would get a 404"
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    tops = {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")}
    assert tops == {"engine", "game"}, "only the two packages at the top of site-packages"


def test_the_source_distribution_holds_what_a_packager_needs(installed):
    [sdist] = installed[0].parent.glob("baseball_poker-*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for needed in ("pyproject.toml", "LICENSE", "README.md", "docs/rules.md", "tests/conftest.py"):
        assert needed in names, f"{needed} is not in the source distribution"
    assert {f"profiles/{name}" for name in SHIPPED_PROFILES} <= names


def test_the_installed_program_lists_every_shipped_profile_from_any_folder(installed):
    _, bin_dir, empty, env = installed
    listing = run(bin_dir / "baseball-poker", "profiles", cwd=empty, env=env).stdout
    count = sum(name.endswith(".yaml") for name in SHIPPED_PROFILES)
    assert f"{count} profiles, {count} usable, 0 with errors." in listing
    shipped = next(line for line in listing.splitlines() if line.startswith("Shipped profiles:"))
    assert str(ROOT) not in shipped and shipped.endswith(os.path.join("engine", "profiles"))
    assert (
        str(ROOT)
        not in run(
            bin_dir / "python",
            "-c",
            "import engine, game; print(engine.__file__, game.__file__)",
            cwd=empty,
            env=env,
        ).stdout
    )


def test_the_installed_program_simulates_and_writes_a_history(installed):
    _, bin_dir, empty, env = installed
    summary = run(
        bin_dir / "baseball-poker", "simulate", "--profile", "baseball", "--players", "3",
        "--sessions", "1", "--seed", "4", "--history", "h.jsonl", cwd=empty, env=env,
    ).stdout  # fmt: skip
    assert "standings" in summary
    events = [json.loads(line) for line in (empty / "h.jsonl").read_text(encoding="utf-8").splitlines()]
    assert (events[0]["type"], events[-1]["type"]) == ("session_start", "session_end")


def test_python_dash_m_game_is_the_same_program(installed):
    _, bin_dir, empty, env = installed
    assert "usable" in run(bin_dir / "python", "-m", "game", "profiles", cwd=empty, env=env).stdout
    bad = subprocess.run(
        [bin_dir / "python", "-m", "game", "--profile", "nope"],
        cwd=empty,
        env=env,
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2 and bad.stderr.startswith("error: no profile 'nope'") and bad.stdout == ""


OPEN_THE_GAME = """
from game.screens.app import App
from game.screens.scenes.setup import ProfileScene
from game.screens.scenes.title import TitleScene
import pygame
pygame.init()
app = App()
app.display.open(False)
app.stack.push(TitleScene(app))
app.stack.push(ProfileScene(app))
app.frame([], 1 / 60)
print(sum(item.enabled for item in app.stack.top.menu.items))
"""


def test_the_installed_game_opens_with_every_shipped_game_on_the_play_menu(installed):
    _, bin_dir, empty, env = installed
    shown = run(bin_dir / "python", "-c", OPEN_THE_GAME, cwd=empty, env=env).stdout.split()[-1]
    assert int(shown) == sum(name.endswith(".yaml") for name in SHIPPED_PROFILES)
