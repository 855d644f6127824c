"""A hand's name is never parted by the log's line breaks where a line holds it whole (a newcomer's
play-test read "Babe shows five" over "5's"), and one longer than a line is broken only where a comma
ends its part ("full house," over "kings over fours"): game.felt.log_lines.whole_phrases. Every hand
name the table can say (every engine description at every rung of its forms), shown by a seat at
every log width of both TEXT SIZEs (the log box's columns up to the centre's, where nothing lies
beside it: log_room.draw_log)."""

from __future__ import annotations

import pytest

from engine.hands import CATEGORIES, _words
from game.felt.layout import LAYOUTS
from game.felt.log_lines import log_lines, message_lines
from game.telling.hand_forms import in_sentence
from game.telling.hand_words import form_ladder

EVERY_HAND = sorted(
    {
        _words(category, first, second)
        for category in range(len(CATEGORIES))
        for first in range(13)
        for second in range(13)
    }
)
EVERY_FORM = sorted({in_sentence(form) for words in EVERY_HAND for form in form_ladder(words)})
COLUMNS = sorted(
    {
        width // places.small
        for places in LAYOUTS.values()
        for width in range(places.log_box.width, places.centre.width + 1)
    }
)
NAMES = ["You", "Babe", "Casey", "Maximiliana Bell"]


def parted(lines: list[str], hand: str, columns: int) -> list[str]:
    """The parts of `hand` a line break splits in `lines`: the hand whole if it fits a line, else
    each part a comma ends that does."""
    parts = [hand] if len(hand) <= columns else [part for part in hand.split(", ") if len(part) <= columns]
    said = "\n".join(lines)
    return [
        part
        for part in parts
        if " " in part
        and any(part[:at] + "\n" + part[at + 1 :] in said for at in range(len(part)) if part[at] == " ")
    ]


def test_the_forms_and_widths_are_read():
    assert "five 5's" in EVERY_FORM and "full house, kings over fours" in EVERY_FORM
    assert min(COLUMNS) >= 20 and max(COLUMNS) > min(COLUMNS), COLUMNS


@pytest.mark.parametrize("columns", COLUMNS)
def test_no_hand_name_is_parted_by_a_line_break(columns):
    broken = []
    for who in NAMES:
        for hand in EVERY_FORM:
            for message in (f"{who} shows {hand}", f"{who}: {hand}"):
                lines = message_lines(message, columns, NAMES)
                if bad := parted(lines, hand, columns):
                    broken.append((lines, bad))
    assert broken == [], broken[:5]


@pytest.mark.parametrize("columns", COLUMNS)
@pytest.mark.parametrize("rung", range(5))
def test_the_logs_lines_never_part_a_hand_name_at_any_rung(columns, rung):
    """(the log says a shown hand at the seats' rung, in fewer words where it lacks room)"""
    broken = []
    for words in EVERY_HAND:
        for most in (1, 2, 3):
            message = f"Maximiliana Bell shows {in_sentence(words)}"
            lines = [line for line, _ in log_lines(["Babe calls 1", message], columns, most, rung, NAMES)]
            forms = {in_sentence(form) for form in form_ladder(words)}  # (what the log may say of it)
            if bad := [part for form in forms for part in parted(lines, form, columns)]:
                broken.append((lines, bad))
    assert broken == [], broken[:5]
