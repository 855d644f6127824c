"""A pot's result comes up as its chips go to the winner, on the TV and the phones (a host
play-test with three phones: the TV moved the chips to the winner and changed the score 1.5 to 2 s
before its "ANN WINS" came up, and the phones named the winner later still). The party TV's table
is played a frame at a time, and the moments the award's chips take off, the TV's result comes up
and the phones are sent the result are noted."""

from __future__ import annotations

import json

import pytest
from party_sweep import PHONE, guest_moves, open_party
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


def test_the_winners_plate_and_the_phones_result_and_ledger_change_as_the_tv_shows_the_result(
    app, monkeypatch
):
    """At a pot's result the TV's winner's plate says the new net at once (a play-test's said the
    old one under 'ANN WINS' until the chips were in), and the phone is sent the result and
    tonight's ledger in that frame, neither before nor after (they came as the chips landed)."""
    frame = [0]
    results: list[tuple[int, list]] = []  # the frame the TV's result came up, the plates' nets then
    phone: dict[str, list[int]] = {"hand_result": [], "ledger": []}  # the frames they were sent in

    def shown(scene, done):
        plain_show(scene, done)
        results.append((frame[0], [seat.net for seat in scene.model.seats]))

    plain_show = PartyTableScene.show_result
    monkeypatch.setattr(PartyTableScene, "show_result", shown)
    party, devices = open_party("baseball", 3)
    try:
        room = party.room
        plain_send = room.send_text

        def sent(client: int, body: str) -> None:
            kind = json.loads(body)["type"]
            if client == PHONE and kind in phone:
                phone[kind].append(frame[0])
            plain_send(client, body)

        monkeypatch.setattr(room, "send_text", sent)
        table_of(app, party, devices)
        phone["ledger"].clear()  # (sent as the guest sat down)
        while len(results) < 3 and frame[0] < 40000:
            guest_moves(party)
            frame[0] += 1
            app.frame([], STEP)
            if results and results[-1][0] == frame[0]:
                ends = [e for e in room.table.events if e.type == "hand_end"]
                final = [
                    balance - seat.since
                    for balance, seat in zip(ends[-1].balances, room.host.sitters, strict=True)
                ]
                assert results[-1][1] == final, (results[-1], final)
        assert len(results) == 3, results
        for kind, frames in phone.items():
            # the result's frame, or the next (the room hears the TV's progress at its next tick)
            assert [f for f in frames if f < results[-1][0] + 2] and all(
                any(0 <= f - tv <= 1 for tv, _ in results) for f in frames
            ), (kind, frames, [tv for tv, _ in results])
    finally:
        party.close()
