"""Turns a table host's stream of facts into table animation, one fact at a time.

`play(fact)` updates the table model, starts the tweens that show the change, plays its sound,
and returns how long to hold before the next fact starts (seconds at normal speed). The facts
(the engine's events and the host's own, game.play.host_facts) are the only input: the same
stream, replayed, animates the same way. The director decides what each fact changes and says;
how the change moves on the felt (where cards and chips lie, a card turned, chips flown, a tag
popped, REDUCED MOTION) is game.felt.table_motion's, which it extends.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from functools import partial

from engine.cards import Card
from engine.events import (
    ActionTaken,
    Ante,
    Award,
    Deal,
    Decline,
    Event,
    HandEnd,
    HandStart,
    Out,
    Pay,
    PotGame,
    Reveal,
    RoundStart,
    SessionStart,
    Showdown,
    Turn,
)
from engine.money import mixed
from engine.rules import Rules
from game.felt import dealer_call
from game.felt.dead_cards import strike_out
from game.felt.first_tips import FirstTips
from game.felt.hands_shown import aim, read_hands
from game.felt.pacing import (
    AWARD_SPREAD,
    BONUS_HOLD,
    DEAL_EVENTS,
    FLIGHT,
    FLIP,
    FOUR_HOLD,
    HINT_HOLD,
    HOLD,
    JOINED_CHECK_HOLD,
    PARTY_HOLD,
    READ,
)
from game.felt.showcase import ShownBest
from game.felt.table_model import CardSprite, Seat, TableModel
from game.felt.table_motion import FACE_SHOWS, TableMotion
from game.platform import juice, sound
from game.platform.tween import Tween, Tweens, ease_in_out, ease_out_back, linear
from game.play import landed_money
from game.play.host_facts import AwayPlay, CalledAgain, Calling, DeadFold, Fact, Lead, RoundOver, TurnRun
from game.telling import check_runs
from game.telling.away_words import reason
from game.telling.decision_words import dead_fold_words, turn_run_words
from game.telling.event_words import (
    DECK_SHORT,
    UNDER_PILE,
    bonus_place,
    brought_in,
    event_words,
    speaker,
    to_you,
)
from game.telling.hints import (
    BONUS_MEANING,
    BRING_IN_HEAD,
    HALVES_MEANING,
    NET_MEANING,
    UNDER_PILE_MEANING,
    LeadTaken,
    bring_in_meaning,
)
from game.telling.sit_out_words import sits_out_line


class Director(TableMotion):
    def __init__(
        self,
        model: TableModel,
        tweens: Tweens,
        human: int,
        style_labels: dict[int, str],
        result_with_chips: bool = False,
        readable: Callable[[str, bool], bool] = lambda tip, over: True,
        tips_said: set[str] | None = None,
    ) -> None:
        """`readable`: whether the log can show a tip now (the table's: no banner or popup over it,
        room in its lines, or over the moves since yours if asked); a tip is said, and the table
        held for it, only then. `tips_said`: the tips said at the run's tables before (FirstTips)."""
        super().__init__(model, tweens, human)
        self.holds = PARTY_HOLD if result_with_chips else HOLD  # (the party TV's result: with the chips)
        self.style_labels = style_labels  # seat -> what the seat's style line says
        self.shown_hands: dict[int, ShownBest] = {}  # seat -> (cards used, caption) at showdown
        self.winners: set[int] = set()
        self.fours_earn = True  # an exposed four earns a card (the profile says at session_start)
        self.hints = False  # the HINTS setting (set by the table): a hint is said the first time (hint)
        # what this table has met once (a hint's topic, a game dealt), and its tips' one queue
        self.tips = FirstTips(said=tips_said)
        self.moment = 0  # the facts shown so far: a tip is said at its moment or not at all
        self.readable = readable
        self.hand_events: list[Event] = []  # this pot's events so far (why a No Peek row beats)
        self.pot_rules = Rules()  # the rules of the pot being shown (a dealer's choice: its game's)
        self.session_rules = Rules()  # the session's (a dealer's choice: its games)
        self.away_move: AwayPlay | None = None  # the away rule's move, until its action is told
        self.called = ""  # a dealer's choice: who called the pot's game, logged with its deal
        self.again: int | None = None  # the pot whose game its dealer called again (on_called_again)
        self.bots: set[int] = set()  # the computer players' seats
        self.beaten: int | None = None  # No Peek: the seat whose dead hand's fold is next (on_dead_fold)
        self.taken: LeadTaken | None = None  # No Peek: the lead taken the next round_start opens for
        # the human's seat is spoken to ("You raise to 2"); False: named like the others (a replay
        # shown from a computer player's seat)
        self.second_person = True

    # ----- the event stream

    def play(self, event: Fact) -> float:
        self.moment += 1
        if isinstance(event, Event):
            if isinstance(event, HandStart):
                self.hand_events.clear()
            self.hand_events.append(event)
            # the first deal is over with its last card (or at the pot's first event not part of it)
            self.dealing = isinstance(event, HandStart) or (self.dealing and event.type in DEAL_EVENTS)
            dealt = sum(isinstance(e, Deal) for e in self.hand_events)
            self.dealing = self.dealing and dealt < len(self.model.seats) * self.pot_rules.cards
        handler = getattr(self, "on_" + event.type, None)
        extra = handler(event) if handler else None
        away = self.away_move
        if away is not None and isinstance(event, Event):  # the away rule's move, just told:
            self.away_move = None  # "Ann checks: time ran out"
            if speaker(event) == away.seat and self.model.log:
                self.model.log[-1] = f"{self.model.log[-1]}: {self.away_reason(away)}"
        return self.holds.get(event.type, 0.2) if extra is None else extra

    def on_session_start(self, event: SessionStart) -> None:
        rules = event.rules
        model = self.model
        model.seats = [
            # the one seat whose hidden cards this screen shows, its player asked here (none at the
            # party TV, where every guest is a "human" seat: they get the labels every other seat
            # gets, and its players at the TV are said by party_look.dress)
            Seat(
                info.name,
                self.style_labels.get(number, info.style),
                human=number == self.human,
                plays_here=number == self.human,
            )
            for number, info in enumerate(event.seats)
        ]
        model.pots = event.pots
        self.bots = {number for number, info in enumerate(event.seats) if info.kind == "bot"}
        self.session_rules = rules
        self.show_game(rules)  # a dealer's choice shows each pot's game from its game event...
        model.calling = rules.is_dealers_choice  # ...and until the first, that the dealer calls it
        model.session = rules.name if rules.is_dealers_choice else ""
        if model.calling:
            model.hand = 1  # the pot being called
        self.slots = self.places.seat_slots(len(event.seats), self.human)

    # ----- a dealer's choice: its call and the game shown (game.felt.dealer_call)

    def show_game(self, rules: Rules) -> None:
        dealer_call.show_game(self, rules)

    def on_calling(self, fact: Calling) -> None:
        dealer_call.on_calling(self, fact)

    def on_called_again(self, fact: CalledAgain) -> None:
        """The host says the dealer called the last pot's game again: the call, next, says so."""
        self.again = fact.hand

    def on_game(self, event: PotGame) -> float:
        return dealer_call.on_game(self, event)

    def on_hand_start(self, event: HandStart) -> float | None:
        model = self.model
        model.clear_hand()
        model.game_banner = None
        model.hand, model.dealer = event.hand, event.dealer
        model.actor = None
        self.shown_hands.clear()
        self.winners.clear()
        if self.called:  # a dealer's choice: the pot's game, the last word before its deal
            model.to_the_end(self.called)
            self.called = ""
        self.tell(event)
        for seat in event.out or ():  # a party's player at the TV, in a stud pot
            model.seats[seat].sitting_out = True
            self.log(sits_out_line(self.name(seat)))
        sound.play("shuffle")
        return HINT_HOLD if event.out else None  # (read before the deal pushes it up)

    def on_ante(self, event: Ante) -> float | None:
        self.pay_in(event)
        # your first at the table: the figure by your name goes to -1 as the log says what it is
        return self.hint(NET_MEANING) if event.seat == self.human else None

    def on_deal(self, event: Deal) -> float | None:
        model = self.model
        own = event.seat == self.human and event.card is not None
        sprite = CardSprite(event.card, event.face, wild=self.is_wild(event.card), origin=self.places.stock)
        model.stock -= 1
        if event.seat is None:
            model.community.append(sprite)
        else:
            cards = model.seats[event.seat].cards
            if model.no_peek and event.face == "up":  # a bonus upcard joins the turned cards, before the pile
                cards.insert(next((i for i, s in enumerate(cards) if s.face == "down"), len(cards)), sprite)
            else:
                cards.append(sprite)
        face_shown = event.face == "up" or own
        bonus = event.why == "bonus"
        meaning = self.bonus_meaning(event) if bonus else ""

        def landed() -> None:
            if face_shown and sprite.card is not None:
                self.flip(sprite, event.seat)
            else:
                read_hands(self.model, event.seat, self.human)
            if bonus:
                self.bonus_landed(event, meaning)

        self.tweens.add(
            Tween(
                sprite,
                FLIGHT,
                ease=self.ease(ease_out_back if bonus else juice.settle),
                on_finish=landed,
                flight=1.0,
            )
        )
        sound.play("deal")
        if bonus:
            sprite.flourish, sprite.bonus = 1.0, True
            self.tweens.add(
                Tween(sprite, 1.0, delay=FLIGHT, ease=self.ease(linear, juice.at_end), flourish=0.0)
            )
            sound.play("bonus")
            hold = READ["hidden_bonus"] if self.model.no_peek and event.face == "down" else BONUS_HOLD
            return 2 * hold if meaning else hold  # (its meaning read as long again)
        if event.seat is None:
            self.log(DECK_SHORT)
            return BONUS_HOLD
        if event.face == "up" and self.fours_earn and event.card is not None and event.card.rank == "4":
            return FOUR_HOLD  # the four is seen face up before its bonus card (or its price) comes
        return HOLD["pile_deal"] if self.model.no_peek else None

    def bonus_landed(self, event: Deal, meaning: str) -> None:
        """A bonus card has landed: said now (told as it left the stock, the log ran ahead of the
        table: a newcomer's play-test read "earns a bonus card", and no card), its BONUS! risen
        with its line (risen as the card left the stock, Babe's BONUS! stood by "You earn +1 card",
        the last bonus's line, and read as the wrong seat's), then `meaning` if the first."""
        self.tell(event)
        self.popup("BONUS!", event.seat, (255, 214, 64))
        if meaning:  # the first at the table, with the hints on: what its + means
            self.log(meaning)

    def bonus_meaning(self, event: Deal) -> str:
        """What a bonus card's + means, the first time one lands at this table with the hints on
        (UNDER_PILE_MEANING on a No Peek pile, each the first time: a Hold'em newcomer's Dealer's
        Choice met a stud 4's first, then the + on Midnight piles with nothing said); "" after that."""
        under = bonus_place(self.pot_rules, event.face) == UNDER_PILE
        meaning = UNDER_PILE_MEANING if under else BONUS_MEANING
        return meaning if self.first_time(meaning) and self.tips.told(meaning) else ""

    def on_turn(self, event: Turn) -> float | None:
        """No Peek: the top card of the pile is turned onto the row of turned cards
        (game.felt.pile_layout), a person's held to be read (game.felt.pacing.READ)."""
        seat = self.model.seats[event.seat]
        sprite = next((s for s in seat.cards if s.face == "down"), None)
        if sprite is None:
            return None
        pile = self.card_place(event.seat, sprite)
        sprite.card, sprite.face, sprite.wild = event.card, "up", self.is_wild(event.card)
        if not self.still:  # off the top of the pile to its place in the row, turning as it goes
            sprite.origin, sprite.flight = pile, 0.0
            self.tweens.add(Tween(sprite, FLIP, ease=ease_in_out, flight=1.0))
        # its line in the log as its face shows ("Casey turns 2♥" came 0.08 s before the 2 was drawn),
        # and the pot's first card turned leads (engine.no_peek), named then too: named as it began
        # to turn, the centre said BABE LEADS: SEVEN HIGH over the seven's back
        told = self.telling(event)
        first = self.model.leader is None

        def face_shows() -> None:
            told()
            if first:
                self.take_lead(event.seat)

        self.flip(sprite, event.seat, face_shows)
        self.model.round = 0  # turning, not betting: the centre says what must be beaten
        self.model.beat = ""  # the last beat is told until the next card is turned
        if event.seat in self.bots:
            return None
        return READ["turn" if any(s.face == "down" for s in seat.cards) else "last_card"]

    def on_reveal(self, event: Reveal) -> None:
        """A hidden four shown for its bonus at its holder's betting turn: the down card known to be
        it (the human's own), else the seat's latest down card (the stream does not say which)."""
        seat = self.model.seats[event.seat]
        downs = [s for s in seat.cards if s.face == "down"]
        sprite = next((s for s in downs if s.card == event.card), downs[-1] if downs else None)
        told = self.telling(event)  # "shows a hidden 4♣": as the four's face shows
        if sprite is None:
            told()
            return
        sprite.card, sprite.face, sprite.shown = event.card, "up", False
        self.flip(sprite, event.seat, told)

    def on_pay(self, event: Pay) -> None:
        self.pay_in(event)
        self.tell(event)

    def on_decline(self, event: Decline) -> None:
        self.tell(event)

    def on_round_start(self, event: RoundStart) -> float | None:
        model = self.model
        model.round, model.level, model.raises = event.round, Fraction(0), 0
        taken, self.taken = self.taken, None
        decider = ""
        if model.no_peek:  # a No Peek round opens when a seat's turned cards take the lead
            # the lead taken as the host published it (on_lead_taken); from a row named alike, the
            # cards that decide, in the centre's one line at TEXT SIZE large and in the log
            decider = "" if taken is None else taken.decider
            model.beat = "" if taken is None else taken.said
            self.take_lead(event.opener)
        self.tell(event, decider)  # "You open: best showing", "Casey opens the betting: flush, A-K beats A-Q"
        if brought_in(event, self.pot_rules):  # the first at the table: what its amount is, read before it
            return self.hint(bring_in_meaning(self.pot_rules.betting.bring_in), BRING_IN_HEAD)
        return None

    def on_lead_taken(self, fact: LeadTaken) -> None:
        """No Peek: the row that took the lead, the row it beat and why, published by the host just
        before the round_start it opens (game.play.fact_stream.publish_event): said with that round."""
        self.taken = fact

    def on_round_over(self, fact: RoundOver) -> None:
        """No round is bet now (the next player turns, a wild card's price is asked): the bet to
        match of the round just over is said no more."""
        self.model.betting_over()

    def on_away_play(self, fact: AwayPlay) -> None:
        """The away rule plays for a seat: its move, the next event, is told with the reason."""
        self.away_move = fact

    def away_reason(self, away: AwayPlay) -> str:
        """Why the away rule made `away`'s move, as the seat's plate says it ("time ran out")."""
        return reason(away.why, self.model.seats[away.seat].away_words)

    def on_turn_run(self, fact: TurnRun) -> None:  # No Peek: the host turns a person's next cards
        you = fact.seat == self.human and self.second_person
        self.log(turn_run_words(None if you else self.name(fact.seat), fact.first))

    def on_dead_fold(self, fact: DeadFold) -> None:  # No Peek: the host folds a hand that can't win
        you = fact.seat == self.human and self.second_person
        self.log(dead_fold_words(None if you else self.name(fact.seat), fact.kind))
        self.beaten = fact.seat  # its fold, next, reads BEATEN (a play-test read YOU FOLDED)

    def on_action(self, event: ActionTaken) -> float | None:
        beaten, self.beaten = event.seat == self.beaten, None  # said already (its fold or check): beaten
        if not beaten:
            self.tell(event)
        self.model.took_bet(event)  # after its words: a bet's line stays in view while it is faced
        self.pay_in(event)
        if event.action == "fold":
            self.fold(event.seat)
            seat, self.beaten = self.model.seats[event.seat], None
            seat.folded, seat.out = not beaten, seat.out or beaten
        else:
            sound.play("check" if event.action == "check" else "bet")
        halves = event.action == "bring_in" and event.amount.denominator > 1
        # the first half on a plate: where it came from
        if halves and (held := self.hint(HALVES_MEANING)) is not None:
            return held
        if event.seat == self.human:
            return 0.12
        return JOINED_CHECK_HOLD if self.joined_checks(event) else None

    def first_time(self, topic: str) -> bool:
        """Whether a hint on `topic` is to be said now: the hints on, and `topic` not met at this
        table yet (met from now: the table's one record, FirstTips)."""
        return self.hints and self.tips.first(topic)

    def hint(self, line: str, topic: str = "") -> float | None:
        """`line`, a hint, due the first time its `topic` (the line itself by default) comes up at
        this table with the hints on: said now where the log can be read, the next fact held
        HINT_HOLD for it to be read before the move it explains pushes it up; behind a tip still
        being read, held for that one's time and its own (say_tips says it); None when not said
        (nor held for: a tip under a popup was held for, read by nobody)."""
        if not self.first_time(topic or line) or not self.tip(line):
            return None
        if self.say_tips(0.0):
            return HINT_HOLD
        return self.tips.left + HINT_HOLD if self.tips.reading and self.readable(line, False) else None

    def tip(self, line: str, ahead: bool = False) -> bool:
        """`line`, a tip, is due now: said in turn by say_tips, while this moment lasts; `ahead`,
        about the buttons you face, before the general notes waiting (FirstTips.due). False: said
        already this run, not due."""
        return self.tips.due(line, self.moment, ahead)

    def moved_on(self) -> None:
        """The moment shown is over before its next fact comes (your move made): its tips waiting
        are said no more."""
        self.moment += 1
        self.model.tip_over_moves = ""

    def say_tips(self, dt: float) -> bool:
        """Each frame, `dt` seconds on: the next tip due, once the one before has been read (over
        the moves since yours, once they were read); whether one was said."""
        if (said := self.tips.step(dt, self.moment, self.readable)) is None:
            return False
        if self.tips.over:
            self.model.tip_over_moves = said
        self.log(said)
        return True

    def joined_checks(self, event: ActionTaken) -> bool:
        """`event` is a check told with the checks before it, in the log's last line."""
        names = [seat.name for seat in self.model.seats]
        last = self.model.log[-1] if self.model.log else ""
        return event.action == "check" and len(check_runs.who_checked(last, names) or ()) > 1

    def on_out(self, event: Out) -> float | None:
        strike_out(self.model.seats[event.seat])
        self.tell(event)
        return None if event.seat in self.bots else READ["strike"]

    def on_showdown(self, event: Showdown) -> None:
        model = self.model
        model.lead_settled()
        model.betting_over()  # the log's top keeps no bet faced (a play-test read 'You bet 1' over the shows)
        seat = model.seats[event.seat]
        hidden = [s for s in seat.cards if s.card is None]
        unknown = [
            c
            for c in event.cards
            if c not in {s.card for s in seat.cards} and c not in {s.card for s in model.community}
        ]
        for sprite, card in zip(hidden, unknown, strict=False):
            sprite.card, sprite.wild = card, self.is_wild(card)
        turning = [s for s in seat.cards if s.card is not None and not s.shown]
        for sprite in turning:
            self.flip(sprite, event.seat)
        self.mark_best(event.seat, event.best, FLIP)
        # the engine says what the hand is and what each wild stands for: nothing is valued twice
        used = tuple((card, event.stand_in(card)) for card in event.best)
        words = event.description or event.category  # only a history older than descriptions lacks one
        seat.revealed = True
        self.shown_hands[event.seat] = (used, f"{seat.name}: {words}")

        def told() -> None:  # once its cards are face up (a play-test read the hand before its cards)
            seat.showing, seat.best = words, ""
            self.show_best(*self.shown_hands[event.seat])
            self.tell(event)

        if turning:  # as their faces show: just past half-way through their turn (with REDUCED
            # MOTION, at its end), never after (a newcomer's play-test saw Casey's cards up beside
            # "Ace high"); just past, as the eased half lands a hair under 0.5, still the back drawn
            self.tweens.add(Tween(seat, FLIP if self.still else FLIP * FACE_SHOWS, on_finish=told))
        else:
            told()
        sound.play("reveal")

    def on_award(self, event: Award) -> None:
        model = self.model
        pot = self.money.pot
        share = event.amount / pot if pot else Fraction(1)
        count = max(1, min(model.pot_chips, math.ceil(model.pot_chips * share)))
        model.pot_chips -= count
        model.lead_settled()  # a pot won without a showdown (the others folded or out)
        paid = landed_money.payment(event)
        assert paid is not None
        landed = self.money.pay(paid, count)
        for i in range(count):
            delay = i * min(0.04, AWARD_SPREAD / count)  # a big pot's chips too are in within a moment
            self.chip(self.pot_pile(), self.seat_centre(event.seat), i, delay=delay, on_finish=landed)
        self.winners.add(event.seat)
        if event.seat in self.shown_hands:  # the winner's five stay lifted and in the centre
            self.show_best(*self.shown_hands[event.seat])
            # a co-winner's five too: the split's first award had put them down with the losers'
            # (a play-test: Casey's winning cards greyed beside your highlighted ones)
            self.mark_best(event.seat, [card for card, _ in self.shown_hands[event.seat][0]], 0.0)
            for number, other in enumerate(model.seats):
                for sprite in other.cards:
                    if (sprite.best or sprite.lift) and number not in self.winners:  # (its row down)
                        sprite.best, sprite.lift, sprite.dim = False, 0.0, True
        self.popup("+" + mixed(event.amount), event.seat, (120, 240, 120), on_plate=True)
        self.tell(event)
        sound.play("win")

    def on_hand_end(self, event: HandEnd) -> None:
        self.money.settle(event.balances)
        self.model.actor = None  # nobody acts over a pot's result (the last to act kept the mark)
        # a move that ends the pot ends its round too (the host says RoundOver only for a round
        # that ends and leaves the pot playing): no bet to match is said under the empty pot
        self.model.round, self.model.level, self.model.raises = 0, Fraction(0), 0

    # ----- helpers

    def name(self, seat: int | None) -> str:
        return "Community" if seat is None else self.model.seats[seat].name

    def is_wild(self, card: Card | None) -> bool:
        return card is not None and card.rank in self.model.wild_ranks

    def log(self, line: str) -> None:
        """Add a message to the recent-actions log (the renderer wraps a long one): a check just
        after checks is told with them, "Casey and Yogi check" (game.telling.check_runs)."""
        check_runs.tell(self.model.log, line, [seat.name for seat in self.model.seats])

    def tell(self, event: Event, decider: str = "") -> None:
        """Log the event in the words every screen uses (game.telling.event_words; `decider`: what
        decided the No Peek lead a round opens for)."""
        self.telling(event, decider)()

    def telling(self, event: Event, decider: str = "") -> Callable[[], None]:
        """What logs `event` in the words every screen uses, to be called later: as the face of
        the card it names is drawn. The away rule's reason, when the move was its, goes with it,
        "Ann checks: time ran out" (never added to a line of checks told together, nor, when
        called later, to the log's last line, which by then is another's)."""
        words = event_words(event, self.model.pots, self.pot_rules, self.bots, decider)
        if words is None:
            return lambda: None
        line = self.said(speaker(event), words)
        away = self.away_move
        if away is not None and speaker(event) == away.seat:
            self.away_move = None
            line = f"{line}: {self.away_reason(away)}"
        return partial(self.log, line)

    def said(self, seat: int | None, words: str) -> str:
        """'<name> <verb ...>', in the second person for the human: 'You raise to 2'."""
        you = seat is not None and seat == self.human and self.second_person
        return f"{self.name(seat)} {to_you(words) if you else words}"

    def take_lead(self, seat: int | None) -> None:
        """No Peek: `seat`'s row leads: the centre names it and its hand. Named once the cards
        that made it lead show their faces: the pot's first card as its face shows (on_turn), a
        round opened or a lead passed on once the cards before it are still (table_player)."""
        self.model.leader = seat
        aim(self.model)

    def on_lead(self, fact: Lead) -> None:
        """No Peek: the row to beat, as the engine names it (after the leader folds, the best hand
        still showing): the centre names it, and when it moved for a fold, the last beat's reason,
        about a hand gone, is told no more. The rows it beat read BEATEN (the one leading never)."""
        model = self.model
        for seat in fact.beaten:
            model.seats[seat].out = True
        if fact.seat is not None:  # (led again once the row that beat it folded)
            model.seats[fact.seat].out = False
        if fact.seat == model.leader:
            return
        if model.leader is not None and model.seats[model.leader].folded:
            model.beat = ""
        self.take_lead(fact.seat)
