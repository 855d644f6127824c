"""A guided hand's pages and the keys (game.screens.scenes.guided_table): a press that closes
a page never also plays for you; the first move after a page needs a press of its own.

A play-test: mashing Enter through the guided Midnight hand's pages also checked and turned
cards for the newcomer."""

from __future__ import annotations

import pygame
import pytest
from test_guided import guide_through_results, guide_until, to_the_hidden_four
from test_ui_support import click, key, letter, press, run_until, settle

from engine.actions import SessionDecision
from engine.events import ActionTaken
from engine.profile import load_profile
from game.felt.check_ahead import ASKED
from game.felt.guide_view import ARROWS_CHOOSE, ENTER_PICKS, ENTER_PRESSES, GUIDE_CORNER, GUIDE_KEYS
from game.platform.frame_log import FRAME
from game.platform.input import Input, InputMapper
from game.play.guided import CHECK_AHEAD, FIRST_MOVE_PAUSE, READ_PAUSE
from game.play.session import HUMAN
from game.screens import openers
from game.screens.scenes.guided_table import GUIDE_ASKS, PRESS_H, GuidedTable
from game.telling.guide_words import WORDS


def guide_up_to_a_page_before_your_turn(app, profile_id: str = "midnight-baseball") -> GuidedTable:
    """The guide, stopped at the first page whose closing brings up your buttons at once."""
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id)))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    assert isinstance(scene, GuidedTable)
    for _frame in range(20000):
        if scene.line and scene.table.actor == HUMAN and not scene.script.coming:
            press(app, frames=30, dt=0.05)  # what the words are about lands
            return scene
        if scene.line:
            scene.script.line = ""  # (this page is not the one: on, with no key)
        elif scene.buttons is not None:
            scene.choose(
                next(
                    o.kind for o in scene.table.legal_actions().options if o.kind in ("check", "call", "turn")
                )
            )
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError("no page came before your turn")


def test_enter_closes_the_page_and_does_not_act_for_you(app):
    scene = guide_up_to_a_page_before_your_turn(app)
    enter = key(pygame.K_RETURN)
    version = scene.host.version
    app.frame([enter, enter], 1 / 60)  # two presses in one frame: the page goes, nothing is played
    assert not scene.line
    for _ in range(12):  # ...and Enter mashed on, a press every few frames, the buttons coming up
        press(app, enter, frames=4, dt=1 / 60)
    assert scene.buttons is not None
    assert scene.host.version == version and scene.table.actor == HUMAN


@pytest.mark.parametrize("profile_id", ["baseball", "night-baseball", "midnight-baseball"])
def test_space_closes_the_page_before_your_first_decision_and_does_not_act(app, profile_id):
    """A newcomer's play-test: at the first decision, one Space both closed the guide's box and
    checked. The press that closes a page, read or held till it is, only closes it: the buttons come
    up and wait for a press of their own, in each guide a newcomer starts with."""
    scene = guide_up_to_a_page_before_your_turn(app, profile_id)
    version, space = scene.host.version, key(pygame.K_SPACE)
    press(app, space, frames=int(READ_PAUSE * 60) + 30)  # read: the page goes, nothing more
    assert not scene.line and scene.buttons is not None
    assert scene.host.version == version and scene.table.actor == HUMAN
    press(app, frames=int(FIRST_MOVE_PAUSE * 60) + 2)
    press(app, space)  # its own press: your move
    assert scene.host.version > version


def test_the_first_move_after_a_page_takes_its_own_press(app):
    """Its own: a second after the press that closed the page (one sooner was meant for the page,
    and waits the second out again), the buttons lit by then."""
    scene = guide_up_to_a_page_before_your_turn(app)
    version = scene.host.version
    press(app, key(pygame.K_RETURN))
    run_until(app, lambda: scene.buttons is not None, dt=1 / 60)
    press(app, frames=int(FIRST_MOVE_PAUSE * 60) + 2, dt=1 / 60)  # the buttons up half a second
    press(app, key(pygame.K_RETURN))  # ...but the page closed under a second ago: no move
    assert scene.host.version == version and not scene.buttons_take_keys
    run_until(app, lambda: scene.buttons_take_keys, dt=1 / 60)
    press(app, key(pygame.K_RETURN))  # a press of its own: your move
    assert scene.host.version > version and scene.buttons is None


def test_a_press_made_before_your_buttons_were_seen_is_no_move(app, monkeypatch):
    """A newcomer's play-test: the betting page closed, their plate lit with no buttons yet (the
    tip's estimate still coming on a busy machine), they pressed Enter to go on and the log said
    "You check", a choice never seen; once it bet for them, BET lit by the tip. A press while no
    buttons show does nothing, and none moves till the buttons have been up FIRST_MOVE_PAUSE: a
    press sooner was made before they were seen. Then a press of its own moves."""
    scene = guide_up_to_a_page_before_your_turn(app, "baseball")
    ready, held = GuidedTable.tip_ready, [True]
    monkeypatch.setattr(GuidedTable, "tip_ready", lambda table: not held[0] and ready(table))
    version, enter = scene.host.version, key(pygame.K_RETURN)
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, enter, frames=60)  # the page read and closed: your plate lit, the buttons held back
    assert not scene.line and scene.model.actor == HUMAN and scene.buttons is None
    press(app, enter, frames=int(READ_PAUSE * 60) + 2)  # pressed to go on: nothing to press
    held[0] = False
    run_until(app, lambda: scene.buttons is not None, dt=1 / 60)
    press(app, enter)  # the frame after they came: pressed before they were seen
    assert scene.host.version == version and scene.buttons is not None
    press(app, frames=int(FIRST_MOVE_PAUSE * 60) + 2)
    press(app, enter)  # its own press, the buttons seen: your move
    assert scene.host.version > version and scene.buttons is None


def test_a_page_read_slowly_never_sends_you_away(app):
    """A play-test: a guide page left up for over a minute, then closed, had the away rule play for
    the newcomer at once (AWAY, and after the pot the title and attract mode): the idle clock ran
    behind the page. A guided hand is read at the newcomer's pace: no turn in it times out."""
    app.settings.away_after = 5.0
    scene = guide_up_to_a_page_before_your_turn(app)
    version = scene.host.version
    press(app, frames=240, dt=0.05)  # 12 s of reading the page
    press(app, key(pygame.K_RETURN))
    press(app, frames=240, dt=0.05)  # and 12 s more over the buttons
    assert app.stack.top is scene and scene.buttons is not None
    assert scene.host.version == version and not scene.model.seats[HUMAN].away


def test_a_page_is_not_closed_by_keys_pressed_as_it_comes_up(app):
    """A newcomer's play-test: a key pressed during the guided Baseball deal went on past "Your
    first card is a four" as it came up, unread (and the closing words still said "you saw a hidden
    four"). Presses within READ_PAUSE of a page coming up, or of each other, leave it up; a press
    after a pause closes it."""
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    enter = key(pygame.K_RETURN)
    run_until(app, lambda: bool(scene.line), dt=1 / 60)  # what the game is, before the deal
    press(app, frames=60)
    press(app, enter)
    assert "Your first card is a four" not in scene.line
    for _ in range(400):  # Enter mashed through the deal, a press every tenth of a second
        press(app, enter, frames=6)
        if "Your first card is a four" in scene.line:
            break
    else:
        raise AssertionError("the hidden four's page never came")
    words = scene.line
    for _ in range(5):  # mashed on a little: the page has not been read
        press(app, enter, frames=6)
        assert scene.line == words
    press(app, frames=int(READ_PAUSE * 60) + 2)  # read
    press(app, enter)
    assert scene.line != words and "hidden_four" in scene.script.told


def test_any_key_goes_on(app):
    """ANY KEY: GO ON means any: a newcomer's play-test pressed keys that are no control (a full
    stop, F1, Shift, a pad's shoulder button) and the page stayed."""
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    pad_shoulder = pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=4)
    # (the first four pages come before your first move: start, hidden four, wild, betting)
    presses = [key(pygame.K_PERIOD), key(pygame.K_F1), key(pygame.K_LSHIFT), pad_shoulder]
    for event in presses:
        run_until(app, lambda: bool(scene.line), dt=1 / 60)
        words = scene.line
        press(app, frames=int(READ_PAUSE * 60) + 2)  # read
        press(app, event)
        assert scene.line != words, pygame.event.event_name(event.type)


def test_alt_alone_is_no_press():
    """Alt starts Alt+Enter (fullscreen): pressed on its own it turns no page."""
    assert InputMapper().translate(key(pygame.K_LALT)) == []
    assert InputMapper().translate(key(pygame.K_PERIOD)) == [Input("press")]


def test_the_press_that_closes_a_page_about_your_decision_never_checks_ahead(app):
    """A newcomer's play-test: with CHECK AHEAD lit, the Enter that closed "You are asked to bet
    before you have turned a card" was followed in the same frame by CHECK AHEAD's check, as if
    it had chosen at the table behind the box. The decision a page tells of waits for your own press,
    and the log says why AUTO-CHECK, lit, is not answering it (another saw it ON and was asked
    CHECK OR BET with nothing saying why)."""
    app.push(openers.guided(profile_id="night-baseball", rules=load_profile("night-baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    enter = key(pygame.K_RETURN)
    for _page in range(20):
        run_until(
            app, lambda: bool(scene.line) or (scene.ahead.menu is not None and not scene.ahead.on), dt=1 / 60
        )
        if not scene.line:  # lit at the table while others act, before its page (which comes later)
            press(app, letter("a"))
            continue
        if "bet_unturned" in scene.script.told:
            break
        press(app, frames=int(READ_PAUSE * 60) + 2)
        press(app, enter)
    else:
        raise AssertionError("no page about your bet")
    assert scene.ahead.on and scene.table.actor == HUMAN
    version = scene.host.version
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, enter, frames=30)  # the page read and closed: your buttons, and nothing chosen
    assert scene.host.version == version and scene.buttons is not None
    assert GUIDE_ASKS in list(scene.model.log) and "CHECK OR BET" in scene.prompt


@pytest.mark.parametrize("beat", [0.55, 0.8])
def test_enter_mashed_at_a_slower_beat_never_closes_the_page_it_comes_up_into(app, beat):
    """A newcomer's play-test still missed the hidden four's page: Enter pressed through the deal at
    a beat slower than half a second closed it within a beat of its coming up. Presses less than
    READ_PAUSE apart, before the page and on it, are one run of mashing: the page waits it out."""
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    enter, frames = key(pygame.K_RETURN), round(beat * 60)
    run_until(app, lambda: bool(scene.line), dt=1 / 60)  # what the game is
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, enter)
    for _ in range(100):  # Enter through the deal, one press a beat
        press(app, enter, frames=frames)
        if "Your first card is a four" in scene.line:
            break
    else:
        raise AssertionError("the hidden four's page never came")
    words = scene.line
    for _ in range(6):  # the beat goes on over the page: it stays
        press(app, enter, frames=frames)
        assert scene.line == words


@pytest.mark.parametrize("coach", [False, True])
def test_h_on_the_page_that_names_it_shows_the_coach_and_turns_the_page_without_a_move(app, coach):
    """The pot odds' page says "H shows the coach": a newcomer's play-test pressed H and the page
    only closed (457796a: a page's closing press never acts), the coach still off. The key a page
    names does what it says and turns the page; it chooses nothing at the table behind it, and any
    other key there still only turns the page. With the coach on already, H there leaves it on."""
    app.settings.coach = coach
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    for _frame in range(20000):
        if scene.line and PRESS_H in scene.script.page:
            break
        if scene.line:
            press(app, frames=int(READ_PAUSE * 60) + 2)
            press(app, letter("h"))  # a page that does not name H: H only turns it, the coach as it was
            assert app.settings.coach == coach
        elif scene.buttons is not None:
            press(app, frames=int(FIRST_MOVE_PAUSE * 60) + 2)
            scene.choose(
                next(o.kind for o in scene.table.legal_actions().options if o.kind in ("check", "call"))
            )
        app.frame([], 1 / 60)
        settle(scene)
    else:
        raise AssertionError("no page names H")
    assert scene.table.actor == HUMAN  # the page is about your call of Babe's bet
    version = scene.host.version
    press(app, letter("h"), frames=1)
    assert app.settings.coach and not scene.line and scene.host.version == version
    run_until(app, lambda: scene.buttons is not None, dt=1 / 60)
    assert scene.host.version == version and scene.table.actor == HUMAN  # your call waits for you


def test_the_keys_pages_name_are_in_their_words():
    """(The key a page names acts only where its words say so: reworded, the key would go quiet.)"""
    assert "press A (pad: Y) now" in WORDS[CHECK_AHEAD] and PRESS_H in WORDS["pot_odds"]


def test_a_lone_press_on_a_page_not_yet_read_is_held_and_turns_it_once_read(app):
    """A newcomer's play-test pressed once, a second after closing the page before, as the hidden
    four's page came up: nothing happened (g2 = g3), the key lost. A press that is no mashing (none
    within READ_PAUSE before it) is held: the page turns by itself once it has been up READ_PAUSE."""
    scene = to_the_hidden_four(app, pygame.K_SPACE)
    words = scene.line
    press(app, frames=int(READ_PAUSE * 30))  # half a second of the page, and a second since the last press
    press(app, key(pygame.K_SPACE))
    assert scene.line == words  # not read yet: the page stays...
    press(app, frames=int(READ_PAUSE * 30) + 2)
    assert scene.line != words and "hidden_four" in scene.script.told  # ...and goes once it is read


@pytest.mark.parametrize("profile_id", ["night-baseball", "midnight-baseball"])
def test_a_lone_press_once_the_buttons_come_up_late_are_seen_is_your_move(app, profile_id):
    """A newcomer's play-test: the key pressed about a second and a half after closing a page, as
    the buttons came up after cards still landing, often did nothing and had to be pressed again.
    A lone press is your move as soon as the buttons have been up FIRST_MOVE_PAUSE, not READ_PAUSE
    after the page; one 0 to 2 frames after they came was made before they were seen (a later
    newcomer's Enter, pressed to go on, checked and once bet for them): no move."""
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id)))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    assert isinstance(scene, GuidedTable)
    for _page in range(200):
        run_until(app, lambda: bool(scene.line) or scene.buttons is not None, dt=1 / 60)
        if not scene.line:  # (buttons with no page before them: play on)
            press(app, frames=int(FIRST_MOVE_PAUSE * 60) + 2)
            scene.choose(
                next(
                    o.kind for o in scene.table.legal_actions().options if o.kind in ("check", "call", "turn")
                )
            )
            continue
        press(app, frames=int(READ_PAUSE * 60) + 2)  # the page read
        press(app, key(pygame.K_RETURN))  # ...and closed
        waited = 0
        while not scene.line and scene.buttons is None and waited < 600:
            press(app)
            waited += 1
        if scene.buttons is not None and not scene.line and waited > (READ_PAUSE + 0.1) * 60:
            break
    else:
        raise AssertionError("no page closed with the buttons coming up a second later")
    version = scene.host.version
    press(app, key(pygame.K_RETURN), frames=2)  # one lone press, 0 to 2 frames after the buttons
    assert scene.host.version == version
    press(app, frames=int(FIRST_MOVE_PAUSE * 60))  # the buttons seen
    press(app, key(pygame.K_RETURN))
    assert scene.host.version > version


def test_a_bet_to_meet_after_a_page_is_left_to_you_auto_check_resting_in_stud(app):
    """AUTO-CHECK on (as a No Peek table left it), the Baseball guide's page about Babe's bet closed:
    the call is yours. AUTO-CHECK is No Peek's: in a stud pot it rests (f5bf1c8c,
    game.play.auto_check.Rests), so the log says nothing of it, neither the table's "Auto-check
    won't call: your move" nor the guide's own words for a check it holds back."""
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    guide_until(app, scene, lambda: scene.telling("facing_bet"), "Babe's bet")
    scene.ahead.on = True
    version = scene.host.version
    for _page in range(4):  # the bet's pages (and the pot odds'), read and closed
        if not scene.line:
            break
        press(app, frames=int(READ_PAUSE * 60) + 2)
        press(app, key(pygame.K_RETURN), frames=2)
    press(app, frames=30)
    assert scene.buttons is not None and scene.host.version == version and scene.table.actor == HUMAN
    assert scene.table.view(HUMAN).to_call > 0
    log = list(scene.model.log)
    assert ASKED not in log and GUIDE_ASKS not in log, log


def corner_says(app) -> list[str]:
    """The guide's corner lines drawn in the frame now (GUIDED HAND, what a press does, S)."""
    app.draw()
    return [
        item.text for item in FRAME.texts() if item.text in CORNER_WORDS or item.text.startswith("ENTER: ")
    ]


WAIT = "WAIT A MOMENT"  # said once in the unlit moment, beside YOUR TURN: both at once (a play-test)
CORNER_WORDS = {*GUIDE_CORNER, *GUIDE_KEYS, WAIT}


def your_last_move(scene: GuidedTable) -> str:
    """Your latest move at the table, as its button names it ("CHECK", "BET")."""
    moves = [e for e in scene.table.events if isinstance(e, ActionTaken) and e.seat == HUMAN]
    return str(moves[-1].action).upper()


@pytest.mark.parametrize("beat", [0.3, 0.6, 0.9])
def test_enter_pressed_again_to_read_on_never_moves_and_the_corner_says_what_enter_does(app, beat):
    """A newcomer's play-test: Enter turned the guide's page and, pressed again to read on, made a
    move (the buttons had been up half a second: the second Enter 0.6 s after the first checked).
    One rule, said in the guide's corner: a page up, any key goes on (ANY KEY: GO ON); after it your
    buttons come unlit, the corner saying no key (never WAIT A MOMENT: it is your turn), and no press
    within a second of the last moves; then the move Enter presses is lit and named (ENTER: CHECK),
    and Enter presses exactly it."""
    scene = guide_up_to_a_page_before_your_turn(app)
    assert GUIDE_KEYS[0] in corner_says(app)
    version, enter, frames = scene.host.version, key(pygame.K_RETURN), round(beat * 60)
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, enter)  # the page read and closed...
    assert not scene.line
    for _ in range(round(4 / beat)):  # ...and Enter pressed on to read on, a press a beat, 4 s
        press(app, enter, frames=frames)
        assert scene.host.version == version and scene.table.actor == HUMAN
        if scene.buttons is not None:
            assert not scene.buttons_take_keys
            assert corner_says(app) == [*GUIDE_CORNER], corner_says(app)
    assert scene.buttons is not None
    press(app, frames=int(READ_PAUSE * 60) + 2)  # the presses stopped: the buttons take keys
    lit = scene.buttons.current
    assert scene.buttons_take_keys and ENTER_PRESSES.format(lit.label) in corner_says(app)
    assert WAIT not in corner_says(app)
    press(app, enter)
    assert scene.host.version > version
    assert your_last_move(scene) == lit.label.split()[0]  # the move named was made


def test_a_click_on_a_button_moves_once_the_buttons_take_keys(app):
    """The mouse keeps the rule the keys keep: a click on a button while they wait (unlit, just
    after the page) moves nobody; once lit, a click on any button makes its move."""
    scene = guide_up_to_a_page_before_your_turn(app)
    version = scene.host.version
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, key(pygame.K_RETURN))
    run_until(app, lambda: scene.buttons is not None, dt=1 / 60)
    other = 1 - scene.buttons.selected  # (CHECK lit: BET 1 clicked)
    where = scene.buttons.rects[other].center
    press(app, click(where))
    assert scene.host.version == version and not scene.buttons_take_keys
    press(app, frames=int(READ_PAUSE * 60) + 2)
    label = scene.buttons.items[other].label
    press(app, click(where))
    assert scene.host.version > version
    assert your_last_move(scene) == label.split()[0]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_at_your_deal_the_corner_says_enter_picks_clear_of_the_list_of_games(app, size):
    """The Dealer's Choice guide's call: the list of games stands in the middle, its cursor the game
    Enter picks once moved (a bare Enter deals nothing there). The corner names the arrows till the
    cursor moves, then ENTER: PICK (nothing for the moment before: never WAIT A MOMENT at your
    turn), clear of the list at both TEXT SIZEs (the game's own name, "ENTER: MIDNIGHT BASEBALL",
    ran under its panel at large; "ENTER: PICK" over a list Enter did not pick from misled)."""
    app.settings.text_size = size
    app.push(openers.guided(profile_id="dealers-choice", rules=load_profile("dealers-choice")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]

    def at_your_call() -> bool:
        legal = scene.table.legal_actions()
        return scene.buttons is not None and legal.decision == SessionDecision.CHOOSE_GAME and not scene.line

    guide_through_results(app, scene, at_your_call, "your call")

    def corner_said() -> list[str]:
        said = []
        for _ in range(2):
            app.draw()
            lines = [item for item in FRAME.texts() if item.text in {WAIT, ENTER_PICKS, ARROWS_CHOOSE}]
            games = [item.rect for item in FRAME.items if item.kind == "panel"]
            assert games and not any(line.rect.colliderect(box) for line in lines for box in games)
            said += [line.text for line in lines]
            press(app, frames=int(READ_PAUSE * 60) + 2)
        return said

    before = corner_said()
    assert before and set(before) == {ARROWS_CHOOSE}, before
    said = []
    for _ in range(len(scene.buttons.items)):  # the cursor moved onto each game in turn
        press(app, key(pygame.K_DOWN))
        said += corner_said()
    assert said and set(said) == {ENTER_PICKS}, said
