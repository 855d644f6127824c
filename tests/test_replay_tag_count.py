"""The replay's tag counts its steps in words, 'STEP 12 OF 40': a newcomer read '12/40' (and the
chart's 'WORDS 1/3') as fractions, at a table where '+4 1/2' is money."""

from __future__ import annotations

from types import SimpleNamespace

from game.screens.scenes.replay import ReplayScene


def test_the_replays_tag_says_its_step_of_how_many():
    tape = SimpleNamespace(session=2, hand=5)
    other = SimpleNamespace(session=1, hand=1)
    replayer = SimpleNamespace(step=12, stops=[None] * 40)
    one_game = SimpleNamespace(tapes=[tape], tape=tape, replayer=replayer)
    assert ReplayScene.tag(one_game) == "REPLAY POT 5, STEP 12 OF 40"  # type: ignore[arg-type]
    two_games = SimpleNamespace(tapes=[other, tape], tape=tape, replayer=replayer)
    assert ReplayScene.tag(two_games) == "REPLAY GAME 2 POT 5, STEP 12 OF 40"  # type: ignore[arg-type]
