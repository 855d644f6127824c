"""One table host behind every screen: it runs a table's seats and publishes one stream of facts.

The host holds the engine's table (a new one for each session of a party), who plays each seat (a
person at the TV or on a phone, or the seat's computer player), and the clock: the computer players
think off the caller's thread, the turn timer and the away rule play for a person who does not
answer (how long each seat is waited for: game.play.sitters), and between hands the table holds.
Who played each seat this session, and their net while it was theirs, is game.play.who_played's.
It has no I/O and no pixels.

What it publishes is one ordered stream (game.play.fact_stream): the engine's events, each as its
reader may see it, and the host's own facts (game.play.host_facts) at the place they happen: who
plays each seat, the away rule's move and why, a No Peek hand that cannot win folded to a bet, the
dealer calling a game, a pot's result, the session's standings. Screens are presenters of that
stream: the solo table, the party TV, the phones, the headless host. None of them decides a rule,
values a hand, moves for a person or paces the game.

Pacing: the host makes no move and starts no clock while a presenter that shows the table at a
pace (the solo table, the party TV) has not caught up with the stream, so every decision starts as
a screen shows it; the phones are given the stream as far as that screen has shown it. With no
pacing presenter (the headless host) a computer player waits `bot_delay` before acting (a share of
it for a move with no choice or no more than a word: game.play.move_pace) and a new pot `hand_pause`
after the last.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future

from engine.actions import Action, ActionKind, FlowDecision, IllegalAction, LegalActions, SpecialDecision
from engine.events import Event, HandEnd, HandStart, SessionEnd
from engine.simulate import ComputerPlayer
from engine.table import Table
from engine.view import PublicView
from game.play.auto_check import checks_free
from game.play.away_rule import away_choice
from game.play.bot_turn import safe_decide
from game.play.dead_hand import dead_move
from game.play.fact_stream import FactStream
from game.play.host_facts import AwayPlay, Calling, DeadFold, Lead, Moved, Placing, RoundOver, TurnRun
from game.play.move_facts import MoveFact
from game.play.move_pace import FORCED_SHARE, NO_PEEK_CHECK_SHARE, RUN_SHARE, word_share
from game.play.placings import Spell
from game.play.pot_done import ends_session, pot_done
from game.play.sitters import BACK_SECONDS, MISSES_AWAY, Sitter, Timing, patience
from game.play.who_played import WhoPlayed
from game.telling.away_words import AwayWhy
from game.telling.decision_words import describe, turns_later

# what a run may wait on between its cards: the same seat's price for a wild card or a four (it
# decides; the run goes on after); anything else (a betting round, another seat) ends the run
RUN_PAUSES = (FlowDecision.TURN, SpecialDecision.WILD_COST, SpecialDecision.FOUR_COST)


class TableHost(WhoPlayed, FactStream):
    def __init__(
        self,
        tables: Callable[[int], Table],
        bots: Sequence[ComputerPlayer | None],
        *,
        timing: Timing = Timing(),
        clock: Callable[[], float] = time.monotonic,
        thinker: Executor | None = None,
        sessions: int | None = 1,
    ) -> None:
        """`tables(n)` deals session n (from 0); `sessions`: how many are played, None for ever (a
        party). `bots[seat]` plays the seat while no person does. `thinker`: where computer players
        decide (a thread, so frames keep drawing while one thinks); None decides at once."""
        super().__init__()
        self.tables = tables
        self.bots = list(bots)
        self.timing = timing
        self.clock = clock
        self.thinker = thinker
        self.sessions_wanted = sessions
        self.sitters = [Sitter() for _ in self.bots]
        self.holders: dict[int, list[str]] = {}  # this session's pot -> who played each seat in it
        self.table: Table | None = None
        self.sessions = 0
        self.version = 0  # counts the table's moves: a "turn" number that stale buttons are told from
        self.since = clock()  # when the current decision began (later than now while a screen catches up)
        self.touched = self.since  # when a person at the TV last touched the controls
        self.paused = False
        self.paused_at = 0.0
        self.hurry = False  # a screen skips ahead: computer players act without their pause
        self.thinking: tuple[int, Future[Action]] | None = None  # (version, the decision worked out)
        self.given_back = -1  # the decision (version) whose clock a person back was given BACK_SECONDS
        # No Peek: a person's TURN turns their next cards too until they beat it (False: a press a
        # card, as a recorded history replayed; the guided hand's is the table's, as it teaches)
        self.turn_runs = True
        self.running: int | None = None  # the seat whose run of cards the host turns now
        self.run_told = False  # its TurnRun is published (before its first card turned for it)
        # this session's facts told with the host's own moves, each with the number of the decision
        # it came before (game.play.move_facts: a saved session keeps them)
        self.told: list[tuple[int, MoveFact]] = []
        self.listeners: list[Callable[[list[Event]], None]] = []  # told of every new engine event
        self.deals = 0  # pots dealt, over every session (a seat taken after one sees none of it)
        self.lead: int | None = None  # No Peek: the row to beat, as last published
        self.betting = False  # a betting round was under way when the last move ended
        self.before_deal: list[Callable[[], None]] = []  # called between pots, before the next deal
        # who played a seat this session and left it, with their net while it was theirs
        self.gone: list[Spell] = []
        self.final: tuple[Placing, ...] | None = None  # the last session's standings once it is over

    # ----- the clock

    def start(self) -> None:
        """Deal the first session."""
        if self.table is not None:
            raise IllegalAction("the table has already started")
        self._afresh()
        self._new_session()

    @property
    def started(self) -> bool:
        return self.table is not None

    @property
    def over(self) -> bool:
        """Every session wanted has been played."""
        table = self.table
        return table is not None and table.is_over and self.sessions == self.sessions_wanted

    def tick(self) -> None:
        """Let computer players, the turn timer and the away rule move the table on, deal the next
        pot after a held one, and start the next session."""
        table = self.table
        if table is None or self.paused:
            return
        for _ in range(self.timing.moves_per_tick):
            now = self.clock()
            if self.busy:  # each move is shown first, the next decision starts as it is shown:
                if self.showing_moves:  # (not a seat changing hands: a play-test's clock went 27 to 44)
                    self.since = max(self.since, now)  # its clock held at zero
                return
            if table.is_over or table.between_hands:
                if now < self.since or self.over:  # the last pot's result is still being read
                    return
                if table.is_over:  # before the hooks: who sits down next counts from 0 with the rest
                    self._afresh()
                for hook in self.before_deal:  # seats change hands here, before the next deal
                    hook()
                table = self._new_session() if table.is_over else self._next_hand(table)
                continue
            legal = table.legal_actions()
            assert legal is not None  # a table that is not over waits for a decision
            move = self._automatic(legal, now)
            if move is None:
                return
            self._apply(*move)

    def act(self, seat: int, kind: str) -> None:
        """A person's choice for the decision in play (IllegalAction when it is not theirs or not
        an option). A computer player's decision in the works is dropped."""
        table = self.table
        legal = None if table is None or self.paused else table.legal_actions()
        if legal is None or legal.seat != seat:
            raise IllegalAction(f"it is not seat {seat}'s turn")
        action = legal.action(kind)
        if action.kind == ActionKind.TURN and self.turn_runs and self.running != seat:
            self.running, self.run_told = seat, False  # their next cards are turned for them
        self._apply(action, None)
        self.sitters[seat].away, self.sitters[seat].missed = False, 0  # whoever chose is here

    def touch(self) -> None:
        """Someone at the TV pressed something: the idle clock of a person at the TV starts again."""
        self.touched = self.clock()

    def pause(self, paused: bool) -> None:
        """Stop everything (no move, no clock) or go on where it stopped."""
        if paused == self.paused:
            return
        self.paused = paused
        if paused:
            self.paused_at = self.clock()
        else:  # the decision's clock goes on from where it stopped
            self.since += self.clock() - self.paused_at

    def _now(self) -> float:
        """The time a person's clock has reached: stopped by a pause (the host's menu pauses too)."""
        return self.paused_at if self.paused else self.clock()

    def waiting_for(self) -> tuple[int, float | None] | None:
        """The person's seat the table waits for now, with the seconds left before the away rule
        plays for it (None: no limit); None when it waits for no person: a seat away is played for
        at once (a host play-test read "ZOË AWAY IN 0" and "WAITING FOR ZOË 0" after she had left)."""
        table = self.table
        if table is None or table.actor is None:
            return None
        seat = table.actor
        sitter = self.sitters[seat]
        if not sitter.person or sitter.away or self.plays_for(seat):
            return None
        limit, _ = patience(sitter, self.timing)
        if limit is None:
            return seat, None
        return seat, max(0.0, self._started(sitter) + limit - max(self._now(), self.since))

    def back_in_turn(self, seat: int) -> None:
        """`seat`'s person is back (their phone reconnected): on their own turn, its clock goes up to
        BACK_SECONDS left (the whole wait when shorter), given once a decision so a reload is no way
        to stall; the TV and the phone count from what waiting_for says."""
        waiting = self.waiting_for()
        if waiting is None or waiting[0] != seat or waiting[1] is None or self.given_back == self.version:
            return
        limit, _ = patience(self.sitters[seat], self.timing)
        assert limit is not None  # (a limit: waiting_for said seconds)
        short = min(BACK_SECONDS, limit) - waiting[1]
        if short > 0:  # (a reload with time to spare gives nothing, and takes no later return's time)
            self.given_back = self.version
            self.since += short

    # ----- moves

    def _automatic(self, legal: LegalActions, now: float) -> tuple[Action, AwayWhy | None] | None:
        """The move made for the actor without a person's choice, or None while the table waits."""
        sitter = self.sitters[legal.seat]
        if self.turning(legal.seat):  # a person's run: their next card, at the table's pace
            if now - self.since < (0.0 if self.hurry else self.timing.bot_delay * RUN_SHARE):
                return None
            if not self.run_told:  # "You keep turning until you beat it", before its first card
                self.run_told = True
                ran = any(isinstance(fact, TurnRun) and fact.seat == legal.seat for _, fact in self.told)
                self.tell_move(TurnRun(legal.seat, not ran))
            return Action(legal.seat, ActionKind.TURN), None
        dead = self.dead_for(legal)  # No Peek: a person's hand that cannot win (before AUTO-CHECK: said)
        if dead is not None:
            self._dead_move(legal.seat, dead)
            return Action(legal.seat, dead), None
        if self.checks_for(legal):  # AUTO-CHECK, at a computer player's pace for a check
            if now - self.since < (0.0 if self.hurry else self.timing.bot_delay * NO_PEEK_CHECK_SHARE):
                return None
            return Action(legal.seat, ActionKind.CHECK), None
        if not sitter.person:
            return self._bot_move(legal, now)
        limit, why = patience(sitter, self.timing)
        clock = now if why == "away" else self._now()  # (an away seat's move is no clock's)
        if limit is None or clock - self._started(sitter) < limit:
            return None
        sitter.missed += why == "turn_timer"
        gone = not sitter.here  # a phone gone, or a guest who left, whichever clock ran out
        if gone or why == "idle" or (sitter.missed >= MISSES_AWAY and not sitter.local):
            # a phone gone or silent (or idle at the TV), or a second missed turn in a row: later
            # turns take the away rule at once until its person is back (a tap on the phone, a
            # move, a key at the TV), not the whole wait again at every card of a No Peek run (nor,
            # with a turn timer, a guest who left waited for a second whole turn)
            sitter.away, sitter.missed = True, 0
        return away_choice(legal), why

    def prompt(self, whose: str = "YOUR TURN") -> str:
        """The words for the decision now, from its seat's view (a No Peek bet
        with cards still to turn, TURN's run, or its first card, which leads): the one source of the
        table's, the party TV's and the phone's prompt, headed by `whose` turn it is (none where the
        screen says it already)."""
        assert self.table is not None
        legal = self.table.legal_actions()
        assert legal is not None  # asked only while a decision waits
        view, seat = self.table.view(legal.seat), legal.seat
        return describe(
            legal,
            whose,
            runs=self.turn_runs,
            later=turns_later(view, seat),
            first=view.lead is None,
        )

    def turning(self, seat: int) -> bool:
        """The host turns `seat`'s next card itself: its person pressed TURN in this run and it is
        their turn to turn again (no buttons for it: the screens and phones show none)."""
        table = self.table
        legal = None if table is None else table.legal_actions()
        return (
            self.running == seat
            and legal is not None
            and legal.seat == seat
            and legal.decision == FlowDecision.TURN
        )

    def _bot_move(self, legal: LegalActions, now: float) -> tuple[Action, AwayWhy | None] | None:
        """A computer player's move, once its pause is over (None till then)."""
        forced = len(legal.options) == 1  # a No Peek card to turn: nothing to think over
        action = Action(legal.seat, legal.options[0].kind) if forced else self._bot_decision(legal)
        if action is None:
            return None
        share = FORCED_SHARE if forced else word_share(action.kind, self.table)
        if now - self.since < (0.0 if self.hurry else self.timing.bot_delay * share):
            return None
        dead = None if self.table is None else dead_move(self.table, legal)
        if dead is not None and action.kind == dead:
            self._dead_move(legal.seat, dead)  # beaten, its fold or check said as a person's is
        return action, None

    def _dead_move(self, seat: int, kind: ActionKind) -> None:
        """`seat`'s hand that cannot win folds or checks now (game.play.dead_hand): published (every
        screen says it from the fact: BEATEN, not FOLDED, and a check made for them)."""
        self.tell_move(DeadFold(seat, kind))

    def tell_move(self, fact: MoveFact) -> None:
        """Publish `fact`, told with the move the host makes next, and keep it with that decision's
        number (`told`), so that a continued session is told it again (`redo`)."""
        assert self.table is not None
        self.told.append((len(self.table.decisions), fact))
        self.stream.append(fact)

    def dead_for(self, legal: LegalActions) -> ActionKind | None:
        """The move the host makes for `legal`'s person's hand that cannot win (dead_hand.dead_move:
        FOLD to a bet, CHECK where free); None where it asks them (a replayed history:
        turn_runs off), or the hand can win, or a computer player has the seat."""
        table = self.table
        if table is None or not self.turn_runs or not self.sitters[legal.seat].person:
            return None
        return dead_move(table, legal)

    def plays_for(self, seat: int) -> bool:
        """The host moves `seat`'s person itself now, so the screens and phones offer no buttons:
        their run of cards (`turning`), their hand that cannot win folded or checked (`dead_for`),
        or their free check made by AUTO-CHECK (`checks_for`)."""
        table = self.table
        legal = None if table is None else table.legal_actions()
        if table is None or legal is None or legal.seat != seat or not self.sitters[seat].person:
            return False
        return self.turning(seat) or self.dead_for(legal) is not None or self.checks_for(legal)

    def checks_for(self, legal: LegalActions) -> bool:
        """AUTO-CHECK (a guest's phone, as game.felt.check_ahead at the TV): the seat's person who
        turned it on is checked for where the one rule says (game.play.auto_check)."""
        sitter, table = self.sitters[legal.seat], self.table
        return sitter.person and sitter.auto_check and table is not None and checks_free(table, legal)

    def _started(self, sitter: Sitter) -> float:
        """When the wait for `sitter` began: a person at the TV's idle clock starts at their last touch."""
        if sitter.local and self.timing.turn_seconds is None:
            return max(self.since, self.touched)
        return self.since

    def _bot_decision(self, legal: LegalActions) -> Action | None:
        """The computer player's move, or None while it is still thinking. The table cannot move
        while it thinks (it is its turn), so the view it reads stays true."""
        table = self.table
        bot = self.bots[legal.seat]
        assert table is not None and bot is not None, f"seat {legal.seat} has no computer player"
        if self.thinking is None or self.thinking[0] != self.version:  # kept until the move is made
            view = table.view(legal.seat)
            if self.thinker is None:
                future: Future[Action] = Future()
                future.set_result(safe_decide(bot, view, legal))
            else:
                future = self.thinker.submit(safe_decide, bot, view, legal)
            self.thinking = (self.version, future)
        future = self.thinking[1]
        return future.result() if future.done() else None

    def _apply(self, action: Action, why: AwayWhy | None) -> None:
        table = self.table
        assert table is not None
        start = len(table.events)
        if why is not None:
            self.tell_move(AwayPlay(action.seat, action.kind, why))
        table.apply(action)
        self._moved(table, start)

    def redo(self, decisions: Sequence[Action], told: Sequence[tuple[int, MoveFact]]) -> None:
        """Deal the session and make a saved session's `decisions` again, each move published as it
        was live, after the facts `told` with it then (game.play.resume keeps them): a continued
        table is told what the live one was (a No Peek pot's "You are beaten, the table checks for you",
        not "You check"). The listeners hear the replayed events once, at the end (one save, one ledger
        entry, not one a move)."""
        listeners, self.listeners = self.listeners, []
        try:
            self.start()
            table = self.table
            assert table is not None
            for number, action in enumerate(decisions):
                if table.between_hands:  # (the next pot, dealt by the host after the last's result)
                    self._next_hand(table)
                for fact in (fact for said, fact in told if said == number):
                    self.tell_move(fact)
                self._apply(action, None)
        finally:
            self.listeners = listeners
        for listener in listeners:
            listener(list(table.events))

    def _next_hand(self, table: Table) -> Table:
        start = len(table.events)
        table.next_hand()
        self._moved(table, start)
        return table

    def _new_session(self) -> Table:
        self.table = table = self.tables(self.sessions)
        self.sessions += 1
        self.told = []  # nobody has had a run of cards this session yet, nor a move made for them
        self._moved(table, 0)
        return table

    def _moved(self, table: Table, start: int) -> None:
        """Publish the move's events with the facts they make, and start the next decision's clock.
        A pot's result follows its hand_end (and the session_end when the session ends with it)."""
        self.version += 1
        self.since = self.clock()
        self.thinking = None
        new = table.events[start:]
        ended: int | None = None  # the index of a hand_end whose result is not published yet
        for index, event in enumerate(new, start):
            self.publish_event(table, index)
            if isinstance(event, HandStart):
                self.deals += 1
                self.holders[event.hand] = [
                    sitter.name or table.seats[seat].name for seat, sitter in enumerate(self.sitters)
                ]
            elif isinstance(event, HandEnd):
                self.since += self.timing.hand_pause
                ended = index
            session = self._session_done(table, event) if isinstance(event, SessionEnd) else None
            if ended is not None and not (isinstance(event, HandEnd) and ends_session(table, index)):
                if not any(isinstance(later, HandStart) for later in table.events[index:]):
                    # the ended pot's rows beaten before its result, which shows them (a pot ended
                    # by a beat over your whole pile read no BEATEN on your plate under its result)
                    self._lead_fact(table.public_view())
                self.stream.append(pot_done(table, ended, index))
                ended = None
            if session is not None:
                if not any(cursor.paces for cursor in self.cursors):
                    self.since += self.timing.session_pause  # the phones' standings stay up a while
                self.stream.append(session)
        pot_moved = any(isinstance(event, (HandStart, HandEnd)) for event in new)
        legal = None if pot_moved or table.is_over else table.legal_actions()
        if legal is None or legal.seat != self.running or legal.decision not in RUN_PAUSES:
            self.running = None  # beaten, out, or the pot moved on: a run ends with its turning
        self._view_facts(table.public_view(), pot_moved, legal)
        self.stream.append(Moved(self.version))
        self.settled = len(self.stream)
        for listener in self.listeners:
            listener(new)

    def _lead_fact(self, view: PublicView) -> None:
        """No Peek's row to beat and the rows beaten, published when the lead moved."""
        if view.rules.flow == "no_peek" and view.lead != self.lead:
            self.lead = view.lead
            self.stream.append(Lead(view.lead, view.beaten))

    def _view_facts(self, view: PublicView, pot_moved: bool, legal: LegalActions | None) -> None:
        """What the room's view says after a move, published when it changed: No Peek's row to
        beat, the end of a betting round (`pot_moved`: the move ended or dealt a pot, whose result
        or deal says so) with No Peek's next turner (`legal`: the decision now), a dealer calling
        the next pot's game."""
        self._lead_fact(view)
        if self.betting and not view.round and not pot_moved:
            turner = legal.seat if legal is not None and legal.decision == FlowDecision.TURN else None
            self.stream.append(RoundOver(turner))  # (No Peek's next turner)
        self.betting = bool(view.round)
        if view.calling is not None and view.calling_hand is not None:
            self.stream.append(Calling(view.calling, view.calling_hand))
