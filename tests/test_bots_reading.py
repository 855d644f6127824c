"""Reading views and choosing actions: the situation accounts for all 52 cards, the policy only
ever picks an offered kind, and a free check is never folded."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Action
from engine.bots import DIFFICULTIES, get_style, list_styles, reading
from engine.bots.baselines import CallingPlayer
from engine.bots.policy import Spot, choose
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
    {"reveal": 0.0, "keep": 0.0},
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


def test_weighing_bettors_discounts_a_seat_that_bets_at_every_chance():
    """Hard reads a bet as strength unless the seat bets at most of its chances: against a seat
    that always bets, the weighed read ends below the plain one once it has bet three times."""
    rules = load_profile("baseball")
    discounted = 0
    for seed in range(3):
        table = Table(rules, [SeatInfo(f"P{i}", "bot", "t") for i in range(4)], seed)
        players = [CallingPlayer(), AlwaysBets(), CallingPlayer(), CallingPlayer()]
        while not table.is_over:
            legal = table.legal_actions()
            view = table.view(legal.seat)
            if legal.seat == 0 and 1 in view.live and legal.decision == "bet":
                index = reading.dealing_order(view, view.live).index(1)
                plain = reading.situation(view, reads_betting=1.0).hands[index].reads
                weighed = reading.situation(view, reads_betting=1.0, weighs_bettors=True).hands[index].reads
                bets = sum(
                    1
                    for e in view.history
                    if getattr(e, "seat", None) == 1
                    and getattr(e, "action", None) in ("bet", "raise", "complete")
                )
                assert weighed <= plain
                if bets >= 3:
                    assert weighed < plain
                    discounted += 1
            table.apply(players[legal.seat].decide(view, legal))
    assert discounted > 10
