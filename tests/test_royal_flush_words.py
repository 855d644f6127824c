"""An ace-high straight flush is said "royal flush" wherever a player reads why a hand won: a
host play-test read "CAT WINS 16: Royal flush" over "A straight flush beats a pair". The engine's
category stays straight_flush (its order, the moments and the coach go by it)."""

from __future__ import annotations

from fractions import Fraction

from engine.cards import parse_cards
from engine.events import Award, HandStart, Showdown
from engine.explain import why_wins
from engine.hands import best_hand
from engine.profile import load_profile
from game.telling.pot_result import pot_result

WILD = frozenset("39")


def value(cards: str):
    return best_hand(parse_cards(cards), WILD)


def test_the_why_line_says_royal_flush_for_an_ace_high_straight_flush_only():
    royal, pair = value("As Ks 9h 3c Ts 7h 2d"), value("Ah Qh 3d Td 7c 5d 2c")  # 9 and 3 wild
    assert royal.category == "straight_flush" and royal.description == "Royal flush"
    assert why_wins(royal, pair).line == "A royal flush beats a pair"
    eight_high = value("8s 7s 6s 5s 4s Kh 2d")
    assert eight_high.category == "straight_flush"
    assert why_wins(eight_high, pair).line == "A straight flush beats a pair"
    assert why_wins(value("8s 8h 8c 8d 3c Kd 2s"), royal).line == "Five of a kind beats a royal flush"
    assert why_wins(royal, eight_high).line == "The higher straight flush: to the ace, not the eight"
    straight = value("4h 5d 6s 7c 8h Kd 2s")
    assert (
        why_wins(value("Th Js Qd Kc Ah 2d 4s"), straight).line
        == "The higher straight: to the ace, not the eight"
    )


def test_the_tv_and_the_phones_read_the_same_royal_flush_line():
    rules = load_profile("baseball")
    royal, pair = parse_cards("As Ks 9h 3c Ts 7h 2d"), parse_cards("Ah Qh 3d Td 7c 5d 2c")
    events = [
        HandStart(1, 0, None),
        Showdown.of(0, tuple(royal), best_hand(royal, rules.wild_ranks)),
        Showdown.of(1, tuple(pair), best_hand(pair, rules.wild_ranks)),
        Award(0, Fraction(16), "showdown"),
    ]
    result = pot_result(events, rules)  # the TV's result and the phones' (game.party.hand_result)
    assert result.winning[0].words == "Royal flush"
    assert result.why == "A royal flush beats a pair" and result.moment == "PERFECT GAME!"


def test_royal_is_decided_in_one_place_and_every_straight_flush_agrees():
    """engine.hand_value.royal decides it: the description (engine.hands) and the why line
    (engine.explain) both ask it, and none of them tests the ace on its own (design debt: the two
    had their own tests, which could have drifted apart)."""
    import inspect

    from engine import explain, hand_value, hands
    from engine.cards import RANKS

    for module in (hands, explain):
        source = inspect.getsource(module)
        assert "royal(" in source and '== "A"' not in source and "_ACE" not in source, module.__name__
    pair = value("Ah Qh 3d Td 7c 5d 2c")
    for top in "56789TJQKA":
        ranks = RANKS[RANKS.index(top) - 4 : RANKS.index(top) + 1] if top != "5" else "A2345"
        cards = best_hand(parse_cards(" ".join(f"{rank}h" for rank in ranks) + " 2c 2d"), "")  # no wilds
        assert cards.category == "straight_flush", top
        said_royal = cards.description == "Royal flush"
        assert said_royal == why_wins(cards, pair).line.startswith("A royal flush") == (top == "A")
        assert hand_value.royal(cards.category, RANKS.index(top)) == said_royal
