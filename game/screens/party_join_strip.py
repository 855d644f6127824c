"""How to join, always on the party TV while a newcomer may sit down: a compact strip, 'JOIN
192.168.1.5:8765  CODE ABCD', along the bottom or the top edge of the TV-safe area where nothing
of the frame lies. The foot of the centre says it at large only while the middle has room (the
scene's draw_foot); with seats still open at six to eight seats, or the middle busy (a player at
the TV asked, a banner, a pot's result), a latecomer mid-hand had to ask the host. Drawn after
everything else of the frame, in the first place along the edges that nothing drawn this frame
(a seat, a card, a label, a banner, the buttons, the result) lies on or touches; it stays where it
was while that place stays clear, so it does not wander as the table moves.

Nor does it stand in the room a seat keeps for the rows and words still to come under its cards (a
top or side seat's: seat_rooms), though that room is bare felt now: a host play-test read the strip
there, between a top seat's cards and the side seat under it, as that seat's words, and the next
turned card took its place. Where both edges are taken it stands in the centre, under whatever is
written there; only where that is full too, in such a room, to be said at all."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial

import pygame

from game.felt.layout import SeatSlot
from game.party.room_parts import PartyRoom
from game.party.seating import first_free
from game.platform import palette
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import HINT, Text

CLEAR = 4  # pixels the strip keeps over and under anything else drawn (never touching)
# pixels it keeps beside anything: three letters' width ('CODE SMXAHAND 1 OF 8' read as one, and
# at one letter's a host read 'JOIN 192.0.2.2:8765  CODE TSCT  7 LEFT', the bottom seat's count, as
# one line)
BESIDE = 3 * HINT
LINE_GAP = 4  # pixels between the strip's two lines where it takes two
STEP = 8  # pixels between the places tried along an edge
REACH = 48  # pixels in from an edge the strip may stand, where the edge itself is taken
IGNORED = ("felt",)  # regions that are the table itself, not something on it


def invites(room: PartyRoom) -> bool:
    """Whether the TV says how to join: the room is unlocked and JOIN gives a seat now (a seat its
    guest left during the hand in play too, the last one given, from the next deal), the one fact
    every sit-down page is told (seating.join_gives, from seating.first_free). A host play-test's TV
    showed the strip, a seat just left, while a new phone, judging the seats itself, said "Every
    seat is taken" with JOIN grey."""
    return not room.locked and first_free(room) is not None


def strip_forms(address: str, code: str) -> list[tuple[str, ...]]:
    """The strip's words, longest first: on one line, else the address over the code."""
    return [(f"JOIN {address}  CODE {code}",), (f"JOIN {address}", f"CODE {code}")]


def block_size(text: Text, lines: Sequence[str]) -> tuple[int, int]:
    """The strip's lines' width and height on the canvas (HINT size, as Text.draw measures a line)."""
    drawn = [text.rendered(line, HINT) for line in lines]
    width = max(surface.get_width() for surface, _ in drawn)
    height = sum(surface.get_height() - lift for surface, lift in drawn)
    return width, height + LINE_GAP * (len(lines) - 1)


def places_along_edges(size: tuple[int, int]) -> Iterator[pygame.Rect]:
    """Where a block of `size` may go: on the bottom edge of the safe area, then on the top one,
    each from the middle outwards (the middle first: seen from anywhere in the room); then a row
    further in from either, up to REACH; then down the right edge and the left one (a crowded foot:
    a player at the TV asked, their buttons and their pile's count beside the bottom seat)."""
    width, height = size
    spots = range(SAFE.left, SAFE.right - width + 1, STEP)
    middle = SAFE.centerx - width // 2
    across = sorted(spots, key=lambda x: abs(x - middle))
    for inset in range(0, REACH + 1, STEP):
        for y in (SAFE.bottom - height - inset, SAFE.top + inset):
            for x in across:
                yield pygame.Rect(x, y, width, height)
    for x in (SAFE.right - width, SAFE.left):
        for y in range(SAFE.top, SAFE.bottom - height + 1, STEP):
            yield pygame.Rect(x, y, width, height)


def in_centre(size: tuple[int, int], centre: pygame.Rect | None) -> Iterator[pygame.Rect]:
    """Where a block of `size` may go in the table's `centre` (none without one), both edges taken:
    each row from its foot upwards (under the pot, the bet and the log), in its middle."""
    if centre is None:
        return
    width, height = size
    x = centre.centerx - width // 2
    for y in range(centre.bottom - height, centre.top - 1, -STEP):
        yield pygame.Rect(x, y, width, height)


def seat_rooms(slots: Iterable[SeatSlot]) -> list[pygame.Rect]:
    """The room of each seat whose cards go on in rows under the first (a top or side seat: your
    one row's seat at the bottom draws its words and count where they stay), from its name down to
    the band under it (SeatSlot.words_floor): bare felt until a turned card or a line of its words
    comes there."""
    return [
        pygame.Rect(slot.x, slot.y, slot.width, slot.words_floor - slot.y) for slot in slots if slot.rows > 1
    ]


def obstacles(own: Sequence[str] = (), ignored: Sequence[str] = IGNORED) -> list[pygame.Rect]:
    """Everything drawn so far this frame, grown by BESIDE and CLEAR: the `ignored` regions apart
    (the felt itself), and the strip's `own` lines, drawn already where the table is drawn twice in
    a frame (under a menu's shade): it took its own place for taken and moved (a paused table's
    pixels changed)."""
    return [
        item.rect.inflate(2 * BESIDE, 2 * CLEAR)
        for item in FRAME.items
        if not (item.kind == "region" and item.text in ignored)
        and not (item.kind == "text" and item.text in own)
    ]


class JoinStrip:
    """The strip, and where it was last drawn (kept while clear)."""

    def __init__(self, text: Text) -> None:
        self.text = text
        self.rect: pygame.Rect | None = None  # where it went this frame; None: not drawn

    def place(
        self, address: str, code: str, rooms: Sequence[pygame.Rect] = (), centre: pygame.Rect | None = None
    ) -> tuple[tuple[str, ...], pygame.Rect] | None:
        """The strip's lines and their place, the first clear one (the last frame's while it still
        is) of anything drawn and the seats' `rooms` (seat_rooms): along the edges, else in the
        `centre` (its region apart: what is written there is drawn each); else the first clear of
        what is drawn alone; None where none is."""
        forms = strip_forms(address, code)
        own = [line for lines in forms for line in lines]
        drawn, inside = obstacles(own), obstacles(own, (*IGNORED, "centre"))
        tries: list[tuple[Callable[[tuple[int, int]], Iterable[pygame.Rect]], list[pygame.Rect]]] = [
            (places_along_edges, [*drawn, *rooms]),
            (partial(in_centre, centre=centre), [*inside, *rooms]),
            (places_along_edges, drawn),
            (partial(in_centre, centre=centre), inside),
        ]
        for places, taken in tries:
            for lines in forms:
                size = block_size(self.text, lines)
                last = self.rect
                if last is not None and last.size == size and last.collidelist(taken) < 0:
                    return lines, last
                for rect in places(size):
                    if rect.collidelist(taken) < 0:
                        return lines, rect
        return None

    def draw(
        self,
        canvas: pygame.Surface,
        address: str,
        code: str,
        slots: Iterable[SeatSlot] = (),
        centre: pygame.Rect | None = None,
    ) -> None:
        """The strip, last of the frame, where nothing else lies, out of the rooms of the seats'
        `slots` while it can be (place)."""
        found = self.place(address, code, seat_rooms(slots), centre)
        self.rect = None if found is None else found[1]
        if found is None:
            return
        lines, rect = found
        y = rect.y
        for line in lines:
            drawn = self.text.draw(canvas, line, (rect.x, y), HINT, palette.CYAN, secondary=True)
            y = drawn.bottom + LINE_GAP
