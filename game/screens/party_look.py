"""How the party screens show a seat: the colour of its card and the line that says who plays it,
and who plays at the TV itself."""

from __future__ import annotations

from dataclasses import dataclass

from game.play.host_facts import SeatKind

KIND_LINES: dict[SeatKind, str] = {
    "guest": "PHONE",
    "away": "AWAY",
    "bot": "BOT",
    "local": "AT THE TV",
    "free": "",
}


def hex_colour(text: str) -> tuple[int, int, int]:
    return int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16)


@dataclass
class TvPlayer:
    """Someone playing at the TV itself: the controller (or the keyboard) they press, name, colour."""

    device: str
    name: str
    colour: str
