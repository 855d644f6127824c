"""How the party screens show a seat: the colour of its card and the line that says who plays it."""

from __future__ import annotations

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
