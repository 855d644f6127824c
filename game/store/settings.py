"""Player settings: one plain dataclass read by every scene, and its file in the user config folder.

`load_settings()` never fails: a missing file gives the defaults, a damaged or unreadable one the
defaults and a message (a damaged one is set aside, see game.store.storage), a single bad value its
default and a message naming the key. Unknown keys (from a newer version) are kept as they were
read and written back with the rest. A file that cannot be read now is left as it is: the
defaults are used and changes are not saved in this run (game.store.storage, `held`).
`save_settings()` writes atomically (game.store.storage).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from engine.safe_files import brief
from game.store import storage

# Animation speed choices offered in Options: multiplier -> label.
ANIMATION_SPEEDS: tuple[tuple[float, str], ...] = (
    (0.5, "Slow"),
    (1.0, "Normal"),
    (2.0, "Fast"),
    (4.0, "Turbo"),
)
DIFFICULTIES = ("easy", "normal", "hard")
# Seconds the human's turn waits without input before the seat plays AWAY (0: never), offered in Options.
AWAY_CHOICES = (0.0, 15.0, 30.0, 45.0, 60.0, 90.0, 120.0, 300.0)
# Seconds a pot's result stays before the next hand deals by itself (0: until NEXT HAND), in Options.
NEXT_HAND_CHOICES = (0.0, 5.0, 10.0, 20.0, 30.0)
# a party's turn timer, in seconds (HOST A PARTY's TURN TIMER); 0: none
PARTY_TIMERS = (0.0, 15.0, 30.0, 60.0)
# How the 960x540 picture fills the screen (Options, FILL), value -> label: whole-number pixels where
# they fill most of it; only whole numbers (borders on a 720p TV); always the whole screen, with
# crisp (nearest) or smoothed pixels.
FILL_CHOICES: tuple[tuple[str, str], ...] = (
    ("auto", "AUTO"),
    ("off", "OFF"),
    ("sharp", "SHARP"),
    ("smooth", "SMOOTH"),
)
# How large the table's words are (Options, ACCESS, TEXT SIZE), value -> label: large makes every word
# needed during play 40 px tall on a 1080p TV (game.felt.layout.LARGE).
TEXT_SIZE_CHOICES: tuple[tuple[str, str], ...] = (("normal", "NORMAL"), ("large", "LARGE"))
# How long a computer player seems to think before it acts (Options, THINKING SPEED), value -> the
# label and the factor on the table's pause; what it decides never depends on it.
THINKING_SPEEDS: tuple[tuple[str, str, float], ...] = (
    ("snappy", "SNAPPY", 0.4),
    ("natural", "NATURAL", 1.0),
    ("slow", "SLOW", 2.0),
)
FILE_NAME = "settings.json"


@dataclass
class Settings:
    fullscreen: bool = False
    animation_speed: float = 1.0  # multiplies the clock of every table animation
    volume: float = 0.8  # the effects' loudness, 0..1
    music_volume: float = 0.5  # the music's loudness, 0..1 (0: no music)
    muted: bool = False
    four_colour_deck: bool = True  # on by default: clubs and spades differ at a glance; hearts red, spades black, clubs teal, diamonds violet
    crt_filter: bool = False
    fill: str = "auto"  # how the picture fills the screen: one of FILL_CHOICES
    coach: bool = False  # the human's chance to win, shown at the table (H toggles)
    # No Peek's AUTO-CHECK as the player last set it, at any table (a newcomer turned it on and found
    # it off in the next session)
    auto_check: bool = False
    default_profile: str = "baseball"
    default_players: int = 4
    default_style: str = "balanced"
    default_difficulty: str = "normal"
    # the last opponents dealt, each seat's [style, difficulty]: the next deal sits them again (a
    # play-test set a Regular, a Rock and a Shark, and the next game sat three Sharks)
    opponents: list[list[str]] = field(default_factory=list)
    # the party setup page's last choices (HOST A PARTY: SEATS, TURN TIMER; 0: no timer)
    party_seats: int = 4
    party_timer: float = 0.0
    party_tv_players: int = 0  # PLAYERS AT THE TV, the last No Peek party's (a play-test: it reset to 0)
    # HOST A PARTY's FULL SCREEN as last opened; None: never chosen, on for a party (a host play-test's
    # party opened windowed on the TV, and only F11, which the host had to know, filled it)
    party_full_screen: bool | None = None
    # names typed for the players at the party TV, the latest first: the next party's players there
    # are offered them before the card names (a play-test's host could not name the player ACE)
    party_tv_names: list[str] = field(default_factory=list)
    away_after: float = 45.0  # seconds without input on the human's turn before the seat is AWAY; 0: off
    next_hand_after: float = 0.0  # seconds a pot's result stays before the next deal; 0: until NEXT HAND
    hints: bool = True  # a newcomer's hints at the table: why a No Peek row beats, the bonus, the moments
    thinking_speed: str = "natural"  # how long computer players seem to think: one of THINKING_SPEEDS
    # accessibility (Options, ACCESS): no shake, flash, zoom or sliding; a letter on every suit; the
    # turn timer and the away rule twice as long for everyone; the table's words larger
    reduced_motion: bool = False
    colour_safe: bool = False
    more_time: bool = False
    text_size: str = "normal"  # one of TEXT_SIZE_CHOICES
    # the games whose guided first hand was offered (the first time each is chosen)
    guided_offered: list[str] = field(default_factory=list)
    # keys this version does not know (a newer version's), written back as they were read
    unknown: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)


def away_label(seconds: float) -> str:
    return f"{seconds:g} S" if seconds > 0 else "OFF"


def speed_label(speed: float) -> str:
    for value, label in ANIMATION_SPEEDS:
        if value == speed:
            return label
    return f"x{speed:g}"


def settings_path() -> Path:
    return storage.config_dir() / FILE_NAME


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


def looks_like_id(value: object) -> bool:
    """An id as the game writes them (a profile's or a style's): never a path, never odd characters."""
    return isinstance(value, str) and _ID.fullmatch(value) is not None


# key -> (check, what is expected): a value that fails its check falls back to the default.
CHECKS = {
    "fullscreen": (_is_bool, "true or false"),
    "animation_speed": (
        lambda v: _is_number(v) and v in [s for s, _ in ANIMATION_SPEEDS],
        "one of " + ", ".join(f"{s:g}" for s, _ in ANIMATION_SPEEDS),
    ),
    "volume": (lambda v: _is_number(v) and 0 <= v <= 1, "a number from 0 to 1"),
    "music_volume": (lambda v: _is_number(v) and 0 <= v <= 1, "a number from 0 to 1"),
    "muted": (_is_bool, "true or false"),
    "four_colour_deck": (_is_bool, "true or false"),
    "crt_filter": (_is_bool, "true or false"),
    "fill": (
        lambda v: v in [value for value, _ in FILL_CHOICES],
        "one of " + ", ".join(v for v, _ in FILL_CHOICES),
    ),
    "coach": (_is_bool, "true or false"),
    "auto_check": (_is_bool, "true or false"),
    "default_profile": (looks_like_id, "a profile id"),
    "default_players": (
        lambda v: isinstance(v, int) and not isinstance(v, bool) and 2 <= v <= 8,
        "a whole number from 2 to 8",
    ),
    "default_style": (looks_like_id, "a style id"),
    "default_difficulty": (lambda v: v in DIFFICULTIES, "one of " + ", ".join(DIFFICULTIES)),
    "opponents": (
        lambda v: (
            isinstance(v, list)
            and len(v) <= 7
            and all(
                isinstance(seat, list)
                and len(seat) == 2
                and looks_like_id(seat[0])
                and seat[1] in DIFFICULTIES
                for seat in v
            )
        ),
        "a list of at most 7 [style id, difficulty] pairs",
    ),
    "party_seats": (
        lambda v: isinstance(v, int) and not isinstance(v, bool) and 2 <= v <= 8,
        "a whole number from 2 to 8",
    ),
    "party_timer": (
        lambda v: _is_number(v) and v in PARTY_TIMERS,
        "one of " + ", ".join(f"{t:g}" for t in PARTY_TIMERS) + " (0: off)",
    ),
    "party_tv_players": (
        lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 8,
        "a whole number from 0 to 8",
    ),
    "party_full_screen": (lambda v: v is None or isinstance(v, bool), "true, false or null"),
    "party_tv_names": (
        lambda v: (
            isinstance(v, list)
            and len(v) <= 8
            and all(isinstance(n, str) and 0 < len(n) <= 16 and n == " ".join(n.split()) for n in v)
        ),
        "a list of at most 8 names of 1 to 16 characters",
    ),
    "away_after": (lambda v: _is_number(v) and 0 <= v <= 3600, "a number of seconds from 0 (off) to 3600"),
    "next_hand_after": (lambda v: _is_number(v) and 0 <= v <= 600, "a number of seconds from 0 (off) to 600"),
    "hints": (_is_bool, "true or false"),
    "thinking_speed": (
        lambda v: v in [value for value, _, _ in THINKING_SPEEDS],
        "one of " + ", ".join(value for value, _, _ in THINKING_SPEEDS),
    ),
    "reduced_motion": (_is_bool, "true or false"),
    "colour_safe": (_is_bool, "true or false"),
    "more_time": (_is_bool, "true or false"),
    "text_size": (
        lambda v: v in [value for value, _ in TEXT_SIZE_CHOICES],
        "one of " + ", ".join(v for v, _ in TEXT_SIZE_CHOICES),
    ),
    "guided_offered": (
        lambda v: isinstance(v, list) and len(v) <= 256 and all(looks_like_id(i) for i in v),
        "a list of profile ids",
    ),
}


def settings_from_json(data: object) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON and the problems found (each names the key and what was expected)."""
    settings = Settings()
    if not isinstance(data, dict):
        return settings, [f"{FILE_NAME} should hold an object of settings: using the defaults"]
    problems = []
    for known in fields(Settings):
        if known.name not in CHECKS or known.name not in data:
            continue
        value = data[known.name]
        check, expected = CHECKS[known.name]
        if check(value):
            setattr(settings, known.name, float(value) if known.type == "float" else value)
        else:
            problems.append(
                f"{FILE_NAME}: {known.name} should be {expected}, not {brief(value)}: using the default"
            )
    settings.unknown = {key: value for key, value in data.items() if key not in CHECKS}
    return settings, problems


def load_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """The saved settings (defaults where missing) and messages about anything that was wrong."""
    path = path or settings_path()
    try:
        data = storage.read_json(path)
    except storage.StorageError as exc:
        if exc.unavailable:
            return Settings(), [
                f"{exc}: using the default settings; the file is kept as it is for the next start"
            ]
        return Settings(), [f"{storage.problem_note(exc, path)}: using the default settings"]
    if data is storage.MISSING:
        return Settings(), []
    if not isinstance(data, dict):  # JSON, but not settings: damaged all the same
        note = storage.set_aside(path)
        return Settings(), [
            f"{FILE_NAME} should hold an object of settings; {note}: using the default settings"
        ]
    return settings_from_json(data)


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings; returns a message instead of raising when the folder is not writable."""
    path = path or settings_path()
    known = asdict(settings)
    unknown = known.pop("unknown")
    try:
        storage.write_json(path, {**unknown, **known})
    except OSError as exc:
        return storage.write_problem("the settings", path, exc)
    return None
