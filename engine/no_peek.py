"""No Peek flow (docs/rules.md#no-peek): Midnight Baseball, Night Baseball, plain No Peek.

Piles: each seat gets `rules.cards` cards face down, one at a time clockwise from the dealer's
left. A pile keeps the order it was dealt in and is turned in that order (the first card dealt to
a seat is its top card, like a row turned from left to right); a Midnight bonus card goes under
the pile and is turned last. Nobody sees a pile card until it is turned.

The turning loop: the challenger turns one card (its only move); a card that comes up may cost
(a wild cost) or earn a bonus (a four); once the bonus cards are in, a challenger whose face-up
cards beat the best strictly becomes the best and opens a betting round. One who runs out without
beating is out. Play ends when nobody but the best can still turn a card; the best wins unturned.
After a beat that leaves nobody able to challenge, the hand is decided, so it ends without the
betting round nobody could win (the beaten could only fold or lose more).
"""

from __future__ import annotations

from engine import betting, hands, specials
from engine.events import Out, Showdown, Turn
from engine.flow import TableFlow
from engine.state import Phase
from engine.view import lead_after_fold as lead_after_fold  # the rule, with the facts: views name it at once


def start(table: TableFlow) -> None:
    hand = table.hand
    order = table.clockwise_from_left(table.hand.live)
    for _ in range(table.rules.cards):
        for seat in order:
            table.deal_card(seat, "down", "street")
    hand.challenger = order[0]
    table.go(Phase.TURN)


def turn(table: TableFlow, seat: int) -> None:
    """The challenger turns its top card."""
    cards = table.hand.cards[seat]
    card = cards.down.pop(0)
    cards.up.append(card)
    table.emit(Turn(seat, card))
    table.go(Phase.RESOLVE)
    specials.card_exposed(table, seat, card)


def resolve_step(table: TableFlow) -> None:
    """After a turn: deal bonus cards owed, then decide whether the challenger beat the best."""
    hand = table.hand
    if hand.bonus_due:
        specials.deal_bonus(table)
        return
    seat = hand.challenger
    assert seat is not None  # a card was just turned by the challenger
    if seat not in hand.live:  # folded to a wild cost
        _next_challenger(table, seat)
    elif hand.best is None or _score(table, seat) > _score(table, hand.best):
        hand.best = seat
        if _challengers(table, seat):
            table.open_round(seat)
        else:
            table.go(Phase.SHOWDOWN)
    elif hand.cards[seat].down:
        table.go(Phase.TURN)
    else:
        table.emit(Out(seat))
        hand.live.remove(seat)
        _next_challenger(table, seat)


def after_round(table: TableFlow) -> None:
    hand = table.hand
    opener = hand.best
    assert opener is not None  # the round was opened by the best hand
    if hand.best not in hand.live:  # the best folded: the best hand still showing takes its place
        order = table.clockwise_from_left(hand.live)
        hand.best = lead_after_fold([(seat, hand.cards[seat].up) for seat in order], table.rules.wild_ranks)
    _next_challenger(table, opener)


def showdown(table: TableFlow) -> None:
    """Nobody can challenge: everyone still in shows what is turned; the best takes the pot."""
    hand = table.hand
    wild = table.rules.wild_ranks
    for seat in table.clockwise_from_left(hand.live):
        up = hand.cards[seat].up
        if up:
            value = hands.showing_hand(up, wild)
            table.emit(Showdown.of(seat, tuple(up), value))
    assert hand.best is not None  # the first card turned made a best hand
    table.award([hand.best], "showdown")


def _score(table: TableFlow, seat: int) -> int:
    """The showing score of `seat`'s turned cards. The best hand's is asked after every turn, so
    scores are kept for the pot by seat and number of cards turned (turned cards are only added)."""
    up = table.hand.cards[seat].up
    known = table.hand.showing_scores
    key = (seat, len(up))
    score = known.get(key)
    if score is None:
        score = known[key] = hands.showing_score(up, table.rules.wild_ranks)
    return score


def _challengers(table: TableFlow, best: int | None) -> list[int]:
    hand = table.hand
    return [seat for seat in hand.live if seat != best and hand.cards[seat].down]


def _next_challenger(table: TableFlow, after: int) -> None:
    hand = table.hand
    seat = betting.next_clockwise(after, table.n, _challengers(table, hand.best))
    if seat is None:
        table.go(Phase.SHOWDOWN)
    else:
        hand.challenger = seat
        table.go(Phase.TURN)
