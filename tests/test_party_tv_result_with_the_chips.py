"""A pot's result comes up as its chips go to the winner, on the TV and the phones (a host
play-test with three phones: the TV moved the chips to the winner and changed the score 1.5 to 2 s
before its "ANN WINS" came up, and the phones named the winner later still). The party TV's table
is played a frame at a time, and the moments the award's chips take off, the TV's result comes up
and the phones are sent the result are noted."""

from __future__ import annotations

import pytest
from party_sweep import guest_moves, open_party
from test_party_tv_host import table_of

from game.felt.director import Director
from game.party.phones import Phones
from game.screens.scenes.party import PartyTableScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

STEP = 0.02  # seconds a TV frame
CHIPS_LAND = 0.8  # an award's chips are with the winner by then (game.felt.pacing: CHIP_FLIGHT, AWARD_SPREAD)


def test_the_result_comes_up_with_the_winners_chips_on_the_tv_and_the_phones(app, monkeypatch, shots):
    now = [0.0]
    seen: dict[str, list[float]] = {"award": [], "tv": [], "phones": []}

    def noted(name: str, plain):
        def note(self, *args):
            if name != "award" or not seen["award"] or seen["award"][-1] < now[0]:  # a split's first
                seen[name].append(now[0])
            return plain(self, *args)

        return note

    monkeypatch.setattr(Director, "on_award", noted("award", Director.on_award))
    monkeypatch.setattr(PartyTableScene, "show_result", noted("tv", PartyTableScene.show_result))
    monkeypatch.setattr(Phones, "pot_done", noted("phones", Phones.pot_done))
    party, devices = open_party("baseball", 3)
    try:
        table_of(app, party, devices)
        for _ in range(40000):
            guest_moves(party)
            app.frame([], STEP)
            now[0] += STEP
            if len(seen["tv"]) == 1 and now[0] - seen["tv"][0] < STEP * 1.5:
                shots(app, "result_with_the_chips")  # the result up, the chips on their way under it
            if len(seen["phones"]) >= 3:
                break
        pots = list(zip(seen["award"], seen["tv"], seen["phones"], strict=False))
        assert len(pots) >= 3, seen
        for award, tv, phones in pots:
            assert 0 <= tv - award <= 2 * STEP, pots  # the TV's result with the chips taking off
            assert 0 <= phones - award <= CHIPS_LAND, pots  # the phones' once the chips are in
    finally:
        party.close()
