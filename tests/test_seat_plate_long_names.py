"""A seat's plate with a long name (16 letters, the most a phone may send) cuts the name, never the
word after it: a host play-test's TV read MAXIMILIANA BELL FOL and MAXIMILIANA BE… LEF on its bottom
seat. Every seat of every table, at both TEXT SIZEs, for every word a plate says."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_card_rows import table

from engine.money import signed_mixed
from game.felt import layout
from game.felt.seat_words import OUT_STATUS, named_slots, status_forms
from game.felt.table_draw import TableRenderer
from game.party.protocol import MAX_NAME
from game.platform.frame_log import FRAME
from game.telling.away_words import ABSENCE_WORDS

NAME = "MAXIMILIANA BELL"
STATUSES = ["FOLDED", OUT_STATUS, *ABSENCE_WORDS.values()]


def said(line: str, status: str) -> tuple[str, str]:
    """The name and the status word a plate's line says (the word "" where it says none)."""
    word = next((form for form in status_forms(status) if line.endswith(" " + form)), "")
    return (line[: -len(word) - 1] if word else line), word


@pytest.mark.parametrize("status", STATUSES)
@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_long_name_is_cut_for_its_plates_word_never_the_word(app, size, status):
    assert len(NAME) == MAX_NAME
    places = layout.LAYOUTS[size]
    for players in range(2, 9):
        director, model, _ = table(players, places, {})
        for seat in model.seats:
            seat.name, seat.since = NAME, seat.balance + 12  # a net of -12
            seat.folded, seat.out = status == "FOLDED", status == OUT_STATUS
            seat.away = status in ABSENCE_WORDS.values()
            seat.away_words = status if seat.away else ""
        FRAME.clear()
        TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
        for number in range(players):
            slot = named_slots(model.seats, director.slots, places.body)[number]  # (its plate)
            plate = [item for item in FRAME.texts() if item.rect.y == slot.y and item.rect.x >= slot.x]
            line = min(plate, key=lambda item: item.rect.x)
            where = (size, players, number, line.text)
            name, word = said(line.text, status)
            # whole, cut with an ellipsis, or its first name (a one-line plate's, for its net)
            cut = name.endswith("\u2026") and NAME.startswith(name[:-1])
            assert name == NAME or cut or NAME.startswith(name + " "), where
            if slot.name_lines == 1:  # the net on the line too, the word beside it (host play-tests
                # at a pot's end read BARTHOLOMEW F.  BEATEN, the net gone: it matters more)
                balance = next(item for item in plate if item.text == "-12")
                assert line.rect.right < balance.rect.left, where
                if slot.width // places.body >= 2 * MAX_NAME // 3:  # room for a word: it is said,
                    # between the name and the net (seat_draw.name_and_status draws it apart)
                    beside = [item for item in plate if item.text in status_forms(status)]
                    assert word or line.rect.right < beside[0].rect.left < balance.rect.left, where


@pytest.mark.parametrize("status", STATUSES)
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("name", [NAME, "BABE"])
def test_a_two_line_plates_word_is_whole_beside_a_half_chip_balance(app, size, status, name):
    """A newcomer's play-test at TEXT SIZE large (Dealer's Choice after a stud bring-in): BABE's and
    YOGI's plates read +13 1/2 FOL and -26 1/2 FOL. The word stands whole after the balance, or
    after the name (cut for it), or in the balance's place; never nowhere."""
    places = layout.LAYOUTS[size]
    for net in (Fraction(-33, 2), Fraction(27, 2)):
        for players in range(2, 9):
            director, model, _ = table(players, places, {})
            for seat in model.seats:
                seat.name, seat.since = name, seat.balance - net
                seat.folded, seat.out = status == "FOLDED", status == OUT_STATUS
                seat.away = status in ABSENCE_WORDS.values()
                seat.away_words = status if seat.away else ""
            FRAME.clear()
            TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
            balance = signed_mixed(net)
            for number in range(players):
                slot = named_slots(model.seats, director.slots, places.body)[number]  # (its plate)
                if slot.name_lines == 1:
                    continue
                where = (size, players, number, name, balance)
                top = [
                    i.text
                    for i in FRAME.texts()
                    if i.rect.y == slot.y and slot.x <= i.rect.x < slot.x + slot.width
                ]
                low = [
                    i.text
                    for i in FRAME.texts()
                    if i.rect.y == slot.y + slot.line and slot.x <= i.rect.x < slot.x + slot.width
                ]
                words = [said(line, status)[1] for line in top] + [w for w in low if w != balance]
                assert all(word in status_forms(status) for word in words if word), (where, top, low)
                # the word said always (a newcomer's play-test read a folded CASEY (D) / -25 1/2), the
                # balance where the word leaves it room
                assert any(words), (where, top, low)
                assert balance in low or low == [min(status_forms(status), key=len)], (where, low)
