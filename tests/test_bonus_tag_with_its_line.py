"""A bonus card's BONUS! rises at the seat that earned it as that seat's line comes to the log
("Babe earns +1 card for the 4"), when the card lands. A Hold'em newcomer's play-test saw BONUS!
by Babe while the log's last line was "You earn +1 card for the 4": Babe's tag rose as her card
left the stock, her line only as it landed, so the tag stood beside the previous bonus's line."""

from __future__ import annotations

import pygame
import pytest

from engine.cards import parse_cards
from engine.events import Deal, HandStart, SeatInfo, SessionStart
from engine.rules import Rules
from game.felt.card_art import CARD_H, CARD_W
from game.felt.director import Director
from game.felt.pacing import FLIGHT
from game.felt.table_model import TableModel
from game.platform.tween import Tweens

NAMES = ("You", "Babe", "Casey", "Yogi", "Dizzy", "Lefty", "Moose", "Pee Wee")


def tags(director: Director) -> dict[int | None, list[str]]:
    """Each seat's words risen now."""
    return {seat: [popup.text for popup, _ in ups] for seat, ups in director.seat_popups.items() if ups}


def block(director: Director, seat: int) -> pygame.Rect:
    """A seat's block: its name plate, its cards and the lines of hand words under them."""
    slot = director.slots[seat]
    cards = [pygame.Rect(place, (CARD_W, CARD_H)) for place in director.seat_places(seat)]
    foot = max((card.bottom for card in cards), default=slot.y + slot.name_lines * slot.line)
    foot += slot.word_lines * slot.line
    return pygame.Rect(slot.x, slot.y, slot.width, foot - slot.y)


@pytest.mark.parametrize("players", range(2, 9))
def test_bonus_rises_at_its_seat_with_its_line(players):
    model, tweens = TableModel(), Tweens()
    seats = tuple(
        SeatInfo(name, *(("human",) * 2 if at == 0 else ("bot", "balanced")))
        for at, name in enumerate(NAMES[:players])
    )
    director = Director(model, tweens, human=0, style_labels={})
    director.play(SessionStart("baseball", Rules(), seats, 1, 8))
    director.play(HandStart(1, 1, None))
    four, bonus = parse_cards("4c Kd")
    for seat in range(players):  # one after another, as the play-test's You and Babe
        director.play(Deal(seat, four, "up", "street"))
        tweens.finish_all()
        director.play(Deal(seat, bonus, "up", "bonus"))
        assert "BONUS!" not in tags(director).get(seat, []), "risen before its card landed and its line"
        tweens.update(FLIGHT + 0.01)  # the card lands
        risen = tags(director)
        assert [at for at, words in risen.items() if "BONUS!" in words] == [seat]
        said = [line for line in map(str, model.log) if "+1 card" in line]
        assert said and said[-1].startswith(NAMES[seat]), said
        popup = next(popup for popup, _ in director.seat_popups[seat] if popup.text == "BONUS!")
        own = block(director, seat)  # straight over or under its own seat's block
        assert own.left <= popup.pos[0] <= own.right, (popup.pos, own)
        tweens.finish_all()
