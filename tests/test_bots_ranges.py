"""Hard's read of the others' betting weighs each action against the cards its seat held when it
took it: a check on fourth street says the hand was weak then, not that the river card missed it
(issue 35: hard raised river bets with beaten hands, reading an earlier check against the river's
cards)."""

import random

from engine.bots import reading
from engine.bots.baselines import CallingPlayer
from engine.bots.equity import Hand, Moment, Outcomes, Situation, outcomes
from engine.bots.ranges import Seen, weighted
from engine.cards import Card
from engine.hands import showing_score
from engine.profile import load_profile
from engine.table import SeatInfo, Table

WILD = frozenset({"3", "9"})
THEN = Moment(hand=1, up=2, down=2)


def test_an_action_is_read_against_the_cards_of_its_moment():
    # deals 0 and 1 lose; the opponent was weak in them then, strong now
    deals = Outcomes(shares=(0.0, 0.0, 1.0, 1.0), others_now=(4, 3, 2, 1), then={THEN: (1, 2, 3, 4)})
    checked_then, _ = weighted(deals, [Seen("check", 0.5, moment=THEN)], fold_rate=0.3)
    checked_now, _ = weighted(deals, [Seen("check", 0.5)], fold_rate=0.3)
    assert checked_then < 0.5 < checked_now  # a check then keeps the hands that were weak then
    bet_then, _ = weighted(deals, [Seen("aggressive", 0.5, moment=THEN)], fold_rate=0.3)
    assert bet_then > 0.5


def test_equal_cards_then_share_their_rank():
    deals = Outcomes(shares=(0.0, 0.0, 1.0, 1.0), others_now=(4, 3, 2, 1), then={THEN: (5, 5, 5, 5)})
    assert weighted(deals, [Seen("check", 0.3, moment=THEN)], fold_rate=0.3)[0] == 0.5


def test_outcomes_score_a_seat_as_it_was_at_each_moment():
    cards = [Card.parse(token) for token in ("As", "Ad", "Kc", "Kd", "2h", "7s", "Jc")]
    mine = Hand((Card.parse("Qs"), Card.parse("Qh")), 0)
    theirs = Hand(tuple(cards[2:5]), 2)  # upcards K K 2, two hidden cards
    situation = Situation("stud", WILD, (mine, theirs), me=0, streets=(("up",), ("down",)))
    moments = [Moment(1, 1, 0), Moment(1, 3, 0), Moment(1, 2, 2)]
    deals = outcomes(situation, 40, random.Random(3), others_now=True, moments=moments)
    assert set(deals.then[moments[0]]) == {showing_score(cards[2:3], WILD)}
    assert set(deals.then[moments[1]]) == {showing_score(cards[2:5], WILD)}
    # the hidden cards differ deal by deal, and count from the first: never below K K alone
    assert len(set(deals.then[moments[2]])) > 1
    assert min(deals.then[moments[2]]) >= showing_score(cards[2:4], WILD)


def test_betting_records_the_cards_each_seat_held_when_it_acted():
    table = Table(load_profile("seven-card-stud"), [SeatInfo(f"P{i}", "bot", "t") for i in range(2)], 5)
    caller = CallingPlayer()
    while True:
        legal = table.legal_actions()
        view = table.view(legal.seat)
        if legal.seat == 0 and view.round == 5:
            break
        table.apply(caller.decide(view, legal))
    other = 1
    held = [(action.moment.up, action.moment.down) for action in reading.betting(view, {}) if action.moment]
    # its bring-in on third street is forced (not read); then a check or call a round, with one
    # more upcard each street and the last card down
    assert held == [(2, 2), (3, 2), (4, 2), (4, 3)]
    assert held[-1][0] == len(view.upcards[other])
