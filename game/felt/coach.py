"""The coach: the human's chance to win the pot, estimated as the computer players estimate
theirs (engine.bots: the seat's own view, Monte Carlo deals of the unseen cards), steady
(game.felt.coach_estimate: the same spot shows the same figure). For people learning which hands
are good.

The estimate is taken only when the table has caught up with its animation, so it never
reflects a card the human has not seen land yet, and only once per new situation. It runs in a
worker thread (tens of milliseconds: benchmarks/bench_coach.py) so no frame waits for it. Only the
figure for the situation on the table is ever shown: a new card, bet or deal empties the panel
as soon as the screen shows it (a play-test saw "9 LEFT TO TURN" beside a card just turned, the table
stopped on it), until its own figure is ready: while others act the panel says the figure or
nothing (a newcomer's play-test read THINKING at every move as the coach not keeping up), but at
your own decision it is never empty: till its figure is ready (a loaded machine's estimate takes
up to 0.4 s, begun as the move before it is shown) a quiet grey THINKING..., over the chance a call
needs facing a bet (a newcomer's play-test saw their buttons with no coach); between pots, and while a dealer calls
the next pot's game, it says BETWEEN POTS (a play-test saw the last pot's "100% YOU LEAD" over the
call); a seat that folded or struck out is told so as its plate says it, FOLDED or BEATEN, over TILL NEXT POT (a newcomer read YOU ARE OUT as out of the session), never "0% TO WIN". With its figure it says what the figure is, over its biggest reason on a line
of its own ("46% TO WIN" over "THEY: 22 LEFT": a newcomer read "5% HIGH CARD" as a hand's name and
"46% YOU LEAD" as a contradiction): your hand ("YOU: TWO PAIR"), in No Peek how many cards you have
left to turn ("6 LEFT TO TURN", "10 YET TO TURN" where that is too long: a newcomer read "33% 9 TO
TURN" as a riddle) or, your row leading, the others' cards still to turn; facing a bet at your turn
the pot and the chance a call needs ("46% TO WIN 24" over "CALL NEEDS 4%", its colour that chance
against the figure, game.felt.coach_odds: a newcomer worked out "1 to win 24"
alone); a figure under 1% says who is ahead ("CASEY IS AHEAD"), and a
figure that moved MOVED or more since the last showing says what changed (game.felt.coach_change:
"8 DIDN'T HELP" under a fall from 28% to 2%). After the figure (FIGURE_SECONDS, timed
from when the panel first shows it, and again when the panel comes back from under H's notice or a
result: a newcomer's play-test read a why before the figure) the same line says why, a sentence every PAGE_SECONDS,
but never while the seat decides: at its own turn the figure holds still till it acts (a newcomer's
No Peek play-test saw the figure they were reading give way to "OTHERS HAVE 6 CARDS TO TURN"), from the same view (engine.bots.to_beat, in game.felt.coach_why's
words: "BABE SHOWS TRIPS", "OF 40 UNSEEN, 8 BEAT BABE", "ANY 3 OR 9 BEATS BABE"; a newcomer's play-test still saw no
"why", and another read a sentence only half-way where it ran over two pages). It sits under the
game information at the bottom left, a line of at most 14 characters, two for a why's sentence (the
panel is as wide and as tall as its words: nothing is cut); H toggles it. Once the cards are shown down (or the pot is awarded) it says POT OVER: a
play-test's guided showdown said THINKING through every page to the end of the guide (the table
stopped on the words, never caught up, so nothing was estimated). A figure that is ready is taken
in every frame, a guided page up too, and an estimate dropped for a newer situation is cancelled,
so the one worker never works through stale ones before yours. With its first figure at a table,
and the newcomer's hints on, the log says once what it is (game.telling.hints.COACH_MEANING): a
play-test read "1% PAIR" as a riddle.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

import pygame

from engine.bots import reading
from engine.bots.certainty import certainty
from engine.bots.to_beat import Why, why
from engine.cards import RANKS
from engine.events import Award, Event, HandEnd, Showdown
from engine.explain import ranks_of
from engine.money import mixed
from engine.state import Phase
from game.felt import layout
from game.felt.coach_change import MOVED, Seen, change, danger_line, out_word, royal_names, seen
from game.felt.coach_estimate import estimate, shown_percent
from game.felt.coach_lines import MOST_PAGES, with_meaning
from game.felt.coach_odds import COLOURS, GOOD, STRONG, break_even, percent, verdict
from game.felt.coach_why import (
    COLUMNS,
    EARLY,
    behind,
    first_short,
    helping_line,
    hidden_line,
    no_peek_ends,
    pages,
    panel_lines,
    piles_line,
    spelled,
    still_to_turn,
    unseen_pile,
)
from game.platform import palette
from game.platform.display import SAFE
from game.platform.text import BODY, Text
from game.platform.widgets import panel
from game.telling.event_words import rank_words
from game.telling.hand_chart import category_name
from game.telling.hand_forms import in_capitals
from game.telling.hand_words import short_forms
from game.telling.hints import COACH_MEANING, COLOUR_MEANING
from game.telling.wild_reason import showing_words

if TYPE_CHECKING:
    from engine.table import Table
    from engine.view import SeatView

PAD = 4
BETWEEN = (Phase.HAND_START, Phase.OVER)  # no pot in play: nothing to estimate
POT_OVER = (Showdown, Award, HandEnd)  # facts after which nothing is left to estimate in the pot
# a hand's name where the full one fits no line of the panel ("THREE OF A KIND" is 15 letters): on
# the line under the figure, in figures (a newcomer's play-test read "26% THREE KIND" as a riddle)
SHORT_NAMES = {
    "three_of_a_kind": "3 OF A KIND",
    "four_of_a_kind": "4 OF A KIND",
    "five_of_a_kind": "5 OF A KIND",
}
# what the figure is, beside it ("46% TO WIN"): "5% HIGH CARD" read as a hand's name, "95% CHANCE" as
# terse, to a newcomer's play-test; its reason goes on the line under it
TO_WIN = "TO WIN"
# a figure of 0% (no deal of the unseen cards wins it for you): what it means, first of the whys
ONLY_FOLDS = "YOU WIN ONLY IF THEY FOLD"
# ...and the headline in its place (a Hold'em newcomer read "<1% TO WIN" where no card could win it
# as a chance still there)
CANT_WIN = "CAN'T WIN"
_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="coach")
PAGE_SECONDS = 2.5  # each why in turn, after the figure (read from the couch)
# the figure stays twice as long as a why: a newcomer's play-test found it easy to miss among them
FIGURE_SECONDS = 2 * PAGE_SECONDS
# a panel not drawn for this long was hidden (H's notice in its place, a pot's result over it): when
# it is drawn again its figure comes first (a newcomer's play-test saw a why first, the figure's
# time spent under H's notice)
HIDDEN_SECONDS = 0.5
NEXT_POT = "TILL NEXT POT"  # under FOLDED or BEATEN: out of this pot only
THINKING = "THINKING..."  # at your decision, till its figure is ready (in grey: it is no figure)
# what the figure is counted against, the first why of the figure the log introduces (a newcomer
# found the figure random: it is the cards you cannot see, dealt out, not what the others hold)
AGAINST = "AGAINST WHAT THEY MAY HOLD"


def reasons(view: SeatView) -> list[str]:
    """Why the figure is what it is, fullest first, for the line under it: in No Peek the cards you
    have left to turn to beat the lead ("9 LEFT TO TURN", shorter "10 YET TO TURN": "TURN 10 MORE"
    read as the coach telling you to turn them), first, none of them turned yet, as cards nobody
    has seen (coach_why.unseen_pile, "YOUR 9 UNSEEN": why a new lead leaves the figure), or, your
    row leading, the others' cards still to turn, as their piles count them ("THEY: 22 LEFT": a
    newcomer read "46% YOU LEAD" as a contradiction, a Hold'em newcomer "THEY TURN 14" as a
    riddle); else your hand by
    name ("YOU: TWO PAIR", short when need be: "5% HIGH CARD" read as a hand's name)."""
    if view.rules.flow == "no_peek" and view.lead != view.seat:
        left = view.down_counts[view.seat]  # in words (a newcomer read "33% 9 TO TURN" as a riddle)
        if not left:
            return []
        unseen = [] if view.upcards[view.seat] else [unseen_pile(left)]  # (why a new lead leaves it)
        return [*unseen, f"{left} LEFT TO TURN", f"{left} YET TO TURN"]
    if view.rules.flow == "no_peek":
        turning = [seat for seat in view.live if seat != view.seat and view.down_counts[seat]]
        others = sum(view.down_counts[seat] for seat in turning)
        if not others:
            return ["YOU LEAD"]
        # one still turning is named (a newcomer read "THEY: 5 LEFT" with one opponent left as vague)
        one = [f"{view.seats[turning[0]].name.upper()}: {others} LEFT"] if len(turning) == 1 else []
        return [*one, f"THEY: {others} LEFT"]
    best = view.best_so_far()
    if best is None:
        return []
    names = list(royal_names(best)) or [category_name(best.category), SHORT_NAMES.get(best.category, "")]
    return [said for name in names if name for said in (f"YOU: {name}", name)]


def price(view: SeatView) -> tuple[Fraction, Fraction] | None:
    """What a call costs and the pot it could win, facing a bet (the guided hand's pot odds: "a
    call pays 1 to win the 24 in the pot"); None with nothing to call."""
    return (view.to_call, view.pot) if view.to_call else None


def certain_loss(view: SeatView, reason: Why) -> bool:
    """Whether no deal of the unseen cards can win you the pot, decided exactly as the computer
    players decide it (engine.bots.certainty: "dead", your best reach short of a hand showing). Only
    then is a figure "0%", said CAN'T WIN: a Hold'em newcomer's No Peek play-test saw "0% TO WIN 19"
    beside their leading row (no sample of the hard players' count had won, though the others'
    piles could all miss), and another "<1% TO WIN" with a card still to come and none unseen that
    could beat the hand showing (every deal of the estimate lost; only nothing to come was sure)."""
    return not reason.ahead and reason.rival is not None and certainty(reading.situation(view)) == "dead"


def figure_words(chance: float, lost: bool) -> str:
    """The figure as the coach says it: "45%" (coach_estimate.shown_percent: in steps of 5 where
    the estimate is least sure), "<1%" for a chance that rounds to none, "0%" only where the pot
    cannot be won (certain_loss)."""
    return "0%" if lost and chance == 0 else "<1%" if chance == 0 else shown_percent(chance)


def judged(view: SeatView, chance: float) -> tuple[str, str]:
    """The coach's figure for `view` at its estimated `chance` and its verdict on it
    (game.felt.coach_odds.verdict), as the coach's panel shows them: the button the coach frames (game.felt.coach_mark) and a
    guided hand's tip (game.felt.guide_tips) say this very judgement, once its estimate is in
    (Coach.judging: never waited for on the frame loop)."""
    return figure_words(chance, certain_loss(view, why(view))), verdict(chance, view.to_call, view.pot)


def need_words(to_call: Fraction, pot: Fraction) -> str:
    """The break-even a call needs, as the coach says it ("8%" to call 1 into 11)."""
    need = break_even(to_call, pot)
    return percent(float(need)) if need is not None else ""


def why_pages(view: SeatView, reason: Why | None = None) -> list[str]:
    """The why's pages (coach_why.pages) of `reason` (the view's), the rival's hand named as its
    seat names it."""
    reason = why(view) if reason is None else reason
    rival = reason.rival
    if view.rules.flow == "no_peek" and not reason.ahead and rival is not None:  # what is still to turn
        # after you take the lead (a newcomer read "OF 51 UNSEEN, 48 BEAT YOGI" beside 28% as a sure
        # thing: 18 cards of the others' still to turn made the figure)
        others = sum(view.down_counts[seat] for seat in view.live if seat != view.seat)
        reason = replace(reason, to_turn=others)
    up = () if rival is None else (*view.upcards[rival], *view.community)
    names = [seat.name for seat in view.seats]
    wild = view.rules.wild_ranks
    counted = reason.to_turn or reason.ahead  # (the wilds that may still beat your lead)
    wilds = sum(card.rank in wild for card in reading.situation(view).unseen()) if counted else 0
    best = view.best_so_far()
    category = "" if best is None else best.category
    said = pages(reason, names, showing_words(up, wild), own_hands(view), to_come(view), wilds, category)
    if view.rules.flow != "no_peek" or view.seat not in view.live:
        return said
    return [*said, *no_peek_ends(not view.upcards[view.seat])]


def own_hands(view: SeatView) -> list[str]:
    """Your best hand's names, fullest first, as your seat names it and narrower ("QUEEN HIGH", "Q
    HIGH": a high card's rank as the cards print it, where its words are long)."""
    best = view.best_so_far()
    if best is None:
        return []
    named = spelled([in_capitals(form) for form in short_forms(best.description)])
    top = ranks_of(best)[0]
    if best.category == "high_card" and top is not None:
        named.append(f"{rank_words(RANKS[top])} HIGH")
    return list(dict.fromkeys(named))


def lead_danger(view: SeatView, names: Sequence[str]) -> str:
    """Under a low figure while your No Peek row leads, the seat most likely to beat it: of the
    seats with cards still to turn, the one with the most wild cards face up ("CASEY: 2 WILDS",
    coach_change.danger_line: each wild makes any card it needs); "" where none shows a wild (the
    piles to go say it then). A Hold'em newcomer read "<1% TO WIN" over "2 PILES TO GO" beside
    their leading three jacks, every card turned, as the coach broken: Casey's two wilds, five
    cards to turn, went unnamed."""
    wild = view.rules.wild_ranks
    turning = [other for other in view.live if other != view.seat and view.down_counts[other]]
    wilds = {other: sum(card.rank in wild for card in view.upcards[other]) for other in turning}
    most = max(turning, key=lambda other: wilds[other], default=None)
    return danger_line(names[most], wilds[most]) if most is not None and wilds[most] else ""


def to_come(view: SeatView) -> int:
    """The cards still to come to you: in stud the streets' cards not dealt yet, in No Peek your
    pile's cards left to turn."""
    if view.rules.flow == "no_peek":
        return view.down_counts[view.seat]
    return sum(len(street) for street in reading.situation(view).streets)


class Coach:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.chance: float | None = None
        self.note = "WATCHING"  # until the table first catches up
        self.reasons: list[str] = []  # why the figure is what it is, fullest first
        # ...and the why behind it, a line each, shown in turn after the figure (coach_why)
        self.why: list[str] = []
        self.behind = ""  # ...and, for a figure under 1%, why in a line under it (coach_why.behind)
        self.leads = False  # your No Peek row leads: its reason (the others' cards to turn) under the figure
        self.piles = 0  # ...and the others' piles still to turn, which may beat it (said under a low figure)
        self.danger = ""  # ...or the seat among them with wilds face up (lead_danger: "CASEY: 2 WILDS")
        # ...or, your own pile empty, how many still turn how many cards (coach_why.still_to_turn)
        self.cornered = ""
        self.trails = ""  # stud, a hand showing beats yours: why a high figure is high ("18 CARDS HELP")
        self.change = ""  # what changed since the last showing, the figure moved a lot (coach_change)
        self.price: tuple[Fraction, Fraction] | None = None  # at your turn facing a bet: call, pot
        self.lost = False  # no deal of the unseen cards wins you the pot: only then "0%"
        self.hiding = 0  # stud, your cards beat what shows: the cards the others still in hide
        self.coming = 0  # ...and the cards still to come to you
        self._moment: tuple[Seen, list[str]] | None = None  # what the view shows at the figure's moment
        self._last: tuple[float, Seen] | None = None  # ...and the last figure's, this pot
        self.clock = clock  # the pages' clock
        self._since: float | None = None  # when the panel first showed the figure: its page first
        self._drawn = -HIDDEN_SECONDS  # when the panel was last drawn
        self._seen = -1  # the table's event count the estimate is for
        self._shown = -1  # ...and the one the figure or note shown is for (the screen caught up)
        self._pending: Future[float] | None = None
        self._asked: tuple[int, Future[float]] | None = None  # ...the newest moment's, kept once taken in
        self.over = False  # the pot on the screen is shown down or awarded
        self.deciding = False  # the seat's own turn, the screen caught up: the words hold still
        self.introduced = False  # whether this table has been told what the coach is
        self.priced = False  # ...and what its colours say facing a bet

    def introduction(self) -> str:
        """What the coach is, the first time it gives a figure at this table, and what its green
        says, the first time it gives one facing a bet in green (COLOUR_MEANING, said where the
        colour it names is on the panel: a Hold'em newcomer read "Coach: green = a good call" beside
        a yellow figure and the cursor's yellow, and could not tell what colour meant what); "" else."""
        if self.chance is None:
            return ""
        if not self.introduced:
            self.introduced = True
            # (its first why: what the figure is counted against; the last, least useful, gives way)
            self.why = [AGAINST, *self.why][:MOST_PAGES]
            return COACH_MEANING
        if self.price is None or self.priced or self.line()[1] != COLOURS[GOOD]:
            return ""
        self.priced = True
        return COLOUR_MEANING

    def judging(self, view: SeatView, moment: int) -> Future[float]:
        """The estimate of the `moment` (the table's event count) for the lit button and a guided
        tip: the panel's own, asked already as the move before it was shown, else asked now (and
        kept for the same moment), so it is made once and off the frame loop. The panel's, the
        lit button's and a tip's had it made three times, the last two on the frame loop (up to
        0.4 s each on a busy machine, at every decision facing a bet); a frame then waited up to
        half a second for it."""
        asked = self._asked
        if asked is None or asked[0] != moment or asked[1].cancelled():
            self._asked = asked = moment, _WORKER.submit(estimate, view)
        return asked[1]

    def judged_now(self, view: SeatView, moment: int) -> float | None:
        """The estimate of the `moment` (judging) when it is in, else None: what waits for it (your
        buttons, a guided hand's tip) polls it each frame, never waiting for it in one."""
        estimate = self.judging(view, moment)
        return estimate.result() if estimate.done() and not estimate.cancelled() else None

    def new_hand(self) -> None:
        """A new pot is being dealt: nothing of the last one's figure stays, and nothing is shown
        until the deal has landed and there is something to estimate."""
        self._drop()
        self.chance, self.note, self._seen, self._shown, self.over = None, "", -1, -1, False
        self._last, self.change = None, ""

    def _drop(self) -> None:
        """An estimate for an older situation is not wanted: cancelled if it has not started (the
        one worker would otherwise work through every stale one before the one for your turn)."""
        if self._pending is not None:
            self._pending.cancel()
        self._pending = None

    def refresh(self, table: Table, seat: int, caught_up: bool = True) -> None:
        """Estimate the table's newest moment as soon as the engine has it, while the screen still
        shows the moves up to it (a newcomer's play-test: THINKING on their own turn, the estimate
        begun only once the cards had landed), and show it once the screen has caught up; a figure
        that is ready is taken in whenever asked."""
        self.deciding = caught_up and table.actor == seat
        if len(table.events) != self._seen:
            self._seen = len(table.events)
            self._drop()  # an estimate for an older moment is dropped
            if table.phase not in BETWEEN and seat in table.view(seat).live:
                self._pending = _WORKER.submit(estimate, table.view(seat))
                self._asked = self._seen, self._pending
        if caught_up and self._shown != self._seen:  # the screen is at the moment estimated
            self._shown, self.chance = self._seen, None  # (the older figure is not shown for it)
            view = table.view(seat)
            if table.phase in BETWEEN:  # the last pot is over: its hand is no one's
                self.note = "BETWEEN POTS"
            elif self.over:  # shown down: nothing is left to estimate until the next deal
                self.note = "POT OVER"
            elif seat not in view.live:  # out of this pot only (a newcomer read YOU ARE OUT as
                # out of the session)
                self.note = f"{out_word(view, seat)}\n{NEXT_POT}"
            else:
                self.note, self.reasons = "", reasons(view)  # nothing shown until its figure
                self.price = price(view) if table.actor == seat else None
                reason, names = why(view), [s.name for s in view.seats]
                self.piles = sum(1 for other in view.live if other != seat and view.down_counts[other])
                self.why, self.behind = why_pages(view, reason), behind(reason, names, self.piles)
                self.danger = lead_danger(view, names)
                emptied = not view.down_counts[seat]  # (you can no longer improve: only their cards count)
                self.cornered = (
                    still_to_turn(self.piles, reason.to_turn) if emptied and reason.to_turn else ""
                )
                self.leads = reason.ahead and bool(reason.to_turn)
                self.lost = certain_loss(view, reason)
                self.hiding = reason.hidden if reason.ahead and not reason.to_turn else 0
                self.coming = to_come(view)
                stud_behind = view.rules.flow != "no_peek" and not reason.ahead and reason.rival is not None
                self.trails = helping_line(len(reason.outs), self.coming) if stud_behind else ""
                self._moment = seen(view), names
        pending = self._pending
        waiting = self.chance is None and not self.note
        if waiting and self._shown == self._seen and pending is not None and pending.done():
            self.chance, self.note, self._pending = pending.result(), "", None
            self.compare(self.chance)
            # the line under the figure, said in full first among the whys (coach_lines: a newcomer
            # read "THEIR 2 DOWN" and "3 PILES TO GO" as riddles), each fact once, a few pages; a 0%'s
            # only folds before it (a newcomer's play-test read "0% YOU LEAD" as a riddle: the
            # others' cards were sure to beat their lead, unless they folded)
            first = [ONLY_FOLDS] if self.chance == 0 and self.lost else []
            # facing a bet the price is under the figure, the line it took the place of said after it
            under = [self.line()[0].partition("\n")[2], self.second(round(100 * self.chance))]
            self.why = with_meaning(under, self.why, first)
            self._since = None  # its pages are timed from when the panel first shows it

    def compare(self, chance: float) -> None:
        """The line under a figure that moved MOVED or more from the last showing's says what
        changed (coach_change); it stays while the table shows what it said (checks and bets), and
        goes with the next card turned or dealt, or seat gone: kept till your own cards changed, a
        Hold'em newcomer's Night Baseball play-test read "CASEY: 3 A'S" under the figure over several
        screens while Casey's row said "Royal flush" (the others turn cards, yours stay)."""
        if self._moment is None:
            return
        now, names = self._moment
        last = self._last
        if last is not None and now != last[1]:
            moved = chance - last[0]
            self.change = change(last[1], now, moved < 0, names) if abs(moved) >= MOVED else ""
        self._last = chance, now

    def moved(self, fact: Event | None = None) -> None:
        """The screen showed a fact newer than the figure's moment: the figure and its reason are
        for a moment gone, so nothing is shown until the table has caught up (the estimate of the moment it
        is heading for goes on); after a showdown or an award, POT OVER at once (the table may stop
        there a long while)."""
        if isinstance(fact, POT_OVER):
            self._drop()
            self.chance, self.note, self.over = None, "POT OVER", True
        elif self.chance is not None or not self.note:
            self.chance, self.note, self._shown = None, "", -1

    def line(self) -> tuple[str, tuple[int, int, int]]:
        """What the coach says now, and in which colour: the figure and what it is ("46% TO WIN":
        a newcomer read "5% HIGH CARD" as a hand's name) over its biggest reason, a line each. A
        chance under half a percent is "<1%", not "0%" (a play-test read "0%" beside three kings as
        the coach peeking); CAN'T WIN ("0%" in a tip) only where no deal of the unseen cards wins,
        its first why saying so (ONLY_FOLDS). Facing a bet at your turn, the second line is the chance a call needs,
        with the pot on the first ("18% TO WIN 11" over "CALL NEEDS 8%": a newcomer worked out "1
        to win 24" alone; the call's price is on its button, "CALL 1 NEED 17%" too long a line). The colour is the verdict (game.felt.coach_odds): facing a bet,
        the chance against the price (green: the call pays; a newcomer saw that 18% drawn red),
        the line the price took the place of said first among the whys after (refresh); else how
        strong the hand is."""
        if self.chance is None and self.thinking:  # (the call's chance needed is known already)
            needs = f"\nCALL NEEDS {need_words(*self.price)}" if self.price is not None else ""
            return f"COACH: {THINKING}{needs}", palette.GREY
        if self.chance is None:
            return f"COACH: {self.note}", palette.GREY
        figure = figure_words(self.chance, self.lost)
        first, second = f"{figure} {TO_WIN}", self.second(round(100 * self.chance))
        call, pot = self.price or (Fraction(0), Fraction(0))
        if self.price is not None:  # (its price: on the CALL button beside)
            first = first_short(f"{figure} {TO_WIN} {mixed(pot)}", first)
            # ...even where your No Peek row leads: its reason ("CASEY: 1 WILD") is the first why
            # after the figure (a newcomer's play-test read "25% TO WIN 6" over "CASEY: 1 WILD",
            # facing a bet, with no price; another read "1% TO WIN" beside "YOU LEAD: STR TO 8"
            # with FOLD lit and no reason: it follows, said in full)
            second = f"CALL NEEDS {need_words(call, pot)}"
        if self.lost and self.chance == 0:  # said plainly, no figure to read (ONLY_FOLDS its first why)
            first = CANT_WIN
        return f"COACH: {first}" + (f"\n{second}" if second else ""), COLOURS[verdict(self.chance, call, pot)]

    def second(self, percent: int) -> str:
        """The line under the figure: a No Peek lead's others' cards to turn ("THEY: 22 LEFT": a
        newcomer read "46% YOU LEAD" as a contradiction), at a figure under half the piles still to
        turn that may beat it (lead_line: "3 CAN TURN 16", "CASEY: 2 WILDS", "5 MAY BEAT YOU": a
        Hold'em newcomer read "6% TO WIN" over "LEAD NOT SAFE" beside their leading full house as
        unexplained), else
        what changed where it moved a lot ("8 DIDN'T HELP"), else why a figure under 1% is so low
        ("CASEY IS AHEAD"), else, your cards beating what shows at a figure under half, the cards
        to come while it is early ("4 MORE TO COME") and the others' hidden cards after ("THEIR 6
        DOWN", hidden_line: a newcomer asked why their trip aces were 22%, others read "3 HIDDEN EACH", "THEY
        HIDE 2" and "2 IN THE HOLE" as riddles); a hand showing beating yours at a figure of half or more,
        what makes it high ("18 CARDS HELP", "3 MORE TO COME"); else its biggest reason (reasons:
        "9 LEFT TO TURN", "YOU: PAIR"); "" for none."""
        reason = next((why for why in self.reasons if why and len(why) <= COLUMNS), "")
        low = percent < 100 * STRONG
        if self.leads and reason:
            return self.lead_line() if low else reason
        if self.change:
            return self.change
        if percent == 0 and self.behind:
            return self.behind
        if self.hiding and low:
            early = self.coming >= EARLY
            return f"{self.coming} MORE TO COME" if early else hidden_line(self.hiding)
        return self.trails if self.trails and not low else reason

    def lead_line(self) -> str:
        """Why a low figure is low while your No Peek row leads, under it. Your pile empty, every card
        the others still turn may beat you and none of yours can answer: how many of them still turn
        how many cards ("3 CAN TURN 16": a Hold'em newcomer read "<1% TO WIN" over "YOGI: 2 WILDS"
        beside their leading full house, their pile empty, and could not see why, two other seats
        turning too). The seat with wilds face up ("YOGI: 2 WILDS") is the better reason where it is
        the only one still turning (its name says who, its wilds why, its pile the count), or where
        your pile still has cards (you may still answer: the danger is who is likeliest to pass
        you); else the piles to go ("2 MAY BEAT YOU")."""
        if self.cornered and not (self.danger and self.piles == 1):
            return self.cornered
        return self.danger or piles_line(self.piles)

    def words(self) -> tuple[str, tuple[int, int, int]]:
        """What the panel shows: the line without its "COACH: " (the cyan panel under the game
        information is the coach's), at most 14 characters ("BETWEEN POTS", "100% CHANCE")."""
        line, colour = self.line()
        if self._since is None or self.deciding:  # the figure's first showing: its page first; and
            # while the seat decides, only the figure: nothing moves on under a reader on a timer (a
            # newcomer's play-test read the figure at their No Peek turn, and as they decided it gave
            # way to "OTHERS HAVE 6 CARDS TO TURN"); the whys go round again once they have acted
            self._since = self.clock()
        into = (self.clock() - self._since) % (FIGURE_SECONDS + PAGE_SECONDS * len(self.why))
        if self.chance is not None and into >= FIGURE_SECONDS:  # why, after the figure: in white,
            # whatever the figure's colour ("YOU BEAT EVERY HAND SHOWING" in red read as bad news)
            return self.why[int((into - FIGURE_SECONDS) // PAGE_SECONDS)], palette.WHITE
        return line.removeprefix("COACH: "), colour

    @property
    def says(self) -> bool:
        """Whether the panel has words: a figure or a note (not while a deal lands, nor until the
        figure is ready)."""
        return self.chance is not None or bool(self.note)

    @property
    def working(self) -> bool:
        """The estimate of the table's newest moment is still being made (off the frame loop)."""
        return self._pending is not None and not self._pending.done()

    @property
    def thinking(self) -> bool:
        """The seat decides, the screen caught up, and the figure of that moment is still being
        worked out: the panel says THINKING... rather than nothing."""
        return self.deciding and not self.says and self._shown == self._seen and self._pending is not None

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        if not (self.says or self.thinking):  # a deal landing, or its figure not yet ready
            return
        now = self.clock()
        if now - self._drawn > HIDDEN_SECONDS:  # back from hidden: the figure first again
            self._since = None
        self._drawn = now
        coach_panel(canvas, text, *self.words())


def coach_panel(
    canvas: pygame.Surface,
    text: Text,
    words: str,
    colour: palette.Colour,
    edge: palette.Colour = palette.CYAN,
) -> None:
    """The coach's panel saying `words` (game.felt.coach_notice's too, in its place)."""
    lines = panel_lines(words)  # a why's sentence whole, on two lines where it needs them
    rect = panel_rect(max(text.font(BODY).size(line)[0] for line in lines), len(lines))
    panel(canvas, rect, palette.BLACK, edge)
    for row, line in enumerate(lines):  # an aid: secondary
        text.draw(
            canvas, line, (rect.x + PAD, rect.y + PAD + row * layout.LINE), BODY, colour, secondary=True
        )


def panel_rect(width: int, lines: int = 1) -> pygame.Rect:
    """The coach's panel for `lines` of words `width` pixels wide: under the game information at
    the bottom left, down on the TV-safe area's edge (a game's name on two lines leaves its keys a
    gap above it), its words inside the TV-safe area and clear of your seat."""
    height = lines * layout.LINE + 4
    return pygame.Rect(layout.INFO[0] - PAD, SAFE.bottom - height, width + 2 * PAD, height)
