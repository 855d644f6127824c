"""The end-of-night ledger page when the night is bigger than the page (host play-test: "AND 2
MORE" hid the biggest losers with two rows of space empty; with 4 sessions session 1 was dropped
and "DEALER'S CHOICE" headed as "DEALER'…"): every line the page has room for is used, Up/Down
scroll the people's lines past the menu's ends, Left/Right the sessions; after SAVE AS CSV the
cursor is on DONE, and moving passes over the greyed item. Screenshots go to the test's tmp_path."""

from __future__ import annotations

from fractions import Fraction

import pygame
from frame_checks import frame_problems
from party_sweep import settled
from test_ui_support import key, press

from game.felt import ledger_view
from game.platform.frame_log import FRAME
from game.play.ledger import Ledger, Person, session_nets
from game.screens import openers
from game.screens.scenes.ledger import LedgerScene

NIGHT = "2026-12-02"
GAMES = ("Baseball", "Baseball", "Midnight Baseball", "Dealer's Choice")


def big_night(people: int) -> Ledger:
    """`people` guests and bots over four sessions, the last line (a bot, the biggest loser: the
    people come first) named LAST."""
    crowd = [Person(f"local:p{n}", f"P{n}", n % 3 == 0) for n in range(people - 1)]
    crowd.append(Person("local:last", "LAST", True))
    sessions = []
    for number, game in enumerate(GAMES):
        nets = [(person.key, Fraction(people - 2 * n)) for n, person in enumerate(crowd[:-1])]
        nets.append((crowd[-1].key, -sum((net for _, net in nets), Fraction(0))))
        sessions.append(session_nets(f"s{number}", game, f"{NIGHT}T2{number}:00", 8, True, nets))
    return Ledger(NIGHT, tuple(crowd), tuple(sessions))


def words() -> list[str]:
    return [item.text for item in FRAME.texts()]


def test_the_end_of_night_ledger_scrolls_its_lines_and_sessions_and_saves_onto_done(app, shots):
    ledger = big_night(12)
    app.push(openers.ledger(ledger=ledger, ending=True))
    app.frame([], 0.02)
    page = app.stack.top
    assert isinstance(page, LedgerScene)
    shown = words()
    assert "DEALER'S" in shown and not any("\u2026" in word for word in shown)
    assert "LAST" not in shown and "MORE: UP/DOWN" in " ".join(shown)
    assert frame_problems("big ledger") == []
    shots(app, "tv-ledger-big-top")
    names = {line.shown.upper() for line in ledger.lines()}
    seen = {word for word in shown if word in names}
    assert len(seen) == page.rows == ledger_view.rows_between(ledger_view.TOP, 440)  # (over the menu at 446)
    press(app, key(pygame.K_DOWN))  # SAVE AS CSV to DONE first
    assert page.menu.current.label == "DONE"
    for _ in range(len(names)):  # then the lines, down to the last one
        press(app, key(pygame.K_DOWN))
        seen |= {word for word in words() if word in names}
    assert seen == names and "LAST" in words()
    shots(app, "tv-ledger-big-bottom")
    # the sessions: the latest three, and session 1 with Left
    assert "20:00" not in words() and "GAMES 2-4 OF 4: LEFT/RIGHT" in " ".join(words())
    press(app, key(pygame.K_LEFT))
    assert "20:00" in words() and "23:00" not in words()
    shots(app, "tv-ledger-big-session-1")
    press(app, key(pygame.K_RIGHT))
    assert "23:00" in words()
    # saved: the cursor is on DONE, Up passes over the greyed SAVE AS CSV and scrolls the lines
    page.menu.selected = 0
    settled(app, page.settle)  # the page read: Enter chooses (game.screens.press_settle)
    press(app, key(pygame.K_RETURN))
    assert page.said and not page.menu.items[0].enabled
    assert page.menu.current.label == "DONE"
    press(app, key(pygame.K_UP))
    assert page.menu.current.label == "DONE"
    press(app, key(pygame.K_DOWN))
    assert page.menu.current.label == "DONE"
    assert frame_problems("big ledger, saved") == []
    shots(app, "tv-ledger-big-saved")
    press(app, key(pygame.K_RETURN))
    assert not isinstance(app.stack.top, LedgerScene)


def test_a_night_that_fits_shows_every_line_with_the_file_named_under_it(app, shots):
    """Eight people with the saved file's two lines: all eight shown, no AND MORE (tv-83)."""
    ledger = big_night(8)
    app.push(openers.ledger(ledger=ledger, ending=True))
    app.frame([], 0.02)
    page = app.stack.top
    settled(app, page.settle)
    press(app, key(pygame.K_RETURN))
    assert page.said
    shown = words()
    assert {line.shown.upper() for line in ledger.lines()} <= set(shown)
    assert not any("MORE" in word for word in shown)
    assert frame_problems("ledger of eight, saved") == []
    shots(app, "tv-ledger-eight-saved")
