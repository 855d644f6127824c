"""The first-time tips have one queue (game.felt.first_tips): each said once, at its moment or not at
all, one at a time, only where the log can show it, and the table held only for a tip it shows.
Newcomers' play-tests met two tips said at once (one never read), a tip read after the move it was
about, and the table held for a tip under a popup. A Seven-Card Stud decision of yours with the
coach on has two due at once: what the coach's colours mean and what COMPLETE does."""

from __future__ import annotations

from test_ui_support import settle, table_scene

from engine.actions import ActionKind
from game.felt.director import Director
from game.felt.first_tips import LOOK, FirstTips, game_topic
from game.felt.log_forms import is_hint
from game.felt.pacing import HINT_HOLD
from game.felt.table_model import Popup, TableModel
from game.platform.frame_log import FRAME
from game.platform.tween import Tweens
from game.telling.hints import COLOUR_MEANING, MOVE_MEANINGS

COMPLETE_MEANING = MOVE_MEANINGS[ActionKind.COMPLETE]
DT = 0.05


def test_two_tips_due_at_once_are_said_in_turn_each_read_its_time():
    tips = FirstTips()
    tips.due("first", 3)
    tips.due("second", 3)
    assert tips.step(0.0, 3, lambda tip, over: True) == "first"
    said = [tips.step(DT, 3, lambda tip, over: True) for _ in range(round(2 * HINT_HOLD / DT))]
    assert [tip for tip in said if tip] == ["second"]
    assert said.index("second") * DT >= HINT_HOLD - DT  # (not before the first was read)


def test_a_tip_whose_moment_passed_is_dropped_not_said_late():
    tips = FirstTips()
    tips.due("hidden", 3)
    assert tips.step(0.0, 3, lambda tip, over: False) is None  # (under a popup: waits while its moment lasts)
    assert tips.step(DT, 4, lambda tip, over: True) is None  # the next moment: never said
    assert not tips.waiting


def test_a_tip_about_your_buttons_goes_before_the_general_notes_waiting():
    tips = FirstTips()
    tips.due(COLOUR_MEANING, 3)
    tips.due(COMPLETE_MEANING, 3, ahead=True)  # (the buttons you face: what COMPLETE does)
    tips.due("BRING IN: low card bets 1/2", 3, ahead=True)
    said = [tips.step(DT, 3, lambda tip, over: True) for _ in range(round(3 * HINT_HOLD / DT) + 2)]
    assert [tip for tip in said if tip] == [COMPLETE_MEANING, "BRING IN: low card bets 1/2", COLOUR_MEANING]


def test_a_tip_with_no_free_line_takes_the_moves_lines_once_they_were_in_view_LOOK():
    tips = FirstTips()
    tips.due("Behind? Bet on cards to turn", 3)
    asked: list[bool] = []
    said = [
        tips.step(DT, 3, lambda tip, over: asked.append(over) or over) for _ in range(round(2 * LOOK / DT))
    ]
    assert said.index("Behind? Bet on cards to turn") * DT >= LOOK - DT and tips.over
    assert asked[0] is False  # (a free line first: over the moves only once they were in view)


def test_the_met_games_and_the_hints_are_one_record():
    tips = FirstTips([game_topic("seven-card-stud")])
    assert not tips.first(game_topic("seven-card-stud"))
    assert tips.first(game_topic("night-baseball")) and not tips.first(game_topic("night-baseball"))
    assert tips.first("Halves come from bring-ins") and not tips.first("Halves come from bring-ins")


def test_the_director_holds_for_no_tip_nobody_can_see():
    covered = [True]  # (a popup over the log)
    director = Director(TableModel(), Tweens(), 0, {}, readable=lambda tip, over: not covered[0])
    director.hints = True
    assert director.hint("Halves come from bring-ins") is None  # the table not held for it
    director.moment += 1  # (the next fact)
    covered[0] = False
    director.say_tips(HINT_HOLD)
    assert "Halves come from bring-ins" not in director.model.log  # dropped, never said late
    assert director.hint("Halves come from bring-ins") is None  # ...and met: said once or never


def stud_decision_with_two_tips(app, covered: bool = False):
    """A Seven-Card Stud table, the coach on, at your first decision with COMPLETE offered (both
    tips due then; the first seed that deals it); `covered`: a popup over the log all the while."""
    app.settings.coach = True
    for seed in range(1, 40):
        scene = table_scene(app, profile="seven-card-stud", players=4, seed=seed)
        for _ in range(3000):
            settle(scene)
            if covered:
                cover_log(scene)
            app.frame([], DT)
            if scene.buttons is not None:
                break
        legal = scene.table.legal_actions()
        if scene.buttons is not None and legal is not None and ActionKind.COMPLETE in legal.kinds:
            return scene
        app.stack.pop()
    raise AssertionError("no seed offers you COMPLETE")


def cover_log(scene) -> None:
    """A popup over the log where it is drawn now (as a win's "+8" rising into it), one at a time."""
    model = scene.model
    model.popups[:] = [popup for popup in model.popups if popup.text != COVER]
    model.popups.append(Popup(COVER, scene.renderer.log_drawn.center, (120, 240, 120), rises=False))


COVER = "+8"


def drawn_texts(app) -> set[str]:
    FRAME.clear()
    app.draw()
    return {item.text for item in FRAME.items if item.kind == "text"}


def test_two_tips_due_at_your_decision_are_both_shown_in_turn(app):
    scene = stud_decision_with_two_tips(app)
    first_seen: dict[str, int] = {}
    for frame in range(round(4 * HINT_HOLD / DT)):
        texts = drawn_texts(app)
        for tip in (COLOUR_MEANING, COMPLETE_MEANING):
            if tip in texts:
                first_seen.setdefault(tip, frame)
        app.frame([], DT)
    assert set(first_seen) == {COLOUR_MEANING, COMPLETE_MEANING}, first_seen  # both read, neither lost
    first, second = sorted(first_seen.values())  # (either may be due first)
    assert (second - first) * DT >= HINT_HOLD - DT, first_seen  # in turn: the second once the first is read
    assert scene.buttons is not None  # (all at your decision: their moment)


def test_tips_under_a_popup_wait_and_are_dropped_once_you_have_moved(app):
    scene = stud_decision_with_two_tips(app, covered=True)
    for _ in range(round(3 * HINT_HOLD / DT)):  # your decision, the log under the popup
        cover_log(scene)
        app.frame([], DT)
    said = [line for line in scene.model.log if is_hint(line)]
    assert said == [], said  # none said where nobody could read it (the table never held for one)
    assert {COLOUR_MEANING, COMPLETE_MEANING} <= {tip.line for tip in scene.director.tips.waiting}
    scene.choose(ActionKind.CALL)  # your move: their moment is over
    scene.model.popups.clear()
    for _ in range(round(3 * HINT_HOLD / DT)):
        settle(scene)
        app.frame([], DT)
    assert COLOUR_MEANING not in scene.model.log and COMPLETE_MEANING not in scene.model.log  # never late
