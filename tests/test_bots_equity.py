"""The Monte Carlo equity estimator against exact enumeration on tiny cases, and its edge cases.

The reference below enumerates every way the unseen cards can fall, card by card, with the
bonus rule for fours written independently of the estimator's dealing code.
"""

import functools
import itertools
import random
from collections import Counter

import pytest

from engine.bots.equity import Hand, Situation, equity, outcomes
from engine.bots.imagined_deals import HAND_START, card_values, drawer, scorer
from engine.cards import ALL_CARDS, parse_cards
from engine.hands import best_hand, hand_score, score_category, showing_score

WILD = frozenset({"3", "9"})
TOLERANCE = 0.03  # about four standard errors at 3000 samples


def cards(text):
    return tuple(parse_cards(text))


def exact_equity(hands, me, queue, pool, wild=WILD):
    """Exact share of the pot: `queue` is a list of (hand index, earns a bonus if a four)."""
    if not queue or not pool:
        scores = [hand_score(hand, wild) if len(hand) >= 5 else showing_score(hand, wild) for hand in hands]
        best = max(scores)
        return 1 / scores.count(best) if scores[me] == best else 0.0
    (index, earns), rest = queue[0], queue[1:]
    total = 0.0
    for card in pool:
        hands[index].append(card)
        next_queue = ([(index, True)] if earns and card.rank == "4" else []) + rest
        total += exact_equity(hands, me, next_queue, [c for c in pool if c != card], wild)
        hands[index].pop()
    return total / len(pool)


def estimate(situation, samples=3000, seed=1):
    return equity(situation, samples, random.Random(seed))


def test_one_hidden_card_matches_enumeration():
    me = cards("Ah Kh 7c 7d 2s 5s Jd")
    them = cards("Qs Jc 6h 4c Tc 8c")
    situation = Situation("stud", WILD, (Hand(me), Hand(them, hidden=1)), me=0)
    exact = exact_equity([list(me), list(them)], 0, [(1, False)], situation.unseen())
    assert 0.1 < exact < 0.9
    assert estimate(situation) == pytest.approx(exact, abs=TOLERANCE)


UP_STREET_ME = cards("Ks Kd 8h 2c 6d Tc")
UP_STREET_THEM = cards("Qs Qd Jh Jc 5h Td")
# The enumeration grows with every ordering of the fours, so most other cards are put out of
# play (seen, folded): what is left still holds every four, every three and a few others.
LEFT = set(cards("4c 4d 4h 4s 3c 3d 3h 3s Kh Qh 8c 7s 2d"))


def seen_except(*hands):
    shown = {card for hand in hands for card in hand}
    return tuple(card for card in ALL_CARDS if card not in shown and card not in LEFT)


@functools.cache
def up_street(four_bonus):
    """One up street to come for both seats; the cases are chosen so a bonus card matters."""
    situation = Situation(
        "stud",
        WILD,
        (Hand(UP_STREET_ME), Hand(UP_STREET_THEM)),
        me=0,
        streets=(("up",),),
        seen=seen_except(UP_STREET_ME, UP_STREET_THEM),
        four_bonus=four_bonus,
    )
    queue = [(0, four_bonus), (1, four_bonus)]
    return situation, exact_equity([list(UP_STREET_ME), list(UP_STREET_THEM)], 0, queue, situation.unseen())


@pytest.mark.parametrize("four_bonus", [True, False])
def test_an_up_street_with_bonus_fours_matches_enumeration(four_bonus):
    situation, exact = up_street(four_bonus)
    assert estimate(situation) == pytest.approx(exact, abs=TOLERANCE)


def test_bonus_fours_change_the_answer():
    """The estimator must not ignore the bonus card: here it changes the exact answer."""
    assert up_street(True)[1] != pytest.approx(up_street(False)[1], abs=1e-9)


def test_a_down_street_never_earns_a_bonus():
    me = cards("Ks Kd 8h 2c 6d Tc")
    them = cards("Qs Qd Jh Jc 5h Td")
    situation = Situation("stud", WILD, (Hand(me), Hand(them)), me=0, streets=(("down",),))
    exact = exact_equity([list(me), list(them)], 0, [(0, False), (1, False)], situation.unseen())
    assert estimate(situation) == pytest.approx(exact, abs=TOLERANCE)


def test_no_peek_piles_with_fours_match_enumeration():
    """In No Peek a seat knows nothing of its own pile; every four turned earns one more card."""
    me = cards("Kh 7s 5c Jd")
    them = cards("Qc Qh 2d Ts 6h")
    situation = Situation(
        "no_peek", WILD, (Hand(me, hidden=1), Hand(them, hidden=1)), me=0, seen=seen_except(me, them)
    )
    exact = exact_equity([list(me), list(them)], 0, [(0, True), (1, True)], situation.unseen())
    assert estimate(situation) == pytest.approx(exact, abs=TOLERANCE)


def test_community_card_when_the_stock_cannot_go_round():
    """One card left for two players: it is turned up in the centre for both."""
    me = cards("Ah Kh 7c 7d 2s 5s")
    them = cards("Qs Qd 6h 6c Tc 8c")
    known = set(me) | set(them)
    others = [card for card in ALL_CARDS if card not in known]
    seen, unseen = tuple(others[:32]), others[32:]
    situation = Situation(
        "stud",
        WILD,
        (Hand(me), Hand(them)),
        me=0,
        seen=seen,
        dead_hidden=len(unseen) - 1,
        streets=(("down",),),
    )
    exact = sum(exact_equity([[*me, card], [*them, card]], 0, [], []) for card in unseen) / len(unseen)
    assert estimate(situation) == pytest.approx(exact, abs=TOLERANCE)


def test_five_aces_cannot_lose_and_cannot_be_tied():
    me = cards("As Ah Ad Ac 3c")
    them = cards("Ks Kh Kd 9c")
    stud = Situation(
        "stud", WILD, (Hand(me, hidden=0), Hand(them, hidden=2)), me=0, streets=(("up",), ("down",))
    )
    assert estimate(stud, samples=300) == 1.0
    no_peek = Situation("no_peek", WILD, (Hand(me, hidden=2), Hand(them, hidden=3)), me=0)
    assert estimate(no_peek, samples=300) == 1.0


def test_drawing_dead_against_five_aces():
    them = cards("As Ah Ad Ac 9c")
    me = cards("Ks Kh")
    situation = Situation("stud", WILD, (Hand(me, hidden=2), Hand(them)), me=0, streets=(("up",), ("down",)))
    assert estimate(situation, samples=300) == 0.0


@pytest.mark.parametrize("players", [2, 4])
def test_blind_seats_share_equally(players):
    """Nobody has seen anything: each seat's equity is a fair share."""
    hands = tuple(Hand((), hidden=7) for _ in range(players))
    for me in range(players):
        situation = Situation("no_peek", WILD, hands, me=me)
        assert estimate(situation, samples=2000, seed=me) == pytest.approx(1 / players, abs=TOLERANCE)


def test_swapping_seats_gives_the_complement():
    a, b = cards("Ks Kd 8h"), cards("Qs 4d 9h")
    streets = (("up",), ("up",), ("up",), ("down",))
    first = Situation("stud", WILD, (Hand(a), Hand(b)), me=0, streets=streets)
    second = Situation("stud", WILD, (Hand(a), Hand(b)), me=1, streets=streets)
    assert estimate(first) + estimate(second, seed=2) == pytest.approx(1.0, abs=2 * TOLERANCE)


def test_reading_a_seat_as_strong_lowers_the_others_equity_and_keeps_its_cards_consistent():
    """Best-of-three hidden cards for a seat that raised: a pair showing is worth less against it."""
    me, them = cards("Ks Kd 8h 2c"), cards("Qs 7d 5h Tc")
    plain = Situation("stud", WILD, (Hand(me, 2), Hand(them, 2)), me=0, streets=(("down",),))
    read = Situation("stud", WILD, (Hand(me, 2), Hand(them, 2, reads=2)), me=0, streets=(("down",),))
    assert estimate(read) < estimate(plain) - 0.05
    crowded = Situation(
        "stud",
        WILD,
        (Hand(me, 2), Hand(them, 2, reads=2)),
        me=0,
        streets=(("down",),),
        seen=tuple(c for c in ALL_CARDS if c not in set(me) | set(them))[:38],
    )
    assert 0.0 <= estimate(crowded, samples=200) <= 1.0  # too few spare cards: reads fall back quietly


def test_same_seed_same_estimate():
    situation = Situation(
        "stud",
        WILD,
        (Hand(cards("Ks Kd 8h")), Hand(cards("Qs"), hidden=2)),
        me=0,
        streets=(("up",), ("down",)),
    )
    assert estimate(situation, 200, seed=5) == estimate(situation, 200, seed=5)


def test_inconsistent_situations_are_refused():
    with pytest.raises(ValueError, match="listed twice"):
        Situation("stud", WILD, (Hand(cards("As")), Hand(cards("As"))), me=0).unseen()
    with pytest.raises(ValueError, match="hidden cards"):
        equity(
            Situation("stud", WILD, (Hand((), hidden=30), Hand((), hidden=30)), me=0), 10, random.Random(0)
        )


# ----- the rules of equal hands


def no_peek_winner(piles, shown, leader):
    """The seat that keeps the pot, played out as the rules say: from the leader, clockwise, each
    challenger turns until its face-up cards beat the best showing strictly, or runs out and is out."""
    count, shown, out = len(piles), list(shown), set()

    def value(seat):
        return showing_score(piles[seat][: shown[seat]], WILD) if shown[seat] else -1

    best = turner = leader
    while True:
        waiting = [
            s
            for s in ((turner + k) % count for k in range(1, count + 1))
            if s != best and s not in out and shown[s] < len(piles[s])
        ]
        if not waiting:
            return best
        turner = waiting[0]
        while True:
            shown[turner] += 1
            if value(turner) > value(best):
                best = turner
                break
            if shown[turner] == len(piles[turner]):
                out.add(turner)
                break


def test_no_peek_ties_stay_with_the_leader_as_enumeration_says():
    """Seat 0 leads with Kh and one card in its pile; seat 1 has two. An equal hand never beats, so
    an equal pot goes to whoever beat the other's face-up cards first (here often the challenger,
    which beats the lone Kh before the leader turns its second card); splitting would be wrong."""
    lead = cards("Kh")
    pool = list(cards("Kd Ks 7c 7s 7d 2c"))
    seen = tuple(card for card in ALL_CARDS if card not in set(pool) | set(lead))
    situation = Situation("no_peek", WILD, (Hand(lead, 1), Hand((), 2)), me=0, seen=seen, leader=0)
    won = split = deals = 0.0
    for mine in pool:
        rest = [card for card in pool if card != mine]
        for first in rest:
            for second in rest:
                if second == first:
                    continue
                piles = [[*lead, mine], [first, second]]
                won += no_peek_winner(piles, [1, 0], 0) == 0
                a, b = (showing_score(pile, WILD) for pile in piles)
                split += 1.0 if a > b else 0.5 if a == b else 0.0
                deals += 1
    exact, naive = won / deals, split / deals
    assert abs(exact - naive) > 0.05
    assert estimate(situation) == pytest.approx(exact, abs=TOLERANCE)


def test_naturals_beat_equal_wild_hands_as_enumeration_says():
    """One down card each to come. A ten gives seat 0 a natural straight to the ace; seat 1's wild
    nine makes the same straight. Scored by the engine's own showdown order (naturals on)."""
    me, them = cards("Ah Kd Qc Jh 2s 6d"), cards("9c Kh Qs Js 2h 7d")
    pool = list(cards("Td Tc Ad 5h 8c 2c"))
    seen = tuple(card for card in ALL_CARDS if card not in set(pool) | set(me) | set(them))

    def share(naturals):
        total = 0.0
        for mine, theirs in itertools.permutations(pool, 2):
            a = best_hand([*me, mine], WILD).key(naturals)
            b = best_hand([*them, theirs], WILD).key(naturals)
            total += 1.0 if a > b else 0.5 if a == b else 0.0
        return total / (len(pool) * (len(pool) - 1))

    for naturals in (True, False):
        situation = Situation(
            "stud", WILD, (Hand(me), Hand(them)), me=0, seen=seen, streets=(("down",),), naturals=naturals
        )
        assert estimate(situation) == pytest.approx(share(naturals), abs=TOLERANCE)
    assert share(True) > share(False) + 0.05


# ----- the fast drawing and scoring of the imagined deals (engine.bots.imagined_deals)


@pytest.mark.parametrize("wild", [frozenset(), WILD, frozenset({"3"}), frozenset({"2", "5", "9"})])
def test_the_remembering_scorer_agrees_with_showing_score(wild):
    """Every hand of one to three cards, then random hands of four to ten (flushes with and
    without wilds among them), each scored twice: the second answer comes from what it remembered."""
    score = scorer(wild)
    values = card_values(wild)
    hands = [list(hand) for size in (1, 2, 3) for hand in itertools.combinations(ALL_CARDS, size)]
    rng = random.Random(7)
    hands += [rng.sample(ALL_CARDS, rng.randint(4, 10)) for _ in range(20_000)]
    flushes = 0
    for hand in hands:
        expected = showing_score(hand, wild)
        flushes += len(hand) >= 5 and score_category(expected) in ("flush", "straight flush")
        value = sum((values[card] for card in hand), HAND_START)
        assert score(value) == expected and score(value) == expected, hand
    assert flushes > 100  # the suited path was taken, not only the one by ranks


def test_the_drawer_deals_every_ordered_draw_equally_often():
    """Five cards, two drawn: each of the 20 ordered pairs a twentieth of the time (a chi-square
    test at about one in ten thousand), though the one array is reused and left shuffled."""
    pool = cards("As Kd 7c 3h 2s")
    draw = drawer(pool, 2, random.Random(3))
    counts = Counter()
    for _ in range(20_000):
        deck = draw()
        assert sorted(deck) == sorted(pool)  # the whole pool is still there, only reordered
        counts[deck[0], deck[1]] += 1
    assert len(counts) == 20
    chi_square = sum((seen - 1000) ** 2 / 1000 for seen in counts.values())
    assert chi_square < 50  # 19 degrees of freedom: P(chi-square > 50) is about 1e-4


def test_three_seats_match_enumeration():
    """With three seats the estimate stops scoring a deal once another hand beats this seat's:
    the answer must still be the exact one."""
    me, left, right = cards("Ah Ad 7c 7d 2s 5s"), cards("Ks Kc Qh Qd 6c"), cards("Js Jh 8d 8h Tc")
    known = set(me) | set(left) | set(right)
    pool = [card for card in ALL_CARDS if card not in known][:12]
    seen = tuple(card for card in ALL_CARDS if card not in known and card not in pool)
    hands = (Hand(me), Hand(left, hidden=1), Hand(right, hidden=1))
    situation = Situation("stud", WILD, hands, me=0, seen=seen, streets=(("down",),))
    queue = [(1, False), (2, False), (0, False), (1, False), (2, False)]
    exact = exact_equity([list(me), list(left), list(right)], 0, queue, situation.unseen())
    assert 0.1 < exact < 0.9
    assert estimate(situation) == pytest.approx(exact, abs=TOLERANCE)


def test_the_others_hands_now_are_dealt_as_enumeration_says():
    """The other seat's cards as they stand, one hidden card among twelve: the estimate's scores
    of them fall like the twelve cards' (each value's share within the tolerance)."""
    me, them = cards("Ah Ad 7c 7d"), cards("Ks Qh 6c")
    known = set(me) | set(them)
    pool = [card for card in ALL_CARDS if card not in known][:12]
    seen = tuple(card for card in ALL_CARDS if card not in known and card not in pool)
    situation = Situation("stud", WILD, (Hand(me), Hand(them, hidden=1)), me=0, seen=seen, streets=(("up",),))
    exact = Counter(showing_score([*them, card], WILD) for card in pool)
    drawn = Counter(outcomes(situation, 3000, random.Random(4), others_now=True).others_now)
    assert set(drawn) == set(exact)
    for value, count in exact.items():
        assert drawn[value] / 3000 == pytest.approx(count / len(pool), abs=TOLERANCE)


def test_equal_best_hands_split_whatever_the_third_seat_holds():
    """Two seats hold five aces, the third cannot beat them: an even split, never nothing (the
    estimate stops early only for a hand that beats this seat's, never for an equal one)."""
    aces, more_aces, kings = cards("As Ah 3c 3d 9c"), cards("Ad Ac 3h 3s 9d"), cards("Ks Kh 5d 6c")
    for me in range(3):
        hands = (Hand(aces), Hand(more_aces), Hand(kings, hidden=1))
        situation = Situation("stud", WILD, hands, me=me, streets=(("down",),))
        assert estimate(situation, samples=200) == (0.0 if me == 2 else 0.5)


@pytest.mark.parametrize("bonus_face", ["up", "down"])
def test_no_peek_hands_added_up_win_what_the_dealt_piles_win(bonus_face):
    """A No Peek estimate adds each hand up without placing its cards, the bonuses its fours earn
    included; asked also for the others' hands now, it deals every pile card by card instead. The
    same random deals must give the same shares, fours in the piles and a short stock included."""
    rng = random.Random(11)
    earned = 0
    for _ in range(60):
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        fours = [card for card in deck if card.rank == "4"]
        deck = fours[:2] + [card for card in deck if card not in fours[:2]]  # fours in the piles
        hands = []
        for _ in range(rng.randint(2, 5)):
            turned = rng.randint(0, 3)
            hands.append(Hand(tuple(deck[:turned]), hidden=7 - turned))
            deck = deck[turned:]
            rng.shuffle(deck)
        hidden = sum(hand.hidden for hand in hands)
        seen = tuple(deck[hidden + rng.randint(0, 6) :])  # what is left of the stock is short
        situation = Situation(
            "no_peek",
            WILD,
            tuple(hands),
            me=rng.randrange(len(hands)),
            seen=seen,
            bonus_face=bonus_face,
            extra_for_me=rng.randint(0, 1),
            four_bonus=rng.random() < 0.9,
        )
        added = outcomes(situation, 40, random.Random(3))
        dealt = outcomes(situation, 40, random.Random(3), others_now=True)
        assert added.shares == dealt.shares
        earned += situation.four_bonus
    assert earned > 40
