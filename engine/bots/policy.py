"""The rules a computer player applies on top of its equity estimate.

Pure: a `Spot` (numbers about the decision) + a `Style` + a `Difficulty` + an RNG -> an action kind.

Sure things come first and are never blurred by a level's noise: a lock (cannot lose) never
folds or declines, and bets or raises (a style with `lock_raise` below 1 may just call while
cards are to come); a dead hand (cannot win) never puts money in. Nearly sure things too, at
any price: facing a price (a bet, a wild card's or a four's card's cost), a hand with at least
SURE_STAY equity never folds, and one with at most SURE_FOLD never pays. These are judged on the
equity of every card in sight (`Spot.sighted`), never on a level's sloppy sense of its strength,
its blindness to upcards or its belief in bets. A price the pot odds pay for is not refused on
that line: a tenth of a big pot for a chip is worth the chip (the pot-odds floor below), nor in
No Peek a chip into 16 or more (TRIFLE_ODDS below). In No Peek
the seat whose turned cards beat the board (the leader) calls whenever its equity pays the pot
odds: the others must still beat what it shows, and their bets say nothing about their piles, so
the margin a style asks over the odds (a guard against what a bet may hide) guards nothing there.
The pot-odds floor: any seat facing a price of at most CHEAP_SHARE of the pot it joins, a bet or
a wild card's (Pay Three's 2 for a three), calls or pays whenever its chance in plain sight pays
the pot odds, whatever its style's margin and its level's belief in bets. In No Peek nothing is
hidden; in stud a level that believes the bets draws the bettor's hidden cards so strong that a
chance of 0.43 in sight read as 0.003, and a newcomer's play-test saw Baseball's players fold 1
chip into 14 to 18 on seventh street (a chance over 1 in 15 pays it), so that few pots reached a
showdown (a play-test before saw a Shark fold a showing flush 1 into 11). The styles still differ
at dearer prices. The nearly-dead line never
folds a No Peek seat that has not turned one card of its pile, at a price of one bet: nothing of
its cards is known, so nothing in sight says it is nearly dead, and an estimate of a tenth or less
there is a few imagined deals falling short (a play-test saw one fold 1 into 7 before turning a
card; the Station's margin would have called it). The style's margin still decides.
A No Peek seat whose pile is started (a card of it turned) facing at most one bet calls, as the
leader does, whenever its equity pays the pot odds: a newcomer's play-test saw the Regular fold
1 into 8 with five cards to turn and a chance over the 1 in 9 the call needed (a ninth of the pot,
just dearer than CHEAP_SHARE), on its margin and a level's noise.
No Peek's leader never folds to a price of at most CHEAP_SHARE, whatever its estimate says: a
play-test saw the leading pair folded to 1 chip into 12, on a level's few imagined deals (a
hundred, heads-up, at easy) that put a chance near the break-even a few points under it; the chip
is small beside the pot, and the hand the others must still beat wins it often enough to pay for
it.
In No Peek any seat that can still win pays a price into a pot at least TRIFLE_ODDS times it (1
chip into 16 or more), a bet's or a wild card's, whatever its chance, style and level (it may still
raise): a newcomer's play-test saw seats fold 1 into 16 to 22 and the log say "price too high", of
a chip no player at a home table calls dear. Their chances were under the 1 in 17 the call needed,
so the floor above did not call; a chip lost now and then is the price of a log that reads true.

Otherwise each choice weighs money. "Strength" is equity x players still in, so 1.0 is a fair
share whatever the table size; styles set the strength they want to bet or raise for value.
A call (or a wild card's price) is worth it when what it expects to win is at least the style's
`call` times what it expects to lose (a margin in expected value, so the equity it asks for is
always short of certainty, whatever the price). Break-even is counted street by street: the
price now against the pot now; the costly wild cards still to come to this seat (paid into a
pot it may not win); and the later bets, which only add value, since a hand that stays ahead
wins them and a hand that falls behind can fold (implied odds); a level with
`Difficulty.implied_odds` also counts a draw's, in a wild stud game. A bet that is not strong enough
for value may still be worth it as a bluff or semi-bluff when the others fold often enough
(their fold rate comes from the seat's read of them); the style says how often it takes such a
chance. Nothing is slow-played when no cards are to come, nor in No Peek, where everything that
counts is face up. A reader of habits (hard) neither slow-plays nor bluffs late in a stud hand
against seats that fold less than a typical player: they pay for a bet now. A level may ask more
of a call on a stud hand's first betting round (`Difficulty.opening_call_scale`), where four
rounds of betting still follow a bet.

Two things a Hold'em newcomer's play-test found silly (docs/opponents.md, "Silly bets and folds").
In No Peek a seat whose showing row is ace high or worse (or nothing yet) bets, when nobody has,
only for value on its plain chance (strength at the style's bar and at least WEAK_ROW_BAR, a
quarter over a fair share: no thin bet, no level's noise lifting it there), or as a bluff at the
style's own rate, at most WEAK_ROW_BLUFF: it was betting round after round on nothing. In stud
a seat facing one bet calls when its chance of winning (the level's own estimate, without its
noise) is at least CLEAR_ODDS times the pot odds, whatever its style's margin (the Rock and the
Shark folded 30% at 5 to 1); on a stud hand's first round a level's `opening_call_scale` still
asks that much more (hard's measured caution on third street). No Peek's leader facing one bet into a pot at least
LEADER_POT_ODDS times it calls unless its chance in plain sight is at most TINY_CHANCE: a play-test
saw the leading two pair fold 1 into 8 ("price too high"), its chance a little under the 1 in 9
the call needed; the best row showing folded to one chip reads as silly.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from engine.bots.difficulty import Difficulty
from engine.bots.opponents import PRIOR
from engine.bots.styles import Style

FUTURE_BETS = 0.8  # bets per later round a seat that stays in expects to see
OTHERS_CONTINUE = 0.6  # share of the other seats still in expected to pay those later bets too
MONSTER = 0.8  # equity worth slow-playing while cards are to come: the others are drawing thin
CALLED_EQUITY = 0.85  # equity against the hands that call a bet, as a share of equity against all
CALL_SHIFT = 0.6  # how far a read of a loose caller lowers the strength needed to bet for value
AGGRESSION_SHIFT = 0.5  # how far a read of a frequent bettor lowers the price of calling it
LATE_ROUNDS = 2  # stud: betting rounds still to come at most this many, the hand is late (third street on)
SURE_STAY = 0.8  # facing a price, at least this much equity never folds, whatever the style and level
SURE_FOLD = 0.1  # facing a price the pot odds do not pay, at most this much equity never pays
# a call of at most this share of the pot it joins (1 into 9 or more) is made whenever the pot odds
# pay for it on the chance in plain sight, whatever the style's margin, the level's noise and its read
# of the bets (newcomers' play-tests saw a No Peek seat fold 1 into 38 with three cards to turn and
# a chance above 1 in 39, and Baseball's players fold 1 into 14 to 18 on seventh street)
CHEAP_SHARE = 0.1
# No Peek, a showing row of ace high or worse: the least strength bet for value whatever the style's
# bar (a quarter over a fair share), and the most often it bluffs whatever the style's chance
WEAK_ROW_BAR = 1.25
WEAK_ROW_BLUFF = 0.2
# stud, facing one bet: a chance of winning at least this many times the break-even share is called
CLEAR_ODDS = 1.5
# No Peek's leader facing one bet into a pot at least this many times the bet calls unless its chance
# in plain sight is at most TINY_CHANCE (a play-test saw the leading two pair fold 1 into 8)
LEADER_POT_ODDS = 4.0
TINY_CHANCE = 0.05
# No Peek: a price into a pot at least this many times it (1 into 16 or more) is paid by any seat
# that can still win, whatever its chance, style and level: a newcomer's play-test saw seats fold 1
# into 16 to 22, "price too high", which no player at the table would say of a chip into that pot
TRIFLE_ODDS = 16


@dataclass(frozen=True)
class Spot:
    """One decision, in numbers. `options` maps each legal kind to what choosing it pays now."""

    options: Mapping[str, float]
    equity: float
    players_in: int
    pot: float
    bet: float
    rounds_left: int  # betting rounds after this one, as far as can be told
    last_to_act: bool = False  # nobody still to act after this seat in this round
    wild_cost_ahead: float = 0.0  # expected price of costly exposed wilds still to come to this seat
    bonus_gain: float = 0.0  # for a paid four: equity gained by taking the bonus card
    certainty: str = ""  # "lock": cannot lose; "dead": cannot win (engine.bots.certainty)
    # a strong hand that only checks or calls can still be paid later: stud with cards to come (not
    # the last round, and never in No Peek, where nobody is fooled: every card that counts is shown)
    slowplay_pays: bool = True
    last_round: bool = False  # stud's last betting round: no card is to come
    first_round: bool = False  # stud's first betting round (third street): every street is to come
    fold_rate: float = PRIOR["fold"]  # how often the others fold to a bet (the seat's read)
    call_rate: float = PRIOR["call"]  # how often the others call a bet
    aggression: float = (PRIOR["bet"] + PRIOR["raise"]) / 2  # how often the others bet or raise
    called_equity: float = 0.0  # equity against the hands that would call a bet
    hidden_hands: bool = True  # the others hold cards they know and this seat does not (stud)
    # equity from every card in sight, read plainly (without a level's blindness to upcards or its
    # belief in bets), for the sure-stay and sure-fold rules; None: `equity` is that already
    sighted: float | None = None
    leading: bool = False  # No Peek: this seat's turned cards beat the board (the others must beat them)
    unturned: bool = False  # No Peek: not one card of this seat's pile is turned yet
    wild_game: bool = False  # stud with wild ranks: a hand that is behind now is often a draw to a big one
    weak_row: bool = False  # No Peek: this seat's showing row is ace high or worse, or nothing yet

    @property
    def plain_equity(self) -> float:
        return self.equity if self.sighted is None else self.sighted


def automatic(kinds: Iterable[str]) -> str | None:
    """The choice that needs no thought: the only option, or turning a card or revealing a hidden
    four (free, and more cards only help; a reveal comes before the betting choice beside it)."""
    kinds = list(kinds)
    if len(kinds) == 1:
        return kinds[0]
    return next((kind for kind in ("turn", "reveal") if kind in kinds), None)


def choose(spot: Spot, style: Style, difficulty: Difficulty, rng: random.Random) -> str:
    """The kind of action to take; always one of `spot.options`."""
    kinds = spot.options
    sure = _sure_thing(spot, style, rng)
    if sure:
        return sure
    strength = spot.equity * spot.players_in
    if difficulty.noise:  # a sloppy sense of its own strength, used for every choice below
        strength = max(0.0, strength + rng.gauss(0.0, difficulty.noise))
    equity = min(1.0, strength / spot.players_in)
    aggressive = _aggressive_kind(kinds)
    if aggressive and spot.last_round and spot.equity >= MONSTER:
        return aggressive  # a monster on the last round: nothing left to slow-play for
    if "decline" in kinds:
        return _four_price(spot, style)
    stay = kinds.get("call", kinds.get("pay", 0.0))
    if (
        "fold" in kinds
        and "check" not in kinds
        and spot.plain_equity <= SURE_FOLD
        and not _odds_pay(spot, stay, _draws(spot, difficulty))
        and not _trifle(spot, stay)
        and not (
            "call" in kinds
            and (
                _best_and_cheap(spot, stay)
                or _pile_and_small(spot, stay, "unturned")
                or _leader_holds(spot, stay)
            )
        )
    ):
        return "fold"  # nearly dead at this price: not worth paying, whatever the noise says
    if "pay" in kinds:  # a wild cost: pay it to stay in, or fold
        margin = _call_margin(spot, style, difficulty) * style.wild_tax
        paid = (
            spot.plain_equity >= SURE_STAY
            or _trifle(spot, stay)
            or _pot_odds_floor(spot, stay)
            or _worth_calling(spot, equity, stay, margin)
        )
        return "pay" if paid else "fold"
    if "bring_in" in kinds:
        value = strength >= _value_bar(spot, style.bet)
        return "complete" if "complete" in kinds and value else "bring_in"
    if "check" in kinds:
        return _unopened(spot, equity, strength, style, difficulty, rng)
    return _facing_bet(spot, equity, strength, style, difficulty, rng)


def _sure_thing(spot: Spot, style: Style, rng: random.Random) -> str | None:
    """The choice that needs no weighing: a free turn or reveal, a lock's, a dead hand's; else None."""
    free = automatic(spot.options)
    if free:
        return free
    if spot.certainty == "lock":
        return _lock(spot, style, rng)
    if spot.certainty == "dead":
        return _dead(spot.options)
    return None


def _lock(spot: Spot, style: Style, rng: random.Random) -> str:
    kinds = spot.options
    if "pay" in kinds:
        return "pay"
    aggressive = _aggressive_kind(kinds)
    if aggressive and (not spot.slowplay_pays or rng.random() < style.lock_raise):
        return aggressive
    return next(kind for kind in ("check", "call", "bring_in") if kind in kinds)


def _dead(kinds: Mapping[str, float]) -> str:
    """Put nothing more in: check if free, else fold or decline; a forced bring-in is the least."""
    return next(kind for kind in ("check", "fold", "decline", "bring_in") if kind in kinds)


def _needed(knob: float, players_in: int) -> float:
    """The strength a style knob asks for with this many players in: the margin over a fair share
    shrinks with fewer players (heads-up a bet is called by one hand, not many)."""
    return 1.0 + (knob - 1.0) * (1.0 - 1.0 / max(2, players_in))


def _value_bar(spot: Spot, knob: float) -> float:
    """Strength to bet or raise for value: the style's, lower against seats that call a lot
    (thin value pays against them), higher against seats that seldom call."""
    return _needed(knob, spot.players_in) - CALL_SHIFT * (spot.call_rate - PRIOR["call"])


def _aggressive_kind(kinds: Iterable[str]) -> str | None:
    return next((kind for kind in ("bet", "raise", "complete") if kind in kinds), None)


def _bet_beats_check(spot: Spot, equity: float) -> bool:
    """Does a bet earn more than a check, counting the pots the others give up? With every other
    seat folding at `fold_rate`, the bet wins the pot at once; when called, it plays on with its
    equity against the hands that call."""
    price = spot.options.get("bet", spot.options.get("raise", spot.options.get("complete", spot.bet)))
    others = spot.players_in - 1
    fold_rate = spot.fold_rate
    if not spot.hidden_hands and (1 - spot.equity) / others >= price / (spot.pot + 2 * price):
        fold_rate = 0.0  # nothing hidden: the others see their own odds as well as this seat does
    all_fold = fold_rate**others
    callers = max(1.0, others * (1 - fold_rate))
    # the estimate of equity against callers, moved by this decision's sense of strength
    against_callers = spot.called_equity * equity / spot.equity if spot.equity else spot.called_equity
    called = min(1.0, against_callers) * (spot.pot + price * (1 + callers)) - price
    return all_fold * spot.pot + (1 - all_fold) * called > equity * spot.pot


def _unopened(
    spot: Spot, equity: float, strength: float, style: Style, difficulty: Difficulty, rng: random.Random
) -> str:
    """Nothing to pay (a check is free): bet for value, now and then bluff, never fold."""
    aggressive = _aggressive_kind(spot.options)
    if aggressive is None:
        return "check"
    bar = _value_bar(spot, style.bet)
    if spot.weak_row:  # nothing showing to bet on: value on the plain chance, or the style's bluff
        value = spot.plain_equity * spot.players_in >= max(bar, WEAK_ROW_BAR)
        bluff = _bet_beats_check(spot, spot.plain_equity) and rng.random() < min(style.bluff, WEAK_ROW_BLUFF)
        return aggressive if value or bluff else "check"
    if strength >= bar:
        return "check" if _slowplays(spot, equity, style, difficulty, rng) else aggressive
    if _bet_beats_check(spot, equity):
        # ahead of the hands that call, by a margin a reader of ranges may shave: thin value
        if spot.called_equity * spot.players_in >= max(1.0, bar - difficulty.value_margin):
            return aggressive
        if _bluffs(spot, style, difficulty, rng):
            return aggressive
    return "check"


def _calls_down(spot: Spot, difficulty: Difficulty) -> bool:
    """Does the seat's read say the others fold to a bet less often than a typical player does?"""
    return difficulty.reads_opponents and spot.fold_rate < PRIOR["fold"]


def _slowplays(spot: Spot, equity: float, style: Style, difficulty: Difficulty, rng: random.Random) -> bool:
    """Only check or call a monster, to keep the others in, as often as the style says: only while
    cards are to come, and for a reader of habits not against seats that fold less than a typical
    player (they pay a bet now; slow-playing them only gives them free cards)."""
    if not spot.slowplay_pays or equity < MONSTER or _calls_down(spot, difficulty):
        return False
    return rng.random() < style.slowplay


def _bluffs(spot: Spot, style: Style, difficulty: Difficulty, rng: random.Random) -> bool:
    """Bet a hand too weak for value, as often as the style and level say; for a reader of habits,
    never late in a stud hand (LATE_ROUNDS) into seats that fold less than a typical player: the
    pot is big by then, a caller on pot odds hardly ever folds, and its raises cost more."""
    if spot.hidden_hands and spot.rounds_left <= LATE_ROUNDS and _calls_down(spot, difficulty):
        return False
    return rng.random() < style.bluff * difficulty.bluff_scale * (1.5 if spot.last_to_act else 1.0)


def _facing_bet(
    spot: Spot, equity: float, strength: float, style: Style, difficulty: Difficulty, rng: random.Random
) -> str:
    kinds = spot.options
    raise_kind = _aggressive_kind(kinds)
    slowplay = _slowplays(spot, equity, style, difficulty, rng)
    bar = _value_bar(spot, style.raise_)
    if spot.hidden_hands:  # equity read against the bettor's range asks for less
        bar = max(1.0, bar - difficulty.value_margin)
    if raise_kind and strength >= bar and not slowplay:
        return raise_kind
    price = kinds.get("call", 0.0)
    margin = _call_margin(spot, style, difficulty)
    if spot.first_round:
        margin *= difficulty.opening_call_scale
    if "call" in kinds and (
        spot.plain_equity >= SURE_STAY
        or _best_and_cheap(spot, price)
        or _leader_holds(spot, price)
        or _trifle(spot, price)
        or _pot_odds_floor(spot, price)
        or ((spot.leading or _pile_and_small(spot, price, "started")) and _odds_pay(spot, price))
        or _clear_odds(spot, price, difficulty)
        or _worth_calling(spot, equity, price, margin, _draws(spot, difficulty))
    ):
        return "call"
    if "fold" in kinds:
        return "fold"
    return "call" if "call" in kinds else next(iter(kinds))


def _clear_odds(spot: Spot, price: float, difficulty: Difficulty) -> bool:
    """Stud, facing one bet: the level's estimate (without its noise) at least CLEAR_ODDS times the
    break-even share (a level's `opening_call_scale` times more on the first round). The level's
    own estimate, not the chance in plain sight: on that, normal's Shark and Maniac played alike
    (tests/test_bots_bands.py), and hard's read of the bettor is its edge."""
    if not spot.hidden_hands or price > spot.bet:
        return False  # (No Peek: tried, the Rock then played 61% of Midnight's hands, past its band)
    clear = CLEAR_ODDS * (difficulty.opening_call_scale if spot.first_round else 1.0)
    return spot.equity >= clear * break_even(spot, price)


def _leader_holds(spot: Spot, price: float) -> bool:
    """No Peek's leader facing one bet at pot odds of LEADER_POT_ODDS to 1 or better: called unless
    its chance in plain sight is truly tiny (TINY_CHANCE). Its row is the best showing: folding it
    to a chip against a big pot reads as silly, and the others must still turn cards to beat it."""
    return (
        spot.leading
        and price <= spot.bet
        and spot.pot >= LEADER_POT_ODDS * price
        and (spot.plain_equity > TINY_CHANCE)
    )


def _trifle(spot: Spot, price: float) -> bool:
    """No Peek, a price (a bet's or a wild card's) into a pot at least TRIFLE_ODDS times it: paid by
    a hand that can still win (a dead one never comes here: `_sure_thing`), see the module's doc."""
    return not spot.hidden_hands and price > 0 and spot.pot >= TRIFLE_ODDS * price


def _cheap(spot: Spot, price: float) -> bool:
    """A price of at most CHEAP_SHARE of the pot it joins."""
    return price <= CHEAP_SHARE * (spot.pot + price)


def _pot_odds_floor(spot: Spot, price: float) -> bool:
    """A price (a bet's or a wild card's) of at most CHEAP_SHARE of the pot it joins that the chance
    in plain sight pays for: paid whatever the style's margin and the level's read (the module's doc)."""
    return _cheap(spot, price) and _odds_pay(spot, price)


def _best_and_cheap(spot: Spot, price: float) -> bool:
    """No Peek's leader (the best hand showing) facing a cheap price: called, never folded on an
    estimate (see the module's doc)."""
    return spot.leading and _cheap(spot, price)


def _pile_and_small(spot: Spot, price: float, pile: Literal["started", "unturned"]) -> bool:
    """No Peek, facing at most one bet, this seat's pile as `pile` says (see the module's doc):
    "started" (a card of it turned): the pot odds decide, not the style's margin nor the level's
    noise; "unturned" (not one card of it turned): nothing in sight says the hand is nearly dead,
    only a few imagined deals."""
    state = "unturned" if spot.unturned else "hidden" if spot.hidden_hands else "started"
    return state == pile and price <= spot.bet


def break_even(spot: Spot, price: float, draws: bool = False) -> float:
    """The equity at which paying `price` now and playing on breaks even (always below 1 while
    there is money in the pot to win).

    Now: `price` against the pot it joins. Costly wild cards still to come to this
    seat go into a pot it wins only with its equity. Later bets are paid only while the hand is
    worth it (it can fold), so they count only when they add: with equity above 1 / (seats
    expected to pay them), every later bet the hand puts in brings more back."""
    later_wilds = spot.wild_cost_ahead
    pot = spot.pot + price + later_wilds
    cost = price + later_wilds
    needed = cost / pot if pot > 0 else 1.0
    payers = 1 + (spot.players_in - 1) * OTHERS_CONTINUE
    future = spot.rounds_left * spot.bet * FUTURE_BETS
    if needed * payers > 1 and future:  # above that share the later bets pay too: the bar drops
        needed = (cost + future) / (pot + future * payers)
    elif draws and payers > 2 and future:
        # implied odds of a draw in a wild game: a hand that is behind pays the later bets about
        # as often as it catches up (in proportion to its equity) and wins what the others pay
        # then; with more than two seats paying, what it wins grows faster than what it pays
        needed = min(needed, cost / (pot + future * (payers - 2)))
    return needed


def _odds_pay(spot: Spot, price: float, draws: bool = False) -> bool:
    """The equity in plain sight reaches break-even for `price`: the pot odds pay for it (with a
    draw's implied odds where `draws`)."""
    return spot.plain_equity >= break_even(spot, price, draws)


def _draws(spot: Spot, difficulty: Difficulty) -> bool:
    """Does this level count a draw's implied odds here (a wild stud game, cards to come)?"""
    return difficulty.implied_odds and spot.wild_game


def required_equity(even: float, margin: float) -> float:
    """The equity at which a call's expected winnings are `margin` times its expected losses,
    where `even` is the break-even share (margin 1).

    With break-even b, a call risks b for a chance at 1 - b (in shares of the pot it plays for):
    equity e asks e (1 - b) >= margin (1 - e) b, that is e / (1 - e) >= margin b / (1 - b): the
    odds of winning at least `margin` times the pot odds. The margin is in expected value, so a
    cheap call asks about `margin` times break-even while a costly one asks less than certainty
    (a multiplier on break-even asked the impossible as soon as it passed 1 / margin)."""
    if even <= 0.0:
        return 0.0
    if even >= 1.0:
        return 1.0
    return margin * even / (1.0 - even + margin * even)


def _call_margin(spot: Spot, style: Style, difficulty: Difficulty) -> float:
    """The style's margin in expected value, times the level's where the others hold hidden cards
    (hard's: the hands behind a bet are stronger than its read's prior bluff share says; in No
    Peek a bet says nothing about cards)."""
    return style.call * (difficulty.call_scale if spot.hidden_hands else 1.0)


def _worth_calling(spot: Spot, equity: float, price: float, margin: float, draws: bool = False) -> bool:
    """Equity reaches what `margin` (the style's, times the level's and a wild card's tax) asks
    over break-even (with a draw's implied odds where `draws`), with the margin eased by how
    freely the others bet (a seat that bets at most chances is called more lightly)."""
    looseness = 1.0
    if spot.hidden_hands:  # (with nothing hidden a bet says nothing about the cards)
        looseness -= AGGRESSION_SHIFT * (spot.aggression - (PRIOR["bet"] + PRIOR["raise"]) / 2)
    return equity >= required_equity(break_even(spot, price, draws), margin * looseness)


def _four_price(spot: Spot, style: Style) -> str:
    """Buy the four's bonus card when the equity it adds is worth more than its price."""
    price = spot.options.get("pay", 0.0)
    if spot.plain_equity <= SURE_FOLD:
        return "decline"  # nearly dead: the card is not worth money
    final_pot = spot.pot + spot.rounds_left * spot.bet * FUTURE_BETS * spot.players_in
    return "pay" if spot.bonus_gain * final_pot > price * style.wild_tax else "decline"
