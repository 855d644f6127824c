"""A seat's rows of cards lie a whole card apart at both TEXT SIZEs, at every seat of 2 to 8
players, up to the longest hands (stud with fours: nine and ten cards; No Peek piles), so the
first row's foot marks (a wild's star, a bonus card's +) are never under the second row: a
newcomer at TEXT SIZE large saw a top seat's 10 drawn over a bonus king's + (its rows 42 pixels
apart, to keep a line for the seat's words under them). Where no line is left under the rows, the
words go beside the lowest row, right of its last card, on no card and within the seat; a pile's
count there keeps its line only where the words are as whole under it (the stack shows the pile)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.pile_layout import count_plate, seat_count, words_block
from game.felt.seat_words import fit_words, long_names, placed_words, seat_lines, seats_form
from game.platform.display import SAFE
from game.telling.hand_words import form_ladder

HANDS = {
    "stud, nine cards": ("x x 9h 4h +Kd 3c Ks Qs x", False),
    "stud, ten cards": ("x x Th 4h +Kd 4c +Tc Ks Qs x", False),
    "No Peek, two left": ("3h 9d +Kc 4s +7h 9h 8c 2d x x", True),
    "No Peek, one left": ("3h 9d +Kc 4s +7h 9h 8c 2d Td x", True),
}
SAID = {"Pair": ["Pair"], "Two pair": ["Two pair"], "Three Ks": ["Three Ks"]}


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("hand", sorted(HANDS))
def test_rows_lie_a_whole_card_apart_and_the_words_on_no_card(size, players, hand):
    cards, no_peek = HANDS[hand]
    places = layout.LAYOUTS[size]
    director, model, _ = table(players, places, dict.fromkeys(range(1, players), cards))
    model.no_peek = no_peek
    for seat, showing in itertools.product(range(1, players), ["Pair", "Two pair"]):
        model.seats[seat].showing = showing
        where = (size, players, hand, seat, showing)
        slot = director.slots[seat]
        laid = director.seat_places(seat)
        rows = sorted({round(y) for _, y in laid})
        if len(rows) > 2:  # (an eight-player table's narrow top seats: three rows never lie apart)
            assert slot.per_row < 7, where
            continue
        assert all(below - above > CARD_H for above, below in itertools.pairwise(rows)), (where, rows)
        counted = seat_count(model.seats[seat], slot, laid) if no_peek else None
        written, top, count = words_block(slot, laid, None if counted is None else counted[1], places.body)
        # a line under the rows, or beside the lowest where it leaves BESIDE_COLUMNS (not beside
        # stud's ten cards at large, five over five: the cards say the hand, the result in words)
        lined = written is not slot or top + slot.line <= slot.words_floor
        top, words, kept = placed_words(model.seats[seat], written, places.body, top, count, 0)
        cards_at = [pygame.Rect(round(x), round(y), CARD_W, CARD_H) for x, y in laid]
        if slot.word_lines and slot.per_row == 7 and lined:  # (an eight-player table's top seats say none)
            assert [line for line, _ in words] in (["Pair"], ["Two pair"], ["Two", "pair"]), where
        elif not lined:
            assert not words, where
        for row, (line, _) in enumerate(words):
            box = pygame.Rect(written.x, top + row * slot.line, len(line) * places.body, places.body)
            assert box.collidelist(cards_at) == -1, where
            assert slot.x <= box.x and box.right <= slot.x + slot.width, where
            assert box.bottom <= slot.words_floor, where
            if count is not None and kept:
                assert not box.colliderect(count_plate(count)), where
        if count is not None and kept:
            assert count_plate(count).collidelist(cards_at) == -1, where


@pytest.mark.parametrize("columns", range(3, 12))
@pytest.mark.parametrize("lines", [1, 2])
def test_no_word_of_a_hand_is_cut_across_two_lines(columns, lines):
    """Beside a seat's second row at TEXT SIZE large, four or more characters a line: a hand's
    words are whole or cut with an ellipsis, never a word broken over two lines ("Thre" / "e Ks",
    "Straigh" / "t": read as other words)."""
    for words in sorted(long_names()):
        said = fit_words(words, columns, lines)
        assert 1 <= len(said) <= lines and all(len(line) <= columns for line in said), (words, said)
        known = {word for form in form_ladder(words) for word in form.split()}
        for word in " ".join(said).split():
            whole = word.removesuffix("\u2026")
            ok = whole in known if whole == word else any(each.startswith(whole) for each in known)
            assert ok, (words, columns, lines, said)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("hand", sorted(HANDS))
def test_no_seats_cards_words_or_count_lie_on_another_seats_and_all_in_the_safe_area(size, players, hand):
    """A newcomer at TEXT SIZE large saw long stud rows (many fours: nine and ten cards) run into
    each other: every seat's cards, its hand in words (in two lines: "8's full" / "of 6's") and its
    pile's count lie clear of every other seat's, inside the TV-safe area."""
    cards, no_peek = HANDS[hand]
    places = layout.LAYOUTS[size]
    director, model, _ = table(players, places, dict.fromkeys(range(players), cards))
    model.no_peek = no_peek
    rung = seats_form(director.slots.values(), places.body)
    drawn = {}
    for seat in range(players):
        model.seats[seat].showing = "Full house, eights over sixes"
        slot, laid = director.slots[seat], director.seat_places(seat)
        counted = seat_count(model.seats[seat], slot, laid) if no_peek else None
        lines = seat_lines(
            model.seats[seat], slot, laid, None if counted is None else counted[1], places.body, rung
        )
        rects = [pygame.Rect(round(x), round(y), CARD_W, CARD_H) for x, y in laid]
        rects += [
            pygame.Rect(lines.written.x, lines.top + row * slot.line, len(line) * places.body, places.body)
            for row, (line, _) in enumerate(lines.words)
        ]
        if lines.where is not None and lines.counted:
            rects.append(lines.where)
        drawn[seat] = rects
    for seat, rects in drawn.items():
        assert all(SAFE.contains(rect) for rect in rects), (size, players, hand, seat)
        for other in range(seat + 1, players):
            crossing = [(a, b) for a in rects for b in drawn[other] if a.colliderect(b)]
            assert not crossing, (size, players, hand, seat, other, crossing[:2])
