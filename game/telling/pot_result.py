"""What the end of a pot says, from that pot's events (no pygame): who won what, the winning hand and
the best losing one with the cards each uses (every wild with what it stands for), one plain line
saying why the pot went there, and the pot's big moment.

The engine works out the pot's outcome (engine.outcome: the showdown's values and order, the hand
beaten and the why line); this module only puts it in the words every screen shows, so the words
always agree with where the chips went.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.cards import Card
from engine.events import Event, Showdown
from engine.hand_value import HandValue
from engine.money import mixed
from engine.outcome import Shown, outcome
from engine.rules import Rules
from game.telling.event_words import KEEP
from game.telling.hand_forms import as_named

# the baseball words for a pot's rare hand, by the winning category
MOMENTS = {"five_of_a_kind": "GRAND SLAM!", "straight_flush": "PERFECT GAME!"}


@dataclass(frozen=True)
class ShownHand:
    seat: int
    words: str  # "Full house, kings over fours"
    used: tuple[tuple[Card, str | None], ...]  # the cards the value uses, each wild's stand-in
    category: str


@dataclass(frozen=True)
class PotResult:
    winners: tuple[tuple[int, Fraction], ...]  # (seat, amount won), in award order
    uncontested: bool  # everyone else folded: nothing was shown
    winning: tuple[ShownHand, ...]  # the winners' hands (two or more: a split)
    beaten: ShownHand | None  # the best hand that lost, None when nobody else showed
    why: str  # why the pot went where it went
    moment: str  # "" or the baseball words for a rare winning hand

    @property
    def split(self) -> bool:
        return len(self.winners) > 1


def value_of(event: Showdown, rules: Rules) -> HandValue:
    """The value the engine gave this showdown (Showdown.value)."""
    return event.value(rules.wild_ranks)


def shown_hand(hand: Shown) -> ShownHand:
    words = as_named(hand.event.description or hand.value.description)
    # every wild says what it stands for, its own rank too (a newcomer's play-test: a wild 9 as the
    # 9 of clubs said nothing where the others said "=K")
    return ShownHand(hand.event.seat, words, tuple(hand.value.used), hand.value.category)


def pot_result(events: Iterable[Event], rules: Rules) -> PotResult:
    """The result of the pot whose events (from its hand_start on) are given."""
    told = outcome(events, rules)
    winning = tuple(shown_hand(hand) for hand in told.winning)
    beaten = shown_hand(told.beaten) if told.beaten is not None else None
    moment = MOMENTS.get(winning[0].category, "") if winning else ""
    return PotResult(told.winners, told.uncontested, winning, beaten, told.why, moment)


def heading(
    result: PotResult, names: Sequence[str], amount: bool = True, past: bool = False, game: str = ""
) -> str:
    """Who won the pot, over its result, by the seats' `names`: 'Yogi wins 12', 'You win 12',
    'Split pot' (each share is under its hand); without the `amount` ('Yogi wins') the share is
    under the hand too; `past`, once the next pot is in play: 'Last pot: Yogi won 12', and with the
    `game` a dealer's choice called for it 'Last pot (Seven-Card Stud): Yogi won 12' (a host
    play-test's session-over card did not say which game its last pot was). The TV says it in
    capitals, the phones as it is (game.party.hand_result sends it)."""
    if not result.winners:
        words = "no winner" if past else "No winner"
    elif result.split:
        words = "split" if past else "Split pot"
    else:
        seat, won = result.winners[0]
        you = names[seat].upper() == "YOU"
        words = f"{names[seat]} {'won' if past else 'win' if you else 'wins'}"
        words += f" {whole_amount(won)}" if amount else ""
    return f"Last pot{f' ({game})' if game else ''}: {words}" if past else words


def whole_amount(amount: Fraction) -> str:
    """An amount that a wrap never splits: a newcomer's play-test read 'BABE WINS 4' over '1/2'."""
    return mixed(amount).replace(" ", KEEP)
