"""A party table's room: the seats guests hold from their phones, their tokens, who may connect, and
the messages; no I/O. The table itself runs in a TableHost (game.play.table_host): its computer
players, turn timer, away rule and pacing. The phones are a presenter of the host's stream
(game.party.phones).

The room knows nothing of sockets or windows. A transport (game.party.wire.server, or the TV's thread
bridge) gives every connection a number and calls `connect`, `receive` (the raw text of each
message), `disconnect` and, a few times a second, `tick`; it sends whatever the room leaves in
`outbox` as (client, text) pairs, in order, and drops the connections listed in `closing`.

Privacy: `join` hands a phone a secret token (secrets.token_urlsafe); only the connection holding it
may act for the seat or receive its hidden cards, every state is built from that seat's SeatView (or
the room's PublicView), and a seat taken during a pot or between two is sent nothing of a pot dealt
before its guest sat down (its bot plays the pot in play to the end: `arriving`). A seat with no
guest is a bot's; a guest who does not answer in time gets the host's away rule, and is told.
Its parts each have a module: a guest back at their seat (game.party.coming_back), the phones, the
host's controls, the guests' messages; each sees the room as game.party.room_parts.PartyRoom.
"""

from __future__ import annotations

import datetime
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Executor

from engine.events import SeatInfo
from engine.rules import Rules
from engine.table import Table
from game.party import auto_check_off, protocol, seat_plates
from game.party.coming_back import back_next_deal
from game.party.connections import Client as Client
from game.party.connections import Guest as Guest
from game.party.connections import Limits as Limits
from game.party.gate import Gate
from game.party.guest_messages import HANDLERS
from game.party.host_controls import HostControls
from game.party.left_hand import LeftHand
from game.party.next_game import ending, next_name, tv_seats
from game.party.phone_moments import PhoneMoments
from game.party.phones import Phones
from game.party.protocol import ErrorCode, ProtocolError, SeatCard
from game.party.seat_changes import seat_arrivals, see_off
from game.party.seat_codes import code_of
from game.party.seat_plates import SEAT_COLOURS as SEAT_COLOURS  # (the setup page picks from them)
from game.party.seat_plates import bot_name
from game.party.seating import (
    device_key,
    identity,
    in_next_deal,
    pick_captain,
    tonights_who,
    unique_name,
)
from game.play.host_facts import Absence, Seated, SeatTag
from game.play.ledger import PARTY_RUN
from game.play.night_keeper import NightKeeper
from game.play.seeds import fresh_seed
from game.play.session import party_players
from game.play.sitters import Sitter, patience
from game.play.sitters import Timing as Timing  # the room's timing is its host's
from game.play.table_host import TableHost

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O: a room code is read off a TV across the room
NO_TIMER = Timing()  # the room's timing unless told: no turn timer, the away rule after 45 s
DEFAULT_LIMITS = Limits()


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
        timing: Timing = NO_TIMER,
        limits: Limits = DEFAULT_LIMITS,
        difficulty: str = "normal",
        clock: Callable[[], float] = time.monotonic,
        thinker: Executor | None = None,
        keep_ledger: bool = False,
    ):
        """`seed`: the first session's; each later session takes the next number and bot i plays from
        seed * 100 + i, so a seed repeats a party exactly. None (a real party): every session and every
        bot draws its own secret seed (game.play.seeds), so one deal tells nothing of the others.
        `thinker`: where bots decide (a thread, so the TV keeps drawing and phones keep being
        answered while a bot thinks); None decides at once, in the caller's thread. `keep_ledger`:
        keep tonight's ledger (game.play.night_keeper) on disk, as a real party does."""
        if not rules.min_players <= seats <= rules.max_players:
            raise ValueError(
                f"{rules.name} is played by {rules.min_players} to {rules.max_players} players, not {seats}"
            )
        self.rules = rules
        self.profile_id = profile_id or rules.id
        # the game the host chose for the next session, with its id (game.party.next_game): dealt then
        self.next_game: tuple[Rules, str] | None = None
        self.seed = seed
        self.limits = limits
        self.code = room_code()
        self.gate = Gate(limits.per_address, limits.max_clients, limits.guesses, limits.guess_seconds)
        self.guests: list[Guest | None] = [None] * seats
        self.captain: int | None = None  # the first guest's seat: their phone may start the game
        bots = party_players(seats, difficulty, seed)
        self.styles = [bot.style.id for bot in bots]
        self.host = TableHost(self._deal, bots, timing=timing, clock=clock, thinker=thinker, sessions=None)
        run = f"{PARTY_RUN}-{datetime.datetime.now():%H%M%S}-{self.code}"  # this party's sessions tonight
        self.night = NightKeeper(self.host, run) if keep_ledger else None
        self.clients: dict[int, Client] = {}
        self.outbox: list[tuple[int, str]] = []
        self.closing: list[tuple[int, str]] = []
        self.arriving: dict[int, Guest] = {}  # seats taken mid-hand: their bots finish the hand
        # guests who left (or were taken off) mid-hand, with the phones they played from: the away
        # rule plays their hand out, as any away seat's, and it is theirs until it ends
        self.leaving: dict[int, tuple[Guest, list[int]]] = {}
        # players at the TV the host took off mid-hand: they play that hand out themselves, then
        # its bot has the seat (game.party.seat_changes.off_the_tv)
        self.off_at_tv: set[int] = set()
        # the hands those who left on purpose held, while they may take them back (game.party.quick_return)
        self.kept_hands: dict[int, LeftHand] = {}
        self.paused = False  # the host paused the party: nothing moves, every phone says PAUSED
        self.replaying: int | None = None  # the pot the TV replays while the party is paused for it
        self.locked = False  # the host locked the room: no new guests; seated phones still come back
        # the TV's ACCESS options (game.party.wire.tv.look_marks): every phone follows them; None
        # with no TV to say them (a headless host), each page keeping its address's ?look=
        self.look: str | None = None
        self.hand_form = 0  # the form the TV names hands in (HostControls.hands_said): the phones' too
        # guests the host removed: they may not sit again tonight (by their token, phone or name:
        # never by network address, which every phone behind one router shares)
        self.removed: list[Guest] = []
        self.taken_from: dict[str, int] = {}  # a removed guest's token -> the seat they were taken off
        # seats whose guest came back from a fresh browser mid-hand (`retake`): away until the next deal
        self.retaken: set[int] = set()
        self.readmitted: list[Guest] = []  # guests the host let back in: they may sit in a locked room
        # every guest who sat down here, by name (casefolded) -> who they are across the night: one
        # back under their name from another browser is the same person (seating.tonights_who)
        self.known: dict[str, str] = {}
        # who each guest is across the night -> their seat code, the one they were told first: kept
        # as they leave and sit again, are let back in, come back by name (seat_codes.code_of)
        self.codes: dict[str, str] = {}
        # the seat tokens (their digests, game.party.known_guests) of the guests at the host's
        # parties tonight (the TV's): their phones are told this room's code when they ask with
        # them (JOIN THE NEXT PARTY)
        self.welcome_back: frozenset[str] = frozenset()
        # the guests who left their seat here, with that seat, by their seat token's digest: a page
        # reloaded after leaving asks with it and is told they left (seating.join_gives `left`), and
        # the phone takes that seat back while its bot plays it (seating.left_seat)
        self.leavers: dict[str, tuple[Guest, int]] = {}
        self.phones = Phones(self)
        self.moments = PhoneMoments(self)  # the TV's banners on every phone
        self.controls = HostControls(self)
        self.tags: tuple[SeatTag, ...] = ()  # who sits where, as last published
        self.away = [False] * seats  # the seats the away rule plays for at once, as last published
        self.host.before_deal.append(lambda: seat_arrivals(self))
        # each move is told as it is made, as far as the TV (when one paces the table) has shown it
        self.host.listeners.append(lambda events: self.follow())

    # ----- what the host runs

    @property
    def n(self) -> int:
        return len(self.guests)

    @property
    def table(self) -> Table | None:
        return self.host.table

    @property
    def timing(self) -> Timing:
        return self.host.timing

    @timing.setter
    def timing(self, timing: Timing) -> None:
        self.host.timing = timing

    @property
    def clock(self) -> Callable[[], float]:
        """The room's clock is its host's (a test may set either)."""
        return self.host.clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self.host.clock = clock

    @property
    def since(self) -> float:
        """When the decision in play began (later than now while the TV catches up)."""
        return self.host.since

    @property
    def version(self) -> int:
        return self.host.version

    @property
    def sessions(self) -> int:
        return self.host.sessions

    @property
    def sessions_before(self) -> int:
        """The night's sessions in its ledger before this party's first (0 without a ledger)."""
        return 0 if self.night is None else self.night.earlier

    @property
    def started(self) -> bool:
        return self.host.started

    @property
    def hand_in_play(self) -> bool:
        """A hand has been dealt and the room has not seen it end: no seat may change hands now.
        (While the TV still shows a pot's last cards, its result or the standings, the pot is its
        players': a guest sitting down then takes the seat at the next deal.)"""
        return self.pot_being_played or (self.table is not None and self.host.busy)

    @property
    def pot_being_played(self) -> bool:
        """A pot dealt and not yet over at the table: a seat's hand in it still has moves to come
        (once it is over, while the TV shows its result, there is no hand in play to speak of)."""
        table = self.table
        return table is not None and not table.is_over and not table.between_hands

    def _deal(self, session: int) -> Table:
        """Session `session`'s table, with the seats as they are held now, under the game the host
        chose for it (game.party.next_game), else the last session's."""
        if self.next_game is not None:
            (self.rules, self.profile_id), self.next_game = self.next_game, None
        auto_check_off.new_game(self)  # (as at the solo table: a new game starts with it off)
        seats = tuple(
            SeatInfo(bot_name(s), "bot", style) if guest is None else SeatInfo(guest.name, "human", "guest")
            for s, (guest, style) in enumerate(zip(self.guests, self.styles, strict=True))
        )
        seed = fresh_seed() if self.seed is None else self.seed + session
        # the table waits between hands: seats change hands there, before the next deal; the TV's
        # players sit out a dealer's choice's stud pots (seat_changes.seat_arrivals keeps it so)
        return Table(
            self.rules, seats, seed, self.profile_id, hold_between_hands=True, shared_screens=tv_seats(self)
        )

    def seat_cards(self) -> list[SeatCard]:
        """What the TV's plates and the phones say of each seat (game.party.seat_plates)."""
        return seat_plates.seat_cards(self)

    def room_fields(self, *, calling: bool | None = None, over: bool | None = None) -> protocol.RoomFields:
        """The room's own fields of every state: a dealer's choice names the game of the pot on the
        table (dealt, or just ended with its piles still shown), and the session's while the dealer
        calls the next one (`calling`: whether one does, when the caller has the view already) or
        once the session is `over` (None: as the table stands; the phones', once the TV shows it:
        Phones.room_fields)."""
        table = self.table
        if calling is None:
            calling = table is not None and table.public_view().calling is not None
        calling = calling or table is None
        rules = self.rules if calling or table is None else table.rules
        if over is None:
            over = table is not None and table.is_over  # the header names the session's game again
        heading = self.rules.name if rules is self.rules or over else f"{self.rules.name}: {rules.name}"
        return protocol.room_fields(
            rules,
            self.n,
            self.timing.turn_seconds,
            self.captain,
            self.sessions,
            self.look,
            heading,
            next_name(self, over),
            ending(self, over),
            # what a leaver's turn waits: their seat's sitter is a person not here (sit_host)
            left_wait=patience(Sitter(person=True, here=False), self.timing)[0],
        )

    # ----- the transport's calls

    def connect(self, client: int, address: str = "") -> None:
        """A new connection from `address` (its remote IP). It always gets in, so a seated phone can
        come back and resume; past the caps the oldest connection without a seat is closed instead
        (game.party.gate). It gets the welcome, the table as it may know it, the last pot's result
        (a reloaded page shows it again) and tonight's ledger; none of them carries the room code."""
        for old in self.gate.admit(client, address, self._seated):
            self._refuse(old, "room_full", "Too many connections without a seat: this one makes room.")
        now = self.clock()
        self.clients[client] = Client(allowance=self.limits.burst, refilled=now, address=address)
        self.send(client, protocol.welcome(self.phones.room_fields()))
        self.phones.send_state(client)
        self.phones.send_result(client)
        self.phones.send_ledger(client)
        if self.controls.next_waits:  # (tonight's ledger between sessions: the host deals next)
            self.send(client, self.controls.menu_words())

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
            self.sit_host()
            pick_captain(self)
            self.publish()

    def receive(self, client: int, text: str) -> None:
        """One message from `client`: acted on by its type's handler (game.party.guest_messages), or
        answered with an error that changes nothing."""
        state = self.clients.get(client)
        if state is None:
            return
        verdict = state.admit(self.clock(), self.limits)
        if verdict == "slow_down":
            self.send(client, protocol.error("slow_down", "Too many messages: wait a moment."))
        elif verdict == "close":
            self.closing.append((client, "too many messages"))
        if verdict != "take":
            return
        try:
            if len(text) > self.limits.max_message:
                raise ProtocolError(
                    "too_big", f"A message may be at most {self.limits.max_message} characters."
                )
            message = protocol.parse(text)
            handler = HANDLERS.get(type(message))
            if handler is None:
                raise ProtocolError("bad_message", f'This room does not take "{message.type}" messages.')
            handler(self, client, state, message)
        except ProtocolError as exc:
            self.send(client, protocol.error(exc.code, exc.message, exc.kind))
        self.tick()

    def tick(self) -> None:
        """The host moves the table on; the phones are told what the TV has shown of it (paused
        too: the TV still shows the moves made before the pause)."""
        if self.paused:
            self.follow()
            return
        self.sit_host()
        self.host.tick()
        self.follow()
        if [sitter.away for sitter in self.host.sitters] != self.away:  # a phone silent, or back
            self.away = [sitter.away for sitter in self.host.sitters]
            self.publish()  # the TV's seat and every phone say AWAY, or no longer
        self.phones.offer_turn()  # a turn held back while the TV was busy

    def follow(self) -> None:
        """The phones are told what the TV has shown since: the table's states, its moments."""
        self.phones.follow()
        self.moments.follow()

    def start(self) -> None:
        """Deal the first hand; bots take the seats nobody holds."""
        if self.started:
            raise ProtocolError("already_started", "The game has already started.")
        self.sit_host()
        self.host.start()
        self.phones.follow()

    def waiting_for(self) -> tuple[int, float | None] | None:
        """The guest's seat the table waits for now, with the seconds left before the away rule
        plays for it (None: no limit); None when it waits for no guest."""
        return self.host.waiting_for()

    # ----- seats

    def sit(self, client: int, state: Client, seat: int, name: str, device: str = "") -> None:
        """`client` sits down at free `seat` as `name` (numbered when someone goes by it already);
        `device`: the phone's id ("": a page that sends none is a new person at each sitting)."""
        guest = Guest(unique_name(self, name), secrets.token_urlsafe(24), client, device=device_key(device))
        earlier = tonights_who(self, name) if guest.name == name else None  # (not "Ann 2")
        guest.who = earlier or identity(device or guest.token, name)
        guest.code = code_of(self.codes, guest.who)
        self.known[guest.name.casefold()] = guest.who
        state.seat, state.left = seat, None
        waiting = self.take_seat(seat, guest)
        if not waiting and self.captain is None:
            self.captain = seat
        self.send(client, protocol.joined(seat, guest.token, guest.name, waiting, guest.code))
        self.phones.send_ledger(client)  # their own line marked now (a guest from an earlier party)
        self.sit_host()
        self.publish()
        self.phones.offer_turn(force=True)

    def take_seat(self, seat: int, guest: Guest) -> bool:
        """`guest` (from a phone, or at the TV) takes free `seat`. A seat changes hands only between
        hands: taken during one, its bot plays it to the end of that hand and True (they wait for
        the next deal, `arriving`); else (between sessions too: seating.in_next_deal) it is theirs now."""
        guest.deals = self.host.deals  # no pot dealt before now is theirs to see
        if self.hand_in_play and not in_next_deal(self):  # (between sessions: in its next deal)
            left = self.leaving.get(seat)
            if left is not None and left[0].who == guest.who:  # back (seating.leaving_seat): their
                del self.leaving[seat]  # seat still, the hand played out for them as when retaken
                self.kept_hands.pop(seat, None)
                self.guests[seat] = guest
                back_next_deal(self, seat, guest)
            else:
                self.arriving[seat] = guest
            return True
        see_off(self, seat)  # a leaver's hand ended: theirs to the end, the newcomer's from here
        self.phones.names_change()  # (the last pot's log, still shown, keeps its bot's name)
        self.guests[seat] = guest
        self.host.hand_over(seat, guest.name, True, guest.who)
        return False

    def played_since_seated(self, seat: int) -> bool:
        """The seat's guest has been dealt into a pot: a pot dealt since they sat down."""
        guest = self.guests[seat]
        return guest is not None and self.host.deals > guest.deals

    def unseat(self, seat: int) -> Guest:
        """The seat's guest (or arriving guest) gone: its bot plays it from the next hand. A hand
        they were dealt is played out for them by the away rule, and won or lost is theirs
        (`leaving`). The guest's connections only watch; a guest who left is back in the seat with
        that hand only while the table has not moved for it (game.party.coming_back.take_back), else
        from the next deal."""
        guest = self.arriving.pop(seat, None) or self.guests[seat]
        assert guest is not None
        self.kept_hands.pop(seat, None)  # (a guest's leaving phone marks theirs: guest_messages.on_leave)
        self.retaken.discard(seat)
        self.phones.forget_seat(seat)  # whoever sits next this hand is shown none of its cards
        phones = [client for client, state in self.clients.items() if state.seat == seat]
        if self.guests[seat] is guest:
            self.guests[seat] = None
            self.leaving[seat] = (guest, phones)
            if not self.hand_in_play:
                see_off(self, seat)
        for client in phones:
            self.clients[client].seat = None
        if self.captain == seat:
            self.captain = None
            pick_captain(self)
        self.sit_host()
        return guest

    def sit_host(self) -> None:
        """The host's sitters follow the seats: a person where a guest sits, whose choices the host
        follows (AUTO-CHECK), a bot elsewhere; a leaver's hand is played out by the away rule with
        none of their choices (the seat has no guest now), after the grace a vanished phone has
        (game.party.quick_return: a quick return keeps it), then at once (the host sets it away;
        a guest the host took off has no grace: host_controls.remove)."""
        for seat, (guest, sitter) in enumerate(zip(self.guests, self.host.sitters, strict=True)):
            sitter.choices = guest
            if seat in self.leaving:
                sitter.person, sitter.local, sitter.here = True, False, False
            elif guest is None:
                sitter.person, sitter.away = False, False
            else:
                sitter.person, sitter.local = True, guest.local
                sitter.here = guest.local or guest.client is not None

    def absence(self, seat: int) -> Absence:
        return seat_plates.absence(self, seat)

    # ----- messages out

    def publish(self) -> None:
        """Who sits where, in the host's stream when it changed (the TV names the seats from it),
        and the phones told the table as they may know it."""
        tags = tuple(
            SeatTag(card.name, card.kind, card.arriving, card.since, card.takeover, card.absence)
            for card in self.seat_cards()
        )
        if tags != self.tags:
            self.tags = tags
            self.host.publish(Seated(tags))
        self.phones.follow(changed=True)

    def broadcast(self, message: protocol.ServerMessage) -> None:
        body = protocol.dumps(message)
        for client in self.clients:
            self.send_text(client, body)

    def send(self, client: int, message: protocol.ServerMessage) -> None:
        self.send_text(client, protocol.dumps(message))

    def send_text(self, client: int, body: str) -> None:
        """`body` (a JSON object) with the client's next sequence number put first."""
        state = self.clients.get(client)
        if state is None:
            self.outbox.append((client, body))
            return
        state.seq += 1
        self.outbox.append((client, f'{{"seq":{state.seq},{body[1:]}'))

    def _refuse(self, client: int, code: ErrorCode, message: str) -> None:
        self.send_text(client, protocol.dumps(protocol.error(code, message)))
        self.closing.append((client, message))
