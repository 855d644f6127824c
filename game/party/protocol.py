"""The party's WebSocket messages: JSON objects, one per text frame, each with a "type".

Everything a phone learns about the cards is built here from that seat's `SeatView`
(engine.view), or for spectators and hand results from the public fields of a view and the public
event stream: nothing reads the table's full state.

Each message is a record: a frozen dataclass per client type (`parse` validates a message into one),
a TypedDict per server message (built only here). docs/party.md describes every message and field,
and tests/test_party_protocol_docs.py checks it against these records.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import MISSING, dataclass, fields
from fractions import Fraction
from typing import Any, ClassVar, Literal, TypedDict, get_args, get_type_hints

from engine.actions import LegalActions, SessionDecision
from engine.cards import RANKS, Card
from engine.events import Award, Event, HandEnd, SessionEnd, Showdown
from engine.hands import HandValue
from engine.money import amount_json
from engine.no_peek import lead_after_fold
from engine.rules import Rules
from engine.view import SeatView
from game.telling import event_words
from game.telling.decision_words import describe
from game.telling.game_call import call_line, house_lines, labelled_options
from game.telling.hints import beat_now, target_words
from game.telling.pot_result import PotResult, ShownHand, pot_result

PROTOCOL_VERSION = 1
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


class ProtocolError(Exception):
    """A message the room refuses: `code` for programs, the text for people."""

    def __init__(self, code: ErrorCode, message: str):
        super().__init__(message)
        self.code: ErrorCode = code
        self.message = message


# ----- from the client: one frozen record per type, its fields what the message must carry besides
# "type" (a field with a default is optional)


@dataclass(frozen=True)
class Join:
    type: ClassVar[str] = "join"
    name: str
    room: str  # the room code
    seat: int | None = None  # None: the first free seat


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


ClientMessage = Join | Resume | Act | Start | Leave | Ping
CLIENT_MESSAGES: dict[str, type[ClientMessage]] = {
    record.type: record for record in (Join, Resume, Act, Start, Leave, Ping)
}


@dataclass(frozen=True)
class Field:
    """One field of a client message as `parse` checks it."""

    name: str
    kind: type  # str or int (never a bool)
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
    name are ignored; a field it names must have its JSON type (true is not a number) and a text
    holds no control character or lone surrogate."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError(
            "bad_json", "that message is not JSON: send one JSON object per message"
        ) from None
    if not isinstance(message, dict):
        raise ProtocolError("bad_message", 'a message is a JSON object such as {"type": "ping"}')
    kind = message.get("type")
    record = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if record is None:
        known = ", ".join(CLIENT_MESSAGES)
        raise ProtocolError("bad_message", f"unknown message type {_short(kind)}: expected one of {known}")
    values: dict[str, Any] = {}  # each checked against its field's type
    for field in _FIELDS[record.type]:
        if field.name not in message:
            if field.required:
                raise ProtocolError("bad_message", f'a "{kind}" message needs "{field.name}"')
            continue
        value = message[field.name]
        if isinstance(value, bool) or not isinstance(value, field.kind):
            expected = "a whole number" if field.kind is int else "a text"
            raise ProtocolError("bad_message", f'"{field.name}" of a "{kind}" message must be {expected}')
        if isinstance(value, str) and UNSAFE.search(value):
            raise ProtocolError(
                "bad_message",
                f'"{field.name}" of a "{kind}" message holds a control character or a lone surrogate',
            )
        values[field.name] = value
    return record(**values)


def _short(value: object) -> str:
    text = json.dumps(value)
    return text if len(text) <= 24 else text[:21] + "..."


# ----- from the server: one TypedDict per message, the keys in the order they are sent


class RoomFields(TypedDict):
    """What welcome and every state say of the room."""

    game: str
    flow: str
    seats: int
    timer: float | None
    captain: int | None
    wild: str
    house: list[str]
    session: int


class Welcome(RoomFields):
    type: Literal["welcome"]
    protocol: int


class Joined(TypedDict):
    type: Literal["joined"]
    seat: int
    token: str
    name: str
    waiting: bool


class LobbyPlayer(TypedDict):
    seat: int
    name: str
    kind: str
    colour: str


class LobbyState(RoomFields):
    type: Literal["state"]
    phase: Literal["lobby"]
    players: list[LobbyPlayer]
    you: int | None
    paused: bool
    locked: bool


Player = TypedDict(
    "Player",
    {
        "seat": int,
        "name": str,
        "kind": str,
        "colour": str,
        "arriving": str,
        "net": str,
        "up": list[str],
        "down": int,
        "in": bool,
        "paid": str,
        "showing": str,
    },
)
You = TypedDict(
    "You", {"seat": int, "hidden": list[str], "best": str, "to_call": str, "in": bool, "pile": int}
)


class YouWaiting(TypedDict):
    """A seat taken during a hand: nothing of that hand's cards until the next one."""

    seat: int
    waiting: bool


class PlayState(RoomFields):
    type: Literal["state"]
    phase: Literal["play"]
    turn: int
    hand: int
    dealer: int
    pot: str
    round: int
    level: str
    community: list[str]
    stock: int
    best: int | None
    target: str
    beat: str
    calling: bool
    actor: int | None
    players: list[Player]
    log: list[str]
    you: You | YouWaiting | None
    paused: bool
    locked: bool


class ButtonOption(TypedDict):
    kind: str
    amount: str
    label: str
    detail: str


class YourTurn(TypedDict):
    type: Literal["your_turn"]
    seat: int
    turn: int
    decision: str
    card: str | None
    prompt: str
    options: list[ButtonOption]
    seconds: float | None


class ShownCards(TypedDict):
    seat: int
    cards: list[str]
    best: list[str]
    category: str
    hand: str


class AwardWords(TypedDict):
    seat: int
    name: str
    amount: str
    why: str


class StandingWords(TypedDict):
    seat: int
    name: str
    net: str
    place: int


class Winner(TypedDict):
    seat: int
    name: str
    amount: str


UsedCard = TypedDict("UsedCard", {"card": str, "as": str | None})


class HandWords(TypedDict):
    seat: int
    name: str
    words: str
    category: str
    cards: list[UsedCard]


class PotWords(TypedDict):
    winners: list[Winner]
    winning: list[HandWords]
    beaten: HandWords | None
    why: str
    moment: str
    split: bool
    uncontested: bool


class HandResult(TypedDict):
    type: Literal["hand_result"]
    hand: int
    showdown: list[ShownCards]
    awards: list[AwardWords]
    balances: dict[str, str]
    standings: list[StandingWords] | None
    result: PotWords


class Error(TypedDict):
    type: Literal["error"]
    code: ErrorCode
    message: str


class Pong(TypedDict):
    type: Literal["pong"]


class Left(TypedDict):
    type: Literal["left"]
    seat: int


class Removed(TypedDict):
    type: Literal["removed"]
    seat: int
    message: str


class PartyOver(TypedDict):
    type: Literal["party_over"]
    message: str


ServerMessage = (
    Welcome
    | Joined
    | LobbyState
    | PlayState
    | YourTurn
    | HandResult
    | Error
    | Pong
    | Left
    | Removed
    | PartyOver
)
SERVER_MESSAGES: tuple[type, ...] = get_args(ServerMessage)


def dumps(message: Mapping[str, object]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def room_fields(
    rules: Rules, seats: int, timer: float | None, captain: int | None, session: int
) -> RoomFields:
    return {
        "game": rules.name,
        "flow": rules.flow,
        "seats": seats,
        "timer": timer,
        "captain": captain,
        "wild": "" if rules.games else "".join(sorted(rules.wild_ranks, key=RANKS.index)),
        "house": house_lines(rules),
        "session": session,
    }


def welcome(room: RoomFields) -> Welcome:
    return {"type": "welcome", "protocol": PROTOCOL_VERSION, **room}


def joined(seat: int, token: str, name: str, waiting: bool) -> Joined:
    """The message that hands a phone its seat and token; `waiting`: it plays from the next hand."""
    return {"type": "joined", "seat": seat, "token": token, "name": name, "waiting": waiting}


def error(code: ErrorCode, message: str) -> Error:
    return {"type": "error", "code": code, "message": message}


def pong() -> Pong:
    return {"type": "pong"}


def left(seat: int) -> Left:
    return {"type": "left", "seat": seat}


def removed(seat: int) -> Removed:
    return {"type": "removed", "seat": seat, "message": "the host gave your seat to a bot"}


def party_over() -> PartyOver:
    return {"type": "party_over", "message": "The host has ended the party. Thanks for playing!"}


# ----- seats and options


@dataclass(frozen=True)
class SeatCard:
    """What the room says about a seat besides the cards: its name and who plays it."""

    name: str
    kind: str  # guest (a phone plays it), away (its guest is gone: the away rule or a bot plays), bot, free
    colour: str
    arriving: str = ""  # the guest who took this bot's seat during the hand: theirs from the next one


def your_turn(
    legal: LegalActions, paid: Fraction, turn: int, seconds: float | None, games: Sequence[Rules] = ()
) -> YourTurn:
    """The phone's buttons for `legal`, in the table's order and words (`paid`: what the seat has
    put in this round, so a raise says the level it reaches; `games`: a dealer's choice's games,
    the dealer's buttons when it calls one, each with its line, `detail`)."""
    calling = legal.decision == SessionDecision.CHOOSE_GAME
    details = {game.id: call_line(game) for game in games} if calling else {}
    return {
        "type": "your_turn",
        "seat": legal.seat,
        "turn": turn,
        "decision": legal.decision,
        "card": _card(legal.card),
        "prompt": describe(legal, whose=""),  # the phone already says it is their turn
        "options": [
            {
                "kind": o.kind,
                "amount": amount_json(o.amount),
                "label": label,
                "detail": details.get(o.kind, ""),
            }
            for o, label in labelled_options(legal, paid, games)
        ],
        "seconds": None if seconds is None else round(seconds, 1),
    }


# ----- state


def _card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def _cards(cards: Iterable[Card]) -> list[str]:
    return [str(card) for card in cards]


def _hand_words(value: HandValue | None) -> str:
    """A hand the engine valued, in words ("" for none)."""
    return "" if value is None else value.description


def table_state(
    view: SeatView,
    seats: Sequence[SeatCard],
    room: RoomFields,
    turn: int,
    log: list[str],
    *,
    paused: bool,
    locked: bool,
    public: Sequence[Event] = (),
) -> PlayState:
    """The table as the whole room sees it: only the view's public fields are read, never its hidden
    cards, options or history; `log` is the public one, `public` this hand's public events (why a
    No Peek row beat). `you` and `log` are filled in per client (`seated_state`, `waiting_state`)."""
    players: list[Player] = []
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
                "showing": _hand_words(view.showing(seat)) if up else "",
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
        "best": (best := leader(view)),
        "target": _target(view, best, None if best is None else seats[best].name),
        "beat": beat_now(public, view.rules.wild_ranks) if view.rules.flow == "no_peek" else "",
        "calling": False,
        "actor": view.actor,
        "players": players,
        "log": log,
        "you": None,
        "paused": paused,
        "locked": locked,
    }


def calling_state(public: PlayState, hand: int, dealer: int) -> PlayState:
    """`public` (table_state) while `dealer` calls the game of pot `hand` (a dealer's choice): that
    pot, not dealt yet. The last pot is over: nothing of its cards, folds, bets or hand to beat
    stays (its result stays in its own message, `hand_result`)."""
    players: list[Player] = [
        {**player, "up": [], "down": 0, "in": True, "paid": "0", "showing": ""}
        for player in public["players"]
    ]
    return {
        **public,
        "hand": hand,
        "dealer": dealer,
        "pot": "0",
        "round": 0,
        "level": "0",
        "community": [],
        "best": None,
        "target": "",
        "beat": "",
        "calling": True,
        "players": players,
    }


def leader(view: SeatView) -> int | None:
    """No Peek: the row a turn must beat. Once the leader folds it is the best hand still showing
    (engine.no_peek.lead_after_fold), named at once as the TV names it; the engine's view moves the
    lead at the round's end, and until then the phones named a row that had folded."""
    if view.best is None or view.best in view.live:
        return view.best
    count = len(view.upcards)
    order = [(view.dealer + 1 + i) % count for i in range(count)]
    return lead_after_fold(
        [(seat, view.upcards[seat]) for seat in order if seat in view.live], view.rules.wild_ranks
    )


def _target(view: SeatView, best: int | None, name: str | None) -> str:
    """No Peek: what a turn must beat (the row `best`), the words the TV shows (game.telling.hints);
    `name` None: the reader's own row leads. "" outside No Peek or before any card is turned."""
    value = view.showing(best) if best is not None else None
    return "" if value is None or view.rules.flow != "no_peek" else target_words(name, value)


def seated_state(public: PlayState, view: SeatView, log: Sequence[str]) -> PlayState:
    """`public` (table_state) with what `view.seat` alone knows: its hidden cards and best hand."""
    me = view.seat
    if public["calling"]:  # no pot dealt: no cards of yours yet
        blank: You = {"seat": me, "hidden": [], "best": "", "to_call": "0", "in": True, "pile": 0}
        return {**public, "log": list(log), "you": blank}
    hidden = list(view.hidden)
    no_peek = view.rules.flow == "no_peek"
    you: You = {
        "seat": me,
        "hidden": _cards(hidden),
        "best": _hand_words(view.best_so_far()),
        "to_call": amount_json(view.to_call) if me in view.live else "0",
        "in": me in view.live,
        "pile": view.down_counts[me] if no_peek else 0,
    }
    if public["best"] == me:  # the phone whose row leads reads "YOU LEAD: ..."
        return {**public, "log": list(log), "you": you, "target": _target(view, me, None)}
    return {**public, "log": list(log), "you": you}


def waiting_state(public: PlayState, seat: int) -> PlayState:
    """`public` for a guest who took `seat` during this hand: nothing of its cards, as its bot plays it
    to the end of the hand."""
    return {**public, "you": {"seat": seat, "waiting": True}}


def lobby(seats: Sequence[SeatCard], room: RoomFields, *, paused: bool, locked: bool) -> LobbyState:
    """The room before the start as a client with no seat sees it (`lobby_for`: a seated one)."""
    players: list[LobbyPlayer] = [
        {"seat": seat, "name": info.name, "kind": info.kind, "colour": info.colour}
        for seat, info in enumerate(seats)
    ]
    return {
        "type": "state",
        **room,
        "phase": "lobby",
        "players": players,
        "you": None,
        "paused": paused,
        "locked": locked,
    }


def lobby_for(public: LobbyState, seat: int) -> LobbyState:
    return {**public, "you": seat}


# ----- what happened at the end of a hand


def hand_result(
    events: Sequence[Event], seats: Sequence[SeatCard], hand_number: int, rules: Rules
) -> HandResult:
    """The end of a hand from the PUBLIC event stream (Table.events_for(None)): cards shown at the
    showdown, who won what, the balances, the standings when the session ended with it, and
    `result`: the pot's result in the TV's words (game.telling.pot_result, which its result panel draws)."""
    shown: list[ShownCards] = []
    awards: list[AwardWords] = []
    balances: dict[str, str] = {}
    standings: list[StandingWords] | None = None
    for event in events:
        if isinstance(event, Showdown):
            shown.append(
                {
                    "seat": event.seat,
                    "cards": _cards(event.cards),
                    "best": _cards(event.best),
                    "category": event.category,
                    "hand": event.description or event.value(rules.wild_ranks).description,
                }
            )
        elif isinstance(event, Award):
            awards.append(
                {
                    "seat": event.seat,
                    "name": seats[event.seat].name,
                    "amount": amount_json(event.amount),
                    "why": event.why,
                }
            )
        elif isinstance(event, HandEnd):
            balances = {str(s): amount_json(net) for s, net in enumerate(event.balances)}
        elif isinstance(event, SessionEnd):
            standings = [
                {"seat": s.seat, "name": seats[s.seat].name, "net": amount_json(s.net), "place": s.place}
                for s in event.standings
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


def _pot_words(result: PotResult, seats: Sequence[SeatCard]) -> PotWords:
    """A PotResult as JSON: the same winners, hands, stand-ins, why line and moment as the TV's."""

    def hand(shown: ShownHand) -> HandWords:
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
    """One public event in the words of the table's log ('Ann raises to 2', game.telling.event_words),
    None for the quiet ones."""
    return event_words.event_line(event, [seat.name for seat in seats], pots)
