"""Who holds a seat, and when: seats change hands only between hands, names are unique, the captain
is someone with a phone here, nobody waits for ever on a silent phone, and the host's controls
(pause, remove a guest, lock the room)."""

from __future__ import annotations

import random

from party_support import Party

from game.party.room import Timing


def started(guests: int = 2, **kw) -> Party:
    party = Party(**kw)
    for client in range(1, guests + 1):
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    return party


def hidden_cards_seen(party: Party, client: int, since: int) -> list[list[str]]:
    return [
        m["you"]["hidden"]
        for m in party.inbox[client][since:]
        if m["type"] == "state" and isinstance(m.get("you"), dict) and "hidden" in m["you"]
    ]


def cards_in(message: dict) -> list[str]:
    """Every card a message names: a seat's hidden cards, face-up cards, a decision's card."""
    you = message.get("you")
    cards = list(you.get("hidden", [])) if isinstance(you, dict) else []
    for player in message.get("players", []):
        cards += player.get("up", [])
    if message.get("card"):
        cards.append(message["card"])
    return cards


def until_hand_ends(party: Party, rng: random.Random) -> None:
    party.play_hands(sum(1 for m in party.inbox[1] if m["type"] == "hand_result") + 1, rng)


def test_a_guest_who_hops_to_a_bots_seat_mid_hand_sees_none_of_its_cards_until_the_next_hand():
    party = started()
    room = party.room
    assert room.hand_in_play
    hand = room.table.hands_played
    bot_cards = [str(card) for card in room.table.hand.cards[2].down]
    party.send(2, {"type": "leave", "token": party.tokens[2]})
    mark = len(party.inbox[2])
    party.send(2, {"type": "join", "name": "Hopper", "room": room.code, "seat": 2})
    assert party.last(2, "joined")["waiting"] and room.guests[2] is None  # the bot still plays it
    party.send(2, {"type": "join", "name": "Again", "room": room.code, "seat": 1})
    assert party.errors(2)[-1] == "already_seated"
    until_hand_ends(party, random.Random(1))
    assert room.table.hands_played > hand or room.sessions > 1
    during = party.inbox[2][
        mark : next(i for i, m in enumerate(party.inbox[2]) if i >= mark and m["type"] == "hand_result")
    ]
    seen = {card for m in during for card in cards_in(m)}
    assert not seen & set(bot_cards)
    assert not any(m["type"] == "your_turn" for m in during)
    assert room.guests[2] is not None and room.guests[2].name == "Hopper"
    assert hidden_cards_seen(party, 2, mark)  # from the next hand on, the seat's own cards


def test_the_old_seat_is_not_given_back_before_the_next_hand():
    party = started()
    room = party.room
    token = party.tokens[2]
    party.send(2, {"type": "leave", "token": token})
    party.send(2, {"type": "resume", "token": token})
    assert room.clients[2].seat is None and party.last(2, "join_gives")["left"]  # told she left, no seat
    party.send(2, {"type": "join", "name": "Back", "room": room.code, "seat": 1})
    assert party.last(2, "joined")["waiting"]
    assert room.guests[1] is None  # its bot finishes the hand


def test_the_log_never_rewrites_who_did_what_when_a_seat_changes_hands():
    party = started(guests=1, seats=3)
    room = party.room
    rng = random.Random(3)
    for _ in range(200):
        if any("CPU 3" in line for line in party.last(1, "state")["log"]):
            break
        pending = party.pending_turn()
        if pending:
            party.act(pending[0], rng.choice([o["kind"] for o in pending[1]["options"]]), pending[1]["turn"])
        party.tick(0.1)
    before = [line for line in party.last(1, "state")["log"] if "CPU 3" in line]
    assert before
    party.join(9, "Cat", seat=2)
    after = party.last(1, "state")["log"]
    assert all(line in after or "Cat" not in line for line in before)
    assert not any(line.startswith("Cat") for line in after)
    assert room.seat_cards()[2].name == "CPU 3" and room.seat_cards()[2].arriving == "Cat"


def test_names_are_unique_in_a_room():
    party = Party(seats=5)
    party.join(1, "Ann")
    party.join(2, "Ann")
    party.join(3, "ANN")
    party.join(4, "CPU 5")  # a bot's name is taken too
    names = [party.last(client, "joined")["name"] for client in (1, 2, 3, 4)]
    assert names == ["Ann", "Ann 2", "ANN 3", "CPU 5 2"]
    assert len({name.casefold() for name in names}) == 4


def test_a_long_name_keeps_its_number_within_the_limit():
    party = Party(seats=3)
    party.join(1, "Bartholomew Jone")
    party.join(2, "Bartholomew Jone")
    first, second = (party.last(c, "joined")["name"] for c in (1, 2))
    assert second.endswith(" 2") and len(second) <= 16 and second != first


def test_if_the_captains_phone_is_gone_in_the_lobby_the_next_guest_starts():
    party = Party(seats=4)
    party.join(1, "Ann")
    party.join(2, "Bo")
    assert party.room.captain == 0
    party.room.disconnect(1)
    party.drain()
    assert party.room.captain == 1
    assert party.last(2, "state")["captain"] == 1
    party.send(2, {"type": "start", "token": party.tokens[2]})
    assert party.room.started


def test_a_captain_who_leaves_hands_the_start_to_the_next_guest():
    party = Party(seats=4)
    party.join(1, "Ann")
    party.join(2, "Bo")
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    assert party.room.captain == 1


def test_with_no_timer_a_silent_connected_phone_gets_the_away_rule_after_the_idle_limit():
    party = started(timing=Timing(bot_delay=0.0, hand_pause=0.0, idle_seconds=45.0))
    while not party.pending_turn():
        party.tick(0.1)
    table = party.room.table
    count = len(table.decisions)
    party.tick(44.0)
    assert len(table.decisions) == count
    party.tick(1.5)
    assert len(table.decisions) > count


def test_with_the_idle_limit_off_a_connected_phone_is_waited_for():
    party = started(timing=Timing(bot_delay=0.0, hand_pause=0.0, idle_seconds=None))
    while not party.pending_turn():
        party.tick(0.1)
    count = len(party.room.table.decisions)
    party.tick(3600.0)
    assert len(party.room.table.decisions) == count


def test_a_busy_tv_holds_the_phones_turn_and_its_clock():
    party = started(timing=Timing(turn_seconds=10.0, bot_delay=0.0, hand_pause=0.0))
    room = party.room
    tv = room.host.attach(None, paces=True)  # as the TV's room: it waits until the TV has shown each move
    while not party.pending_turn():
        shown_by(tv)
        party.tick(0.1)
    client, turn = party.pending_turn()
    party.act(client, turn["options"][0]["kind"], turn["turn"])
    for _ in range(100):
        party.tick(1.0)
    assert not party.pending_turn()  # no phone asked while the TV is busy
    decisions = len(room.table.decisions)
    while not party.pending_turn():
        shown_by(tv)
        party.tick(0.1)
    _, turn = party.pending_turn()
    assert turn["seconds"] > 9.0  # the clock starts when the TV shows the turn
    assert len(room.table.decisions) >= decisions


def test_pausing_stops_every_move_and_clock_and_every_phone_is_told():
    party = started(timing=Timing(turn_seconds=10.0, bot_delay=0.0, hand_pause=0.0))
    room = party.room
    while not party.pending_turn():
        party.tick(0.1)
    client, turn = party.pending_turn()
    party.tick(4.0)
    room.controls.pause(True)
    party.drain()
    assert all(party.last(c, "state")["paused"] for c in (1, 2))
    decisions = len(room.table.decisions)
    party.tick(600.0)
    assert len(room.table.decisions) == decisions
    party.act(client, turn["options"][0]["kind"], turn["turn"])
    assert party.errors(client)[-1] == "paused"
    room.controls.pause(False)
    party.drain()
    again = party.last(client, "your_turn")
    assert again is not None and 5.0 < again["seconds"] <= 6.5  # the time it had left
    party.act(client, turn["options"][0]["kind"], turn["turn"])
    assert len(room.table.decisions) > decisions


RUDE_PHONE = "5e1f" * 8  # the id Rude's phone page keeps and sends with a join


def rude_and_nice() -> Party:
    """Rude's phone (client 1) and Nice's (client 2), both at 10.0.0.5 (one router), seated in the lobby."""
    party = Party(seats=4)
    room = party.room
    party.connect(1)
    room.clients[1].address = "10.0.0.5"
    party.send(1, {"type": "join", "name": "Rude", "room": room.code, "device": RUDE_PHONE})
    party.connect(2)
    room.clients[2].address = "10.0.0.5"
    party.join(2, "Nice", device="n1ce" * 8)
    return party


def from_the_router(party: Party, client: int) -> None:
    """A new connection from Rude's and Nice's address."""
    party.connect(client)
    party.room.clients[client].address = "10.0.0.5"


def test_the_host_removes_a_guest_the_bot_plays_at_once_and_they_cannot_sit_again_unless_let_back():
    party = rude_and_nice()
    room = party.room
    party.send(1, {"type": "start", "token": party.tokens[1]})
    seat = party.last(1, "joined")["seat"]
    room.controls.remove(seat)
    party.drain()
    assert room.guests[seat] is None and party.last(1, "removed")["seat"] == seat
    party.send(1, {"type": "join", "name": "Rude", "room": room.code})
    assert party.errors(1)[-1] == "removed"
    from_the_router(party, 3)  # a new connection from the same phone, under another name
    party.send(3, {"type": "join", "name": "Sneaky", "room": room.code, "device": RUDE_PHONE})
    assert party.errors(3)[-1] == "removed"
    from_the_router(party, 4)  # another phone, under the same name
    party.send(4, {"type": "join", "name": "rude", "room": room.code, "device": "0the4" * 6})
    assert party.errors(4)[-1] == "removed"
    party.send(1, {"type": "resume", "token": party.tokens[1]})
    assert party.errors(1)[-1] == "removed"  # the token is void, and says why
    party.play_hands(1, random.Random(5))  # the bot plays the seat
    (gone,) = room.removed
    room.controls.readmit(gone)
    party.send(3, {"type": "join", "name": "Sorry", "room": room.code, "device": RUDE_PHONE})
    assert party.last(3, "joined") is not None


def test_taking_a_guest_off_does_not_bar_other_phones_at_their_network_address():
    """Play-test: after TAKE A GUEST OFF no other phone behind the same router (or on the same
    machine) could sit down: the room barred the removed guest's network address."""
    party = rude_and_nice()
    room = party.room
    room.controls.remove(party.last(1, "joined")["seat"])
    party.drain()
    from_the_router(party, 3)  # a third guest at the same address, on a phone of their own
    party.send(3, {"type": "join", "name": "Cat", "room": room.code, "device": "ca7" * 10})
    assert party.last(3, "joined") is not None and not party.errors(3)
    party.send(2, {"type": "leave", "token": party.tokens[2]})
    party.send(2, {"type": "join", "name": "Nice", "room": room.code, "device": "n1ce" * 8})
    assert party.last(2, "joined")["name"] == "Nice"  # Nice may leave and sit down again
    room.disconnect(2)
    from_the_router(party, 4)  # Nice's page reloads: it takes the seat back
    party.send(4, {"type": "resume", "token": party.last(2, "joined")["token"]})
    assert party.last(4, "joined") is not None


def test_a_removed_guest_is_told_on_reload_told_when_let_back_and_may_sit_in_a_locked_room():
    """A removed phone's page said nothing after a reload until JOIN was tapped; let back in, it
    still said it was taken off; and in a locked room it still could not sit down."""
    party = rude_and_nice()
    room = party.room
    room.controls.remove(party.last(1, "joined")["seat"])
    room.controls.lock(True)
    room.disconnect(1)
    from_the_router(party, 3)  # the page reloads, and asks for its seat with the token it kept
    party.send(3, {"type": "resume", "token": party.tokens[1]})
    assert party.errors(3) == ["removed"]
    (gone,) = room.removed
    room.controls.readmit(gone)
    party.drain()
    assert party.last(3, "readmitted") is not None
    party.send(3, {"type": "join", "name": "Sorry", "room": room.code})
    assert party.last(3, "joined") is not None  # let back in: the lock keeps out only new guests
    room.disconnect(3)
    from_the_router(party, 4)  # their phone again, on a new connection: still let in
    party.send(4, {"type": "join", "name": "Sorry", "room": room.code, "device": RUDE_PHONE})
    assert party.last(4, "joined") is not None
    from_the_router(party, 5)  # someone new at the same address: the lock keeps them out
    party.send(5, {"type": "join", "name": "New", "room": room.code, "device": "9e3" * 10})
    assert party.errors(5)[-1] == "locked"


def test_let_back_in_is_told_only_to_the_guest_let_back_not_to_seated_phones_at_the_same_address():
    """Play-test: every phone said "The host let you back in" after LET A GUEST BACK IN, those
    never taken off too (phones on one machine, or behind one router, share an address)."""
    party = rude_and_nice()
    room = party.room
    from_the_router(party, 3)  # a phone at the same address on the join page
    room.controls.remove(party.last(1, "joined")["seat"])
    party.drain()
    (gone,) = room.removed
    room.controls.readmit(gone)
    party.drain()
    assert party.last(1, "readmitted") is not None
    assert party.last(2, "readmitted") is None  # Nice is seated: nothing to be let back into
    assert party.last(3, "readmitted") is None  # nor was this phone ever taken off


def test_a_locked_room_takes_no_new_guest_but_a_seated_phone_comes_back():
    party = started()
    room = party.room
    room.controls.lock(True)
    party.drain()
    assert party.last(1, "state")["locked"]
    party.join(3, "Late")
    assert party.errors(3)[-1] == "locked"
    room.disconnect(1)
    party.connect(4)
    party.send(4, {"type": "resume", "token": party.tokens[1]})
    assert party.last(4, "joined")["seat"] == 0
    room.controls.lock(False)
    party.join(5, "Later")
    assert party.last(5, "joined") is not None


def test_a_room_the_tv_shows_makes_one_move_at_a_time_and_no_session_the_tv_has_not_shown():
    """The TV skipped a session's last result and standings: the room played the last move and
    dealt the next session in one tick, before the TV had shown the move."""
    party = Party()  # bots move at once, no pause between hands
    room = party.room
    tv = room.host.attach(None, paces=True)
    room.start()
    ended = False
    for _ in range(20000):
        table, count = room.table, len(room.table.decisions)
        party.tick(0.1)
        assert len(table.decisions) - count <= 1  # one move, then the TV shows it
        if table.is_over and not ended:
            ended = True
            assert room.table is table and room.sessions == 1  # not dealt before the TV says so
        shown_by(tv)  # the TV has shown it
        if room.sessions == 2:
            break
    assert ended and room.sessions == 2


def test_a_guest_who_joins_while_a_pots_result_is_read_plays_the_next_hand():
    """The engine used to deal the next hand as the last one ended: a guest who sat down while the
    result was up waited a whole extra hand. Now the room deals after the pause, seating them first."""
    party = started(timing=Timing(bot_delay=0.0, hand_pause=5.0))
    room = party.room
    party.play_hands(1, random.Random(8))
    assert room.table.between_hands and not room.hand_in_play
    party.join(7, "Late", seat=2)
    assert not party.last(7, "joined")["waiting"] and room.guests[2].name == "Late"
    hand = room.table.hands_played
    party.tick(5.1)  # the result has been read: the next hand is dealt with Late in seat 2
    assert room.table.hand.number == hand + 1
    state = party.last(7, "state")
    assert state["you"]["seat"] == 2 and len(state["you"]["hidden"]) >= 2


def shown_by(tv) -> None:
    """The TV has shown everything the table host published so far (and holds no result)."""
    tv.take()
    tv.shown, tv.holding = tv.taken, False


def test_a_guest_taken_off_keeps_their_name_on_the_moves_they_made():
    """A host play-test: after TAKE A GUEST OFF, every phone's log said 'CPU 2 calls' for the calls
    the guest had made; the moves made before keep who made them."""
    party = started(guests=2, seats=3)
    room = party.room
    rng = random.Random(5)
    seat = party.last(2, "joined")["seat"]
    for _ in range(400):
        if any(line.startswith("Guest2 ") for line in party.last(1, "state")["log"]):
            break
        pending = party.pending_turn()
        if pending:
            options = [o["kind"] for o in pending[1]["options"] if o["kind"] != "fold"]
            party.act(pending[0], rng.choice(options), pending[1]["turn"])
        else:
            party.tick(0.1)
    before = party.last(1, "state")["log"]
    assert any(line.startswith("Guest2 ") for line in before) and room.hand_in_play
    mark = len(party.inbox[1])
    room.controls.remove(seat)
    party.drain()
    assert room.seat_cards()[seat].kind == "away"  # the away rule plays the hand out, under their name
    assert [m for m in party.inbox[1][mark:] if m["type"] == "state"]  # the phone was told
    assert party.last(1, "state")["log"] == before
