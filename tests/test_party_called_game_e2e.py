"""Dealer's choice at a party with a pacing TV, seen on real phone pages (Debian's headless chromium
over loopback): when the TV shows a guest dealer's call, the other phone's header names the called
game before the TV has dealt (a play-test: about 10 s later, once the TV had dealt). The TV here is
the party TV's presenter (game.felt.table_player) stepped by the test, as PartyTableScene steps it.

Run with `python -m pytest -m e2e tests/test_party_called_game_e2e.py` (excluded from the default
run). Screenshots of both phones go to the test's tmp_path."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from browser_support import PHONE_PORTRAIT, chromium
from tv_presenter import paced_tv, tv_frame

from engine.profile import load_profile
from game.party.wire.tv import TvParty

pytestmark = pytest.mark.e2e

STEP = 0.05  # seconds a TV frame


def test_the_other_phone_names_the_called_game_when_the_tv_shows_the_call(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))  # tonight's known guests: none of the user's
    party = TvParty(
        load_profile("dealers-choice"), 2, 3, profile_id="dealers-choice", host="127.0.0.1", port=0
    )
    tv, model = paced_tv(party.room.n, party.cursor)
    party.open()

    def frame() -> None:
        party.pump()
        tv_frame(tv, STEP)
        party.room.tick()
        party.pump()

    def until(done: Callable[[], bool], pages: list, seconds: float = 20.0) -> None:
        end = time.monotonic() + seconds
        while not done():
            assert time.monotonic() < end, "not reached in time"
            frame()
            for page in pages:
                page.wait_for_timeout(STEP * 1000)

    try:
        with chromium() as browser:
            contexts = [browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True) for _ in range(2)]
            ann, bo = (context.new_page() for context in contexts)
            for page, name in ((ann, "Ann"), (bo, "Bo")):
                page.goto(party.url)
                until(lambda page=page: page.is_visible("#join"), [page])
                page.fill("#name", name)  # (browser_support.join_page waits with no TV frames)
                page.click("#sit")
                until(lambda page=page: page.is_visible("#lobby"), [page])
            until(lambda: ann.is_visible("#start"), [ann, bo])
            ann.click("#start")
            dealer = None

            def asked() -> bool:
                nonlocal dealer
                dealer = next(
                    (p for p in (ann, bo) if p.is_visible("#buttons [data-kind=seven-card-stud]")), None
                )
                return dealer is not None

            until(asked, [ann, bo])
            other = bo if dealer is ann else ann
            assert other.text_content("#game") == "Dealer's Choice"
            dealer.click("#buttons [data-kind=seven-card-stud]")
            until(lambda: model.game_banner is not None, [ann, bo])  # the TV shows the call
            until(lambda: other.text_content("#game") == "Seven-Card Stud", [ann, bo], seconds=1.0)
            assert not any(seat.cards for seat in model.seats)  # the TV has dealt nothing yet
            assert "calls Seven-Card Stud" in other.text_content("#log")
            other.screenshot(path=str(tmp_path / "other_phone_at_the_call.png"))
            dealer.screenshot(path=str(tmp_path / "dealer_phone_at_the_call.png"))
            for context in contexts:
                context.close()
    finally:
        party.close()
        party.thinker.shutdown(wait=False)
