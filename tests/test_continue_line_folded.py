"""The title's CONTINUE line after a pot the human folded and quit part-way: what they put in is
said to be lost, not "already in this pot" (a newcomer who folded and quit read that as a stake
still theirs). Still in the pot, the line keeps saying what of the balance is in it."""

from __future__ import annotations

from fractions import Fraction

import pygame
from test_ui_support import key, press, table_scene

from engine.actions import ActionKind
from engine.money import mixed, signed_mixed
from game.play import resume
from game.play.session import HUMAN, direct_setup
from game.screens.scenes.title import TitleScene


def continue_line(scene) -> str:
    """The title's second line for the session as saved now (read back from its file)."""
    scene.saving.keep()
    scene.saving.saver.flush()
    saved, problems = resume.load()
    assert saved is not None and not problems
    return saved.describe().split("\n")[1]


def test_a_folded_pot_quit_part_way_says_what_was_put_in_is_lost(home, polished):
    scene = table_scene(polished, "seven-card-stud", players=3, seed=4)
    for _ in range(4000):
        legal = scene.table.legal_actions()
        if scene.buttons is not None and legal is not None and ActionKind.FOLD in legal.kinds:
            break
        if scene.buttons is not None:
            press(polished, key(pygame.K_RETURN))
        press(polished, frames=1, dt=0.02)
    in_pot = -scene.table.nets()[HUMAN]  # the first pot: all of the balance's loss is in it
    assert in_pot > 0
    assert (
        continue_line(scene)
        == f"You are at {signed_mixed(-in_pot)}, with {mixed(in_pot)} already in this pot."
    )
    press(polished, key(pygame.K_f))
    assert HUMAN not in scene.table.hand.live and not scene.table.between_hands  # the pot goes on
    assert continue_line(scene) == f"You are at {signed_mixed(-in_pot)}: you folded this pot."


def test_the_folded_line_leaves_the_title_two_lines_clear_of_its_cards(polished, monkeypatch):
    """The title has room for two CONTINUE lines over its menu: a third ran up over its cards ("you
    folded this pot, so the 1/2 you put in it is lost" took one)."""
    setup = direct_setup(polished.settings, "night-baseball", 4, 3)
    saved = resume.SavedSession(setup, [Fraction(-16)], 1, [-16, 7, 0, 0], now=Fraction(-33, 2), folded=True)
    monkeypatch.setattr(resume, "load", lambda: (saved, []))
    title = TitleScene(polished)
    polished.stack.reset(title)
    polished.stack.apply_requests()
    press(polished, key(pygame.K_RETURN))  # PRESS START: the menu, on CONTINUE
    assert title.continue_lines() == [
        "Night Baseball, 4 players: hand 2 of 8.",
        "You are at -16½: you folded this pot.",
    ]
