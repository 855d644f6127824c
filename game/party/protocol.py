"""The party's WebSocket messages: JSON objects, one per text frame, each with a "type".

Everything a phone learns about the cards is built here from that seat's `SeatView`
(engine.view), or for spectators and hand results from the public fields of a view and the public
event stream: nothing reads the table's full state. docs/party.md describes every message.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from engine.actions import LegalActions
from engine.cards import Card
from engine.events import Event
from engine.hands import best_hand, showing_hand
from engine.money import amount_json
from engine.rules import Rules
from engine.view import SeatView
from game import event_words
from game.decision_words import button_label, describe, in_button_order
from game.pot_result import PotResult, ShownHand, pot_result

PROTOCOL_VERSION = 1
MAX_NAME = 16
# what no text field may hold: control characters (C0, DEL, C1) and lone surrogates, which cannot be
# sent back as UTF-8 (an error echoing them would kill the connection's writer) nor logged safely
UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")

# what each client message must carry besides "type": field -> the JSON type(s) it must have
CLIENT_FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "join": {"name": (str,), "room": (str,)},
    "resume": {"token": (str,)},
    "act": {"token": (str,), "kind": (str,), "turn": (int,)},
    "start": {"token": (str,)},
    "leave": {"token": (str,)},
    "ping": {},
}
OPTIONAL_FIELDS: dict[str, dict[str, tuple[type, ...]]] = {"join": {"seat": (int,)}}


class ProtocolError(Exception):
    """A message the room refuses: `code` for programs, the text for people."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def parse(text: str) -> dict[str, Any]:
    """A client message as a dict with the fields its type requires, or ProtocolError saying why not."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError(
            "bad_json", "that message is not JSON: send one JSON object per message"
        ) from None
    if not isinstance(message, dict):
        raise ProtocolError("bad_message", 'a message is a JSON object such as {"type": "ping"}')
    kind = message.get("type")
    if kind not in CLIENT_FIELDS:
        known = ", ".join(CLIENT_FIELDS)
        raise ProtocolError("bad_message", f"unknown message type {_short(kind)}: expected one of {known}")
    wanted = {**CLIENT_FIELDS[kind], **OPTIONAL_FIELDS.get(kind, {})}
    for field, types in wanted.items():
        if field not in message:
            if field in CLIENT_FIELDS[kind]:
                raise ProtocolError("bad_message", f'a "{kind}" message needs "{field}"')
            continue
        value = message[field]
        if isinstance(value, bool) or not isinstance(value, types):
            expected = "a whole number" if types == (int,) else "a text"
            raise ProtocolError("bad_message", f'"{field}" of a "{kind}" message must be {expected}')
        if isinstance(value, str) and UNSAFE.search(value):
            raise ProtocolError(
                "bad_message",
                f'"{field}" of a "{kind}" message holds a control character or a lone surrogate',
            )
    return message


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 24 else text[:21] + "..."


def dumps(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def error(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}


# ----- seats and options


@dataclass(frozen=True)
class SeatCard:
    """What the room says about a seat besides the cards: its name and who plays it."""

    name: str
    kind: str  # guest (a phone plays it), away (its guest is gone: the away rule or a bot plays), bot, free
    colour: str
    arriving: str = ""  # the guest who took this bot's seat during the hand: theirs from the next one


def your_turn(legal: LegalActions, paid: Fraction, turn: int, seconds: float | None) -> dict[str, Any]:
    """The phone's buttons for `legal`, in the table's order and words (`paid`: what the seat has
    put in this round, so a raise says the level it reaches)."""
    return {
        "type": "your_turn",
        "seat": legal.seat,
        "turn": turn,
        "decision": legal.decision,
        "card": _card(legal.card),
        "prompt": describe(legal, whose=""),  # the phone already says it is their turn
        "options": [
            {"kind": o.kind, "amount": amount_json(o.amount), "label": button_label(o, paid)}
            for o in in_button_order(legal.options)
        ],
        "seconds": None if seconds is None else round(seconds, 1),
    }


# ----- state


def _card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def _cards(cards: Iterable[Card]) -> list[str]:
    return [str(card) for card in cards]


def _hand_words(cards: Sequence[Card], wild_ranks: Collection[str], showing: bool) -> str:
    if not cards:
        return ""
    value = showing_hand(cards, wild_ranks) if showing or len(cards) < 5 else best_hand(cards, wild_ranks)
    return value.description


def table_state(view: SeatView, seats: Sequence[SeatCard], room: dict[str, Any], turn: int) -> dict[str, Any]:
    """The table as the whole room sees it: only the view's public fields are read, never its hidden
    cards, options or history. `you` and `log` are filled in per client (`seated_state`)."""
    wild = view.rules.wild_ranks
    players = []
    for seat, info in enumerate(seats):
        up = view.upcards[seat]
        players.append(
            {
                "seat": seat,
                "name": info.name,
                "kind": info.kind,
                "colour": info.colour,
                "arriving": info.arriving,
                "net": amount_json(view.balances[seat]),
                "up": _cards(up),
                "down": view.down_counts[seat],
                "in": seat in view.live,
                "paid": amount_json(view.paid[seat]),
                "showing": _hand_words([*up, *view.community], wild, showing=True) if up else "",
            }
        )
    return {
        "type": "state",
        **room,
        "phase": "play",
        "turn": turn,
        "hand": view.hand,
        "dealer": view.dealer,
        "pot": amount_json(view.pot),
        "round": view.round,
        "level": amount_json(view.level),
        "community": _cards(view.community),
        "stock": view.stock,
        "best": view.best,
        "actor": view.actor,
        "players": players,
        "log": [],
        "you": None,
    }


def seated_state(public: dict[str, Any], view: SeatView, log: Sequence[str]) -> dict[str, Any]:
    """`public` (table_state) with what `view.seat` alone knows: its hidden cards and best hand."""
    me = view.seat
    hidden = list(view.hidden)
    no_peek = view.rules.flow == "no_peek"
    you = {
        "seat": me,
        "hidden": _cards(hidden),
        "best": _hand_words(
            [*hidden, *view.upcards[me], *view.community], view.rules.wild_ranks, showing=no_peek
        ),
        "to_call": amount_json(view.to_call) if me in view.live else "0",
        "in": me in view.live,
        "pile": view.down_counts[me] if no_peek else 0,
    }
    return {**public, "log": list(log), "you": you}


def lobby(seats: Sequence[SeatCard], room: dict[str, Any], you: int | None) -> dict[str, Any]:
    players = [
        {"seat": seat, "name": info.name, "kind": info.kind, "colour": info.colour}
        for seat, info in enumerate(seats)
    ]
    return {"type": "state", **room, "phase": "lobby", "players": players, "you": you}


# ----- what happened at the end of a hand


def hand_result(
    events: Sequence[Event], seats: Sequence[SeatCard], hand_number: int, rules: Rules
) -> dict[str, Any]:
    """The end of a hand from the PUBLIC event stream (Table.events_for(None)): cards shown at the
    showdown, who won what, the balances, the standings when the session ended with it, and
    `result`: the pot's result in the TV's words (game.pot_result, which its result panel draws)."""
    shown, awards, balances, standings = [], [], {}, None
    for event in events:
        kind = event.type
        if kind == "showdown":
            shown.append(
                {
                    "seat": event.seat,  # type: ignore[attr-defined]
                    "cards": _cards(event.cards),  # type: ignore[attr-defined]
                    "best": _cards(event.best),  # type: ignore[attr-defined]
                    "category": event.category,  # type: ignore[attr-defined]
                    "hand": _hand_words(event.best, rules.wild_ranks, showing=False),  # type: ignore[attr-defined]
                }
            )
        elif kind == "award":
            seat = event.seat  # type: ignore[attr-defined]
            awards.append(
                {
                    "seat": seat,
                    "name": seats[seat].name,
                    "amount": amount_json(event.amount),  # type: ignore[attr-defined]
                    "why": event.why,  # type: ignore[attr-defined]
                }
            )
        elif kind == "hand_end":
            balances = {str(s): amount_json(net) for s, net in enumerate(event.balances)}  # type: ignore[attr-defined]
        elif kind == "session_end":
            standings = [
                {"seat": s.seat, "name": seats[s.seat].name, "net": amount_json(s.net), "place": s.place}
                for s in event.standings  # type: ignore[attr-defined]
            ]
    return {
        "type": "hand_result",
        "hand": hand_number,
        "showdown": shown,
        "awards": awards,
        "balances": balances,
        "standings": standings,
        "result": _pot_words(pot_result(events, rules), seats),
    }


def _pot_words(result: PotResult, seats: Sequence[SeatCard]) -> dict[str, Any]:
    """A PotResult as JSON: the same winners, hands, stand-ins, why line and moment as the TV's."""

    def hand(shown: ShownHand) -> dict[str, Any]:
        return {
            "seat": shown.seat,
            "name": seats[shown.seat].name,
            "words": shown.words,
            "category": shown.category,
            "cards": [{"card": str(card), "as": stands} for card, stands in shown.used],
        }

    return {
        "winners": [
            {"seat": seat, "name": seats[seat].name, "amount": amount_json(amount)}
            for seat, amount in result.winners
        ],
        "winning": [hand(shown) for shown in result.winning],
        "beaten": None if result.beaten is None else hand(result.beaten),
        "why": result.why,
        "moment": result.moment,
        "split": result.split,
        "uncontested": result.uncontested,
    }


def event_line(event: Event, seats: Sequence[SeatCard], pots: int) -> str | None:
    """One public event in the words of the table's log ('Ann raises to 2', game.event_words),
    None for the quiet ones."""
    return event_words.event_line(event, [seat.name for seat in seats], pots)
