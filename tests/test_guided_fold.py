"""A fold in a guided hand: the guide keeps teaching (a newcomer's play-test folded the guided
Baseball hand on 5th street, as the pot-odds page's sums said, and never saw 6th street, the last
card dealt face down or the showdown). The hand plays on to its end with the guide's pages for what
is left, the folded player watching; a page about a decision of yours never comes after your fold."""

from __future__ import annotations

from fractions import Fraction

import test_guided
from test_guided import CLOSING_STOP, play_guide

from engine.actions import ActionKind
from engine.events import ActionTaken, Award, Showdown
from engine.profile import load_profile
from game.play.guide_script import GuideScript
from game.play.guided import MOMENTS
from game.play.session import HUMAN

BABE = 1


def test_folding_the_guided_baseball_hand_still_shows_the_last_streets_and_the_showdown(app, monkeypatch):
    scenes: list = []
    at_fold: list[int] = []  # the cards at Babe's seat while the fold's page is up
    read = test_guided.read_and_go_on

    def reading(app) -> None:
        scene = app.stack.scenes[-1]
        if getattr(scene, "line", "") and scene.script.told[-1] == "you_folded":
            at_fold.append(len(scene.model.seats[BABE].cards))
        read(app)

    monkeypatch.setattr(test_guided, "read_and_go_on", reading)
    stops = play_guide(app, "baseball", answer="fold", scenes=scenes)
    assert at_fold == [6]  # two down, 9, 4 and its bonus 6, 2: said before 6th street is dealt
    keys = [key for key, _ in stops]
    folded = keys.index("you_folded")
    assert keys[:folded] == list(MOMENTS["baseball"][: MOMENTS["baseball"].index("pot_odds") + 1])
    assert keys[folded:] == ["you_folded", "last_up", "last_down", "showdown", CLOSING_STOP]
    events = scenes[0].table.events
    assert any(isinstance(e, ActionTaken) and e.seat == HUMAN and e.action == "fold" for e in events)
    assert {e.seat for e in events if isinstance(e, Showdown)} == {1, 2}  # Babe and Casey, you watching
    assert [e.seat for e in events if isinstance(e, Award)] == [BABE]  # her full house, no split
    assert "folding" in stops[-1][1] and "the showdown" in stops[-1][1]  # the closing words say so


def test_after_your_fold_no_page_waits_for_a_decision_of_yours():
    """A bet after your fold is no bet for you to answer: its page (facing_bet, told only when the
    decision is yours) would wait for ever and hold back every page after it."""
    script = GuideScript(HUMAN)
    rules = load_profile("baseball")
    names = ["You", "Babe", "Casey"]
    fold = ActionTaken(seat=HUMAN, action=ActionKind.FOLD, amount=Fraction(0), level=Fraction(1))
    script.note(fold, [], rules, names)
    assert list(script.coming) == ["you_folded"]
    bet = ActionTaken(seat=BABE, action=ActionKind.BET, amount=Fraction(1), level=Fraction(1))
    script.note(bet, [fold], rules, names)
    assert list(script.coming) == ["you_folded"]
