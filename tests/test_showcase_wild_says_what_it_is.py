"""The hand shown in the middle at a showdown says what each wild stands for at both TEXT SIZEs: a
Hold'em newcomer's No Peek showdown at TEXT SIZE large showed "You: 7's full, 4's" over a 3 with
nothing saying it stood for a 7 (the row of "=7" marks under the cards has no room at large). Where
that row is not drawn the mark stands on the card's foot, "=" over "7", as the pot's result marks it
(card_art.draw_stand_in); at the normal size the row says "=7" under it, as before."""

from __future__ import annotations

import pygame
import pytest
from test_ui_card_rows import table

from engine.cards import parse_cards
from engine.events import Showdown
from engine.hands import showing_hand
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.showcase import showcase_sprites
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(("cards", "wild", "stands"), [("Kd 3c", "3c", "K"), ("7d 7c 3h 4h 4s", "3h", "7")])
def test_a_shown_wild_says_what_it_stands_for(app, size, cards, wild, stands):
    places = layout.LAYOUTS[size]
    director, model, _ = table(4, places, {})
    hand = parse_cards(cards)
    shown = Showdown.of(1, tuple(hand), showing_hand(hand, "39"))
    assert shown.stand_in(parse_cards(wild)[0]) == stands
    model.showcase = showcase_sprites(tuple((c, shown.stand_in(c)) for c in shown.best), "39")
    model.showcase_text = f"Babe: {shown.description}"
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    box = places.showcase
    index = [str(card) for card in shown.best].index(wild)
    cards_drawn = sorted(
        (item.rect for item in FRAME.items if item.kind == "card" and box.contains(item.rect)),
        key=lambda r: r.x,
    )
    card = cards_drawn[index]  # (the part of it in view: a mark on its foot is no card)
    face = pygame.Rect(card.x, card.y, CARD_W, CARD_H)
    said = [item for item in FRAME.texts() if box.contains(item.rect)]
    under = [
        item.text
        for item in said
        if item.rect.top >= card.bottom and abs(item.rect.centerx - card.centerx) <= 1
    ]
    on = [item.text for item in said if face.contains(item.rect)]
    assert f"={stands}" in under or on == ["=", stands], (size, under, on)
