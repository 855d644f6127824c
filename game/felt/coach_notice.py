"""What H did: the coach (game.felt.coach) turned on or off, said for a moment in the coach's own
place at the bottom left ([H] COACH: OFF), fading out (a newcomer's play-test pressed H and saw nothing change:
the coach off, or on with nothing to estimate yet, shows nothing). Turned on, the coach's own words take
the place as soon as it has them (game.screens.table_scene: a newcomer read COACH: ON for seconds over
a figure ready under it)."""

from __future__ import annotations

import pygame

from game.felt.coach import coach_panel
from game.platform import palette
from game.platform.text import Text

# like a button with its key ("[A] CHECK AHEAD"), in one line: the game's information above it
# keeps one line clear for the coach (game.felt.game_quirk), and two covered Midnight's "7 CARDS"
SAID_ON, SAID_OFF = "[H] COACH: ON", "[H] COACH: OFF"
SECONDS = 2.5  # up this long, the last FADE of it fading to the felt
FADE = 1.0


class CoachNotice:
    def __init__(self) -> None:
        self.words = ""
        self.left = 0.0  # seconds it stays up

    def said(self, on: bool) -> None:
        """H pressed: the coach is now `on` (or off)."""
        self.words, self.left = (SAID_ON if on else SAID_OFF), SECONDS

    def tick(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def up(self) -> bool:
        return self.left > 0

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        """In the coach's panel's place (nothing else is there while the coach shows nothing), in
        the normal size at every TEXT SIZE, as the coach's own words are (a key's aid)."""
        if not self.up:
            return
        shade = min(1.0, self.left / FADE)  # 1 until its last second, then down to 0
        coach_panel(canvas, text, self.words, _faded(palette.WHITE, shade), _faded(palette.CYAN, shade))


def _faded(colour: tuple[int, int, int], shade: float) -> tuple[int, int, int]:
    """`colour` toward the panel's black, `shade` of it left."""
    return (round(colour[0] * shade), round(colour[1] * shade), round(colour[2] * shade))
