"""A top seat's name (16 letters, the most a phone may send) whole where the top band has room
beside its plate: a host play-test's TV cut BARTHOLOMEW FITZ to BARTHOLOMEW\u2026 (\u25b6BARTHOLOME\u2026 on
his turn) on its top seat, the felt empty beside it, while the bottom seat, the lobby and the
ledger said it whole. Where a row's long names cannot all be whole, each is cut alike, and no
seat's plate runs into the next."""

from __future__ import annotations

import itertools

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.seat_words import named_slots
from game.felt.table_draw import TableRenderer
from game.party.protocol import MAX_NAME
from game.platform.display import SAFE
from game.platform.frame_log import FRAME

LONG = "BARTHOLOMEW FITZ"


def drawn_names(app, places, players, names, actor):
    """Each seat's name line as the table writes it, and each seat's name plate."""
    director, model, _ = table(players, places, {})
    for seat, name in zip(model.seats, names, strict=True):
        seat.name = name
    model.actor = actor
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    named = named_slots(model.seats, director.slots, places.body)
    lines = {}
    for number, slot in named.items():
        plate = [item for item in FRAME.texts() if item.rect.y == slot.y and slot.x <= item.rect.x]
        lines[number] = min(plate, key=lambda item: item.rect.x)
    return director.slots, named, lines


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_long_name_on_a_top_seat_is_whole_on_its_turn_and_off_it(app, size, players):
    assert len(LONG) == MAX_NAME
    places = layout.LAYOUTS[size]
    tops = [n for n, slot in places.seat_slots(players).items() if slot.y == layout.TOP_Y]
    for number in tops:
        names = [LONG if n == number else "BO" for n in range(players)]
        cuts = set()  # the name as the plate says it, on its turn and off it: one cut (seat_words.kept_room)
        for actor in (number, 0):
            slots, named, lines = drawn_names(app, places, players, names, actor)
            line, mine = lines[number], slots[number]
            # the room between its neighbours' blocks in the row (a seat's plate never moves off its cards)
            row = [slot for slot in slots.values() if slot.y == mine.y]
            left = max([s.x + s.width + layout.NAME_GAP for s in row if s.x < mine.x], default=SAFE.x)
            right = min([s.x - layout.NAME_GAP for s in row if s.x > mine.x], default=SAFE.right)
            said = line.text
            cuts.add(said)
            # whole where it fits its line, the dealer button after it or else after the net
            # (seat_words.two_line_plate)
            if len(LONG) * places.body <= right - left:
                assert said == LONG, (size, players, number)
            else:  # (the top left seat of six at TEXT SIZE large, beside a seat at the top's middle)
                assert said.endswith("\u2026") and LONG.startswith(said[:-1])
                assert named[number].width >= right - left - places.body
            assert SAFE.x <= line.rect.x and line.rect.right <= SAFE.right
            # its plate holds the seat's own block and runs into no other seat's
            assert named[number].x <= slots[number].x
            assert named[number].x + named[number].width >= slots[number].x + slots[number].width
            plate = layout.name_plate(named[number])
            assert SAFE.x - 4 <= plate.x and plate.right <= SAFE.right + 4  # (as the base plates)
            for other, slot in slots.items():
                if other != number:
                    assert not plate.colliderect(layout.name_plate(slot).inflate(8, 0)), (players, other)
        assert len(cuts) == 1, cuts


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_long_names_on_every_top_seat_are_whole_or_cut_alike_and_never_touch(app, size, players):
    places = layout.LAYOUTS[size]
    names = ["BARTHOLOMEW FITZ", "MAXIMILIANA BELL", "CATHERINE ZETA J", "ALEXANDRA PETROV"] * 2
    slots, named, lines = drawn_names(app, places, players, names[:players], None)
    tops = sorted((slot.x, n) for n, slot in named.items() if slot.y == layout.TOP_Y)
    shown = []
    for _, number in tops:
        text = lines[number].text
        name = names[number]
        whole = name in text
        assert whole or ("\u2026" in text and name.startswith(text.split("\u2026")[0])), text
        shown.append(len(text.split()[0]) if whole else len(text.split("\u2026")[0]))
        assert lines[number].rect.right <= SAFE.right
    plates = [layout.name_plate(named[number]) for _, number in tops]
    for left, right in itertools.pairwise(plates):
        assert left.right <= right.x, (left, right)
    if slots[tops[0][1]].name_lines == 2 and players < 7:  # room beside: cut alike, a letter apart at most
        cut = [len(lines[number].text) for _, number in tops if "\u2026" in lines[number].text]
        assert max(cut, default=0) - min(cut, default=0) <= 1, [lines[n].text for _, n in tops]
    if size == "normal" and players <= 6:  # the row holds three whole at the normal size
        assert all(names[number] in lines[number].text for _, number in tops), [
            lines[n].text for _, n in tops
        ]
