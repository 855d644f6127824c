"""The coach: its figure agrees with the engine's equity for the same view, it is only ever the
figure for the situation on the table, a seat out of the pot is told OUT, and no line is cut."""

import math
import random

import pygame
from test_ui_support import run_until, table_scene

from engine.actions import Action
from engine.bots import reading
from engine.bots.equity import equity
from game.felt import layout
from game.felt.coach import CANT_WIN, TO_WIN, Coach, panel_rect
from game.felt.coach_estimate import DEALS
from game.felt.game_quirk import CLOSE
from game.platform.display import SAFE
from game.platform.text import BODY


def figure(coach, table, seat=0):
    for _ in range(2000):
        coach.refresh(table, seat)
        if coach.chance is not None:
            return coach.chance
        pygame.time.wait(2)
    raise AssertionError("the coach never gave a figure")


def test_the_coachs_figure_agrees_with_the_engines_equity_for_the_same_view(app):
    checked = 0
    for seed in (2, 3, 4):
        scene = table_scene(app, players=4, seed=seed)
        run_until(app, lambda: scene.buttons is not None)  # noqa: B023
        view = scene.table.view(0)
        chance = figure(Coach(), scene.table)
        reference = equity(reading.situation(view), 20000, random.Random(seed * 7919))
        spread = math.sqrt(max(reference * (1 - reference), 0.01) / DEALS)
        assert abs(chance - reference) <= 4 * spread + 0.01, (seed, chance, reference)
        checked += 1
        scene.leave()
        app.stack.reset(scene)
    assert checked == 3


def test_a_folded_seat_is_told_it_folded_this_pot_and_no_old_figure_is_shown(app):
    """FOLDED over TILL NEXT POT: a newcomer's play-test read YOU ARE OUT as out of the session."""
    for seed in range(2, 12):
        scene = table_scene(app, players=4, seed=seed)
        run_until(app, lambda: scene.buttons is not None)  # noqa: B023
        coach = Coach()
        assert figure(coach, scene.table) is not None
        hand = scene.table.hand.number
        if "fold" in scene.table.legal_actions().kinds:
            scene.table.apply(Action(0, "fold"))
            if scene.table.hand is not None and scene.table.hand.number == hand:  # the pot goes on
                coach.refresh(scene.table, 0)
                assert coach.chance is None and coach.line()[0] == "COACH: FOLDED\nTILL NEXT POT"
                return
        scene.leave()
        app.stack.reset(scene)
    raise AssertionError("no seed let the human fold while the pot went on")


def test_a_new_situation_never_shows_the_last_figure(app):
    scene = table_scene(app, players=3, seed=5)
    run_until(app, lambda: scene.buttons is not None)
    coach = Coach()
    figure(coach, scene.table)
    legal = scene.table.legal_actions()
    scene.table.apply(Action(0, "call" if "call" in legal.kinds else legal.kinds[0]))
    coach.refresh(scene.table, 0)
    assert coach.chance is None and coach.line()[0] in ("COACH: ", "COACH: FOLDED\nTILL NEXT POT")


def test_every_line_fits_its_panel_inside_the_safe_area_clear_of_your_seat(app):
    coach = Coach()
    coach.lost = True  # (so "0%" is said: where nothing can win the pot)
    font = app.text.font(BODY)
    lines = [f"COACH: {note}" for note in ("WATCHING", "BETWEEN POTS", "POT OVER")]
    # every figure the coach shows: in steps of 5 from 20% to 80% (game.felt.coach_estimate)
    lines += [f"COACH: {5 * round(p / 5) if 20 <= p <= 80 else p}% {TO_WIN}" for p in range(1, 101)]
    lines.append(f"COACH: {CANT_WIN}")  # (the figure of none, where nothing can win the pot)
    for line in lines:
        coach.chance, coach.note = None, line.removeprefix("COACH: ")
        if "%" in line:
            coach.chance = int(line.split()[1].rstrip("%")) / 100
        elif line.endswith(CANT_WIN):
            coach.chance = 0.0
        assert coach.line()[0] == line
        canvas = pygame.Surface(app.display.canvas.get_size())
        coach.draw(canvas, app.text)
        shown = coach.words()[0]
        assert line.endswith(shown) and len(shown) <= layout.INFO_W // BODY, line
        width = font.size(shown)[0]
        rect = panel_rect(width)
        words = pygame.Rect(rect.x + 4, rect.y + 4, width, BODY)
        assert SAFE.contains(words) and rect.contains(words), line
        for players in layout.SLOTS_FOR:
            human = layout.seat_slots(players)[0]
            assert rect.right < human.x - 2, (line, players)


def test_the_figure_gives_its_reason_in_the_panels_line(app):
    """A play-test: "62% TO WIN" gave a number with no reason. With a figure the coach says your
    hand (in No Peek: the cards you have left to turn, none turned yet as unseen, or that you
    lead), as fits the panel."""
    from engine.hand_value import CATEGORIES
    from game.felt.coach import SHORT_NAMES
    from game.telling.hand_chart import category_name

    coach = Coach()
    coach.lost = True  # (so "0%" is said: where nothing can win the pot)
    for category in CATEGORIES:
        coach.reasons = [category_name(category), SHORT_NAMES.get(category, "")]
        for percent in range(101):
            coach.chance, coach.note = percent / 100, ""
            shown = coach.words()[0]
            lines = shown.split("\n")  # (a name too long beside the figure goes under it)
            assert all(len(line) <= layout.INFO_W // BODY for line in lines) and len(lines) <= 2, shown
            stepped = 5 * round(percent / 5) if 20 <= percent <= 80 else percent  # (coach_estimate)
            said = f"{stepped}% {TO_WIN}" if percent else CANT_WIN  # (nothing can win the pot)
            assert lines[0] == said, shown  # what the figure is, beside it
            assert len(lines) == 2 and lines[1], shown  # ...over its reason
    for profile, why in (
        ("baseball", ("PAIR", "HIGH CARD", "TWO PAIR", "MORE TO COME")),  # (ahead of what shows, early)
        ("midnight-baseball", ("TO TURN", "UNSEEN")),  # (a pile all face down: "YOUR 9 UNSEEN")
    ):
        scene = table_scene(app, profile=profile, players=3, seed=4)
        run_until(app, lambda: scene.buttons is not None)  # noqa: B023
        coach = Coach()
        figure(coach, scene.table)
        line = coach.words()[0]
        assert any(line.endswith(words) for words in why), (profile, line)
        scene.leave()
        app.stack.reset(scene)


def test_the_figure_is_not_drawn_over_the_last_pots_result(app, monkeypatch):
    app.settings.coach = True
    scene = table_scene(app, players=4, seed=3)
    run_until(app, lambda: scene.buttons is not None)
    drawn = []
    monkeypatch.setattr(scene.coach, "draw", lambda canvas, text: drawn.append(scene.showing_result))
    scene.draw(app.display.canvas)
    scene.showing_result = True  # as while a pot's result is over the centre
    scene.draw(app.display.canvas)
    assert drawn == [False]


def test_between_pots_and_while_a_dealer_calls_the_coach_says_so_not_the_last_pots_figure():
    """A play-test: while you called the next pot's game the coach still said the last pot's
    "100% YOU LEAD". A dealer's choice played to the second pot's call: BETWEEN POTS, no figure."""
    from engine.actions import SessionDecision
    from engine.profile import load_profile
    from engine.table import SeatInfo, Table

    table = Table(
        load_profile("dealers-choice"), [SeatInfo("You", "human", "human"), SeatInfo("B"), SeatInfo("C")], 3
    )
    coach = Coach()
    while not (table.hands_played == 1 and table.legal_actions().decision == SessionDecision.CHOOSE_GAME):
        legal = table.legal_actions()
        kinds = legal.kinds
        kind = next((k for k in ("check", "call", "turn", "pay", "reveal") if k in kinds), kinds[0])
        table.apply(Action(legal.seat, kind))
        if table.hands_played == 0 and 0 in table.view(0).live:
            coach.refresh(table, 0)  # the first pot's figures, as the table plays it
    for _ in range(50):
        coach.refresh(table, 0)
        assert coach.chance is None and coach.line()[0] == "COACH: BETWEEN POTS"
        pygame.time.wait(2)


def test_a_fact_shown_after_the_figure_empties_the_coachs_panel(app):
    """A play-test: in a guided Night Baseball the coach said "9 TO TURN" beside the card you had
    just turned (the table had stopped on it, so it never caught up to estimate again). The figure
    goes as soon as the screen shows the next fact, not only when it has caught up."""
    app.settings.coach = True
    scene = table_scene(app, players=3, seed=5)
    run_until(app, lambda: scene.buttons is not None and scene.coach.chance is not None)
    legal = scene.table.legal_actions()
    shown = scene.player.cursor.shown
    scene.choose("call" if "call" in legal.kinds else legal.kinds[0])
    run_until(app, lambda: scene.player.played > shown, dt=0.001)  # played: its chips may still fly
    assert not scene.caught_up  # the table is still showing the move: no new estimate yet
    assert scene.coach.chance is None and scene.coach.line()[0] == "COACH: "  # its panel empty


def test_the_first_figure_at_a_table_says_once_what_the_coach_is(app, monkeypatch):
    """A play-test: "1% PAIR" and THINKING meant nothing to a newcomer. With its first figure, the
    log says what the coach is, once a table; not with the newcomer's hints off."""
    from game.telling.hints import COACH_MEANING

    app.settings.coach = True
    for hints in (True, False):
        app.settings.hints = hints
        scene = table_scene(app, players=3, seed=5)
        said: list[str] = []  # every line logged (the log itself keeps only the last few)
        log = scene.director.log
        monkeypatch.setattr(scene.director, "log", lambda line: (said.append(line), log(line)))  # noqa: B023
        run_until(app, lambda: scene.coach.chance is not None)  # noqa: B023
        assert said.count(COACH_MEANING) == hints and (COACH_MEANING in scene.model.log) == hints
        run_until(app, lambda: scene.buttons is not None)  # noqa: B023
        legal = scene.table.legal_actions()
        scene.choose("call" if "call" in legal.kinds else legal.kinds[0])
        run_until(app, lambda: scene.coach.chance is None)  # noqa: B023
        run_until(app, lambda: scene.coach.chance is not None)  # noqa: B023  (the next figure says nothing more)
        assert said.count(COACH_MEANING) == hints
        scene.leave()
        app.stack.reset(scene)


def test_the_game_information_keeps_clear_of_your_name_bar_and_of_the_coach(app):
    """A newcomer's play-test: NIGHT BASEBALL butted against the YOU bar, level with it, and
    MIDNIGHT BASEBALL, on two lines, pushed the keys (ESC MENU) down onto the coach's panel. The
    information starts a line under your name bar where it has the room (NIGHT BASEBALL), else
    its line level with the bar ends two characters short of its plate (MIDNIGHT), and its
    last line ends over the coach's panel (10 pixels where it has the room, closed up where the
    game's quirks need it: game.felt.game_quirk)."""
    from game.platform.frame_log import FRAME

    for profile in ("night-baseball", "midnight-baseball"):
        scene = table_scene(app, profile=profile, players=4)
        app.frame([], 0.05)
        app.draw()
        slot = layout.BOTTOM
        info = [item.rect for item in FRAME.texts() if item.rect.right <= slot.x]
        level = [rect for rect in info if rect.top < slot.y + slot.line and rect.bottom > slot.y]
        assert bool(level) == (profile == "midnight-baseball"), (profile, level)
        assert all(rect.right <= slot.x - 4 - 2 * BODY for rect in level), (profile, level)
        assert max(rect.bottom for rect in info) <= panel_rect(BODY).top - CLOSE[2], profile
        scene.leave()
        app.stack.reset(scene)
