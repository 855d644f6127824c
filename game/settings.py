"""Player settings: one plain dataclass read by every scene.

No persistence here on purpose: the settings store (load/save in the user config folder) is a
separate module that fills and writes this object, so scenes never care where values come from.
"""

from __future__ import annotations

from dataclasses import dataclass

# Animation speed choices offered in Options: multiplier -> label.
ANIMATION_SPEEDS: tuple[tuple[float, str], ...] = ((0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"), (4.0, "Turbo"))


@dataclass
class Settings:
    fullscreen: bool = False
    animation_speed: float = 1.0  # multiplies the clock of every table animation
    volume: float = 0.8  # 0..1
    muted: bool = False
    four_colour_deck: bool = False  # hearts red, spades black, clubs green, diamonds blue
    crt_filter: bool = False
    default_profile: str = "baseball"
    default_players: int = 4
    default_style: str = "balanced"
    default_difficulty: str = "normal"


def speed_label(speed: float) -> str:
    for value, label in ANIMATION_SPEEDS:
        if value == speed:
            return label
    return f"x{speed:g}"
