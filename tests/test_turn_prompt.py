"""No Peek's TURN prompt says what one press does: it turns until you beat the hand
(game.play.table_host), at a table and in a guided hand alike (the guide teaches the table's TURN)."""

from __future__ import annotations

from test_ui_support import run_until, settle, table_scene

from engine.profile import load_profile
from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.screens import openers
from game.telling.decision_words import BET_ROUND, TURN_FIRST, TURN_RUN


def prompt_at_first_turn(app, scene) -> str:
    for _frame in range(20000):
        if getattr(scene, "line", ""):
            scene.script.line = ""  # (the guide's pages: on, with no key)
        elif scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            if "turn" in kinds:
                return scene.prompt
            scene.choose(next(k for k in ("check", "call") if k in kinds))
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError("no turn came")


def test_the_turn_prompt_says_what_a_press_turns(app):
    scene = table_scene(app, profile="night-baseball", players=3, seed=4)
    assert prompt_at_first_turn(app, scene) == TURN_RUN == "TURN TILL YOU LEAD"
    app.stack.reset(scene)
    app.push(openers.guided(profile_id="night-baseball", rules=load_profile("night-baseball")))
    app.stack.apply_requests()
    guided = app.stack.scenes[-1]
    run_until(app, lambda: bool(guided.line), dt=1 / 60)
    assert prompt_at_first_turn(app, guided) == TURN_RUN  # (Babe's card leads: one to beat)


def test_a_bet_before_your_turn_to_turn_says_bet_first(app):
    """A newcomer's play-test read YOUR TURN: CHECK OR BET beside their unturned No Peek pile as
    being asked to bet before turning, and the next read TURN LATER: CHECK OR BET as cryptic: the
    prompt says what comes first, the bet."""
    from engine.events import Turn

    scene = table_scene(app, profile="night-baseball", players=4, seed=5)
    for _frame in range(20000):
        if scene.buttons is not None:
            break
        app.frame([], 0.05)
        settle(scene)
    assert "turn" not in scene.table.legal_actions().kinds
    assert not any(isinstance(event, Turn) and event.seat == 0 for event in scene.table.events)
    assert scene.prompt == f"{BET_ROUND}: CHECK OR BET" == "BET ROUND: CHECK OR BET"
    large = TableRenderer(app.text, app.cards, places=layout.LARGE)  # whole at TEXT SIZE large too
    assert large.prompt_lines(scene.prompt) == ["BET ROUND:", "CHECK OR BET"]


def test_the_first_to_turn_is_told_their_card_will_lead(app):
    """A newcomer's play-test, first to turn with nobody leading yet, read TURN TILL YOU LEAD: the
    first card turned leads whatever it is, and the prompt says so; a later turner's still says
    the run. Over seeded tables till both are met."""
    met: dict[bool, str] = {}
    for seed in range(1, 12):
        scene = table_scene(app, profile="night-baseball", players=3, seed=seed)
        prompt = prompt_at_first_turn(app, scene)
        nobody_leads = scene.table.view(0).lead is None
        met[nobody_leads] = prompt
        app.stack.reset(scene)
        if len(met) == 2:
            break
    assert met == {True: TURN_FIRST, False: TURN_RUN}, met
    assert TURN_FIRST == "TURN A CARD: IT LEADS"
