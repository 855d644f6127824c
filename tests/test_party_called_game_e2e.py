"""Dealer's choice at a party with a pacing TV, seen on real phone pages (Debian's headless chromium
over loopback): when the TV shows a guest dealer's call, the other phone's header names the called
game before the TV has dealt (a play-test: about 10 s later, once the TV had dealt). The TV here is
the party TV's presenter (game.felt.table_player) stepped by the test, as PartyTableScene steps it.

Run with `python -m pytest -m e2e tests/test_party_called_game_e2e.py` (excluded from the default
run). Screenshots of both phones go to the test's tmp_path."""

from __future__ import annotations

import pytest
from browser_support import chromium
from tv_presenter import SteppedTvParty

pytestmark = pytest.mark.e2e


def test_the_other_phone_names_the_called_game_when_the_tv_shows_the_call(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))  # tonight's known guests: none of the user's
    stepped = SteppedTvParty("dealers-choice")
    model, until = stepped.model, stepped.until

    try:
        with chromium() as browser:
            contexts, ann, bo, dealer = stepped.two_at_the_call(browser, "seven-card-stud")
            other = bo if dealer is ann else ann
            assert other.text_content("#game") == "Dealer's Choice"
            dealer.click("#buttons [data-kind=seven-card-stud]")
            until(lambda: model.game_banner is not None, [ann, bo])  # the TV shows the call
            until(
                lambda: other.text_content("#game") == "Dealer's Choice: Seven-Card Stud",
                [ann, bo],
                seconds=1.0,
            )
            assert not any(seat.cards for seat in model.seats)  # the TV has dealt nothing yet
            assert "picks Seven-Card Stud" in other.text_content("#log")
            other.screenshot(path=str(tmp_path / "other_phone_at_the_call.png"))
            dealer.screenshot(path=str(tmp_path / "dealer_phone_at_the_call.png"))
            for context in contexts:
                context.close()
    finally:
        stepped.close()
