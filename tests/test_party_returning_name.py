"""A guest back from a fresh browser (no token kept, a new phone id) under their own name is the
same person: a play-test's guest became "Ann 2" in the ledger and could not retake her own away
seat. Two live people still never share a name."""

from __future__ import annotations

import random

from party_support import Party

from engine.events import HandEnd
from game.party.room import Timing


def hands_ended(party: Party) -> int:
    return sum(isinstance(e, HandEnd) for e in party.room.table.events)


def test_a_guest_whose_phone_is_gone_retakes_their_seat_under_their_name_from_a_fresh_browser():
    party = Party(seats=3)
    room = party.room
    party.join(1, "Ann", device="phone-one")
    seat = party.last(1, "joined")["seat"]
    old_token = party.tokens[1]
    party.send(1, {"type": "start", "token": old_token})
    room.disconnect(1)  # her phone is gone: the seat is AWAY
    assert room.seat_cards()[seat].kind == "away"
    party.play_until(lambda: hands_ended(party) >= 1 and not room.hand_in_play, random.Random(3).choice)
    party.join(2, "ann", device="a-fresh-browser")  # no token kept: she types her name again
    joined = party.last(2, "joined")
    assert joined["seat"] == seat and joined["name"] == "Ann"  # her own seat, not "ann 2" elsewhere
    assert not joined["waiting"] and room.seat_cards()[seat].kind == "guest"  # between hands: hers now
    assert joined["token"] != old_token  # only the phone in her hand holds the seat now
    party.send(2, {"type": "leave", "token": old_token})
    assert "bad_token" in party.errors(2)


def hidden_cards_told(party: Party, client: int) -> list[str]:
    """Every face-down card of the seat's own that `client` was ever told, by state or by move."""
    told = []
    for message in party.inbox[client]:
        you = message.get("you") or {}
        told += you.get("hidden", [])
        told += message.get("card", []) if message["type"] == "dealt" else []
    return told


def test_a_stranger_who_types_an_away_guests_name_mid_hand_sees_none_of_that_hands_cards():
    """Since a fresh browser could retake an away seat under its name, anyone who typed "Ann"
    mid-hand was shown Ann's hole cards. The hand in play is now played out for her by the away
    rule, and the browser holds the seat from the next deal."""
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))  # the hand lasts a while
    room = party.room
    party.join(1, "Ann", device="phone-one")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    hand = room.host.deals
    ann_cards = [str(card) for card in room.table.view(seat).hidden]
    assert ann_cards and room.hand_in_play
    room.disconnect(1)
    party.join(2, "ANN", device="a-strangers-browser")
    joined = party.last(2, "joined")
    assert joined["seat"] == seat and joined["waiting"]  # her seat, but not her hand in play
    state = party.last(2, "state")
    assert state is not None and state["you"] == {"seat": seat, "waiting": True}, state["you"]
    assert room.seat_cards()[seat].kind == "away" and room.host.sitters[seat].away
    # a tap ("resume") does not bring the seat back, nor may the browser act for the hand
    party.send(2, {"type": "resume", "token": party.tokens[2]})
    assert room.host.sitters[seat].away
    party.act(2, "fold")
    assert "not_your_turn" in party.errors(2)
    party.play_until(lambda: room.host.deals > hand, random.Random(5).choice)
    assert not any(card in ann_cards for card in hidden_cards_told(party, 2))
    # the next deal is the browser's: its cards, its turns
    assert not party.last(2, "joined")["waiting"] and not room.host.sitters[seat].away
    party.play_until(
        lambda: (party.last(2, "state") or {}).get("you", {}).get("hidden"), random.Random(5).choice
    )
    assert party.last(2, "state")["you"]["hidden"] == [str(card) for card in room.table.view(seat).hidden]


def test_a_live_guest_keeps_their_name_and_a_newcomer_is_numbered():
    party = Party(seats=3)
    party.join(1, "Ann", device="phone-one")
    party.join(2, "Ann", device="phone-two")
    assert party.last(2, "joined")["name"] == "Ann 2"
    assert party.last(2, "joined")["seat"] != party.last(1, "joined")["seat"]


def test_a_guest_who_left_and_sits_down_from_a_fresh_browser_is_one_line_of_the_ledger():
    party = Party(seats=3, keep_ledger=True)
    room = party.room
    party.join(1, "Ann", device="phone-one")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(4)
    party.play_until(lambda: hands_ended(party) >= 1, rng.choice)
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    party.play_until(lambda: hands_ended(party) >= 2, rng.choice)
    party.join(2, "Ann", device="a-fresh-browser")
    assert party.last(2, "joined")["name"] == "Ann"
    party.play_until(lambda: room.sessions > 1, rng.choice)  # the session over, in the ledger
    ledger = party.last(2, "ledger")
    people = [line for line in ledger["lines"] if not line["bot"]]
    assert [line["name"] for line in people] == ["Ann"]  # one Ann, not "Ann" and "Ann 2"
    assert people[0]["you"]  # her phone reads the line as hers


def test_a_full_or_locked_room_seats_the_away_guest_by_name_and_tells_anyone_else_why_not():
    """The phone page lets a fresh browser JOIN a full or a locked room when a seat is AWAY (its
    guest may be back): the server decides, and a refusal says what it is, in words a guest reads."""
    party = Party(seats=2)
    room = party.room
    party.join(1, "Ann", device="phone-one")
    seat = party.last(1, "joined")["seat"]
    party.join(2, "Bo", device="phone-two")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    room.disconnect(1)  # Ann's phone is gone; every seat is a guest's
    party.join(3, "Cy", device="a-stranger")
    refusal = party.last(3, "error")
    assert refusal is not None and refusal["code"] == "no_free_seat"
    assert refusal["message"].startswith("The room is full")
    room.controls.lock(True)
    party.join(4, "Cy", device="another-stranger")
    refusal = party.last(4, "error")
    assert refusal is not None and refusal["code"] == "locked"
    assert refusal["message"].startswith("The room is locked")
    party.join(5, "ANN", device="a-fresh-browser")  # locked and full: her own seat all the same
    joined = party.last(5, "joined")
    assert (joined["name"], joined["seat"]) == ("Ann", seat)
    assert room.guests[seat].client == 5  # (from the next deal, if a hand is in play)


def ann_mid_hand_while_the_tv_catches_up() -> tuple[Party, int]:
    """Ann's phone shown her cards by a TV pacing the table (stepped by hand here), then a bot's
    move the TV has yet to show: the phones keep each seat's state as the TV last showed it."""
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    tv = room.host.attach(None, paces=True)
    party.join(1, "Ann", device="phone-one")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    tv.shown = len(room.host.stream)  # the TV has shown the deal
    room.phones.follow(changed=True)
    party.drain()
    assert party.last(1, "state")["you"]["hidden"] == [str(card) for card in room.table.view(seat).hidden]
    party.tick(3.0)
    assert not room.phones.current
    return party, seat


def test_a_stranger_typing_the_name_while_the_tv_catches_up_sees_none_of_that_hands_cards():
    """The phones keep each seat's state as the TV last showed it while the TV catches up: a
    browser that retook the seat then was sent Ann's kept state, hole cards and all."""
    party, seat = ann_mid_hand_while_the_tv_catches_up()
    party.room.disconnect(1)
    party.join(2, "ANN", device="a-strangers-browser")
    assert party.last(2, "joined")["seat"] == seat and party.last(2, "joined")["waiting"]
    assert hidden_cards_told(party, 2) == []


def test_a_stranger_who_retook_the_seat_leaves_and_is_back_at_once_and_still_sees_no_card_nor_plays():
    """A browser that retook the seat by the name alone is a stranger to the hand in play, even once
    it leaves and is back before the table moves for the seat (game.party.quick_return): that is
    no proof of the guest who was dealt it. Taken back so, it was given the seat's state the phones
    kept for Ann while the TV caught up (her cards), and the seat was no longer AWAY: its phone
    could play her hand."""
    party, seat = ann_mid_hand_while_the_tv_catches_up()
    room = party.room
    room.disconnect(1)
    party.join(2, "Ann", device="a-strangers-browser")
    party.send(2, {"type": "leave", "token": party.tokens[2]})
    party.join(2, "Ann", device="a-strangers-browser")  # back at once, from the browser that left
    assert party.last(2, "joined")["seat"] == seat
    assert hidden_cards_told(party, 2) == []
    assert room.host.sitters[seat].away  # the away rule still plays her hand out


def test_a_page_whose_guest_left_and_took_a_new_token_since_is_answered_not_a_crash():
    """Ann leaves, is back at once (the same guest, her hand kept), her phone goes, and she types her
    name on a fresh browser, which gives her a new token: her old page, reloaded with the token she
    left under, asked the room what it may sit in, and the room raised KeyError looking her seat up
    by her new token (room.leavers is keyed by the one she left with)."""
    party, seat = ann_mid_hand_while_the_tv_catches_up()
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    party.join(1, "Ann", device="phone-one")  # back at once
    assert party.last(1, "joined")["seat"] == seat
    old_token = party.tokens[1]
    party.room.disconnect(1)
    party.join(2, "Ann", device="a-fresh-browser")
    assert party.last(2, "joined")["token"] != old_token
    party.connect(3)  # her old page, reloaded
    party.send(3, {"type": "resume", "token": old_token})
    assert party.last(3, "join_gives") is not None  # its sit-down page
    assert party.room.guests[seat].client == 2


def test_a_guest_taking_a_seat_left_mid_hand_while_the_tv_catches_up_sees_none_of_its_cards():
    """The same kept state reached a new guest who sat down in a seat its guest had just left."""
    party, seat = ann_mid_hand_while_the_tv_catches_up()
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    party.join(2, "Cy", seat=seat, device="another-phone")
    assert party.last(2, "joined")["seat"] == seat and party.last(2, "joined")["waiting"]
    assert hidden_cards_told(party, 2) == []


def test_a_guest_back_after_someone_took_the_seat_they_left_mid_hand_gets_another_seat():
    """A guest who left mid-hand sits in their own seat again if they are back before the next deal
    (seating.leaving_seat); once another guest has sat down there for the next deal, it is that
    guest's. Typing the leaver's name had seated a second phone in it: both held one seat, and the
    typist was sent the other guest's hidden cards."""
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))  # the hand lasts a while
    room = party.room
    party.join(1, "Bob", device="bobs-phone")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.send(1, {"type": "leave", "token": party.tokens[1]})  # mid-hand: played out for him
    party.join(2, "Ann", seat=seat, device="anns-phone")  # hers from the next deal
    assert party.last(2, "joined")["seat"] == seat
    party.join(3, "Bob", device="a-fresh-browser")
    back = party.last(3, "joined")
    assert back is not None and back["seat"] != seat, "two phones hold one seat"
    party.play_until(lambda: hands_ended(party) >= 1 and room.hand_in_play, random.Random(5).choice)
    anns = [str(card) for card in room.table.view(seat).hidden]
    assert anns and set(anns) <= set(hidden_cards_told(party, 2))
    assert not set(anns) & set(hidden_cards_told(party, 3))


def test_a_stranger_who_types_an_away_guests_name_between_hands_sees_none_of_the_last_pots_cards():
    """Between hands a name typed takes the away seat at once, and the phone was sent the last
    pot's state as the seat's own: the hidden cards its guest never showed. A pot dealt before the
    browser sat down is none of its business, as for any guest who sits down."""
    party = Party(seats=3, timing=Timing(hand_pause=30.0))  # between hands for a while
    room = party.room
    party.join(1, "Ann", device="phone-one")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    room.disconnect(1)
    party.play_until(lambda: hands_ended(party) >= 1, random.Random(3).choice)
    assert not room.hand_in_play and room.table.view(seat).hidden  # her cards of pot 1, never shown
    party.join(2, "Ann", device="a-strangers-browser")
    assert party.last(2, "joined")["seat"] == seat
    pot_one = [m["you"] for m in party.inbox[2] if m["type"] == "state" and m.get("hand") == 1]
    assert not [you for you in pot_one if isinstance(you, dict) and you.get("hidden")], pot_one
