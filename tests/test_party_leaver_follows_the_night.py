"""A guest who left their seat mid-pot and keeps the page open is still one of the night's guests:
their phone gets the same ledger as every other (a host play-test's leaver's phone said 'G1:
Baseball 21:21, playing' after the host ended the party and the TV said 'ended after 2 pots'), and
the host's next party tells it its room code (the same leaver found the next party's ROOM CODE
box empty after JOIN THE NEXT PARTY)."""

from __future__ import annotations

import random

from party_support import Party

from engine.events import HandEnd
from game.party import known_guests
from game.party.known_guests import digest
from game.party.room import Timing

SLOW_DEALS = Timing(bot_delay=0.0, hand_pause=5.0)


def sam_left_mid_pot(pots: int) -> tuple[Party, int]:
    """Ann (phone 1) and Sam (phone 2) at a three-seat party; `pots` pots played out, the next one
    dealt, Sam leaves his seat in it: (the party, Sam's seat)."""
    party = Party(seats=3, timing=SLOW_DEALS, keep_ledger=True)
    room = party.room
    party.join(1, "Ann", device="anns-phone")
    party.join(2, "Sam", device="sams-phone")
    seat = party.last(2, "joined")["seat"]
    room.start()
    table = room.table
    ended = lambda: sum(isinstance(e, HandEnd) for e in table.events)  # noqa: E731
    party.play_until(lambda: ended() >= pots, random.Random(5).choice)
    for _ in range(100):  # the next pot dealt: Sam's ante is in it
        if not table.between_hands:
            break
        party.tick(0.5)
    assert room.hand_in_play
    party.send(2, {"type": "leave", "token": party.tokens[2]})
    assert party.last(2, "left") is not None and seat in room.leaving
    return party, seat


def test_a_guest_who_left_gets_the_ledger_the_others_get_when_the_host_ends_the_party(home):
    party, _ = sam_left_mid_pot(2)
    party.room.controls.end()
    party.drain()
    anns, sams = party.last(1, "ledger"), party.last(2, "ledger")
    assert anns["sessions"][-1]["over"] and anns["sessions"][-1]["ended"].startswith("ended after")
    assert sams["sessions"] == anns["sessions"]  # not 'playing'
    assert [line["total"] for line in sams["lines"]] == [line["total"] for line in anns["lines"]]
    assert [line["name"] for line in sams["lines"] if line["you"]] == ["Sam"]  # his own line still his


def test_a_guest_who_left_gets_each_pots_ledger_while_the_page_stays_open(home):
    party, _ = sam_left_mid_pot(1)
    room = party.room
    table = room.table
    sent = len(party.inbox[2])
    party.play_until(lambda: sum(isinstance(e, HandEnd) for e in table.events) >= 3, random.Random(6).choice)
    later = [m for m in party.inbox[2][sent:] if m["type"] == "ledger"]
    assert later and later[-1]["sessions"] == party.last(1, "ledger")["sessions"]
    assert later[-1]["sessions"][-1]["pots"] >= 3


def test_the_host_s_next_party_tells_a_guest_who_left_its_code(home, monkeypatch):
    monkeypatch.setattr(known_guests.KnownGuests, "this_run", frozenset())
    party, _ = sam_left_mid_pot(1)
    room = party.room
    sams = party.tokens[2]
    room.controls.end()
    known_guests.remember_seated(room)  # (as the TV and the headless host do as the party ends)
    assert digest(sams) in known_guests.tonights()
    again = Party(seats=3, seed=9)
    again.room.welcome_back = known_guests.tonights()
    again.connect(5)
    again.send(5, {"type": "resume", "token": sams})
    assert again.last(5, "next_party") == {**again.last(5, "next_party"), "room": again.room.code}
    assert not again.errors(5)
