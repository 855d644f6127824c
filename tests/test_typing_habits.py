"""Typing habits mypy does not check itself: every `type: ignore` in engine/ and game/ names the
errors it silences and says why in a comment of its own on the same line
(`# type: ignore[import-untyped]  # the package ships no type hints`). mypy's strict options for
both packages (pyproject.toml) report an ignore that silences nothing."""

from __future__ import annotations

import io
import re
import tokenize
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "game")
IGNORE = re.compile(r"#\s*type:\s*ignore\b(?P<codes>\[[^\]]*\])?(?P<rest>.*)")
REASON = re.compile(r"\s*#\s*\S")


def unexplained(source: str) -> list[int]:
    """The lines whose comment ignores mypy without naming the errors or without a reason."""
    lines = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.COMMENT:
            continue
        found = IGNORE.search(token.string)
        if found and not (found["codes"] and REASON.match(found["rest"])):
            lines.append(token.start[0])
    return lines


@pytest.mark.parametrize(
    ("line", "flagged"),
    [
        ("x = f()  # type: ignore[no-untyped-call]  # unannotated in the stubs\n", False),
        ("x = f()  # type: ignore[attr-defined,index]  # both are checked above\n", False),
        ("x = f()  # type: ignore[no-untyped-call]\n", True),
        ("x = f()  # type: ignore\n", True),
        ("x = f()  # type: ignore  # the reason, but every error silenced\n", True),
        ("x = f()  # type: ignore[index]  #\n", True),
        ("x = f()  # type:ignore[index]\n", True),
        ('x = "# type: ignore"  # a string that says it is no ignore\n', False),
        ("x = f()  # an ordinary comment\n", False),
    ],
)
def test_an_ignore_needs_its_codes_and_a_reason(line: str, flagged: bool):
    assert unexplained(line) == ([1] if flagged else [])


def test_every_type_ignore_in_engine_and_game_says_why():
    offenders = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            for line in unexplained(path.read_text(encoding="utf-8")):
                offenders.append(f"{path.relative_to(ROOT)}:{line}")
    assert offenders == []


def test_engine_and_game_are_type_checked_strictly():
    """Every function in both packages is typed (disallow_untyped_defs), and an ignore that
    silences nothing is an error (warn_unused_ignores); CI runs plain `mypy`."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert set(config["files"]) == set(PACKAGES)
    for package in PACKAGES:
        options = [
            section
            for section in config.get("overrides", [])
            if {package, f"{package}.*"} <= set(section["module"])
        ]
        assert options, f"no strict mypy section for {package}"
        assert options[0].get("disallow_untyped_defs") is True
        assert options[0].get("warn_unused_ignores") is True
