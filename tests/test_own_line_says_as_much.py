"""Your own hand's line names your hand in as full a form as any other seat's line names the same
hand: a newcomer's play-test at TEXT SIZE large read "SHOWING Str to A" under their cards beside
another seat's "Straight to A", and "SHOWING Two pair" / "BEST Two pair" beside "Two pair," /
"K's, 4's" ("SHOWING " left 12 of the line's 20 letters). Where the label beside the hand leaves
too few, it stands over it (seat_words.label_over_hand)."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.seat_words import SHOWING, SHOWING_AND_BEST, hand_words, long_names, seats_form
from game.felt.table_model import Seat
from game.telling.hand_words import form_ladder


def one_of_each_class() -> list[str]:
    """The longest long name of every hand class (its first word or two: "Two pair", "Straight to",
    "Full house", "Pair of", "Queen high", a lone wild's reason)."""
    widest: dict[str, str] = {}
    for words in sorted(long_names()):
        kind = " ".join(words.split(",")[0].split()[:2])
        if len(form_ladder(words)[2]) > len(widest.get(kind, "")):
            widest[kind] = words
    return sorted(widest.values())


HANDS = one_of_each_class()


def form_said(words: str, said: str) -> int:
    """The fullest rung of form_ladder whose form is `said`; past the ladder where none is (cut)."""
    ladder = form_ladder(words)
    return ladder.index(said) if said in ladder else len(ladder)


def your_hand_said(lines: list[str]) -> str:
    """Your hand as your lines say it, without its label (over it, or before it on its line)."""
    if lines[0] in (SHOWING.strip(), SHOWING_AND_BEST):
        return " ".join(lines[1:])
    return lines[0].removeprefix(SHOWING)


def said_by_others(words: str, slots: dict[int, layout.SeatSlot], size: int, rung: int) -> int:
    """The fullest form (form_ladder's rung) any other seat's lines name `words` in."""
    rungs = []
    for number, slot in slots.items():
        if number == 0 or not slot.word_lines:
            continue
        seat = Seat("CASEY", "bot", False, showing=words)
        lines = [line for line, _ in hand_words(seat, slot, size, rung=rung)]
        rungs.append(form_said(words, " ".join(lines)))
    return min(rungs)


@pytest.mark.parametrize("players", [4, 8])
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("best_too", [False, True], ids=["no-peek", "stud-best-the-same"])
def test_your_line_names_your_hand_as_fully_as_another_seats(size, players, best_too):
    places = layout.LAYOUTS[size]
    slots = places.seat_slots(players)
    rung = seats_form(slots.values(), places.body)
    assert len(HANDS) > 8, HANDS
    for words in HANDS:
        you = Seat("YOU", "human", True, showing=words, best=words if best_too else "")
        lines = [line for line, _ in hand_words(you, slots[0], places.body, rung=rung)]
        yours = form_said(words, your_hand_said(lines))
        theirs = said_by_others(words, slots, places.body, rung)
        assert yours <= theirs, (words, lines, form_ladder(words)[theirs])
        assert len(lines) <= slots[0].word_lines and all(
            len(line) * places.body <= slots[0].width for line in lines
        ), lines
