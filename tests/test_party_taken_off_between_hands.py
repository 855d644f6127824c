"""A guest the host takes off between hands, the last pot over and its result on the TV, is told
what is true then: no hand of theirs is in play, and the bot plays their seat from the next deal (a
host play-test's guest, taken off at a result, read "your hand in play is played out for you")."""

from __future__ import annotations

import random

from party_support import Party, on_their_turn

from game.party.room import Timing


def test_taken_off_while_the_tv_shows_the_last_pots_result_the_phone_hears_no_hand_in_play():
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0))
    room = party.room
    tv = room.host.attach(None, paces=True)  # as the TV's room: it shows each move, then the result
    party.join(1, "Ravi")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(3)
    table = room.table
    for _ in range(5000):
        if table.is_over or table.between_hands:
            break
        pending = party.pending_turn()
        if pending is not None:
            client, turn = pending
            party.act(client, rng.choice(turn["options"])["kind"], turn["turn"])
        tv.take()
        tv.shown, tv.holding = tv.taken, False
        party.tick(0.1)
    assert table.is_over or table.between_hands
    assert room.hand_in_play and not room.pot_being_played  # the TV still shows the pot: its result
    room.controls.remove(seat)
    party.tick()
    said = party.last(1, "removed")["message"]
    assert "played out" not in said and "hand in play" not in said, said
    assert said == "a bot plays your seat from the next deal"


def test_taken_off_mid_hand_the_phone_hears_its_hand_is_played_out():
    party, seat, _ = on_their_turn("Ravi")
    room = party.room
    assert room.pot_being_played
    room.controls.remove(seat)
    party.tick()
    said = party.last(1, "removed")["message"]
    assert said == "your hand in play is played out for you (check, else fold), then a bot plays your seat"
