"""Words a newcomer could not read (newcomer play-test, issue 31): the coach's "33% 9 TO TURN" (9
what?) and, in Seven-Card Stud, "YOU HOLD MORE THAN THEY SHOW" (so what?); and the pause menu's
tips under it, the same two every time it opened."""

from itertools import pairwise
from types import SimpleNamespace

import pygame
from test_ui_support import key, press, run_until, table_scene

from engine.bots.to_beat import Why
from game.felt.coach import Coach, reasons
from game.felt.coach_why import COLUMNS, fits, pages
from game.screens.scenes.pause import TIP_SECONDS, PauseScene
from game.telling.glossary import glossary


def no_peek_view(left: int) -> SimpleNamespace:
    """Seat 0's No Peek view, another row leading, `left` cards in its pile and a card turned (an
    unturned pile is said as unseen: test_coach_says_your_pile_is_unseen)."""
    return SimpleNamespace(
        rules=SimpleNamespace(flow="no_peek"), lead=1, seat=0, down_counts=[left, 3], upcards=[["Ah"], []]
    )


def test_the_coach_says_what_the_cards_to_turn_are_in_words():
    coach = Coach()
    for left in range(1, 16):
        coach.reasons = reasons(no_peek_view(left))
        for percent in range(101):
            coach.chance, coach.note = percent / 100, ""
            lines = coach.line()[0].removeprefix("COACH: ").split("\n")
            assert all(len(line) <= COLUMNS for line in lines) and len(lines) <= 2, lines
            said = lines[-1].removeprefix(f"{percent}% ")
            assert said in (f"{left} LEFT TO TURN", f"{left} YET TO TURN"), (left, percent, lines)
    assert reasons(no_peek_view(9))[0] == "9 LEFT TO TURN"  # (the play-test's "33% 9 TO TURN")
    assert reasons(no_peek_view(0)) == []


def test_a_hand_ahead_of_every_hand_showing_is_said_as_what_it_means_for_you():
    said = pages(Why(ahead=True, hidden=3), ["YOU", "BABE", "CASEY"])
    assert said[0] == "YOU BEAT WHAT THEY SHOW" and "HOLD MORE" not in " ".join(said)
    assert all(fits(page) for page in said)


def tips_shown(app) -> list[list[tuple[str, str]]]:
    """The tips one opening of the pause menu shows: at once, then after TIP_SECONDS up."""
    press(app, key(pygame.K_ESCAPE), frames=2)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    shown = [pause.showing()]
    press(app, frames=int(TIP_SECONDS * 60) + 2)  # a while up: the next two
    shown.append(pause.showing())
    press(app, key(pygame.K_ESCAPE), frames=2)  # back to the table
    assert not isinstance(app.stack.top, PauseScene)
    return shown


def test_the_pause_menus_tips_go_round_every_word_never_the_same_two_running(app):
    """A newcomer's play-test saw the same two tips under the pause menu every time it opened."""
    scene = table_scene(app, "night-baseball", players=3, seed=5)
    run_until(app, lambda: scene.buttons is not None)
    words = glossary(scene.table.rules)
    shown = [pair for _ in range(len(words) // 4 + 1) for pair in tips_shown(app)]
    for last, now in pairwise(shown):  # within an opening and across them
        assert len(now) == 2 and not set(now) & set(last), (last, now)
    assert {tip for pair in shown for tip in pair} == set(words)  # every word in turn
    scene.leave()
