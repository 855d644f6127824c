"""Hidden fours (`fours: {face_down: reveal}`, docs/rules.md#hidden-fours-a-four-dealt-face-down-may-be-shown).

The rule: a four held face down may be revealed to earn the same bonus as an exposed four, and
nobody else may be able to tell that a choice was offered, so a kept hidden four leaves no trace
in anything another seat sees. Built as part of the holder's ordinary turn: `reveal` is offered
beside its betting options, never at a decision of its own.

Unless a test says otherwise: 3 players, seat 0 deals, so every pass goes to seats 1, 2, 0 and the
first street is two passes down and one up.
"""

from __future__ import annotations

import dataclasses
import io
import random
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_engine_helpers import check_state, check_stream, deals, play, run, seats, stacked

from engine import history
from engine.actions import Action, IllegalAction
from engine.bots import make_bot
from engine.cards import ALL_CARDS, Card
from engine.events import Deal, Decline, Reveal, Showdown
from engine.profile import load_profile
from engine.rules import Betting, Fours, Rules, WildCost
from engine.simple_player import SimplePlayer
from engine.simulate import play_session
from engine.table import Table

HIDDEN = Rules(id="hidden-fours", fours=Fours(face_down="reveal"))
STRIKEOUT = dataclasses.replace(HIDDEN, id="hidden-strikeout", wild_costs=(("3", WildCost("match_pot")),))
# seat 1: 4h and 5c down, 7d up; seat 2: Kc 6d down, Qs up (it opens); seat 0: 6c 7c down, Ts up
FIRST_STREET = "4h Kc 6c 5c 6d 7c 7d Qs Ts "


def types(events) -> list[str]:
    return [e.type for e in events]


# ----- the rule, clause by clause


def test_the_deal_never_stops_for_a_four_dealt_face_down():
    table = stacked(HIDDEN, 3, FIRST_STREET + "8s")
    assert len(deals(table.events)) == 9  # the whole first street, then the first betting round
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, legal.kinds, legal.card) == (2, "bet", ("check", "bet"), None)
    assert "reveal" not in types(table.events) and "decline" not in types(table.events)


def test_the_holder_is_offered_reveal_beside_its_betting_options_and_nobody_else_is():
    table = stacked(HIDDEN, 3, FIRST_STREET + "8s")
    offered = {}
    for move in ("2:bet", "0:call"):
        offered[table.actor] = table.legal_actions().kinds
        play(table, move)
    legal = table.legal_actions()
    assert offered == {2: ("check", "bet"), 0: ("fold", "call", "raise")}
    assert (legal.seat, legal.decision, legal.kinds, str(legal.card)) == (
        1,
        "bet",
        ("fold", "call", "raise", "reveal"),
        "4h",
    )
    assert legal.option("reveal").amount == 0
    for seat in (0, 2):  # the others' views hold no options and no trace of the four
        view = table.view(seat)
        assert view.legal is None and view.actor == 1
        assert Card.parse("4h") not in {getattr(e, "card", None) for e in view.history}


def test_revealing_shows_the_four_deals_its_bonus_at_once_and_the_holder_bets_again():
    table = stacked(HIDDEN, 3, FIRST_STREET + "8s Jd Jh Jc")
    events = play(table, "2:check", "0:check", "1:reveal")
    assert [e.to_json() for e in events[-2:]] == [
        {"type": "reveal", "seat": 1, "card": "4h"},
        {"type": "deal", "seat": 1, "card": "8s", "face": "up", "why": "bonus"},
    ]
    cards = table.hand.cards[1]
    assert [str(c) for c in cards.up] == ["7d", "4h", "8s"] and [str(c) for c in cards.down] == ["5c"]
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, legal.kinds, legal.card) == (1, "bet", ("check", "bet"), None)
    events = play(table, "1:check")  # the round ends; the next street comes after the bonus card
    assert deals(events)[:3] == [
        (1, "Jd", "up", "street"),
        (2, "Jh", "up", "street"),
        (0, "Jc", "up", "street"),
    ]


def test_a_bonus_four_earns_another_bonus():
    table = stacked(HIDDEN, 3, FIRST_STREET + "4d 4s Kd Jd")
    events = play(table, "2:check", "0:check", "1:reveal")
    assert deals(events) == [(1, "4d", "up", "bonus"), (1, "4s", "up", "bonus"), (1, "Kd", "up", "bonus")]
    assert table.legal_actions().kinds == ("check", "bet")


def test_a_four_may_be_revealed_at_any_later_betting_turn_while_it_is_held():
    table = stacked(HIDDEN, 3, FIRST_STREET + "Jd Jh Jc 8s")
    play(table, "2:check", "0:check", "1:check")  # kept on the first round
    assert [str(c) for c in table.hand.cards[1].down] == ["4h", "5c"]
    while table.actor != 1:
        play(table, f"{table.actor}:check")
    assert "reveal" in table.legal_actions().kinds  # offered again on the second round
    events = play(table, "1:reveal")
    assert deals(events) == [(1, "8s", "up", "bonus")]


def test_two_hidden_fours_are_shown_one_at_a_time_the_first_dealt_first():
    table = stacked(HIDDEN, 3, "4h Kc 6c 4s 6d 7c 7d Qs Ts 8s 8d")
    play(table, "2:check", "0:check")
    assert str(table.legal_actions().card) == "4h"
    play(table, "1:reveal")
    legal = table.legal_actions()
    assert (legal.seat, "reveal" in legal.kinds, str(legal.card)) == (1, True, "4s")
    events = play(table, "1:reveal")
    assert [e.to_json() for e in events] == [
        {"type": "reveal", "seat": 1, "card": "4s"},
        {"type": "deal", "seat": 1, "card": "8d", "face": "up", "why": "bonus"},
    ]
    assert table.legal_actions().kinds == ("check", "bet")


def test_under_bonus_card_down_a_four_dealt_as_a_bonus_becomes_a_hidden_four_of_its_own():
    rules = dataclasses.replace(HIDDEN, fours=Fours(face_down="reveal", bonus_card="down"))
    # an exposed four (seat 1's upcard 4h) earns 4d face down; dealing goes on to seat 2 at once
    table = stacked(rules, 3, "5c 6c 7c 5d 6d 7d 4h 4d 2s 2c Kc")
    assert deals(table.events)[6:] == [
        (1, "4h", "up", "street"),
        (1, "4d", "down", "bonus"),
        (2, "2s", "up", "street"),
        (0, "2c", "up", "street"),
    ]
    assert table.actor == 1  # seat 1 opens, showing the 4h: its betting turn offers the 4d
    legal = table.legal_actions()
    assert (legal.kinds, str(legal.card)) == (("check", "bet", "reveal"), "4d")
    events = play(table, "1:reveal")
    assert deals(events) == [(1, "Kc", "down", "bonus")]


def test_a_revealed_paid_four_asks_its_price_and_the_holder_then_bets():
    rules = dataclasses.replace(
        HIDDEN, fours=Fours(face_up="pay", face_up_cost=Fraction(1), face_down="reveal")
    )
    for answer in ("pay", "decline"):
        table = stacked(rules, 3, FIRST_STREET + "8s")
        play(table, "2:check", "0:check", "1:reveal")
        legal = table.legal_actions()
        assert (legal.seat, legal.decision, str(legal.card), legal.kinds) == (
            1,
            "four_cost",
            "4h",
            ("pay", "decline"),
        )
        events = play(table, f"1:{answer}")
        if answer == "pay":
            assert types(events) == ["pay", "deal"] and table.balances[1] == -2
        else:
            assert [e.to_json() for e in events] == [
                {"type": "decline", "seat": 1, "amount": "1", "why": "four_cost"}
            ]
        legal = table.legal_actions()
        assert (legal.seat, legal.decision, legal.kinds) == (1, "bet", ("check", "bet"))


def test_a_wild_bonus_with_a_price_is_paid_or_folded_and_the_round_goes_on():
    # seat 2 bets, seat 0 calls; seat 1 reveals the 4h and its bonus is the 3c: the pot (5) or fold
    table = stacked(STRIKEOUT, 3, FIRST_STREET + "3c Jd Jh Jc")
    play(table, "2:bet", "0:call", "1:reveal")
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, str(legal.card), legal.option("pay").amount) == (
        1,
        "wild_cost",
        "3c",
        5,
    )
    paid = table.copy()
    events = play(paid, "1:pay")
    assert types(events) == ["pay"] and paid.legal_actions().kinds == ("fold", "call", "raise")
    events = play(table, "1:fold")
    # the fold says the round's level; seat 1 was the last to act, so the round ends and the deal goes on
    assert events[0].to_json() == {
        "type": "action",
        "seat": 1,
        "action": "fold",
        "amount": "0",
        "level": "1",
        "why": "wild_cost",
    }
    assert deals(events)[:2] == [(2, "Jd", "up", "street"), (0, "Jh", "up", "street")]
    assert table.hand.live == [0, 2]


def test_a_bring_in_owed_is_not_posted_when_its_seat_folds_to_a_wild_bonus():
    rules = dataclasses.replace(STRIKEOUT, betting=Betting(first_round="bring_in"))
    # seat 1 shows the 2c, the lowest upcard: it must bring in, and holds the 4h face down
    table = stacked(rules, 3, "4h Kc 6c 5c 6d 7c 2c Qs Ts 3c")
    legal = table.legal_actions()
    assert (legal.seat, legal.kinds) == (1, ("bring_in", "complete", "reveal"))
    play(table, "1:reveal", "1:fold")
    legal = table.legal_actions()
    assert (legal.seat, legal.decision, legal.kinds) == (2, "bet", ("check", "bet"))


def test_a_bonus_owed_when_the_stock_is_empty_is_not_given():
    # two players, one street of 26 cards face down each: the stock is empty before the betting
    rules = dataclasses.replace(HIDDEN, streets=(("down",) * 26,))
    table = stacked(rules, 2, "4h")
    assert not table.hand.stock
    legal = table.legal_actions()
    assert (legal.seat, legal.kinds[-1], str(legal.card)) == (1, "reveal", "4h")
    events = play(table, "1:reveal")
    assert [e.to_json() for e in events] == [{"type": "reveal", "seat": 1, "card": "4h"}]
    assert table.actor == 1 and table.legal_actions().decision == "bet"


def test_a_holder_that_gets_no_more_betting_turns_simply_keeps_it():
    # two players: seat 1 holds the 4h; seat 0 is dealt the 3c face up, will not match the pot, and folds
    table = stacked(dataclasses.replace(STRIKEOUT, pots=1), 2, "4h 5c 6c 7c 8d 3c")
    assert table.legal_actions().seat == 0
    events = play(table, "0:fold")
    assert [e.type for e in events] == ["action", "award", "hand_end", "session_end"]
    assert table.decisions == [Action(0, "fold")]  # seat 1 was never asked anything
    assert not any(isinstance(e, Reveal | Decline) for e in table.events)
    assert Card.parse("4h") not in {getattr(e, "card", None) for e in table.events_for(0)}


def test_a_four_kept_to_the_showdown_does_nothing_but_count_as_a_card():
    table = stacked(dataclasses.replace(HIDDEN, pots=1), 3, FIRST_STREET)
    offered = 0
    while not table.is_over:
        legal = table.legal_actions()
        offered += legal.seat == 1 and "reveal" in legal.kinds
        play(table, f"{legal.seat}:check")
    assert offered == 5  # at each of its five betting turns
    assert "reveal" not in types(table.events) and "decline" not in types(table.events)
    shown = next(e for e in table.events if isinstance(e, Showdown) and e.seat == 1)
    assert Card.parse("4h") in shown.cards
    assert sum(1 for d in deals(table.events) if d[0] == 1) == 7  # no bonus card


def test_without_the_option_a_hidden_four_is_never_offered():
    table = stacked(Rules(), 3, FIRST_STREET + "8s")
    play(table, "2:check", "0:check")
    assert table.legal_actions().kinds == ("check", "bet")
    with pytest.raises(IllegalAction, match="cannot reveal now"):
        play(table, "1:reveal")


def test_reveal_is_refused_to_a_seat_without_a_hidden_four_and_changes_nothing():
    table = stacked(HIDDEN, 3, FIRST_STREET + "8s")
    before = [e.to_json() for e in table.events]
    with pytest.raises(IllegalAction, match="seat 2 cannot reveal now: the legal actions are check, bet"):
        play(table, "2:reveal")
    assert [e.to_json() for e in table.events] == before


# ----- nobody else can tell: two worlds that differ only in the holder's hidden card

PRIVACY_RULES = [
    load_profile("baseball-hidden-fours"),
    STRIKEOUT,
    Rules(
        id="hidden-every-cost",
        wild_costs=(("3", WildCost("match_pot")), ("9", WildCost("pay", Fraction(1)))),
        fours=Fours(face_up="pay", face_up_cost=Fraction(1, 2), face_down="reveal", bonus_card="down"),
        betting=Betting(first_round="bring_in", max_raises=2),
    ),
]
WEIGHTS = {
    "fold": 1,
    "check": 6,
    "call": 6,
    "bet": 2,
    "raise": 1,
    "bring_in": 2,
    "complete": 1,
    "pay": 3,
    "decline": 1,
    "reveal": 2,
}


def twin_decks(deck: list[Card], rules: Rules, n: int, dealer: int, holder: int, down_pass: int):
    """Two decks for the first hand: in A the holder's card of the `down_pass`-th pass (face down) is
    a four; B is A with that four swapped with the bottom card, a plain card (not a four, not wild).
    Returns the decks, the four, the plain card and the position the holder is dealt."""
    deck = list(deck)
    where = down_pass * n + (holder - dealer - 1) % n
    four = next(i for i, card in enumerate(deck) if card.rank == "4")
    deck[where], deck[four] = deck[four], deck[where]
    plain = next(
        i
        for i in range(len(deck) - 1, -1, -1)
        if i != where and deck[i].rank != "4" and deck[i].rank not in rules.wild_ranks
    )
    deck[-1], deck[plain] = deck[plain], deck[-1]
    other = list(deck)
    other[where], other[-1] = other[-1], other[where]
    return deck, other, deck[where], other[where], where


def _cut(events, cards: set[Card], own: int) -> int | None:
    """The first event at which the swapped cards may be known to someone besides the holder (either
    card dealt after the holder's own, revealed or shown) or any showdown: there the worlds may part."""
    for index, event in enumerate(events):
        if index != own and (isinstance(event, Showdown) or getattr(event, "card", None) in cards):
            return index
    return None


def _same_up_to(a: Table, b: Table, limit: int, own: int, holder: int) -> None:
    """Up to `limit` the worlds' events differ only in the deck and the holder's own hidden card;
    what every other seat and a spectator are told is the same."""
    for index in range(limit):
        x = a.events[index]
        y = b.events[index] if index < len(b.events) else None
        if index == 1:  # the hand_start, with the two decks
            assert (x.hand, x.dealer) == (y.hand, y.dealer)
        elif index == own:
            assert isinstance(y, Deal) and (x.seat, x.face, x.why) == (y.seat, "down", y.why) == (
                holder,
                "down",
                "street",
            )
        else:
            assert x == y, f"event {index}: {x} with the hidden four, {y} without"
    for seat in [None, *(s for s in range(a.n) if s != holder)]:
        assert a.events_for(seat)[:limit] == b.events_for(seat)[:limit]


def play_twins(rules: Rules, n: int, dealer: int, holder: int, decks, cards: set[Card], seed: int) -> dict:
    """Play both worlds in lockstep, every seat choosing at random (the same choice in both worlds)
    and the holder never revealing; until the cut, check that nothing another seat sees, nor who
    decides what, differs. Returns how often the holder kept a four only world A offered."""
    rules = dataclasses.replace(rules, pots=1)
    a, b = (Table(rules, seats(n), seed, first_dealer=dealer, decks=[deck]) for deck in decks)
    own = next(i for i, e in enumerate(a.events) if isinstance(e, Deal) and e.card in cards)
    rng = random.Random(seed)
    kept = 0
    while True:
        cut = _cut(a.events, cards, own)
        _same_up_to(a, b, len(a.events) if cut is None else cut, own, holder)
        if cut is not None:
            return {"kept": kept, "ended": "cut"}
        assert len(a.events) == len(b.events) and a.is_over == b.is_over
        if a.is_over:
            return {"kept": kept, "ended": "over"}
        for seat in range(n):
            if seat != holder:
                assert a.view(seat) == b.view(seat)
        one, two = a.legal_actions(), b.legal_actions()
        if one.seat == holder:
            kinds = [kind for kind in one.kinds if kind != "reveal"]
            assert (one.decision, kinds) == (two.decision, [kind for kind in two.kinds if kind != "reveal"])
            kept += "reveal" in one.kinds and "reveal" not in two.kinds
        else:
            assert one == two
            kinds = list(one.kinds)
        kind = rng.choices(kinds, [WEIGHTS[kind] for kind in kinds])[0]
        a.apply(Action(one.seat, kind))
        b.apply(Action(one.seat, kind))


def _twins(rules, n, dealer, holder, down_pass, deck, seed):
    deck_a, deck_b, four, plain, _ = twin_decks(deck, rules, n, dealer, holder, down_pass)
    return play_twins(rules, n, dealer, holder, (deck_a, deck_b), {four, plain}, seed)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(PRIVACY_RULES),
    n=st.integers(2, 6),
    spots=st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(0, 1)),
    deck=st.permutations(ALL_CARDS),
    seed=st.integers(0, 2**16),
)
def test_a_kept_hidden_four_leaves_no_trace_in_anything_another_seat_sees(rules, n, spots, deck, seed):
    dealer, holder, down_pass = spots[0] % n, spots[1] % n, spots[2]
    _twins(rules, n, dealer, holder, down_pass, deck, seed)


def test_the_twin_worlds_reach_the_kept_choice_often():
    """The lockstep comparison above proves something only where the holder had the choice and kept it."""
    results = []
    for case in range(60):
        rng = random.Random(case)
        rules = PRIVACY_RULES[case % len(PRIVACY_RULES)]
        n = rng.randint(2, 6)
        deck = rng.sample(ALL_CARDS, 52)
        results.append(_twins(rules, n, rng.randrange(n), rng.randrange(n), rng.randint(0, 1), deck, case))
    assert sum(r["kept"] > 0 for r in results) >= 45
    assert sum(r["kept"] >= 3 for r in results) >= 10  # kept over several betting rounds
    assert {r["ended"] for r in results} == {"cut", "over"}


def test_the_twin_check_catches_a_trace_of_the_choice(monkeypatch):
    """What earlier versions did (a `decline` written for a four kept at once) fails the comparison."""
    deal_card = Table.deal_card

    def telling(self, seat, face, why):
        card = deal_card(self, seat, face, why)
        if card is not None and face == "down" and card.rank == "4":
            self.emit(Decline(seat, Fraction(0), "reveal"))
        return card

    monkeypatch.setattr(Table, "deal_card", telling)
    with pytest.raises(AssertionError, match="with the hidden four"):
        _twins(HIDDEN, 3, 0, 1, 0, list(ALL_CARDS), 1)


# ----- replay, simulate and the computer players


class RandomKeeper:
    """A random player that decides from its view alone and reveals a hidden four only sometimes."""

    def __init__(self, seed: int):
        self.seed = seed

    def decide(self, view, legal) -> Action:
        rng = random.Random(f"{self.seed}/{view.hand}/{view.seat}/{len(view.history)}")
        kinds = list(legal.kinds)
        return Action(legal.seat, rng.choices(kinds, [WEIGHTS.get(kind, 1) for kind in kinds])[0])


def _lines(table: Table) -> list[str]:
    out = io.StringIO()
    history.write(table.events, out)
    return out.getvalue().splitlines()


def test_a_history_with_reveals_and_kept_fours_replays_to_the_same_events():
    rules = dataclasses.replace(load_profile("baseball-hidden-fours"), pots=6)
    table = run(Table(rules, seats(5), 21), [RandomKeeper(21 * 10 + seat) for seat in range(5)])
    reveals = [e for e in table.events if isinstance(e, Reveal)]
    assert len(reveals) >= 3 and "reveal" in {a.kind for a in table.decisions}
    replayed = history.replay(_lines(table))
    assert [e.to_json() for e in replayed.events] == [e.to_json() for e in table.events]
    assert replayed.decisions == table.decisions
    resumed = Table.replayed(rules, table.seats, table.seed, table.decisions)
    assert resumed.events == table.events


def test_a_history_of_an_earlier_version_that_kept_a_four_at_once_reads_but_does_not_replay():
    rules = dataclasses.replace(load_profile("baseball-hidden-fours"), pots=6)
    table = run(Table(rules, seats(5), 21), [RandomKeeper(21 * 10 + seat) for seat in range(5)])
    lines = _lines(table)
    index = next(i for i, e in enumerate(table.events) if isinstance(e, Reveal))
    seat = table.events[index].seat
    lines[index] = history.dumps(Decline(seat, Fraction(0), "reveal"))
    assert history.parse_lines(lines)[index] == Decline(seat, Fraction(0), "reveal")
    with pytest.raises(
        history.HistoryError, match=f"line {index + 1}: a hidden four kept at a decision of its own"
    ):
        history.replay(lines)


def test_simple_players_always_reveal_and_a_session_keeps_every_invariant():
    rules = dataclasses.replace(load_profile("baseball-hidden-fours"), pots=4)
    table = Table(rules, seats(4), 1)
    players = [SimplePlayer(10 + seat) for seat in range(4)]
    offered = 0
    while not table.is_over:
        legal = table.legal_actions()
        action = players[legal.seat].decide(table.view(legal.seat), legal)
        offered += "reveal" in legal.kinds
        assert ("reveal" in legal.kinds) == (action.kind == "reveal")
        table.apply(action)
        check_state(table)
    assert offered >= 3
    check_stream(table)


def test_simulate_with_hidden_fours_is_the_same_for_a_seed_and_its_bots_reveal():
    rules = dataclasses.replace(load_profile("baseball-hidden-fours"), pots=3)
    first = play_session(rules, 5, 1, difficulty="easy")
    second = play_session(rules, 5, 1, difficulty="easy")
    assert [e.to_json() for e in first.events] == [e.to_json() for e in second.events]
    assert any(isinstance(e, Reveal) for e in first.events)
    history.replay(_lines(first))


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_a_bot_shows_its_hidden_four_before_betting_then_bets(difficulty):
    table = stacked(HIDDEN, 3, FIRST_STREET + "8s")
    play(table, "2:check", "0:check")
    bot = make_bot("balanced", difficulty, seed=4)
    legal = table.legal_actions()
    assert bot.decide(table.view(1), legal) == Action(1, "reveal")
    play(table, "1:reveal")
    legal = table.legal_actions()
    choice = bot.decide(table.view(1), legal)
    assert choice.kind in ("check", "bet") and bot.decide(table.view(1), legal) == choice


def test_a_bot_keeps_its_hidden_four_when_there_is_nothing_to_earn():
    empty = stacked(dataclasses.replace(HIDDEN, streets=(("down",) * 26,)), 2, "4h")  # no stock left
    no_bonus = stacked(
        dataclasses.replace(HIDDEN, fours=Fours(face_up="none", face_down="reveal")), 3, FIRST_STREET
    )
    play(no_bonus, "2:check", "0:check")  # fours earn nothing: showing one would only tell the others
    for table in (empty, no_bonus):
        legal = table.legal_actions()
        assert (legal.seat, legal.kinds[-1]) == (1, "reveal")
        choice = make_bot("balanced", "easy", seed=1).decide(table.view(1), legal)
        assert choice.kind in ("check", "bet")


def test_the_bots_estimate_counts_the_bonus_of_a_four_it_holds_face_down():
    from engine.bots import reading

    table = stacked(HIDDEN, 3, FIRST_STREET + "8s")
    play(table, "2:check", "0:check")
    assert reading.situation(table.view(1)).extra_for_me == 1
    assert reading.situation(table.view(0)).extra_for_me == 0
    plain = stacked(Rules(), 3, FIRST_STREET + "8s")
    play(plain, "2:check", "0:check")
    assert reading.situation(plain.view(1)).extra_for_me == 0
    no_bonus = stacked(
        dataclasses.replace(HIDDEN, fours=Fours(face_up="none", face_down="reveal")), 3, FIRST_STREET
    )
    play(no_bonus, "2:check", "0:check")
    assert reading.situation(no_bonus.view(1)).extra_for_me == 0
