"""The table's big moments, from its events (no pygame): a pot won by five of a kind or a straight
flush (GRAND SLAM!, PERFECT GAME!, game.telling.pot_result.MOMENTS) and a player struck out
(STRIKE THREE!). The TV shows them as banners (game.felt.table_effects); the party's phones show
them as the TV does, at the same fact (game.party.phone_moments)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.events import ActionTaken, Award, Event, Out, Showdown
from game.telling.hints import STRIKEOUT, moment_meaning
from game.telling.pot_result import MOMENTS

BANNER_TIME = 2.2  # seconds a moment's words stay, at normal speed: the TV's banner and the phones'


def struck_out(event: Event) -> bool:
    """A fold that refused a wild card's price, or a No Peek pile turned without a beat."""
    return isinstance(event, Out) or (isinstance(event, ActionTaken) and event.why == "wild_cost")


def winning_moment(event: Event, pot: Sequence[Event]) -> str:
    """The moment's words when `event` is the pot's first award and goes to a hand of a moment's
    category (the seat's last Showdown among `pot`, the pot's events so far); "" otherwise. A
    split pot's shares are one moment: its later awards say nothing (they fired it again)."""
    if not isinstance(event, Award) or any(isinstance(e, Award) for e in pot if e is not event):
        return ""
    shown = [e.category for e in pot if isinstance(e, Showdown) and e.seat == event.seat]
    return MOMENTS.get(shown[-1], "") if shown else ""


def table_moment(event: Event, pot: Sequence[Event]) -> str:
    """The banner's words `event` raises (a win's moment, else STRIKE THREE!), "" for none."""
    return winning_moment(event, pot) or (STRIKEOUT if struck_out(event) else "")


def strike_cause(event: Event) -> str:
    """How a player struck out at `event` (game.telling.hints.STRIKEOUT_CAUSES): their whole No
    Peek pile turned without a beat ("out"), else a wild card's price refused ("wild_cost")."""
    return "out" if isinstance(event, Out) else "wild_cost"


def what_it_is(words: str, event: Event) -> str:
    """A moment's meaning in one short line under its banner, the TV's words without the banner's
    ("A straight flush" under PERFECT GAME!: a host play-test's guest read the banner and nothing
    said what a perfect game is)."""
    meaning = moment_meaning(words, strike_cause(event) if words == STRIKEOUT else "")
    said = meaning.partition(": ")[2]
    return said[:1].upper() + said[1:]


def whose(event: Event, names: Sequence[str]) -> str:
    """Whose moment it is, as the banner names them: the seat's name, upper case ("" for none)."""
    seat = event.seat if isinstance(event, (Award, Out, ActionTaken)) else None
    return names[seat].upper() if seat is not None and seat < len(names) else ""
