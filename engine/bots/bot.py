"""A computer player: a style, a difficulty and a seed; `decide(view, legal)` returns an Action.

Each decision draws its randomness from a generator seeded by the bot's seed and the decision's
place in the session (hand number, seat, events seen so far), all read from the view: the same
view always gives the same action, whatever the order of calls, and nothing hidden leaks in.
"""

from __future__ import annotations

import random
from dataclasses import astuple, replace

from engine.actions import Action, LegalActions
from engine.bots import policy, ranges, reading
from engine.bots.certainty import certainty
from engine.bots.difficulty import Difficulty, get_difficulty
from engine.bots.equity import equity, outcomes
from engine.bots.opponents import Read, Reader
from engine.bots.styles import Style, get_style
from engine.view import EventSlice, SeatView


def decision_rng(seed: int, view: SeatView) -> random.Random:
    """A generator for one decision, from the seed and where the decision falls in the session.
    (A string seed is hashed with SHA-512, the same in every process, unlike `hash()`.)"""
    return random.Random(f"{seed}/{view.hand}/{view.seat}/{len(view.history)}")


class Bot:
    def __init__(self, style: Style, difficulty: Difficulty, seed: int = 0):
        self.style = style
        self.difficulty = difficulty
        self.seed = seed
        # The reading of the table it last sat at, kept so a long session is read once; it is a
        # function of that table's events alone, so decisions stay reproducible from the view.
        self._reader: tuple[object, Reader] | None = None

    def __repr__(self) -> str:
        return f"Bot({self.style.id!r}, {self.difficulty.id!r}, seed={self.seed})"

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        if "reveal" in legal.kinds:
            if view.stock and view.rules.fours.face_up != "none":
                return Action(legal.seat, "reveal")  # a hidden four's card, taken before betting
            # nothing to earn (an empty stock, or fours earn nothing): showing it would only tell
            options = tuple(option for option in legal.options if option.kind != "reveal")
            legal = replace(legal, options=options, card=None)
        free = policy.automatic(legal.kinds)
        if free:
            return Action(legal.seat, free)
        rng = decision_rng(self.seed, view)
        difficulty = self.difficulty
        reads = self._reads(view) if difficulty.reads_opponents else None
        stud = view.rules.flow == "stud"
        sighted = reading.situation(view)
        # reading the others' betting: by their habits (weighing the deals) or plainly (Hand.reads)
        weighs = reads is not None and stud
        seen = reading.situation(view, difficulty.reads_upcards, difficulty.reads_betting)
        sure = certainty(sighted)
        samples = difficulty.samples(len(view.live))
        habits = reading.others_habits(view, reads)
        estimate = float(sure == "lock") if sure else 0.0
        bonus_gain = 0.0
        called: float | None = None
        plain: float | None = None  # the equity of every card in sight, where it differs
        if not sure:
            state = rng.getstate()
            actions = reading.betting(view, reads) if weighs and reads is not None else []
            moments = sorted({action.moment for action in actions if action.moment is not None}, key=astuple)
            deals = outcomes(seen, samples, rng, others_now=weighs, moments=moments)
            estimate = deals.equity
            if reads is not None:
                estimate, called = ranges.weighted(deals, actions, habits.fold)
                plain = deals.equity if seen == sighted else None
            if legal.decision == "four_cost":  # what the bonus card adds, on the same random deals
                rng.setstate(state)
                bought = replace(seen, extra_for_me=seen.extra_for_me + 1)
                bonus_gain = equity(bought, samples, rng) - deals.equity
            if seen != sighted and _facing_a_price(legal.kinds):
                # a level blind to upcards or trusting bets still never folds a near-certain
                # winner nor pays for a near-certain loser in plain sight (policy.SURE_STAY)
                rng.setstate(state)
                plain = equity(sighted, samples, rng)
        spot = reading.spot(view, legal, estimate, bonus_gain, sure, habits, called, plain)
        return Action(legal.seat, policy.choose(spot, self.style, difficulty, rng))

    def _reads(self, view: SeatView) -> dict[int, Read]:
        """Each other seat's habits over the session so far, from this seat's own event stream."""
        history = view.history
        stream = history.session() if isinstance(history, EventSlice) else history
        start = stream[0] if len(stream) else None
        if self._reader is None or self._reader[0] is not start or self._reader[1].read_upto > len(stream):
            self._reader = (start, Reader())
        reader = self._reader[1]
        reader.feed(stream)
        return {seat: read for seat, read in reader.reads.items() if seat != view.seat}


def _facing_a_price(kinds: tuple[str, ...]) -> bool:
    return "fold" in kinds or "decline" in kinds


def make_bot(style: str = "balanced", difficulty: str = "normal", seed: int = 0) -> Bot:
    """A computer player; unknown style or difficulty names raise ValueError naming the choices."""
    return Bot(get_style(style), get_difficulty(difficulty), seed)
