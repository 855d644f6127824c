"""A guest the host takes off and lets back in before the table has moved for their seat (both
from the host's menu, in one pause) is as if never taken off: their phone is seated again at once,
in their seat, with the cards of the pot in play, and plays its turn; the away rule never plays
for it (a host play-test's guest lost the hand and was told 'You are away, so the table checked
for you.' once the game went on). Let back in after the table has moved for the seat, the hand
stays played out for them, as before (tests/test_party_leaving_mid_hand.py)."""

from __future__ import annotations

from party_support import on_their_turn

from game.screens.party_host_questions import readmit_words


def test_taken_off_and_let_back_in_in_one_pause_keeps_the_seat_and_the_hand():
    party, seat, rng = on_their_turn("Ben")
    room = party.room
    hidden = [str(card) for card in room.table.view(seat).hidden]
    room.controls.menu_open(True)  # the host's menu: the party paused
    room.controls.remove(seat)
    asked = readmit_words(room, room.removed[0])  # LET BEN BACK? says what YES does
    assert asked == f"Their phone sits down in seat {seat + 1} again at once, with their hand in play."
    room.controls.readmit(room.removed[0])
    party.drain()
    room.controls.menu_open(False)  # GO ON WITH THE PARTY
    party.tick(1.0)  # a seat away is played for at once: the away rule would have played
    joined = party.last(1, "joined")
    assert joined is not None and joined["seat"] == seat and not joined["waiting"]
    assert party.last(1, "state")["you"].get("hidden") == hidden
    card = room.seat_cards()[seat]
    assert (card.name, card.kind, card.absence) == ("Ben", "guest", "")
    assert not room.leaving and not room.retaken and not room.host.sitters[seat].away
    client, turn = party.pending_turn()  # still their turn, on their phone
    assert client == 1 and turn["decision"]
    party.act(1, turn["options"][0]["kind"], turn["turn"])
    party.play_until(lambda: room.host.deals >= 2, rng.choice)
    notices = [m["message"] for m in party.inbox[1] if m["type"] == "notice"]
    assert not any(note.startswith("You are away") for note in notices), notices
    assert all(name != f"CPU {seat + 1}" for _, name, *_ in room.host.gone)  # no bot's spell


def test_let_back_in_once_the_table_played_for_the_seat_the_hand_stays_played_out():
    party, seat, _ = on_their_turn("Ben")
    room = party.room
    room.controls.remove(seat)
    party.tick(1.0)  # the game goes on: the away rule plays the seat's turn at once
    assert any(action.seat == seat for action in room.table.decisions[-1:])
    assert readmit_words(room, room.removed[0]).startswith("Their phone is told, and JOIN gives them seat")
    room.controls.readmit(room.removed[0])
    party.drain()
    assert party.last(1, "readmitted") is not None
    assert room.clients[1].seat is None  # JOIN sits them down: AWAY for the rest of the hand
