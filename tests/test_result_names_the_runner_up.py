"""The result panel compares the winner's hand with the best hand the winner beat (engine.outcome).

A newcomer's play-test of Night Baseball lost with a straight to J, turned to its last card and then
beaten by Babe's straight to A; the hand was folded for them at the next bet (it could not win), and
the result said "Nobody beat it. A straight beats two pair", Casey's two pair: the real runner-up was
not shown. A hand beaten with its whole pile turned is still in (docs/rules.md#no-peek) and reads
BEATEN like a hand that struck out: it is a hand the winner beat. So is one that struck out, beside
a hand beaten so: the best of them all is the one compared, on the TV and the phones alike (both
read engine.outcome). A hand folded while it could still win (it led, or had cards to turn) reads
FOLDED and is never the one beaten: a host's Midnight play-test read "A straight flush beats Zoë's
full house" where Zoë had folded her full house while it led, and Grandpa Joe's straight was the
hand the winner beat at the showdown."""

import random
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_ui_pot_result import pots

from engine.actions import Action
from engine.bots import game_choice
from engine.cards import parse_cards
from engine.events import ActionTaken, Award, Deal, HandStart, Out, Showdown, Turn
from engine.hands import showing_hand
from engine.profile import load_profile
from engine.simulate import _players_for
from engine.table import Table
from game.telling.pot_result import pot_result, value_of

YOU, BABE, CASEY = 0, 1, 2
YOURS = "5h Ac Th 5d Js 7s 6s 8d 3d"  # a straight to J, its last card the wild 3
BABES = "Qc Jc 6d 5c Ah 9h Td"  # a straight to A with the wild 9
CASEYS = "Kc 7c 8h Jh Kd 7h Ts Qd 2c"  # two pair, kings and sevens: no beat


def night_pot(you_fold: bool) -> list:
    """The play-test's pot: you turn a straight to J, Babe beats it with a straight to A and bets;
    your hand, out of cards, folds to it (or the beat ends the hand and you show), Casey strikes out."""
    rules = load_profile("night-baseball")
    deals = [Deal(seat, None, "down", "street") for _ in range(9) for seat in (YOU, BABE, CASEY)]
    events = [HandStart(1, 2, None), *deals]
    events += [Turn(YOU, card) for card in parse_cards(YOURS)]
    events += [Turn(BABE, card) for card in parse_cards(BABES)]
    babe_shows = parse_cards(BABES)
    if you_fold:
        events += [
            ActionTaken(BABE, "bet", Fraction(1), Fraction(1)),
            ActionTaken(YOU, "fold", Fraction(0), Fraction(1)),
        ]
    events += [Turn(CASEY, card) for card in parse_cards(CASEYS)]
    events.append(Out(CASEY))
    live = [(BABE, babe_shows)] + ([] if you_fold else [(YOU, parse_cards(YOURS))])
    for seat, cards in live:
        events.append(Showdown.of(seat, tuple(cards), showing_hand(cards, rules.wild_ranks)))
    events.append(Award(BABE, Fraction(19), "showdown"))
    return events


@pytest.mark.parametrize("you_fold", [True, False])
def test_your_straight_beaten_at_the_end_is_the_hand_the_result_compares(you_fold):
    rules = load_profile("night-baseball")
    result = pot_result(night_pot(you_fold), rules)
    assert result.winning[0].seat == BABE and result.winning[0].category == "straight"
    assert result.beaten is not None and result.beaten.seat == YOU, result.beaten
    assert result.beaten.words == "Straight to the jack"
    assert not result.why.startswith("Nobody beat it"), result.why  # you did beat, then were beaten
    assert "two pair" not in result.why


def test_a_hand_folded_with_cards_still_to_turn_is_not_the_one_beaten():
    """A fold by choice, with cards left in the pile, is FOLDED: the struck-out hand is compared."""
    rules = load_profile("night-baseball")
    events = night_pot(True)
    events.insert(1, Deal(YOU, None, "down", "bonus"))  # a tenth card still face down at the fold
    result = pot_result(events, rules)
    assert result.beaten is not None and result.beaten.seat == CASEY
    assert result.why.startswith("Nobody beat it. ")


HOST, MAX, SAM = 0, 1, 2
HOSTS = "5s 3d 9c 4s 3c"  # a straight flush to 8 with the wild 3s and 9 (Midnight: 3s and 9s wild)
MAXS = "Qs 2s Kh 4d 9h 8d Qh Qc"  # four queens with the wild 9
SAMS = "Qd 9d 2h Ac 3s Ah 4h Th"  # a straight flush to 5 with the wild 9 and 3


def midnight_pot() -> list:
    """A host's Midnight play-test: Max leads with four queens, the host beats them with a straight
    flush to 8 and bets, Max (every card turned) folds, and Sam strikes out with a straight flush
    to 5; the host shows and wins."""
    rules = load_profile("midnight-baseball")
    hands = {HOST: HOSTS, MAX: MAXS, SAM: SAMS}
    deals = [Deal(seat, None, "down", "street") for seat, cards in hands.items() for _ in cards.split()]
    events = [HandStart(1, 0, None), *deals]
    events += [Turn(MAX, card) for card in parse_cards(MAXS)]
    events += [Turn(HOST, card) for card in parse_cards(HOSTS)]
    events += [
        ActionTaken(HOST, "bet", Fraction(1), Fraction(1)),
        ActionTaken(MAX, "fold", Fraction(0), Fraction(1)),
    ]
    events += [Turn(SAM, card) for card in parse_cards(SAMS)]
    events.append(Out(SAM))
    host = parse_cards(HOSTS)
    events.append(Showdown.of(HOST, tuple(host), showing_hand(host, rules.wild_ranks)))
    events.append(Award(HOST, Fraction(9), "showdown"))
    return events


def test_a_hand_struck_out_beside_one_beaten_is_compared_when_it_is_the_best():
    """The best of the others' hands at the end is the one compared, however it lost: Sam's struck
    out straight flush, not Max's beaten four queens (the play-test's panel showed the queens)."""
    result = pot_result(midnight_pot(), load_profile("midnight-baseball"))
    assert result.moment == "PERFECT GAME!"
    assert result.beaten is not None and result.beaten.seat == SAM, result.beaten
    assert result.beaten.words == "Straight flush to the five"
    assert "four of a kind" not in result.why
    assert result.why.endswith("The higher straight flush: to the eight, not the five"), result.why


ZOE, JOE, CPU = 0, 1, 2
ZOES = "2d Ah 9h Qc Ac 6s 2h"  # a full house, aces over twos, with the wild 9
JOES = "8s Kc 9c 7c Ts Kh 6d"  # a straight to 10 with the wild 9
CPUS = "5s 3d 9c 4s 3c"  # a straight flush to 8 with the wild 3s and 9


def zoe_folds_her_lead() -> list:
    """The host's Midnight play-test: Grandpa Joe turns a straight, Zoë beats it with a full house
    and, leading, folds to a raise; the straight leads again, the computer player beats it with a
    straight flush and nobody is left to turn: Joe shows his straight and loses to it."""
    rules = load_profile("midnight-baseball")
    hands = {ZOE: ZOES, JOE: JOES, CPU: CPUS}
    deals = [Deal(seat, None, "down", "street") for seat, cards in hands.items() for _ in cards.split()]
    events = [HandStart(1, CPU, None), *deals]
    events += [Turn(JOE, card) for card in parse_cards(JOES)]
    events += [Turn(ZOE, card) for card in parse_cards(ZOES)]
    events += [
        ActionTaken(ZOE, "bet", Fraction(1), Fraction(1)),
        ActionTaken(JOE, "call", Fraction(1), Fraction(1)),
        ActionTaken(CPU, "raise", Fraction(2), Fraction(2)),
        ActionTaken(ZOE, "fold", Fraction(0), Fraction(2)),
        ActionTaken(JOE, "call", Fraction(1), Fraction(2)),
    ]
    events += [Turn(CPU, card) for card in parse_cards(CPUS)]
    for seat, cards in ((JOE, JOES), (CPU, CPUS)):
        shows = parse_cards(cards)
        events.append(Showdown.of(seat, tuple(shows), showing_hand(shows, rules.wild_ranks)))
    events.append(Award(CPU, Fraction(12), "showdown"))
    return events


def test_a_hand_folded_while_it_led_is_not_the_one_beaten():
    """Zoë's full house, folded while it led, read FOLDED: the straight shown is the hand beaten."""
    result = pot_result(zoe_folds_her_lead(), load_profile("midnight-baseball"))
    assert result.moment == "PERFECT GAME!"
    assert result.beaten is not None and result.beaten.seat == JOE, result.beaten
    assert result.why == "A straight flush beats a straight", result.why


def turned(events, seat, upto=None):
    """The cards `seat` had face up in No Peek before event `upto`."""
    return [
        e.card
        for e in events[:upto]
        if (isinstance(e, Turn) or (isinstance(e, Deal) and e.face == "up")) and e.seat == seat
    ]


def brute_force_beaten(events, rules, dead_folds):
    """Every hand the winner beat, as its value, worked out afresh from the pot's events: each
    showdown's loser; in No Peek also each seat folded while the engine's view said it could not
    win (`dead_folds`: those fold events, PublicView.cannot_win just before them) and each that
    struck out, with a hand the winner's beat or matched."""
    first = next(e.seat for e in events if isinstance(e, Award))
    won = {e.seat for e in events if isinstance(e, Award)}
    shows = {e.seat: value_of(e, rules) for e in events if isinstance(e, Showdown)}
    top = shows[first]
    hands = [value for seat, value in shows.items() if seat not in won]
    if rules.flow == "no_peek":
        beaten = [e.seat for e in events if any(e is fold for fold in dead_folds)]
        outs = [e.seat for e in events if isinstance(e, Out) and turned(events, e.seat)]
        values = [showing_hand(turned(events, seat), rules.wild_ranks) for seat in beaten + outs]
        hands += [value for value in values if value <= top]
    return hands


def played(rules, players, seed, profile, at_random):
    """A session as engine.simulate.play_session plays it, or with players choosing at random among
    their options (folding while they lead, which the computer players seldom do), and the fold
    events the engine's view said could not win just before them."""
    seats, bots = _players_for(rules, players, seed)
    table, pick = Table(rules, seats, seed, profile), random.Random(seed)
    dead_folds = []
    while not table.is_over:
        legal = table.legal_actions()
        if len(legal.options) == 1 or at_random:  # (a fold one time in eight: pots played out)
            kept = [option for option in legal.options if option.kind != "fold"] or legal.options
            action = Action(legal.seat, pick.choice(legal.options if pick.random() < 1 / 8 else kept).kind)
        else:
            action = game_choice.decide(bots[legal.seat], table.view(legal.seat), legal)
        dead = table.public_view().cannot_win(legal.seat)
        new = table.apply(action)
        dead_folds += [e for e in new if dead and isinstance(e, ActionTaken) and e.action == "fold"]
    return table, dead_folds


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    profile=st.sampled_from(
        ["night-baseball", "midnight-baseball", "no-peek", "baseball", "baseball-naturals"]
    ),
    players=st.integers(2, 5),
    seed=st.integers(0, 2**20),
    at_random=st.booleans(),
)
def test_the_hand_beaten_is_the_best_the_winner_beat(profile, players, seed, at_random):
    check_every_pot(profile, players, seed, at_random)


def check_every_pot(profile, players, seed, at_random=False):
    """Each pot of a session compares the best hand the reference finds the winner beat, held by a
    seat still in at the showdown, struck out, or folded when it could not win: never by one folded
    while it could."""
    rules = load_profile(profile)
    natural = rules.natural_beats_wild and rules.flow != "no_peek"
    table, dead_folds = played(rules, players, seed, profile, at_random)
    for events in pots(table.events):
        result = pot_result(events, rules)
        if result.uncontested or result.split:
            continue
        hands = brute_force_beaten(events, rules, dead_folds)
        if not hands:
            assert result.beaten is None
            continue
        assert result.beaten is not None
        shows = {e.seat: value_of(e, rules) for e in events if isinstance(e, Showdown)}
        seat = result.beaten.seat
        stood = set(shows) | {e.seat for e in events if isinstance(e, Out)}
        folded_dead = {e.seat for e in events if any(e is fold for fold in dead_folds)}
        assert seat in stood | folded_dead, (result.beaten, result.why)
        value = shows.get(seat) or showing_hand(turned(events, seat), rules.wild_ranks)
        assert value.key(natural) == max(hand.key(natural) for hand in hands), (result.beaten, hands)


@pytest.mark.slow
@pytest.mark.parametrize(
    "profile", ["night-baseball", "midnight-baseball", "no-peek", "baseball", "seven-card-stud"]
)
@pytest.mark.parametrize("at_random", [False, True])
def test_the_hand_beaten_over_many_seeded_sessions(profile, at_random):
    """The same reference over 60 seeded sessions of each game, 2 to 5 players, played by the
    computer players and at random."""
    for seed in range(60):
        check_every_pot(profile, 2 + seed % 4, seed, at_random)
