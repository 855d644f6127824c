"""Audit: an independent referee re-plays every hand of random sessions from docs/rules.md alone.

The referee below is written from the rule book, not from the engine: it is a plain procedural
program (a hand is one function call, dealing is a loop, a bonus card is a recursive call, a
betting round is the textbook "everyone still in has matched and acted since the last bet" loop).
For each hand it takes the deck and the dealer the engine recorded (a shuffle cannot be predicted)
and the decisions the players took, asks the same questions the engine asked (who decides, between
which options at which price) and writes the events it expects. The engine's stream must be the
same, event for event; a showdown's five used cards must make the value of all the cards.

Hand values come from engine.hands (audited on its own in test_audit_hands.py).
"""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction

import pytest

from engine.actions import Action
from engine.cards import Card
from engine.hands import best_hand, hand_score, showing_hand, showing_score
from engine.money import amount_json
from engine.profile import dealers_choice, discover_profiles
from engine.rules import Betting, Fours, Rules, WildCost
from engine.table import SeatInfo, Table

pytestmark = pytest.mark.slow  # a referee replays whole random sessions (the quick subset skips it)


class HandOver(Exception):
    """All but one have folded: the survivor takes the pot at once."""


def _j(amount) -> str:
    return amount_json(Fraction(amount))


class RefereeHand:
    """One hand as a referee at a real table runs it. `ask(seat, options) -> kind` is a player's
    decision: options is a list of (kind, amount paid now)."""

    def __init__(self, rules: Rules, n: int, number: int, dealer: int, deck, start_net, ask):
        self.rules, self.n, self.number, self.dealer = rules, n, number, dealer
        self.stock = list(deck)  # top card first
        self.ask = ask
        self.net = list(start_net)
        self.pot = Fraction(0)
        self.live = set(range(n))
        self.up = [[] for _ in range(n)]
        self.down = [[] for _ in range(n)]  # stud hidden cards; No Peek piles, top first
        self.community = []
        self.out = []
        self.best = None  # No Peek
        self.round = None  # (number, level, paid) while a betting round runs

    # ----- small helpers
    def emit(self, **event):
        self.out.append(event)

    def clockwise(self, among=None):
        """Seats from the dealer's left round to the dealer."""
        seats = [(self.dealer + i) % self.n for i in range(1, self.n + 1)]
        return [s for s in seats if among is None or s in among]

    def after(self, seat, among):
        """The first seat of `among` to the left of `seat`, or None."""
        for i in range(1, self.n + 1):
            if (seat + i) % self.n in among:
                return (seat + i) % self.n
        return None

    def pay(self, seat, amount):
        self.net[seat] -= amount
        self.pot += amount

    def fold(self, seat, level=0, why=None):
        reason = {} if why is None else {"why": why}  # a fold refusing a wild card's price says so
        self.emit(type="action", seat=seat, action="fold", amount="0", level=_j(level), **reason)
        self.live.discard(seat)
        if len(self.live) == 1:
            raise HandOver

    def check_view(self, view) -> None:
        """What the deciding seat's view says must be what the referee knows of the table."""
        seat, no_peek = view.seat, self.rules.flow == "no_peek"
        number, level, paid = self.round or (0, 0, {})
        assert (view.hand, view.dealer, view.pot, view.live) == (
            self.number,
            self.dealer,
            self.pot,
            frozenset(self.live),
        )
        assert list(view.balances) == self.net
        assert (view.round, view.level) == (number, level)
        assert list(view.paid) == [paid.get(s, 0) for s in range(self.n)]
        assert [list(u) for u in view.upcards] == self.up
        assert list(view.down_counts) == [len(d) for d in self.down]
        assert list(view.hidden) == ([] if no_peek else self.down[seat])
        assert list(view.community) == self.community and view.stock == len(self.stock)
        if no_peek:
            assert view.best == self.best
        assert view.actor == seat and view.legal is not None

    def showing(self, seat):
        cards = self.up[seat] + self.community
        return showing_score(cards, self.rules.wild_ranks) if cards else -1

    # ----- a hand
    def play(self):
        self.emit(type="hand_start", hand=self.number, dealer=self.dealer, deck=[str(c) for c in self.stock])
        for seat in self.clockwise():
            self.pay(seat, self.rules.betting.ante)
            self.emit(type="ante", seat=seat, amount=_j(self.rules.betting.ante))
        try:
            if self.rules.flow == "stud":
                self.stud()
            else:
                self.no_peek()
        except HandOver:
            (winner,) = self.live
            self.award([winner], "uncontested")
        self.emit(type="hand_end", hand=self.number, balances={str(s): _j(v) for s, v in enumerate(self.net)})
        return self.out

    def award(self, winners, why):
        share = self.pot / len(winners)
        for seat in winners:
            self.net[seat] += share
            self.emit(type="award", seat=seat, amount=_j(share), why=why)
        self.pot = Fraction(0)

    def give(self, seat, face, why):
        """The dealer gives the top card to `seat`; an empty stock gives nothing."""
        if not self.stock:
            return
        card = self.stock.pop(0)
        (self.up if face == "up" else self.down)[seat].append(card)
        self.emit(type="deal", seat=seat, card=str(card), face=face, why=why)
        if face == "up":
            self.exposed(seat, card)  # a four dealt face down does nothing until its holder shows it

    def hidden_four(self, seat):
        """Hidden fours: the four a seat may show at its turn to bet, the first it was dealt."""
        if self.rules.flow != "stud" or self.rules.fours.face_down != "reveal":
            return None
        return next((card for card in self.down[seat] if card.rank == "4"), None)

    def exposed(self, seat, card):
        """A card comes face up for `seat`: a wild may cost something, a four earns its bonus."""
        rules = self.rules
        if card.rank in rules.wild_ranks:
            cost = rules.wild_cost(card.rank)
            if cost.kind != "free":
                price = self.pot if cost.kind == "match_pot" else cost.amount
                if self.ask(seat, [("pay", price), ("fold", 0)]) == "fold":
                    # a revealed four's bonus comes during a betting round: the fold says its level
                    self.fold(seat, self.round[1] if self.round else 0, why="wild_cost")
                    return
                self.pay(seat, price)
                self.emit(type="pay", seat=seat, amount=_j(price), why="wild_cost")
        if card.rank != "4" or rules.fours.face_up == "none":
            return
        if rules.fours.face_up == "pay":
            price = rules.fours.face_up_cost
            if self.ask(seat, [("pay", price), ("decline", 0)]) == "decline":
                self.emit(type="decline", seat=seat, amount=_j(price), why="four_cost")
                return
            self.pay(seat, price)
            self.emit(type="pay", seat=seat, amount=_j(price), why="four_cost")
        self.give(seat, rules.fours.bonus_card, "bonus")

    def betting_round(self, number, opener, bring_in=False):
        """Limit betting (docs/rules.md#betting): ends when every player still in has matched the level and acted
        since the last bet, raise, completion or bring-in."""
        stakes = self.rules.betting
        self.emit(type="round_start", round=number, opener=opener)
        level, paid, raises = Fraction(0), {s: Fraction(0) for s in self.live}, 0
        completed = True
        acted = set()
        seat = opener
        first = True
        while True:
            owe = level - paid[seat]
            if first and bring_in:
                options = [("complete", stakes.bet)]
                if stakes.bring_in < stakes.bet:
                    options.append(("bring_in", stakes.bring_in))
            elif level == 0:
                options = [("check", 0), ("bet", stakes.bet)]
            else:
                options = [("fold", 0), ("call", owe) if owe else ("check", 0)]
                if not completed:
                    options.append(("complete", stakes.bet - paid[seat]))
                elif raises < stakes.max_raises:
                    options.append(("raise", owe + stakes.raise_))
            four = self.hidden_four(seat)
            if four is not None:  # offered beside the bets, never on its own
                options.append(("reveal", 0))
            self.round = (number, level, paid)
            kind = self.ask(seat, options)
            if kind == "reveal":  # the four goes up, earns its bonus at once, then the same seat bets
                self.down[seat].remove(four)
                self.up[seat].append(four)
                self.emit(type="reveal", seat=seat, card=str(four))
                self.exposed(seat, four)
                if seat in self.live:
                    continue
            first = False  # (after a reveal: the seat folded rather than pay for a wild bonus card; the
            # next player acts, and a bring-in the seat owed is not posted)
            if kind == "fold":
                self.fold(seat, level)
            elif kind != "reveal":
                if kind in ("bet", "complete"):
                    level, raises, completed = stakes.bet, 0, True
                elif kind == "bring_in":
                    level, completed = stakes.bring_in, False
                elif kind == "raise":
                    level, raises = level + stakes.raise_, raises + 1
                cost = level - paid[seat]
                paid[seat] = level
                self.pay(seat, cost)
                self.emit(type="action", seat=seat, action=kind, amount=_j(cost), level=_j(level))
                if kind in ("bet", "complete", "bring_in", "raise"):
                    acted = set()
                acted.add(seat)
            if all(s in acted and paid[s] == level for s in self.live):
                self.round = None
                return
            seat = self.after(seat, self.live)

    # ----- stud (docs/rules.md#baseball)
    def stud(self):
        rules = self.rules
        for number, street in enumerate(rules.streets, 1):
            for face in street:
                if len(self.stock) < len(self.live):  # short: one community card instead
                    if self.stock:
                        card = self.stock.pop(0)
                        self.community.append(card)
                        self.emit(type="deal", seat=None, card=str(card), face="up", why="community")
                    continue
                for seat in self.clockwise(set(self.live)):
                    if seat in self.live:
                        self.give(seat, face, "street")
            if number == 1 and rules.betting.first_round == "bring_in":
                opener = self.lowest_upcard()
                self.betting_round(number, opener, bring_in=True)
            else:
                self.betting_round(number, self.best_showing())
        self.stud_showdown()

    def best_showing(self):
        seats = self.clockwise(self.live)
        top = max(self.showing(s) for s in seats)
        return next(s for s in seats if self.showing(s) == top)  # ties: nearest clockwise

    def lowest_upcard(self):
        def low(seat):  # a wild counts as an ace
            return min(12 if c.rank in self.rules.wild_ranks else c.rank_index for c in self.up[seat])

        seats = [s for s in self.clockwise(self.live) if self.up[s]]
        bottom = min(low(s) for s in seats)
        return next(s for s in seats if low(s) == bottom)

    def stud_showdown(self):
        wild = self.rules.wild_ranks
        values = {}
        for seat in self.clockwise(self.live):
            cards = self.down[seat] + self.up[seat] + self.community
            value = best_hand(cards, wild)
            self.emit(
                type="showdown",
                seat=seat,
                cards=sorted(map(str, cards)),
                category=value.category,
                score=value.score,
            )
            naturals = [c for c in cards if c.rank not in wild]
            natural = len(naturals) >= 5 and hand_score(naturals, ()) == value.score
            values[seat] = (value.score, self.rules.natural_beats_wild and natural)
        top = max(values.values())
        self.award([s for s in self.clockwise(self.live) if values[s] == top], "showdown")

    # ----- No Peek (docs/rules.md#no-peek)
    def no_peek(self):
        for _ in range(self.rules.cards):
            for seat in self.clockwise():
                card = self.stock.pop(0)
                self.down[seat].append(card)
                self.emit(type="deal", seat=seat, card=str(card), face="down", why="street")
        rounds = 0
        seat = self.clockwise()[0]
        while seat is not None:
            assert self.ask(seat, [("turn", 0)]) == "turn"  # the challenger's only move
            card = self.down[seat].pop(0)
            self.up[seat].append(card)
            self.emit(type="turn", seat=seat, card=str(card))
            self.exposed(seat, card)  # a Midnight bonus goes under the pile (the end of `down`)
            if seat not in self.live:
                seat = self.after(seat, self.challengers())
            elif self.best is None or self.showing(seat) > self.showing(self.best):
                self.best = seat
                if not self.challengers():
                    break
                rounds += 1
                self.betting_round(rounds, seat)
                if self.best not in self.live:
                    shown = [s for s in self.clockwise(self.live) if self.up[s]]
                    self.best = max(shown, key=self.showing) if shown else None
                seat = self.after(seat, self.challengers())
            elif not self.down[seat]:
                self.emit(type="out", seat=seat)
                self.live.discard(seat)
                seat = self.after(seat, self.challengers())
            # else: the same challenger turns again
        for s in self.clockwise(self.live):
            if self.up[s]:
                value = showing_hand(self.up[s], self.rules.wild_ranks)
                self.emit(
                    type="showdown",
                    seat=s,
                    cards=sorted(map(str, self.up[s])),
                    category=value.category,
                    score=None,
                )
        self.award([self.best], "showdown")

    def challengers(self):
        return {s for s in self.live if s != self.best and self.down[s]}


# ----- driving the engine and the referee side by side


def _normal(event: dict) -> dict:
    """Events as compared: a showdown's cards as a sorted list; its five used cards checked apart."""
    event = dict(event)
    if event["type"] == "showdown":
        event["cards"] = sorted(event["cards"])
        for key in ("best", "score", "category", "description", "stand_ins"):
            event.pop(key, None)
    return event


class Recorder:
    """A random legal player that records every question the engine asked and the answer."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.log = []

    def choose(self, legal, view):
        kinds = legal.kinds
        if legal.decision == "choose_game":  # a dealer's choice: any of the games
            kind = self.rng.choice(kinds)
        else:
            kind = self.rng.choices(kinds, [WEIGHTS[k] for k in kinds])[0]
        self.log.append((legal.seat, sorted((o.kind, o.amount) for o in legal.options), kind, view))
        return Action(legal.seat, kind)


WEIGHTS = {
    "fold": 1,
    "check": 4,
    "call": 5,
    "bet": 2,
    "raise": 2,
    "bring_in": 2,
    "complete": 2,
    "pay": 4,
    "decline": 1,
    "reveal": 1,
    "turn": 1,
}


def play_random(rules, n, seed):
    table = Table(rules, [SeatInfo(f"P{i}") for i in range(n)], seed)
    player = Recorder(seed)
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(player.choose(legal, table.view(legal.seat)))
    return table, player.log


def referee_check(table: Table, log) -> None:
    """Re-play every hand of `table` with the referee and compare the streams. A dealer's choice
    is checked pot by pot the same way, each by the rules of the game its `game` event names."""
    session, n = table.session_rules, table.n
    events = [e.to_json() for e in table.events]
    assert events[0]["type"] == "session_start" and events[-1]["type"] == "session_end"
    answers = iter(log)
    where = {}

    def ask(seat, options, in_hand=True):
        asked_seat, asked_options, kind, view = next(answers)
        assert (asked_seat, asked_options) == (seat, sorted((k, Fraction(a)) for k, a in options)), (
            f"hand {where['hand']}, after {where['hand_events']()[-3:]}: the engine asked seat {asked_seat} "
            f"{asked_options}; the referee asks seat {seat} {options}"
        )
        if in_hand:  # a dealer calling the next game sees the table between hands
            where["referee"].check_view(view)
        return kind

    where.update(hand=0, hand_events=list)

    starts = [i for i, e in enumerate(events) if e["type"] == "hand_start"]
    assert len(starts) == session.pots, "a session is `pots` resolved pots"
    games = [i for i, e in enumerate(events) if e["type"] == "game"]
    assert games == ([i - 1 for i in starts] if session.games else []), (
        "each pot's game comes before its deal"
    )
    first_dealer = events[starts[0]]["dealer"]
    net = [Fraction(0)] * n
    ends = [*games[1:], len(events) - 1] if session.games else [*starts[1:], len(events) - 1]
    for k, (a, b) in enumerate(zip(starts, ends, strict=False)):
        start = events[a]
        assert start["dealer"] == (first_dealer + k) % n, "the deal rotates left after each pot"
        rules = _pot_rules(session, events[a - 1], start["dealer"], k, ask) if session.games else session
        deck = [Card.parse(c) for c in start["deck"]]
        assert len(set(deck)) == 52
        hand = RefereeHand(rules, n, k + 1, start["dealer"], deck, net, ask)
        where.update(hand=k + 1, hand_events=lambda hand=hand: hand.out, referee=hand)
        expected = hand.play()
        got = events[a:b]
        for index, (want, have) in enumerate(zip(expected, got, strict=False)):
            if have["type"] == "showdown":
                used = [Card.parse(c) for c in have["best"]]
                assert set(have["best"]) <= set(have["cards"])
                assert have["category"] == want["category"]
                if want["score"] is not None:
                    assert len(used) == 5 and best_hand(used, rules.wild_ranks).score == want["score"]
                # every wild among the cards used, and only those, says what it stands for
                assert set(have["stand_ins"]) == {c for c in have["best"] if c[0] in rules.wild_ranks}
                assert have["description"]
            assert _normal(have) == _normal(want), f"hand {k + 1}, event {index}: {have} != {want}"
        assert len(got) == len(expected), (
            f"hand {k + 1}: {len(got)} events, the referee expected {len(expected)}"
        )
        net = hand.net
    assert next(answers, None) is None, "the engine asked more questions than the referee"
    _check_seat_streams(table, events)
    standings = events[-1]["standings"]
    nets = {s["seat"]: Fraction(s["net"]) for s in standings}
    assert nets == dict(enumerate(net)) and sum(net) == 0
    for s in standings:  # ties share a place: 1 + how many did strictly better
        assert s["place"] == 1 + sum(1 for v in net if v > nets[s["seat"]])


def _pot_rules(session: Rules, game: dict, dealer: int, k: int, ask) -> Rules:
    """The rules of pot k + 1 of a dealer's choice, as a referee settles them: the dealer calls one of
    the listed games (in turn: the next in the list), and the game event records it, rules and all."""
    ids = [g.id for g in session.games]
    if session.choice == "dealer":
        chooser, called = dealer, ask(dealer, [(gid, 0) for gid in ids], in_hand=False)
    else:
        chooser, called = None, ids[k % len(ids)]
    assert (game["type"], game["hand"], game["chooser"], game["profile"]) == ("game", k + 1, chooser, called)
    rules = session.games[ids.index(game["profile"])]
    assert game["rules"] == rules.to_json()
    return rules


def _check_seat_streams(table: Table, events: list[dict]) -> None:
    """Each seat's stream is the whole stream less what it may not know: the stock order, and every
    face-down card but its own stud hidden cards (in No Peek not even its own pile; in a dealer's
    choice, each pot's game says which)."""
    stud = table.session_rules.flow == "stud"
    for seat in [None, *range(table.n)]:
        expected = []
        for event in events:
            event = dict(event)
            if event["type"] == "game":
                stud = event["rules"]["flow"] == "stud"
            if event["type"] == "hand_start":
                event["deck"] = None
            elif event["type"] == "deal" and event["face"] == "down" and not (stud and event["seat"] == seat):
                event["card"] = None
            expected.append(event)
        assert [e.to_json() for e in table.events_for(seat)] == expected
        if seat is not None:
            view = table.view(seat)
            assert [e.to_json() for e in view.history] == expected[table.hand_events_start :]


SHIPPED = {e.id: e.rules for e in discover_profiles() if e.rules is not None and e.source == "shipped"}
HARSH = [
    Rules(
        id="audit-every-cost",
        wild_costs=(("3", WildCost("match_pot")), ("9", WildCost("pay", Fraction(1, 2)))),
        fours=Fours(face_up="pay", face_up_cost=Fraction(1), face_down="reveal", bonus_card="down"),
        betting=Betting(first_round="bring_in", max_raises=2, bring_in=Fraction(1, 3)),
        natural_beats_wild=True,
    ),
    Rules(id="audit-reveal-up", fours=Fours(face_down="reveal"), wild_costs=(("9", WildCost("match_pot")),)),
    Rules(
        id="audit-long",
        streets=(("down", "down", "up"),) + (("up",),) * 9 + (("down",),),
        wild_ranks=frozenset({"2", "3"}),
        betting=Betting(bet=Fraction(2), raise_=Fraction(3), ante=Fraction(1, 2)),
    ),
    Rules(
        id="audit-night-costs",
        flow="no_peek",
        cards=9,
        max_players=5,
        wild_costs=(("3", WildCost("match_pot")),),
        fours=Fours(face_up="pay", face_up_cost=Fraction(1)),
    ),
    Rules(
        id="audit-midnight-costs",
        flow="no_peek",
        cards=8,
        fours=Fours(bonus_card="down"),
        wild_costs=(("9", WildCost("pay", Fraction(2))),),
        betting=Betting(max_raises=1),
    ),
]
# Dealer's choice beside the shipped one: in turn, and over the harsh games above that share stakes.
HARSH += [
    dataclasses.replace(SHIPPED["dealers-choice"], id="audit-in-turn", choice="in_turn"),
    dealers_choice("audit-harsh-choice", {"choice": "dealer"}, [HARSH[1], HARSH[3], HARSH[4]], "audit"),
]
CASES = [(rules, n) for rules in list(SHIPPED.values()) + HARSH for n in (2, rules.max_players)]


@pytest.mark.parametrize("rules, n", CASES, ids=[f"{r.id}-{n}" for r, n in CASES])
def test_the_engine_plays_every_hand_as_the_referee_does(rules, n):
    rules = dataclasses.replace(rules, pots=4)
    for seed in range(3):
        table, log = play_random(rules, n, seed * 7919 + n)
        referee_check(table, log)


def test_the_referee_sees_the_rules_it_should():
    """The random games reach the situations the audit is about (else the comparison proves little)."""
    seen = set()
    for rules, n in CASES:
        for seed in range(3):
            table, _ = play_random(dataclasses.replace(rules, pots=4), n, seed * 7919 + n)
            for e in table.events:
                seen.add((e.type, getattr(e, "why", None) or getattr(e, "action", None)))
    for wanted in [
        ("deal", "bonus"),
        ("deal", "community"),
        ("pay", "wild_cost"),
        ("pay", "four_cost"),
        ("decline", "four_cost"),
        ("reveal", None),
        ("out", None),
        ("award", "uncontested"),
        ("award", "showdown"),
        ("action", "bring_in"),
        ("action", "complete"),
        ("action", "raise"),
        ("turn", None),
    ]:
        assert wanted in seen, wanted


def _random_rules(rng: random.Random) -> Rules:
    """A made-up but playable profile: any wild ranks (a four may be wild too) with any costs, any
    four options, odd amounts and raise caps, streets of several passes that can run the stock dry."""
    flow = rng.choice(["stud", "no_peek"])
    wild = frozenset(rng.sample("23456789TJQKA", rng.choice([0, 1, 2, 3])))
    costs = tuple(
        (rank, rng.choice([WildCost("match_pot"), WildCost("pay", Fraction(rng.choice([1, 2, 3]), 2))]))
        for rank in sorted(wild)
        if rng.random() < 0.5
    )
    face_up = rng.choice(["free", "pay", "none"])
    fours = Fours(
        face_up=face_up,
        face_up_cost=Fraction(rng.choice([1, 3])) if face_up == "pay" else Fraction(0),
        face_down=rng.choice(["none", "reveal"]) if flow == "stud" else "none",
        bonus_card=rng.choice(["up", "down"]),
    )
    betting = Betting(
        ante=Fraction(rng.choice([1, 2]), rng.choice([1, 2])),
        raise_=Fraction(rng.choice([1, 2])),
        max_raises=rng.choice([0, 1, 3]),
        bring_in=rng.choice([Fraction(1, 2), Fraction(1), Fraction(1, 3)]),
        first_round=rng.choice(["best_showing", "bring_in"]) if flow == "stud" else "best_showing",
    )
    streets, cards, most = Rules().streets, 7, 6
    if flow == "stud":
        streets = [
            tuple(rng.choice(["up", "down"]) for _ in range(rng.randint(1, 3)))
            for _ in range(rng.randint(1, 8))
        ]
        while sum(map(len, streets)) < 5:
            streets.append(("down",))
        if betting.first_round == "bring_in" and "up" not in streets[0]:
            streets[0] += ("up",)
    else:
        cards = rng.randint(1, 10)
        most = min(6, 52 // cards)
    return Rules(
        id="audit-random",
        flow=flow,
        wild_ranks=wild,
        wild_costs=costs,
        fours=fours,
        betting=betting,
        streets=tuple(streets),
        cards=cards,
        max_players=most,
        natural_beats_wild=rng.random() < 0.5,
        pots=3,
    )


@pytest.mark.parametrize("seed", range(40))
def test_the_engine_plays_made_up_profiles_as_the_referee_does(seed):
    rng = random.Random(seed)
    rules = _random_rules(rng)
    table, log = play_random(rules, rng.randint(2, rules.max_players), seed)
    referee_check(table, log)
