"""A pot you are out of, at the solo table: it plays on at FOLDED_PACE, the prompt's line offers
[TAB] TO THE RESULT and Tab runs it there with every move still in the log (a newcomer folded in
Night Baseball sat through four more bet rounds); the turn frame goes when betting ends (the last
caller stayed framed through the showdown)."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import drawn_by, settle, table_scene

from engine.events import Showdown
from game.felt.pacing import FOLDED_PACE
from game.platform import palette
from game.play.session import HUMAN
from game.screens.table_hint import TO_THE_RESULT
from game.screens.table_scene import BOT_BEAT

FRAME = 1 / 30


def fold_first_chance(app, scene) -> None:
    """Play `scene` on, turning, checking, calling or paying when asked, till you may fold: fold."""
    for _ in range(30 * 240):
        settle(scene)
        app.frame([], FRAME)
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            if "fold" in kinds:
                scene.choose("fold")
                return
            scene.choose(next(k for k in ("turn", "check", "call", "pay", "decline") if k in kinds))
    raise AssertionError("no fold offered")


def fold_and_play(app, monkeypatch, tab: bool) -> tuple[float, list[str], object]:
    """Night Baseball, four seats: you fold at your first chance; (seconds from the fold to the
    result, the log then, the scene)."""
    scene = table_scene(app, profile="night-baseball", players=4, seed=2)
    fold_first_chance(app, scene)
    folded = scene.session.time
    app.frame([], FRAME)  # the fold shown
    app.frame([], FRAME)  # the host's clock paced to it
    assert scene.out_of_pot and scene.speed == FOLDED_PACE * app.settings.animation_speed
    assert scene.host.timing.bot_delay < BOT_BEAT  # the computer players' beat halved too
    assert scene.hint_line == TO_THE_RESULT
    assert TO_THE_RESULT in [text for text, _ in drawn_by(app, scene, monkeypatch)]
    if tab:
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")], FRAME)
        assert scene.skipping
    for _ in range(30 * 240):
        settle(scene)
        app.frame([], FRAME)
        if scene.showing_result:
            return scene.session.time - folded, list(scene.model.log), scene
        assert scene.buttons is None  # (out of the pot: nothing more is asked of you)
    raise AssertionError("the pot did not end")


def test_a_pot_you_folded_plays_faster_and_tab_runs_it_to_the_result_every_move_logged(app, monkeypatch):
    paced, paced_log, _ = fold_and_play(app, monkeypatch, tab=False)
    app.stack.scenes.clear()
    tabbed, tabbed_log, _ = fold_and_play(app, monkeypatch, tab=True)
    # measured: 38 s from the fold to the result before FOLDED_PACE, 19.5 s with it; Tab: under 2 s;
    # 26.2 s once its two STRIKE THREE! banners stay up their reading time (22.9 s before: test_strike_
    # three_after_you_fold)
    assert paced < 30 and tabbed < 3, (paced, tabbed)
    assert tabbed_log == paced_log  # nothing skipped from the log


def test_you_in_the_pot_keep_the_full_pace(app):
    scene = table_scene(app, profile="night-baseball", players=4, seed=2)
    for _ in range(30 * 60):
        settle(scene)
        app.frame([], FRAME)
        if scene.buttons is not None:
            break
    assert not scene.out_of_pot and scene.speed == app.settings.animation_speed
    assert scene.hint_line != TO_THE_RESULT


def test_once_you_fold_the_log_is_still_read_at_the_speed_chosen(app):
    """The pot you folded plays at FOLDED_PACE, but its lines wait their reading time at the
    ANIMATION SPEED chosen (README: every line stays up to be read, 'however brisk the move or
    once you are out of the pot'): the log's reading clock (game.felt.log_reading) keeps the
    chosen speed, at the normal one and at Fast."""
    for speed in (1.0, 2.0):
        app.settings.animation_speed = speed
        scene = table_scene(app, profile="night-baseball", players=4, seed=2)
        fold_first_chance(app, scene)
        app.frame([], FRAME)  # the fold shown
        assert scene.speed == FOLDED_PACE * speed
        before = scene.player.reading.clock
        for _ in range(30):
            app.frame([], FRAME)
        assert scene.player.reading.clock - before == pytest.approx(30 * FRAME * speed)
        app.stack.scenes.clear()


def yellow(canvas: pygame.Surface) -> int:
    return pygame.mask.from_threshold(canvas, palette.YELLOW, (1, 1, 1, 255)).count()


def test_the_turn_frame_goes_when_betting_ends_not_left_on_the_last_caller(app):
    """Night Baseball, you folded, the others betting to the showdown (a newcomer's play-test: the
    last caller stayed framed through it, as if still to act): once it is shown nobody is framed,
    and the frame's yellow is gone from the screen (drawn as it was, the last caller framed, it shows)."""
    scene = table_scene(app, profile="night-baseball", players=4, seed=2)
    for _ in range(30 * 240):
        settle(scene)
        app.frame([], FRAME)
        if any(isinstance(e, Showdown) for e in scene.player.pot_events):
            break
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("fold", "turn", "check", "call", "pay", "decline") if k in kinds))
    else:
        raise AssertionError("no showdown")
    last = [e.seat for e in scene.player.pot_events if e.type == "action"][-1]
    assert last != HUMAN and scene.model.actor is None
    scene.draw(app.display.canvas)
    now = yellow(app.display.canvas)
    scene.model.actor = last
    scene.draw(app.display.canvas)
    assert yellow(app.display.canvas) > now + 500
