"""Who decides for each of the table host's seats (game.play.table_host), and how long its clock
waits for them: the clock's settings (`Timing`), each seat's `Sitter` (a person at the TV or on a
phone, or the seat's computer player; away or here), and the `patience` a decision has for a seat
before the away rule plays for it. No I/O, no clock of its own: the host keeps the time."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from game.play.host_facts import Takeover
from game.telling.away_words import AwayWhy

# turns in a row a person's turn timer runs out on before their seat is away: one missed turn is
# played once and the next has its whole clock (a host play-test: one miss set a guest away, and
# every later turn was checked or folded at once, a pair of jacks with it)
MISSES_AWAY = 2
# a person back in the middle of their own turn (a phone that dropped off reconnected) has at least
# this long left to act (the whole wait when it is shorter), once a decision: a host play-test saw a
# guest back after 3 s get "Your turn!" with a red 2 on the phone and WAITING FOR DAN 1 on the TV
BACK_SECONDS = 10.0


@dataclass(frozen=True)
class Timing:
    turn_seconds: float | None = None  # a person's time for one decision; None: no turn timer
    away_grace: float = 20.0  # how long a turn waits for a phone that dropped off
    # with no turn timer, how long a phone that does not answer is waited for before the away rule
    # plays for it (the table's AWAY AFTER option; None: for ever)
    idle_seconds: float | None = 45.0
    # the same for a person at the TV (the solo table's AWAY AFTER; None: for ever); run out, the seat
    # is away (`Sitter.away`) until its player is back
    local_idle: float | None = None
    bot_delay: float = 0.8  # a computer player's pause before acting (a share of it when forced or checking)
    hand_pause: float = 3.0  # between a pot's end and the next deal (with no pacing presenter)
    # between a session's end and the next session's first deal, on top of hand_pause (with no
    # pacing presenter: a TV holds its own standings up, for as long as it shows them)
    session_pause: float = 0.0
    moves_per_tick: int = 60  # moves in one tick at most (a bound when bot_delay is 0)


class Choices(Protocol):
    """What a person chose for how the host plays their seat, kept where they are kept: a party
    guest's (game.party.connections.Guest, from their phone)."""

    auto_check: bool  # AUTO-CHECK: the host checks for them when checking is free


@dataclass
class Sitter:
    """Who decides for a seat, as far as the host's clock goes, and since when."""

    person: bool = False  # someone decides; False: the seat's computer player
    local: bool = False  # at the TV itself (the solo player, a pad): no phone to lose
    here: bool = True  # a phone's connection is up (always True at the TV)
    away: bool = False  # the away rule plays for this seat at once until its player is back
    missed: int = 0  # turns in a row the turn timer ran out on (MISSES_AWAY: away)
    name: str = ""  # who plays it ("" until someone is named: the seat's own name)
    who: str = ""  # their identity across the night (a guest's phone and name; "": by the name)
    since: Fraction = Fraction(0)  # the seat's net when they sat down this session
    first_deal: int = 0  # the host's pots dealt when they sat down (none of those is theirs)
    takeover: Takeover | None = None  # they took the seat over during the session
    # the last person to hand the seat to its computer player tonight ("": none), kept across
    # sessions: a party names them to whoever sits there next ('SAM TAKES MAXIMILIANA'S SEAT 3')
    last_person: str = ""
    # whose choices the host follows for the seat (None: nobody's, the host's own way): the person
    # sitting, not a copy of what they chose, so a choice has one owner (Choices)
    choices: Choices | None = None

    def changes_hands(self) -> None:
        """Someone plays the seat from now on (its bot, a newcomer, or the guest who left it, back):
        how the last holder's turns went is not theirs, neither away nor a turn missed (a host
        play-test's guest who left in a game's last pot, the away rule playing her turn, took her
        seat back between games and was dealt into the next one AWAY, her first turn folded)."""
        self.away, self.missed = False, 0

    @property
    def auto_check(self) -> bool:
        """AUTO-CHECK (a guest's phone): the host checks for them when it is free."""
        return self.choices is not None and self.choices.auto_check


def patience(sitter: Sitter, timing: Timing) -> tuple[float | None, AwayWhy]:
    """How long a decision waits for `sitter` before the away rule plays for it (None: for
    ever), and what it is that runs out."""
    if sitter.away:
        return (0.0 if sitter.local else timing.bot_delay), "away"
    if timing.turn_seconds is not None:
        return timing.turn_seconds, "turn_timer"
    if sitter.local:
        return timing.local_idle, "idle"
    if not sitter.here:
        return timing.away_grace, "phone_gone"
    return timing.idle_seconds, "idle"
