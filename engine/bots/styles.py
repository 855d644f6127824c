"""Playing styles of the computer players, read from `styles.yaml` beside this module.

A style is only numbers and words; `engine.bots.policy` turns them into decisions. Keeping them as
data lets a designer add a personality without touching the decision code. Each style also
declares the bands its play should fall in over a session (`bands`: VPIP, raise rate, and how
often it calls a bet on the last round), which the tests hold it to.
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
    lock_raise: float
    bands: tuple[tuple[str, str, float, float], ...] = ()  # (flow, figure, low, high), see BAND_KEYS

    def band(self, figure: str, flow: str = "stud") -> tuple[float, float]:
        """The [low, high] share the style's `figure` should fall in, in games of this flow."""
        return next((low, high) for where, name, low, high in self.bands if (where, name) == (flow, figure))


_TEXT_KEYS = ("name", "personality")
_NUMBER_KEYS = tuple(f.name.rstrip("_") for f in fields(Style) if f.name not in ("id", "bands", *_TEXT_KEYS))
_PROBABILITY_KEYS = ("bluff", "slowplay", "lock_raise")
# The figures a style's bands bound, each a share of hands or chances (engine.bots.tendencies),
# given for each flow of play (No Peek pots are played very differently from stud's):
BAND_KEYS = ("vpip", "raise", "final_call")
BAND_FLOWS = ("stud", "no_peek")


def parse_styles(text: str, source: str = str(STYLES_FILE)) -> tuple[Style, ...]:
    """Validate a styles document; every problem names the file, the key path and what was expected."""
    try:
        document = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise StyleError(f"{source}: not valid YAML ({error})") from None
    if not isinstance(document, dict) or not document:
        raise StyleError(f"{source}: expected a mapping from style id to its settings")
    return tuple(_parse_style(source, str(style_id), entry) for style_id, entry in document.items())


def _parse_style(source: str, style_id: str, entry: object) -> Style:
    if not isinstance(entry, dict):
        raise StyleError(f"{source}: {style_id}: expected a mapping of settings")
    expected = set(_TEXT_KEYS) | set(_NUMBER_KEYS) | {"bands"}
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
    return Style(id=style_id, **values, bands=_parse_bands(source, style_id, entry.get("bands")))


def _parse_bands(source: str, style_id: str, bands: object) -> tuple[tuple[str, str, float, float], ...]:
    if not isinstance(bands, dict) or set(bands) != set(BAND_FLOWS):
        raise StyleError(
            f"{source}: {style_id}.bands: expected a mapping with exactly {', '.join(BAND_FLOWS)}"
        )
    parsed = []
    for flow in BAND_FLOWS:
        figures = bands[flow]
        where = f"{source}: {style_id}.bands.{flow}"
        if not isinstance(figures, dict) or set(figures) != set(BAND_KEYS):
            raise StyleError(f"{where}: expected a mapping with exactly {', '.join(BAND_KEYS)}")
        for key in BAND_KEYS:
            band = figures[key]
            if (
                not isinstance(band, list)
                or len(band) != 2
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in band)
                or not 0 <= band[0] <= band[1] <= 1
            ):
                raise StyleError(f"{where}.{key}: expected [low, high] with 0 <= low <= high <= 1")
            parsed.append((flow, key, float(band[0]), float(band[1])))
    return tuple(parsed)


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
