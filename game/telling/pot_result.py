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
from engine.explain import with_article
from engine.hand_value import HandValue
from engine.money import mixed
from engine.outcome import Outcome, Shown, outcome
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
    # the beaten hand as the why names it ("a straight": engine.explain.with_article), and whether it
    # tied the winner's (No Peek: a tie keeps the lead), for why_said to name its seat
    beaten_said: str = ""
    tied: bool = False

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
    said = with_article(told.beaten.value) if told.beaten is not None else ""
    return PotResult(
        told.winners, told.uncontested, winning, beaten, told.why, moment, said, tied(told, rules)
    )


def tied(told: Outcome, rules: Rules) -> bool:
    """No Peek: the best hand beaten is equal to the one winner's, which kept the lead (a tie does
    not beat: engine.no_peek turns on a row that ties, and one out of cards strikes out)."""
    beaten = told.beaten
    if rules.flow != "no_peek" or beaten is None or len(told.winning) != 1:
        return False
    return beaten.value == told.winning[0].value


TIE_KEEPS = "a tie does not beat the lead"


def why_said(result: PotResult, names: Sequence[str]) -> str:
    """The result's why with the beaten hand's seat named, by the seats' `names`: a No Peek tie
    ("Casey tied Babe's royal flush: a tie does not beat the lead": a Hold'em newcomer's Midnight
    play-test read two royal flushes, one BEATEN, and "Nobody beat it. A tie does not beat: the hand
    showing first keeps the lead" only on a later page, if at all), and a hand beaten by its
    category ("Four of a kind beats Casey's straight": the next read "beats a straight" beside a
    seat that said BEATEN and no hand). Any other why as the engine says it (result.why)."""
    beaten, said = result.beaten, result.beaten_said
    if beaten is None or len(result.winning) != 1 or not said:
        return result.why
    noun = said.removeprefix("a ").removeprefix("an ")
    if result.tied:
        loser = names[beaten.seat]
        return f"{loser} tied {whose(names[result.winning[0].seat])} {noun}: {TIE_KEEPS}"
    if result.why.endswith(f" beats {said}"):
        line = f"{result.why.removesuffix(said)}{whose(names[beaten.seat])} {noun}"
        # (a row that struck out: the engine's "Nobody beat it. " before the line read alone on a
        # page of its own at TEXT SIZE large, a newcomer's Midnight play-test, shot_232, which hand
        # beat which only on the page after it: the line says that, and the title who won)
        return line.removeprefix(NOBODY)
    return result.why


NOBODY = "Nobody beat it. "


def whose(name: str) -> str:
    """A seat's name as an owner inside a sentence: "Casey's", "your"."""
    return "your" if name.upper() == "YOU" else f"{name}'s"


def heading(
    result: PotResult, names: Sequence[str], amount: bool = True, past: bool = False, game: str = ""
) -> str:
    """Who won the pot, over its result, by the seats' `names`: 'Yogi wins 12', 'You win 12',
    'Split pot' (each share is under its hand); without the `amount` ('Yogi wins') the share is
    under the hand too; `past`, once the next pot is in play: 'Last pot: Yogi won 12' (yours: 'Last
    pot: you won 12'), and with the `game` a dealer's choice called for it 'Last pot (Seven-Card Stud): Yogi won 12' (a host
    play-test's session-over card did not say which game its last pot was). The TV says it in
    capitals, the phones as it is (game.party.hand_result sends it)."""
    if not result.winners:
        words = "no winner" if past else "No winner"
    elif result.split:
        words = "split" if past else "Split pot"
    else:
        seat, won = result.winners[0]
        you = names[seat].upper() == "YOU"
        # "you" mid-sentence once it is the last pot's: "Last pot: you won 20" (a guest's play-test)
        who = "you" if you and past else names[seat]
        words = f"{who} {'won' if past else 'win' if you else 'wins'}"
        words += f" {whole_amount(won)}" if amount else ""
    return f"Last pot{f' ({game})' if game else ''}: {words}" if past else words


def whole_amount(amount: Fraction) -> str:
    """An amount that a wrap never splits: a newcomer's play-test read 'BABE WINS 4' over '1/2'."""
    return mixed(amount).replace(" ", KEEP)
