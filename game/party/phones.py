"""The phones: a presenter of the table host's stream (game.play.table_host) for every connection.

The phones do not pace the table: they follow it as far as the pacing screen (the party TV) has
shown it, so a phone learns a pot's result, a fold or a card when the TV shows it, never before.
From the stream they take the pot's result (`hand_result` to everyone), the away rule's move (a
`notice` to the phone it was made for) and, once everything published is shown, the table as it
stands: one state per seat held and one for everyone else, and the buttons of the phone whose turn
it is. A state built earlier is sent again while the TV still catches up (to a phone that connects
then, say), so no phone ever sees the table ahead of the TV.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.cards import Card
from engine.events import Award, Deal, Event, HandStart, PotGame, SessionEnd, Showdown
from engine.table import Table
from game.party import auto_check_off, protocol, room_states
from game.party.away_moves import AwayMoves
from game.party.beaten_rows import BeatenRows, beaten_state
from game.party.called_agains import CalledAgains
from game.party.called_game import call_line, called_state
from game.party.dead_hands import DeadHands
from game.party.hand_result import hand_result
from game.party.lead_deciders import LeadDeciders
from game.party.ledger_message import ledger_message
from game.party.log_line import event_line, told_line
from game.party.paced_pot import bare_pot
from game.party.past_names import PastNames
from game.party.phone_log import LOG_LINES, call_of, log_lines
from game.party.protocol import SeatCard
from game.party.result_message import HandResult
from game.party.seating import join_gives
from game.party.session_words import marked, session_words
from game.party.shown_move import dealing_state, move_part, shown_state
from game.party.tonight_figure import with_tonight
from game.play.fact_stream import EventAt
from game.play.host_facts import (
    AwayPlay,
    DeadFold,
    Fact,
    Moved,
    Placing,
    PotDone,
    Seated,
    SessionDone,
    TurnRun,
)
from game.play.lead_now import LeadNow
from game.play.ledger import Ledger
from game.telling.away_words import notice
from game.telling.decision_words import dead_fold_words, turn_run_words

if TYPE_CHECKING:
    from game.party.connections import Guest
    from game.party.room_parts import PartyRoom

AFTER_THE_MOVE = (SessionDone, Moved, Seated)  # facts that change nothing a state shows
State = protocol.LobbyState | protocol.PlayState


class Phones:
    def __init__(self, room: PartyRoom) -> None:
        self.room = room
        self.cursor = room.host.attach(None, paces=False)
        self.built: dict[int | None, State] = {}  # seat (None: no seat) -> its state as last shown
        # the stream's length when the states were last built from the table as it stands: every
        # fact before it is in them already, none is landed in them again as the TV shows it
        self.built_to = 0
        # seats whose state as last built is nobody's to see now (`forget_seat`), till they are rebuilt
        self.hidden: set[int] = set()
        self.turn_sent = -1  # the host's move number whose your_turn was sent
        self.offered: dict[int, int] = {}  # seat: the move number of the last turn its phone was offered
        # the last pot's result as the TV showed it: a phone that connects (a reload) gets it too,
        # as every phone already here still shows it
        self.last_result: HandResult | None = None
        # the table (the game) whose pot `last_result` is: a phone that connects once the next game
        # is dealt gets none of it (a host play-test's latecomer, mid-pot of the next game, read the
        # last game's 'Game over' card and was told that pot's result was up)
        self.result_table: Table | None = None
        # a TV that puts each pot's result up itself (the party TV's scene says so): the phones name
        # the winner once its result box is up (`result_up`), not once its pot's last fact is shown:
        # a host play-test's three phones read "Marcus wins 20" 3 s before the TV's MARCUS WINS
        self.tv_puts_results = False
        self.held: PotDone | None = None  # a pot's result the TV has still to put up
        self.tv_result: PotDone | None = None  # the pot whose result the TV put up last
        # the people of the standings shown last, each line's guest known (`yours`)
        self.placed: Sequence[Placing] = ()
        self.ended: Table | None = None  # the table whose session's end (its standings) the TV has shown
        # tonight's ledger as of the last pot the TV has shown (the keeper's is ahead while it shows it)
        self.ledger: Ledger | None = None if room.night is None else room.night.ledger
        self.past = PastNames()  # who made the session's moves, kept as seats change hands
        # the away rule's call of the pot's game for its dealer, as the TV shows it: the log says
        # "Baseball picked for Dan: time ran out", as the TV's does, not "Dan picks Baseball"
        self.away_call: AwayPlay | None = None
        self.away_moves = AwayMoves()  # the away rule's moves, each with why, as the TV's log says them
        # seat: the away rule's moves for it in this pot since its phone was last offered a turn, its
        # notice saying them all ('turned a card and checked'), not the last alone
        self.done_for: dict[int, list[str]] = {}
        self.agains = CalledAgains()  # a dealer's calls of the last pot's game, said so, as published
        self.deciders = LeadDeciders()  # what decided each No Peek lead a round opened for, as published
        self.dead_hands = DeadHands()  # No Peek: the moves made for a hand that cannot win, said so
        self.lead = LeadNow()  # the No Peek lead taken the table says now, as published
        self.last_fact: object = None  # the fact taken before the one taken now
        self.pot_games = auto_check_off.PotGames()  # AUTO-CHECK rests through a Dealer's Choice stud pot
        self.beaten = BeatenRows()  # No Peek's rows BEATEN, as the facts the phones were given say

    def names_change(self) -> None:
        """A seat is about to change hands: the moves made so far keep the names they were made under."""
        table = self.room.host.table
        if table is not None:
            self.past.keep(table, len(table.events), self.room.seat_cards())

    @property
    def current(self) -> bool:
        """Every move made has been shown (by the TV, when one paces the table): the table as it
        stands is what the room sees. (A fact that is no move, who sits where, changes no card;
        nor do the last facts of a pot's last move, which a TV shows once its result has gone:
        the session's standings, the move's end.)"""
        host = self.room.host
        return all(isinstance(fact, AFTER_THE_MOVE) for fact in host.stream[self.cursor.taken : host.settled])

    def follow(self, *, changed: bool = False) -> None:
        """Take what the TV has shown since the last look: results and notices go out as they come;
        once it has all been shown, the table as it stands. `changed`: the room changed (a seat, a
        pause), so the states go out even with no new fact."""
        start = self.cursor.taken
        facts = self.cursor.take()
        if not facts and not changed:
            return
        room = self.room
        parts = False  # a move's parts the TV has shown while it catches up
        for place, fact in enumerate(facts, start):
            self.note_call(fact)
            self.away_moves.take(fact, room.host.stream[place], room.seat_cards)
            self.agains.take(fact, room.host.stream[place])
            self.dead_hands.take(fact, room.host.stream[place], room.seat_cards)
            self.lead.take(fact)
            self.deciders.take(fact, room.host.stream[place], self.lead)
            parts = self.beat(fact) or parts  # (before its line: a dead hand's fold 'is beaten')
            if isinstance(fact, (Showdown, Award)) and self.last_result is not None:
                self.result_gone()
            if isinstance(fact, Event) and not self.current and self.shown(fact, place):
                parts = True
            elif isinstance(fact, PotDone):
                self.pot_done(fact)
            elif isinstance(fact, SessionDone):
                self.game_over(fact)
            elif isinstance(fact, (AwayPlay, TurnRun, DeadFold)):
                self.tell_seat(fact)
        if self.current:
            self._send_states()
            self.offer_turn()
        elif changed or parts:
            self._send_states()

    def beat(self, fact: Fact) -> bool:
        """No Peek's rows BEATEN follow `fact` (game.party.beaten_rows); while the TV catches up, the
        states as last built say them at once, with the TV's plate, not once it has shown the whole
        move: True when those states changed."""
        if not self.beaten.take(fact) or not self.built or self.current:
            return False
        self.built = {seat: beaten_state(state, self.beaten.rows) for seat, state in self.built.items()}
        return True

    def note_call(self, fact: object) -> None:
        """A pot's game called: the away rule's move for its dealer, if any, came just before it."""
        self.pot_games.take(self.room, fact)
        if isinstance(fact, PotGame):
            last = self.last_fact
            self.away_call = last if isinstance(last, AwayPlay) and last.seat == fact.chooser else None
        self.last_fact = fact

    def tell_seat(self, fact: AwayPlay | TurnRun | DeadFold) -> None:
        """What the host does for a guest's seat, to its phone: the away rule's move and why, that
        its TURN turns on until it beats the row to beat, or that its hand that cannot win was
        folded to a bet or checked (No Peek)."""
        room = self.room
        guest = room.guests[fact.seat]
        if guest is None or guest.client is None:
            return
        if isinstance(fact, TurnRun):
            room.send(guest.client, protocol.notice(turn_run_words(None, fact.first), run=True))
            return
        if isinstance(fact, DeadFold):
            room.send(guest.client, protocol.notice(dead_fold_words(None, fact.kind)))
            return
        called = {game.id: game.name for game in room.rules.games}.get(fact.kind, "")
        before = [] if called else self.done_for.setdefault(fact.seat, [])
        room.send(
            guest.client, protocol.notice(notice(fact.kind, fact.why, called, before), called=bool(called))
        )
        before.append(fact.kind)

    def shown(self, event: Event, place: int) -> bool:
        """The TV has shown a part of a move it still shows (the last call, a hand shown down, the
        award, chips into the pot; a dealer's call; a deal beginning, each card of it): the phones'
        states as they last were say it now (game.party.shown_move). False when it is no such part,
        or there are no states yet. `place`: the event's in the host's stream."""
        table = self.room.host.table
        if not self.built or table is None or place < self.built_to:  # (states built since hold it)
            return False
        if isinstance(event, PotGame):  # a dealer's call: the deal is still to show
            self.called(event, self.room.host.stream[place])
            return False
        seats, session = self.room.seat_cards(), table.session_rules
        entry = self.room.host.stream[place]
        why = self.away_moves.of(table).get(entry.index) if isinstance(entry, EventAt) else None
        decider = self.deciders.of(table).get(entry.index, "") if isinstance(entry, EventAt) else ""
        dead = self.dead_hands.of(table).get(entry.index) if isinstance(entry, EventAt) else None
        if isinstance(event, HandStart):
            if self.built[None]["phase"] == "lobby":  # the TV deals: a lobby says the game has started
                self.built = {seat: dealing_state(state) for seat, state in self.built.items()}
                return True
            self.begin_pot(event)
            return True
        if not move_part(event):
            return False
        if self.built[None]["phase"] == "lobby":  # the first pot's first ante or card: the table now
            start = next(iter(table.public_view().history), None)
            if isinstance(start, HandStart):
                self.begin_pot(start)
        notes = (why, decider, dead)  # (each phone's own moves said to it: log_line)
        self.built = {
            seat: shown_state(
                state,
                event,
                told_line(event, seats, session.pots, table.rules, notes, seat),
                LOG_LINES,
                self.own_card(event, place, seat),
            )
            for seat, state in self.built.items()
        }
        return True

    def begin_pot(self, start: HandStart) -> None:
        """The TV begins to deal a pot (`start`): the states bare, as the TV's table,
        so each card and chip follows as it lands (the first pot's came all at once at its end). A
        dealer's choice's log keeps its call first, as the table as it stands says it: a host
        play-test's phone lost "Baseball picked for Bart: time ran out" while the TV dealt, and got
        it back once the deal was shown."""
        table = self.room.host.table
        assert table is not None
        history = table.public_view().history
        call = call_of(table)
        seats, pots = self.room.seat_cards(), table.session_rules.pots
        again = self.agains.of(table).get(table.hand_events_start - 1, "")  # (the call's index)
        self.done_for.clear()  # (a new pot's notice says nothing of the last's moves)
        called = [] if call is None else [call]
        self.built = {  # (each phone's own call and deal said to it: log_line)
            seat: shown_state(
                {
                    **bare_pot(state, history),
                    "log": [call_line(c, seats, pots, self.away_call, again, seat) for c in called],
                },
                start,
                event_line(start, seats, pots, table.rules, you=seat),
                LOG_LINES,
            )
            for seat, state in self._build().items()
            if state["phase"] == "play"
        }
        self.hidden.clear()

    def forget_seat(self, seat: int) -> None:
        """The seat's state as last built is hidden: it holds the cards of the pot in play, and the
        seat changes hands (left, taken off, or taken back from another browser): whoever holds it
        before the next pot is sent its waiting state. It still follows what the TV shows, for the
        guest who left, back while their hand is untouched (`seat_back`)."""
        self.hidden.add(seat)

    def seat_back(self, seat: int) -> None:
        """The guest who left `seat` holds it again with the hand they left (game.party.quick_return):
        while the TV catches up, their state as last built is theirs again, their cards in it (a
        host play-test's guest, taken off and let back in as the TV still showed his pot, had none)."""
        self.hidden.discard(seat)

    def own_card(self, event: Event, place: int, seat: int | None) -> Card | None:
        """The face-down card `event` (at `place` in the stream) deals to `seat`, as that seat knows it."""
        if not isinstance(event, Deal) or seat is None or event.seat != seat or event.card is not None:
            return None
        seen = self.room.host.facts_for(seat, place, place + 1)[0]
        return seen.card if isinstance(seen, Deal) else None

    def called(self, call: PotGame, entry: object) -> None:
        """A dealer's choice: the TV shows the pot's game called (the stream's `entry`), so every
        phone names it now, not once the TV has dealt (game.party.called_game)."""
        table = self.room.host.table
        if not self.built or table is None:
            return
        again = self.agains.of(table).get(entry.index, "") if isinstance(entry, EventAt) else ""
        seats, pots = self.room.seat_cards(), table.session_rules.pots
        self.built = {  # (the dealer's own phone: 'You pick ...')
            seat: called_state(
                state, call, call_line(call, seats, pots, self.away_call, again, seat), LOG_LINES
            )
            for seat, state in self.built.items()
        }
        self._send_states()

    def pot_done(self, fact: PotDone) -> None:
        """The pot's end shown: its result goes out now, or, with a TV that puts it up itself, once
        it has (`result_up`; the TV may have done so already)."""
        if self.tv_puts_results and fact is not self.tv_result:
            self.held = fact
            return
        self.result_out(fact)

    def result_up(self, done: PotDone) -> None:
        """The TV puts `done`'s result box up: the phones' result with it, if they hold it."""
        self.tv_result = done
        if self.held is done:
            self.held = None
            self.result_out(done)

    def result_out(self, fact: PotDone) -> None:
        """The pot's result to every phone now, and tonight's ledger with it, but when the pot ended
        the session: then the ledger comes with the session's standings, once the TV shows them
        (`game_over`: a play-test's phones said "Session over: you finished 1st" and opened the
        ledger while the TV still showed the last pot's winner, 6 to 9 s before its FINAL STANDINGS)."""
        self.last_result = self.result_of(fact)
        self.result_table = self.room.table
        self.room.broadcast(self.last_result)
        if not any(isinstance(event, SessionEnd) for event in fact.events):
            self.ledger_out()

    def result_of(self, fact: PotDone) -> HandResult:
        room = self.room
        return hand_result(
            fact.events,
            room.seat_cards(),
            fact.hand,
            fact.rules,
            fact.result,
            form=room.hand_form,  # the hands named as the TV's result box names them
            called=fact.rules.name if room.rules.is_dealers_choice else "",
        )

    def game_over(self, done: SessionDone) -> None:
        """The TV shows the session's standings (`done`): now the phones say it is over, in the
        words of that one fact the TV draws them from (game.party.session_words), with the last
        pot's result they still show, the session ended by its pot count or by the host between two
        pots alike; tonight's ledger with it, and from their next state its header, its 'ends
        after this pot' line gone (`room_fields`)."""
        table = self.ended = self.room.table
        last = self.last_result
        if table is not None and last is not None and self.result_table is table:
            self.placed = done.people
            self.last_result = {
                **last,
                **session_words(done, self.room.seat_cards(), table.session_rules.name),
            }
            for client in self.room.clients:  # each guest's copy with their own line marked
                self.room.send(client, self.yours(self.last_result, client))
        self.ledger_out()

    def room_fields(self, calling: bool | None = None) -> protocol.RoomFields:
        """The room's fields of a phone's state: the session over only once the TV shows its end,
        not as the table stands, over with its last pot while the TV still shows that pot's result
        (a host play-test's phones dropped 'This game ends after this pot' then; a dealer's choice's
        header named the session's game alone)."""
        table = self.room.table
        return self.room.room_fields(calling=calling, over=table is not None and table is self.ended)

    def result_gone(self) -> None:
        """The TV shows the next pot's showdown or award (its result may wait under the host's
        menu): the last pot's result card goes from every phone, so none says "Last pot: You won 3"
        beside "Cleo wins 13" in its log (a host play-test), nor is it sent to a phone that connects."""
        self.last_result = None
        self.room.broadcast({"type": "result_gone"})

    def ledger_out(self) -> None:
        """Tonight's ledger to every phone, as of the pot the TV shows now (a session's last pot:
        once the TV shows the standings; a play-test's phones opened a ledger marked over, the
        whole ranking, while the TV still showed the last pot's winner)."""
        room = self.room
        if room.night is not None:
            self.ledger = room.night.ledger
            for client in room.clients:
                self.send_ledger(client)

    def _send_states(self) -> None:
        """Send every client the table as it may know it; while the TV catches up, as it last was."""
        room = self.room
        if self.current or not self.built:
            self.stand()
        texts: dict[int | None, str] = {}
        for client, state in room.clients.items():
            seat = state.seat
            if seat not in texts:
                texts[seat] = protocol.dumps(self._for(seat))
            if seat is None:  # its sit-down page says what JOIN gives it
                room.send(client, join_gives(room, client))
            room.send_text(client, texts[seat])

    def send_ledger(self, client: int) -> None:
        """Tonight's ledger as the TV has shown it, the phone's own line marked (none before a
        session; a guest taken off keeps theirs, and so does one who left: a host play-test's
        leaver's page still said 'G1: Baseball, playing' after the TV's 'ended after 2 pots')."""
        if self.ledger is None or not self.ledger.sessions:
            return
        state = self.room.clients[client]
        guest = self.guest_of(client)
        if state.seat is None and guest is None and not state.known:
            return  # a stranger's page (a locked room's join page showed the night's totals): guests only
        self.room.send(client, ledger_message(self.ledger, None if guest is None else guest.who))

    def send_left_with(self, guest: Guest, clients: Sequence[int]) -> None:
        """A guest who left the table (or was taken off), their seat now the bot's: their phones'
        ledger at once, the TV's (the seat's figure, `CAT LEAVES WITH -2`, is in it from the pot's
        result the TV showed; a play-test's phone said the last pot's figure). Never a ledger of the
        phones' own making from the seats mid hand-over: a host play-test's leaver read her game's
        figure under a PERSON 'CPU 4 2', '-' for her (the seat the bot's, still marked a person's)."""
        night = self.room.night
        if night is None or not night.ledger.sessions:
            return
        for client in clients:
            self.room.send(client, ledger_message(night.ledger, guest.who))

    def send_state(self, client: int) -> None:
        seat = self.room.clients[client].seat
        if seat is None:
            self.room.send(client, join_gives(self.room, client))
        self.room.send(client, self._for(seat))

    def send_result(self, client: int) -> None:
        """The last pot's result, to a phone that connects after the TV showed it (none before), of
        the game in play or the one just ended (its standings up): none of a game before it."""
        if self.last_result is not None and self.result_table is self.room.table:
            self.room.send(client, self.yours(self.last_result, client))

    def yours(self, result: HandResult, client: int) -> HandResult:
        """`result` with its standings' line of the guest `client` holds (or last held) marked `you`,
        and the game's winner's if theirs (session_words.marked), by who they are across the night,
        not by name or seat: the phone read its line by name and seat, and a host play-test's Dee,
        who left in the last pot, read her line as another's."""
        guest = self.guest_of(client)
        return marked(result, self.placed, lambda p: guest is not None and bool(p.who) and p.who == guest.who)

    def guest_of(self, client: int) -> Guest | None:
        """The guest whose seat `client` holds, or who left (or was taken off) from it; None: none."""
        state = self.room.clients[client]
        if state.seat is None:
            return state.removed or state.left
        return self.room.arriving.get(state.seat) or self.room.guests[state.seat]

    def _for(self, seat: int | None) -> State:
        if not self.built:
            self.stand()
        built = self.built
        if seat in built and seat not in self.hidden:
            return self._now(built[seat])
        public = built[None]  # a seat taken since: nothing of the hand before its guest's
        assert seat is not None
        if public["phase"] == "lobby":
            return self._now(room_states.lobby_for(public, seat))
        return self._now(room_states.waiting_state(public, seat))

    def _now(self, state: State) -> State:
        """`state` with the host's switches as they are now: the table's cards wait for the TV to
        show them, but a pause, the lock, a replay or the look reach every phone at once (a pause
        during a showdown's paced cards was said on the phones only once the TV had caught up)."""
        room = self.room
        now = state.copy()
        now["paused"] = room.paused
        now["locked"] = room.locked
        now["replaying"] = room.replaying
        now["look"] = room.look
        return self._tonight(room_states.in_form(now, room.hand_form))

    def _tonight(self, state: State) -> State:
        """`state` with each guest's seat's net tonight (game.party.tonight_figure: the guest who
        left it mid-pot too, their hand played out), by the ledger as the TV has shown it."""
        room, ledger = self.room, self.ledger
        if state["phase"] != "play" or room.night is None or ledger is None:
            return state
        held = {seat: guest for seat, guest in enumerate(room.guests) if guest is not None}
        held.update((seat, guest) for seat, (guest, _) in room.leaving.items())
        keys = {seat: guest.who for seat, guest in held.items() if guest.who}
        return with_tonight(state, ledger, room.night.session_id(state["session"]), keys)

    def stand(self) -> None:
        """The states as the table stands, which hold every fact published so far: a phone's first
        state, built while the TV still dealt, got the deal's cards again as the TV landed them
        (a row's "9s 9s", its words "a showing hand: 9s appears twice")."""
        self.built = self._build()
        self.built_to = len(self.room.host.stream)
        self.hidden.clear()  # (built for whoever holds each seat now)

    def _build(self) -> dict[int | None, State]:
        """The public state, and each held seat's (a seat changing hands waits for the next hand)."""
        room = self.room
        seats = room.seat_cards()
        table = room.host.table
        if table is None:
            lobby = room_states.lobby(
                seats, self.room_fields(), paused=room.paused, locked=room.locked, replaying=room.replaying
            )
            built: dict[int | None, State] = {None: lobby}
            for seat, guest in enumerate(room.guests):
                if guest is not None:
                    built[seat] = room_states.lobby_for(lobby, seat)
            return built
        public = self._public(table, seats)
        built = {None: public}
        for seat, guest in enumerate(room.guests):
            if guest is None or guest.local:
                continue
            if seat in room.arriving:
                built[seat] = room_states.waiting_state(public, seat)
            elif room.played_since_seated(seat):
                view = table.view(seat)
                built[seat] = room_states.seated_state(
                    public, view, self.told(view.history, seats, table, seat)
                )
            elif public["calling"]:  # the pot a dealer calls now is theirs: no card of it dealt yet
                told = self.told(table.public_view().history, seats, table, seat)  # ('You pick ...')
                built[seat] = room_states.seated_state(public, table.view(seat), told)
            else:  # nothing of a pot dealt before they sat down
                built[seat] = room_states.waiting_state(public, seat)
        for seat in room.arriving:
            built[seat] = room_states.waiting_state(public, seat)
        return built

    def told(
        self, history: Sequence[Event], seats: Sequence[SeatCard], table: Table, you: int | None = None
    ) -> list[str]:
        """The pot's `history` in the phones' log's words (log_lines), with what they hold of it: who
        made each move, the hands beaten, the away rule's call of the game and why it made its moves;
        to the phone of seat `you`, its own moves said to it."""
        away_moves, deciders = self.away_moves.of(table), self.deciders.of(table)
        dead, agains = self.dead_hands.of(table), self.agains.of(table)
        return log_lines(
            history, seats, table, self.past, self.away_call, away_moves, deciders, dead, agains, you
        )

    def _public(self, table: Table, seats: list[SeatCard]) -> protocol.PlayState:
        room = self.room
        view = table.public_view()  # its history: this pot's events as the room saw them
        state = room_states.table_state(
            view,
            seats,
            self.room_fields(calling=view.calling is not None),
            room.host.version,
            self.told(view.history, seats, table),
            paused=room.paused,
            locked=room.locked,
            replaying=room.replaying,
            beaten=self.beaten.rows,
            taken=self.lead.taken,
        )
        if view.calling is None or view.calling_hand is None:
            return state
        return room_states.calling_state(state, view.calling_hand, view.calling)

    def offer_turn(self, force: bool = False) -> None:
        """Tell the actor's phone it is its turn (again after a reconnect: `force`), once the TV
        shows the table as it stands."""
        room, host = self.room, self.room.host
        table = host.table
        if table is None or table.is_over or room.paused or host.busy or not self.current:
            if force:  # a phone back on its turn is asked once the TV has shown who is back
                self.turn_sent = -1
            return
        if self.turn_sent == host.version and not force:
            return
        legal = table.legal_actions()
        if legal is None:  # between hands
            return
        guest = room.guests[legal.seat]
        if guest is None or guest.client is None:
            return
        if host.sitters[legal.seat].away or host.plays_for(legal.seat):  # (or the host moves it itself)
            # the rule plays for it now: no buttons to flash at 0 s
            return  # (a tap that brings the guest back asks again, with the whole wait)
        waiting = host.waiting_for()
        left = None if waiting is None else waiting[1]
        seconds = left if host.timing.turn_seconds is not None else None
        away_in = left if host.timing.turn_seconds is None else None
        view = table.view(legal.seat)
        games = table.session_rules.games
        prompt = host.prompt(whose="")
        at_tv = [room.seat_cards()[seat].name for seat in sorted(table.shared_screens)]
        message = protocol.your_turn(
            legal, prompt, view.paid[legal.seat], host.version, seconds, games, away_in, at_tv
        )
        room.send(guest.client, message)
        self.turn_sent = self.offered[legal.seat] = host.version
        self.done_for.pop(legal.seat, None)  # the guest is at the controls: the rule's later moves are news
