"""One pot played again on a table of its own: a tape's facts (game.play.pot_tape), as the table
host published them, fed to a fresh table model through the very table player, director and
drawing the live table uses; nothing of the table is drawn twice.

The tape plays at the table's pace, or stops and steps: forward, one step at a time (an event, or a
street's deal whole), animated as live; back, by building the table again up to the event before, with no animation or sound (every
step back lands on a table exactly as it stood then). A fact is given to the table player only
when it is due (`TapeSource.limit`), so the player's own pacing does the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.events import Ante, Deal, Event, RoundStart, SeatInfo, SessionStart
from engine.history import decision_of
from game.felt.director import Director
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform import sound
from game.platform.tween import Tweens
from game.play.host_facts import Fact, PotDone, Seated
from game.play.pot_tape import PotTape
from game.play.session import style_name

# after a decision, the beat a live table waits before the next one (game.screens.table_scene's
# BOT_BEAT): a replay keeps the pace of the table it replays
DECISION_BEAT = 0.55
# the events of a street's deal (its antes, cards and the round they open), stepped as one: counted
# a card at a time, a newcomer's replay of a 6-seat pot raced to 'STEP 29 OF 92' in its first seconds
DEALT = (Ante, Deal, RoundStart)


def step_ends(facts: tuple[Fact, ...]) -> list[int]:
    """Where each of a pot's steps ends (how many of `facts` are shown then): after each of its
    events but within a street's deal (`DEALT`), and after its last fact (its result)."""
    events = [(n, fact) for n, fact in enumerate(facts) if isinstance(fact, Event)]
    ends = [
        n + 1
        for (n, fact), (_, after) in zip(events, [*events[1:], (len(facts), None)], strict=True)
        if not (isinstance(fact, DEALT) and isinstance(after, DEALT))
    ]
    if not ends or ends[-1] != len(facts):
        ends.append(len(facts))
    return ends


@dataclass
class TapeSource:
    """A tape's facts given out as a host's cursor gives them (game.felt.table_player.FactSource),
    but only up to `limit`: what is due to be shown."""

    facts: tuple[Fact, ...]
    limit: int
    taken: int = 0
    shown: int = 0
    holding: bool = False

    def take(self) -> list[Fact]:
        end = max(self.taken, min(self.limit, len(self.facts)))
        facts = list(self.facts[self.taken : end])
        self.taken = end
        return facts


class Replayer:
    def __init__(self, tape: PotTape, human: int | None) -> None:
        """`human`: the seat whose hidden cards the tape holds, laid out at the bottom (and spoken
        to as "You"); None for nobody's (the seats laid out from seat 0, as on the party TV)."""
        self.tape = tape
        self.human = len(self.seats()) if human is None else human
        self.stops = step_ends(tape.facts)
        self.playing = True
        self.result: PotDone | None = None  # the pot's result, once shown
        self.build(0)
        self.source.limit = len(self.source.facts)  # played on from the deal

    # ----- the table, built up to a place on the tape

    def build(self, shown: int) -> None:
        """A fresh table showing the tape's first `shown` facts at once, as they left it."""
        self.model = TableModel()
        self.tweens = Tweens()
        labels = dict(enumerate(self.style_lines()))
        self.director = Director(self.model, self.tweens, self.human, labels)
        seats = self.seats()  # "You check" only to the person who played the seat
        self.director.second_person = self.human < len(seats) and seats[self.human].kind == "human"
        before = len(self.tape.before)
        self.source = TapeSource((*self.tape.before, *self.tape.facts), before + shown)
        self.player = TablePlayer(self.director, self.tweens, self.source)
        self.result = None
        quiet, sound.BANK.quiet = sound.BANK.quiet, True
        try:
            self.player.fetch()
            while self.player.pending:
                self.player.skip()
                fact = self.player.next_event()
                if fact is not None:
                    self.on_fact(fact)
            self.player.skip()
        finally:
            sound.BANK.quiet = quiet
        self.player.effects.hush()  # a big moment is played when it comes, not when stepped past

    def seats(self) -> tuple[SeatInfo, ...]:
        start = next((fact for fact in self.tape.before if isinstance(fact, SessionStart)), None)
        return () if start is None else start.seats

    def style_lines(self) -> list[str]:
        """What each seat says under its name: a computer player's style (a person's: nothing)."""
        return [style_name(seat.style) if seat.kind == "bot" else "" for seat in self.seats()]

    # ----- where the tape is

    @property
    def shown(self) -> int:
        """How many of the pot's facts are on the table (or on their way there)."""
        return max(0, self.player.played - len(self.tape.before))

    @property
    def step(self) -> int:
        """How many of the pot's steps are shown."""
        return sum(1 for stop in self.stops if stop <= self.shown)

    @property
    def at_end(self) -> bool:
        return self.shown >= len(self.tape.facts) and not self.player.pending

    # ----- what the viewer does

    def toggle(self) -> None:
        """Play from here at the table's pace, or stop where it is."""
        if self.playing:
            self.stop()
        else:
            self.playing = True
            self.source.limit = len(self.source.facts)

    def stop(self) -> None:
        """Stop at what is shown: what the table player took but has not shown goes back to the tape."""
        self.playing = False
        self.player.pending.clear()
        self.source.taken = self.source.limit = self.player.played

    def forward(self) -> None:
        """Stop, and show the next step (what still moves lands at once; a deal is dealt as live)."""
        aim = self.player.played if self.playing else self.source.limit  # the step being shown
        self.stop()
        self.player.skip()
        before = len(self.tape.before)
        self.source.limit = before + next((s for s in self.stops if s > aim - before), len(self.tape.facts))

    def back(self) -> None:
        """Stop, and show the table as it stood one step earlier."""
        self.stop()
        self.build(self.stops[max(self.step - 2, 0)])  # the deal at the earliest: "HAND 0" is no pot

    def update(self, dt: float, speed: float) -> None:
        """`dt` seconds pass at the animation's `speed`: the facts due are shown as the table shows them."""
        player = self.player
        player.fetch()
        player.advance(dt, speed)
        while (fact := player.next_event()) is not None:
            self.on_fact(fact)
            if isinstance(fact, Event) and decision_of(fact) is not None:
                player.wait(DECISION_BEAT)
        player.settle()

    def on_fact(self, fact: Fact) -> None:
        """What the table player leaves to its screen: who plays each seat, the pot's result."""
        if isinstance(fact, Seated):
            for seat, tag in zip(self.model.seats, fact.seats, strict=False):
                seat.name = tag.name or seat.name
                seat.since = tag.since  # each shows its player's own net, as the live TV did
        elif isinstance(fact, PotDone):
            self.result = fact
            self.player.effects.hush()  # the result says the pot's moment itself
