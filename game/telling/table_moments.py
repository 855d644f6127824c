"""The table's big moments, from its events (no pygame): a pot won by five of a kind or a straight
flush (GRAND SLAM!, PERFECT GAME!, game.telling.pot_result.MOMENTS) and a player struck out
(STRIKE THREE!). The TV shows them as banners (game.felt.table_effects); the party's phones show
them as the TV does, at the same fact (game.party.phone_moments)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.events import ActionTaken, Award, Event, Out, Showdown
from game.telling.hand_words import form_ladder
from game.telling.hints import STRIKEOUT, moment_meaning
from game.telling.pot_result import MOMENTS
from game.telling.strike_three_words import BANNER_HOW

BANNER_TIME = 2.2  # seconds a moment's words stay, at normal speed: the TV's banner and the phones'


def struck_out(event: Event) -> bool:
    """A fold that refused a wild card's price, or a No Peek pile turned without a beat."""
    return isinstance(event, Out) or (isinstance(event, ActionTaken) and event.why == "wild_cost")


def winning_hand(event: Event, pot: Sequence[Event]) -> Showdown | None:
    """The hand `event` wins with when it is the pot's first award: the seat's last Showdown among
    `pot` (the pot's events so far); None otherwise. A split pot's shares are one moment: its later
    awards say nothing (they fired it again)."""
    if not isinstance(event, Award) or any(isinstance(e, Award) for e in pot if e is not event):
        return None
    shown = [e for e in pot if isinstance(e, Showdown) and e.seat == event.seat]
    return shown[-1] if shown else None


def winning_moment(event: Event, pot: Sequence[Event]) -> str:
    """The moment's words when `event` is the pot's first award and goes to a hand of a moment's
    category (winning_hand); "" otherwise."""
    shown = winning_hand(event, pot)
    return "" if shown is None else MOMENTS.get(shown.category, "")


def moment_hand(event: Event, pot: Sequence[Event]) -> str:
    """The hand a win's moment is for, in the short form its seat can say it in ("Royal flush",
    "Five 10's"), "" for none: said beside the banner's words, whose meaning it is (a newcomer read
    PERFECT GAME! as nothing until a line after it said what a perfect game is)."""
    shown = winning_hand(event, pot) if winning_moment(event, pot) else None
    return "" if shown is None or not shown.description else form_ladder(shown.description)[1]


def table_moment(event: Event, pot: Sequence[Event]) -> str:
    """The banner's words `event` raises (a win's moment, else STRIKE THREE!), "" for none."""
    return winning_moment(event, pot) or (STRIKEOUT if struck_out(event) else "")


def strike_cause(event: Event) -> str:
    """How a player struck out at `event` (game.telling.hints.STRIKEOUT_CAUSES): their whole No
    Peek pile turned without a beat ("out"), else a wild card's price refused ("wild_cost")."""
    return "out" if isinstance(event, Out) else "wild_cost"


# what a strike-out was, under the TV's STRIKE THREE! (its third line), by its cause (strike_cause),
# as every screen says it (game.telling.strike_three_words); the banner's first line says who is
# out ("CASEY IS OUT": struck_who)
STRUCK_HOW = BANNER_HOW


def struck_who(who: str, columns: int) -> str:
    """The strike-out banner's first line in `columns`: who is out ("CASEY IS OUT", "YOU ARE OUT"),
    the name alone where the words do not fit beside it (a 16-letter guest at TEXT SIZE large ran
    "... IS OUT" out of the banner into a seat's name), as moment_line keeps a name whole first."""
    said = f"{who} {'ARE' if who == 'YOU' else 'IS'} OUT"
    return said if len(said) <= columns else who


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
