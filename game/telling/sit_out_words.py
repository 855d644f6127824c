"""What the screens say of a seat sitting a pot out (engine.table `sit_out_hidden`, the pot's
HandStart.out): a party's player at the TV is dealt no stud pot, whose hidden cards the TV would
show the room, and is dealt back in at the next No Peek pot. The TV's log and plate, and every
phone's, say it in these words, from the one event the table host publishes."""

from __future__ import annotations

from collections.abc import Sequence

from engine.events import Event, HandStart

SITTING_OUT = "SITTING OUT"  # the seat's row on every phone
# the TV's plate, saying why: a host play-test's TV seat read SITTING OUT through a computer
# dealer's stud pot, unexplained once the log's line had scrolled off; why, not the game's kind (a
# later one read SITS OUT: STUD in a pot the room knew as Baseball)
SITS_OUT_FOR_STUD = "SITS OUT: HIDDEN CARDS"
# its forms on a plate, the first its line holds (plate_lines.status_forms), each saying why, down
# to her seat AT THE TV, as the host's menu names it (a five-seat party's side plate, 14 letters,
# 11 at TEXT SIZE large, still read 0 SITTING OUT: the whole words need 24; an eight-seat
# table's top plate, 8 at large: OUT: TV)
SITS_OUT_FORMS = (SITS_OUT_FOR_STUD, "OUT: HIDDEN CARDS", "OUT: AT THE TV", "OUT: AT TV", "OUT: TV")


def sits_out_line(name: str) -> str:
    """The log's line as the pot is dealt: 'Queenie sits out: stud cards can't hide on a TV'."""
    return sit_out_note([name])


def sit_out_note(names: Sequence[str]) -> str:
    """The same words of everyone at the TV, beside a stud game a dealer may call (a phone's game
    button): 'Nana and Sam sit out: stud cards can't hide on a TV'."""
    who = " and ".join(names) if len(names) < 3 else f"{', '.join(names[:-1])} and {names[-1]}"
    return f"{who} {'sits' if len(names) == 1 else 'sit'} out: stud cards can't hide on a TV"


def sitting_out(history: Sequence[Event]) -> frozenset[int]:
    """The seats sitting out the pot of `history` (its events, from its hand_start)."""
    start = next((event for event in history if isinstance(event, HandStart)), None)
    return frozenset(() if start is None or start.out is None else start.out)


# under a party TV player's games at their Dealer's Choice pick, which leave out the stud games (the
# phones said why, the TV did not: a host's play-test), the first form the table's middle takes
STUD_LEFT_OUT = ("STUD CAN'T HIDE ON A TV", "NO STUD: CARDS SHOW")
