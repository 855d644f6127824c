"""On your turn the prompt that says so is on the felt, whole, at both TEXT SIZEs, at every table
size, in every game: a newcomer's play-test at large (ptN11 d18, m38) saw no YOUR TURN / BET ROUND
over their seat when the lead's hand in the middle took two lines ('CASEY LEADS:' / 'QUEEN HIGH').
The centre's stack yields the log's lines first, then the lead's second line, never the prompt
(game.felt.log_room.LogRoom.words_room)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table
from test_ui_support import deal_key, settle, table_scene

from engine.profile import load_profile
from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.backdrop import FELT_RECT
from game.platform.frame_log import FRAME
from game.telling.hints import Target

GAMES = sorted(path.stem for path in (Path(__file__).parents[1] / "profiles").glob("*.yaml"))
LOG = ["Casey opens: left of the dealer", "Yogi bets 1", "Casey calls 1"]


def prompt_problems(renderer: TableRenderer, prompt: str, where: str) -> list[str]:
    """What keeps the frame just drawn from saying `prompt` (its first line at least, whose turn it
    is: the choice may go to the buttons) whole, on the felt, clear of every other word and card."""
    lines = renderer.prompt_lines(prompt)
    whose = lines[0].rstrip(":")
    drawn = [item for item in FRAME.texts() if item.text in (*lines, whose)]
    if not any(item.text in (lines[0], whose) for item in drawn):
        return [f"{where}: {prompt!r} not drawn: {[item.text for item in FRAME.texts()]}"]
    problems = []
    for item in drawn:
        if not FELT_RECT.contains(item.rect):
            problems.append(f"{where}: {item.text!r} {tuple(item.rect)} off the felt")
        others = [other for other in FRAME.items if other.kind in ("text", "card", "panel")]
        for other in others:
            if other is not item and other.rect.colliderect(item.rect):
                problems.append(f"{where}: {item.text!r} under {other.kind} {other.text!r}")
    return problems


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("name", ["CASEY", "BARTHOLOMEW", "BARTHOLOMEW-THE-"])
@pytest.mark.parametrize("level", [0, 1])
def test_your_turns_prompt_is_drawn_under_any_hand_to_beat(app, players, size, name, level):
    """Every table size and TEXT SIZE, a No Peek lead named on one line or two (a kicker that
    decides, a long name), a bet faced or not, and the bring-in's prompt of two lines."""
    places = layout.LAYOUTS[size]
    prompts = ["YOUR TURN: 1 TO CALL" if level else "YOUR TURN: CHECK OR BET", "TURN TILL YOU LEAD"]
    prompts.append("TURN A CARD: IT LEADS")  # (the first to turn: decision_words.TURN_FIRST)
    for hand in ("QUEEN HIGH", "THREE SEVENS, KICKER 2", "FULL HOUSE, KINGS OVER FOURS"):
        for prompt in prompts:
            director, model, _ = table(players, places, {})
            model.no_peek, model.round, model.level = True, 1, Fraction(level)
            model.target = Target(name, hand)
            model.log.extend(LOG)
            model.facing = "Yogi bets 1" if level else ""
            renderer = TableRenderer(app.text, app.cards, places=places)
            FRAME.clear()
            renderer.draw(app.display.canvas, model, director, prompt=prompt)
            where = f"{players} seats, {size}, {name}: {hand}, {prompt!r}"
            assert prompt_problems(renderer, prompt, where) == []
            said = " ".join(item.text for item in FRAME.texts())
            assert f"{name}:" in said or f"{name} LEADS" in said, (where, said)  # (the lead's name whole)
            assert frame_problems(where) == []


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", GAMES)
def test_every_game_says_your_turn_on_your_turn(app, game, size):
    """A real pot of every shipped game at both TEXT SIZEs, its seats 2 to 6 in turn: at each of
    your first turns the prompt is on the felt, whole (as many as the game seats)."""
    rules = load_profile(game)
    players = min(rules.max_players, 2 + GAMES.index(game) % 5)
    app.settings.reduced_motion, app.settings.text_size = True, size
    scene = table_scene(app, profile=game, players=players, seed=11)
    turns = 0
    for _frame in range(6000):  # (a deadline: a stall fails, never hangs)
        if scene.buttons is not None and scene.prompt:
            app.draw()
            where = f"{game}, {players} seats, {size}, turn {turns}"
            assert prompt_problems(scene.renderer, scene.prompt, where) == []
            turns += 1
            if turns == 4:
                break
            kinds = scene.table.legal_actions().kinds
            scene.choose(next((k for k in ("turn", "check", "call") if k in kinds), kinds[0]))
        app.frame(deal_key(app, scene), 0.05)  # (Enter at a new game's call, which waits for it)
        settle(scene)
        if scene.table.is_over:
            break
    assert turns, f"{game}: no turn of yours came"
    scene.leave()
