"""A seat's words follow a turned card as its face shows (game.felt.director.Director.flip): a
newcomer's Midnight play-test saw Babe's wild 9 face up beside "Queen high", "Pair of Qs" only once
the turn was over. The face is drawn from the flip's half on (table_draw.TableRenderer.draw_card):
in no frame is the card's face up while the words do not count it, nor the words ahead of the card."""

from __future__ import annotations

import pytest
from test_ui_support import table_scene

from engine.cards import parse_cards
from engine.events import Turn
from game.felt.table_model import CardSprite


def face_drawn(sprite: CardSprite, still: bool) -> bool:
    """Whether the table draws `sprite` face up in this frame (TableRenderer.draw_card)."""
    return sprite.flip >= 0.5 if sprite.turning and not still else sprite.shown


@pytest.mark.parametrize("still", [False, True])
@pytest.mark.parametrize("step", [1 / 60, 0.007, 1 / 30])
def test_a_turned_wild_is_counted_in_the_seats_words_as_its_face_shows(app, still, step):
    app.settings.reduced_motion = still
    scene = table_scene(app, profile="midnight-baseball", players=3)
    app.frame([], 0.05)
    director, seat = scene.director, scene.model.seats[1]
    director.dealing = False
    for each in scene.model.seats:
        each.cards, each.showing = [CardSprite(None, "down", flight=1.0) for _ in range(7)], ""
    director.on_turn(Turn(1, parse_cards("Qc")[0]))
    scene.tweens.finish_all()
    assert seat.showing == "Queen high"
    director.on_turn(Turn(1, parse_cards("9d")[0]))  # a wild: with the queen, a pair of queens
    nine = seat.cards[1]
    frames = []
    for _ in range(200):
        frames.append((face_drawn(nine, director.still), seat.showing))
        scene.tweens.update(step)
    assert (True, "Pair of queens") in frames and (False, "Queen high") in frames
    assert all(words == ("Pair of queens" if face else "Queen high") for face, words in frames), frames
