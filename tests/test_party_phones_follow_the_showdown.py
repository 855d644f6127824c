"""A pot's last move reaches the phones part by part, as the TV shows each part (a play-test: the
phones stayed on "CPU 4 to act" for the 5-7 s the TV showed the hands down and pushed the pot, then
jumped to the winner). Nothing reaches them before the TV shows it."""

from __future__ import annotations

from own_lines_support import phone_log_in_tv_words
from party_support import Party
from tv_presenter import paced_tv, tv_frame

from engine.events import Award, HandStart, Showdown
from game.play.host_facts import PotDone

STEP = 0.05  # seconds a TV frame
CLIENTS = (1, 2, 3)


def passive(kinds: list[str]) -> str:
    """Stay in to the showdown, paying for nothing."""
    for kind in ("check", "call", "decline", "turn"):
        if kind in kinds:
            return kind
    return kinds[0]


def test_the_phones_say_each_hand_shown_down_as_the_tv_shows_it_before_the_pot_is_done():
    party = Party("baseball", seats=3)
    room = party.room
    cursor = room.host.attach(None, paces=True)
    tv, _ = paced_tv(room.n, cursor)
    for client in CLIENTS:
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    said: list[tuple[int, int]] = []  # (hands shown down by the TV, phones saying a showdown) each frame
    for _ in range(20000):
        tv_frame(tv, STEP)
        party.tick(STEP)
        party.answer(passive)
        shown = room.host.facts_for(None, 0, cursor.shown)
        if any(isinstance(fact, PotDone) for fact in shown):
            break
        downs = sum(isinstance(fact, Showdown) for fact in shown)
        if downs:
            states = [party.last(client, "state") for client in CLIENTS]
            logs = [
                phone_log_in_tv_words(state, [row["name"] for row in state["players"]]) for state in states
            ]
            telling = [sum(" shows " in line for line in log) for log in logs]
            assert all(state["actor"] is None for state in states), "a phone still waits on a player"
            said.append((downs, min(telling)))
            for down in (fact for fact in shown if isinstance(fact, Showdown)):  # face up in its row
                rows = [state["players"][down.seat] for state in states]
                assert all(row["down"] == 0 and len(row["up"]) == len(down.cards) for row in rows)
                mine = [state["you"] for state in states if state["you"]["seat"] == down.seat]
                assert all(you["hidden"] == [] for you in mine)  # not twice on its own phone
            assert not any(isinstance(fact, Award) for fact in shown) or all(
                any(" wins " in line for line in log) for log in logs
            ), "the TV pushed the pot and a phone did not say who won it"
    else:
        raise AssertionError("no pot ended")
    assert said, "the TV never showed a hand down"
    # each hand the TV shows down is on every phone's log at once, none before
    assert all(telling == min(downs, 4) for downs, telling in said), said
    assert max(downs for downs, _ in said) >= 2


def test_the_other_phones_say_dealing_when_the_tv_begins_the_first_deal_not_once_its_cards_land():
    party = Party("baseball", seats=3)
    room = party.room
    cursor = room.host.attach(None, paces=True)
    tv, model = paced_tv(room.n, cursor)
    for client in CLIENTS:
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    dealing_at: list[int] = []  # how many facts the TV had shown when each phone first said dealing
    for _ in range(2000):
        tv_frame(tv, STEP)
        party.tick(STEP)
        for client in CLIENTS:
            state = party.last(client, "state")
            if state["phase"] == "lobby" and state["dealing"] and client not in dealing_at:
                shown = room.host.facts_for(None, 0, cursor.shown)
                assert any(isinstance(fact, HandStart) for fact in shown), "dealing before the TV deals"
                assert not any(seat.cards for seat in model.seats), "said once the TV had dealt"
                dealing_at.append(client)
        if all(party.last(client, "state")["phase"] == "play" for client in CLIENTS):
            break
    assert sorted(dealing_at) == list(CLIENTS)
