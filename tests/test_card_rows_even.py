"""A stud seat's hand too long for one row shares its cards evenly between its rows (five and five,
not nine and one; a side seat six and four, leaving its words room): a Baseball seat's tenth card, dealt face down after a four's extra card, lay
alone on a second row before the showdown, where a newcomer reads a lone card as a hand of its own
(game.felt.card_rows.even_rows). Checked at every seat of 2 to 8 players at both TEXT SIZEs, on
the director's places for the play-test's hand and over many dealt hands, hidden cards turned too."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from test_ui_card_rows import table

from engine.cards import ALL_CARDS
from game.felt import layout
from game.felt.card_art import CARD_W
from game.felt.card_rows import need, row_counts, seat_rows
from game.felt.table_model import CardSprite

TEN = "x x Th 4h +Kd 4c +Tc Ks Qs x"  # two fours' extra cards, the river dealt down: ten cards


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
def test_a_tenth_card_dealt_down_never_lies_alone_on_a_row(size, players):
    director, _, _ = table(players, layout.LAYOUTS[size], dict.fromkeys(range(1, players), TEN))
    for seat in range(1, players):
        rows = Counter(round(y) for _, y in director.seat_places(seat))
        counts = [count for _, count in sorted(rows.items())]
        # (a seat whose words go beside its lower row lays ten six over four, for their room:
        # card_rows.words_room_rows; tests/test_side_seat_label_with_two_rows.py)
        slot = director.slots[seat]
        beside = slot.word_lines > 0 and not layout.line_under(slot, len(counts))
        most = 2 if beside and counts == sorted(counts, reverse=True) else 1
        assert max(counts) - min(counts) <= most, (size, players, seat, sorted(rows.items()))


def dealt(rng: random.Random, count: int) -> list[CardSprite]:
    """A stud hand of `count` cards as the table sees it: two down, the rest up, the last down
    from seven cards on, a bonus card up here and there."""
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    cards: list[CardSprite] = []
    for index, card in enumerate(deck[:count]):
        down = index < 2 or (index == count - 1 and count >= 7)
        cards.append(CardSprite(None if down else card, "down" if down else "up", bonus=rng.random() < 0.2))
    return cards


def turned(cards: list[CardSprite], rng: random.Random) -> list[CardSprite]:
    """The same hand at the showdown: every hidden card turned, a ten where the deck has one left."""
    seen = {sprite.card for sprite in cards if sprite.card is not None}
    left = [card for card in ALL_CARDS if card not in seen]
    rng.shuffle(left)
    faces = iter(sorted(left, key=lambda card: card.rank != "T"))  # the widest faces first
    return [
        CardSprite(next(faces) if sprite.card is None else sprite.card, "up", bonus=sprite.bonus)
        for sprite in cards
    ]


def shows_every_need(slot: layout.SeatSlot, cards: list[CardSprite]) -> bool:
    places = seat_rows(slot, cards)
    for (x, y), (next_x, next_y), sprite in zip(places, places[1:], cards, strict=False):
        if next_y == y and next_x - x < need(sprite) - 1e-6:
            return False
    return all(x + CARD_W <= slot.x + slot.width + 1e-6 for x, _ in places)


@pytest.mark.parametrize("seed", range(40))
def test_long_hands_share_their_rows_evenly_and_never_split_anew_at_the_showdown(seed):
    rng = random.Random(seed)
    slots = {
        slot
        for places in (layout.NORMAL, layout.LARGE)
        for seats in places.slots_for.values()
        for slot in seats
    }
    for slot in sorted(slots, key=lambda each: (each.x, each.y, each.width, each.per_row)):
        for count in range(8, 14):
            cards = dealt(rng, count)
            counts = row_counts(slot, cards)
            where = (seed, slot, count, counts)
            assert sum(counts) == count and min(counts) > 1, where  # never a card alone
            if slot.width >= layout.SIDE_W:  # (an eight-player top seat's rows fill where tens may turn up)
                assert max(counts) - min(counts) <= 1, where
            assert shows_every_need(slot, cards), where
            shown = turned(cards, rng)
            if slot.width >= layout.SIDE_W:  # (SURE_ROW's promise: an eight-player top seat is narrower)
                assert len(row_counts(slot, shown)) <= len(counts), (where, row_counts(slot, shown))
                assert shows_every_need(slot, shown), where
