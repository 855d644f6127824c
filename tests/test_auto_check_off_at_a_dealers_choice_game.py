"""AUTO-CHECK is No Peek's convenience and goes off as a game starts (test_auto_check_off_at_a_new_game);
in Dealer's Choice every pot may be another game, and a pot of another game dealt puts it off,
said once in the log. A newcomer turned it on in a Night Baseball pot; the next pot, Seven-card
stud, showed no AUTO-CHECK button, yet their 4th and 5th street checks were made without them
and the log said "Auto-check won't call: your move" at their bring-in."""

from __future__ import annotations

import pygame
from test_auto_check_off_at_a_new_game import set_auto_check
from test_dealers_choice_ui import dc_scene, seed_where_the_human_deals_first
from test_polish_support import human_move
from test_ui_check_ahead import said_lines
from test_ui_support import key, press, settle

from engine.bots import game_choice
from engine.events import ActionTaken, HandStart
from game.felt.check_ahead import ASKED, CHECKED, OFF_NEW_GAME
from game.play.session import HUMAN


def test_auto_check_on_in_a_night_pot_is_off_in_the_next_pot_of_stud_and_says_so(app, monkeypatch):
    seed = seed_where_the_human_deals_first(app)
    scene = dc_scene(app, seed)
    stud = next(
        game for game in scene.table.session_rules.games if game.flow != "no_peek" and not game.wild_ranks
    )
    # every computer dealer calls Seven-card stud
    monkeypatch.setattr(game_choice, "choose_game", lambda style, games, draw, earlier=(): stud)
    while scene.buttons is None:
        app.frame([], 0.05)
    press(app, key(pygame.K_2))  # your deal: Night Baseball
    set_auto_check(app, scene)
    assert scene.ahead.on
    said = said_lines(scene)
    shown_moves: list[bool] = []  # for each of your moves in the stud pot: whether your buttons were up
    for _ in range(20000):
        settle(scene)
        app.frame([], 0.05)
        if scene.buttons is not None:
            choice = human_move(scene.table.legal_actions())
            if scene.player.director.pot_rules.id == stud.id:
                shown_moves.append(True)
            scene.choose(choice)
        if scene.showing_result or scene.model.game_banner is not None:
            press(app, key(pygame.K_RETURN))  # past the Night pot's result, and the stud pot's call
        if scene.player.director.pot_rules.id == stud.id and len(yours_this_pot(scene)) >= 3:
            break
    assert scene.player.director.pot_rules.id == stud.id
    assert not scene.ahead.on and not app.settings.auto_check
    assert said.count(OFF_NEW_GAME) == 1, said
    in_stud = said[said.index(OFF_NEW_GAME) :]
    assert ASKED not in in_stud and CHECKED not in in_stud, in_stud
    # every one of your stud moves made at your own press
    ours = yours_this_pot(scene)
    assert len(shown_moves) == len(ours) >= 3, (shown_moves, ours)


def yours_this_pot(scene) -> list[ActionTaken]:
    """Your moves in the pot on the table (since its HandStart)."""
    events = scene.table.events
    start = max(i for i, event in enumerate(events) if isinstance(event, HandStart))
    return [e for e in events[start:] if isinstance(e, ActionTaken) and e.seat == HUMAN]
