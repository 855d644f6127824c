"""Dealer's choice at a party with a pacing TV, seen on real phone pages (Debian's headless chromium
over loopback): a dealer whose turn timer runs out has the game called by the away rule, and the
other phone's log says it as the TV's does, 'Baseball picked for Ann: time ran out' (issue 31: it
said 'Ann picks Baseball', no reason), while the dealer's own phone takes down its game buttons
and says 'Time ran out, so Baseball was picked for you.'. The TV is the party TV's presenter stepped by the test.

Run with `python -m pytest -m e2e tests/test_party_phone_picked_for_e2e.py`; screenshots go to the
test's tmp_path."""

from __future__ import annotations

import pytest
from browser_support import chromium
from tv_presenter import SteppedTvParty

from engine.events import PotGame
from game.party.room import Timing

pytestmark = pytest.mark.e2e


def test_the_other_phone_says_the_game_the_timer_picked_for_the_dealer_as_the_tv_does(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))  # tonight's known guests: none of the user's
    stepped = SteppedTvParty("dealers-choice")
    model, until, room = stepped.model, stepped.until, stepped.party.room
    room.timing = Timing(turn_seconds=2.0)
    try:
        with chromium() as browser:
            contexts, ann, bo, dealer = stepped.two_at_the_call(browser, "baseball")
            other = bo if dealer is ann else ann
            name = "Ann" if dealer is ann else "Bo"
            until(lambda: model.game_banner is not None, [ann, bo])  # nobody taps: the timer calls it
            game = next(event for event in room.table.events if isinstance(event, PotGame)).rules.name
            # the dealer's phone takes its game buttons down as the TV says PICKED FOR, and says what
            # was picked (a host play-test: a guest tapped SEVEN-CARD STUD on a list the timer had
            # made dead, the TV showing PICKED FOR ZOË: BASEBALL)
            until(lambda: dealer.is_hidden("#decide"), [ann, bo], seconds=1.0)
            assert not dealer.is_visible("#buttons")
            assert dealer.text_content("#notice") == f"Time ran out, so {game} was picked for you."
            # said once: the heading leaves the pick to the notice (a host play-test's phone said it
            # in both, 'Time ran out: Baseball was picked for you. The deal is next.' under it)
            until(lambda: dealer.text_content("#who") == "The deal is next.", [ann, bo], seconds=2.0)
            dealer.screenshot(path=str(tmp_path / "dealer_phone_at_the_timers_call.png"))
            said = f"{game} picked for {name}: time ran out"
            assert said in model.log, list(model.log)  # the TV's words
            until(lambda: said in other.text_content("#log"), [ann, bo], seconds=2.0)
            assert " picks " not in other.text_content("#log")
            other.screenshot(path=str(tmp_path / "other_phone_at_the_timers_call.png"))
            for context in contexts:
                context.close()
    finally:
        stepped.close()
