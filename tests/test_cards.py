"""docs/rules.md#cards-seats-and-money: card notation, parsing, printing and the deck."""

import copy
import pickle
import random

import pytest

from engine.cards import ALL_CARDS, Card, CardError, Deck, format_cards, parse_cards


def test_every_card_prints_its_canonical_two_characters_and_parses_back():
    assert len({str(card) for card in ALL_CARDS}) == 52
    for card in ALL_CARDS:
        assert Card.parse(str(card)) is card
        assert len(str(card)) == 2


@pytest.mark.parametrize(
    "token, expected", [("As", "As"), ("10h", "Th"), ("td", "Td"), ("3C", "3c"), ("kS", "Ks")]
)
def test_parsing_accepts_ten_and_any_case(token, expected):
    assert str(Card.parse(token)) == expected


def test_parse_cards_reads_spaces_and_commas():
    assert format_cards(parse_cards("As Kd, 3c")) == "As Kd 3c"
    assert parse_cards(["2c", "2d"]) == [Card.of("2", "c"), Card.of("2", "d")]


@pytest.mark.parametrize("bad", ["1s", "Ax", "A", "Ass", "11h", "", "🂡"])
def test_a_bad_token_is_named_in_the_error(bad):
    with pytest.raises(CardError) as error:
        parse_cards(f"As {bad} Kd") if bad.strip() else Card.parse(bad)
    assert repr(bad) in str(error.value)


def test_cards_are_hashable_compact_and_survive_copy_and_pickle():
    ace = Card.parse("As")
    assert {ace: 1}[Card.of("A", "s")] == 1
    assert ace.rank == "A" and ace.suit == "s" and ace.rank_index == 12
    assert copy.deepcopy(ace) is ace
    assert pickle.loads(pickle.dumps(ace)) is ace
    assert ace.pretty() == "A\u2660"


def test_a_seeded_deck_is_a_reproducible_permutation_and_the_cut_rotates_it():
    first, second = Deck(random.Random(7)), Deck(random.Random(7))
    first.shuffle()
    second.shuffle()
    assert first.order() == second.order()
    assert sorted(first.order()) == list(ALL_CARDS)
    before = first.order()
    at = first.cut()
    assert 4 <= at <= 48
    assert first.order() == before[at:] + before[:at]
    assert first.cut(0) == 0 and first.order() == before[at:] + before[:at]


@pytest.mark.parametrize("at", [-1, 53])
def test_a_cut_outside_the_deck_is_refused(at):
    with pytest.raises(ValueError, match="cannot cut 52 cards"):
        Deck(random.Random(1)).cut(at)
