"""Stud flow (docs/rules.md#baseball): streets dealt pass by pass, bonus cards first, then a betting round each street.

Running out: before each pass, if the stock holds fewer cards than players still in, the dealer
turns one community card instead (`engine.specials.community`; the rules say "at the start of a
street": every shipped street is one pass, and checking per pass keeps a multi-pass street from
starting a pass it cannot finish).
A card owed from an empty stock (a bonus, or a street card after bonuses drained the stock
mid-pass) is not dealt. A betting round still follows every street.
"""

from __future__ import annotations

from engine import hands, specials
from engine.events import Showdown
from engine.flow import TableFlow
from engine.state import Phase

ACE = 12


def start(table: TableFlow) -> None:
    table.go(Phase.DEAL)


def deal_step(table: TableFlow) -> None:
    """One automatic dealing step: a bonus card, a street card, a new pass, or the betting round."""
    hand = table.hand
    if hand.bonus_due:
        specials.deal_bonus(table)
        return
    street = table.rules.streets[hand.street]
    if hand.order:
        seat = hand.order.pop(0)
        if seat in hand.live:
            face = street[hand.passes_done - 1]
            card = table.deal_card(seat, face, "street")
            if card is not None and face == "up":
                specials.card_exposed(table, seat, card)
        return
    if hand.passes_done < len(street):
        hand.passes_done += 1
        if specials.community.needed(table):
            specials.community.deal(table)
        else:
            hand.order = table.clockwise_from_left(hand.live)
        return
    bring_in = table.rules.betting.first_round == "bring_in" and hand.rounds == 0
    table.open_round(bring_in_seat(table) if bring_in else best_showing_seat(table), bring_in)


def after_round(table: TableFlow) -> None:
    hand = table.hand
    hand.street += 1
    hand.passes_done = 0
    table.go(Phase.SHOWDOWN if hand.street == len(table.rules.streets) else Phase.DEAL)


def best_showing_seat(table: TableFlow) -> int:
    """The opener: the best showing value (upcards and community cards); ties to the nearest
    clockwise from the dealer. Seats showing nothing rank below any card."""
    hand = table.hand
    wild = table.rules.wild_ranks
    best_seat, best_score = None, None
    for seat in table.clockwise_from_left(hand.live):
        showing = hand.cards[seat].up + hand.community
        score = hands.showing_score(showing, wild) if showing else -1
        if best_score is None or score > best_score:
            best_seat, best_score = seat, score
    assert best_seat is not None  # a betting round opens only while someone is in
    return best_seat


def bring_in_seat(table: TableFlow) -> int:
    """The lowest upcard brings it in (a wild counts as an ace); ties to the nearest clockwise from the
    dealer. A seat's lowest upcard stands for it (it may hold a four and its bonus card)."""
    hand = table.hand
    wild = table.rules.wild_ranks
    low_seat, low_rank = None, None
    for seat in table.clockwise_from_left(hand.live):
        up = hand.cards[seat].up
        if not up:
            continue
        rank = min(ACE if card.rank in wild else card.rank_index for card in up)
        if low_rank is None or rank < low_rank:
            low_seat, low_rank = seat, rank
    return best_showing_seat(table) if low_seat is None else low_seat


def showdown(table: TableFlow) -> None:
    """The survivors show; the best value of all their cards wins, exact ties split the pot."""
    hand = table.hand
    rules = table.rules
    keys = {}
    for seat in table.clockwise_from_left(hand.live):
        cards = hand.all_cards(seat)
        # a survivor short of five cards (the stock ran dry) is valued by what it shows: same scale
        value = hands.hand_value(cards, rules.wild_ranks)
        table.emit(Showdown.of(seat, tuple(cards), value))
        keys[seat] = value.key(rules.natural_beats_wild)
    top = max(keys.values())
    table.award([seat for seat, key in keys.items() if key == top], "showdown")
