"""On the party TV a wild bonus card's star and + stand apart as a sofa sees them: at 1920x1080
and at 1280x720, the card's tint between the star's dark badge and the +'s dark tag at least as
wide as the +'s cross is thick (issue 31: c9b564f9 left two canvas pixels between them, four on a
1080p screen and two or three on a 720p one, and a host play-test still read the marks as one
touching blot). Checked as the TV shows the canvas (crisp pixels, FILL AUTO: game.platform.display
.fit), on the party table of eight seats (the user game for eight), both TEXT SIZEs, every seat's
wild bonus cards with their marks (HINTS on)."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest
from party_sweep import open_party, tv_table
from test_ui_readable import write_eight_seat_profiles

from engine.cards import parse_cards
from game.felt.card_art import CARD_H, CARD_W, bonus_tag, star_badge
from game.felt.table_model import CardSprite
from game.platform import palette
from game.platform.display import WIDTH

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

DECK = parse_cards("Td 4c 9d 4s 3h Jh 4h 9c 4d 3s")  # ten cards, each four's extra card a wild one
CROSS = 3  # canvas pixels the +'s bar is thick: a gap narrower reads as an edge, not a space
SCREENS = ((1920, 1080), (1280, 720))


def hand() -> list[CardSprite]:
    sprites = [CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0) for card in DECK]
    for four, extra in pairwise(sprites):
        extra.bonus = four.card.rank == "4"
    return sprites


def narrowest_gap(screen: pygame.Surface, card: pygame.Rect, scale: float) -> int:
    """The fewest screen pixels of the card's tint between its star's badge and its + tag, on the
    rows where both stand (their rounded corners left out)."""
    badge, tag = star_badge().move(card.topleft), bonus_tag(card, wild=True)
    gaps = []
    for y in range(max(badge.top, tag.top) + 3, min(badge.bottom, tag.bottom) - 3):
        row = int((y + 0.5) * scale)
        start, end = int((badge.centerx + 0.5) * scale), int((tag.centerx + 0.5) * scale)
        tints = [screen.get_at((x, row))[:3] == palette.WILD_TINT for x in range(start, end)]
        dark_badge = max(x for x, tint in enumerate(tints[: len(tints) // 2]) if not tint)
        dark_tag = min(x for x, tint in enumerate(tints) if not tint and x > len(tints) // 2)
        gaps.append(dark_tag - dark_badge - 1)
    return min(gaps)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_wild_bonus_cards_star_and_plus_stand_apart_on_the_tv(app, tmp_path, size):
    write_eight_seat_profiles(tmp_path)
    app.settings.text_size, app.settings.reduced_motion, app.settings.hints = size, True, True
    party, devices = open_party("baseball-eight", 8)
    try:
        table = tv_table(app, party, devices)
        app.frame([], 0.05)
        table.director.dealing = False
        table.renderer.hints = True
        for seat in table.model.seats:
            seat.cards = hand()
        app.draw()
        problems = []
        for width, height in SCREENS:
            scale = width / WIDTH
            screen = pygame.transform.scale(app.display.canvas, (width, height))
            least = int(CROSS * scale)
            for number in table.director.slots:
                laid = table.director.seat_places(number)
                for sprite, (x, y) in zip(table.model.seats[number].cards, laid, strict=True):
                    if sprite.wild and sprite.bonus:
                        card = pygame.Rect(round(x), round(y), CARD_W, CARD_H)
                        gap = narrowest_gap(screen, card, scale)
                        if gap < least:
                            problems.append(
                                f"{width}x{height}, seat {number}'s {sprite.card}: {gap} px < {least}"
                            )
        assert len(problems) == 0, "\n".join(problems[:10])
    finally:
        party.close()
