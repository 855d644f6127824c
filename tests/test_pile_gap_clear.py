"""A No Peek seat's turned cards keep clear of its pile: felt at least a third of a card wide between
the last turned card beside the stack and the stack (a newcomer's play-test at TEXT SIZE large read
Casey's seven turned cards and Babe's eight as touching the pile, 6 pixels apart, the row and the
stack one fan: shot_116, shot_245). Checked at every seat of 2 to 8 players at both TEXT SIZEs, for
every count of turned cards a seat may hold there (test_six_top_seats_wide.hands), the widest first."""

from __future__ import annotations

import pytest
from test_six_top_seats_wide import hands
from test_ui_card_rows import table

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.card_rows import need
from game.felt.pile_layout import LEAST_PILE_GAP, in_pile

CLEAR = CARD_W // 3  # felt between the row and the stack that reads as a gap across a room


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
def test_the_last_turned_card_beside_the_pile_keeps_a_clear_gap(size, players):
    places = layout.LAYOUTS[size]
    for (_, count), (cards, no_peek) in hands(players).items():
        if not no_peek:
            continue
        director, model, _ = table(players, places, dict.fromkeys(range(1, players), cards))
        model.no_peek = True
        for seat in range(1, players):
            sprites, laid = model.seats[seat].cards, director.seat_places(seat)
            stack = [round(x) for sprite, (x, _) in zip(sprites, laid, strict=True) if in_pile(sprite, False)]
            if not stack:
                continue
            stack_top = min(y for sprite, (_, y) in zip(sprites, laid, strict=True) if in_pile(sprite, False))
            row = [
                (round(x), need(sprite))
                for sprite, (x, y) in zip(sprites, laid, strict=True)
                if not in_pile(sprite, False) and abs(y - stack_top) < CARD_H
            ]
            if not row:
                continue
            gap = min(stack) - (max(x for x, _ in row) + CARD_W)
            # the least gap only where the row's cards at their needs (card_rows.need) leave no
            # clear one: a clear gap would take them another row (an eight-player top seat's
            # thirteen lie in two, test_pile_rows_two)
            tight = row[0][0] + sum(each for _, each in row[:-1]) + CARD_W + CLEAR > min(stack)
            assert gap >= (LEAST_PILE_GAP if tight else CLEAR), (size, players, count, seat, gap)
