"""game.telling.pot_result: the end of every pot of whole simulated sessions, in every flow, says what the
engine did: the winners are the awards' seats, the winning hand is at least as good as the best
losing one, the why line names the reason the order gives, and a rare hand gets its moment."""

from fractions import Fraction

import pytest

from engine.cards import parse_cards
from engine.events import ActionTaken, Award, Deal, HandEnd, HandStart, Out, Showdown, Turn
from engine.explain import why_wins
from engine.hands import best_hand, showing_hand
from engine.profile import load_profile
from engine.simulate import play_session
from game.telling.pot_result import MOMENTS, pot_result, value_of


def pots(events):
    hand = []
    for event in events:
        if isinstance(event, HandStart):
            hand = []
        hand.append(event)
        if isinstance(event, HandEnd):
            yield hand


@pytest.mark.parametrize(
    "profile", ["baseball", "baseball-naturals", "baseball-strikeout", "midnight-baseball", "night-baseball"]
)
def test_every_pot_of_a_session_is_told_as_the_engine_played_it(profile):
    rules = load_profile(profile)
    for seed in (1, 2, 3):
        table = play_session(rules, 4, seed, profile, styles=["simple"])
        for events in pots(table.events):
            result = pot_result(events, rules)
            awards = [e for e in events if isinstance(e, Award)]
            assert result.winners == tuple((a.seat, a.amount) for a in awards)
            assert sum(amount for _, amount in result.winners) > 0
            shows = {e.seat: value_of(e, rules) for e in events if isinstance(e, Showdown)}
            assert result.uncontested == (awards[0].why == "uncontested")
            if result.uncontested:
                struck = any(isinstance(e, Out) for e in events)
                assert not result.winning
                assert result.why.startswith("Everyone else ") and ("struck out" in result.why) == struck
                continue
            won = [seat for seat, _ in result.winners]
            assert [hand.seat for hand in result.winning] == [s for s in won if s in shows]
            top = shows[won[0]]
            outs = {e.seat for e in events if isinstance(e, Out)}
            if result.beaten is not None and result.beaten.seat in shows:
                beaten = shows[result.beaten.seat]
                assert result.beaten.seat not in won
                assert all(beaten >= value for seat, value in shows.items() if seat not in won)
                assert top >= beaten
                if rules.flow == "no_peek" and top == beaten:
                    assert "tie does not beat" in result.why
            elif result.beaten is not None:  # No Peek: a hand beaten out of cards, or one that struck out
                assert rules.flow == "no_peek" and result.beaten.seat not in won
                assert result.why.startswith("Nobody beat it. ") == (result.beaten.seat in outs)
            elif rules.flow == "no_peek" and len(shows) == 1:
                assert result.why == "Nobody else was left to show a hand"
            if result.split:
                assert result.why == "Equal hands split the pot"
                assert len({shows[seat] for seat in won}) == 1
            assert result.moment == MOMENTS.get(top.category, "")


def test_a_grand_slam_is_told_with_its_wild_stand_in_and_reason():
    rules = load_profile("baseball")
    five = parse_cards("8s 8h 8c 8d 3c Kd 2s")
    royal = parse_cards("As Ks Qs Js Ts 4h 5h")
    events = [
        HandStart(1, 0, None),
        Showdown.of(0, tuple(five), best_hand(five, rules.wild_ranks)),
        Showdown.of(1, tuple(royal), best_hand(royal, rules.wild_ranks)),
        Award(0, Fraction(12), "showdown"),
    ]
    result = pot_result(events, rules)
    assert result.moment == "GRAND SLAM!"
    assert result.winning[0].words == "Five eights"
    assert {str(card): stands for card, stands in result.winning[0].used}["3c"] == "8"
    assert result.beaten is not None and result.beaten.words == "Royal flush"
    assert result.why == "Five of a kind beats a royal flush"  # said as its description says it


@pytest.mark.parametrize(
    ("folds", "why"),
    [((1, 2), "Everyone else folded or struck out"), ((), "Everyone else struck out")],
)
def test_a_no_peek_pot_won_after_you_struck_out_says_so_not_that_everyone_folded(folds, why):
    """A newcomer's play-test: you turned your whole pile without a beat, the rest folded, and the
    result said "Everyone else folded"."""
    rules = load_profile("night-baseball")
    folded = [ActionTaken(seat, "fold", Fraction(0), Fraction(1)) for seat in folds]
    result = pot_result([Out(0), *folded, Award(3, Fraction(16), "uncontested")], rules)
    assert result.uncontested and result.why == why


@pytest.mark.parametrize(
    ("turned", "folds", "why"),
    [
        ("Kc 7d Ks", (1,), "Everyone else folded or struck out against a pair of kings"),
        ("Qh Qs 9c 2d", (), "Everyone else struck out against three queens"),
        ("As 8c", (1, 2), "Everyone else folded or struck out against ace high"),
    ],
)
def test_a_no_peek_pot_won_as_the_others_struck_out_says_the_hand_none_beat(turned, folds, why):
    """A newcomer's play-test of Midnight Baseball read "CASEY WINS 8 - Everyone else folded or struck
    out" with no hand compared: the line says the winner's hand showing that those who struck out
    never beat."""
    rules = load_profile("midnight-baseball")
    turns = [Turn(3, card) for card in parse_cards(turned)]
    folded = [ActionTaken(seat, "fold", Fraction(0), Fraction(1)) for seat in folds]
    events = [HandStart(1, 0, None), Turn(0, parse_cards("2c")[0]), *turns, Out(0), *folded]
    result = pot_result([*events, Award(3, Fraction(8), "uncontested")], rules)
    assert result.uncontested and result.why == why


def test_a_split_is_a_split():
    rules = load_profile("baseball")
    a, b = parse_cards("As Ks Qs Js 9h"), parse_cards("Ad Kd Qd Jd 3h")
    events = [
        Showdown.of(0, tuple(a), best_hand(a, rules.wild_ranks)),
        Showdown.of(2, tuple(b), best_hand(b, rules.wild_ranks)),
        Award(0, Fraction(7, 2), "showdown"),
        Award(2, Fraction(7, 2), "showdown"),
    ]
    result = pot_result(events, rules)
    assert result.split and result.why == "Equal hands split the pot" and result.beaten is None
    assert why_wins(best_hand(a, "39"), best_hand(b, "39")).kind == "split"


def test_a_no_peek_pot_won_after_you_were_beaten_with_your_pile_turned_says_what_beat_what():
    """A newcomer's Midnight play-test turned a royal flush, lost the lead to five 6s with nothing
    left to turn, and was folded for (BEATEN): the result said "Everyone else folded". A hand
    beaten with its whole pile turned is compared as at a showdown."""
    rules = load_profile("midnight-baseball")
    yours, babes = parse_cards("As Ks Qs 10s 9h"), parse_cards("6c 6h 3h 9c 3c")
    events = [
        HandStart(1, 0, None),
        *[Deal(seat, None, "down", "deal") for seat in (0, 3) for _ in range(5)],
        *[Turn(0, card) for card in yours],
        *[Turn(3, card) for card in babes],
        ActionTaken(0, "fold", Fraction(0), Fraction(1)),
    ]
    result = pot_result([*events, Award(3, Fraction(16), "uncontested")], rules)
    expected = why_wins(
        showing_hand(babes, rules.wild_ranks), showing_hand(yours, rules.wild_ranks), tie_keeps_lead=True
    )
    assert result.uncontested and result.why == expected.line
    assert "folded" not in result.why and "five" in result.why.lower()
    # a fold with a card still to turn is a fold as before
    still = [*events[:2], Deal(0, None, "down", "bonus"), *events[2:]]
    assert pot_result([*still, Award(3, Fraction(16), "uncontested")], rules).why == "Everyone else folded"
