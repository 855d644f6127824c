"""A table host's stream of facts played at the table's pace, with no pixels: the solo table and the
party TV both present a table through one of these, so they pace, hold and end a pot alike.

Facts come in as the host publishes them (`fetch`, from the presenter's game.play.fact_stream.Cursor,
or anything that gives facts as a cursor does: a replay's tape, game.play.pot_tape);
each is played on the table model by game.felt.director, which says how long to hold before the
next one; time moves the tweens and the hold (`advance`); the pot in play's events are kept for the
guide's moments, and its big moments (GRAND SLAM!, STRIKE THREE!) are played by
game.felt.table_effects. Every fact shown is counted on the cursor once the cards it moved have
landed and turned, and the chips it moved are in the pot (or with their winner): each fact on its
own, in order, so the host knows how far this screen has shown the table, and the phones, given
the stream that far, show a card when this screen has it face up, not while it still flies, and the
pot when its chips are in, card by card through a deal (a play-test's phones got a whole deal at
once, at its end, and a bet's pot as its chips took off). The screens only decide what to do with
a fact once it is shown (end a pot with its result, name the seats), and draw.
"""

from __future__ import annotations

from collections import deque
from typing import Protocol

from engine.events import ActionTaken, Event, HandStart, Turn
from game.felt.director import Director
from game.felt.log_reading import LogReading
from game.felt.pacing import (
    AFTER_THE_CARDS,
    BEFORE_SHOWDOWN,
    BOTS_TURNS_NEXT_HOLD,
    BRISK_ACTIONS,
    BRISK_PACE,
    DEAL_EVENTS,
    NAMES_THE_LEAD,
    TURNS_NEXT_HOLD,
    reading_time,
)
from game.felt.table_effects import TableEffects
from game.felt.table_model import CardSprite, ChipSprite
from game.platform.tween import Tween, Tweens
from game.play.host_facts import Fact, Moved, RoundOver
from game.telling.check_runs import who_checked

CARD_MOTION = frozenset({"flight", "flip"})  # a card's tween that moves it: flying in or out, turning
# the facts that wait for no log line to be read: a deal's cards say nothing in the log, and a pot's
# end puts its result up as its chips go to the winner (the party TV's, with the log beside it)
UNTOLD = DEAL_EVENTS | {"pile_deal", "hand_end", "pot_done", "session_end", "session_done"}
# a pot's start comes with the seats' change just before it (Seated): a guest's name, and the lines
# saying whose seat it was, appear as the deal starts, never over the last pot's table while read
WITH_THE_SEATS = ("seated", "hand_start")


def brisk(fact: Fact, bots: set[int]) -> bool:
    """`fact` is a computer player's move that asks nothing of anyone: a card it turns, a check or
    a fold (game.felt.pacing.BRISK_PACE)."""
    if isinstance(fact, Turn):
        return fact.seat in bots
    return isinstance(fact, ActionTaken) and fact.action in BRISK_ACTIONS and fact.seat in bots


def moves(tween: Tween) -> bool:
    """`tween` moves a card (flying in or out, turning) or a chip (to the pot, or from it to a winner)."""
    target = tween.target
    return isinstance(target, ChipSprite) or (
        isinstance(target, CardSprite) and not CARD_MOTION.isdisjoint(tween.goals)
    )


class FactSource(Protocol):
    """Where a table player's facts come from, as a game.play.fact_stream.Cursor gives them: the
    facts since the last take, and how far the screen has shown them and whether it holds."""

    shown: int
    holding: bool

    def take(self) -> list[Fact]: ...


class TablePlayer:
    def __init__(self, director: Director, tweens: Tweens, cursor: FactSource) -> None:
        self.director = director
        self.tweens = tweens
        self.cursor = cursor  # where this screen is in the host's stream
        self.pending: deque[Fact] = deque()  # published by the host, not shown yet
        self.pot_events: list[Event] = []  # the pot in play's events as shown
        self.hold = 0.0  # seconds before the next fact may be shown
        self.hurried = False  # played faster than the speed chosen: out of the pot at the solo table
        self.speed = 1.0  # the animation's speed at the last `advance`: a hold to read is kept in it
        self.chosen = 1.0  # the ANIMATION SPEED set at the last `advance`: words are read at it
        self.since_move = BEFORE_SHOWDOWN  # seconds since the last betting move was played
        self.brisk = False  # the last fact played is a computer player's move that asks nothing (brisk)
        # the facts played and not counted shown yet, oldest first: the sprites each set moving
        self.landing: deque[tuple[object, ...]] = deque()
        self.effects = TableEffects()
        self.reading = LogReading()  # the log's newest words, till read
        self.last_kind = ""  # the type of the fact shown last
        # a called game's banner waits for the player's key, not its hold (the solo table, a game new to
        # them: game.screens.table_scene.TableScene.hold_new_game); Enter (deal_on) or Tab (skip) ends it
        self.waiting = False

    def fetch(self) -> None:
        """Take the facts the host published since the last fetch, as this screen may see them."""
        self.pending.extend(self.cursor.take())
        self._pass_marks()

    def _pass_marks(self) -> None:
        """The end of a move's facts (Moved) shows nothing: when it is next, it is shown at once, so
        a screen holding a pot's result or the standings has shown every move it holds them for."""
        while self.pending and isinstance(self.pending[0], Moved):
            self.pending.popleft()
            self.landing.append(())
        self._land()

    def cards_moving(self) -> bool:
        """A card on the table is still flying to its place (or away) or turning over."""
        return any(isinstance(tween.target, CardSprite) and moves(tween) for tween in self.tweens.items)

    def moves_unread(self) -> bool:
        """The pot's last move (a showdown's due next) was played less than BEFORE_SHOWDOWN ago, or
        its chips still fly to the pot: the showdown waits, the move in the log and in the pot."""
        last = self.pot_events[-1] if self.pot_events else None
        return isinstance(last, ActionTaken) and (
            self.since_move < BEFORE_SHOWDOWN or any(moves(tween) for tween in self.tweens.items)
        )

    def _land(self) -> None:
        """A fact played is shown once the cards and chips it moved are still, and every fact before
        it is shown: the phones are given the stream that far (a play-test's phones showed a move's
        cards while the TV's were still turning)."""
        while self.landing and not self._still_moving(self.landing[0]):
            self.landing.popleft()
            self.cursor.shown += 1

    def _still_moving(self, sprites: tuple[object, ...]) -> bool:
        """A tween still moves one of `sprites` (a card's flight is followed by its turn over)."""
        return any(moves(tween) and any(tween.target is s for s in sprites) for tween in self.tweens.items)

    def result_up(self) -> None:
        """The pot's result is up (the party TV names the winner as the award's chips take off): the
        money in flight counts as landed and every fact played as shown, so the winner's plate and
        the phones (their result, tonight's ledger) change with it, not 0.7 s later as the chips land
        (a play-test's plate said the old net under the result)."""
        self.director.money.land_now()
        self.cursor.shown += len(self.landing)
        self.landing.clear()

    @property
    def played(self) -> int:
        """How many facts this screen has played, on the table or still landing there."""
        return self.cursor.shown + len(self.landing)

    @property
    def caught_up(self) -> bool:
        """Everything made so far is shown and has settled."""
        return not self.pending and self.hold <= 0 and not self.tweens.busy and not self.waiting

    def caught_up_for(self, yours: bool) -> bool:
        """Caught up, as the screen's decisions see it: `yours`, a person at this screen decides
        next, their turn is shown (their plate lit, their buttons up) as soon as everything before
        it is on the table and still. A hold left only paces the next fact, and none comes before
        they decide: a play-test's buttons came 1.3 s after the TV showed the card that gave them
        the lead (the card's time to be read); the host's clock for them starts after the hold, as before."""
        return self.caught_up or (yours and not self.pending and not self.tweens.busy and not self.waiting)

    @property
    def read_up(self) -> bool:
        """The log's lines have been up their time to be read (AUTO-CHECK checks for you only then:
        a move of yours made at once pushed the others' lines up unread)."""
        return self.reading.unread(self.director.model.log) <= 0

    def advance(self, dt: float, speed: float, chosen: float | None = None) -> None:
        """`dt` seconds pass, played at the animation's `speed` (BRISK_PACE times it after a
        computer player's move that asks nothing: its hold and what it set moving); the log's newest
        words are read at the `chosen` speed, the ANIMATION SPEED set (`speed` when not given: the
        solo table's is faster once you are out of the pot, its reading not)."""
        self.speed, self.chosen = speed, speed if chosen is None else chosen
        self.hurried = speed > self.chosen  # the solo table's pot you are out of
        self.reading.tick(self.director.model.log, dt * self.chosen)
        paced = dt * speed
        scaled = paced * (BRISK_PACE if self.brisk else 1.0)
        model = self.director.model
        if model.actor is not None and model.actor == self.director.human:  # you decide
            self.effects.hush()
        # a moment's banner (STRIKE THREE!) is read, at the speed chosen, neither brisk nor hurried: in a
        # pot you were out of, a newcomer's play-test saw it go in half its time, its meaning unread
        self.effects.update(dt, dt * self.chosen)
        self.tweens.update(scaled)
        self.hold -= scaled
        self.director.say_tips(paced)  # (a tip waiting its turn: its time counted as the holds are)
        self.since_move += paced  # (a showdown's wait for the last move to be read keeps its pace)
        self._land()

    def next_event(self) -> Fact | None:
        """Show the next fact if it is due; None when none is."""
        if not self.pending or self.waiting:
            return None
        kind = self.pending[0].type
        names_the_lead = self.director.model.no_peek and kind in NAMES_THE_LEAD
        if self.hold > 0 and not names_the_lead:
            return None
        told = (
            not names_the_lead
            and kind not in UNTOLD
            and (self.last_kind, kind) != WITH_THE_SEATS
            and not self.grows(self.pending[0])
        )
        if told and self.reading.unread(self.director.model.log) > 0:
            self.hold = 0.0  # no time banked while the log is read: what follows keeps its pace
            return None
        waits = (kind in AFTER_THE_CARDS or names_the_lead) and self.cards_moving()
        if waits or (kind == "showdown" and self.moves_unread()):
            if not names_the_lead:
                self.hold = 0.0  # no time banked while the cards land: what follows keeps its pace
            return None
        fact = self.pending.popleft()
        self.last_kind = fact.type
        before = set(map(id, self.tweens.items))
        banner = self.director.model.game_banner
        held = self.director.play(fact)
        model = self.director.model
        model.turner.take(fact)  # No Peek's seat to turn next, named and lit before its first card
        # (not in a pot you are out of, which plays on briskly: test_ui_folded_pace)
        if model.no_peek and isinstance(fact, RoundOver) and fact.turner is not None and not self.hurried:
            held = max(held, self.turns_next_hold())
        self.hold += held
        self.read(banner, held)
        self.brisk = brisk(fact, self.director.bots)
        self.landing.append(tuple(t.target for t in self.tweens.items if id(t) not in before and moves(t)))
        if isinstance(fact, Event):
            if isinstance(fact, HandStart):
                self.pot_events.clear()
            self.pot_events.append(fact)
            if isinstance(fact, ActionTaken):
                self.since_move = 0.0
            names = [seat.name for seat in self.director.model.seats]
            moment = self.effects.on_event(fact, self.pot_events, names)  # (read at the speed chosen)
            pace = self.speed * (BRISK_PACE if self.brisk else 1.0)  # (the hold's: a wild's price refused)
            self.hold = max(self.hold, moment * pace / self.chosen)
        self._pass_marks()
        return fact

    def turns_next_hold(self) -> float:
        """How long "<NAME> TURNS NEXT" is up before its first card: read from across the room
        where a person sits at the table, shorter where computer players play alone."""
        people = len(self.director.model.seats) > len(self.director.bots)
        return TURNS_NEXT_HOLD if people else BOTS_TURNS_NEXT_HOLD

    def grows(self, fact: Fact) -> bool:
        """`fact` is a check the log tells with the checks before it, in its last line: it pushes
        no line up (game.telling.check_runs) and the run stays one beat, its line read once it is
        over, before the next line comes (LogReading.look adds its new names to its time)."""
        log, names = self.director.model.log, [seat.name for seat in self.director.model.seats]
        return (
            isinstance(fact, ActionTaken)
            and fact.action == "check"
            and bool(log and who_checked(log[-1], names))
        )

    def read(self, banner: tuple[str, ...] | None, held: float) -> None:
        """A called game's banner just put up (it was `banner`) holds the next fact its words'
        reading time in real seconds at the least, whatever the animation's speed (pacing.READ_WORD),
        but never longer than the normal speed holds it (`held`, the play-tested time): the hold
        counts down at the speed, so it is raised to that time at the speed."""
        shown = self.director.model.game_banner
        if shown is not None and shown is not banner:
            self.hold = max(self.hold, min(reading_time(shown), held) * self.speed)

    def report(self, holding: bool) -> None:
        """Tell the host whether this screen still holds the table (its moves still landing, or a
        pot's result or the standings up): the host makes no move until it does not."""
        self._land()
        self.cursor.holding = holding or not self.caught_up

    def settle(self) -> None:
        """After the due events: waiting (for a player) banks no time, so the next events still
        come one by one."""
        if not self.pending:
            self.hold = max(self.hold, 0.0)

    def shown_up_to(self, pot_events: list[Event]) -> None:
        """Everything fetched is on the screen already, played without animation (a continued
        session): nothing is pending, and the pot in play's events are kept."""
        self.cursor.shown += len(self.landing) + len(self.pending)
        self.landing.clear()
        self.pending.clear()
        self.pot_events = list(pot_events)

    def wait(self, seconds: float) -> None:
        """Hold the next event back `seconds` longer (the demo's pause between pots)."""
        self.hold += seconds

    def deal_on(self) -> None:
        """The player pressed past a called game's banner (DEAL_KEY): its hold ends, and the words
        they pressed past count as read, so the deal comes at once (a banner that waited too)."""
        self.hold, self.waiting = 0.0, False
        self.reading.read_all(self.director.model.log)

    def skip(self) -> None:
        """Finish what moves now (the player skips the animation; past a banner that waits too)."""
        self.tweens.finish_all()
        self.waiting = False
        self.hold, self.since_move = 0.0, BEFORE_SHOWDOWN
        self._land()
        self.reading.read_all(self.director.model.log)
