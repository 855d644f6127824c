"""Property tests: random games of every profile (and harsher made-up ones) keep every invariant.

The checks re-derive what must hold from the event stream alone, independently of the flow code:
cards come off the top of the stock once each, folded seats get nothing, no level passes the cap
and no round has more raises than allowed, the money in each hand adds up to its hand_end
balances and to zero, showdowns show what was received and the pot goes to the best of them in
equal shares, stud openers are the best showing hands, and in No Peek piles are turned in
order, every beat is strict, the best never turns and an out seat had nothing left to beat with.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_engine_helpers import run, seats

from engine.hands import best_hand, showing_hand, showing_score
from engine.profile import discover_profiles
from engine.rules import Betting, Fours, Rules, WildCost
from engine.simple_player import SimplePlayer
from engine.table import Table

EXTRA = [
    Rules(
        id="every-cost",
        wild_costs=(("3", WildCost("match_pot")), ("9", WildCost("pay", Fraction(1)))),
        fours=Fours(face_up="pay", face_up_cost=Fraction(1, 2), face_down="reveal", bonus_card="down"),
        betting=Betting(first_round="bring_in", max_raises=2),
        natural_beats_wild=True,
    ),
    Rules(
        id="long-streets",
        streets=(("down", "down", "up"),) + (("up",),) * 8 + (("down",),),
        wild_ranks=frozenset({"2", "3"}),
    ),
    Rules(
        id="no-peek-costs",
        flow="no_peek",
        cards=8,
        wild_costs=(("3", WildCost("match_pot")),),
        fours=Fours(face_up="pay", face_up_cost=Fraction(1), bonus_card="up"),
    ),
]
RULESETS = [
    entry.rules for entry in discover_profiles() if entry.rules is not None and entry.source == "shipped"
]
RULESETS += EXTRA


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**32 - 1))
def test_random_games_of_every_profile_keep_every_invariant(data, seed):
    rules = data.draw(st.sampled_from(RULESETS), label="rules")
    n = data.draw(st.integers(rules.min_players, rules.max_players), label="players")
    rules = dataclasses.replace(rules, pots=2)
    table = run(Table(rules, seats(n), seed), [SimplePlayer(seed + i) for i in range(n)])
    check_rules_from_events(table)


def test_every_ruleset_is_exercised():
    assert {"baseball", "midnight-baseball", "night-baseball", "seven-card-stud"} <= {r.id for r in RULESETS}


def check_rules_from_events(table: Table) -> None:
    rules = table.session_rules
    wild = rules.wild_ranks
    no_peek = rules.flow == "no_peek"
    last_balances = [Fraction(0)] * table.n
    for event in table.events:
        kind = event.type
        if kind == "game":  # a dealer's choice: the pot is checked by its own game's rules
            rules = event.rules
            wild = rules.wild_ranks
            no_peek = rules.flow == "no_peek"
        elif kind == "hand_start":
            n = table.n
            net = [Fraction(0)] * n
            up = [[] for _ in range(n)]
            piles = [[] for _ in range(n)]
            community, live = [], set(range(n))
            best = round_raises = None
            keys, pot = {}, None
            dealer = event.dealer
            start_net = list(last_balances)
        elif kind == "ante":
            net[event.seat] -= event.amount
        elif kind == "deal":
            if event.seat is None:
                community.append(event.card)
            elif event.face == "up":
                up[event.seat].append(event.card)
            else:
                piles[event.seat].append(event.card)
        elif kind == "reveal":
            piles[event.seat].remove(event.card)
            up[event.seat].append(event.card)
        elif kind == "turn":
            assert event.card == piles[event.seat].pop(0), "a pile turned out of order"
            assert event.seat != best, "the best hand turned a card"
            up[event.seat].append(event.card)
        elif kind == "pay":
            net[event.seat] -= event.amount
        elif kind == "round_start":
            round_raises = 0
            if no_peek:
                if best is not None:
                    assert _score(up[event.opener], wild) > _score(up[best], wild), (
                        "a beat that is not strict"
                    )
                best = event.opener
            elif not (event.round == 1 and rules.betting.first_round == "bring_in"):
                order = [(dealer + 1 + i) % n for i in range(n)]
                showing = {
                    s: _score(up[s] + community, wild) for s in order if s in live and up[s] + community
                }
                top = max(showing.values())
                assert event.opener == next(s for s in order if showing.get(s) == top), "the wrong opener"
        elif kind == "action":
            net[event.seat] -= event.amount
            if event.action in ("bet", "complete"):
                round_raises = 0
            elif event.action == "raise":
                round_raises += 1
                assert round_raises <= rules.betting.max_raises, "too many raises"
            elif event.action == "fold":
                live.discard(event.seat)
                if event.seat == best:
                    shown = [s for s in ((dealer + 1 + i) % n for i in range(n)) if s in live and up[s]]
                    best = max(shown, key=lambda s: _score(up[s], wild)) if shown else None
        elif kind == "out":
            assert not piles[event.seat] and _score(up[event.seat], wild) <= _score(up[best], wild)
            live.discard(event.seat)
        elif kind == "showdown":
            held = up[event.seat] if no_peek else piles[event.seat] + up[event.seat] + community
            assert sorted(event.cards) == sorted(held), "a showdown with other cards than were received"
            keys[event.seat] = (showing_hand if no_peek else best_hand)(held, wild).key(
                rules.natural_beats_wild
            )
        elif kind == "award":
            pot = -sum(net) if pot is None else pot
            net[event.seat] += event.amount
            assert event.seat in live
            winners = [seat for seat, key in keys.items() if key == max(keys.values())] or [event.seat]
            assert event.seat in winners, "the pot went to a hand that is not the best"
            assert event.amount * len(winners) == pot, "the pot was not split equally among the best"
        elif kind == "hand_end":
            assert sum(net) == 0, "the pot was not paid out exactly"
            assert list(event.balances) == [a + b for a, b in zip(start_net, net, strict=True)], (
                "balances do not add up"
            )
            last_balances = event.balances


def _score(cards, wild) -> int:
    return showing_score(cards, wild) if cards else -1
