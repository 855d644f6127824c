"""A guest who leaves mid-hand and is back at once, before the table has touched her seat, gets her
seat and her cards back as a reload keeps them (game.party.quick_return): a host play-test's guest
left holding a Straight to 6, tapped JOIN seconds later and read that it was played out for her.
Once the table has moved for her seat the hand is played out for her as before, and a name typed on
another phone is no proof of her."""

from __future__ import annotations

import random

from party_support import Party, played_for

from game.party.room import Timing


def left_before_her_turn(device: str = "anns-phone") -> tuple[Party, int]:
    """Ann (phone 1) starts a three-seat party and leaves as the first bot thinks (2 s a move):
    (the party, her seat)."""
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann", device=device)
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    legal = room.table.legal_actions()
    assert legal is not None and legal.seat != seat  # (the seed's first to act is a bot)
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    assert room.seat_cards()[seat].kind == "away"
    return party, seat


def her_cards(party: Party, seat: int) -> list[str]:
    return [str(card) for card in party.room.table.view(seat).hidden]


def sat_with_cards(party: Party, client: int, seat: int) -> bool:
    """`client` holds `seat` now, dealt into the pot in play, its face-down cards shown to it."""
    joined, state = party.last(client, "joined"), party.last(client, "state")
    you = state["you"] if state else None
    return (
        joined is not None
        and joined["seat"] == seat
        and not joined["waiting"]
        and you is not None
        and you.get("hidden") == her_cards(party, seat)
    )


def join(party: Party, client: int, device: str = "anns-phone") -> None:
    party.send(client, {"type": "join", "name": "Ann", "room": party.room.code, "device": device})


def test_back_at_once_from_the_phone_that_left_she_has_her_seat_and_cards_and_plays_her_turn():
    party, seat = left_before_her_turn()
    room = party.room
    token = party.tokens[1]
    party.tick(2.0)  # the bots move on: her turn has not come
    join(party, 1)
    assert sat_with_cards(party, 1, seat)
    assert party.tokens[1] == token  # the seat's token, as a reload keeps it
    assert room.seat_cards()[seat].kind == "guest" and not room.leaving and not room.kept_hands
    party.play_until(
        lambda: (turn := party.pending_turn()) is not None and turn[0] == 1, random.Random(3).choice
    )
    party.act(1, "fold")  # her own move, not the away rule's
    assert "not_your_turn" not in party.errors(1) and seat not in room.table.hand.live


def test_a_page_reloaded_after_leaving_takes_the_hand_back_with_join():
    party, seat = left_before_her_turn()
    old = party.tokens[1]
    party.room.disconnect(1)
    party.connect(7)
    party.send(7, {"type": "resume", "token": old})  # the reloaded page asks with the seat's old token
    assert party.last(7, "joined") is None  # it only says she left: leaving was on purpose
    join(party, 7, device="")  # (this page's JOIN proves her by the token it showed)
    assert sat_with_cards(party, 7, seat)


def test_a_fresh_page_on_her_phone_under_her_name_takes_it_back_and_another_phone_does_not():
    party, seat = left_before_her_turn()
    party.connect(2)
    join(party, 2, device="someone-elses-phone")  # her name, typed on another phone
    joined = party.last(2, "joined")
    assert joined is not None and joined["waiting"] and party.last(2, "state")["you"].get("hidden") is None
    party, seat = left_before_her_turn()
    party.connect(3)
    join(party, 3)  # her own phone's id, its seat token lost
    assert sat_with_cards(party, 3, seat)


def test_once_the_table_has_played_her_seat_the_hand_is_played_out_for_her():
    party, seat = left_before_her_turn()
    room = party.room
    table = room.table
    moved = len(table.decisions)
    party.play_until(lambda: any(a.seat == seat for a in table.decisions[moved:]), random.Random(3).choice)
    assert room.pot_being_played  # the pot goes on: only her seat was touched
    join(party, 1)
    joined = party.last(1, "joined")
    assert joined is not None and joined["seat"] == seat and joined["waiting"]
    assert not party.last(1, "state")["you"].get("hidden")


def test_a_guest_taken_off_by_the_host_and_let_back_in_does_not_take_the_hand_back():
    party, seat = left_before_her_turn()
    room = party.room
    join(party, 1)  # back at once: hers again
    assert sat_with_cards(party, 1, seat)
    room.controls.remove(seat)
    played_for(party, seat)  # the game went on (let back in before it, the hand is hers again:
    room.controls.readmit(room.removed[0])  # tests/test_party_let_back_in_same_pause.py)
    party.drain()
    join(party, 1)
    assert party.last(1, "joined")["waiting"]  # the host's word stands: played out for her
