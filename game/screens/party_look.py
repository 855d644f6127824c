"""How the party screens show a seat: the colour of its card and the line that says who plays it,
and who plays at the TV itself."""

from __future__ import annotations

from dataclasses import dataclass

from game.felt.table_model import Seat
from game.play.host_facts import SeatKind, SeatTag
from game.play.pace import MORE_TIME
from game.telling.away_words import ABSENCE_WORDS

KIND_LINES: dict[SeatKind, str] = {
    "guest": "PHONE",
    "away": "AWAY",
    "bot": "BOT",
    "local": "AT THE TV",
    "free": "",
}
PARTY_ENDS = "Every phone is told the party is over."  # closing the lobby, or the window, asks first


def dress(seat: Seat, tag: SeatTag, hand: int) -> None:
    """The TV's seat as the room published it, at pot `hand`: who plays it, and why an away seat is
    away; a seat taken over is `fresh` (its plate says no net till its new player's moves) up to
    the new player's first pot, a person coming back with their own net not."""
    seat.name = tag.name
    seat.away = tag.kind == "away"
    seat.away_words = ABSENCE_WORDS[tag.absence] if seat.away else ""
    seat.since = tag.since
    takeover = tag.takeover
    seat.fresh = takeover is not None and takeover.back is None and hand <= takeover.pot
    seat.style = KIND_LINES.get(tag.kind, "")
    seat.plays_here = tag.kind == "local"  # (asked by their banner: centre_words.turner_line)


def hex_colour(text: str) -> tuple[int, int, int]:
    return int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16)


@dataclass
class TvPlayer:
    """Someone playing at the TV itself: the controller (or the keyboard) they press, name, colour."""

    device: str
    name: str
    colour: str


def timer_words(seconds: float | None, more_time: bool) -> str:
    """A turn timer as HOST A PARTY and the lobby both say it, from the time chosen (`seconds`,
    before the Options) and MORE TIME: "30 S", "15 S (+15 MORE TIME)", or "OFF". A host play-test
    read "15 S" on HOST A PARTY and "30 S" in the lobby, MORE TIME on, and could not tell which ran."""
    if seconds is None:
        return "OFF"
    said = f"{seconds:.0f} S"
    return f"{said} (+{seconds * (MORE_TIME - 1):.0f} MORE TIME)" if more_time else said
