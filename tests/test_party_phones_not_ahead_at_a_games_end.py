"""The phones never run ahead of the TV at a pot's end or a game's (issue 31, a host play-test): its
phones said "Game over" and opened tonight's ledger while the TV still showed the last pot's result,
and moved the dealer button on before the TV did.

A room with three phones is followed by a TV stepped one fact at a time (it holds a pot's result, and
a game's standings, a few steps, as the party TV does), and at every step what each phone was sent
is held against what that TV has shown: no game over (its standings, a ledger with one more game
over, a header or "ends after this pot" line the game's end changes) before the TV shows the
game's end, and while the TV shows a pot's result nothing of the next pot (its dealer, its number,
its game) nor of the game's end."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from party_support import Party

from engine.events import HandStart
from game.play.host_facts import Calling, Fact, PotDone, SessionDone

PHONES = (1, 2, 3)
HOLD = 6  # steps the TV keeps a pot's result (or a game's standings) up
# what a state says of the pot and the game around it, which a pot's result on the TV changes not
AROUND = ("hand", "dealer", "calling", "heading", "ending", "next", "session")


class SteppedTv:
    """The TV's cursor: each step it shows the next fact published, and holds a pot's result or a
    game's standings HOLD steps (the table waits for it, as for the party TV)."""

    def __init__(self, party: Party) -> None:
        self.cursor = party.room.host.attach(None, paces=True)
        self.facts: list[Fact] = []
        self.hold = 0
        self.dealer: int | None = None  # the dealer button as the TV shows it
        self.games_over = 0  # the games whose end (standings) the TV has shown
        self.result_up = False  # the TV shows a pot's result, nothing after it yet

    def step(self) -> None:
        self.facts += self.cursor.take()
        if self.hold > 0:
            self.hold -= 1
            self.cursor.holding = self.hold > 0
            return
        if self.cursor.shown >= len(self.facts):
            return
        fact = self.facts[self.cursor.shown]
        self.cursor.shown += 1
        if type(fact).__name__ != "Moved":
            self.result_up = isinstance(fact, PotDone)
        if isinstance(fact, HandStart):
            self.dealer = fact.dealer
        elif isinstance(fact, Calling):  # a dealer's choice: the button is the caller's
            self.dealer = fact.seat
        elif isinstance(fact, SessionDone):
            self.games_over += 1
        if isinstance(fact, (PotDone, SessionDone)):
            self.hold, self.cursor.holding = HOLD, True


def ahead(profile: str, end_early: str, seed: int) -> tuple[list[str], int]:
    """A party of two games of three pots (the first ended by the host with `end_early`: "in-pot",
    in its second pot; "between", while the TV shows its first pot's result), its phones' messages
    checked at every step of the TV: what they said ahead of it (or never said once the TV showed
    the game's end), and how many pot results the TV showed."""
    party = Party(profile, seats=4, seed=seed, keep_ledger=True)
    room = party.room
    tv = SteppedTv(party)
    for client in PHONES:
        party.join(client, f"P{client}")
    room.rules = dataclasses.replace(room.rules, pots=3)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(seed)
    read = dict.fromkeys(PHONES, 0)
    before: dict[int, dict[str, Any]] = {}  # each phone's last state before the TV put a result up
    told: list[str] = []
    results = 0
    pressed = False  # the host ended the game while the TV shows this result: its own word, no fact
    for step in range(20000):
        tv.step()
        party.tick(0.1)
        party.answer(rng.choice)
        table = room.table
        in_pot = end_early == "in-pot" and table.hand.number == 2 and not table.is_over
        if room.sessions == 1 and (
            in_pot or (end_early == "between" and table.between_hands and tv.result_up)
        ):
            room.controls.end_after_pot()  # END THIS GAME AFTER THE POT
            party.drain()
            end_early, pressed = "", True
        results += tv.result_up
        pressed = pressed and tv.result_up
        fields = [field for field in AROUND if not pressed or field not in ("ending", "next")]
        for client in PHONES:
            news, read[client] = party.inbox[client][read[client] :], len(party.inbox[client])
            for message in news:
                said = said_ahead(message, tv, before.get(client), fields)
                told += [f"step {step}, phone {client}: {words}" for words in said]
            state = party.last(client, "state")
            if not tv.result_up and state is not None and state["phase"] == "play":
                before[client] = state
        if room.sessions == 2 and tv.games_over == 1 and table.hands_played >= 1:
            return told + never_told(party), results
    raise AssertionError("two games not reached")


def never_told(party: Party) -> list[str]:
    """What a phone was not told of the game's end the TV has shown: its standings, its ledger."""
    told = []
    for client in PHONES:
        if not any(m["type"] == "hand_result" and m["standings"] for m in party.inbox[client]):
            told.append(f"phone {client}: no standings")
        ledger = party.last(client, "ledger")
        if ledger is None or not ledger["sessions"][0]["over"]:
            told.append(f"phone {client}: no ledger with the game over")
    return told


def said_ahead(
    message: dict[str, Any], tv: SteppedTv, last: dict[str, Any] | None, fields: list[str]
) -> list[str]:
    """What `message` to a phone tells that `tv` has not shown (`last`: its last state before the
    TV put a pot's result up; `fields`: those of it the result changes not)."""
    kind = message["type"]
    if kind == "hand_result" and message["standings"] is not None and tv.games_over == 0:
        return ["the game's standings"]
    if kind == "ledger" and sum(game["over"] for game in message["sessions"]) > tv.games_over:
        return ["a ledger with one more game over"]
    if kind != "state" or message["phase"] != "play":
        return []
    said = []
    if tv.dealer is not None and message["dealer"] != tv.dealer:
        said.append(f"the dealer {message['dealer']} (the TV's: {tv.dealer})")
    if tv.result_up and last is not None:
        said += [
            f"{field} {message[field]!r} (was {last[field]!r})"
            for field in fields
            if message[field] != last[field]
        ]
    return said


@pytest.mark.parametrize(
    ("profile", "end_early", "seed"),
    [
        ("dealers-choice", "", 3),  # its header names the pot's game, the game's alone once over
        ("baseball", "in-pot", 4),  # "this game ends after this pot" until the game is over
        ("baseball", "between", 4),  # ended with no pot: its standings come all the same
        ("baseball", "", 5),
        ("midnight-baseball", "", 2),
    ],
)
def test_no_phone_says_the_game_is_over_or_the_next_dealer_before_the_tv(home, profile, end_early, seed):
    told, results = ahead(profile, end_early, seed)
    assert results, "the TV never showed a pot's result"
    assert not told, f"{len(told)} things a phone said before the TV, the first: {told[:6]}"
