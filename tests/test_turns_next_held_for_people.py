"""No Peek's "<NAME> TURNS NEXT" is held long enough to read from across a room where a person sits at
the table (a newcomer missed "YOGI TURNS NEXT", up 1.0 s), and a table of computer players alone
keeps the shorter hold: nobody is there to read it (game.felt.table_player.turns_next_hold)."""

from __future__ import annotations

from test_ui_support import table_scene

from game.felt.pacing import BOTS_TURNS_NEXT_HOLD, TURNS_NEXT_HOLD


def test_a_person_at_the_table_is_given_two_seconds_to_read_who_turns_next(app):
    scene = table_scene(app, profile="night-baseball", players=4, seed=3)
    app.frame([], 0.05)
    assert scene.player.turns_next_hold() == TURNS_NEXT_HOLD >= 2.0


def test_computer_players_alone_keep_the_shorter_hold(app):
    scene = table_scene(app, profile="night-baseball", players=4, seed=3)
    app.frame([], 0.05)
    scene.director.bots = set(range(len(scene.model.seats)))  # (the person's seat taken by a bot)
    assert scene.player.turns_next_hold() == BOTS_TURNS_NEXT_HOLD < TURNS_NEXT_HOLD
