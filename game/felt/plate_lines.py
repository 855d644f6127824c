"""A seat's name plate in the room it has: its name cut with an ellipsis only where it must (clip,
kept_room: one cut for the session), its status (seat_status) in the longest of its forms that fits
(status_forms), on one line beside the balance or on a two-line plate's second line, and where the
dealer button stands; the characters a name line holds (name_room), which the party TV's seating
counts by too."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.felt import layout
from game.felt.table_model import Seat
from game.telling.event_words import OUT_STATUS
from game.telling.sit_out_words import SITS_OUT_FOR_STUD, SITS_OUT_FORMS

ELLIPSIS = "\u2026"  # the end of a cut line (clip)


def clip(text: str, columns: int) -> str:
    """`text` in at most `columns` characters, a cut one ending in an ellipsis (BARTHOLOM… read as
    a whole name cut short, not as a name of its own) close after its last letter (the ledger read
    MAXIMILIANA …, the ellipsis apart like a word of its own)."""
    return text if len(text) <= columns else text[: max(columns - 1, 0)].rstrip() + ELLIPSIS


FOLDED = "FOLDED"  # a seat's plate out of the pot by a fold (BEATEN: OUT_STATUS)


def seat_status(seat: Seat) -> str:
    """What a seat's plate says after its name or balance: AWAY (or why, at a party), SITS OUT:
    STUD (a party's player at the TV in a stud pot), FOLDED, BEATEN, or nothing. An away seat out of
    the pot says both: a host play-test's leaver, their hand folded for them, read LEFT on the TV
    while the phones and the log said FOLDED ('LEFT: FOLDED, BOT NEXT HAND', the fold before the
    reason: status_forms keeps it in every form)."""
    gone = FOLDED if seat.folded else OUT_STATUS if seat.out else ""
    if seat.away:
        away = seat.away_words or "AWAY"
        word, _, why = away.partition(": ")
        return f"{word}: {', '.join(filter(None, (gone, why)))}" if gone else away
    if seat.sitting_out:
        return SITS_OUT_FOR_STUD
    return gone


# the fewest characters of a name a one-line plate keeps beside its status: four letters and "…"
SHORTEST_NAME = 5


def status_forms(status: str) -> list[str]:
    """`status` in its words, longest first: whole, its reason alone, its word before the reason;
    an away seat out of the pot ('LEFT: FOLDED, BOT NEXT HAND'): whole, 'LEFT: FOLDED', 'FOLDED',
    its fold in each (a narrow plate had kept LEFT alone)."""
    word, _, reason = status.partition(": ")
    gone = reason.partition(", ")[0]
    if gone in (FOLDED, OUT_STATUS):
        return [status, f"{word}: {gone}", gone]
    if status == SITS_OUT_FOR_STUD:  # (each saying why; HIDDEN CARDS alone would not say OUT)
        return list(SITS_OUT_FORMS)
    return [form for form in (status, reason, status.partition(":")[0]) if form]


def plate_line(name: str, status: str, room: int) -> str:
    """A one-line plate's name and status in `room` characters: the name whole beside the first of
    its status_forms that fits, else shortened beside the shortest (shortened: BARTHOLOMEW BEATEN
    for Bartholomew F., MAXIMILIANA B\u2026 OFF: a host play-test's TV read MAXIM\u2026 BOT NEXT HAND,
    the name a room reads cut for the reason, and before that MAXIMILIANA BELL FOL, the word cut), to
    no fewer than SHORTEST_NAME characters, else the name alone (its faded colour says the status)."""
    whole = whole_line(name, status, room)
    if whole is not None:
        return whole
    word = min(status_forms(status), key=len, default="")
    if not word or room - len(word) - 1 < SHORTEST_NAME:
        return clip(name, room)
    return f"{shortened(name, room - len(word) - 1)} {word}"


def shortened(name: str, columns: int) -> str:
    """`name` in `columns` characters: whole, else its first words whole where they fit and are no
    shorter than the cut would be (BARTHOLOMEW for BARTHOLOMEW F.: the name a room calls him by,
    where the cut read BARTHOLOME\u2026), else cut (clip)."""
    words = name.split(" ")
    first = (" ".join(words[:count]) for count in reversed(range(1, len(words))))
    fits = next((start for start in first if len(clip(name, columns)) <= len(start) + 1 <= columns + 1), None)
    return name if len(name) <= columns else fits or clip(name, columns)


def whole_line(name: str, status: str, room: int) -> str | None:
    """`name` whole beside the first of its `status`'s forms that fits with it in `room` characters
    (the name alone where there is no status), or None where none does (plate_line cuts it)."""
    if not status:
        return name if len(name) <= room else None
    form = next((form for form in status_forms(status) if len(name) + 1 + len(form) <= room), None)
    return None if form is None else f"{name} {form}"


def status_said(name: str, status: str, room: int) -> bool:
    """Whether plate_line says `status` (one of its status_forms) beside `name` in `room` characters."""
    return not status or plate_line(name, status, room) != clip(name, room)


def one_line_plate(name: str, balance: str, status: str, slot: layout.SeatSlot, size: int) -> tuple[str, str]:
    """A one-line plate's name line (one_line_name) and the words where its balance stands: the
    name, a form of its status and the net, all three (host play-tests at a pot's end read
    BARTHOLOMEW F.  BEATEN, the net -18 1/2 gone while the side plates kept -7 BEATEN: the money
    matters more than the name's last letters). A name the line holds whole beside the net drawn
    now and a form of its status is whole; one that does not fit is the session's cut (kept_room,
    beside the widest net), which a status shortens more (plate_line: BARTHOLOMEW BEATEN -18 1/2).
    Only where the line holds no SHORTEST_NAME letters beside the status does the status stand in
    the net's place (a newcomer's play-test at TEXT SIZE large read a folded seat's CASEY -25 1/2:
    a seat out of the pot says so), the name then whole where that line holds it."""
    room = name_room(slot, size, len(balance))
    whole = whole_line(name, status, room)
    if whole is not None:
        return whole, balance
    if status_said(clip(name, min(kept_room(slot, size), room)), status, room):
        return one_line_name(name, status, slot, size, len(balance)), balance
    word = min(status_forms(status), key=len)
    alone = whole_line(name, "", name_room(slot, size, len(word)))
    return alone or one_line_name(name, "", slot, size, len(word)), word


def one_line_name(name: str, status: str, slot: layout.SeatSlot, size: int, balance: int) -> str:
    """A one-line plate's name and status left of a net of `balance` characters (name_room): the
    session's cut of the name (kept_room), which a status may cut more (plate_line), as may a net
    past NET_ROOM. The seat to act says so with its lit plate and frame (draw_seat), not a mark in
    its name's line, which cost the name a letter."""
    room = name_room(slot, size, balance)
    return plate_line(clip(name, min(kept_room(slot, size), room)), status, room)


def two_line_plate(
    name: str, balance: str, status: str, slot: layout.SeatSlot, size: int
) -> tuple[str, str, str, bool]:
    """A two-line plate's name line, its second line's balance and the status word after it, and
    whether the dealer button stands after that line instead of after the name. The name is the
    session's cut of it (kept_room: the whole line), the button after it where the line leaves the button its
    room, else after the balance where that line does (a side seat's MAXIMILIANA BELL had read
    MAXIMILIANA\u2026 with the plate's line free for two more letters). The status whole, in the
    longest of its status_forms the line holds (second_words), never after the name cut for it (a
    party TV read BARTHOLOMEW\u2026 BEATEN for Bartholomew F.)."""
    kept = clip(name, kept_room(slot, size))
    up = len(kept) * size + BUTTON_END <= slot.width  # the button after the name
    # beside the balance where the line holds it, and the button after it where the name needs
    # the button's room (the status never cuts the name: the button would go up over it)
    room = slot.width - (0 if up else BUTTON_END)
    balance, beside = second_words(balance, status, room // size)
    money = second_line(balance, beside)
    if up or money * size + BUTTON_END > slot.width:
        # (the button after the name, or no room for it after the balance: a net past +99 1/2 at an
        # eight-player table's top seat at TEXT SIZE large, the name cut for it)
        return clip(kept, (slot.width - BUTTON_END) // size), balance, beside, False
    return kept, balance, beside, True


def second_words(balance: str, status: str, columns: int) -> tuple[str, str]:
    """A two-line plate's second line in `columns`: the balance and after it the longest of the
    status's status_forms the line holds (a play-test at TEXT SIZE large read +13 1/2 FOL), else the
    shortest in the balance's place (a newcomer's play-test at TEXT SIZE large read a folded dealer's
    CASEY (D) / -25 1/2: a seat out of the pot says so, and its net waits for the next pot). One
    rule for every status, its room the plate's (named_slots)."""
    forms = status_forms(status) if status else [""]
    beside = next((form for form in forms if second_line(balance, form) <= columns), None)
    return (balance, beside) if beside is not None else ("", min(forms, key=len))


def second_line(balance: str, status: str) -> int:
    """The characters of a two-line plate's second line (two_line_plate): its balance, its status
    after it, or the status alone."""
    return len(" ".join(words for words in (balance, status) if words))


BUTTON = 22  # the dealer button's width (draw_seat: a circle of radius 11)
# a one-line plate's balance ends this far left of the plate's right: the dealer button at the
# plate's right end and half a character's gap at the normal size before it (draw_name: a host
# play-test's TV read -2 1/2(D), the button 2 pixels from the net)
BALANCE_GAP = BUTTON + 8
# a two-line plate's dealer button stands this far right of the words before it (its centre), and
# ends this far right of them, its room its own (draw_name: at 16 it was 5 pixels from the name)
BUTTON_AFTER = 19
BUTTON_END = BUTTON_AFTER + BUTTON // 2
# the widest net a one-line plate cuts its name for, whatever the net is now (kept_room); a net
# past -99 1/2 cuts it a little more
NET_ROOM = len("-10 1/2")


def name_room(slot: layout.SeatSlot, size: int, balance: int) -> int:
    """The characters of a seat's name line (the name and its status):
    on a one-line plate left of its balance (`balance`: its characters), a character clear of it,
    and the balance clear of the dealer button (BALANCE_GAP); on a two-line plate the whole line
    (the button stands after the name, or after the balance where the name fills the line)."""
    if slot.name_lines == 1:
        return (slot.width - BALANCE_GAP) // size - balance - 1
    return slot.width // size


def kept_room(slot: layout.SeatSlot, size: int) -> int:
    """The characters a seat's name keeps on its plate for the session, the one rule of every seat:
    its name line's room (name_room) beside the widest net it may show (NET_ROOM), whatever the net
    and the turn are now (a host play-test's bottom seat read MAXIMILIANA FEAT at -8 1/2,
    MAXIMILIANA FE\u2026 at -10 1/2 and on her turn, the name flickering as the pots went by; a side
    seat's read BARTHOLOMEW\u2026 on its turn and BARTHOLOMEW F\u2026 after it). The turn takes no
    letter of it: the seat to act's lit plate says so."""
    return name_room(slot, size, NET_ROOM)


def named_slots(
    seats: Sequence[Seat], slots: Mapping[int, layout.SeatSlot], size: int
) -> dict[int, layout.SeatSlot]:
    """Each seat's block for its name lines (layout.name_slots), wide enough for its name line
    (name_room) to hold its name whole where the table has room, a letter's room to spare, and its
    second line its net and its status's fullest form (status_forms: a party TV's top plate read 0
    SITTING OUT, 0 SITS OUT: HIDDEN CARDS two letters too wide for it, the felt empty beside it)."""
    wants = {
        number: max(
            (len(seat.name) + 1) * size + BUTTON_END, second_line(seat.net_words, seat_status(seat)) * size
        )
        for number, seat in enumerate(seats)
        if number in slots
    }
    return layout.name_slots(slots, wants)
