"""A party TV player's turn, said so it is seen and heard across a room: a banner beside their seat
('DANA: YOUR TURN', or 'YOUR TURN' where the name leaves it no room), flashing between two bright
colours (never gone: a blinking plate was away a third of the time), steady with REDUCED MOTION;
their seconds in it when they run low ('DANA: 7 SECONDS', red); a chime when the turn comes
(sound 'your_turn') and a tick each of the last seconds. A host with a player at the TV found 'TIME LEFT 2' over a prompt in
the middle of the table easy to miss, the buttons small in a corner.

The banner stands clear of every seat's name lines and cards, the middle of the table (the pot,
the stock, the log), the game's corner, the hand's number and the buttons: above the seat's name plate, else under its cards, else
beside them; where none is clear it is the seat's own name plate, the name on its first line and the
banner's words, big, where the balance was, never over a card."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

import pygame

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.platform import palette, sound
from game.platform.display import SAFE
from game.platform.text import BIG, HEADING, Text

if TYPE_CHECKING:
    from game.felt.director import Director

LOW = 9.0  # seconds: from here the banner says how many are left ('9 SECONDS': as wide as YOUR TURN)
TICKS = 5  # the last seconds, each with a tick
FLASH = 0.35  # seconds each of the banner's two colours stays
PAD = 6  # pixels round the banner's words
GAP = 4  # pixels between the banner and the seat's plate or cards
SLIDE = 16  # pixels: a banner's step sideways to a clear place


def banner_words(name: str, left: float | None) -> tuple[str, str]:
    """The banner's words, with the seat's name and without: 'DANA: YOUR TURN' / 'YOUR TURN', or
    with few seconds `left`, 'DANA: 7 SECONDS' / '7 SECONDS' ('1 SECOND')."""
    if left is None or left > LOW:
        said = "YOUR TURN"
    else:
        whole = max(1, math.ceil(left))
        said = f"{whole} SECOND" + ("" if whole == 1 else "S")
    return f"{name.upper()}: {said}", said


def seat_block(director: Director, seat: int) -> pygame.Rect:
    """A seat's name plate and every card of it."""
    slot = director.slots[seat]
    block = layout.name_plate(slot).union(pygame.Rect(slot.x, slot.y, slot.width, slot.cards_bottom - slot.y))
    for x, y in director.seat_places(seat):
        block.union_ip(pygame.Rect(round(x), round(y), CARD_W, CARD_H))
    return block


def table_words(places: layout.Layout) -> list[pygame.Rect]:
    """The words the table keeps at the screen's foot: the game's corner at the bottom left (its
    lines, at most six, from `places.info` down) and the hand's number at the bottom right."""
    corner_top = min(places.info[1], SAFE.bottom - 6 * places.line)
    corner = pygame.Rect(SAFE.left, corner_top, layout.INFO_W, SAFE.bottom - corner_top)
    count = pygame.Rect(
        SAFE.right - 14 * places.body, SAFE.bottom - places.line, 14 * places.body, places.line
    )
    return [corner, count]


def spots(block: pygame.Rect, plate: pygame.Rect, size: tuple[int, int]) -> Iterator[pygame.Rect]:
    """Where a banner of `size` may stand by a seat, nearest first: above its plate, under its
    cards (each slid sideways, a step at a time, where straight above or under is taken), left
    of them, right of them; each kept inside the screen's safe area."""
    box = pygame.Rect((0, 0), size)
    for anchor, point in (
        ("midbottom", (plate.centerx, plate.top - GAP)),
        ("midtop", (plate.centerx, block.bottom + GAP)),
    ):
        for step in range(SAFE.width // SLIDE + 1):
            for side in (1, -1) if step else (1,):
                spot = box.copy()
                setattr(spot, anchor, (point[0] + side * step * SLIDE, point[1]))
                yield spot.clamp(SAFE)  # (moved onto the seat, it is refused: place_banner)
    for anchor, point in (
        ("midright", (block.left - GAP, plate.centery)),
        ("midleft", (block.right + GAP, plate.centery)),
    ):
        spot = box.copy()
        setattr(spot, anchor, point)
        yield spot.clamp(SAFE)


def place_banner(
    text: Text,
    words: Sequence[str],
    sizes: Sequence[int],
    block: pygame.Rect,
    plate: pygame.Rect,
    taken: Sequence[pygame.Rect],
) -> tuple[str, int, pygame.Rect] | None:
    """The fullest words at the biggest size that stand clear of everything `taken`, and where;
    None: nowhere by the seat is clear."""
    for size in sizes:
        for said in words:
            width, height = text.font(size).size(said)
            for spot in spots(block, plate, (width + 2 * PAD, height + 2 * PAD)):
                if SAFE.contains(spot) and spot.collidelist(list(taken)) < 0:
                    return said, size, spot
    return None


class TvTurn:
    """The banner and sounds of a TV player's turn (the party scene asks, each frame)."""

    def __init__(self, text: Text) -> None:
        self.text = text
        self.ticked = 0  # the last whole second ticked (the scene chimes as the turn comes)

    def follow(self, left: float | None) -> None:
        """A tick at each of the last TICKS seconds of a TV player's turn (`left` None: none)."""
        if left is None or left > TICKS:
            self.ticked = 0
            return
        whole = max(1, math.ceil(left))
        if whole != self.ticked:
            self.ticked = whole
            sound.play("tick")

    def draw(
        self,
        canvas: pygame.Surface,
        director: Director,
        places: layout.Layout,
        seat: int,
        name: str,
        left: float | None,
        clock: float,
        taken: Sequence[pygame.Rect] = (),
    ) -> pygame.Rect:
        """The banner by `seat` (`left`: its seconds, None: no limit; `clock`: the flash's, 0 with
        REDUCED MOTION), clear of every seat, the middle and `taken` (the buttons); where it is."""
        block = seat_block(director, seat)
        others = [seat_block(director, other) for other in director.slots if other != seat]
        plate = layout.name_plate(director.slots[seat])
        low = left is not None and left <= LOW
        # the same place all turn long: found for the widest words the turn may say
        widest = max((banner_words(name, None), banner_words(name, LOW)), key=lambda w: len(w[0]))
        sizes = (BIG, HEADING)
        placed = place_banner(
            self.text,
            widest,
            sizes,
            block,
            plate,
            [*others, block, places.centre, *table_words(places), *taken],
        )
        if placed is None:  # a crowded table: on the seat's own plate, its balance under its name
            # giving way to the banner's words, the name kept (covering it, a play-test's TV
            # player's turn said YOUR TURN by a plate that no longer said whose)
            said, size = widest[-1], HEADING
            spot = plate.copy()
            spot.width = max(spot.width, self.text.font(size).size(said)[0] + 2 * PAD)
            spot.height = max(spot.height, places.line + size + PAD)
            spot = spot.clamp(SAFE)
            name_line = (spot.x + PAD, spot.y + 2)
        else:
            said, size, spot = placed
            name_line = None
        words = banner_words(name, left)[widest.index(said)]
        bright = int(clock / FLASH) % 2 == 0
        if low:
            back, ink = (palette.RED, palette.WHITE) if bright else (palette.ORANGE, palette.BLACK)
        else:
            back, ink = (palette.YELLOW, palette.BLACK) if bright else (palette.WHITE, palette.BLACK)
        pygame.draw.rect(canvas, back, spot, border_radius=6)
        pygame.draw.rect(canvas, palette.BLACK, spot, 2, border_radius=6)
        if name_line is None:
            self.text.draw(canvas, words, spot.center, size, ink, anchor="center", shadow=None)
        else:
            self.text.draw(canvas, name.upper(), name_line, places.body, ink, shadow=None)
            below = (spot.centerx, spot.bottom - PAD // 2)
            self.text.draw(canvas, words, below, size, ink, anchor="midbottom", shadow=None)
        return spot
