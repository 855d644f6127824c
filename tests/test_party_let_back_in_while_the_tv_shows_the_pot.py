"""A guest taken off and let back in within one pause keeps the hand they held while the TV still
shows a pot the host has already paid (its last move made as the host paused): the room took that
hand for over, and a host play-test's guest was told 'The hand in play is played out for you: your
cards come with the next deal.', his phone without his cards, the TV showing his flush after. The
party TV driven headless (tests/party_sweep.py); the phone's browser run is the _e2e twin."""

from __future__ import annotations

import pytest
from party_sweep import PHONE, frames_until, open_party, phone_sent
from test_party_tv_host import table_of

from game.play.host_facts import PotDone
from game.screens.party_host_questions import readmit_words

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_let_back_in_as_the_tv_shows_a_paid_pot_the_guest_has_the_seat_and_the_hand(app):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        sent = phone_sent(party)  # what the guest's phone is sent
        table_of(app, party, devices)
        seat = room.clients[PHONE].seat
        assert seat is not None

        def paid_not_shown() -> bool:
            done = [at for at, fact in enumerate(room.host.stream) if isinstance(fact, PotDone)]
            return bool(done) and done[-1] >= party.cursor.shown and seat in room.table.hand.live

        frames_until(app, party, paid_not_shown)
        assert not room.pot_being_played
        hidden = [m for m in sent if m["type"] == "state"][-1]["you"]["hidden"]
        room.controls.menu_open(True)  # the host's menu: TAKE A GUEST OFF, then LET A GUEST BACK IN
        room.controls.remove(seat)
        asked = readmit_words(room, room.removed[0])
        assert asked == f"Their phone sits down in seat {seat + 1} again at once, with their hand in play."
        sent.clear()
        room.controls.readmit(room.removed[0])
        joined = [m for m in sent if m["type"] == "joined"]
        assert joined and joined[-1]["seat"] == seat and not joined[-1]["waiting"]
        assert [m for m in sent if m["type"] == "state"][-1]["you"]["hidden"] == hidden  # their cards
        assert room.clients[PHONE].seat == seat and not room.leaving and not room.retaken
    finally:
        party.close()
