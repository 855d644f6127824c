"""Reading views and choosing actions: the situation accounts for all 52 cards, the policy only
ever picks an offered kind, and a free check is never folded."""

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Action
from engine.bots import DIFFICULTIES, get_style, list_styles, reading
from engine.bots.baselines import CallingPlayer
from engine.bots.equity import equity
from engine.bots.opponents import Reader
from engine.bots.policy import Spot, break_even, choose, required_equity
from engine.profile import load_profile
from engine.table import SeatInfo, Table


def views_at_decisions(profile, sessions=2, players=4):
    rules = load_profile(profile)
    for seed in range(sessions):
        table = Table(rules, [SeatInfo(f"P{i}", "bot", "t") for i in range(players)], seed)
        caller = CallingPlayer()
        while not table.is_over:
            legal = table.legal_actions()
            view = table.view(legal.seat)
            yield view, legal
            table.apply(caller.decide(view, legal))


def test_the_situation_accounts_for_every_card_at_stud_betting_decisions():
    """Seen cards + hidden cards of seats still in + folded seats' hidden cards + the stock = 52,
    and the streets left are the streets not yet dealt."""
    checked = 0
    for view, legal in views_at_decisions("baseball-strikeout"):
        if legal.decision != "bet":
            continue
        situation = reading.situation(view)
        hidden = sum(hand.hidden for hand in situation.hands)
        assert len(situation.unseen()) - hidden - situation.dead_hidden == view.stock
        assert len(situation.streets) == len(view.rules.streets) - view.round
        assert len(situation.hands) == len(view.live)
        checked += 1
    assert checked > 50


def test_in_no_peek_the_seat_knows_nothing_of_its_own_pile():
    checked = 0
    for view, _legal in views_at_decisions("midnight-baseball"):
        situation = reading.situation(view)
        me = situation.hands[situation.me]
        assert me.known == view.upcards[view.seat] and me.hidden == view.down_counts[view.seat]
        hidden = sum(hand.hidden for hand in situation.hands)
        assert len(situation.unseen()) - hidden - situation.dead_hidden == view.stock
        checked += 1
    assert checked > 50


def test_a_beginner_ignores_the_upcards_but_keeps_the_stock_size():
    for view, _legal in list(views_at_decisions("baseball", sessions=1))[:40]:
        blind = reading.situation(view, reads_upcards=False)
        sighted = reading.situation(view)
        stock = lambda s: len(s.unseen()) - sum(h.hidden for h in s.hands) - s.dead_hidden  # noqa: E731
        assert stock(blind) == stock(sighted)
        assert all(not hand.known for i, hand in enumerate(blind.hands) if i != blind.me)


OPTION_SETS = [
    {"check": 0.0, "bet": 1.0},
    {"fold": 0.0, "call": 1.0, "raise": 2.0},
    {"fold": 0.0, "call": 1.0},
    {"bring_in": 0.5, "complete": 1.0},
    {"fold": 0.0, "call": 0.5, "complete": 1.0},
    {"fold": 0.0, "check": 0.0, "complete": 0.5},
    {"pay": 7.0, "fold": 0.0},
    {"pay": 1.0, "decline": 0.0},
    {"check": 0.0, "bet": 1.0, "reveal": 0.0},  # a hidden four beside the bets
    {"fold": 0.0, "call": 1.0, "raise": 2.0, "reveal": 0.0},
    {"turn": 0.0},
]


@settings(max_examples=300, deadline=None)
@given(
    options=st.sampled_from(OPTION_SETS),
    equity=st.floats(0.0, 1.0),
    players=st.integers(2, 6),
    pot=st.floats(0.0, 60.0),
    rounds=st.integers(0, 4),
    style=st.sampled_from([style.id for style in list_styles()]),
    difficulty=st.sampled_from(list(DIFFICULTIES)),
    seed=st.integers(0, 1000),
    last=st.booleans(),
)
def test_the_policy_picks_an_offered_kind_and_never_folds_a_free_check(
    options, equity, players, pot, rounds, style, difficulty, seed, last
):
    spot = Spot(
        options=options,
        equity=equity,
        players_in=players,
        pot=pot,
        bet=1.0,
        rounds_left=rounds,
        last_to_act=last,
        bonus_gain=equity / 4,
    )
    kind = choose(spot, get_style(style), DIFFICULTIES[difficulty], random.Random(seed))
    assert kind in options
    if "check" in options:
        assert kind != "fold"


def test_an_early_draw_is_priced_on_the_pot_now_not_on_every_later_bet():
    """Heads-up, pot 4, price 1, three rounds to come: 20% equity breaks even (the later bets are
    paid only while the hand is worth it); a favourite's later bets lower the bar further."""
    spot = Spot({"fold": 0.0, "call": 1.0}, equity=0.2, players_in=2, pot=4.0, bet=1.0, rounds_left=3)
    assert break_even(spot, 1.0) == 0.2
    big_price = Spot({"fold": 0.0, "call": 8.0}, equity=0.6, players_in=2, pot=4.0, bet=1.0, rounds_left=3)
    assert 0.6 < break_even(big_price, 8.0) < 8 / 12  # 8 / (4 + 8) now
    wild_costs = Spot(
        {"fold": 0.0, "call": 1.0},
        equity=0.2,
        players_in=2,
        pot=4.0,
        bet=1.0,
        rounds_left=3,
        wild_cost_ahead=2,
    )
    assert break_even(wild_costs, 1.0) == 3 / 7  # the wilds it will pay for join a pot it may lose


def test_pot_odds_decide_a_river_call():
    """Last round, heads-up: a big pot makes a weak hand worth a call, a small pot does not."""
    balanced, hard = get_style("balanced"), DIFFICULTIES["hard"]
    call = {"fold": 0.0, "call": 1.0}

    def decide(pot):
        return choose(
            Spot(call, equity=0.2, players_in=2, pot=pot, bet=1.0, rounds_left=0),
            balanced,
            hard,
            random.Random(0),
        )

    assert decide(pot=12.0) == "call" and decide(pot=2.0) == "fold"


class AlwaysBets:
    """Bets, raises or completes at every chance, whatever its cards (a maniac, or a random bettor's habit)."""

    def decide(self, view, legal):
        kinds = legal.kinds
        return Action(
            legal.seat,
            next((k for k in ("bet", "raise", "complete", "call", "pay", "check") if k in kinds), kinds[0]),
        )


def test_habits_discount_a_seat_that_bets_at_every_chance():
    """Hard reads a bet as strength unless the seat bets at most of its chances: after a session
    against a seat that always bets, its bets are believed far less than a typical player's, its
    bet rate is read as high, and reading the stream in pieces gives the same read as at once."""
    rules = load_profile("baseball")
    table = Table(rules, [SeatInfo(f"P{i}", "bot", "t") for i in range(3)], 4)
    players = [CallingPlayer(), AlwaysBets(), CallingPlayer()]
    pieces = Reader()
    while not table.is_over:
        legal = table.legal_actions()
        view = table.view(legal.seat)
        pieces.feed(view.history.session())
        table.apply(players[legal.seat].decide(view, legal))
    whole = Reader()
    whole.feed(table.events_for(0))
    pieces.feed(table.events_for_list(0))
    assert whole.reads == pieces.reads
    bettor, caller = whole.read(1), whole.read(0)
    assert bettor.rate("bet") > 0.8 and caller.rate("bet") < 0.1
    assert caller.rate("call") > 0.8
    assert reading.reliability(bettor) < 0.3 < 1.0 <= reading.reliability(caller)


def test_normal_takes_a_bet_at_its_word():
    """At normal, one bet this hand makes the bettor's hidden cards the strongest of several draws
    (as many as a read allows), and the estimate of its own chances drops accordingly."""
    table = Table(load_profile("baseball"), [SeatInfo(f"P{i}", "bot", "t") for i in range(2)], 11)
    players = [CallingPlayer(), AlwaysBets()]
    while True:
        legal = table.legal_actions()
        view = table.view(legal.seat)
        if legal.seat == 0 and "call" in legal.kinds:
            break
        table.apply(players[legal.seat].decide(view, legal))
    trusting = reading.situation(view, reads_betting=DIFFICULTIES["normal"].reads_betting)
    plain = reading.situation(view)
    bettor = 1 - trusting.me  # heads-up
    assert trusting.hands[bettor].reads == reading.MAX_READS and plain.hands[bettor].reads == 0
    assert equity(trusting, 3000, random.Random(1)) < equity(plain, 3000, random.Random(1)) - 0.05


def test_hard_asks_a_wider_margin_than_its_style_before_calling_a_stud_bet():
    """Last round, heads-up, pot 4, price 1: break-even is 20% (odds of 1 to 4), the Regular asks
    odds of winning 1.2 times that (3 to 10: 23.1%). At 25% a noiseless normal calls; in stud hard,
    asking a fifth more (1.44: 26.5%), folds; in No Peek, where a bet says nothing about cards,
    hard asks what its style asks and calls."""
    assert required_equity(0.2, 1.2) == pytest.approx(3 / 13)
    assert required_equity(0.2, 1.44) == pytest.approx(0.288 / 1.088)
    spot = Spot({"fold": 0.0, "call": 1.0}, equity=0.25, players_in=2, pot=4.0, bet=1.0, rounds_left=0)
    balanced = get_style("balanced")
    steady_normal = dataclasses.replace(DIFFICULTIES["normal"], noise=0.0)
    assert choose(spot, balanced, steady_normal, random.Random(0)) == "call"
    assert choose(spot, balanced, DIFFICULTIES["hard"], random.Random(0)) == "fold"
    no_peek = dataclasses.replace(spot, hidden_hands=False, slowplay_pays=False)
    assert choose(no_peek, balanced, DIFFICULTIES["hard"], random.Random(0)) == "call"
