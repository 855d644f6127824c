"""Every face-up card's corner (rank, suit, a wild's star, a bonus card's +) stays in view at every
seat of 2 to 8 players, at both TEXT SIZEs, up to the most cards a Baseball seat holds (seven and
a card for each of the four fours dealt up: eleven), as dealt and at the showdown with its best five
risen and framed at every seat at least SIDE_W wide (a host's play-test: side seats of eight and nine cards overlapped until ranks
were hidden). The worst hands: every ten up, the bonus cards wild (a wild bonus card's star and +
side by side are its widest need), the best five the cards after the tens (a risen card's frame
reaches over the card before it)."""

from __future__ import annotations

import pygame
import pytest
from test_ui_card_rows import table

from engine.cards import ALL_CARDS, parse_cards
from engine.events import Showdown
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, INDEX_H, INDEX_Y
from game.felt.card_rows import FRAME, need
from game.felt.director import Director
from game.felt.table_model import CardSprite, TableModel
from game.platform import palette
from game.platform.text import BODY

BASEBALL_MOST = 7 + 4  # seven cards and one for each four dealt up

# up cards in the order dealt, "+" a four's bonus card: the widest faces first
UP = {
    "tens": "Th 4h +Tc 4d +Td 4c +Ts 4s +Kd Qs Jd Kh",
    "wild bonuses": "4h +9h 4d +3d 4c +9c 4s +3s Th Tc Td Ts",
}


def hidden_corners(director: Director, model: TableModel, seat: int) -> list[str]:
    """Each face-up card's corner (card_rows.need wide: a one-figure rank's, a ten's, a wild bonus
    card's star and + side by side; the whole card's height where a star or + lies at its foot)
    that a card drawn after it covers; a best five's frame (FRAME round a risen card) may lie over
    the corner's right margin only, where no ink is (test_a_frame_over_a_corners_margin_hides_no_ink)."""
    cards = model.seats[seat].cards
    drawn = [
        pygame.Rect(round(x), round(y - sprite.lift), CARD_W, CARD_H)
        for sprite, (x, y) in zip(cards, director.seat_places(seat), strict=True)
    ]
    hidden = []
    for index, (sprite, card) in enumerate(zip(cards, drawn, strict=True)):
        if not sprite.shown or sprite.card is None:
            continue
        tall = CARD_H if sprite.wild or sprite.bonus else INDEX_H
        corner = pygame.Rect(card.x, card.y, need(sprite), tall)
        inked = pygame.Rect(card.x, card.y, need(sprite) - FRAME, tall)
        for later, over in zip(cards[index + 1 :], drawn[index + 1 :], strict=True):
            framed = over.inflate(2 * FRAME, 2 * FRAME) if later.best else over
            if over.colliderect(corner) or framed.colliderect(inked):
                hidden.append(f"{sprite.card} under {later.card}")
    return hidden


def ink_right(face: pygame.Surface, tall: int) -> int:
    """The rightmost column of a face's index (from its left, down to `tall`) holding ink: a pixel
    neither the face's ground nor its edge."""
    ground = {tuple(face.get_at((CARD_W // 2, CARD_H // 2)))[:3], palette.CARD_EDGE, palette.GOLD}
    return max(
        x
        for x in range(2, CARD_W - 2)
        for y in range(INDEX_Y, tall)
        if tuple(face.get_at((x, y)))[:3] not in ground
    )


def test_a_frame_over_a_corners_margin_hides_no_ink(app):
    """The corner a card keeps clear (card_rows.need) ends at least FRAME pixels right of its rank's
    and suit's ink (measured on every face drawn, wild or not): a best five's frame lying over that
    margin hides none of it."""
    for card in ALL_CARDS:
        for wild in (False, True):
            sprite = CardSprite(card, "up", wild=wild)
            face = app.cards.face(card, wild)
            assert ink_right(face, INDEX_Y + 2 * BODY + 2) < need(sprite) - FRAME, (card, wild)


def hand(kind: str, count: int) -> str:
    """`count` cards as a seat is dealt them: two down, the rest up, the seventh street's down."""
    last_down = count >= 7
    ups = UP[kind].split()[: count - 2 - last_down]
    return " ".join(["x", "x", *ups, *(["x"] if last_down else [])])


def shown(dealt: str) -> tuple[str, ...]:
    """The hand at its showdown: each card dealt down turned up (a ten where one is left)."""
    seen = [token.lstrip("+") for token in dealt.split() if token != "x"]
    left = iter(card for card in ["Th", "Tc", "Td", "Ts", "2h", "5c", "6d", "7s"] if card not in seen)
    return tuple(next(left) if token == "x" else token.lstrip("+") for token in dealt.split())


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("kind", sorted(UP))
def test_every_corner_shows_up_to_the_most_cards_a_seat_holds(size, players, kind):
    places = layout.LAYOUTS[size]
    for count in range(3, BASEBALL_MOST + 1):
        dealt = hand(kind, count)
        director, model, tweens = table(players, places, dict.fromkeys(range(1, players), dealt))
        for seat in range(1, players):
            where = (size, players, kind, count, seat)
            assert hidden_corners(director, model, seat) == [], where
            cards = tuple(parse_cards(" ".join(shown(dealt))))
            after_tens = [card for index, card in enumerate(cards) if index and cards[index - 1].rank == "T"]
            best = tuple((after_tens + [card for card in cards if card not in after_tens])[:5])
            director.play(Showdown(seat, cards, best, "four_of_a_kind", "Four tens"))
            tweens.finish_all()
            # (an eight-player top seat, 174 pixels, keeps its rows as dealt, not as they may turn
            # out: eleven cards with four wild bonus cards and four tens turned need more rows than
            # it has; card_rows.SURE_ROW's promise is to seats at least SIDE_W wide)
            if director.slots[seat].width >= layout.SIDE_W:
                assert hidden_corners(director, model, seat) == [], (*where, "showdown")
