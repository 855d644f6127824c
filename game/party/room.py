"""A party table: seats held by guests' phones, bots in the others, one engine Table, no I/O.

The room knows nothing of sockets or windows. A transport (game.party.wire.server, or the TV's thread
bridge) gives every connection a number and calls `connect`, `receive` (the raw text of each
message), `disconnect` and, a few times a second, `tick`; it sends whatever the room leaves in
`outbox` as (client, text) pairs, in order, and drops the connections listed in `closing`.

Privacy: a seat is taken with `join`, which hands that phone a secret token (secrets.token_urlsafe);
only the connection holding that token may act for the seat or receive its hidden cards, and every
state a client receives is built from that seat's SeatView, or, for anyone not seated, from the
public fields only (game.party.protocol).

A seat changes hands only between hands: taken during one, its bot plays that hand to the end
(`arriving`), and its new owner is sent none of that hand's cards. The engine's table holds between
hands, so the room seats arrivals and deals the next hand once the last result has been read
(`hand_pause`, and a TV that shows the room says when it has caught up: `tv_busy`).

Nobody waits forever on a phone: a seat with no guest, or whose guest left, is played by a bot; a
guest who runs out of turn time (`turn_seconds`), who does not answer with no timer
(`idle_seconds`), or whose phone dropped off and does not come back within `away_grace`, gets the
away rule (game.play.away_rule).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Any

from engine import dealers_choice
from engine.actions import Action, IllegalAction, LegalActions
from engine.bots import list_styles, make_bot
from engine.events import Event, HandEnd, HandStart, SeatInfo
from engine.rules import Rules
from engine.table import Table
from game.party import protocol
from game.party.gate import Gate
from game.party.protocol import (
    Act,
    ClientMessage,
    ErrorCode,
    Join,
    Leave,
    Ping,
    ProtocolError,
    Resume,
    SeatCard,
    Start,
)
from game.play.away_rule import away_choice
from game.play.seeds import fresh_seed
from game.play.session import safe_decide

SEAT_COLOURS = ("#f2b233", "#41a9f5", "#ef5a5f", "#4cc971", "#b584f8", "#f5843a", "#2ec4b6", "#f273b6")
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O: a room code is read off a TV across the room
LOG_LINES = 4


@dataclass(frozen=True)
class Timing:
    turn_seconds: float | None = None  # a guest's time for one decision; None: no turn timer
    away_grace: float = 20.0  # how long a turn waits for a guest whose phone dropped off
    # with no turn timer, how long a connected phone that does not answer is waited for before the
    # away rule plays for it (the table's own "away after" option; None: for ever)
    idle_seconds: float | None = 45.0
    bot_delay: float = 0.8  # a bot's pause before acting, so people can follow the table
    hand_pause: float = 3.0  # between the end of a hand and the first move of the next
    moves_per_tick: int = 60  # bots' moves in one tick at most (a bound when bot_delay is 0)


@dataclass(frozen=True)
class Limits:
    max_clients: int = 64  # connections without a seat (game.party.gate: the oldest makes room)
    per_address: int = 8  # connections without a seat from one address
    guesses: int = 5  # wrong room codes one address may try at once, then one each guess_seconds
    guess_seconds: float = 12.0
    max_message: int = 2048  # characters in one client message
    rate: float = 10.0  # messages a second a client may send, on average...
    burst: int = 30  # ...and at once
    flood_close: int = 200  # messages refused for speed before the connection is dropped


@dataclass
class Guest:
    name: str
    token: str
    client: int | None  # the connection playing the seat; None while the phone is gone
    away: bool = False  # timed out while gone: later turns take the away rule at once
    local: bool = False  # played at the TV itself (a controller or keys), never from a phone
    colour: str | None = None  # chosen at the TV; otherwise the seat's colour
    address: str = ""  # the phone's network address when it sat down (a removed guest's is barred)


@dataclass
class Client:
    seat: int | None = None
    seq: int = 0  # numbers every message sent to it: the client can tell one was lost or repeated
    allowance: float = 0.0
    refilled: float = 0.0
    refused: int = 0
    address: str = ""  # the remote address the transport reported ("" when it did not say)
    removed: bool = False  # the host took this connection's guest off the table


def room_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(4))


class Room:
    def __init__(
        self,
        rules: Rules,
        seats: int,
        seed: int | None,
        *,
        profile_id: str | None = None,
        timing: Timing = Timing(),
        limits: Limits = Limits(),
        difficulty: str = "normal",
        clock: Callable[[], float] = time.monotonic,
        thinker: Executor | None = None,
    ):
        """`seed`: the first session's; each later session takes the next number and bot i plays from
        seed * 100 + i, so a seed repeats a party exactly. None (a real party): every session and every
        bot draws its own secret seed (game.play.seeds), so one deal tells nothing of the others.
        `thinker`: where bots decide (a thread, so the TV keeps drawing and phones keep being
        answered while a bot thinks); None decides at once, in the caller's thread."""
        if not rules.min_players <= seats <= rules.max_players:
            raise ValueError(
                f"{rules.name} is played by {rules.min_players} to {rules.max_players} players, not {seats}"
            )
        self.rules = rules
        self.profile_id = profile_id or rules.id
        self.seed = seed
        self.timing = timing
        self.limits = limits
        self.clock = clock
        self.code = room_code()
        self.gate = Gate(limits.per_address, limits.max_clients, limits.guesses, limits.guess_seconds)
        self.guests: list[Guest | None] = [None] * seats
        self.captain: int | None = None  # the first guest's seat: their phone may start the game
        styles = [style.id for style in list_styles()]
        self.bots = [
            make_bot(styles[i % len(styles)], difficulty, fresh_seed() if seed is None else seed * 100 + i)
            for i in range(seats)
        ]
        self.clients: dict[int, Client] = {}
        self.outbox: list[tuple[int, str]] = []
        self.closing: list[tuple[int, str]] = []
        self.table: Table | None = None
        self.sessions = 0
        self.version = 0  # counts the table's moves: a "turn" number that stale buttons are told from
        self.since = clock()  # when the current decision began (later than now during a pause)
        self.turn_sent = -1  # the version whose your_turn was sent
        self.listeners: list[Callable[[list[Event]], None]] = []  # told of every new engine event
        self.thinker = thinker
        # set by the TV while it still shows earlier moves or the last pot's result: bots wait, no
        # phone is asked yet and no turn clock runs, so every decision starts as the TV shows it
        self.tv_busy = False
        self.tv_paced = False  # a TV shows this room: after each move it is busy until it says not
        self.arriving: dict[int, Guest] = {}  # seats taken mid-hand: their bots finish the hand
        self.paused = False  # the host paused the party: nothing moves, every phone says PAUSED
        self.locked = False  # the host locked the room: no new guests; seated phones still come back
        self.removed: list[Guest] = []  # guests the host removed: they may not sit again tonight
        self.paused_at = 0.0
        self.thinking: tuple[int, Future[Action]] | None = None  # (version, the bot's decision)

    @property
    def n(self) -> int:
        return len(self.guests)

    @property
    def started(self) -> bool:
        return self.table is not None

    def seat_cards(self) -> list[SeatCard]:
        cards = []
        chosen = {guest.colour for guest in self.guests if guest is not None and guest.colour}
        spare = [colour for colour in SEAT_COLOURS if colour not in chosen]
        for seat, guest in enumerate(self.guests):
            colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
            if colour in chosen:  # a player at the TV picked this seat's colour: take one nobody has
                colour = spare[seat % len(spare)] if spare else colour
            if guest is None:
                name = f"CPU {seat + 1}"
                arriving = self.arriving.get(seat)
                kind = "bot" if self.started else "free"
                cards.append(SeatCard(name, kind, colour, arriving.name if arriving else ""))
            else:
                kind = "local" if guest.local else "away" if guest.client is None else "guest"
                cards.append(SeatCard(guest.name, kind, guest.colour or colour))
        return cards

    def room_fields(self) -> protocol.RoomFields:
        # a dealer's choice: the game of the pot in play once one is called, so the phones say it
        table = self.table
        rules = table.rules if table is not None and table.pot_game > table.hands_played else self.rules
        return protocol.room_fields(rules, self.n, self.timing.turn_seconds, self.captain, self.sessions)

    # ----- the transport's calls

    def connect(self, client: int, address: str = "") -> None:
        """A new connection from `address` (its remote IP). It always gets in, so a seated phone can
        come back and resume; past the caps the oldest connection without a seat is closed instead
        (game.party.gate). The welcome and the states it gets carry no room code."""
        for old in self.gate.admit(client, address, self._seated):
            self._refuse(old, "room_full", "too many connections without a seat: this one makes room")
        now = self.clock()
        self.clients[client] = Client(allowance=self.limits.burst, refilled=now, address=address)
        self._send(client, protocol.welcome(self.room_fields()))
        self._send_state(client)

    def _seated(self, client: int) -> bool:
        state = self.clients.get(client)
        return state is not None and state.seat is not None

    def disconnect(self, client: int) -> None:
        self.gate.forget(client)
        gone = self.clients.pop(client, None)
        if gone is None or gone.seat is None:
            return
        guest = self.arriving.get(gone.seat) or self.guests[gone.seat]
        if guest is not None and guest.client == client:
            guest.client = None
            self._pick_captain()
            self.publish()

    def receive(self, client: int, text: str) -> None:
        """One message from `client`: acted on by its type's handler (HANDLERS), or answered with an
        error that changes nothing. A message is refused only with ProtocolError: a type with no
        handler is a bad_message like one the protocol does not know."""
        state = self.clients.get(client)
        if state is None:
            return
        if not self._allowed(client, state):
            return
        try:
            if len(text) > self.limits.max_message:
                raise ProtocolError(
                    "too_big", f"a message may be at most {self.limits.max_message} characters"
                )
            message = protocol.parse(text)
            handler = HANDLERS.get(type(message))
            if handler is None:
                raise ProtocolError("bad_message", f'this room does not take "{message.type}" messages')
            handler(self, client, state, message)
        except ProtocolError as exc:
            self._send(client, protocol.error(exc.code, exc.message))
        self.tick()

    def tick(self) -> None:
        """Let bots, the turn timer and the away rule move the table on, and start the next session."""
        table = self.table
        if table is None or self.paused:
            return
        for _ in range(self.timing.moves_per_tick):
            now = self.clock()
            if self.tv_busy:  # each move is shown first, the next decision (or session) starts
                self.since = max(self.since, now)  # as the TV shows it: its clock held at zero
                return
            if table.is_over or table.between_hands:
                if now < self.since:  # the last pot's result is still being read
                    return
                if table.is_over:
                    table = self._new_session()
                else:
                    self._next_hand()
                continue
            legal = table.legal_actions()
            assert legal is not None  # a table that is not over waits for a decision
            action = self._automatic(legal, now)
            if action is None:
                break
            self._apply(action)
        self._offer_turn()  # a turn held back while the TV was busy

    # ----- players at the TV itself (No Peek only: there nothing is hidden from the room)

    def add_local(self, name: str, colour: str | None = None) -> int:
        """Seat a player who plays at the TV with a controller or keys; their seat number.
        ValueError when the game hides cards (stud) or no seat is free."""
        if self.rules.flow != "no_peek":
            raise ValueError(f"{self.rules.name} deals hidden cards: its players need their own phones")
        seat = next((s for s, guest in enumerate(self.guests) if guest is None), None)
        if seat is None:
            raise ValueError("every seat is taken")
        self.guests[seat] = Guest(
            name[: protocol.MAX_NAME], secrets.token_urlsafe(24), None, local=True, colour=colour
        )
        self.publish()
        return seat

    def remove_local(self, seat: int) -> None:
        guest = self.guests[seat]
        if guest is not None and guest.local:
            self.guests[seat] = None
            self.publish()

    def local_turn(self) -> LegalActions | None:
        """The decision a player at the TV must make now, if any."""
        table = self.table
        if table is None or table.is_over:
            return None
        legal = table.legal_actions()
        guest = self.guests[legal.seat] if legal is not None else None
        return legal if guest is not None and guest.local else None

    def act_local(self, kind: str) -> None:
        """A TV player's choice for the current decision (IllegalAction when it is not theirs to make
        or not an option)."""
        legal = self.local_turn()
        if legal is None:
            raise IllegalAction("it is not the turn of a player at the TV")
        self._apply(legal.action(kind))

    def start(self) -> None:
        """Deal the first hand; bots take the seats nobody holds."""
        if self.table is not None:
            raise ProtocolError("already_started", "the game has already started")
        self._new_session()

    # ----- the host's controls (the TV's pause menu)

    def pause(self, paused: bool) -> None:
        """Stop everything (no bot moves, no clock runs, phones say PAUSED) or go on where it stopped."""
        if paused == self.paused:
            return
        self.paused = paused
        if paused:
            self.paused_at = self.clock()
        else:  # the decision's clock goes on from where it stopped
            self.since += self.clock() - self.paused_at
            self.turn_sent = -1  # phones ask again: their timer restarts from the time left
        self.publish()
        self._offer_turn()

    def lock(self, locked: bool) -> None:
        """No new guests while locked; the seated (and those sitting down next hand) still come back."""
        self.locked = locked
        self.publish()

    def remove(self, seat: int) -> None:
        """The host takes a guest off the table: its bot plays the seat at once, the phone is told, and
        neither that connection nor its address may sit again until the host lets them (`readmit`)."""
        guest = self.arriving.get(seat) or self.guests[seat]
        if guest is None or guest.local:
            raise ValueError(f"seat {seat + 1} has no guest with a phone")
        clients = [client for client, state in self.clients.items() if state.seat == seat]
        self._unseat(seat)
        guest.address = next((self.clients[c].address for c in clients), guest.address)
        self.removed.append(guest)
        for client in clients:
            self.clients[client].removed = True
            self._send(client, protocol.removed(seat))
        self.publish()

    def end(self) -> None:
        """The host ended the party: every phone is told plainly before the server closes."""
        self.paused = True  # nothing moves any more
        self._broadcast(protocol.party_over())

    def readmit(self, guest: Guest) -> None:
        """Let a removed guest sit down again."""
        self.removed.remove(guest)
        for state in self.clients.values():
            if state.address and state.address == guest.address:
                state.removed = False

    def _is_removed(self, state: Client) -> bool:
        return state.removed or any(
            guest.address and guest.address == state.address for guest in self.removed
        )

    # ----- client messages

    def _on_ping(self, client: int, state: Client, message: Ping) -> None:
        self._send(client, protocol.pong())

    def _on_join(self, client: int, state: Client, message: Join) -> None:
        if state.seat is not None:
            raise ProtocolError("already_seated", f"this phone already holds seat {state.seat + 1}")
        now = self.clock()
        if not self.gate.may_guess(client, now):  # refused unchecked: it tells nothing of the code
            raise ProtocolError("slow_down", "too many wrong room codes from this address: wait a minute")
        if not secrets.compare_digest(message.room.strip().upper().encode(), self.code.encode()):
            self.gate.missed(client, now)
            raise ProtocolError("bad_room", "that is not this room's code: check the code on the TV")
        name = " ".join("".join(ch for ch in message.name if ch.isprintable()).split())[: protocol.MAX_NAME]
        if not name:
            raise ProtocolError("bad_name", "type a name to sit down")
        if self.locked:
            raise ProtocolError("locked", "the host has locked the room: no new guests tonight")
        if self._is_removed(state):
            raise ProtocolError("removed", "the host has taken you off the table: ask the host")
        free = [s for s in range(self.n) if self.guests[s] is None and s not in self.arriving]
        seat = message.seat
        if seat is None:
            if not free:
                raise ProtocolError(
                    "no_free_seat", "every seat is taken: watch, or wait for someone to leave"
                )
            seat = free[0]
        elif not 0 <= seat < self.n:
            raise ProtocolError("bad_seat", f"seats are numbered 0 to {self.n - 1}")
        elif seat not in free:
            raise ProtocolError("seat_taken", f"seat {seat + 1} is taken: pick a free one")
        guest = Guest(self._unique(name), secrets.token_urlsafe(24), client, address=state.address)
        state.seat = seat
        # a seat changes hands only between hands: taken now, its bot plays it to the end of this one
        waiting = self.hand_in_play
        if waiting:
            self.arriving[seat] = guest
        else:
            self.guests[seat] = guest
            if self.captain is None:
                self.captain = seat
        self._send(client, self._joined(seat, guest, waiting))
        self.publish()
        self._offer_turn(force=True)

    @property
    def hand_in_play(self) -> bool:
        """A hand has been dealt and has not ended: no seat may change hands now."""
        table = self.table
        return table is not None and not table.is_over and not table.between_hands

    def _unique(self, name: str) -> str:
        """`name`, numbered when someone at the table already goes by it ('ANN', 'ANN 2')."""
        taken = {card.name.casefold() for card in self.seat_cards()}
        taken |= {guest.name.casefold() for guest in self.arriving.values()}
        if name.casefold() not in taken:
            return name
        number = 2
        while True:
            suffix = f" {number}"
            candidate = name[: protocol.MAX_NAME - len(suffix)] + suffix
            if candidate.casefold() not in taken:
                return candidate
            number += 1

    @staticmethod
    def _joined(seat: int, guest: Guest, waiting: bool) -> protocol.Joined:
        return protocol.joined(seat, guest.token, guest.name, waiting)

    def _on_resume(self, client: int, state: Client, message: Resume) -> None:
        seat = self._token_seat(message.token)
        if seat is None:
            raise ProtocolError("bad_token", "that seat token is not valid here: join again")
        if state.seat is not None and state.seat != seat:
            raise ProtocolError("already_seated", f"this phone already holds seat {state.seat + 1}")
        guest = self._guest_of(seat)
        old = guest.client
        if old is not None and old != client and old in self.clients:
            self.clients[old].seat = None  # the same phone from a fresh connection: the old one only watches
            self._send(old, protocol.error("replaced", "this seat is now played from another connection"))
            self._send_state(old)
        guest.client, guest.away = client, False
        state.seat = seat
        if self.captain is not None and self._captain_gone():
            self.captain = seat
        self._send(client, self._joined(seat, guest, seat in self.arriving))
        self.publish()
        self._offer_turn(force=True)

    def _on_act(self, client: int, state: Client, message: Act) -> None:
        seat = self._holder(state, message.token)
        table = self.table
        if table is None:
            raise ProtocolError("not_started", "the game has not started yet")
        if seat in self.arriving:
            raise ProtocolError("not_your_turn", "you play from the next hand: this one is still the bot's")
        if self.paused:
            raise ProtocolError("paused", "the host has paused the party")
        legal = table.legal_actions()
        if legal is None or legal.seat != seat:
            whose = "nobody's" if legal is None else f"{self.seat_cards()[legal.seat].name}'s"
            raise ProtocolError("not_your_turn", f"it is {whose} turn, not yours")
        if message.turn != self.version:
            raise ProtocolError("stale", "that button was for an earlier turn: the table has moved on")
        try:
            action = legal.action(message.kind)
        except IllegalAction as exc:
            raise ProtocolError(
                "illegal", f"you cannot {message.kind} now: you may {', '.join(legal.kinds)}"
            ) from exc
        self._apply(action)

    def _on_start(self, client: int, state: Client, message: Start) -> None:
        seat = self._holder(state, message.token)
        if self.table is not None:
            raise ProtocolError("already_started", "the game has already started")
        if seat != self.captain:
            raise ProtocolError("not_captain", "the first guest to sit down starts the game")
        self.start()

    def _on_leave(self, client: int, state: Client, message: Leave) -> None:
        seat = self._holder(state, message.token)
        self._unseat(seat)
        self._send(client, protocol.left(seat))
        self.publish()

    def _unseat(self, seat: int) -> Guest:
        """The seat's guest (or arriving guest) gone: its bot plays it from now on. The guest's
        connections only watch; a guest who left gets no seat back before the next hand."""
        guest = self.arriving.pop(seat, None) or self.guests[seat]
        assert guest is not None
        if self.guests[seat] is guest:
            self.guests[seat] = None
        for state in self.clients.values():
            if state.seat == seat:
                state.seat = None
        if self.captain == seat:
            self.captain = None
            self._pick_captain()
        return guest

    def _guest_of(self, seat: int) -> Guest:
        guest = self.arriving.get(seat) or self.guests[seat]
        assert guest is not None
        return guest

    def _captain_gone(self) -> bool:
        """Before the start, a captain whose phone is gone cannot start: someone else must."""
        if self.started or self.captain is None:
            return False
        guest = self.guests[self.captain]
        return guest is None or guest.client is None

    def _pick_captain(self) -> None:
        """The captain's phone gone (or the captain left) in the lobby: the next guest with a phone
        here may start the game."""
        if self.captain is not None and not self._captain_gone():
            return
        here = [s for s, guest in enumerate(self.guests) if guest is not None and guest.client is not None]
        if here or self.captain is None:
            self.captain = here[0] if here else None

    def _token_seat(self, token: str) -> int | None:
        found = None
        holders = [*enumerate(self.guests), *self.arriving.items()]
        for seat, guest in holders:  # every seat compared, in constant time each
            if guest is None or guest.local:
                continue
            if secrets.compare_digest(guest.token.encode(), token.encode()):
                found = seat
        return found

    def _holder(self, state: Client, token: str) -> int:
        """The seat this connection holds with `token`, or ProtocolError bad_token."""
        seat = self._token_seat(token)
        if seat is None or state.seat != seat:
            raise ProtocolError(
                "bad_token", "that token does not hold a seat on this connection: join or resume first"
            )
        return seat

    # ----- the table

    def _new_session(self) -> Table:
        self._seat_arrivals()
        seats = tuple(
            SeatInfo(f"CPU {s + 1}", "bot", bot.style.id)
            if guest is None
            else SeatInfo(guest.name, "human", "guest")
            for s, (guest, bot) in enumerate(zip(self.guests, self.bots, strict=True))
        )
        seed = fresh_seed() if self.seed is None else self.seed + self.sessions
        # the table waits between hands: seats change hands there, before the next deal
        self.table = Table(self.rules, seats, seed, self.profile_id, hold_between_hands=True)
        self.sessions += 1
        self.version += 1
        self.since = self.clock()
        self._tell(self.table.events)
        self.publish()
        self._offer_turn()
        return self.table

    def _automatic(self, legal: LegalActions, now: float) -> Action | None:
        """The move made for the actor without its phone, or None while the table waits for the phone."""
        waited = now - self.since
        guest = self.guests[legal.seat]
        if guest is None:
            if waited < self.timing.bot_delay:
                return None
            if len(legal.options) == 1:
                return Action(legal.seat, legal.options[0].kind)
            return self._bot_decision(legal)
        patience = self._patience(guest)
        if patience is None or waited < patience:
            return None
        if guest.client is None and not guest.local:
            guest.away = True  # gone: later turns take the away rule at once
        return away_choice(legal)

    def _patience(self, guest: Guest) -> float | None:
        """How long a decision waits for `guest` before the away rule plays for it; None: for ever."""
        timing = self.timing
        if guest.local:  # players at the TV are hurried only by a turn timer
            return timing.turn_seconds
        if guest.client is None:
            return timing.bot_delay if guest.away else timing.turn_seconds or timing.away_grace
        return timing.turn_seconds if timing.turn_seconds is not None else timing.idle_seconds

    def waiting_for(self) -> tuple[int, float | None] | None:
        """The guest's seat the table waits for now, with the seconds left before the away rule plays
        for it (None: no limit); None when it waits for no guest (a bot's turn, between sessions)."""
        table = self.table
        if table is None or table.actor is None:
            return None
        guest = self.guests[table.actor]
        if guest is None:
            return None
        patience = self._patience(guest)
        if patience is None:
            return table.actor, None
        now = self.paused_at if self.paused else self.clock()
        return table.actor, max(0.0, self.since + patience - max(now, self.since))

    def _bot_decision(self, legal: LegalActions) -> Action | None:
        """The bot's move, or None while it is still thinking in the thinker. The table cannot move
        while a bot thinks (it is the bot's turn), so the view it reads stays true."""
        assert self.table is not None
        bot = self.bots[legal.seat]
        if self.thinker is None:
            return safe_decide(bot, self.table.view(legal.seat), legal)
        if self.thinking is None or self.thinking[0] != self.version:
            view = self.table.view(legal.seat)
            self.thinking = (self.version, self.thinker.submit(safe_decide, bot, view, legal))
        future = self.thinking[1]
        if not future.done():
            return None
        self.thinking = None
        return future.result()

    def _apply(self, action: Action) -> None:
        table = self.table
        assert table is not None
        hand_first = table.hand_events_start
        new = table.apply(action)
        self.tv_busy = self.tv_paced
        self.version += 1
        self.since = self.clock()
        public = table.events_for(None)
        start = len(table.events) - len(new)
        seats = self.seat_cards()
        for index, event in enumerate(new, start):
            if isinstance(event, HandEnd):
                # the hand's public events, and the session_end when one follows the hand_end
                events = public[hand_first : index + 2]
                self._broadcast(protocol.hand_result(events, seats, event.hand, table.rules))
                self.since += self.timing.hand_pause
            elif isinstance(event, HandStart):
                hand_first = index
        self._tell(new)
        self.publish()
        self._offer_turn()

    def _next_hand(self) -> None:
        """Deal the next pot, the seats taken during the last one passing to their guests first."""
        assert self.table is not None
        self._seat_arrivals()
        new = self.table.next_hand()
        self.tv_busy = self.tv_paced
        self.version += 1
        self.since = self.clock()
        self._tell(new)
        self.publish()
        self._offer_turn()

    def _seat_arrivals(self) -> None:
        """Between hands: the seats taken during the last one pass from their bots to their guests."""
        for seat, guest in sorted(self.arriving.items()):
            self.guests[seat] = guest
            if guest.client is not None:
                self._send(guest.client, self._joined(seat, guest, False))
        self.arriving.clear()
        if self.captain is None:
            self._pick_captain()

    def _tell(self, events: list[Event]) -> None:
        for listener in self.listeners:
            listener(events)

    # ----- messages out

    def publish(self) -> None:
        """Send every client the table as it may know it: the public part built once, then one
        state per seat held and one for all the others."""
        seats = self.seat_cards()
        public = self._public_state(seats)
        built: dict[int | None, str] = {}
        for client, state in self.clients.items():
            seat = state.seat
            if seat not in built:  # a seat's holder and its arriving guest are never both connected
                built[seat] = protocol.dumps(self._state(seat, public, seats))
            self._send_text(client, built[seat])

    def _send_state(self, client: int) -> None:
        seats = self.seat_cards()
        self._send(client, self._state(self.clients[client].seat, self._public_state(seats), seats))

    def _public_state(self, seats: list[SeatCard]) -> protocol.LobbyState | protocol.PlayState:
        table = self.table
        if table is None:
            return protocol.lobby(seats, self.room_fields(), paused=self.paused, locked=self.locked)
        view = table.view(0)  # only its public fields are read
        events = table.events_for(None, table.hand_events_start)
        log = _log(events, seats, self.rules.pots)
        state = protocol.table_state(
            view,
            seats,
            self.room_fields(),
            self.version,
            log,
            paused=self.paused,
            locked=self.locked,
            public=events,
        )
        dealer = dealers_choice.caller(table)
        return state if dealer is None else protocol.calling_state(state, table.hands_played + 1, dealer)

    def _state(
        self, seat: int | None, public: protocol.LobbyState | protocol.PlayState, seats: list[SeatCard]
    ) -> protocol.LobbyState | protocol.PlayState:
        """The state message for `seat` (None: a client with no seat)."""
        table = self.table
        if seat is None:
            return public
        if public["phase"] == "lobby":
            return protocol.lobby_for(public, seat)
        if seat in self.arriving:  # nothing of this hand's hidden cards: the seat is the bot's until it ends
            return protocol.waiting_state(public, seat)
        assert table is not None  # a state in play is the table's
        view = table.view(seat)
        return protocol.seated_state(public, view, _log(view.history, seats, self.rules.pots))

    def _offer_turn(self, force: bool = False) -> None:
        """Tell the actor's phone it is its turn (again after a reconnect: `force`)."""
        table = self.table
        if table is None or table.is_over or self.paused or self.tv_busy:
            return
        if self.turn_sent == self.version and not force:
            return
        legal = table.legal_actions()
        if legal is None:  # between hands
            return
        guest = self.guests[legal.seat]
        if guest is None or guest.client is None:
            return
        seconds = None
        if self.timing.turn_seconds is not None:
            seconds = self.since + self.timing.turn_seconds - self.clock()
        paid = table.view(legal.seat).paid[legal.seat]
        games = table.session_rules.games
        self._send(guest.client, protocol.your_turn(legal, paid, self.version, seconds, games))
        self.turn_sent = self.version

    def _broadcast(self, message: protocol.ServerMessage) -> None:
        body = protocol.dumps(message)
        for client in self.clients:
            self._send_text(client, body)

    def _send(self, client: int, message: protocol.ServerMessage) -> None:
        self._send_text(client, protocol.dumps(message))

    def _send_text(self, client: int, body: str) -> None:
        """`body` (a JSON object) with the client's next sequence number put first."""
        state = self.clients.get(client)
        if state is None:
            self.outbox.append((client, body))
            return
        state.seq += 1
        self.outbox.append((client, f'{{"seq":{state.seq},{body[1:]}'))

    def _refuse(self, client: int, code: ErrorCode, message: str) -> None:
        self.outbox.append((client, protocol.dumps(protocol.error(code, message))))
        self.closing.append((client, message))

    def _allowed(self, client: int, state: Client) -> bool:
        """A token bucket: `rate` messages a second, `burst` at once; past it an error (once), and
        past `flood_close` refusals the connection is dropped."""
        now = self.clock()
        limits = self.limits
        state.allowance = min(limits.burst, state.allowance + (now - state.refilled) * limits.rate)
        state.refilled = now
        if state.allowance >= 1:
            state.allowance -= 1
            state.refused = 0
            return True
        state.refused += 1
        if state.refused == 1:
            self._send(client, protocol.error("slow_down", "too many messages: wait a moment"))
        if state.refused == limits.flood_close:
            self.closing.append((client, "too many messages"))
        return False


def _log(events: Sequence[Event], seats: Sequence[SeatCard], pots: int) -> list[str]:
    """The last few things that happened, in words, oldest first."""
    lines: list[str] = []
    for event in reversed(events):
        line = protocol.event_line(event, seats, pots)
        if line:
            lines.append(line)
            if len(lines) == LOG_LINES:
                break
    return lines[::-1]


# what the room does with each client message: one handler per type of game.party.protocol
HANDLERS: dict[type[ClientMessage], Callable[[Room, int, Client, Any], None]] = {
    Join: Room._on_join,
    Resume: Room._on_resume,
    Act: Room._on_act,
    Start: Room._on_start,
    Leave: Room._on_leave,
    Ping: Room._on_ping,
}
