"""The centre's showcase at a showdown: the five cards a shown hand uses, each wild labelled with
what it stands for (game.felt.director puts them up when the hand's cards are face up)."""

from __future__ import annotations

from collections.abc import Collection

from engine.cards import Card
from game.felt.card_art import card_label
from game.felt.table_model import CardSprite

# the five cards a shown hand uses, each with what it stands for when wild, and its caption
UsedCards = tuple[tuple[Card, str | None], ...]
ShownBest = tuple[UsedCards, str]


def showcase_sprites(used: UsedCards, wild_ranks: Collection[str]) -> list[CardSprite]:
    """The five cards, face up and in place, a wild one labelled with the card it stands for."""
    return [
        CardSprite(
            card,
            "up",
            wild=card.rank in wild_ranks,
            shown=True,
            flight=1.0,
            label=card_label(stands) if stands else "",
        )
        for card, stands in used
    ]
