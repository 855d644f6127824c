"""What JOIN gives a phone with no seat, said by the table before each state (`join_gives`), so the
sit-down page shows it and never works it out from copies of the room's rules: the seat its guest
left during the hand in play (kept for them), else the first free one, and whose it was."""

from __future__ import annotations

from party_support import Party, played_for

from game.party.room import Timing


def gives(party: Party, client: int) -> dict:
    found = party.last(client, "join_gives")
    assert found is not None
    return {key: value for key, value in found.items() if key != "seq"}


def test_a_watcher_is_told_the_first_free_seat_and_whose_it_was():
    party = Party(seats=3)
    party.connect(5)
    assert gives(party, 5) == {
        "type": "join_gives",
        "seat": 0,
        "was": "",
        "yours": False,
        "retake": False,
        "left": False,
        "now": "",
    }
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    assert gives(party, 5) == {
        "type": "join_gives",
        "seat": 1,
        "was": "CPU 2",
        "yours": False,
        "retake": False,
        "left": False,
        "now": "",
    }
    kinds = [m["type"] for m in party.inbox[1]]
    assert "join_gives" not in kinds[kinds.index("joined") :]  # a seated phone is told none


def test_a_guest_who_left_mid_hand_is_told_their_kept_seat_and_joins_it():
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann", seat=2)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    assert room.hand_in_play
    party.connect(5)
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    assert gives(party, 1) == {
        "type": "join_gives",
        "seat": 2,
        "was": "Ann",
        "yours": True,
        "retake": False,
        "left": True,
        "now": "a bot plays it now",
    }
    assert gives(party, 5)["seat"] == 0 and not gives(party, 5)["yours"]  # not hers: the first free
    party.send(1, {"type": "join", "name": "Ann", "room": room.code})
    assert party.last(1, "joined")["seat"] == 2  # what it was told


def test_a_guest_let_back_in_mid_hand_is_told_their_kept_seat():
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann", seat=1)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    room.controls.remove(1)
    party.drain()
    room.controls.readmit(room.removed[0])
    party.drain()
    assert gives(party, 1) == {
        "type": "join_gives",
        "seat": 1,
        "was": "Ann",
        "yours": True,
        "retake": False,
        "left": False,
        "now": "",
    }


def test_a_seat_whose_phone_is_gone_is_told_retakeable_and_one_its_guest_left_is_not():
    """`retake`: a name (and its seat code) takes back a seat whose phone is gone, never one its
    guest left (the page matched the seat's badge words to tell them apart)."""
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann", seat=0)
    party.join(2, "Bob", seat=1)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.connect(5)
    assert not gives(party, 5)["retake"]
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    assert room.absence(0) == "left" and not gives(party, 5)["retake"]  # Ann's seat, AWAY: left
    room.disconnect(2)
    room.publish()
    party.drain()
    assert room.absence(1) == "phone_gone" and gives(party, 5)["retake"]  # Bob's phone gone


def test_a_page_reloaded_after_its_guest_left_is_told_she_left_till_she_sits_down():
    """`left`: this phone's guest left her seat here; a reloaded page asks with the old token and
    is told so (it offered the seat code again), and of her seat kept this hand, until she sits down."""
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann", seat=0)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    old = party.tokens[1]
    party.send(1, {"type": "leave", "token": old})
    assert gives(party, 1)["left"]
    room.controls.lock(True)
    room.disconnect(1)
    party.connect(7)  # the page reloaded: a new connection, which knows nothing yet
    assert not gives(party, 7)["left"]
    party.send(7, {"type": "resume", "token": old})
    assert "bad_token" not in party.errors(7) and gives(party, 7)["left"]
    assert (gives(party, 7)["seat"], gives(party, 7)["yours"]) == (0, True)  # hers, kept this hand
    assert party.last(7, "joined") is None  # the token seats nobody
    party.send(7, {"type": "join", "name": "Ann", "room": room.code})  # her seat: hers, locked too
    assert party.last(7, "joined")["seat"] == 0 and room.clients[7].left is None


def test_a_guest_who_left_takes_her_own_seat_back_from_her_phone_in_a_locked_room():
    """Zoë left her seat (asked twice) in a locked room and was shut out until the host acted. Her
    phone takes her own seat back while its bot plays it; nobody else's phone does, under her name
    or not, and her phone no other seat."""
    party = Party(seats=3)
    room = party.room
    party.join(1, "Zoë", seat=0)
    party.join(2, "Bo", seat=1)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    room.controls.lock(True)
    for _ in range(200):  # her hand played out for her: the seat is its bot's
        if 0 not in room.leaving:
            break
        party.tick(1.0)
    assert 0 not in room.leaving and room.guests[0] is None
    assert (gives(party, 1)["seat"], gives(party, 1)["yours"], gives(party, 1)["left"]) == (0, True, True)
    party.connect(8)  # another phone: her name is no proof of her
    party.send(8, {"type": "join", "name": "Zoë", "room": room.code})
    party.send(8, {"type": "join", "name": "Zoë", "room": room.code, "seat": 0})
    assert party.errors(8) == ["locked", "locked"] and room.guests[0] is None
    party.send(1, {"type": "join", "name": "Zoë", "room": room.code, "seat": 2})  # not another seat
    assert party.errors(1)[-1] == "locked"
    party.send(1, {"type": "join", "name": "Zoë", "room": room.code})
    assert party.last(1, "joined")["seat"] == 0
    assert room.seat_cards()[0].name == "Zoë" or room.arriving[0].name == "Zoë"


def test_a_guest_let_back_in_under_the_paused_host_menu_is_offered_their_seat_at_once():
    """LET A GUEST BACK IN: the phone let back in is offered its seat with its `readmitted`, the
    party still paused under the host's menu, nothing else happening at the table (a host
    play-test's phone still offered what it had been offered while taken off until it reloaded).
    Let back in before the table moved for the seat, the phone is seated in it at once (its hand
    untouched: tests/test_party_let_back_in_same_pause.py); let back in after, it is offered it."""
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann", seat=1)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    room.controls.menu_open(True)
    room.controls.remove(1)
    party.drain()
    room.controls.readmit(room.removed[0])
    party.drain()
    kinds = [message["type"] for message in party.inbox[1]]
    assert "joined" in kinds[kinds.index("readmitted") :]
    assert party.last(1, "joined")["seat"] == 1 and room.clients[1].seat == 1
    assert room.paused
    room.controls.remove(1)
    room.controls.menu_open(False)
    played_for(party, 1)  # the game goes on: the away rule plays her seat's turn
    room.controls.menu_open(True)
    room.controls.readmit(room.removed[0])
    party.drain()
    kinds = [message["type"] for message in party.inbox[1]]
    again = max(place for place, kind in enumerate(kinds) if kind == "readmitted")
    assert "join_gives" in kinds[again:] and "joined" not in kinds[again:]
    assert gives(party, 1)["seat"] == 1 and gives(party, 1)["yours"]
    assert room.paused


def test_a_guest_who_left_is_told_who_has_her_seat_now():
    """`now`: who has the seat this phone's guest left, for her page's banner: a locked room's page
    said "a bot plays it" after another guest had sat down there."""
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Zoë", seat=0)
    party.join(2, "Bo", seat=1)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    assert gives(party, 1)["now"] == "a bot plays it now"  # (her hand played out for her: kept too)
    room.controls.lock(True)
    for _ in range(400):  # her hand played out for her, the next one dealt: the seat is its bot's
        if 0 not in room.leaving and room.hand_in_play:
            break
        party.tick(1.0)
    assert room.guests[0] is None and gives(party, 1)["now"] == "a bot plays it now"
    room.controls.lock(False)
    party.connect(3)
    party.send(3, {"type": "join", "name": "Cy", "room": room.code, "seat": 0})
    room.controls.lock(True)
    party.tick()
    assert 0 in room.arriving  # taken during a hand: its bot plays it to the end
    assert gives(party, 1)["now"] == "Cy sits down there at the next deal"
    for _ in range(400):
        if 0 not in room.arriving:
            break
        party.tick(1.0)
    assert room.guests[0] is not None and room.guests[0].name == "Cy"
    assert gives(party, 1)["now"] == "Cy sits there now"


def dave_left_mid_hand(seats: int) -> Party:
    """Ann (seat 0) and Dave (seat 1) at a table of `seats`, its first hand dealt; Dave leaves in it,
    his hand played out for him, his seat kept (`leaving`); a watcher's phone (5) connected."""
    party = Party(seats=seats, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    party.join(1, "Ann", seat=0)
    party.join(2, "Dave", seat=1)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    assert party.room.hand_in_play
    party.send(2, {"type": "leave", "token": party.tokens[2]})
    assert 1 in party.room.leaving
    party.connect(5)
    return party


def test_a_latecomer_who_picks_no_seat_is_given_a_bots_not_the_one_a_guest_just_left():
    """A host play-test: Dave left mid-pot; Priya, new, tapped JOIN with no seat picked and was given
    Dave's (seat 1), two computer players' free, and Dave could not take it back. The seat a guest
    left in the hand in play is given last; a bot's first, as the sit-down page says."""
    party = dave_left_mid_hand(4)
    assert gives(party, 5)["seat"] == 2 and gives(party, 5)["was"] == "CPU 3"
    party.send(5, {"type": "join", "name": "Priya", "room": party.room.code})
    assert party.last(5, "joined")["seat"] == 2
    party.send(2, {"type": "join", "name": "Dave", "room": party.room.code})  # his seat still his
    assert party.last(2, "joined")["seat"] == 1


def test_the_seat_a_guest_left_is_given_when_no_other_is_open():
    assert gives(dave_left_mid_hand(2), 5)["seat"] == 1
