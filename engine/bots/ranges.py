"""Putting the others on a range: the random deals of an equity estimate, weighted by how likely
the others' betting this hand would be with the cards each deal gives them.

Stud only (in No Peek nobody knows their own pile, so betting says nothing about it). Each action
is read against the cards its seat held when it took it (a check on fourth street says the hand
was weak then, not that the river card missed it): each deal ranks that seat's cards of that
moment among all the deals (r: 0 weakest, 1 strongest; equal cards share their rank).
A seat that bets (or raises) at a share q of its chances is taken to bet with the hands above
rank 1 - q, softly: with probability r^k where k = 1/q - 1 (the same share q on average). So a
bet multiplies a deal's weight by (k + 1) r^k, a check by (1 - r^k) / (1 - q), and a call (it
did not fold, which it does at a share f) by 1 above rank f and CALL_FLOOR below. Each bet is
mixed with an even weight by how far that seat's bets can be believed (its `reliability`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.bots.equity import Moment, Outcomes

CALL_FLOOR = 0.3  # a call from the hands it would usually fold: a draw, a hunch


@dataclass(frozen=True)
class Seen:
    """One action by another seat this hand: its kind ("aggressive", "check" or "call"), how often
    that seat takes it (a bet or raise rate, a bet rate for checks, a fold rate for calls), and
    how far a bet from it can be believed (0..1)."""

    kind: str
    rate: float
    belief: float = 1.0
    moment: Moment | None = None  # the seat's cards when it acted; None: the others' now


def _ranks(scores: Sequence[int]) -> list[float]:
    """Each deal's rank among all the deals by `scores` (0 weakest, 1 strongest), equal scores
    sharing the middle of their places."""
    count = len(scores)
    order = sorted(range(count), key=scores.__getitem__)
    ranks = [0.0] * count
    start = 0
    while start < count:
        end = start
        while end + 1 < count and scores[order[end + 1]] == scores[order[start]]:
            end += 1
        rank = ((start + end) / 2 + 0.5) / count
        for place in range(start, end + 1):
            ranks[order[place]] = rank
        start = end + 1
    return ranks


def weighted(deals: Outcomes, seen: Sequence[Seen], fold_rate: float) -> tuple[float, float]:
    """(equity against the range the betting shows, equity against the part of that range that
    calls a bet: its strongest 1 - `fold_rate`)."""
    count = len(deals.shares)
    if not deals.others_now or count == 0:
        return deals.equity, deals.equity
    order = sorted(range(count), key=deals.others_now.__getitem__)
    ranked: dict[Moment | None, list[float]] = {None: _ranks(deals.others_now)}
    for moment, scores in deals.then.items():
        ranked[moment] = _ranks(scores)
    weights = [1.0] * count
    for action in seen:
        q = min(0.95, max(0.05, action.rate))
        k = 1.0 / q - 1.0
        ranks = ranked.get(action.moment, ranked[None])
        # one pass a kind (a hard player weighs thousands of deals a decision)
        if action.kind == "call":
            weights = [w * (1.0 if rank >= q else CALL_FLOOR) for w, rank in zip(weights, ranks, strict=True)]
        elif action.kind == "aggressive":
            keep, lift = 1 - action.belief, action.belief * (k + 1)
            weights = [w * (keep + lift * rank**k) for w, rank in zip(weights, ranks, strict=True)]
        else:
            weights = [w * ((1 - rank**k) / (1 - q)) for w, rank in zip(weights, ranks, strict=True)]
    total = sum(weights)
    if total <= 0:
        return deals.equity, deals.equity
    equity = sum(w * s for w, s in zip(weights, deals.shares, strict=True)) / total
    kept = won = 0.0
    limit = (1 - fold_rate) * total
    for index in reversed(order):  # the callers: the strongest deals, by weight
        if kept >= limit:
            break
        kept += weights[index]
        won += weights[index] * deals.shares[index]
    return equity, won / kept if kept else equity
