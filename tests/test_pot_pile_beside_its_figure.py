"""The pot's chips lie just left of the pot's figure, whatever its amount, at both TEXT SIZEs: a
newcomer's play-test saw a few chips far left of a small pot's "POT 3" and could not tell what they
were. The chips thrown into the pot land on that pile, and the chips in flight go under the seats'
cards (a host play-test saw a pot's chips fly over a seat's cards on their way to its winner)."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest
from test_ui_support import run_until, table_scene

from engine.events import Ante
from engine.money import mixed
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.table_draw import follow_text_size
from game.felt.table_model import ChipSprite
from game.platform.display import HEIGHT, WIDTH
from game.platform.text import BIG


def drawn(scene) -> pygame.Surface:
    canvas = pygame.Surface((WIDTH, HEIGHT))
    scene.renderer.draw(canvas, scene.model, scene.director)
    return canvas


def differing(before: pygame.Surface, after: pygame.Surface) -> pygame.Rect | None:
    xs, ys = [], []
    w, h = before.get_size()
    a, b = pygame.PixelArray(before), pygame.PixelArray(after)
    for x in range(w):
        for y in range(h):
            if a[x, y] != b[x, y]:
                xs.append(x)
                ys.append(y)
    del a, b
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else None


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("pot", [Fraction(3), Fraction(25, 2), Fraction(247, 2)])
@pytest.mark.parametrize("chips", [1, 4, 36])
def test_the_pots_chips_lie_beside_its_figure(app, size, pot, chips):
    scene = table_scene(app, players=3)
    follow_text_size(scene.renderer, scene.player, size)
    places = scene.renderer.places
    model = scene.model
    model.pot, model.pot_chips = pot, 0
    bare = drawn(scene)
    model.pot_chips = chips
    pile = differing(bare, drawn(scene))
    assert pile is not None
    amount = mixed(pot)
    figure_left = places.pot_label[0] - max(3 * places.body, len(amount) * BIG) // 2
    word = scene.renderer.text.render("POT", places.body).get_rect(midtop=places.pot_label)
    figure = scene.renderer.text.render(amount, BIG).get_rect(midtop=places.pot_text)
    assert min(word.left, figure.left) >= figure_left
    # right beside the figure: clear of it, its nearest chip within 12 px of it, on the felt's centre
    assert not pile.colliderect(word) and not pile.colliderect(figure), (pile, word, figure)
    assert 0 < min(word.left, figure.left) - pile.right <= 12, (pile, word, figure)
    assert pile.left >= places.centre.left and pile.top >= places.centre.top


def test_chips_thrown_in_land_on_the_pile(app):
    scene = table_scene(app, players=3)
    model, director = scene.model, scene.director
    run_until(app, lambda: bool(director.slots) and not model.chips)
    model.pot = Fraction(0)
    director.play(Ante(0, Fraction(1)))
    pile = scene.renderer.places.pot_pile(mixed(model.pot))
    assert model.chips
    for chip in model.chips:
        assert abs(chip.end[0] - pile[0]) <= 4 and abs(chip.end[1] - pile[1]) <= 3, (chip.end, pile)


def test_a_chip_in_flight_goes_under_a_seats_cards(app):
    scene = table_scene(app, players=4)
    model, director = scene.model, scene.director
    run_until(app, lambda: len(model.seats) > 1 and len(model.seats[1].cards) >= 3 and not model.chips)
    seat = 1
    place = director.seat_places(seat)[0]
    middle = (round(place[0] + CARD_W / 2), round(place[1] + CARD_H / 2))
    model.chips[:] = []
    bare = drawn(scene)
    model.chips.append(ChipSprite(middle, middle, 0, t=1.0))
    assert differing(bare, drawn(scene)) is None  # wholly under the card
    model.chips[:] = [
        ChipSprite((layout.NORMAL.centre.x + 12, layout.NORMAL.centre.bottom - 12), middle, 0, t=0.0)
    ]
    assert differing(bare, drawn(scene)) is not None  # (on the felt it is seen)
