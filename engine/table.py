"""The table: a whole session of `rules.pots` pots as a plain, copyable state machine (docs/rules.md).

After construction and after every `apply`, the table runs by itself through every step that needs
no decision (ante, shuffle, cut, deals, bonus cards, awards, the next hand) and stops at the next
decision (`actor`, `legal_actions()`) or at the session's end. Every change is a frozen event in
`events`, the hand history (docs/history.md). The flows (`engine.stud`, `engine.no_peek`) move the cards;
this module owns the money, the session and the decisions. What it refuses is checked in
engine.table_checks; the events as each reader may know them are kept by engine.reader_events.

One RNG, seeded once, draws the first dealer and then every shuffle and cut, so the same seed and
the same decisions give the same events. A resumed session (game.play.resume) re-seeds that RNG at the
pot boundary where it was interrupted (`reseeds`): otherwise the interrupted pot would be dealt again
from the very deck the player already saw part of. Simulate never re-seeds.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import assert_never

from engine import betting, dealers_choice, no_peek, specials, stud
from engine.actions import (
    BETTING_KINDS,
    Action,
    ActionKind,
    FlowDecision,
    IllegalAction,
    LegalActions,
    Option,
    SessionDecision,
    SpecialDecision,
)
from engine.amounts import exact, fast
from engine.cards import Card, Deck
from engine.deferred_views import DeferredViews
from engine.events import (
    ActionTaken,
    Ante,
    Award,
    AwardReason,
    Deal,
    DealReason,
    Event,
    HandEnd,
    HandStart,
    RoundStart,
    SeatInfo,
    SessionEnd,
    SessionStart,
    Standing,
)
from engine.reader_events import ReaderEvents
from engine.rules import Face, Flow, Rules
from engine.state import Decision, HandState, Phase, SeatCards
from engine.table_checks import check_setup, check_sit_out, checked_reseeds, full_deck, offered
from engine.view import PublicView, SeatView

__all__ = ["Action", "IllegalAction", "LegalActions", "Option", "SeatInfo", "Table", "standings"]

_FLOWS = {"stud": stud, "no_peek": no_peek}
_ZERO = Fraction(0)
_TURN = (Option(ActionKind.TURN, _ZERO),)  # No Peek: the challenger's only move


class Table:
    def __init__(
        self,
        rules: Rules,
        seats: Sequence[SeatInfo],
        seed: int,
        profile_id: str | None = None,
        *,
        first_dealer: int | None = None,
        decks: Iterable[Iterable[Card]] = (),
        reseeds: Iterable[tuple[int, str]] = (),
        hold_between_hands: bool = False,
        shared_screens: Iterable[int] = (),
    ):
        """`first_dealer` and `decks` (the stock order for the first hands, top card first; a partial
        list is completed with the remaining cards in order) stack the deal for tests; the seed's
        RNG still draws the same values, so later hands shuffle as they would have.
        `reseeds`: (pots finished, salt) pairs in order; on reaching each of those pot boundaries the
        table calls `reseed(salt)` before shuffling for the next pot.
        `hold_between_hands`: after each pot (but the last) the table waits, `between_hands`, until
        `next_hand()` deals the next one (a party room changes seats and shows the pot's result
        there); the events and decisions are the same either way.
        `shared_screens`: the seats played at a screen the whole room sees (`sit_out_hidden`)."""
        seats = tuple(seats)
        check_setup(rules, seats)
        self.reseeds = checked_reseeds(rules, reseeds)
        # the profile, a dealer's choice with the games these seats play (Rules.games_at: Night
        # Baseball left out at 6); it switches `rules`, the pot's game, before each deal
        self.session_rules = rules.games_at(len(seats))
        self.rules = self.session_rules.games[0] if rules.games else rules
        self.pot_game = 0  # dealer's choice: the pot whose game is set (engine.dealers_choice)
        self.pot_starts: list[int] = []  # dealer's choice: the index of each pot's game event...
        self.pot_flows: list[Flow] = []  # ...and its game's flow
        self.seats = seats
        self.seed = seed
        self.profile_id = profile_id or rules.id
        self.rng = random.Random(seed)
        self.events: list[Event] = []
        self.decisions: list[Action] = []
        self._balances: list[betting.Amount] = [0] * len(seats)  # fast amounts (engine.amounts)
        self._nets: tuple[Fraction, ...] | None = None  # _balances as Fractions, until they change
        self.stakes = betting.Stakes.of(self.rules.betting)
        self.hands_played = 0
        self.pots = rules.pots  # the session's pots: fewer once it is ended early (`end_after_pot`)
        self.hold_between_hands = hold_between_hands
        self.shared_screens: frozenset[int] = frozenset()
        self.sit_out_hidden(shared_screens)
        self.phase = Phase.HAND_START
        self.decision: Decision | None = None
        self._legal: LegalActions | None = None
        self._stacked = [full_deck(deck) for deck in decks]
        self._readers = ReaderEvents()  # the events as each reader may know them
        self.hand_events_start = 0  # index in `events` of the current hand's hand_start
        self._views = DeferredViews(self)  # the views handed out, filled when first read
        dealer = self.rng.randrange(len(seats))
        self.dealer = dealer if first_dealer is None else first_dealer % len(seats)
        n = len(seats)  # until the first deal an empty hand (a dealer's choice calls its first game then)
        self.hand = HandState(0, self.dealer, [], [SeatCards() for _ in range(n)], list(range(n)))
        self.emit(SessionStart(self.profile_id, rules, seats, seed, rules.pots, self.reseeds or None))
        self._advance()

    @classmethod
    def replayed(
        cls,
        rules: Rules,
        seats: Sequence[SeatInfo],
        seed: int,
        decisions: Iterable[Action],
        profile_id: str | None = None,
        reseeds: Iterable[tuple[int, str]] = (),
    ) -> Table:
        """The table reached by applying `decisions` to a new table: how a session resumes. `reseeds`
        are applied at the same pot boundaries as in the session being rebuilt."""
        table = cls(rules, seats, seed, profile_id, reseeds=reseeds)
        for action in decisions:
            table.apply(action)
        return table

    # ----- what callers read

    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def actor(self) -> int | None:
        return None if self.decision is None else self.decision.seat

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def between_hands(self) -> bool:
        """A pot has ended and the next one waits for `next_hand()` (with hold_between_hands only)."""
        return (
            self.phase is Phase.HAND_START
            and self.hands_played > 0
            and self.hold_between_hands
            and self.decision is None  # not while the dealer calls the next game...
            and self.pot_game <= self.hands_played  # ...nor once it is called (engine.dealers_choice)
        )

    def next_hand(self) -> list[Event]:
        """Deal the next pot of a table holding between hands and run on to its first decision;
        the new events. IllegalAction when the table is not between hands."""
        if not self.between_hands:
            raise IllegalAction("the table is not between hands")
        self._views.changing()
        start = len(self.events)
        if self.hands_played >= self.pots:  # ended early between two pots (`end_after_pot`)
            self._end_session()
            return self.events[start:]
        self._start_hand()
        self._advance()
        return self.events[start:]

    def end_after_pot(self) -> None:
        """The session ends with the pot in play (between two pots held apart, with the last one
        played: `next_hand` then ends it), not after its `rules.pots`: a party's host goes on to the
        next game early. Every pot dealt is played out and paid as any; nothing is undone. A dealer's
        choice calling its next game plays that pot first. The history records no such end, so a
        session ended so does not replay from it (the party's table, the only one that ends one
        early, writes none). IllegalAction once the session is over."""
        if self.is_over:
            raise IllegalAction("the session is over")
        self.pots = self.hands_played if self.between_hands else self.hands_played + 1

    def sit_out_hidden(self, seats: Iterable[int]) -> None:
        """`seats` are played at a screen the whole room sees (a party's TV): they cannot hold a
        card only its owner may see, so from the next deal they sit out every pot whose game deals
        hidden cards (stud), no ante, no card, their nets untouched (HandStart.out), and are dealt
        every No Peek pot. The pot in play is not changed. ValueError when too few seats would be
        left to deal a stud pot (`check_sit_out`)."""
        self.shared_screens = check_sit_out(self.session_rules, self.n, seats)

    def dealt_in(self, rules: Rules) -> list[int]:
        """The seats dealt a pot of `rules`: every seat, but for the shared screens in a stud pot."""
        out = self.shared_screens if rules.deals_hidden else frozenset()
        return [seat for seat in range(self.n) if seat not in out]

    @property
    def balances(self) -> dict[int, Fraction]:
        return dict(enumerate(self.nets()))

    def nets(self) -> tuple[Fraction, ...]:
        """Each seat's net so far, by seat."""
        if self._nets is None:
            self._nets = tuple(map(exact, self._balances))
        return self._nets

    @property
    def pot(self) -> Fraction:
        return exact(self.hand.pot)

    def standings(self) -> list[Standing]:
        return standings(self.nets())

    def legal_actions(self) -> LegalActions | None:
        decision = self.decision
        if decision is None:
            return None
        if self._legal is None:
            options, card = self._offer(decision)
            self._legal = LegalActions(decision.seat, options, decision.kind, card)
        return self._legal

    def public_view(self) -> PublicView:
        """What the whole room may know now (engine.view.PublicView): every seat's view but for its
        own cards and options, with a spectator's history. Filled when first read (engine.deferred_views)."""
        return self._views.public_view()

    def view(self, seat: int) -> SeatView:
        """What `seat` may know now (engine.view.SeatView), built here so that the facts never import
        the table (docs/architecture.md). Filled when first read (engine.deferred_views): a computer
        player that decides without reading it costs the table nothing."""
        return self._views.seat_view(seat)

    def events_for(self, seat: int | None, since: int = 0) -> list[Event]:
        """The events from index `since` as `seat` may know them (None: a spectator)."""
        return self.events_for_list(seat)[since:]

    def events_for_list(self, seat: int | None) -> list[Event]:
        """The whole redacted stream of `seat`, brought up to date (the table's own list: do not change it)."""
        return self._readers.read(self, self.events, seat)

    def copy(self) -> Table:
        self._views.settle_all()  # the copy's views are its own; this table's stay with it
        return copy.deepcopy(self)

    # ----- the one way to act

    def apply(self, action: Action) -> list[Event]:
        """Validate `action` fully, then apply it and run on to the next decision; return the new events.
        An illegal action raises IllegalAction and changes nothing."""
        self._views.changing()
        option = offered(self.legal_actions(), action, self.n)
        start = len(self.events)
        decision, self.decision, self._legal = self.decision, None, None
        assert decision is not None  # legal_actions() gave options
        self.decisions.append(action)
        self._carry_out(decision, option.kind)
        self._advance()
        return self.events[start:]

    def reseed(self, salt: str) -> None:
        """Draw every shuffle and cut from now on from an RNG derived from the seed and `salt` (still
        deterministic: the same seed and salt give the same decks). Only at a pot boundary, before the
        next pot's deck is drawn: re-seeding part-way through a pot would change cards already fixed by
        its hand_start. The table never rests at a boundary, so callers schedule this with `reseeds`."""
        if self.phase is not Phase.HAND_START:
            raise ValueError(
                "the table can be re-seeded only at a pot boundary, before the next pot's shuffle"
            )
        self.rng = random.Random(f"{self.seed}/{salt}")

    def _offer(self, decision: Decision) -> tuple[tuple[Option, ...], Card | None]:
        """What `decision` offers, and the card it is about."""
        kind = decision.kind
        match kind:
            case FlowDecision.BET:
                extra, card = specials.beside_bet(self, decision.seat)
                return betting.options(self.stakes, self._round(), decision.seat) + extra, card
            case FlowDecision.TURN:
                return _TURN, None
            case SpecialDecision():
                return specials.options(kind, decision), decision.card
            case SessionDecision.CHOOSE_GAME:
                return dealers_choice.options(self.session_rules, decision.seat in self.shared_screens), None
            case _:
                assert_never(kind)

    def _carry_out(self, decision: Decision, choice: ActionKind) -> None:
        """Carry out `choice`, the kind of one of the options `decision` offered (a dealer's choice
        offers games' ids instead)."""
        seat, kind = decision.seat, decision.kind
        match kind:
            case FlowDecision.BET:
                if choice in BETTING_KINDS:
                    self._bet(seat, choice)
                else:  # a special's option beside the bets (a hidden four's reveal)
                    specials.take_beside_bet(self, seat, choice)
            case FlowDecision.TURN:
                no_peek.turn(self, seat)
            case SpecialDecision():
                specials.resolve(self, kind, decision, choice)
            case SessionDecision.CHOOSE_GAME:  # a game's id, any word
                dealers_choice.call(self, seat, choice)
            case _:
                assert_never(kind)

    # ----- what dealer's choice uses besides (engine.flow.SessionFlow)

    def play_game(self, game: Rules) -> None:
        """Play the next pot by `game` (dealer's choice): its rules and stakes from the next event
        on, the pot's `game` event, which the caller emits."""
        self.pot_starts.append(len(self.events))  # for own_cards_seen: where each pot's events begin
        self.pot_flows.append(game.flow)
        self.rules = game
        self.stakes = betting.Stakes.of(game.betting)
        self.pot_game = self.hands_played + 1

    # ----- primitives the flows use (engine.flow.TableFlow)

    def ask(self, decision: Decision) -> None:
        self.decision = decision

    def go(self, phase: Phase) -> None:
        self.phase = phase

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def pay(self, seat: int, amount: betting.Amount) -> None:
        """Move `amount` (a fast amount) from the seat's balance into the pot."""
        self._balances[seat] -= amount
        self._nets = None
        self.hand.pot += amount

    def deal_card(self, seat: int | None, face: Face, why: DealReason) -> Card | None:
        """Deal the top card of the stock to `seat` (None: the centre); None when the stock is empty."""
        hand = self.hand
        if not hand.stock:
            return None
        card = hand.stock.pop()
        if seat is None:
            hand.community.append(card)
        elif face == "up":
            hand.cards[seat].up.append(card)
        else:
            hand.cards[seat].down.append(card)
        self.emit(Deal(seat, card, face, why))
        return card

    def fold(self, seat: int) -> None:
        """`seat` leaves the hand; one left takes the pot (the caller emits the fold's event)."""
        hand = self.hand
        hand.live.remove(seat)
        if len(hand.live) == 1:
            self.phase = Phase.UNCONTESTED

    def open_round(self, opener: int, bring_in: bool = False) -> None:
        hand = self.hand
        hand.rounds += 1
        hand.betting = betting.Round.open(hand.rounds, opener, self.n, hand.live, bring_in)
        self.emit(RoundStart(hand.rounds, opener))
        self.phase = Phase.BET

    def award(self, winners: Sequence[int], why: AwardReason) -> None:
        """Split the pot exactly between `winners` (in the given order) and end the hand."""
        hand = self.hand
        share = exact(hand.pot) / len(winners)
        for seat in winners:
            self._balances[seat] = fast(self._balances[seat] + share)
            self.emit(Award(seat, share, why))
        self._nets = None
        hand.pot = 0
        self.phase = Phase.HAND_END

    def clockwise_from_left(self, among: Iterable[int] | None = None) -> list[int]:
        """Seats (of `among`, default all) clockwise from the dealer's left; the dealer comes last."""
        start = self.dealer + 1
        order = [(start + i) % self.n for i in range(self.n)]
        if among is None:
            return order
        among = set(among)
        return [seat for seat in order if seat in among]

    def _round(self) -> betting.Round:
        """The betting round in progress (there is one whenever a bet is asked for)."""
        rnd = self.hand.betting
        assert rnd is not None
        return rnd

    # ----- the automatic steps

    def _advance(self) -> None:
        while self.decision is None and self.phase is not Phase.OVER:
            if self.phase is Phase.HAND_START and self.between_hands:
                return  # next_hand() deals it
            self._step()

    def _step(self) -> None:
        """One automatic step of the phase the hand is in."""
        phase = self.phase
        match phase:
            case Phase.BET:
                self._bet_step()
            case Phase.DEAL:
                stud.deal_step(self)
            case Phase.TURN:
                challenger = self.hand.challenger
                assert challenger is not None  # no_peek sets one before asking for a turn
                self.decision = Decision(challenger, FlowDecision.TURN)
            case Phase.RESOLVE:
                no_peek.resolve_step(self)
            case Phase.HAND_START:
                self._start_hand()
            case Phase.SHOWDOWN:
                _FLOWS[self.rules.flow].showdown(self)
            case Phase.UNCONTESTED:
                self.hand.betting = None
                self.award(self.hand.live, "uncontested")
            case Phase.HAND_END:
                self._end_hand()
            case Phase.OVER:
                pass  # nothing more happens
            case _:
                assert_never(phase)

    def _bet_step(self) -> None:
        """A betting round goes on: a four revealed in it brings its bonus cards first; then the
        next seat to act is asked, or the round is done."""
        actor = self._round().actor
        if self.hand.bonus_due:
            specials.deal_bonus(self)
        elif actor is None:
            self.hand.betting = None
            _FLOWS[self.rules.flow].after_round(self)
        else:
            self.decision = Decision(actor, FlowDecision.BET)

    def _start_hand(self) -> None:
        if not dealers_choice.game_ready(self):
            return  # the dealer calls the game first
        for boundary, salt in self.reseeds:
            if boundary == self.hands_played:
                self.reseed(salt)
        number = self.hands_played + 1
        if number <= len(self._stacked):
            order = self._stacked[number - 1]
        else:
            deck = Deck(self.rng)
            deck.shuffle()
            deck.cut()
            order = deck.order()
        live = self.dealt_in(self.rules)
        self.hand = HandState(
            number=number,
            dealer=self.dealer,
            stock=list(reversed(order)),
            cards=[SeatCards() for _ in self.seats],
            live=live,
        )
        self.hand_events_start = len(self.events)
        out = tuple(seat for seat in range(self.n) if seat not in live)
        self.emit(HandStart(number, self.dealer, order, out or None))
        ante = self.stakes.ante
        for seat in self.clockwise_from_left(live):
            self.pay(seat, ante)
            self.emit(Ante(seat, exact(ante)))
        _FLOWS[self.rules.flow].start(self)

    def _bet(self, seat: int, kind: ActionKind) -> None:
        hand = self.hand
        rnd = self._round()
        if kind == ActionKind.FOLD:
            self.fold(seat)  # before act: the round's pending seats are those still in
        cost = betting.act(self.stakes, rnd, seat, kind, hand.live)
        if cost:
            self.pay(seat, cost)
        self.emit(ActionTaken(seat, kind, exact(cost), exact(rnd.level)))

    def _end_hand(self) -> None:
        self.emit(HandEnd(self.hand.number, self.nets()))
        self.hands_played += 1
        if self.hands_played >= self.pots:
            self._end_session()
        else:
            self.dealer = (self.dealer + 1) % self.n
            self.phase = Phase.HAND_START

    def _end_session(self) -> None:
        self.emit(SessionEnd(tuple(self.standings())))
        self.phase = Phase.OVER


def standings(balances: Sequence[Fraction]) -> list[Standing]:
    """Seats ranked by net, best first; equal nets share a place (1, 1, 3)."""
    ranked = sorted(range(len(balances)), key=lambda seat: (-balances[seat], seat))
    return [
        Standing(seat, balances[seat], 1 + sum(1 for other in balances if other > balances[seat]))
        for seat in ranked
    ]
