"""The party's WebSocket messages: JSON objects, one per text frame, each with a "type".

What a phone learns about the cards comes from that seat's `SeatView` (engine.view), or for
spectators and hand results from the public fields of a view and the public event stream: nothing
reads the table's full state (game.party.room_states, game.party.hand_result).

Each message is a record: a frozen dataclass per client type (game.party.guest_protocol: `parse`
validates a message into one, re-exported here), a TypedDict per server message, built here or, for
the `state` of the room each phone is sent, in game.party.room_states (a pot's `hand_result`:
game.party.result_message's records, built in game.party.hand_result). docs/party.md describes every
message and field, and tests/test_party_protocol_docs.py checks it against these records.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, TypedDict, get_args

from engine.actions import LegalActions
from engine.cards import RANKS, Card
from engine.money import amount_json
from engine.rules import Rules
from game.party.guest_protocol import CLIENT_MESSAGES as CLIENT_MESSAGES
from game.party.guest_protocol import MAX_NAME as MAX_NAME
from game.party.guest_protocol import Act as Act
from game.party.guest_protocol import AutoCheck as AutoCheck
from game.party.guest_protocol import ClientMessage as ClientMessage
from game.party.guest_protocol import ErrorCode as ErrorCode
from game.party.guest_protocol import ErrorKind as ErrorKind
from game.party.guest_protocol import Join as Join
from game.party.guest_protocol import Leave as Leave
from game.party.guest_protocol import Ping as Ping
from game.party.guest_protocol import ProtocolError as ProtocolError
from game.party.guest_protocol import Resume as Resume
from game.party.guest_protocol import Start as Start
from game.party.guest_protocol import client_fields as client_fields
from game.party.guest_protocol import parse as parse
from game.party.ledger_message import LedgerLine as LedgerLine
from game.party.ledger_message import LedgerMessage
from game.party.ledger_message import LedgerSession as LedgerSession
from game.party.phone_notes import DealWaits, Moment, Notice, ResultGone
from game.party.phone_notes import notice as notice
from game.party.result_message import HandResult
from game.party.tv_letters import TV_LETTERS
from game.play.host_facts import Absence, SeatKind, Takeover
from game.telling.game_call import call_details, house_lines, labelled_options
from game.telling.sit_out_words import sit_out_note

PROTOCOL_VERSION = 1
# ----- from the server: one TypedDict per message, the keys in the order they are sent


class RoomFields(TypedDict):
    """What welcome and every state say of the room."""

    game: str
    # the phone's header: the game's name, a dealer's choice's with the pot's game while one is
    # called ("Dealer's Choice: Baseball") and alone once the session is over (a guest play-test's
    # phone said "Baseball", the last pot's game, over the session's end)
    heading: str
    flow: str
    seats: int
    timer: float | None
    # the seconds a turn waits for a guest who left the seat before the away rule checks or folds for
    # them (game.play.sitters.patience): the turn timer's, or with it OFF a dropped phone's grace
    # (a host play-test's leave question spoke of "your turn's seconds" with no timer); typed as
    # patience's, never None for a leaver (a phone gone always has its grace)
    left_wait: float | None
    captain: int | None
    wild: str
    house: list[str]
    session: int
    # the TV's ACCESS options the phones follow live: m reduced motion, s colour-safe; None: no
    # TV says them (a headless host), and a page keeps its address's ?look=
    look: str | None
    # the game the host chose for the next session, said until it is dealt ("": this one goes on)
    next: str
    ending: bool  # the host ends the game in play with the pot in play (game.party.next_game.ending)


class Welcome(RoomFields):
    type: Literal["welcome"]
    protocol: int
    letters: list[list[int]]  # what the TV draws (tv_letters.TV_LETTERS): a name keeps only these
    max_name: int  # how many of those letters a name holds at most (MAX_NAME): a longer one is refused


class Joined(TypedDict):
    type: Literal["joined"]
    seat: int
    token: str
    name: str
    waiting: bool
    code: str  # the seat's code (game.party.seat_codes): typed with the name, the seat back at once


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
    replaying: int | None
    locked: bool
    dealing: bool  # the TV deals the first pot: the game has started, its state follows


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
        "bonus": list[str],  # the cards of `up` a four earned (the TV marks them "+")
        "down": int,
        "in": bool,
        "out": str,  # No Peek: out of the pot, its pile turned without beating: BEATEN; else ""
        "paid": str,
        "in_pot": str,  # all the seat has put into the pot in play: its antes, bets and paid cards
        "before_pot": str,  # the seat's net as the pot on the table was dealt (room_states.net_before_pot)
        # its player's net tonight, the pot on the table counted as its plate counts it
        # (game.party.tonight_figure); "" for a seat no phone's guest plays
        "tonight": str,
        "showing": str,
        "since_pot": int,
        "away": str,  # why an away seat is away, in the TV's plate's words ("off: bot next hand"); else ""
    },
)
You = TypedDict(
    "You", {"seat": int, "hidden": list[str], "best": str, "to_call": str, "in": bool, "pile": int}
)


class YouWaiting(TypedDict):
    """A seat taken during a hand: nothing of that hand's cards until the next one."""

    seat: int
    waiting: bool


class Won(TypedDict):
    """A share of the pot the TV has awarded: whose seat and how much."""

    seat: int
    amount: str


class Doing(TypedDict):
    """The move the TV is showing while nobody is to act: whose (None: the table's, a community
    card) and what (an action's kind, 'turn' a No Peek card turned over, else the event's type:
    'showdown', 'deal', 'award'...). The phone's heading says it (a host play-test's said nothing
    while Casey's cards were turned)."""

    seat: int | None
    what: str


class PlayState(RoomFields):
    type: Literal["state"]
    phase: Literal["play"]
    turn: int
    hand: int
    dealer: int
    pot: str
    # the pot's awards the TV has shown: the phone's pot line says who won it and how much ("CPU 4
    # wins 32"), where a host play-test's guest read "Pot 0" under the PERFECT GAME! banner
    won: list[Won]
    round: int
    level: str
    community: list[str]
    stock: int
    best: int | None
    target: str
    beat: str
    beat_seats: list[int]  # No Peek: [the row that took the lead with `beat`, the row it beat]; [] with none
    calling: bool
    actor: int | None
    doing: Doing | None  # the move the TV shows, nobody to act yet; None: the table as it stands
    players: list[Player]
    log: list[str]
    you: You | YouWaiting | None
    paused: bool
    replaying: int | None
    locked: bool


class ButtonOption(TypedDict):
    kind: str
    amount: str
    label: str
    detail: str
    note: str  # a dealer's stud game with players at the TV: they sit its pot out (sit_out_note)


class YourTurn(TypedDict):
    type: Literal["your_turn"]
    seat: int
    turn: int
    decision: str
    card: str | None
    prompt: str
    options: list[ButtonOption]
    seconds: float | None
    # with no turn timer: the seconds before the away rule plays for a phone that does not answer
    # (None: it waits for ever), so the phone shows the same clock the TV counts
    away_in: float | None


class Error(TypedDict):
    type: Literal["error"]
    code: ErrorCode
    message: str
    kind: ErrorKind  # added: `info`, nobody's mistake, is said calmly (a tap that came too late)


class Pong(TypedDict):
    type: Literal["pong"]


class AutoCheckSet(TypedDict):
    """The seat's AUTO-CHECK as the room holds it (the guest's, kept across a reload): sent when the
    phone takes its seat back and when it changes."""

    type: Literal["auto_check"]
    on: bool


class Left(TypedDict):
    type: Literal["left"]
    seat: int


class Removed(TypedDict):
    type: Literal["removed"]
    seat: int
    message: str


class Readmitted(TypedDict):
    """The host let this phone's guest back in: it may sit down again (even in a locked room)."""

    type: Literal["readmitted"]
    message: str


class PartyOver(TypedDict):
    type: Literal["party_over"]
    message: str


class NextParty(TypedDict):
    """The host's next party: the room code, to a phone that held a seat at its last one in this
    run of the game (its seat's token asked for it), so JOIN THE NEXT PARTY needs no typing."""

    type: Literal["next_party"]
    room: str


class JoinGives(TypedDict):
    """What JOIN with no seat picked gives this connection, before each state to a phone with no
    seat (seating.join_gives): the page only shows it."""

    type: Literal["join_gives"]
    seat: int | None  # None: every seat is taken
    was: str  # whose it was: a computer player's name, the guest's own, "" for a seat nobody played
    yours: bool  # this phone's guest left it during the hand in play: kept for them (leaving_seat)
    retake: bool  # a seat's phone is gone (seating.phone_gone): its guest's name takes it back
    left: bool  # this phone's guest left their seat here (a page reloaded since too) and is not seated
    now: str  # who has that seat now, in words ("a bot plays it now", "Bo sits there now"; seating.seat_now)


ServerMessage = (
    Welcome
    | Joined
    | LobbyState
    | PlayState
    | YourTurn
    | HandResult
    | Error
    | Pong
    | AutoCheckSet
    | Left
    | Removed
    | PartyOver
    | Notice
    | Readmitted
    | LedgerMessage
    | NextParty
    | DealWaits
    | ResultGone
    | JoinGives
    | Moment
)
SERVER_MESSAGES: tuple[type, ...] = get_args(ServerMessage)


def dumps(message: Mapping[str, object]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def room_fields(
    rules: Rules,
    seats: int,
    timer: float | None,
    captain: int | None,
    session: int,
    look: str | None = None,
    heading: str | None = None,
    next_game: str = "",
    ending: bool = False,
    *,
    left_wait: float | None,
) -> RoomFields:
    """`heading`: the header's words when they are not the game's name (a dealer's choice);
    `next_game`: the name of the game the host chose for the next session; `ending`: the host ends
    the game in play after the pot in play."""
    return {
        "game": rules.name,
        "heading": rules.name if heading is None else heading,
        "flow": rules.flow,
        "seats": seats,
        "timer": timer,
        "left_wait": left_wait,
        "captain": captain,
        "wild": "" if rules.games else "".join(sorted(rules.wild_ranks, key=RANKS.index)),
        "house": house_lines(rules),
        "session": session,
        "look": look,
        "next": next_game,
        "ending": ending,
    }


def welcome(room: RoomFields) -> Welcome:
    return {
        "type": "welcome",
        "protocol": PROTOCOL_VERSION,
        "letters": [list(span) for span in TV_LETTERS],
        "max_name": MAX_NAME,
        **room,
    }


def joined(seat: int, token: str, name: str, waiting: bool, code: str) -> Joined:
    """The message that hands a phone its seat, token and seat code; `waiting`: it plays from the
    next hand."""
    return {"type": "joined", "seat": seat, "token": token, "name": name, "waiting": waiting, "code": code}


def error(code: ErrorCode, message: str, kind: ErrorKind = "error") -> Error:
    """A refusal, its words `message` a sentence as the phone shows it, written so where the room
    refuses (a host play-test's phone read "that is not this room's code: check the code on the TV")."""
    return {"type": "error", "code": code, "message": message, "kind": kind}


def pong() -> Pong:
    return {"type": "pong"}


def auto_check(on: bool) -> AutoCheckSet:
    return {"type": "auto_check", "on": on}


def left(seat: int) -> Left:
    return {"type": "left", "seat": seat}


def removed(seat: int, played_out: bool, between: bool = False) -> Removed:
    """`played_out`: they were dealt into the hand in play, which the away rule plays out for them
    (the TV says AWAY under their name; a play-test's phone said at once that a bot had the seat);
    `between`: a pot is over and the next not dealt (its result up): no hand is in play, and the
    bot's play starts with the next deal (a host play-test's guest, taken off at a result, read
    that their hand in play was played out for them)."""
    if played_out:
        said = "your hand in play is played out for you (check, else fold), then a bot plays your seat"
    else:
        said = "a bot plays your seat" + (" from the next deal" if between else "")
    return {"type": "removed", "seat": seat, "message": said}


def readmitted() -> Readmitted:
    return {"type": "readmitted", "message": "the host let you back in: tap JOIN to sit down"}


def next_party(code: str) -> NextParty:
    return {"type": "next_party", "room": code}


def party_over() -> PartyOver:
    return {"type": "party_over", "message": "The host has ended the party."}


# ----- seats and options


@dataclass(frozen=True)
class SeatCard:
    """What the room says about a seat besides the cards: its name and who plays it."""

    name: str
    kind: SeatKind  # guest (a phone plays it), away (its guest is gone: the away rule or a bot plays), bot, free, local
    colour: str
    arriving: str = ""  # the guest who took this bot's seat during the hand: theirs from the next one
    since: Fraction = Fraction(0)  # the seat's net when its player sat down: theirs is what came after
    takeover: Takeover | None = None  # they took the seat over during the session
    absence: Absence = ""  # why an away seat is away (its words: game.telling.away_words.ABSENCE_WORDS)


def your_turn(
    legal: LegalActions,
    prompt: str,
    paid: Fraction,
    turn: int,
    seconds: float | None,
    games: Sequence[Rules] = (),
    away_in: float | None = None,
    at_tv: Sequence[str] = (),
) -> YourTurn:
    """The phone's buttons for `legal`, in the table's order and words (`paid`: what the seat has
    put in this round, so a raise says the level it reaches; `games`: a dealer's choice's games,
    the dealer's buttons when it calls one, each with its line, `detail`, and beside a game that
    deals hidden cards its `note` that `at_tv`, the names of the players at the TV, sit its pot out
    (as the TV's log says it as the pot is dealt); `prompt`: TableHost.prompt)."""
    details = call_details(legal, games)
    notes = {game.id: sit_out_note(at_tv) for game in games if at_tv and game.deals_hidden}
    return {
        "type": "your_turn",
        "seat": legal.seat,
        "turn": turn,
        "decision": legal.decision,
        "card": _card(legal.card),
        "prompt": prompt,  # the table host's words, unheaded: the phone already says it is their turn
        "options": [
            {
                "kind": o.kind,
                "amount": amount_json(o.amount),
                "label": label,
                "detail": details.get(o.kind, ""),
                "note": notes.get(o.kind, "") if o.kind in details else "",
            }
            for o, label in labelled_options(legal, paid, games)
        ],
        "seconds": None if seconds is None else round(seconds, 1),
        "away_in": None if away_in is None else round(away_in, 1),
    }


# ----- cards


def _card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def cards_json(cards: Iterable[Card]) -> list[str]:
    return [str(card) for card in cards]
