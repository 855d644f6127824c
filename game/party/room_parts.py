"""What the room's parts (the phones, the host's controls, the guests' messages) see of the room: the
room as a Protocol, so that each part is typed against it and none imports game.party.room (which
builds them): no import circle, not even through a type."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from engine.rules import Rules
from engine.table import Table
from game.party import protocol
from game.party.connections import Client, Guest
from game.party.gate import Gate
from game.party.left_hand import LeftHand
from game.party.protocol import SeatCard
from game.play.fact_stream import Cursor
from game.play.night_keeper import NightKeeper
from game.play.table_host import TableHost


class Turns(Protocol):
    """The phones as the host's controls use them: the turn is offered again after a pause."""

    turn_sent: int
    offered: dict[int, int]  # seat: the move number of the last turn its phone was offered
    cursor: Cursor  # the host's stream as far as the phones have been given it (the TV has shown it)

    def offer_turn(self, force: bool = False) -> None: ...

    def follow(self, *, changed: bool = False) -> None: ...

    def send_ledger(self, client: int) -> None: ...  # tonight's ledger, to a guest's phone

    def ledger_out(self) -> None: ...  # tonight's ledger as it stands, to every guest's phone

    def send_state(self, client: int) -> None: ...  # the table as this phone may know it

    def forget_seat(self, seat: int) -> None: ...  # its state as last built, with the pot's cards

    def seat_back(self, seat: int) -> None: ...  # that state its guest's again, back with their hand

    def names_change(self) -> None: ...  # a seat changes hands: the moves so far keep their names

    def send_left_with(self, guest: Guest, clients: Sequence[int]) -> None: ...  # a leaver's ledger


class Removals(Protocol):
    between_shown: bool  # the TV shows a session's standings or tonight's ledger
    leave_with_game: list[Guest]  # players at the TV who leave it as the next game starts

    def barred(self, state: Client, *, token: str = "", device: str = "", name: str = "") -> Guest | None: ...

    def may_pass_lock(self, state: Client, device: str) -> bool: ...


class PartyRoom(Protocol):
    host: TableHost
    rules: Rules
    profile_id: str
    next_game: tuple[Rules, str] | None  # the game chosen for the next session (game.party.next_game)
    guests: list[Guest | None]
    arriving: dict[int, Guest]
    retaken: set[int]
    leaving: dict[int, tuple[Guest, list[int]]]
    off_at_tv: set[int]
    kept_hands: dict[int, LeftHand]
    clients: dict[int, Client]
    removed: list[Guest]
    taken_from: dict[str, int]
    readmitted: list[Guest]
    welcome_back: frozenset[str]
    leavers: dict[str, tuple[Guest, int]]
    gate: Gate
    code: str
    captain: int | None
    paused: bool
    replaying: int | None
    locked: bool
    look: str | None
    hand_form: int
    night: NightKeeper | None
    known: dict[str, str]

    @property
    def phones(self) -> Turns: ...

    @property
    def controls(self) -> Removals: ...

    @property
    def n(self) -> int: ...

    @property
    def table(self) -> Table | None: ...

    @property
    def version(self) -> int: ...

    @property
    def started(self) -> bool: ...

    @property
    def pot_being_played(self) -> bool: ...  # a pot dealt and not over at the table

    @property
    def hand_in_play(self) -> bool: ...  # a hand dealt that the room has not seen end

    @property
    def clock(self) -> Callable[[], float]: ...

    def seat_cards(self) -> list[SeatCard]: ...

    def room_fields(
        self, *, calling: bool | None = None, over: bool | None = None
    ) -> protocol.RoomFields: ...

    def played_since_seated(self, seat: int) -> bool: ...

    def sit(self, client: int, state: Client, seat: int, name: str, device: str = "") -> None: ...

    def take_seat(self, seat: int, guest: Guest) -> bool: ...

    def unseat(self, seat: int) -> Guest: ...

    def start(self) -> None: ...

    def sit_host(self) -> None: ...

    def publish(self) -> None: ...

    def send(self, client: int, message: protocol.ServerMessage) -> None: ...

    def send_text(self, client: int, body: str) -> None: ...

    def broadcast(self, message: protocol.ServerMessage) -> None: ...
