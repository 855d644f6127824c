"""The phones name a pot's winner when the TV does, never before (road item 1, a host play-test: at a
showdown of several hands, three phones read "Marcus wins 20, Straight to 10" about 3 s before the
TV's MARCUS WINS came up, the TV still turning Bartholomew's cards).

A room with three phones is followed by a stepped TV that puts each pot's result box up a while
after the pot's last fact is shown (as that TV did), and tells the phones when it is up, as the party
TV's scene does (game.screens.scenes.party.PartyTableScene.show_result). No phone is sent a pot's
result, nor tonight's ledger that counts it, before the TV's box is up; each gets both once it
is, the game's last pot's result with the standings too; a room with no such TV (the phones alone)
is sent each result at the pot's end. The party TV's own scene is checked too: each phone's result
is sent in the frame the TV's box is first drawn, or the next."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from party_support import Party
from party_sweep import PHONE, guest_moves, open_party
from test_party_tv_host import table_of

from engine.events import Showdown
from game.felt.result_view import ResultView
from game.play.host_facts import Fact, PotDone, SessionDone

PHONES = (1, 2, 3)
LATE = 30  # steps (0.1 s each) the TV's result box comes after the pot's last fact: the play-test's 3 s
HOLD = 20  # steps the box stays up, the table waiting


class LateBoxTv:
    """The TV's cursor, a fact a step; a pot's end puts its result box up LATE steps later (telling
    the phones, as the party TV's scene does), and the box, or a game's standings, hold the table."""

    def __init__(self, party: Party) -> None:
        self.room = party.room
        self.room.phones.tv_puts_results = True
        self.cursor = self.room.host.attach(None, paces=True)
        self.facts: list[Fact] = []
        self.due: PotDone | None = None  # a pot ended, its box still to come
        self.wait = self.hold = 0
        self.boxes: list[PotDone] = []  # the results put up, in turn
        self.showdowns: set[int] = set()  # the pots (their facts' places) shown down with several hands
        self.pot_showdowns = 0

    @property
    def box_up(self) -> bool:
        return bool(self.boxes) and self.due is None and self.hold > 0

    def step(self) -> None:
        self.facts += self.cursor.take()
        if self.due is not None:
            self.wait -= 1
            if self.wait <= 0:
                self.boxes.append(self.due)
                self.room.phones.result_up(self.due)
                self.due, self.hold = None, HOLD
            return
        if self.hold > 0:
            self.hold -= 1
            self.cursor.holding = self.hold > 0
            return
        if self.cursor.shown >= len(self.facts):
            return
        fact = self.facts[self.cursor.shown]
        self.cursor.shown += 1
        self.pot_showdowns += isinstance(fact, Showdown)
        if isinstance(fact, PotDone):
            if self.pot_showdowns > 1:
                self.showdowns.add(len(self.boxes))
            self.pot_showdowns = 0
            self.due, self.wait, self.cursor.holding = fact, LATE, True
        elif isinstance(fact, SessionDone):
            self.hold, self.cursor.holding = HOLD, True


def pots_in(ledger: dict[str, Any]) -> int:
    """The pots tonight's `ledger` counts."""
    return sum(session["pots"] for session in ledger["sessions"])


def test_no_phone_names_a_winner_before_the_tvs_result_box_is_up():
    party = Party("baseball", seats=4, seed=5, keep_ledger=True)
    room = party.room
    tv = LateBoxTv(party)
    for client in PHONES:
        party.join(client, f"P{client}")
    room.rules = dataclasses.replace(room.rules, pots=3)  # the game's last pot: its standings
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(5)
    read = dict.fromkeys(PHONES, 0)
    ahead: list[str] = []
    results: dict[int, list[dict[str, Any]]] = {client: [] for client in PHONES}
    for step in range(20000):
        tv.step()
        party.tick(0.1)
        party.answer(lambda kinds: "call" if "call" in kinds else rng.choice(kinds))
        for client in PHONES:
            news, read[client] = party.inbox[client][read[client] :], len(party.inbox[client])
            for message in news:
                if message["type"] == "hand_result":
                    results[client].append(message)
                    if len(tv.boxes) < len({m["hand"] for m in results[client]}):
                        ahead.append(f"step {step}, phone {client}: pot {message['hand']}'s result")
                elif message["type"] == "ledger" and pots_in(message) > len(tv.boxes):
                    ahead.append(f"step {step}, phone {client}: a ledger of a pot the TV has not put up")
        if any(isinstance(fact, SessionDone) for fact in tv.facts[: tv.cursor.shown]):
            break  # (the game's standings shown, and the phones told)
    assert not ahead, ahead[:5]
    assert len(tv.boxes) == 3 and tv.showdowns, (len(tv.boxes), tv.showdowns)  # several hands shown down
    for client in PHONES:
        hands = [m["hand"] for m in results[client] if m["standings"] is None]
        assert hands == [1, 2, 3], (client, hands)  # each pot's result once its box is up
        assert results[client][-1]["standings"], client  # the last pot's again, with the standings
        ledger = party.last(client, "ledger")
        assert ledger is not None and ledger["sessions"][0]["over"], client


def test_phones_with_no_tv_putting_results_up_get_each_result_at_the_pots_end():
    party = Party("baseball", seats=4, seed=5)
    for client in PHONES:
        party.join(client, f"P{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_hands(2, random.Random(5))
    for client in PHONES:
        assert [m["hand"] for m in party.inbox[client] if m["type"] == "hand_result"] == [1, 2]


pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py (the scene's party below)


def test_the_party_tvs_result_box_and_the_phones_result_come_together(app, monkeypatch):
    frame = [0]
    drawn: list[tuple[int, ResultView]] = []  # the frames each result box is first drawn
    sent: list[int] = []  # the frames the phone is sent a pot's result

    def draw(view, canvas, clock):
        if not drawn or drawn[-1][1] is not view:
            drawn.append((frame[0], view))
        plain_draw(view, canvas, clock)

    plain_draw = ResultView.draw
    monkeypatch.setattr(ResultView, "draw", draw)
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        plain_send = room.send_text

        def send(client: int, body: str) -> None:
            if client == PHONE and json.loads(body)["type"] == "hand_result":
                sent.append(frame[0])
            plain_send(client, body)

        monkeypatch.setattr(room, "send_text", send)
        table_of(app, party, devices)
        while len(sent) < 3 and frame[0] < 40000:
            guest_moves(party)
            frame[0] += 1
            app.frame([], 0.02)
        boxes = [at for at, _ in drawn]
        assert len(sent) == 3 and len(boxes) >= 3, (sent, boxes)
        # the box's frame, or the next (the room hears the TV at its next tick)
        assert all(0 <= at - box <= 1 for at, box in zip(sent, boxes, strict=False)), (sent, boxes)
    finally:
        party.close()
