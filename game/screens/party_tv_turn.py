"""A party TV player's turn, said so it is seen and heard across a room: a banner beside their seat
('DANA'S TURN', the name first as in every turn the TV says; cut where the whole leaves no room),
flashing between two bright colours (never gone: a blinking plate was away a third of the time),
steady with REDUCED MOTION; their seconds in it when they run low ('DANA'S TURN 7', red); a chime when the turn comes
(sound 'your_turn') and a tick each of the last seconds. A host with a player at the TV found 'TIME LEFT 2' over a prompt in
the middle of the table easy to miss, the buttons small in a corner.

The banner stands clear of every seat's name lines, cards and words (its own too), the middle of the table (the pot,
the stock, the log), the game's corner, the hand's number and the buttons: above the seat's name plate, else under its cards, else
beside them; where none is clear the seat's own name plate says it, the name as always and the
banner's words flashing where the balance was (never a banner over the plate: its words on the
plate's)."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.felt import layout
from game.felt.seat_draw import PlateSays
from game.felt.seat_popup import seats_drawn
from game.party.away_clock import ELLIPSIS, TURN
from game.platform import palette, sound
from game.platform.display import SAFE
from game.platform.text import BIG, HEADING, Text

if TYPE_CHECKING:
    from game.felt.director import Director

LOW = 9.0  # seconds: from here the banner says how many are left ('DANA'S TURN 9')
CUTS = (12, 7)  # letters a name is cut to, ellipsis and all, where the whole one leaves no room
TICKS = 5  # the last seconds, each with a tick
FLASH = 0.35  # seconds each of the banner's two colours stays
PAD = 6  # pixels round the banner's words
GAP = 4  # pixels between the banner and the seat's plate or cards
SLIDE = 16  # pixels: a banner's step sideways to a clear place
Placed = tuple[int, int, pygame.Rect]  # its name's cut (banner_words' index), size, box: TvTurn.place


def banner_words(name: str, left: float | None) -> tuple[str, ...]:
    """The banner's words, fullest first, in the one wording the TV has for a turn (away_clock's
    waiting line): 'DANA'S TURN', with few seconds `left` 'DANA'S TURN 7', then the same with the
    name cut (CUTS). A host play-test with two players at the TV read 'YOUR TURN' beside neither
    plate and could not tell whose it was: the banner always names them."""
    tail = TURN if left is None or left > LOW else f"{TURN} {max(1, math.ceil(left))}"
    whole = name.upper()
    cut = [whole[: letters - 1].rstrip() + ELLIPSIS for letters in CUTS if len(whole) > letters]
    return tuple(f"{said}{tail}" for said in [whole, *cut])


def plate_words(left: float | None) -> str:
    """What a seat's own plate says under its name where no banner stands: 'YOUR TURN', '7 SECONDS'."""
    if left is None or left > LOW:
        return "YOUR TURN"
    whole = max(1, math.ceil(left))
    return f"{whole} SECOND" + ("" if whole == 1 else "S")


def seat_blocks(director: Director) -> dict[int, pygame.Rect]:
    """Each seat's name plate, every card of it and what it writes under or beside them (its hand
    in words and its pile's count, as seat_popup.seats_drawn finds them: the same all turn long).
    A host's play-test from the TV's bottom seat: the banner stood under the cards, over 'Pai' of
    'Pair of K's' and 'EFT' of '9 LEFT', a seat's block having ended at its cards."""
    slots = director.slots
    laid = [
        director.seat_places(number) if number in slots else [] for number in range(len(director.model.seats))
    ]
    drawn = seats_drawn(director.model, slots, laid, director.places.body, director.dealing)
    blocks = {}
    for number, slot in slots.items():
        room = pygame.Rect(slot.x, slot.y, slot.width, slot.cards_bottom - slot.y)
        words, cards = drawn[number]
        blocks[number] = layout.name_plate(slot).union(room).unionall([*words, *cards])
    return blocks


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
    """The fullest words, at the biggest size they fit, that stand clear of everything `taken`, and
    where (a whole name at a heading's size before a cut one at the biggest); None: nowhere by the
    seat is clear."""
    for said in words:
        for size in sizes:
            width, height = text.font(size).size(said)
            for spot in spots(block, plate, (width + 2 * PAD, height + 2 * PAD)):
                if SAFE.contains(spot) and spot.collidelist(list(taken)) < 0:
                    return said, size, spot
    return None


class TvTurn:
    """The banner and sounds of a TV player's turn (the party scene asks, each frame: where the
    banner goes before the table is drawn, its seat's plate saying it where nowhere is clear)."""

    def __init__(self, text: Text) -> None:
        self.text = text
        self.ticked = 0  # the last whole second ticked (the scene chimes as the turn comes)
        self.banner: Banner | None = None  # this frame's, where one stands (say)

    def follow(self, left: float | None) -> None:
        """A tick at each of the last TICKS seconds of a TV player's turn (`left` None: none)."""
        if left is None or left > TICKS:
            self.ticked = 0
            return
        whole = max(1, math.ceil(left))
        if whole != self.ticked:
            self.ticked = whole
            sound.play("tick")

    def place(
        self,
        director: Director,
        places: layout.Layout,
        seat: int,
        name: str,
        taken: Sequence[pygame.Rect] = (),
    ) -> Placed | None:
        """Where the banner by `seat` stands, clear of every seat, the middle and `taken` (the
        buttons), the same all turn long (found for the widest words the turn may say): how far
        its name is cut (banner_words' index), their size and its box; None where nowhere by the
        seat is clear."""
        blocks = seat_blocks(director)
        block = blocks.pop(seat)
        others = list(blocks.values())
        plate = layout.name_plate(director.slots[seat])
        widest = banner_words(name, LOW)  # (its seconds said: the widest the turn may say)
        taken = [*others, block, places.centre, *table_words(places), *taken]
        found = place_banner(self.text, widest, (BIG, HEADING), block, plate, taken)
        return None if found is None else (widest.index(found[0]), *found[1:])

    def say(
        self,
        director: Director,
        places: layout.Layout,
        seat: int,
        name: str,
        left: float | None,
        clock: float,
        taken: Sequence[pygame.Rect] = (),
    ) -> PlateSays | None:
        """A TV player's turn this frame, before the table is drawn (`left`: its seconds, None: no
        limit; `clock`: the flash's, 0 with REDUCED MOTION): the banner by `seat` (draw), else, at
        a table too crowded for one, what their seat's own plate says: the name as always, the
        banner's words (without the name) flashing where the balance was."""
        placed = self.place(director, places, seat, name, taken)
        back, ink = colours(left, clock)
        if placed is None:
            self.banner = None
            return PlateSays(seat, plate_words(left), back, ink)
        cut, size, spot = placed
        self.banner = Banner(banner_words(name, left)[cut], size, spot, back, ink)
        return None

    def draw(self, canvas: pygame.Surface) -> None:
        """This frame's banner (say), where one stands."""
        if self.banner is None:
            return
        words, size, spot, back, ink = self.banner
        pygame.draw.rect(canvas, back, spot, border_radius=6)
        pygame.draw.rect(canvas, palette.BLACK, spot, 2, border_radius=6)
        self.text.draw(canvas, words, spot.center, size, ink, anchor="center", shadow=None)


class Banner(NamedTuple):
    """A TV player's turn's banner as drawn this frame."""

    words: str
    size: int
    spot: pygame.Rect
    back: palette.Colour
    ink: palette.Colour


def colours(left: float | None, clock: float) -> tuple[palette.Colour, palette.Colour]:
    """The banner's back and ink at `clock`: yellow and white in turn, red and orange with few
    seconds `left`."""
    bright = int(clock / FLASH) % 2 == 0
    if left is not None and left <= LOW:
        return (palette.RED, palette.WHITE) if bright else (palette.ORANGE, palette.BLACK)
    return (palette.YELLOW, palette.BLACK) if bright else (palette.WHITE, palette.BLACK)
