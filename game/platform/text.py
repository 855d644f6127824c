"""The pixel font (Press Start 2P, shipped as a pip package), the size scale every screen uses,
and a cache of rendered strings.

The font is drawn without antialiasing at multiples of 8 px, so it lands exactly on the pixel
grid of the logical canvas (960x540, shown x2 on a 1080p TV, x4 on 4K). The size scale is read
from three metres: every word a player needs is at least `BODY` (32 physical pixels at 1080p),
the pot and the result of a pot at least `BIG` (64). Key hints may be smaller by the rule (24),
but 12 px is not a size this font draws cleanly, so they are `BODY` too.

TEXT SIZE large (Options, ACCESS) is a second scale for the table: every word needed during play
at `LARGE_BODY`, 40 physical pixels at 1080p. 20 px is not a multiple of 8: each of the font's
pixels is two or three canvas pixels wide, a little uneven, but crisp (never antialiased), and
it leaves the table a quarter more characters a line than 24 px would.

Every `Text.draw` is written down in `FRAME` (game.platform.frame_log) with its rectangle and size: the
tests read it to check, for every screen, that words are big enough, inside the TV-safe area and
never on top of each other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame
from fontpkg_press_start_2p import ROOT

from game.platform import frame_log
from game.platform.accents import raised
from game.platform.display import HEIGHT
from game.platform.palette import Colour

FONT_PATH = ROOT / "files" / "PressStart2P-Regular.ttf"
PHYSICAL_AT_1080P = 1080 // HEIGHT  # screen pixels per canvas pixel on a 1080p TV
HINT = 16  # key hints ("ESC MENU"): the rule allows 24 physical px, the font draws 32 cleanly
BODY = 16  # every word needed during play: 32 physical px at 1080p
HEADING = 24  # page headings, the PRESS START line
BIG = 32  # the pot, the result of a pot: 64 physical px
HUGE = 48  # the title's letters, the initials being typed
# the names the screens used before the scale had its own names (same physical sizes at 1080p
# as before for headings; the old 8 px body text became BODY)
SMALL, MEDIUM, LARGE = BODY, HEADING, BIG
READABLE_PX = 32  # physical pixels at 1080p: the least a word needed during play may be
LARGE_BODY = 20  # TEXT SIZE large: every word needed during play, 40 physical px at 1080p
LARGE_PX = 40
PROMINENT_PX = 64  # the pot and the result
_CACHE_LIMIT = 1024


@dataclass(frozen=True)
class TypeScale:
    """The table's sizes for one TEXT SIZE: `body`, every word needed during play; `small`, what
    is secondary (the log, the key hints, the game's name and the hand's number)."""

    body: int
    small: int = BODY

    @property
    def line(self) -> int:
        """One line of body text with its shadow and a gap."""
        return self.body + 4


NORMAL_TYPE = TypeScale(BODY)
LARGE_TYPE = TypeScale(LARGE_BODY)
TEXT_SIZES = {"normal": NORMAL_TYPE, "large": LARGE_TYPE}  # settings.text_size -> its scale


def physical(size: int) -> int:
    """How tall text of this canvas size stands on a 1080p screen, in screen pixels."""
    return size * PHYSICAL_AT_1080P


def readable(size: int) -> bool:
    """Text of this size reads from three metres on a 1080p TV."""
    return physical(size) >= READABLE_PX


def columns(width: int, size: int = BODY) -> int:
    """How many characters of this size fit in `width` canvas pixels (the font is monospaced)."""
    return width // size


class Text:
    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font] = {}
        self._cache: dict[tuple[str, int, Colour], tuple[pygame.Surface, int]] = {}

    def font(self, size: int) -> pygame.font.Font:
        if size % 8 and size != LARGE_BODY:
            raise ValueError(f"pixel font sizes are multiples of 8 (or {LARGE_BODY}), not {size}")
        if size not in self._fonts:
            self._fonts[size] = pygame.font.Font(str(FONT_PATH), size)
        return self._fonts[size]

    def render(self, text: str, size: int = BODY, color: Colour = (255, 255, 255)) -> pygame.Surface:
        return self.rendered(text, size, color)[0]

    def rendered(
        self, text: str, size: int = BODY, color: Colour = (255, 255, 255)
    ) -> tuple[pygame.Surface, int]:
        """The text drawn, and the pixels its accented capitals' accents reach over its line
        (game.platform.accents: 0 without any)."""
        key = (text, size, color)
        drawn = self._cache.get(key)
        if drawn is None:
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            drawn = raised(self.font(size), text, color)
            self._cache[key] = drawn
        return drawn

    def draw(
        self,
        canvas: pygame.Surface,
        text: str,
        pos: tuple[float, float],
        size: int = BODY,
        color: Colour = (255, 255, 255),
        anchor: str = "topleft",
        shadow: Colour | None = (0, 0, 0),
        floating: bool = False,
        secondary: bool = False,
    ) -> pygame.Rect:
        """Draw text with a drop shadow (readable over felt and cards); returns its rect.
        `floating`: a word that rises over its seat for a moment on its own plate (a popup);
        `secondary`: not needed to play (the log, a key hint), which TEXT SIZE large keeps small."""
        surface, lift = self.rendered(text, size, color)
        rect = pygame.Rect(0, 0, surface.get_width(), surface.get_height() - lift)  # the line itself
        setattr(rect, anchor, (round(pos[0]), round(pos[1])))
        if shadow is not None:
            canvas.blit(self.render(text, size, shadow), rect.move(2, 2 - lift))
        canvas.blit(surface, rect.move(0, -lift))  # an accent over its capital, in the line's gap
        if text.strip():
            frame_log.FRAME.text(text, rect, size, floating, secondary)
        return rect


KEEP = "\u00a0"  # a space wrap() never breaks at ("hand 2 of 8" never ends a line at "of"); drawn as one
BREAKS = re.compile(f"[^\\S{KEEP}]+")  # every other white space


def wrap(text: str, columns: int) -> list[str]:
    """Split text into lines of at most `columns` characters, at spaces (not KEEP) where possible.
    A place narrower than a letter still gets one a line: cutting a word at 0 never shortened it,
    and a result panel squeezed to no room (b9b83f6's wider margins) hung the game in this loop."""
    columns = max(columns, 1)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in BREAKS.split(paragraph):
            if not word:
                continue
            while len(word) > columns:
                if line:
                    lines.append(line)
                    line = ""
                cut = _cut(word, columns)
                lines.append(word[:cut])
                word = word[cut:].lstrip(KEEP)
            candidate = f"{line} {word}" if line else word
            if len(candidate) > columns:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def wrap_whole(text: str, columns: int) -> list[str]:
    """`wrap`, without a word alone on the last line where narrower lines, as many, avoid it: a
    newcomer's play-test read "king." alone under HOW TO PLAY's hand rankings."""
    lines = wrap(text, columns)
    if len(lines) < 2 or BREAKS.search(lines[-1].strip()):
        return lines
    longest = max(len(word) for word in BREAKS.split(text))  # no narrower: it would cut a word
    for narrower in range(columns - 1, longest - 1, -1):
        shorter = wrap(text, narrower)
        if len(shorter) > len(lines):
            break
        if BREAKS.search(shorter[-1].strip()):
            return shorter
    return lines


def _cut(word: str, columns: int) -> int:
    """Where a word too long for a line is cut: after its last hyphen that fits, so a long name
    reads 'BARTHOLOMEW-' / 'THE-GREAT' rather than 'BARTHOLOMEW-T' / 'HE-GREAT', or at its last KEEP
    that fits, whichever comes later (words kept together that no line holds break between words:
    'bet 1/2 or' / '1', never 'bet 1/2 or 1' cut in a word); else at the edge."""
    hyphen = word.rfind("-", 0, columns)
    return max(word.rfind(KEEP, 1, columns + 1), hyphen + 1 if hyphen > 0 else 0) or columns
