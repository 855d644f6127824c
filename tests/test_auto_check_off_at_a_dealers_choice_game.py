"""AUTO-CHECK is No Peek's convenience and goes off as a game starts (test_auto_check_off_at_a_new_game);
in Dealer's Choice every pot may be another game: a pot of a game without it (stud) puts it to rest,
and No Peek pots one after another leave it on (game.play.auto_check.Rests). A newcomer turned it on
in a Night Baseball pot; the next pot, Seven-card stud, showed no AUTO-CHECK button, yet their 4th
and 5th street checks were made without them and the log said "Auto-check won't call: your move" at
their bring-in. A Hold'em newcomer turned it on in a Night pot and found it OFF in the next pot,
Midnight Baseball's, nothing said."""

from __future__ import annotations

import pygame
from test_auto_check_off_at_a_new_game import set_auto_check
from test_dealers_choice_ui import dc_scene, seed_where_the_human_deals_first
from test_polish_support import human_move
from test_ui_check_ahead import said_lines
from test_ui_support import key, press, settle

from engine.bots import game_choice
from engine.events import ActionTaken, HandStart
from game.felt.check_ahead import ASKED, CHECKED, SAID_OFF
from game.play.session import HUMAN


def test_auto_check_on_in_a_night_pot_rests_in_the_next_pot_of_stud(app, monkeypatch):
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
    stud_from = None  # the log's lines from the stud pot's deal
    for _ in range(20000):
        settle(scene)
        app.frame([], 0.05)
        if stud_from is None and scene.player.director.pot_rules.id == stud.id:
            stud_from = len(said)
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
    assert scene.ahead.rests.resting and app.settings.auto_check  # (your setting kept for No Peek)
    in_stud = said[stud_from:]
    assert ASKED not in in_stud and CHECKED not in in_stud, in_stud
    # every one of your stud moves made at your own press
    ours = yours_this_pot(scene)
    assert len(shown_moves) == len(ours) >= 3, (shown_moves, ours)


def yours_this_pot(scene) -> list[ActionTaken]:
    """Your moves in the pot on the table (since its HandStart)."""
    events = scene.table.events
    start = max(i for i, event in enumerate(events) if isinstance(event, HandStart))
    return [e for e in events[start:] if isinstance(e, ActionTaken) and e.seat == HUMAN]


def test_auto_check_on_in_a_night_pot_stays_on_in_the_next_no_peek_pot(app, monkeypatch):
    seed = seed_where_the_human_deals_first(app)
    scene = dc_scene(app, seed)
    midnight = next(game for game in scene.table.session_rules.games if game.id == "midnight-baseball")
    # every computer dealer calls Midnight Baseball
    monkeypatch.setattr(game_choice, "choose_game", lambda style, games, draw, earlier=(): midnight)
    while scene.buttons is None:
        app.frame([], 0.05)
    press(app, key(pygame.K_2))  # your deal: Night Baseball
    assert scene.player.director.pot_rules.id == "night-baseball"
    set_auto_check(app, scene)
    said = said_lines(scene)
    for _ in range(20000):
        settle(scene)
        app.frame([], 0.05)
        if scene.buttons is not None:
            scene.choose(human_move(scene.table.legal_actions()))
        if scene.showing_result or scene.model.game_banner is not None:
            press(app, key(pygame.K_RETURN))  # past the Night pot's result, and Midnight's call
        if scene.player.director.pot_rules.id == midnight.id and CHECKED in said:
            break
    # on in Midnight's pot as set in Night's, checking for you, never put off
    assert scene.player.director.pot_rules.id == midnight.id
    assert scene.ahead.on and app.settings.auto_check
    assert SAID_OFF not in said and CHECKED in said, said
