"""No Peek at the table: AUTO-CHECK answers the human's free checks before their turn, and a hand
beaten with its pile all turned says it can't win (a play-test at a five-seat Night Baseball table:
a hand took three to four minutes, most of it CHECK presses after every beat; and a player with no
cards left was offered CALL and RAISE with nothing saying the hand could not win).

Plain No Peek, three seats, you (seat 0) deal, the computer players check and call (a stacked pot):
Babe (1) turns Kc; Casey (2) turns Ks 2s, beating it; you turn 2d 4c 6s 8c Tc Qs and beat K-2 with
your last card, Kh; Babe's Ah then beats you, and your pile is empty."""

from __future__ import annotations

from fractions import Fraction

import pygame
from test_no_peek import piles
from test_ui_support import key, press, record_text, run_until, settle, table_scene

from engine.actions import ActionKind, FlowDecision, LegalActions, Option
from engine.cards import parse_cards
from engine.events import ActionTaken, Deal, RoundStart
from game.felt import layout
from game.felt.check_ahead import (
    ASKED,
    ASKED_AFTER_CHECK,
    CHECKED,
    LABEL,
    LEADS,
    OFF,
    ON,
    SAID_ON,
    CheckAhead,
)
from game.felt.pacing import HOLD
from game.platform.input import Button, Input
from game.platform.text import wrap
from game.telling.decision_words import dead_fold_words
from game.telling.hints import CHECK_AHEAD_MEANING

YOU = 0
DECK = piles(
    [1, 2, 0],
    {1: "Kc Ah 3d 3s 5h 9h Jh", 2: "Ks 2s 4d 7d 9d Jc Qd", 0: "2d 4c 6s 8c Tc Qs Kh"},
)


def no_peek(app):
    return table_scene(app, profile="no-peek", players=3, stacked=parse_cards(DECK), dealer=0)


def until_yours(app, scene, watch=lambda: None):
    """Frames until the table waits for you (your buttons up), calling `watch` after each."""
    for _ in range(20000):
        settle(scene)
        app.frame([], 0.05)
        watch()
        if scene.buttons is not None:
            return scene.table.legal_actions()
    raise AssertionError("your turn never came")


def your_checks(scene) -> list[int]:
    """The betting rounds of the pot you checked in, by number."""
    rounds, number = [], 0
    for event in scene.table.events:
        if isinstance(event, RoundStart):
            number = event.round
        elif isinstance(event, ActionTaken) and event.seat == YOU and event.action == "check":
            rounds.append(number)
    return rounds


def test_check_ahead_checks_for_you_without_buttons_until_your_cards_come(app):
    scene = no_peek(app)
    legal = until_yours(app, scene)  # the first round, opened by Babe's Kc
    assert legal.decision == FlowDecision.BET and scene.ahead.menu is None  # your buttons, not the toggle
    scene.choose(ActionKind.CHECK)
    for _ in range(3):  # while the others act, the toggle stands where your buttons do
        settle(scene)
        app.frame([], 0.05)
    assert scene.ahead.menu is not None and scene.ahead.menu.items[0].name == f"[A] {LABEL}"
    scene.handle(Input("key", key="a"))
    app.frame([], 0.05)
    assert scene.ahead.on and scene.model.log[-1] == SAID_ON
    offered: list[tuple[str, ...]] = []

    def watch() -> None:
        if scene.buttons is not None:
            offered.append(tuple(item.label for item in scene.buttons.items))

    legal = until_yours(app, scene, watch)
    # Casey's beat opened round 2: you checked in it at once, and your first buttons are your card's
    assert legal.decision == FlowDecision.TURN and offered[0] == ("TURN TO LEAD",)
    assert your_checks(scene) == [1, 2] and scene.ahead.on
    assert scene.ahead.menu is None  # your turn: your own buttons


def test_the_toggle_says_it_is_on_and_answers_a_pad_y_and_a_click(app, monkeypatch):
    scene = no_peek(app)
    until_yours(app, scene)
    scene.choose(ActionKind.CHECK)
    settle(scene)
    drawn = record_text(app, monkeypatch)
    app.frame([], 0.05)
    texts = [text for text, _ in drawn]
    assert "AUTO-CHECK" in texts and OFF == ("OFF",) and "OFF" in texts and ON[0] not in texts
    scene.handle(Input("button", button=Button.REPLAY))  # a pad's Y
    drawn.clear()
    app.frame([], 0.05)
    texts = [text for text, _ in drawn]
    # under it, what it does: every free check, your lead or not (a newcomer read TILL YOU LEAD)
    assert scene.ahead.on and ON == ("ON: CHECKS IF", "NO BET TO MEET") and set(ON) <= set(texts)
    assert "OFF" not in texts
    scene.handle(Input("click", pos=scene.ahead.menu.rects[0].center))
    drawn.clear()
    app.frame([], 0.05)
    texts = [text for text, _ in drawn]
    assert not scene.ahead.on and ON[0] not in texts and "OFF" in texts


def said_lines(scene) -> list[str]:
    """Every line the table's log is given from now on (the log itself keeps only the last few)."""
    said: list[str] = []
    log = scene.director.log

    def recorded(line: str) -> None:
        said.append(line)
        log(line)

    scene.director.log = recorded
    return said


def test_the_first_offer_at_a_table_says_what_check_ahead_does_and_turning_it_on_says_so(app):
    """A newcomer pressed A and thought it did nothing: the first time the toggle is offered the log
    says once what it does, and turning it on says what happens now."""
    scene = no_peek(app)
    said = said_lines(scene)
    for _ in range(4):
        until_yours(app, scene)
        assert said.count(CHECK_AHEAD_MEANING) == (1 if scene.ahead.introduced else 0)
        if scene.ahead.menu is None and not scene.ahead.on:
            scene.choose(ActionKind.CHECK)
            settle(scene)
            app.frame([], 0.05)
            if scene.ahead.menu is not None:
                break
    assert scene.ahead.menu is not None and said.count(CHECK_AHEAD_MEANING) == 1
    scene.handle(Input("key", key="a"))
    app.frame([], 0.05)
    assert said[-1] == SAID_ON == "Auto-check on: checks when nobody bets"  # (a newcomer: cryptic)
    assert wrap(SAID_ON, layout.NORMAL.log_columns) == ["Auto-check on: checks", "when nobody bets"]
    legal = until_yours(app, scene)
    scene.choose(ActionKind.TURN if legal.decision == FlowDecision.TURN else ActionKind.CHECK)
    until_yours(app, scene)
    assert said.count(CHECK_AHEAD_MEANING) == 1  # offered again since: said once


def test_with_hints_off_the_toggle_is_not_explained(app):
    app.settings.hints = False
    scene = no_peek(app)
    said = said_lines(scene)
    until_yours(app, scene)
    scene.choose(ActionKind.CHECK)
    settle(scene)
    app.frame([], 0.05)
    assert scene.ahead.menu is not None and CHECK_AHEAD_MEANING not in said


def test_a_bet_to_meet_is_yours_and_auto_check_stays_on_for_the_free_checks_after_it():
    ahead = CheckAhead()
    ahead.toggle()
    call = LegalActions(
        YOU, (Option(ActionKind.FOLD), Option(ActionKind.CALL, Fraction(1))), FlowDecision.BET
    )
    assert ahead.answer(call) is None and ahead.on and ahead.said == ASKED  # never calls or folds
    free = LegalActions(
        YOU, (Option(ActionKind.CHECK), Option(ActionKind.BET, Fraction(1))), FlowDecision.BET
    )
    assert ahead.answer(free) == ActionKind.CHECK and ahead.said == CHECKED and ahead.on


def test_a_bet_to_meet_asked_again_each_frame_is_said_once_a_decision():
    """The table asks again each frame while the coach's figure for your decision is awaited: the
    note is said once (a newcomer's log filled with "A bet after your check", the call before it
    pushed out); the next decision (the table's events grown) says it again."""
    ahead = CheckAhead()
    ahead.toggle()
    call = LegalActions(
        YOU, (Option(ActionKind.FOLD), Option(ActionKind.CALL, Fraction(1))), FlowDecision.BET
    )
    bet = ActionTaken(1, ActionKind.BET, Fraction(1), Fraction(1))
    said = []
    for _frame in range(5):
        assert ahead.answer(call, [RoundStart(2, 1), bet]) is None
        said.append(ahead.said)
        ahead.said = ""  # (taken by the table's offer)
    assert said == [ASKED, "", "", "", ""]
    raise_ = ActionTaken(2, ActionKind.RAISE, Fraction(2), Fraction(2))
    assert ahead.answer(call, [RoundStart(2, 1), bet, raise_]) is None and ahead.said == ASKED


def test_a_bet_after_your_check_says_you_checked_and_each_says_it_in_a_line_of_the_log():
    """A newcomer read "A bet to meet: your answer" as odd, and "Babe bets 1" under YOU LEAD as if
    Babe had opened: the round's opening check made for them had gone from the log. The bet left
    to them says, plainly, whether it came after their check in this round."""
    ahead = CheckAhead()
    ahead.toggle()
    call = LegalActions(
        YOU, (Option(ActionKind.FOLD), Option(ActionKind.CALL, Fraction(1))), FlowDecision.BET
    )
    checked = ActionTaken(YOU, ActionKind.CHECK, Fraction(0), Fraction(0))
    bet = ActionTaken(1, ActionKind.BET, Fraction(1), Fraction(1))
    assert ahead.answer(call, [RoundStart(2, YOU), checked, bet]) is None and ahead.said == ASKED_AFTER_CHECK
    # a check in the round before, or another seat's, is not yours in this one
    assert ahead.answer(call, [RoundStart(1, YOU), checked, RoundStart(2, 1), bet]) is None
    assert ahead.said == ASKED
    theirs = ActionTaken(2, ActionKind.CHECK, Fraction(0), Fraction(0))
    assert ahead.answer(call, [RoundStart(2, 1), theirs, bet]) is None and ahead.said == ASKED
    for said in (ASKED, ASKED_AFTER_CHECK):  # whole, or in fewer words where the log has one line
        assert len(wrap(said.split(": ")[0], layout.LOG_COLUMNS)) == 1, said


def play_the_pot(app, scene, said: list[str], asked: list[tuple[str, bool]]) -> None:
    """Frames to the pot's result, AUTO-CHECK turned on when first offered: each betting decision
    offered you since (its prompt, and whether your hand led) in `asked`; you turn, check or call."""
    while not scene.showing_result:
        settle(scene)
        app.frame([], 1 / 30)
        if scene.ahead.menu is not None and not said.count(SAID_ON):
            scene.handle(Input("key", key="a"))
        if scene.buttons is not None:
            legal = scene.table.legal_actions()
            if said.count(SAID_ON) and legal.decision == FlowDecision.BET:
                asked.append((scene.prompt, scene.table.view(YOU).lead == YOU))
            scene.choose(next(k for k in ("turn", "check", "call") if k in legal.kinds))


def test_with_auto_check_on_your_lead_is_handed_back_to_you_and_said_once(app):
    """A Hold'em newcomer's play-test had just taken the lead with four 8s and AUTO-CHECK checked it
    for them: the chance to bet was gone. Here (three seats, stacked) you turn it on, then take the
    lead with your last card, Kh: that round's free check is yours, CHECK OR BET asked with the log
    saying once why ("Auto-check: you lead, your move"); every check it made for you was made while
    another row led."""
    scene = no_peek(app)
    said = said_lines(scene)
    asked: list[tuple[str, bool]] = []
    led_at_a_check: list[bool] = []  # whether you led, at each check made for you

    def watch_checks() -> None:
        if said and said[-1] == CHECKED and len(led_at_a_check) < said.count(CHECKED):
            led_at_a_check.append(scene.table.view(YOU).lead == YOU)

    log = scene.director.log
    scene.director.log = lambda line: (log(line), watch_checks())
    play_the_pot(app, scene, said, asked)
    assert said.count(SAID_ON) == 1 and led_at_a_check and not any(led_at_a_check), led_at_a_check
    leading = [prompt for prompt, led in asked if led]
    assert leading and all("CHECK OR BET" in prompt for prompt in leading), asked
    assert said.count(LEADS) == len(leading), said  # once at each lead handed back
    assert all(led for prompt, led in asked if "CHECK OR BET" in prompt), asked
    assert scene.ahead.on


def test_a_free_check_while_you_lead_is_handed_back():
    ahead = CheckAhead()
    ahead.toggle()
    free = LegalActions(
        YOU, (Option(ActionKind.CHECK), Option(ActionKind.BET, Fraction(1))), FlowDecision.BET
    )
    assert ahead.answer(free, leads=True) is None and ahead.said == LEADS and ahead.on
    assert ahead.answer(free, leads=False) == ActionKind.CHECK and ahead.said == CHECKED
    assert len(wrap(LEADS.split(": ")[0], layout.LOG_COLUMNS)) == 1  # (its fewer words: a line)


def test_auto_check_on_asks_check_or_bet_only_at_your_lead_and_stays_on_into_the_next_pot(app):
    """A newcomer turned it on and was asked CHECK OR BET in a later round with nothing saying why,
    and found it off at every new pot ("I had to keep pressing A"). Five-seat No Peek (seed 3), the
    toggle pressed once: the bets you meet are yours (you call), every free check is made for you,
    said in the log at the first, but where your row leads (the bet yours to make, LEADS said), and it is still
    on in the next pot, making its free checks with no press."""
    scene = table_scene(app, profile="no-peek", players=5, seed=3)
    said = said_lines(scene)
    asked: list[tuple[str, bool]] = []
    play_the_pot(app, scene, said, asked)
    rounds = your_checks(scene)
    to_call = [prompt for prompt, _ in asked if "TO CALL" in prompt]
    leading = [prompt for prompt, led in asked if led and "TO CALL" not in prompt]
    assert said.count(SAID_ON) == 1 and to_call and len(to_call) + len(leading) == len(asked), asked
    assert said.count(LEADS) == len(leading)
    assert said.count(ASKED) + said.count(ASKED_AFTER_CHECK) == len(to_call)
    assert said.count(CHECKED) == 1 and len(rounds) >= 3  # said at its first check in the pot
    assert scene.ahead.on  # still on at the pot's end
    checked = said.count(CHECKED) + said.count(LEADS)  # (what it did with your free checks)
    run_until(app, lambda: app.stack.top is not scene)  # the result
    press(app, frames=120)
    press(app, key(pygame.K_RETURN))  # NEXT HAND
    run_until(app, lambda: scene.model.hand == 2)
    play_the_pot(app, scene, said, asked)
    assert scene.ahead.on and said.count(SAID_ON) == 1 and said.count(CHECKED) + said.count(LEADS) > checked
    assert all("TO CALL" in prompt or led for prompt, led in asked), asked


def test_a_hand_beaten_with_its_pile_turned_is_checked_for_you(app):
    """Babe's A-K beats your K-Q-T-8-6 with your pile turned: the host checks the hand that cannot
    win for you (a guided hand's and the table's T are one since bb15401d: a stacked pot, as the
    guide's, makes the dead move too), the log says so, and no button comes up for it."""
    scene = no_peek(app)
    offered_dead = []
    for _ in range(20000):
        settle(scene)
        app.frame([], 0.05)
        if dead_fold_words(None, ActionKind.CHECK) in scene.model.log:
            break
        if scene.buttons is not None:
            legal = scene.table.legal_actions()
            offered_dead += [legal] if scene.table.view(YOU).cannot_win(YOU) else []
            scene.choose(ActionKind.TURN if legal.decision == FlowDecision.TURN else ActionKind.CHECK)
    else:
        raise AssertionError("your beaten hand was never checked for you")
    view = scene.table.view(YOU)
    assert view.lead == 1 and view.down_counts[YOU] == 0  # Babe's A-K beats your K-Q-T-8-6, turned
    assert offered_dead == []


def test_the_piles_are_dealt_quicker_than_cards_that_show(app, monkeypatch):
    """No Peek's deal is all backs: nothing new to see per card, so each holds less than a stud card
    (21 cards here; a five-seat Night hand deals 45)."""
    scene = no_peek(app)
    holds: list[float] = []
    play = scene.director.play

    def timed(fact):
        hold = play(fact)
        if isinstance(fact, Deal):
            holds.append(hold)
        return hold

    monkeypatch.setattr(scene.director, "play", timed)
    until_yours(app, scene)
    assert len(holds) == 21 and set(holds) == {HOLD["pile_deal"]} and HOLD["pile_deal"] < HOLD["deal"] / 2


def test_check_ahead_is_not_offered_once_your_seat_is_out(app):
    """A newcomer saw [A] CHECK AHEAD beside their own OUT: BEATEN: Night Baseball, five seats (seed
    3), you turning, checking and calling: once your seat shows out (or folded) the button is gone
    for the rest of the pot; before that it was offered."""
    scene = table_scene(app, profile="night-baseball", players=5, seed=3)
    offered_in, offered_out, out_frames = 0, 0, 0
    for _ in range(30 * 200):
        settle(scene)
        app.frame([], 1 / 30)
        if scene.showing_result:
            break
        seat = scene.model.seats[YOU]
        if seat.out or seat.folded:
            out_frames += 1
            offered_out += scene.ahead.menu is not None
        else:
            offered_in += scene.ahead.menu is not None
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("turn", "check", "call", "pay", "decline") if k in kinds))
    assert out_frames > 0 and offered_in > 0  # you were beaten this pot, and offered it before
    assert offered_out == 0, offered_out


def test_a_with_check_or_bet_before_you_turns_auto_check_on_and_checks(app):
    """A newcomer asked TURN LATER: CHECK OR BET pressed A and waited: nothing happened."""
    scene = no_peek(app)
    legal = until_yours(app, scene)
    assert ActionKind.CHECK in legal.kinds and not scene.ahead.on
    checks = len(your_checks(scene))
    press(app, key(pygame.K_a))
    assert scene.ahead.on and scene.buttons is None
    assert len(your_checks(scene)) == checks + 1
