"""Sure things against brute force: the ceiling of a hand is never below the best any cards to come
could make (and is exact with one card to come), a "lock" never loses and a "dead" hand never wins
in any way the unseen cards can fall."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.bots.certainty import ceiling, certainty
from engine.bots.equity import Hand, Situation
from engine.cards import ALL_CARDS, parse_cards
from engine.hands import showing_score

WILD = frozenset({"3", "9"})


def brute_best(known, to_come, pool):
    return max(showing_score([*known, *extra], WILD) for extra in itertools.combinations(pool, to_come))


@pytest.mark.parametrize("seed", range(40))
def test_the_ceiling_is_never_below_the_best_reachable_hand(seed):
    rng = random.Random(seed)
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    known = deck[: rng.randint(1, 5)]
    pool = deck[10 : 10 + rng.randint(3, 9)]
    to_come = rng.randint(1, min(3, len(pool)))
    best = brute_best(known, to_come, pool)
    assert ceiling(known, to_come, pool, WILD) >= best
    if to_come == 1:
        assert ceiling(known, 1, pool, WILD) == best


def test_the_ceiling_finds_five_of_a_kind_and_straight_flushes():
    known = parse_cards("Kh Kd")
    assert ceiling(known, 3, parse_cards("Kc 3d 9s 2c"), WILD) == showing_score(
        parse_cards("Kh Kd Kc 3d 9s"), WILD
    )
    known = parse_cards("Th Jh")
    pool = parse_cards("Qh Kh Ah 2c")
    assert ceiling(known, 3, pool, WILD) == showing_score(parse_cards("Th Jh Qh Kh Ah"), WILD)


def completions(situation, pool):
    """Every way the unseen cards can complete the hands (stud: hidden cards, then `to_come` each)."""
    counts = [hand.hidden + sum(len(s) for s in situation.streets) for hand in situation.hands]
    total = sum(counts)
    for drawn in itertools.permutations(pool, total):
        hands, at = [], 0
        for hand, count in zip(situation.hands, counts, strict=True):
            hands.append([*hand.known, *drawn[at : at + count]])
            at += count
        yield [showing_score(cards, WILD) for cards in hands]


def random_situation(seed):
    """Heads-up stud with a handful of unseen cards: six of mine, some of theirs, maybe a card to come."""
    rng = random.Random(1000 + seed)
    deck = [card for card in ALL_CARDS if card.rank != "4"]  # no bonus cards: the brute force deals none
    rng.shuffle(deck)
    mine, theirs = deck[:6], deck[6 : 6 + rng.randint(3, 5)]
    pool = deck[20 : 20 + rng.randint(3, 6)]
    hidden = rng.randint(0, 2)
    seen = tuple(card for card in ALL_CARDS if card not in set(mine) | set(theirs) | set(pool))
    streets = (("down",),) if rng.random() < 0.5 else ()
    hands = (Hand(tuple(mine)), Hand(tuple(theirs), hidden))
    return Situation("stud", WILD, hands, me=0, seen=seen, streets=streets, four_bonus=False), pool


SEEDS = range(60)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_lock_never_loses_and_a_dead_hand_never_wins(seed):
    situation, pool = random_situation(seed)
    verdict = certainty(situation)
    outcomes = list(completions(situation, pool))
    if verdict == "lock":
        assert all(scores[0] >= scores[1] for scores in outcomes)
    if verdict == "dead":
        assert all(scores[0] < scores[1] for scores in outcomes)


def test_the_random_situations_hold_locks_and_dead_hands():
    verdicts = [certainty(random_situation(seed)[0]) for seed in SEEDS]
    assert verdicts.count("lock") >= 10 and verdicts.count("dead") >= 3


def test_five_aces_are_a_lock_and_four_kings_showing_kill_a_queen_high_hand():
    aces = Situation(
        "stud",
        WILD,
        (Hand(tuple(parse_cards("As Ah Ad Ac 3c"))), Hand(tuple(parse_cards("Kd Qs Jc")), 2)),
        me=0,
        streets=(("up",), ("down",)),
    )
    assert certainty(aces) == "lock"
    dead = Situation(
        "stud",
        WILD,
        (Hand(tuple(parse_cards("2c 5d 7h 8s Jd Qc 6c"))), Hand(tuple(parse_cards("Ks Kh 9c 9d")), 3)),
        me=0,
    )
    assert certainty(dead) == "dead"


def test_in_no_peek_an_equal_hand_never_takes_the_lead():
    """The leader showing what nobody can beat strictly has a lock; the seat that can only tie it is dead."""
    me, them = tuple(parse_cards("As Ah Ad Ac 3c")), tuple(parse_cards("Ks"))
    leading = Situation("no_peek", WILD, (Hand(me, 2), Hand(them, 6)), me=0, leader=0)
    assert certainty(leading) == "lock"
    chasing = Situation("no_peek", WILD, (Hand(them, 6), Hand(me, 2)), me=0, leader=1)
    assert certainty(chasing) == "dead"
