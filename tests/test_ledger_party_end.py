"""END THE PARTY records the session in play in tonight's ledger, however few of its pots ended, and
the TV, the phones and the night read back at the next party say it in one form. A host play-test:
after the first party the TV's ledger had no line for the session just ended (the phones said
'ended after 2 pots'), and a phone later said '2 pots' for the same session."""

from __future__ import annotations

import random

import pytest
from party_support import Party
from test_ledger_party import night, pots_ended

from game.felt import ledger_view
from game.party.room import Timing
from game.play import ledger_file

QUICK = Timing(bot_delay=0.0, hand_pause=0.0)
# the pot in play when the host ended it went back: said on the TV and the phones alike (a host
# play-test's phone left it out of 'ended after 2 hands'); none played, everyone's net is 0
WORDS = {
    0: "ended before a hand was played out",
    1: "ended after 1 hand, pot in play went back",
    3: "ended after 3 hands, pot in play went back",
}


def ended_with(pots: int, seed: int = 2) -> Party:
    """A party whose guest Ann played until `pots` pots ended and the next is in play, then ended."""
    party = Party(seats=3, timing=QUICK, keep_ledger=True, seed=seed)
    party.join(1, "Ann", device="anns-phone")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: party.room.hand_in_play and pots_ended(party) >= pots, random.Random(2).choice)
    table = party.room.table
    assert table is not None and pots_ended(party) == pots and not table.is_over
    party.room.controls.end()
    party.drain()
    return party


def games_said(message: dict) -> list[str]:
    return [session["ended"] for session in message["sessions"]]


@pytest.mark.parametrize("pots", sorted(WORDS))
def test_the_session_ended_is_in_the_ledger_and_said_alike_on_tv_and_phone(home, pots):
    party = ended_with(pots)
    ledger = night(party)
    assert len(ledger.sessions) == 1
    session = ledger.sessions[0]
    assert session.cut_short and session.over and session.pots == pots
    assert session.ended == WORDS[pots]
    if not pots:  # nothing changed hands: everyone who sat at it is on it at 0
        assert {net for _, net in session.nets} == {0} and len(session.nets) == 3
    assert ledger_view.cut_notes(ledger, range(1)) == [f"GAME 1: {WORDS[pots].upper()}"]
    assert ledger_file.load(ledger.night)[0] == ledger  # on disk, as the Hall of Fame's night reads it
    inbox = party.inbox[1]
    over = next(i for i, m in enumerate(inbox) if m["type"] == "party_over")
    sent = [m for m in inbox[:over] if m["type"] == "ledger"]
    assert sent and games_said(sent[-1]) == [WORDS[pots]]  # the phone is told before the party's end


def test_a_later_party_tells_the_phones_the_same_words(home):
    party = ended_with(3)
    again = Party(seats=3, timing=QUICK, keep_ledger=True, seed=4)
    again.join(1, "Ann", device="anns-phone")
    message = again.last(1, "ledger")
    assert message is not None and games_said(message) == [WORDS[3]]
    assert message["sessions"][0]["pots"] == night(party).sessions[0].pots


def test_a_session_played_out_or_playing_says_nothing_of_an_end(home):
    party = Party(seats=3, timing=QUICK, keep_ledger=True)
    party.join(1, "Ann", device="anns-phone")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: party.last(1, "ledger") is not None, random.Random(2).choice)
    assert games_said(party.last(1, "ledger")) == [""]
    assert night(party).sessions[0].ended == "" and ledger_view.cut_notes(night(party), range(1)) == []


def test_a_game_ended_after_the_pot_is_marked_as_one_the_party_ended(home):
    """END THIS GAME AFTER THE POT ends a session early too: a host play-test's ledger marked the
    one END THE PARTY cut ('ENDED AFTER 3 HANDS') and said nothing of this one, over after 3 of 8."""
    party = Party(seats=3, timing=QUICK, keep_ledger=True, seed=2)
    party.join(1, "Ann", device="anns-phone")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    choose = random.Random(2).choice
    party.play_until(lambda: party.room.hand_in_play and pots_ended(party) >= 2, choose)
    party.room.controls.end_after_pot()  # the third pot, in play, is the last
    party.play_until(lambda: any(session.over for session in night(party).sessions), choose)
    party.drain()
    ledger = night(party)
    session = ledger.sessions[0]
    assert session.over and session.cut_short and not session.pot_back and session.pots == 3
    assert session.ended == "ended after 3 hands"  # the pot was paid: none went back
    assert ledger_view.cut_notes(ledger, range(1)) == ["GAME 1: ENDED AFTER 3 HANDS"]
    assert ledger_file.load(ledger.night)[0] == ledger  # the saved ledger says it too
    message = party.last(1, "ledger")
    assert message is not None and games_said(message) == ["ended after 3 hands"]  # and the phones
