"""docs/rules.md#hand-values-at-the-showdown and docs/rules.md#the-showing-value-face-up-cards-only clause by clause, the five-eights example, descriptions, `.used`,
`needs_wild`, bad input, and the order of all 7,462 natural five-card classes."""

import random
from itertools import combinations

import pytest
from test_hands_reference import five_card_value

from engine.cards import ALL_CARDS, Card, parse_cards
from engine.hand_score import score_ranks, score_suited
from engine.hand_tables import SUIT_COUNTS_START, SUIT_MASK, card_bits, rank_mask
from engine.hands import CATEGORIES, best_hand, hand_score, score_category, showing_hand, showing_score

WILD = frozenset({"3", "9"})


def best(text, wild_ranks=WILD):
    return best_hand(parse_cards(text), wild_ranks)


def showing(text, wild_ranks=WILD):
    return showing_hand(parse_cards(text), wild_ranks)


# --- showdown value -------------------------------------------------------------------------------


def test_seed_000_worked_example_five_eights_beat_a_natural_royal_flush():
    five_eights = best("8s 8h 8c 8d 3c")
    royal = best("As Ks Qs Js Ts")
    assert five_eights.category == "five_of_a_kind" and five_eights.description == "Five eights"
    assert royal.category == "straight_flush" and royal.description == "Royal flush"
    assert five_eights > royal
    assert dict(five_eights.used)[Card.parse("3c")] == "8"


def test_categories_rank_in_spec_order():
    hands = [  # one of each, best first
        "Ks Kh Kd Kc 9h",
        "9s Ts Js Qs Ks",
        "Ac Ad Ah As 2c",
        "Kc Kd Kh 2s 2d",
        "Ah Jh 8h 6h 2h",
        "5c 6d 7h 8s 4c",
        "Qs Qh Qd 7c 2c",
        "Js Jh 4c 4d As",
        "Ts Th Ac Kd Qh",
        "Ac Kd Qh Js 8c",
    ]
    values = [best(hand, WILD if i < 2 else ()) for i, hand in enumerate(hands)]
    assert [value.category for value in values] == list(reversed(CATEGORIES))
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)


def test_a_wild_never_duplicates_a_held_card_so_four_spades_and_a_wild_is_an_ace_king_flush():
    value = best("As 8s 6s 2s 3c")
    assert value.category == "flush" and value.description == "Flush, ace high"
    assert value == best("Ah Kh 8h 6h 2h", ())  # A-K-8-6-2, never A-A-8-6-2
    assert value > best("Ah Qh Jh 6h 2h", ())
    assert (Card.parse("3c"), "Ks") in value.used


def test_a_wild_may_be_another_suit_of_a_held_rank():
    value = best("As Kd 7c 5h 3c")
    assert value.description == "Pair of aces" and (Card.parse("3c"), "A") in value.used


def test_a_wild_may_stand_for_a_card_of_a_wild_rank_even_the_very_card_it_is():
    assert best("5s 6s 7s 8s 3c").description == "Straight flush to the nine"
    assert (Card.parse("3c"), "9s") in best("5s 6s 7s 8s 3c").used
    own = best("5s 6s 7s 8s 9s")  # the 9s is wild, so it is not held naturally: it may be the 9s
    assert own.description == "Straight flush to the nine" and own.used[0] == (Card.parse("9s"), "9s")
    assert own.needs_wild


def test_wilds_also_count_hidden_and_in_any_number():
    assert best("3c 3d 3h 3s 9c").description == "Five aces"
    assert best("3c 3d 3h 3s 9c 9d 9h 2c").description == "Five aces"
    assert best("3c 9d 2c 2d 2h").description == "Five twos"
    assert best("Kc 3d 9h 3s 9c 7d 2h").description == "Five kings"


def test_ace_high_and_the_wheel_is_the_lowest_straight():
    wheel = best("As 2d 3c 4h 5s", ())
    assert wheel.category == "straight" and wheel.description == "Straight to the five"
    assert wheel < best("2d 3c 4h 5s 6s", ()) < best("Ts Jd Qc Kh As", ())
    assert wheel > best("Ks Kd Kc 2h 7s", ())
    assert best("As 2s 3s 4s 5s", ()).description == "Straight flush to the five"
    assert best("As 2s 4s 5d 3c").description == "Straight to the five"  # wild fills the three


def test_straights_do_not_wrap():
    assert best("Qc Kd Ah 2s 3c", ()).category == "high_card"
    assert best("Kd Ah 2s 4c 3c").category == "pair"  # the wild cannot bridge K-A-2


@pytest.mark.parametrize(
    "higher, lower",
    [
        ("8s 8h 8c 3d 3c", "7s 7h 7c 7d 3c"),  # five of a kind by rank
        ("Ks Kh Kd Kc 3c", "Qs Qh Qd Qc 3c"),
        ("9c 8c 7c 6c 5c", "8d 7d 6d 5d 4d"),  # straight flushes by top card
        ("Ac Ad Ah As 2d", "Kc Kd Kh Ks Ad"),  # quads by rank
        ("Tc Td Th 3s Kc", "Tc Td Th Ts Qc"),  # then kicker (with or without wilds)
        ("Kc Kd Kh 2s 2d", "Qc Qd Qh As Ad"),  # full house by triple
        ("Kc Kd Kh 5s 5d", "Kc Kd Kh 4s 4d"),  # then by pair
        ("Ah Jh 8h 6h 4h", "Ah Jh 8h 6h 2h"),  # flush lexicographically
        ("Ah Jh 8h 6h 2h", "Kh Qh Jh Th 8h"),
        ("Ts Jd Qc Kh 9s", "9s Td Jc Qh 8s"),  # straights by top card
        ("Qs Qh Qd Ac 2c", "Qs Qh Qd Kc Jc"),  # trips by rank then kickers
        ("Js Jh 4c 4d 2s", "Ts Th 9c 9d As"),  # two pair by higher pair
        ("Js Jh 5c 5d 2s", "Js Jh 4c 4d As"),  # then lower pair
        ("Js Jh 4c 4d 6s", "Js Jh 4c 4d 5s"),  # then kicker
        ("Ts Th 8c 6d 5s", "Ts Th 8c 6d 4s"),  # pair by pair then kickers
        ("Ac Kd Qh Js 8c", "Ac Kd Qh Js 7c"),  # high card lexicographically
    ],
)
def test_comparison_within_categories(higher, lower):
    high, low = best(higher, {"3"}), best(lower, {"3"})
    assert high.category == low.category
    assert high > low


def test_suits_never_decide():
    assert best("Ah Kh 8h 6h 2h", ()) == best("As Ks 8s 6s 2s", ())
    assert best("Ks Kh 7d 5c 2c") == best("Kc Kd 7s 5h 2h")
    assert best("As 8s 6s 2s 3c") == best("Ad 8d 6d 2d 9h")
    assert hash(best("Ah Kh 8h 6h 2h", ())) == hash(best("As Ks 8s 6s 2s", ()))


def test_a_natural_hand_ties_an_equal_wild_hand_and_needs_wild_tells_them_apart():
    natural = best("Kc Kd Kh 7s 5c", ())
    wild = best("Kc Kd 3h 7s 5c")
    assert natural == wild
    assert not natural.needs_wild and wild.needs_wild
    # a wild that is not needed for the value: the naturals alone make the same hand
    assert not best("As Ks Qs Js Ts 3c 2d").needs_wild
    assert best("As Ks Qs Js Ts 3c 2d").description == "Royal flush"
    # the natural_beats_wild option orders equal values by it; by default they tie
    assert natural.key() == wild.key()
    assert natural.key(natural_beats_wild=True) > wild.key(natural_beats_wild=True)
    assert best("Ac Ad Kh 7s 5c", ()).key(True) < wild.key(True)  # only between equal values


def test_best_five_of_many_cards():
    value = best("2c 2d 7h 7s Kd Ks 9c Qh Jh Th 4d 4s", ())  # twelve cards, nines natural here
    assert value.description == "Straight to the king"
    # Night Baseball: nine cards and a bonus card for each of the four fours makes thirteen
    assert best("4c 4d 4h 4s 2h 5h 7h Jh Kh 6c 8d Tc Qd").description == "Four fours"
    assert best("4c 4d 4h 4s 2h 5h 7h Jh Kh 6c 8d Tc 3d").description == "Five fours"
    assert best("2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah", ()).description == "Royal flush"
    assert best("2h 4h 5h 6h 7h 8h Th Jh Qh Kh").description == "Straight flush to the eight"
    assert best("2c 2d 7h 7s Kd Ks 5c", ()).description == "Two pair, kings and sevens"


# --- showing value --------------------------------------------------------------------------------


def test_showing_a_lone_wild_is_an_ace_and_a_king_with_a_wild_is_a_pair_of_kings():
    assert showing("3c").description == "Ace high"
    assert showing("3c") == showing("Ad")
    assert showing("Kd 9s").description == "Pair of kings"
    assert showing("Kd 9s") == showing("Kd Kc")
    assert showing("3c 9s").description == "Pair of aces"


def test_showing_a_kicker_beats_a_missing_card():
    assert showing("Ks Kh 7d 2c") > showing("Ks Kh 7d") > showing("Ks Kh 5d 2c")
    assert showing("Ah") > showing("Kh Qd Jc Ts")
    assert showing("Ah 2c") > showing("Ah")


def test_showing_fewer_than_five_cards_makes_no_straight_or_flush():
    assert showing("5s 6s 7s 8s").category == "high_card"
    assert showing("5s 6s 7s 3c").description == "Pair of sevens"
    assert showing("Qc Qd 3s 9h").description == "Four queens"
    assert showing("Qc Qd Jd Jc").description == "Two pair, queens and jacks"
    assert showing("Qc Qd 3d Jc").description == "Three queens"


def test_showing_five_or_more_cards_is_the_showdown_value():
    for text in ["5s 6s 7s 8s 3c", "5s 6s 7s 8s Tc Kd", "Ks Kh 7d 5c 2c 2d", "2c 2d 2h 4s 7c"]:
        assert showing(text) == best(text) and showing(text).category == best(text).category


def test_showing_values_of_different_sizes_share_one_scale():
    assert showing("Ks Kh Kd") > showing("As Ah Qd Qc 7s")  # category first: trips beat two pair
    assert showing("Ks Kh 7d 2c 4h") > showing("Ks Kh 7d 2c")  # the fifth card is one more kicker
    assert showing("Ks Kh Kd Kc") < showing("Ks Kh Kd Kc 2h")
    assert showing("Ah Kh Qh Jh") < showing("2c 3d 4h 5s 6d", ())  # five-card straight beats high card


def test_showing_suits_never_decide():
    assert showing("Kd 7c") == showing("Ks 7h")


# --- descriptions, used, the fast path ------------------------------------------------------------


@pytest.mark.parametrize(
    "text, description, used",
    [
        ("8s 8h 8c 8d 3c", "Five eights", "8s 8h 8d 8c 3c(8)"),
        ("Qc Jc Tc 8c 3d", "Straight flush to the queen", "Qc Jc Tc 3d(9c) 8c"),
        ("Ts Js Qs Ks As", "Royal flush", "As Ks Qs Js Ts"),
        ("Ks Kh Kd 5c 3h", "Four kings", "Ks Kh Kd 3h(K) 5c"),
        ("Ks Kh 5d 5c 3h", "Full house, kings over fives", "Ks Kh 3h(K) 5d 5c"),
        ("Qs Qh 5d 5c 2h", "Two pair, queens and fives", "Qs Qh 5d 5c 2h"),
        ("Ks Kh 8d 5c 2h", "Pair of kings", "Ks Kh 8d 5c 2h"),
        ("As Jh 8d 5c 2h", "Ace high", "As Jh 8d 5c 2h"),
        ("7s 8h 6d 4c 3h", "Straight to the eight", "8h 7s 6d 3h(5) 4c"),
        ("Qh Th 7h 5h 2c 3c", "Flush, ace high", "3c(Ah) Qh Th 7h 5h"),
        ("Qs Qh 3c 4d 7h", "Three queens", "Qs Qh 3c(Q) 7h 4d"),
    ],
)
def test_descriptions_and_used_labels(text, description, used):
    value = best(text)
    assert value.description == description and str(value) == description
    assert value.used_text() == used
    assert len(value.used) == 5


def test_used_of_a_short_showing_hand_is_every_card():
    assert showing("Kd 3c").used == ((Card.parse("Kd"), None), (Card.parse("3c"), "K"))
    assert showing("Kd 3c").needs_wild and not showing("Kd Kc").needs_wild


def test_fast_scores_agree_with_values_and_name_their_category():
    for text in ["8s 8h 8c 8d 3c", "As 8s 6s 2s 3c", "Ks Kh 7d 2c 4h", "2c 3d 4h 5s 7d"]:
        cards = parse_cards(text)
        assert hand_score(cards, WILD) == best_hand(cards, WILD).score
        assert score_category(hand_score(cards, WILD)) == best_hand(cards, WILD).category
    assert showing_score(parse_cards("Kd 3c"), "39") == showing_score(parse_cards("Kd 9c"), ["3", "9"])


@pytest.mark.parametrize("wild", [frozenset(), WILD, frozenset({"2", "5", "9"})])
def test_a_score_is_the_best_of_its_ranks_alone_and_of_each_suit(wild):
    """The split the imagined deals score by (engine.bots.imagined_deals): a hand's value is the
    best of its ranks' value (never a flush of either kind) and each suit's flush with the wilds."""
    bits = card_bits(rank_mask(wild))
    rng = random.Random(5)
    suited = 0
    for _ in range(20_000):
        hand = rng.sample(ALL_CARDS, rng.randint(5, 10))
        if rng.random() < 0.5:  # many of one suit, so that flushes come often
            hand = rng.sample([c for c in ALL_CARDS if c.suit == "s" or c.rank in wild], 5) + hand[5:]
            hand = list(dict.fromkeys(hand))
        h = sum((bits[card] for card in hand), SUIT_COUNTS_START)
        wilds = sum(card.rank in wild for card in hand)
        by_ranks = score_ranks(h)
        assert score_category(by_ranks) not in ("flush", "straight flush")
        flushes = [score_suited(h >> 16 * suit & SUIT_MASK, min(wilds, 4)) for suit in range(4)]
        assert hand_score(hand, wild) == max(by_ranks, *flushes), hand
        suited += max(flushes) > by_ranks
    assert suited > 1000  # a flush or a straight flush decided that many


def test_wild_ranks_in_any_collection_and_none():
    cards = parse_cards("Kd Kc 3h 7s 5c")
    assert best_hand(cards, {"3", "9"}) == best_hand(cards, "39") == best_hand(cards, ("3",))
    assert best_hand(cards, set()).description == "Pair of kings"
    assert best_hand(cards, {"3"}).description == "Three kings"


# --- bad input ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "call, cards, message",
    [
        (best_hand, "As Kd Qc Jh", "needs at least 5 cards, got 4"),
        (hand_score, "", "needs at least 5 cards, got 0"),
        (showing_hand, "", "needs at least 1 card, got 0"),
        (best_hand, "As Kd Qc Jh As", "As appears twice"),
        (hand_score, "As Kd Qc Jh Ad Ad", "Ad appears twice"),
        (showing_score, "3c 3c", "3c appears twice"),
    ],
)
def test_bad_card_counts_and_duplicates_are_refused_clearly(call, cards, message):
    with pytest.raises(ValueError, match=message):
        call(parse_cards(cards), WILD)


@pytest.mark.parametrize(
    "cards",
    [
        ["As", "Kd", "Qc", "Jh", "Th"],
        [0, 1, 2, 3, 52],
        [0, 1, 2, 3, -1],
        None,
        5,
        "As Kd Qc Jh Th",
    ],
)
def test_things_that_are_not_cards_are_refused_clearly(cards):
    with pytest.raises(ValueError, match=r"not a card|sequence of cards"):
        best_hand(cards, WILD)
    with pytest.raises(ValueError, match=r"not a card|sequence of cards"):
        hand_score(cards, WILD)


def test_value_objects_take_any_iterable_but_the_fast_path_wants_a_sequence():
    assert best_hand(iter(parse_cards("As Kd Qc Jh Th")), WILD).category == "straight"
    with pytest.raises(ValueError, match="sequence of cards"):
        hand_score(iter(parse_cards("As Kd Qc Jh Th")), WILD)


def test_a_bad_wild_rank_is_refused_clearly():
    with pytest.raises(ValueError, match="wild rank 'X' is not a rank"):
        best_hand(parse_cards("As Kd Qc Jh Th"), {"X"})
    with pytest.raises(ValueError, match="wild_ranks must be a collection"):
        hand_score(parse_cards("As Kd Qc Jh Th"), None)


# --- all 7,462 natural five-card classes ------------------------------------------------------


def _natural_classes():
    """One hand per distinct natural five-card value, built from rank patterns category by category."""
    ranks = range(13)
    straights = [[top - i for i in range(5)] for top in range(4, 13)] + [[3, 2, 1, 0, 12]]
    straight_sets = {frozenset(s) for s in straights}
    plain = [list(c) for c in combinations(ranks, 5) if frozenset(c) not in straight_sets]
    hands = [(s, True) for s in straights] + [(s, False) for s in straights]
    hands += [(c, True) for c in plain] + [(c, False) for c in plain]
    for a in ranks:
        others = [r for r in ranks if r != a]
        hands += [([a] * 4 + [k], False) for k in others]
        hands += [([a] * 3 + [p] * 2, False) for p in others]
        hands += [([a] * 3 + list(k), False) for k in combinations(others, 2)]
        hands += [([a] * 2 + list(k), False) for k in combinations(others, 3)]
    for high, low in combinations(ranks, 2):
        hands += [([high] * 2 + [low] * 2 + [k], False) for k in ranks if k not in (high, low)]
    return hands


def _cards_for(ranks, flush):
    if flush:
        return [Card(rank * 4 + 3) for rank in ranks]
    seen = {}
    cards = []
    for rank in ranks:  # equal ranks get different suits; the first card's suit differs from the rest
        suit = seen.get(rank, -1) + 1 if rank in seen else (0 if not cards else 1)
        seen[rank] = suit
        cards.append(Card(rank * 4 + suit))
    return cards


def test_all_7462_natural_classes_in_order():
    classes = _natural_classes()
    assert len(classes) == 7462
    scored = []
    for ranks, flush in classes:
        cards = _cards_for(ranks, flush)
        assert len(set(cards)) == 5
        value = best_hand(cards, ())
        assert value.score == hand_score(cards, ()) and not value.needs_wild
        scored.append((five_card_value(tuple(sorted(ranks)), flush), value.score, value.category))
    scored.sort()
    assert len({score for _, score, _ in scored}) == 7462
    assert [score for _, score, _ in scored] == sorted(score for _, score, _ in scored)
    counts = {}
    for _, _, category in scored:
        counts[category] = counts.get(category, 0) + 1
    assert counts == {
        "straight_flush": 10,
        "four_of_a_kind": 156,
        "full_house": 156,
        "flush": 1277,
        "straight": 10,
        "three_of_a_kind": 858,
        "two_pair": 858,
        "pair": 2860,
        "high_card": 1277,
    }
