"""Your own best hand in words (BEST ...) from the first street: a newcomer reads what the three
cards make, as the engine values a seat's own cards (its view's best so far)."""

from __future__ import annotations

from test_ui_support import drawn_by, run_until, settle, table_scene

from engine.cards import parse_cards
from game.telling.hand_words import form_ladder

# the stock from the dealer's (Casey's) left: you get 7s 7h down and the ace of clubs up
FIRST_STREET = parse_cards("7s 2c 5d 7h Kd 6s Ac Qh Jd")


def test_your_best_hand_is_named_from_the_first_street_as_your_seats_view_values_it(app, monkeypatch):
    scene = table_scene(app, "baseball", players=3, stacked=FIRST_STREET, dealer=2)

    def first_decision() -> bool:
        settle(scene)
        return scene.buttons is not None

    run_until(app, first_decision)
    scene.skip()
    app.frame([], 0.0)
    seat = scene.model.seats[0]
    best = scene.table.view(0).best_so_far()
    assert len(seat.cards) == 3 and best is not None
    assert seat.best == best.description and "sevens" in seat.best.lower()
    said = [text for text, _ in drawn_by(app, scene, monkeypatch)]
    # (in the table's one form of a hand's name: "Pair of 7s" where its seats are short of room)
    assert f"BEST {form_ladder(best.description)[scene.renderer.rung]}" in said, said
    scene.leave()
