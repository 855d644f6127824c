"""A tag (BONUS!, WILD) never lies on the game's corner, on another seat's name plate or cards, nor
on any word written steady on the table, from its first frame to its last (one rule:
seat_popup.clear_of): a host play-test saw BONUS! over the corner's game name, at eight seats each
top seat's BONUS! rose from the name plate of the side seat under it, and a newcomer at TEXT SIZE
large read "8's full o[WILD]s" (the tag right of a seat's first row, on its words written beside
that row). Checked on the plates drawn (TableRenderer.popup_plate) on the party TV at two to eight
seats (the user games for seven and eight), both TEXT SIZEs, stud and No Peek (its piles and
counts), every seat with its hand in words in one line or two and two rows of cards or one."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party, tv_table
from test_ui_readable import write_eight_seat_profiles

from engine.cards import parse_cards
from game.felt.card_art import CARD_H, CARD_W
from game.felt.layout import name_plate
from game.felt.seat_words import named_slots
from game.felt.table_model import CardSprite
from game.platform import palette
from game.platform.frame_log import FRAME

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

UP = parse_cards("3d 9h Kc 3s 8c 7h 6d")
GAMES = [("baseball", 6), ("night-baseball", 5), ("baseball-eight", 8), ("night-eight", 8)]
TABLES = [
    (game, players, turned, showing)
    for game, most in GAMES
    for players in range(7 if "eight" in game else 2, most + 1)
    for turned, showing in (
        (3, "Pair of eights"),
        (7, "Pair of eights"),
        (3, "Full house, eights over sixes"),
    )
]


def corner_box(table) -> pygame.Rect:
    """The game's corner as drawn this frame: its lines, in the column at the bottom left."""
    x, y = table.director.places.info
    lines = [
        item.rect for item in FRAME.texts() if not item.floating and item.rect.x == x and item.rect.y >= y - 4
    ]
    assert lines, "no corner drawn"
    return lines[0].unionall(lines[1:])


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_tag_never_lies_on_the_corner_or_another_seats_plate(app, tmp_path, size):
    write_eight_seat_profiles(tmp_path)
    app.settings.text_size, app.settings.reduced_motion = size, True
    problems: list[str] = []
    for game, players, turned, showing in TABLES:
        party, devices = open_party(game, players)
        try:
            table = tv_table(app, party, devices)
            app.frame([], 0.05)
            director = table.director
            director.dealing = False
            for number, seat in enumerate(table.model.seats):
                up = [
                    CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0)
                    for card in UP[:turned]
                ]
                down = [CardSprite(None, "down", flight=1.0) for _ in range(2)]
                seat.cards = up + down if table.model.no_peek else down + up  # (No Peek: its pile)
                seat.showing = showing
                director.popup("BONUS!", number, palette.YELLOW)
                director.popup("WILD", number, palette.YELLOW)
            named = named_slots(table.model.seats, director.slots, director.places.body)
            where = f"{game}, {players} seats, {2 + turned} cards, {showing}"
            for _ in range(12):  # from the first tag's start to the last's end, a quarter second a step
                FRAME.clear()
                app.draw()
                corner = corner_box(table)
                words = [item for item in FRAME.texts() if not item.floating]
                for number, shown in director.seat_popups.items():
                    kept = {"the corner": corner}
                    kept |= {
                        f"seat {seat}'s plate": name_plate(slot)
                        for seat, slot in named.items()
                        if seat != number
                    }
                    kept |= {f"{item.text!r}": item.rect for item in words}
                    kept |= {
                        f"seat {seat}'s card at {x, y}": pygame.Rect(round(x), round(y), CARD_W, CARD_H)
                        for seat in range(players)
                        if seat != number
                        for x, y in director.seat_places(seat)
                    }
                    for popup, _ in shown:
                        if popup not in table.model.popups:
                            continue
                        plate = table.renderer.popup_plate(popup)
                        problems += [
                            f"{where}: seat {number}'s {popup.text} {tuple(plate)} on {what} {tuple(rect)}"
                            for what, rect in kept.items()
                            if plate.colliderect(rect)
                        ]
                table.tweens.update(0.25)
            assert not table.model.popups, f"{where}: tags still up"
        finally:
            party.close()
    assert not problems, "\n".join(dict.fromkeys(problems))
