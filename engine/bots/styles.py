"""Playing styles of the computer players, read from `styles.yaml` beside this module.

A style is only numbers and words; `engine.bots.policy` turns them into decisions. Keeping them as
data lets a designer add a personality without touching the decision code.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache

import yaml

from engine import shipped

STYLES_FILE = shipped.bot_styles_file()


class StyleError(ValueError):
    """A style that does not exist, or a styles file that is not well formed."""


@dataclass(frozen=True)
class Style:
    id: str
    name: str
    personality: str
    call: float
    bet: float
    raise_: float
    bluff: float
    slowplay: float
    wild_tax: float


_TEXT_KEYS = ("name", "personality")
_NUMBER_KEYS = tuple(f.name.rstrip("_") for f in fields(Style) if f.name not in ("id", *_TEXT_KEYS))
_PROBABILITY_KEYS = ("bluff", "slowplay")


def parse_styles(text: str, source: str = str(STYLES_FILE)) -> tuple[Style, ...]:
    """Validate a styles document; every problem names the file, the key path and what was expected."""
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise StyleError(f"{source}: not valid YAML ({error})") from None
    if not isinstance(document, dict) or not document:
        raise StyleError(f"{source}: expected a mapping from style id to its settings")
    return tuple(_parse_style(source, str(style_id), entry) for style_id, entry in document.items())


def _parse_style(source: str, style_id: str, entry) -> Style:
    if not isinstance(entry, dict):
        raise StyleError(f"{source}: {style_id}: expected a mapping of settings")
    expected = set(_TEXT_KEYS) | set(_NUMBER_KEYS)
    for key in entry:
        if key not in expected:
            raise StyleError(f"{source}: {style_id}.{key}: unknown key; expected one of {sorted(expected)}")
    values = {}
    for key in (*_TEXT_KEYS, *_NUMBER_KEYS):
        if key not in entry:
            raise StyleError(f"{source}: {style_id}.{key}: missing")
        value = entry[key]
        if key in _TEXT_KEYS:
            if not isinstance(value, str) or not value.strip() or "\n" in value.strip():
                raise StyleError(f"{source}: {style_id}.{key}: expected one line of text")
            value = value.strip()
        else:
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
                raise StyleError(f"{source}: {style_id}.{key}: expected a number >= 0, got {value!r}")
            if key in _PROBABILITY_KEYS and value > 1:
                raise StyleError(f"{source}: {style_id}.{key}: expected a chance from 0 to 1, got {value!r}")
            value = float(value)
        values["raise_" if key == "raise" else key] = value
    return Style(id=style_id, **values)


@cache
def _shipped() -> tuple[Style, ...]:
    return parse_styles(STYLES_FILE.read_text(encoding="utf-8"))


def list_styles() -> list[Style]:
    """Every shipped style, in file order (the balanced default included)."""
    return list(_shipped())


def get_style(style_id: str) -> Style:
    """The style with this id; `tight-passive` and `Tight_Passive` are accepted for `tight_passive`."""
    wanted = style_id.strip().lower().replace("-", "_")
    for style in _shipped():
        if style.id == wanted:
            return style
    known = ", ".join(style.id for style in _shipped())
    raise StyleError(f"unknown style {style_id!r}: choose one of {known}")
