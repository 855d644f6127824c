"""What a phone may send the party room: one frozen record per message type, `parse` to validate a
message's JSON into one, and the error codes a refusal carries (game.party.protocol has what the
room sends back; docs/party.md describes both)."""

from __future__ import annotations

import json
import re
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar, Literal, get_args, get_type_hints

MAX_NAME = 16
# what no text field may hold: control characters (C0, DEL, C1) and lone surrogates, which cannot be
# sent back as UTF-8 (an error echoing them would kill the connection's writer) nor logged safely
UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")

ErrorCode = Literal[
    "bad_json",
    "bad_message",
    "too_big",
    "slow_down",
    "bad_token",
    "bad_room",
    "bad_name",
    "bad_seat",
    "seat_taken",
    "no_free_seat",
    "already_seated",
    "not_started",
    "already_started",
    "not_captain",
    "locked",
    "removed",
    "paused",
    "not_your_turn",
    "illegal",
    "stale",
    "replaced",
    "room_full",
]


# how a phone says a refusal: `error` (a mistake, in red) or `info` (nobody's mistake, said calmly:
# a tap that came just after the turn timer played that turn)
ErrorKind = Literal["error", "info"]


class ProtocolError(Exception):
    """A message the room refuses: `code` for programs, the text for people (a sentence, as the
    phone shows it), `kind` for the page."""

    def __init__(self, code: ErrorCode, message: str, kind: ErrorKind = "error"):
        super().__init__(message)
        self.code: ErrorCode = code
        self.message = message
        self.kind: ErrorKind = kind


# ----- from the client: one frozen record per type, its fields what the message must carry besides
# "type" (a field with a default is optional)


@dataclass(frozen=True)
class Join:
    type: ClassVar[str] = "join"
    name: str
    room: str  # the room code
    seat: int | None = None  # None: the first free seat
    device: str = ""  # the phone's own random id: the same guest back on it is one person tonight
    code: str = ""  # the seat code a guest back from a fresh browser read on their phone (seat_codes)


@dataclass(frozen=True)
class Resume:
    type: ClassVar[str] = "resume"
    token: str


@dataclass(frozen=True)
class Act:
    type: ClassVar[str] = "act"
    token: str
    kind: str
    turn: int


@dataclass(frozen=True)
class AutoCheck:
    """AUTO-CHECK on the guest's phone: while `on`, the room checks for their seat whenever it is
    their turn in a No Peek pot and checking is free (game.play.table_host.checks_for)."""

    type: ClassVar[str] = "auto_check"
    token: str
    on: bool


@dataclass(frozen=True)
class Start:
    type: ClassVar[str] = "start"
    token: str


@dataclass(frozen=True)
class Leave:
    type: ClassVar[str] = "leave"
    token: str


@dataclass(frozen=True)
class Ping:
    type: ClassVar[str] = "ping"


ClientMessage = Join | Resume | Act | AutoCheck | Start | Leave | Ping
CLIENT_MESSAGES: dict[str, type[ClientMessage]] = {
    record.type: record for record in (Join, Resume, Act, AutoCheck, Start, Leave, Ping)
}


@dataclass(frozen=True)
class Field:
    """One field of a client message as `parse` checks it."""

    name: str
    kind: type  # str, int (never a bool) or bool
    required: bool


def client_fields(record: type[ClientMessage]) -> tuple[Field, ...]:
    """The fields of a client message type, in order, read from its record."""
    hints = get_type_hints(record)
    out = []
    for field in fields(record):
        kinds = [kind for kind in get_args(hints[field.name]) if kind is not type(None)]
        out.append(Field(field.name, kinds[0] if kinds else hints[field.name], field.default is MISSING))
    return tuple(out)


_FIELDS = {kind: client_fields(record) for kind, record in CLIENT_MESSAGES.items()}


def parse(text: str) -> ClientMessage:
    """A client message as its record, or ProtocolError saying why not. Fields the type does not
    name are ignored; a field it names must have its JSON type (true is not a number, nor 1 a truth) and a text
    holds no control character or lone surrogate."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError(
            "bad_json", "That message is not JSON: send one JSON object per message."
        ) from None
    if not isinstance(message, dict):
        raise ProtocolError("bad_message", 'A message is a JSON object such as {"type": "ping"}.')
    kind = message.get("type")
    record = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if record is None:
        known = ", ".join(CLIENT_MESSAGES)
        raise ProtocolError("bad_message", f"Unknown message type {_short(kind)}: expected one of {known}.")
    values: dict[str, Any] = {}  # each checked against its field's type
    for field in _FIELDS[record.type]:
        if field.name not in message:
            if field.required:
                raise ProtocolError("bad_message", f'A "{kind}" message needs "{field.name}".')
            continue
        value = message[field.name]
        if isinstance(value, bool) != (field.kind is bool) or not isinstance(value, field.kind):
            expected = {int: "a whole number", bool: "true or false"}.get(field.kind, "a text")
            raise ProtocolError(
                "bad_message", f'The "{field.name}" of a "{kind}" message must be {expected}.'
            )
        if isinstance(value, str) and UNSAFE.search(value):
            raise ProtocolError(
                "bad_message",
                f'The "{field.name}" of a "{kind}" message holds a control character or a lone surrogate.',
            )
        values[field.name] = value
    return record(**values)


def _short(value: object) -> str:
    text = json.dumps(value)
    return text if len(text) <= 24 else text[:21] + "..."
