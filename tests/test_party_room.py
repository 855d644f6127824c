"""The party room without a network: seats and tokens, bots, reconnects, the turn timer and the away
rule, and every bad message answered with a clear error that changes nothing."""

from __future__ import annotations

import copy
import json
import random
import string

import pytest
from party_support import Party

from engine.actions import IllegalAction
from game.party.room import CODE_LETTERS, Limits, Timing
from game.play.away_rule import away_choice


def started(profile: str = "baseball", guests: int = 2, **kw) -> Party:
    party = Party(profile, **kw)
    for client in range(1, guests + 1):
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    return party


def dropped_on_turn(party: Party) -> tuple[int, dict, int, str]:
    """The first phone asked to act drops off: its client, the your_turn it had, its seat, its token."""
    while not party.pending_turn():
        party.tick(0.1)
    client, turn = party.pending_turn()
    seat, token = party.room.clients[client].seat, party.tokens[client]
    party.room.disconnect(client)
    return client, turn, seat, token


def snapshot(party: Party):
    """Everything a refused message must leave as it was."""
    room = party.room
    table = room.table
    return (
        None if table is None else (list(table.decisions), len(table.events)),
        [copy.copy(guest) for guest in room.guests],
        room.captain,
        room.version,
        {client: state.seat for client, state in room.clients.items()},
    )


def test_a_room_code_is_four_unambiguous_letters_and_tokens_are_long_and_distinct():
    codes = {Party().room.code for _ in range(20)}
    assert all(len(code) == 4 and set(code) <= set(CODE_LETTERS) for code in codes)
    assert "I" not in CODE_LETTERS and "O" not in CODE_LETTERS
    assert len(codes) > 1
    party = Party()
    for client in (1, 2, 3):
        party.join(client, f"G{client}")
    tokens = set(party.tokens.values())
    assert len(tokens) == 3 and all(len(token) >= 32 for token in tokens)


def test_joining_takes_the_first_free_seat_or_the_one_asked_for_and_everyone_sees_the_name():
    party = Party(seats=4)
    party.join(1, "Ann")
    party.join(2, "Bo", seat=3)
    assert party.last(1, "joined")["seat"] == 0 and party.last(2, "joined")["seat"] == 3
    lobby = party.last(1, "state")
    assert lobby["phase"] == "lobby"
    assert [p["name"] for p in lobby["players"]] == ["Ann", "CPU 2", "CPU 3", "Bo"]
    assert [p["kind"] for p in lobby["players"]] == ["guest", "free", "free", "guest"]
    assert lobby["captain"] == 0
    assert "token" not in json.dumps(party.inbox[2][-1]) or party.inbox[2][-1]["type"] == "joined"


def test_no_message_but_joined_carries_a_token_and_only_to_its_own_phone():
    party = started()
    party.play_hands(1, random.Random(1))
    for client, messages in party.inbox.items():
        for message in messages:
            text = json.dumps(message)
            for owner, token in party.tokens.items():
                if token in text:
                    assert message["type"] == "joined" and owner == client


def test_the_captain_starts_and_bots_fill_the_empty_seats():
    party = Party(seats=4)
    party.join(1, "Ann")
    party.join(2, "Bo")
    party.send(2, {"type": "start", "token": party.tokens[2]})
    assert party.errors(2) == ["not_captain"] and party.room.table is None
    party.send(1, {"type": "start", "token": party.tokens[1]})
    table = party.room.table
    assert table is not None
    assert [seat.kind for seat in table.seats] == ["human", "human", "bot", "bot"]
    state = party.last(1, "state")
    assert state["phase"] == "play" and [p["kind"] for p in state["players"]] == [
        "guest",
        "guest",
        "bot",
        "bot",
    ]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    assert party.errors(1) == ["already_started"]


def test_a_seated_phone_sees_its_own_hidden_cards_and_its_buttons_are_the_legal_actions():
    party = started()
    for _ in range(50):
        if party.pending_turn():
            break
        party.tick(0.1)
    client, turn = party.pending_turn()
    seat = party.room.clients[client].seat
    table = party.room.table
    assert [o["kind"] for o in turn["options"]] == list(table.legal_actions().kinds)
    state = party.last(client, "state")
    assert state["you"]["hidden"] == [str(card) for card in table.hand.cards[seat].down]
    assert state["actor"] == seat


def test_acting_moves_the_table_and_every_client_gets_the_new_state():
    party = started()
    party.connect(9)  # a spectator
    while not party.pending_turn():
        party.tick(0.1)
    client, turn = party.pending_turn()
    before = len(party.room.table.decisions)
    party.act(client, turn["options"][0]["kind"], turn["turn"])
    assert len(party.room.table.decisions) > before
    for other in (1, 2, 9):
        assert party.last(other, "state")["turn"] == party.room.version


def test_sequence_numbers_count_every_message_to_a_client_from_one():
    party = started()
    party.connect(9)
    party.play_hands(2, random.Random(3))
    for messages in party.inbox.values():
        assert [m["seq"] for m in messages] == list(range(1, len(messages) + 1))


def test_a_phone_that_drops_off_resumes_its_seat_with_its_token_and_is_told_its_turn_again():
    party = started()
    client, turn, seat, token = dropped_on_turn(party)
    party.drain()
    assert party.last(3 - client, "state")["players"][seat]["kind"] == "away"
    party.connect(7)
    party.send(7, {"type": "resume", "token": token})
    assert party.last(7, "joined") == {**party.last(7, "joined"), "seat": seat, "token": token}
    again = party.last(7, "your_turn")
    assert again is not None and again["turn"] == turn["turn"] and again["options"] == turn["options"]
    assert party.last(7, "state")["you"]["seat"] == seat
    party.tokens[7] = token
    party.act(7, turn["options"][0]["kind"])
    assert party.errors(7) == []


def test_resuming_from_a_second_connection_demotes_the_first_to_watching():
    party = started()
    party.connect(7)
    party.send(7, {"type": "resume", "token": party.tokens[1]})
    assert party.errors(1) == ["replaced"]
    assert party.room.clients[1].seat is None and party.room.clients[7].seat == 0
    assert party.last(1, "state")["you"] is None
    party.send(1, {"type": "act", "token": party.tokens[1], "kind": "check", "turn": party.room.version})
    assert party.errors(1)[-1] == "bad_token"


def test_a_guest_who_leaves_is_replaced_by_a_bot_and_may_sit_again():
    party = started()
    party.send(2, {"type": "leave", "token": party.tokens[2]})
    assert party.room.guests[1] is None
    assert party.last(1, "state")["players"][1]["kind"] in ("away", "bot")  # away: the hand played out
    party.play_hands(1, random.Random(2))  # the bot plays seat 1 from the next hand
    party.send(2, {"type": "join", "name": "Back", "room": party.room.code, "seat": 1})
    assert party.last(2, "joined")["seat"] == 1 and party.last(2, "joined")["waiting"]
    assert party.last(1, "state")["players"][1]["name"] == "CPU 2"  # its bot ends this hand
    assert party.last(1, "state")["players"][1]["arriving"] == "Back"
    party.play_hands(2, random.Random(2))
    assert party.last(1, "state")["players"][1]["name"] == "Back"
    assert not party.last(2, "joined")["waiting"]


def test_a_guest_may_take_a_bots_seat_between_hands_but_not_a_guests():
    party = started(guests=1)
    party.play_hands(1, random.Random(4))
    party.connect(5)
    party.send(5, {"type": "join", "name": "Late", "room": party.room.code, "seat": 0})
    assert party.errors(5) == ["seat_taken"]
    party.send(5, {"type": "join", "name": "Late", "room": party.room.code, "seat": 2})
    assert party.last(5, "joined")["seat"] == 2
    state = party.last(5, "state")
    assert state["you"] == {"seat": 2, "waiting": True} and state["players"][2]["kind"] == "bot"
    party.play_hands(2, random.Random(4))
    state = party.last(5, "state")
    assert state["you"]["seat"] == 2 and "hidden" in state["you"] and state["players"][2]["kind"] == "guest"


def test_the_turn_timer_checks_or_folds_for_a_phone_that_does_not_answer():
    party = started(timing=Timing(turn_seconds=10.0, bot_delay=0.0, hand_pause=0.0))
    while not party.pending_turn():
        party.tick(0.1)
    _client, turn = party.pending_turn()
    assert 0 < turn["seconds"] <= 10.0
    table = party.room.table
    legal = table.legal_actions()
    count = len(table.decisions)
    party.tick(9.0)
    assert len(table.decisions) == count  # still waiting
    party.tick(1.5)
    assert table.decisions[count] == away_choice(legal)
    assert away_choice(legal).kind in ("check", "fold", "turn", "decline", "bring_in")


def test_a_dropped_phone_gets_the_away_rule_after_the_grace_then_at_once():
    party = started(timing=Timing(away_grace=20.0, bot_delay=0.0, hand_pause=0.0))
    while not party.pending_turn():
        party.tick(0.1)
    client, _ = party.pending_turn()
    seat = party.room.clients[client].seat
    party.room.disconnect(client)
    table = party.room.table
    count = len(table.decisions)
    party.tick(19.0)
    assert len(table.decisions) == count
    party.tick(2.0)
    assert len(table.decisions) > count and table.decisions[count].seat == seat
    assert party.room.host.sitters[seat].away


def test_a_phone_back_on_its_turn_has_the_whole_timer_when_it_is_shorter_than_the_floor():
    """Back on its own turn with 1 s left, a phone gets BACK_SECONDS to act, or a shorter timer whole;
    another turn's clock is untouched (the seat back was not the actor's)."""
    party = started(timing=Timing(turn_seconds=6.0, bot_delay=0.0, hand_pause=0.0))
    client, turn, seat, token = dropped_on_turn(party)
    other = 3 - client
    party.room.disconnect(other)  # a phone whose seat is not acting
    party.tick(party.room.waiting_for()[1] - 1.5)
    party.connect(8)
    party.send(8, {"type": "resume", "token": party.tokens[other]})  # (a message takes 0.5 s)
    assert party.room.waiting_for() == (seat, pytest.approx(1.0))
    party.connect(7)
    party.send(7, {"type": "resume", "token": token})
    again = party.last(7, "your_turn")
    assert again["turn"] == turn["turn"] and again["seconds"] == pytest.approx(6.0)
    assert party.room.waiting_for() == (seat, pytest.approx(6.0))


def test_a_silent_phone_waits_its_time_once_then_is_away_until_it_says_anything():
    """Measured: a No Peek hand with a guest who stopped looking at their phone waited the whole
    away rule again at every card of their run (45 s each). Once the rule has played for a silent
    phone, its seat is away (the TV and the phones say so) and later turns take the rule at once,
    until the phone says anything (a tap on the page asks for the seat again)."""
    party = started(
        "night-baseball", guests=1, timing=Timing(idle_seconds=10.0, bot_delay=0.1, hand_pause=0.0)
    )
    room = party.room

    def asked() -> tuple[int, dict]:
        for _ in range(500):
            if (pending := party.pending_turn()) is not None:
                return pending
            party.tick(0.1)
        raise AssertionError("the phone was never asked")

    client, _ = asked()
    seat = room.clients[client].seat
    decisions = len(room.table.decisions)
    party.tick(9.0)
    assert len(room.table.decisions) == decisions  # its whole time, the first time
    party.tick(1.5)
    assert room.table.decisions[decisions].seat == seat and room.host.sitters[seat].away
    assert party.last(client, "state")["players"][seat]["kind"] == "away"
    assert room.tags[seat].kind == "away"  # the TV's seat says AWAY
    # its next turn: the rule plays at once, and the phone is not asked (a play-test's away phone
    # flashed 'Your turn!', its buttons and a 0 clock for the 0.8 s the rule took)
    turns = [m for m in party.inbox[client] if m["type"] == "your_turn"]
    decisions, began = len(room.table.decisions), None
    for _ in range(300):
        if any(decision.seat == seat for decision in room.table.decisions[decisions:]):
            break
        if room.table.actor == seat and began is None:
            began = party.clock.now
        party.tick(0.1)
    else:
        raise AssertionError("the away seat never moved")
    assert began is None or party.clock.now - began <= 0.2
    assert [m for m in party.inbox[client] if m["type"] == "your_turn"] == turns
    party.send(client, {"type": "resume", "token": party.tokens[client]})  # a tap: back
    assert not room.host.sitters[seat].away
    assert party.last(client, "state")["players"][seat]["kind"] == "guest"
    client, _ = asked()
    decisions = len(room.table.decisions)
    party.tick(5.0)
    assert len(room.table.decisions) == decisions  # back: it waits for them again


def test_the_table_never_waits_for_bots_and_plays_on_into_the_next_session():
    party = started("midnight-baseball", guests=1)
    party.play_hands(party.room.rules.pots + 1, random.Random(5))
    assert party.room.sessions == 2
    results = [m for m in party.inbox[1] if m["type"] == "hand_result"]
    # the last pot's result, then, once the (here absent) TV would show them, with the standings
    last = [m for m in results if m["hand"] == party.room.rules.pots]
    assert [m["standings"] is not None for m in last[:2]] == [False, True]
    again = {
        **last[1],
        "seq": 0,
        "standings": None,
        "session": None,
        "session_awards": None,
        "awards_better": None,
    }
    assert again == {**last[0], "seq": 0}
    assert results[0]["awards"] and results[0]["balances"]


def test_a_phone_that_connects_after_a_pot_gets_its_result_as_the_phones_there_got_it():
    """Play-test: a phone reloaded after a pot lost the pot's result card (the room sent it once)."""
    party = started(guests=1)
    party.connect(9)  # before any pot has ended: no result to show
    assert party.last(9, "hand_result") is None
    party.play_hands(1, random.Random(3))
    shown = party.last(1, "hand_result")
    party.room.disconnect(1)
    party.connect(5)  # the page reloaded
    again = party.last(5, "hand_result")
    assert shown is not None and again is not None
    assert {**again, "seq": 0} == {**shown, "seq": 0}


BAD = [
    ("not json", "bad_json"),
    ("[1, 2]", "bad_message"),
    ('{"type": "dance"}', "bad_message"),
    ('{"no": "type"}', "bad_message"),
    ('{"type": "act", "kind": "check", "turn": 1}', "bad_message"),
    ('{"type": "act", "token": 5, "kind": "check", "turn": 1}', "bad_message"),
    ('{"type": "act", "token": "x", "kind": "check", "turn": true}', "bad_message"),
    ('{"type": "act", "token": "forged", "kind": "check", "turn": 1}', "bad_token"),
    ('{"type": "resume", "token": "forged"}', "bad_token"),
    ('{"type": "start", "token": "forged"}', "bad_token"),
    ('{"type": "leave", "token": "forged"}', "bad_token"),
    ('{"type": "join", "name": "X", "room": "ZZZZ"}', "bad_room"),
    ("[" * 5000 + "]" * 5000, "too_big"),
    ("x" * 3000, "too_big"),
]


@pytest.mark.parametrize(("text", "code"), BAD)
def test_a_bad_message_gets_a_clear_error_and_changes_nothing(text, code):
    party = started()
    party.connect(9)
    while not party.pending_turn():
        party.tick(0.1)
    before = snapshot(party)
    party.send(9, text)
    assert party.errors(9) == [code]
    assert party.last(9, "error")["message"]
    assert snapshot(party) == before


def test_acting_out_of_turn_illegally_or_with_a_stale_turn_or_someone_elses_token_changes_nothing():
    party = started()
    while not party.pending_turn():
        party.tick(0.1)
    client, turn = party.pending_turn()
    other = 3 - client
    before = snapshot(party)
    party.act(other, "check")  # not its turn
    party.act(client, "dance")  # not an action
    illegal = next(
        k for k in ("raise", "check", "bet", "call") if k not in [o["kind"] for o in turn["options"]]
    )
    party.act(client, illegal)
    party.act(client, turn["options"][0]["kind"], turn["turn"] - 1)  # a stale button
    party.send(other, {"type": "act", "token": party.tokens[client], "kind": "fold", "turn": turn["turn"]})
    assert party.errors(other) == ["not_your_turn", "bad_token"]
    assert party.errors(client) == ["illegal", "illegal", "stale"]
    illegal_errors = [
        m["message"] for m in party.inbox[client] if m["type"] == "error" and m["code"] == "illegal"
    ]
    assert all("you may" in message for message in illegal_errors)
    assert snapshot(party) == before


def test_a_bad_name_or_seat_is_refused():
    party = Party(seats=3)
    party.connect(1)
    for message, code in (
        ({"name": "  \u3000 "}, "bad_name"),
        ({"name": " \u0000\t "}, "bad_message"),  # control characters: refused as they arrive
        ({"name": "Ann", "seat": 3}, "bad_seat"),
        ({"name": "Ann", "seat": -1}, "bad_seat"),
    ):
        party.send(1, {"type": "join", "room": party.room.code, **message})
        assert party.errors(1)[-1] == code
    assert party.room.guests == [None, None, None]
    party.send(1, {"type": "join", "room": party.room.code.lower(), "name": "  A\u200bnn  " + "x" * 40})
    assert party.errors(1)[-1] == "bad_name"  # too long: said, never cut short in silence
    party.send(1, {"type": "join", "room": party.room.code.lower(), "name": "  A\u200bnn  " + "x" * 12})
    assert party.room.guests[0].name == "Ann " + "x" * 12
    party.send(1, {"type": "join", "room": party.room.code, "name": "Again"})
    assert party.errors(1)[-1] == "already_seated"
    for client in (2, 3):
        party.join(client, "P")
    party.join(4, "Late")
    assert party.errors(4) == ["no_free_seat"]


def test_a_flood_is_refused_with_one_warning_and_then_the_connection_is_dropped():
    limits = Limits(rate=5.0, burst=10, flood_close=50)
    party = Party(limits=limits)
    party.connect(1)
    for _ in range(10):
        party.room.receive(1, '{"type": "ping"}')
    party.drain()
    assert [m["type"] for m in party.inbox[1]].count("pong") == 10
    for _ in range(20):
        party.room.receive(1, '{"type": "ping"}')
    party.drain()
    assert party.errors(1) == ["slow_down"]
    assert [m["type"] for m in party.inbox[1]].count("pong") == 10
    party.clock.now += 1.0  # five more allowed after a second
    for _ in range(5):
        party.room.receive(1, '{"type": "ping"}')
    party.drain()
    assert [m["type"] for m in party.inbox[1]].count("pong") == 15
    for _ in range(60):
        party.room.receive(1, '{"type": "ping"}')
    party.drain()
    assert party.closed == [1]


def test_past_the_cap_the_oldest_connection_without_a_seat_is_closed_to_make_room():
    party = Party(limits=Limits(max_clients=3))
    party.join(1, "Ann")  # a seat's connection never counts, and is never closed
    for client in (2, 3, 4):
        party.connect(client)
    party.connect(5)
    assert party.errors(2) == ["room_full"] and party.closed == [2]
    assert party.errors(5) == [] and 5 in party.room.clients and 1 in party.room.clients
    party.room.disconnect(2)
    party.connect(6)
    assert party.closed == [2, 3]


def test_names_do_not_get_into_the_engine_as_markup_and_any_name_the_tv_draws_is_kept():
    party = Party()
    name = "<b>" + random.Random(1).choice(string.ascii_letters) + "é♠"
    party.join(1, name)
    assert party.last(1, "state")["players"][0]["name"] == name  # the page sets textContent, never HTML


def test_players_at_the_tv_take_seats_in_no_peek_games_only_and_act_from_the_tv():
    with pytest.raises(ValueError, match="own phones"):
        Party("baseball").room.controls.add_local("Pat")
    party = Party("midnight-baseball", seats=3)
    room = party.room
    assert room.controls.add_local("Pat", "#123456") == 0
    party.join(1, "Ann")
    assert party.last(1, "joined")["seat"] == 1
    lobby = party.last(1, "state")
    assert lobby["players"][0] == {"seat": 0, "name": "Pat", "kind": "local", "colour": "#123456"}
    party.send(1, {"type": "resume", "token": ""})  # a local seat has no token a phone could present
    assert party.errors(1)[-1] == "bad_token"
    room.start()
    party.drain()
    for _ in range(500):
        legal = room.controls.local_turn()
        if legal is not None:
            break
        pending = party.pending_turn()
        if pending:
            client, turn = pending
            party.act(client, turn["options"][0]["kind"], turn["turn"])
        else:
            party.tick(0.1)
    assert legal is not None and legal.seat == 0
    before = len(room.table.decisions)
    with pytest.raises(IllegalAction):
        room.controls.act_local("dance")
    room.controls.act_local(legal.kinds[0])
    assert len(room.table.decisions) == before + 1 and room.table.decisions[-1].seat == 0
    party.drain()
    assert party.last(1, "state")["turn"] == room.version


def test_a_tv_player_is_never_hurried_without_a_timer_and_gets_the_away_rule_with_one():
    for timer, moved in ((None, False), (5.0, True)):
        party = Party(
            "night-baseball", seats=2, timing=Timing(turn_seconds=timer, bot_delay=0.0, hand_pause=0.0)
        )
        room = party.room
        room.controls.add_local("Pat")
        room.controls.add_local("Sam")
        room.start()
        count = len(room.table.decisions)
        party.tick(60.0)
        assert (len(room.table.decisions) > count) == moved


def test_bots_can_think_in_another_thread_while_the_room_answers_phones():
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=1) as thinker:
        party = Party(seats=3)
        party.room.thinker = thinker
        party.join(1, "Ann")
        party.send(1, {"type": "start", "token": party.tokens[1]})
        party.play_hands(2, random.Random(6))  # bots in seats 1 and 2 moved through their thinker
        assert party.room.table.hands_played >= 2 or party.room.sessions > 1


def test_a_guest_who_takes_a_thinking_bots_seat_lets_the_bot_finish_the_hand():
    from concurrent.futures import Future

    class Stalled:
        def submit(self, *args):
            self.future = Future()
            return self.future

    party = Party(seats=2)
    stalled = Stalled()
    party.room.host.thinker = stalled
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    table = party.room.table
    for _ in range(200):
        if table.actor == 1 and party.room.host.thinking is not None:
            break
        pending = party.pending_turn()
        if pending:
            party.act(pending[0], pending[1]["options"][0]["kind"], pending[1]["turn"])
        party.tick(0.1)
    assert table.actor == 1 and party.room.host.thinking is not None
    count = len(table.decisions)
    party.join(2, "Late", seat=1)
    stalled.future.set_result(away_choice(table.legal_actions()))
    party.tick(0.1)
    assert len(table.decisions) == count + 1  # the bot's decision stands: the seat is its own this hand
    assert party.last(2, "your_turn") is None


def test_bots_wait_while_the_tv_catches_up():
    party = Party()
    room = party.room
    tv = room.host.attach(None, paces=True)
    room.start()  # from the TV: bots in every seat
    count = len(room.table.decisions)
    party.tick(30.0)
    assert len(room.table.decisions) == count
    tv.take()
    tv.shown = tv.taken  # the TV has shown the deal
    party.tick(0.1)
    assert len(room.table.decisions) > count


def test_a_pause_reaches_the_phones_while_the_tv_still_shows_moves():
    """Host play-test: paused during a showdown, the phones said 'CPU 4 to act' for 10 s: the
    states went out as the TV last caught up, paused or not. The cards wait for the TV; the pause
    does not."""
    party = Party()
    room = party.room
    tv = room.host.attach(None, paces=True)
    party.connect(1)
    party.join(1, "Ann")
    room.start()
    tv.take()
    tv.shown = tv.taken  # the TV has shown the deal
    party.tick(30.0)  # moves made since, not shown: the phones wait for the TV
    assert not room.phones.current
    room.controls.pause(True)
    party.drain()
    assert party.last(1, "state")["paused"]
    room.controls.pause(False)
    party.drain()
    assert not party.last(1, "state")["paused"]


def test_every_seat_has_a_colour_of_its_own_and_keeps_it_when_others_come_and_go():
    """A second host play-test: a player at the TV picked the red of a guest's seat and two seats
    were red; when a guest left, another seat turned from red to green."""
    from game.party.room import SEAT_COLOURS

    party = Party("midnight-baseball", seats=5)
    room = party.room
    room.controls.add_local("Pat", SEAT_COLOURS[2])  # seat 0, in seat 2's red
    for client, name in enumerate(("Ann", "Bo", "Cy"), start=1):
        party.join(client, name)
    colours = [card.colour for card in room.seat_cards()]
    assert len(set(colours)) == len(colours) and colours[0] == SEAT_COLOURS[2]
    assert (
        colours[1] == SEAT_COLOURS[1] and colours[2] not in SEAT_COLOURS[:5]
    )  # a colour no seat starts with
    party.send(3, {"type": "leave", "token": party.last(3, "joined")["token"]})  # Cy goes
    assert [card.colour for card in room.seat_cards()][:3] == colours[:3]


def test_a_player_seated_at_the_tv_mid_party_never_takes_a_guests_colour():
    """A host play-test seated the host at the TV in orange mid-party: Bartholomew's orange turned
    pink on every phone for that session. A person keeps their colour all night."""
    from game.party.room import SEAT_COLOURS

    party = Party("midnight-baseball", seats=5)
    room = party.room
    for client, name in enumerate(("Bartholomew", "Zoe", "Sam"), start=1):
        party.join(client, name)
    room.start()
    before = [card.colour for card in room.seat_cards()]
    assert before[0] == SEAT_COLOURS[0]  # Bartholomew's orange
    seat = room.controls.add_local("Host", SEAT_COLOURS[0])  # the TV's first colour, orange
    host = room.arriving.pop(seat)  # mid-hand: the seat is theirs from the next deal
    assert host.colour not in SEAT_COLOURS[:5]  # a colour no seat shows or starts with
    room.guests[seat] = host  # as the next deal seats them
    after = [card.colour for card in room.seat_cards()]
    assert after[:3] == before[:3] and after[seat] == host.colour
