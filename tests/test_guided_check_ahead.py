"""No Peek's AUTO-CHECK in a guided hand (GuidedTable, game.felt.check_ahead): its button is kept
from the guide's other pages, its own page (the first time it is offered) shows it and says what it
does, and A lights it there or after. Newcomers' play-tests: the button stood unexplained beside
the first page; then its page said "Press A: it lights up" with no button on the screen."""

from __future__ import annotations

import pygame
import pytest
from test_ui_check_ahead import said_lines
from test_ui_support import key, letter, press, run_until, settle

from engine.profile import load_profile
from game.felt.check_ahead import SAID_ON, STILL_ON
from game.platform.input import Input
from game.play.guided import CHECK_AHEAD, READ_PAUSE
from game.screens import openers
from game.telling.guide_words import WORDS


def to_its_page(app, scene) -> None:
    """Through the guide's pages (each read, then Enter) and your moves, to AUTO-CHECK's page."""
    for _frame in range(20000):
        if scene.telling(CHECK_AHEAD):
            return
        if scene.line:
            press(app, frames=int(READ_PAUSE * 60) + 2)
            press(app, key(pygame.K_RETURN))
        elif scene.buttons is not None:
            scene.choose(
                next(o.kind for o in scene.table.legal_actions().options if o.kind in ("check", "turn"))
            )
        app.frame([], 1 / 60)
        settle(scene)
    raise AssertionError("no AUTO-CHECK page")


# (Midnight's guide leaves AUTO-CHECK to Night's)
@pytest.mark.parametrize("profile_id", ["no-peek", "night-baseball"])
def test_check_ahead_is_told_before_its_button_shows_and_a_lights_it(app, profile_id):
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id)))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    run_until(app, lambda: bool(scene.line), dt=1 / 60)  # what the game is
    assert scene.ahead.menu is None  # (no button beside the words)
    to_its_page(app, scene)
    # it comes once it means something: the cards dealt, your first bet faced (a newcomer's
    # play-test met it in Midnight Baseball before a card was dealt)
    assert scene.script.told[:2] == ["start", "bet_unturned"], scene.script.told
    assert all(seat.cards for seat in scene.model.seats)
    # its own page shows its button: "A now lights it" is said with it on the screen (a
    # newcomer's play-test: told to press A before the button was there)
    assert scene.line == WORDS[CHECK_AHEAD] and scene.ahead.menu is not None
    assert scene.line.startswith("AUTO-CHECK (") and "[" not in scene.line and not scene.ahead.on
    # plainly what it does and what stays yours (a newcomer read "makes your free checks till you
    # lead" and "Turning cards stays yours" as cryptic)
    # ...and "till you press A again" as a riddle: how to put it out, named for keyboard and pad
    # ...and "A bet to you stays yours" as a riddle: it never calls, you choose
    assert "checks when nobody has bet, unless you lead." in scene.line
    assert "It never calls: when someone bets, you choose." in scene.line
    assert "To use it, press A (pad: Y) now; A again turns it off." in scene.line
    assert "You still turn your own cards" in scene.line
    version = scene.host.version
    # A on its page, as it says: it lights up and the page goes, no second key (a newcomer's
    # play-test pressed A, then Enter); the table plays on, the button still lit, nothing moved by it
    press(app, letter("a"), frames=1)
    assert scene.ahead.on and not scene.line and scene.host.version == version
    press(app, frames=2)
    assert scene.ahead.menu is not None and scene.ahead.on
    assert SAID_ON in list(scene.model.log)
    press(app, letter("a"), frames=2)  # and A after the page is taken too: off
    assert not scene.ahead.on


def test_at_large_a_on_the_first_of_its_pages_lights_it_and_turns_to_the_next(app):
    """At TEXT SIZE large AUTO-CHECK's words take two pages: A on the first lights it and turns the
    page, and A on the second, its page still, leaves it lit (it had put it out)."""
    app.settings.text_size = "large"
    app.push(openers.guided(profile_id="no-peek", rules=load_profile("no-peek")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    to_its_page(app, scene)
    assert scene.script.rest  # its first page of two
    over = scene.ahead.menu.rects[0].center
    scene.handle(Input("hover", pos=over))  # the mouse over its button: no press, the page stays
    assert scene.script.rest and not scene.ahead.on
    press(app, letter("a"), frames=1)
    assert scene.ahead.on and scene.line and not scene.script.rest
    press(app, letter("a"), frames=1)  # A again, on its second page: still lit, the page goes
    assert not scene.line and scene.ahead.on
    press(app, letter("a"), frames=1)  # after its pages, A puts it out as anywhere
    assert not scene.ahead.on


def test_a_guided_hand_that_puts_auto_check_off_never_says_it_is_on(app):
    """AUTO-CHECK set on at an earlier table: the guided hand puts it off for its page, and a
    newcomer's play-test read "Auto-check on: A turns it off" in its log over AUTO-CHECK OFF."""
    app.settings.auto_check = True
    app.push(openers.guided(profile_id="night-baseball", rules=load_profile("night-baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    said = said_lines(scene)
    to_its_page(app, scene)
    assert not scene.ahead.on and STILL_ON not in said, said
