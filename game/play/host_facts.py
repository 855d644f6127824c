"""The facts a table host publishes beside the engine's events (game.play.table_host).

The engine's events say what happened at the table (a card dealt, a bet, a pot won). These say
what every screen would otherwise work out again on its own, and so drift: who plays each seat, that
the away rule played for a seat and why, that a No Peek hand which cannot win was folded to a bet,
that a dealer is calling the next pot's game, the pot's result in words, the session's standings
and awards, and No Peek's lead (and what decided a lead taken: game.telling.hints.LeadTaken,
published by game.play.fact_stream.publish_event). A presenter (the solo table, the party TV, the
phones, the headless host) reads engine events and these in one ordered stream and decides none of
them itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar, Literal

from engine.actions import ActionKind
from engine.events import Event, Standing
from engine.rules import Rules
from game.telling.away_words import Absence as Absence
from game.telling.away_words import AwayWhy
from game.telling.hints import LeadTaken
from game.telling.pot_result import PotResult
from game.telling.session_awards import SessionAward

# who plays a seat, as the screens name it: a phone, a phone gone, a computer player, someone at
# the TV, or nobody yet (before the start)
SeatKind = Literal["guest", "away", "bot", "local", "free"]


@dataclass(frozen=True)
class Takeover:
    """A seat changed hands during the session: its player's net counts from pot `pot` (0 from
    there, or `back`: the net they left the table with earlier this session), and `before` left it
    with `left_with`. The shown nets then no longer add up to 0: every screen says why."""

    pot: int
    before: str
    left_with: Fraction
    back: Fraction | None = None  # a person back this session: the net they left with, theirs again


@dataclass(frozen=True)
class SeatTag:
    name: str
    kind: SeatKind
    arriving: str = ""  # the guest who sits down here at the next deal (the bot plays this pot)
    since: Fraction = Fraction(0)  # the seat's net when its player sat down: theirs is what came after
    takeover: Takeover | None = None  # None: they have played the seat since the session began
    absence: Absence = ""  # why an away seat is away


@dataclass(frozen=True)
class Placing:
    """One person's (or computer player's) line of a session's standings: their net counts from
    the pot they sat down for, so a guest who takes a bot's seat takes none of its winnings."""

    seat: int  # the seat they played (a guest who left and the bot after them share one)
    name: str
    net: Fraction
    place: int | None  # among the people, equal nets sharing one (1, 1, 3); None: a computer player
    person: bool
    who: str = ""  # their identity across the night (game.play.ledger); "": known by their name


@dataclass(frozen=True)
class Seated:
    """Who plays each seat from here on: published when a table starts and whenever a seat changes
    hands, a phone drops off or comes back, or a seat goes away or comes back."""

    type: ClassVar[str] = "seated"
    seats: tuple[SeatTag, ...]


@dataclass(frozen=True)
class AwayPlay:
    """The away rule chose `kind` for `seat` (the move's events follow): `why` says what ran out."""

    type: ClassVar[str] = "away_play"
    seat: int
    kind: str
    why: AwayWhy


@dataclass(frozen=True)
class TurnRun:
    """No Peek: `seat`'s player pressed TURN and their card did not beat the row to beat, so the
    host turns their next cards for them, one at a time at the table's pace, until they beat it or
    their pile is out (a play-test found a press per card tedious); before its first such card."""

    type: ClassVar[str] = "turn_run"
    seat: int
    # the seat's first run this session: every screen says what TURN TILL YOU LEAD does (a
    # newcomer's pile turned on by itself after one press, and nothing had said it would)
    first: bool = False


@dataclass(frozen=True)
class DeadFold:
    """No Peek: `seat` holds a hand that cannot win (its pile turned and beaten) in a betting round:
    to a bet it folds, the host folding a person's for them (game.play.dead_hand), a computer player
    its own; where checking is free the host checks a person's (`kind` CHECK), a computer player
    its own, announced too (a Hold'em newcomer read "Casey checks" under Casey's BEATEN as Casey still
    playing). The move's events follow, and every screen says it from this fact: the seat BEATEN, not
    FOLDED, and a check made for it."""

    type: ClassVar[str] = "dead_fold"
    seat: int
    kind: ActionKind = ActionKind.FOLD  # the move made: FOLD, or CHECK


@dataclass(frozen=True)
class Lead:
    """No Peek: the row a turn must beat now (None: none yet), as the engine's view publishes it
    (engine.view.PublicView.lead: named at once when the leader folds); after a move that moved it.
    `beaten`: the rows beaten then (PublicView.beaten), which a lead moved may have made so."""

    type: ClassVar[str] = "lead"
    seat: int | None
    beaten: frozenset[int] = frozenset()


@dataclass(frozen=True)
class RoundOver:
    """The betting round is over and none is bet now (engine.view.PublicView.round is 0), after a
    move that ended one: no bet is due (a No Peek turn, a wild card's price between streets)."""

    type: ClassVar[str] = "round_over"
    # No Peek: the seat the engine has turn next (its challenger, after the round's folds), None
    # elsewhere: the guide says who turns before you from it (it had worked the order out itself,
    # and a fold in the round made it wrong)
    turner: int | None = None


@dataclass(frozen=True)
class Calling:
    """A dealer's choice: `seat`, the dealer, picks the game of pot `hand` (not dealt yet)."""

    type: ClassVar[str] = "calling"
    seat: int
    hand: int


@dataclass(frozen=True)
class CalledAgain:
    """A dealer's choice: the dealer called the last pot's game again for pot `hand` (its pot_game
    follows): every screen says so ('Babe picks Baseball again'), the TV no sooner than the phones
    nor they than it, from this one fact (game.play.fact_stream.publish_event works it out)."""

    type: ClassVar[str] = "called_again"
    hand: int


@dataclass(frozen=True)
class PotDone:
    """Pot `hand` is over (after its hand_end): its result in words, the same on every screen."""

    type: ClassVar[str] = "pot_done"
    hand: int
    result: PotResult
    # the pot's events as the room saw them, from its hand_start to its hand_end (and the
    # session_end when the session ended with it), and the rules of its game
    events: tuple[Event, ...]
    rules: Rules


@dataclass(frozen=True)
class SessionDone:
    """The session is over (after its session_end): the standings and the awards of what the room saw."""

    type: ClassVar[str] = "session_done"
    standings: tuple[Standing, ...]  # by seat, as the engine ranks them
    awards: tuple[SessionAward, ...]
    people: tuple[Placing, ...] = ()  # by whoever played: what the screens show


@dataclass(frozen=True)
class Moved:
    """The end of one move's facts (a decision, a deal, a new session): a presenter that has shown
    up to here shows the table as it stands."""

    type: ClassVar[str] = "moved"
    version: int


HostFact = (
    Seated
    | AwayPlay
    | TurnRun
    | DeadFold
    | Lead
    | LeadTaken
    | RoundOver
    | Calling
    | CalledAgain
    | PotDone
    | SessionDone
    | Moved
)
Fact = Event | HostFact
