"""No phone ever receives a card it may not see: every message sent to every client, over whole
sessions of every shipped profile, checked against what that client may know, derived on its own
from the engine's full event log.

A seat may see: its own face-down cards (none in No Peek, where nobody sees their pile), every card
dealt face up (community cards too), turned or revealed, and every card shown at the showdown, all
within the hand the message is about. A client with no seat (a spectator, a phone not yet seated)
may see only the public ones. Messages outside a hand (the lobby) may hold no card at all.

Seats change owners: who holds which seat, and since when, is read from the `joined` messages
themselves (a seat token is its owner: a phone that comes back on a new connection with its token is
the same owner), never from the room's own bookkeeping. An owner may see its seat's face-down cards
only in hands dealt after it sat down: a seat taken in the middle of a hand shows none of that
hand's hidden cards to its new owner, ever, nor does a seat taken between two hands (after a pot's
result, before the next deal) show the pot before. A `left` or `removed` message ends the ownership.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path

import pytest
from party_support import Party

from engine.cards import SUIT_SYMBOLS, Card

PROFILES = sorted(path.stem for path in (Path(__file__).resolve().parents[1] / "profiles").glob("*.yaml"))
CARD = re.compile(r"^[2-9TJQKA][cdhs]$")
PRETTY = re.compile(r"(10|[2-9JQKA])([" + "".join(SUIT_SYMBOLS.values()) + "])")
SYMBOL_SUIT = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}


def cards_in(value) -> set[str]:
    """Every card a message names: a two-character card text, or a card written with its suit symbol."""
    found: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            if key != "as":  # what a wild stands for in a shown hand is no card anyone holds
                found |= cards_in(item)
    elif isinstance(value, list):
        for item in value:
            found |= cards_in(item)
    elif isinstance(value, str):
        if CARD.match(value):
            found.add(value)
        for rank, symbol in PRETTY.findall(value):
            found.add(("T" if rank == "10" else rank) + SYMBOL_SUIT[symbol])
    return found


def may_see(events, seat: int | None, hand: int, no_peek: bool) -> set[str]:
    """The cards `seat` (None: anyone) may know in `hand`, from the full events sent so far."""
    starts = [i for i, e in enumerate(events) if e.type == "hand_start" and e.hand == hand]
    if not starts:
        return set()
    seen: set[Card] = set()
    for event in events[starts[-1] + 1 :]:
        kind = event.type
        if kind == "hand_start":
            break
        own = event.seat == seat and seat is not None and not no_peek if kind == "deal" else False
        if (kind == "deal" and (event.face == "up" or own)) or kind in ("turn", "reveal"):
            seen.add(event.card)
        elif kind == "showdown":
            seen.update(event.cards)
    return {str(card) for card in seen}


def flow_of(table, hand: int | None) -> str:
    """The flow of `hand`: its own game's in a dealer's choice (the game event before it), else the
    table's one game's."""
    games = [e.rules.flow for e in table.events if e.type == "game" and e.hand == hand]
    return games[-1] if games else table.rules.flow


class Recorder:
    """Wraps the room's one way out so each message is kept with the seat its client owned then (from
    the `joined` messages alone), and how far the engine's event log had got when it was sent."""

    def __init__(self, party: Party):
        self.records: list[tuple[int | None, object, int, int | None, dict]] = []
        self.sat: dict[str, tuple[int, object, int]] = {}  # token -> (seat, table, events) when first seated
        self.holds: dict[int, str] = {}  # client -> the token it plays with now
        room = party.room
        send = room.send_text

        def recording(client: int, body: str) -> None:
            table = room.table
            hand = table.hand.number if table is not None and table.hand is not None else None
            events = len(table.events) if table is not None else 0
            message = json.loads(body)
            self.follow(client, message, table, events)
            self.records.append((self.owner(client, table, hand), table, events, hand, message))
            send(client, body)

        room.send_text = recording

    def follow(self, client: int, message: dict, table, events: int) -> None:
        """Who owns which seat, from the messages that say so."""
        kind = message["type"]
        if kind == "joined":
            token = message["token"]
            self.sat.setdefault(token, (message["seat"], table, events))
            for other, held in list(self.holds.items()):  # one connection plays a token at a time
                if held == token:
                    del self.holds[other]
            self.holds[client] = token
        elif kind in ("left", "removed") or (kind == "error" and message["code"] == "replaced"):
            token = self.holds.pop(client, None)
            if kind != "error":
                self.sat.pop(token or "", None)

    def owner(self, client: int, table, hand: int | None) -> int | None:
        """The seat whose hidden cards this client may see in `hand` of `table` (None: none)."""
        token = self.holds.get(client)
        if token is None or table is None:
            return None
        seat, since_table, since_events = self.sat[token]
        if since_table is not table:  # seated in the lobby or in an earlier session
            return seat
        starts = [i for i, e in enumerate(table.events) if e.type == "hand_start" and e.hand == hand]
        return seat if starts and starts[-1] >= since_events else None

    def leaks(self) -> list[str]:
        """What any client got that it may not see (empty when none)."""
        found = []
        for seat, table, count, hand_now, message in self.records:
            named = cards_in(message)
            if not named:
                continue
            if table is None or message.get("phase") == "lobby":
                found.append(f"{message['type']} outside a hand names {named}")
                continue
            hand = message.get("hand", hand_now)
            allowed = may_see(table.events[:count], seat, hand, flow_of(table, hand) == "no_peek")
            if message.get("calling"):  # the dealer calls pot `hand`: none of its cards is dealt, and
                # the log is still the last pot's, judged by what that pot let this seat see
                allowed = may_see(table.events[:count], seat, hand - 1, flow_of(table, hand - 1) == "no_peek")
            if named - allowed:
                found.append(f"seat {seat} got {sorted(named - allowed)} in {message['type']} of hand {hand}")
        return found


PROBE = 10  # the client that takes a seat between two pots


def hop_between_pots(party: Party, client: int, rng: random.Random) -> int:
    """`client` watches, then sits down at the seat of a bot that folded, after that pot's result
    and before the next deal (the room holds between the two for a few seconds); the seat taken."""
    room = party.room
    timing = room.timing
    room.timing = dataclasses.replace(timing, hand_pause=5.0)
    party.connect(client)
    for _ in range(2 * room.rules.pots):
        table = room.table
        party.play_until(lambda t=table: room.table is not t or t.between_hands, rng.choice)
        table = room.table
        if not table.between_hands:  # a new session began: wait for a pot of this one
            continue
        assert party.last(client, "hand_result")["hand"] == table.hand.number  # the pot is told over
        live = table.public_view().live
        folded = [
            seat
            for seat, guest in enumerate(room.guests)
            if guest is None and seat not in room.arriving and seat not in live
        ]
        if folded:
            party.send(client, {"type": "join", "name": "Probe", "room": room.code, "seat": folded[0]})
            assert table.between_hands and not party.last(client, "joined")["waiting"]
            break
        party.tick(5.0)  # the next deal
    else:
        raise AssertionError("no bot folded in any pot")
    room.timing = timing
    party.tick(5.0)  # the next deal: the seat is the probe's, with its own cards
    return folded[0]


def play_session(profile: str) -> tuple[Party, Recorder]:
    party = Party(profile, seats=4, seed=PROFILES.index(profile) + 1)
    recorder = Recorder(party)
    rng = random.Random(profile)
    party.join(1, "Ann")
    party.join(2, "Bob")
    party.connect(9)  # a spectator
    party.send(1, {"type": "start", "token": party.tokens[1]})
    pots = party.room.rules.pots
    party.play_hands(2, rng)
    # Bob's phone drops off and comes back on a new connection with his token
    party.room.disconnect(2)
    party.connect(3)
    party.send(3, {"type": "resume", "token": party.tokens[2]})
    party.play_hands(4, rng)
    # a probe watching the table takes a folded bot's seat after a pot's result, before the next deal
    hop_between_pots(party, PROBE, rng)
    party.play_hands(5, rng)
    party.send(PROBE, {"type": "leave", "token": party.tokens[PROBE]})
    # Ann leaves and sits down again at a bot's seat, mid-hand
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    party.send(1, {"type": "join", "name": "Ann", "room": party.room.code, "seat": 2})
    party.play_hands(6, rng)
    # the spectator hops: takes seat 3 mid-hand, leaves, takes it again, all in one hand
    for _ in range(2):
        party.send(9, {"type": "join", "name": "Hop", "room": party.room.code, "seat": 3})
        party.tick(0.1)
        party.send(9, {"type": "leave", "token": party.tokens[9]})
    party.send(9, {"type": "join", "name": "Hop", "room": party.room.code, "seat": 3})
    party.play_hands(pots, rng)
    return party, recorder


@pytest.mark.slow
@pytest.mark.parametrize("profile", PROFILES)
def test_no_client_ever_receives_a_card_it_may_not_see(profile):
    party, recorder = play_session(profile)
    assert party.room.table.hands_played == party.room.rules.pots or party.room.sessions > 1
    assert recorder.leaks() == []
    # the check has teeth: cards were named, and seated stud phones did get their own hidden cards
    named = sum(len(cards_in(record[-1])) for record in recorder.records)
    assert named > 100
    own = [
        record[-1]["you"].get("hidden")
        for record in recorder.records
        if record[-1]["type"] == "state" and record[-1]["phase"] == "play" and record[-1]["you"]
    ]
    if party.room.rules.flow == "stud":
        assert any(own)
    else:
        assert not any(own)


def test_the_privacy_check_catches_a_planted_leak():
    _party, recorder = play_session("baseball")
    seat, table, count, hand, message = next(
        r
        for r in recorder.records
        if r[0] == 0 and r[-1]["type"] == "state" and r[-1]["phase"] == "play" and r[-1]["you"]["hidden"]
    )
    hand_start = next(e for e in table.events if e.type == "hand_start" and e.hand == message["hand"])
    other_hidden = next(
        e.card
        for e in table.events[table.events.index(hand_start) :]
        if e.type == "deal" and e.seat == 1 and e.face == "down"
    )
    leaked = dict(message, log=[f"psst: Bob holds {other_hidden.pretty()}"])
    recorder.records.append((seat, table, count, hand, leaked))
    assert recorder.leaks() and "got" in recorder.leaks()[0]
    recorder.records[-1] = (None, table, count, hand, message)  # seat 0's own state sent to a spectator
    assert recorder.leaks()
    # the hopper, seated mid-hand, may not see its new seat's hidden cards of that hand
    seat, table, count, hand, joined = next(
        r for r in recorder.records if r[-1]["type"] == "joined" and r[-1]["name"] == "Hop"
    )
    assert joined["waiting"] and seat is None
    start = max(i for i, e in enumerate(table.events[:count]) if e.type == "hand_start")
    down = [
        str(e.card)
        for e in table.events[start:count]
        if e.type == "deal" and e.seat == 3 and e.face == "down"
    ]
    assert down
    # planted in a state of that very hand, holding nothing else: the hand's number is the one the
    # check judges by (a planted state of an earlier hand could name cards public back then)
    planted = {"type": "state", "phase": "play", "hand": hand, "you": {"seat": 3, "hidden": down}}
    recorder.records[-1] = (seat, table, count, hand, planted)
    assert recorder.leaks()
    # the probe, seated between two pots, may not see the pot before's hidden cards of its seat (the
    # folded bot's, which nobody at the table ever saw), though the seat is its own from then on
    seat, table, count, hand, joined = next(
        r for r in recorder.records if r[-1]["type"] == "joined" and r[-1]["name"] == "Probe"
    )
    assert not joined["waiting"] and seat is None
    start = max(i for i, e in enumerate(table.events[:count]) if e.type == "hand_start")
    folded = joined["seat"]
    down = [
        str(e.card)
        for e in table.events[start:count]
        if e.type == "deal" and e.seat == folded and e.face == "down"
    ]
    assert down and not any(e.type == "showdown" and e.seat == folded for e in table.events[start:count])
    planted = {"type": "state", "phase": "play", "hand": hand, "you": {"seat": folded, "hidden": down}}
    recorder.records[-1] = (seat, table, count, hand, planted)
    assert recorder.leaks()
