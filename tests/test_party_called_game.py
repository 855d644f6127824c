"""Dealer's choice at a party: the game a dealer's phone calls reaches the other phones when the TV
shows the call (a play-test: they named it only once the TV had dealt, about 10 s later)."""

from __future__ import annotations

from own_lines_support import phone_log_in_tv_words
from party_support import Party
from tv_presenter import paced_tv, tv_frame

from game.party.phone_log import LOG_LINES

STEP = 0.05  # seconds a TV frame


def test_every_phone_names_the_called_game_when_the_tv_shows_the_call_before_the_deal():
    party = Party("dealers-choice", seats=3)
    room = party.room
    tv, model = paced_tv(room.n, room.host.attach(None, paces=True))
    for client in (1, 2, 3):
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})

    def frame() -> None:
        tv_frame(tv, STEP)
        party.tick(STEP)

    for _ in range(200):  # the TV shows the dealer calling
        frame()
        if party.pending_turn() is not None:
            break
    dealer, turn = party.pending_turn()
    assert turn["decision"] == "choose_game"
    party.act(dealer, "seven-card-stud")
    others = [client for client in (1, 2, 3) if client != dealer]
    for _ in range(200):
        frame()
        if model.game_banner is not None:  # the TV's banner: GUEST1 CALLS SEVEN-CARD STUD
            break
    else:
        raise AssertionError("the TV never showed the call")
    frame()
    assert not any(seat.cards for seat in model.seats)  # the TV has dealt nothing yet
    for client in others:
        state = party.last(client, "state")
        assert state["game"] == "Seven-Card Stud" and not state["calling"], (client, state["game"])
        assert state["log"][-1].endswith("picks Seven-Card Stud") and state["actor"] is None
        assert not any(player["up"] for player in state["players"])


def test_the_call_stays_first_in_every_phones_log_while_the_tv_deals_the_pot():
    """A host play-test: the dealer's phone read "Baseball picked for Bart: time ran out", lost it
    while the TV dealt (the paced deal's states began a bare log) and got it back once the deal was
    shown. Every state a phone gets from the call to the deal's end keeps the call's line, until
    newer lines push it out of the log as the table as it stands does."""
    party = Party("dealers-choice", seats=3)
    room = party.room
    tv, model = paced_tv(room.n, room.host.attach(None, paces=True))
    for client in (1, 2):
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    for _ in range(400):  # the TV shows the dealer calling
        tv_frame(tv, STEP)
        party.tick(STEP)
        if party.pending_turn() is not None:
            break
    dealer, turn = party.pending_turn()
    assert turn["decision"] == "choose_game"
    seen = {client: len(party.inbox[client]) for client in (1, 2)}
    party.act(dealer, "baseball")
    dealt = 0
    for _ in range(2000):  # until the TV has dealt the pot and someone is to act
        tv_frame(tv, STEP)
        party.tick(STEP)
        dealt = max(dealt, sum(len(seat.cards) for seat in model.seats))
        if dealt and tv.caught_up and party.last(1, "state")["actor"] is not None:
            break
    assert dealt >= 9, dealt
    for client in (1, 2):
        logs = [  # (the dealer's own call said to it, "You pick Baseball": read as the TV's)
            phone_log_in_tv_words(m, [row["name"] for row in m["players"]])
            for m in party.inbox[client][seen[client] :]
            if m["type"] == "state"
        ]
        called = next(i for i, log in enumerate(logs) if log and log[-1].endswith("picks Baseball"))
        assert len(logs) - called > 5, logs  # the deal's states, card by card
        for log in logs[called:]:
            assert log[0].endswith("picks Baseball") or len(log) == LOG_LINES, (client, logs[called:])
