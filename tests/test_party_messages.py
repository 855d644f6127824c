"""The party's client messages are records: protocol.parse validates a message into its type's frozen
record (or refuses it with bad_message), and the room routes each record through one table,
room.HANDLERS, which has exactly one handler per type. A type without a handler is a bad_message, and
nothing a client sends makes Room.receive raise."""

from __future__ import annotations

import json
import random
from typing import Any, get_args

import pytest
from party_support import Party

from game.party import protocol, room
from game.party.protocol import Act, Join, Ping, ProtocolError, Resume
from game.party.room import Timing


def test_every_client_message_type_has_one_handler():
    assert set(room.HANDLERS) == set(protocol.CLIENT_MESSAGES.values())


@pytest.mark.parametrize(
    ("text", "record"),
    [
        ('{"type": "join", "name": "Ann", "room": "ABCD"}', Join("Ann", "ABCD")),
        ('{"type": "join", "name": "Ann", "room": "ABCD", "seat": 2}', Join("Ann", "ABCD", 2)),
        ('{"type": "resume", "token": "t", "extra": [1, 2]}', Resume("t")),  # unknown fields are ignored
        ('{"type": "act", "token": "t", "kind": "call", "turn": 17}', Act("t", "call", 17)),
        ('{"type": "ping"}', Ping()),
    ],
)
def test_a_valid_message_parses_to_its_record(text, record):
    assert protocol.parse(text) == record


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            '{"type": "act", "token": "t", "kind": "call", "turn": true}',
            'The "turn" of a "act" message must be a whole number.',
        ),
        (
            '{"type": "act", "token": "t", "kind": "call", "turn": 1.5}',
            'The "turn" of a "act" message must be a whole number.',
        ),
        (
            '{"type": "join", "name": "Ann", "room": "ABCD", "seat": null}',
            'The "seat" of a "join" message must be a whole number.',
        ),
        (
            '{"type": "join", "name": ["Ann"], "room": "ABCD"}',
            'The "name" of a "join" message must be a text.',
        ),
        ('{"type": "act", "token": "t", "turn": 1}', 'A "act" message needs "kind".'),
        (
            '{"type": "shout"}',
            'Unknown message type "shout": expected one of join, resume, act, auto_check, start, leave, ping.',
        ),
        ('{"type": 7}', "Unknown message type 7: expected one of"),
    ],
)
def test_a_field_missing_or_of_the_wrong_type_is_a_bad_message(text, words):
    with pytest.raises(ProtocolError) as caught:
        protocol.parse(text)
    assert caught.value.code == "bad_message" and caught.value.message.startswith(words)


def test_a_type_the_room_has_no_handler_for_is_a_bad_message_not_an_exception(monkeypatch):
    party = Party(seats=2)
    party.connect(1)
    monkeypatch.delitem(room.HANDLERS, Ping)
    party.send(1, {"type": "ping"})
    assert party.errors(1) == ["bad_message"]
    assert party.inbox[1][-1]["message"] == 'This room does not take "ping" messages.'
    monkeypatch.undo()
    party.send(1, {"type": "ping"})
    assert party.inbox[1][-1]["type"] == "pong"


def garbage(rng: random.Random, tokens: list[str], turn: int) -> Any:
    """A value a careless or hostile client might put in a field."""
    return rng.choice(
        [
            None,
            True,
            0,
            -1,
            turn,
            turn - 1,
            10**30,
            1.5,
            "",
            "ann",
            "\u202e\u0301",
            "x" * 40,
            "fold",
            "call",
            "check",
            [],
            {"a": 1},
            *tokens,
        ]
    )


def sensible(rng: random.Random, field: str, party: Party) -> Any:
    """A value of the right type for `field`, often the right one."""
    legal = party.room.table.legal_actions() if party.room.table else None
    return {
        "name": rng.choice(["Cy", "Ann", "  "]),
        "room": rng.choice([party.room.code, "ZZZZ"]),
        "seat": rng.randint(-1, 3),
        "token": rng.choice([*party.tokens.values(), "nope"]),
        "kind": rng.choice([*(legal.kinds if legal else ()), "fold", "call"]),
        "turn": rng.choice([party.room.version, party.room.version - 1]),
        "device": rng.choice(["phone-a", "phone-b", ""]),
        "code": rng.choice(["", "kwtf", *(g.code for g in party.room.guests if g is not None)]),
        "on": rng.choice([True, False]),
    }[field]


def test_no_message_makes_the_room_raise_and_each_one_is_answered_or_acted_on():
    """Hundreds of messages of every type with fields missing, extra or of any value, from a seated
    phone, a spectator and a stranger, through a game in play: receive never raises, and a refused
    message is answered with an error whose code docs/party.md lists."""
    rng = random.Random(23)
    party = Party(seats=3, timing=Timing(bot_delay=1.0, hand_pause=0.0))  # a bot's move every other message
    party.join(1, "Ann")
    party.join(2, "Bo")
    party.connect(3)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    names = [*protocol.CLIENT_MESSAGES, "shout", "", None]
    extra = ["name", "room", "seat", "token", "kind", "turn", "on", "type", "extra"]
    for _ in range(1500):
        client = rng.choice([1, 2, 3])
        tokens = [party.tokens[1], party.tokens[2], party.room.code]
        kind = rng.choice(names)
        message: dict[str, Any] = {"type": kind}
        record = protocol.CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
        if record is not None:  # a well-formed one of its type, then one or two fields spoilt
            for field in protocol.client_fields(record):
                if field.required or rng.random() < 0.5:
                    message[field.name] = sensible(rng, field.name, party)
        for field in rng.sample(extra, rng.randint(0, 2)):
            message[field] = garbage(rng, tokens, party.room.version)
        before = len(party.inbox[client])
        party.room.clients[client].allowance = 30  # the rate limit is not what this tests
        party.send(client, json.dumps(message))
        for reply in party.inbox[client][before:]:
            if reply["type"] == "error":
                assert reply["code"] in get_args(protocol.ErrorCode)
    assert party.room.table is not None
