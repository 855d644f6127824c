"""Stacked decks for every style at every level: no blunders on sure things.

- A hand that cannot lose (five aces) is never folded and no price for it is refused; at normal
  and hard every style but the calling station bets or raises it whenever it can, and on the
  last round every bot does (nothing is left to slow-play for).
- A hand the upcards already beat on the last round puts no more money in.
- A wild three that makes five aces in Baseball Strikeout is paid for, whatever the pot.
- A monster that is not quite a lock (four natural aces against a possible royal flush) is bet
  on the last round at normal and hard.

Heads-up, the bot on seat 0 and the dealer on seat 1, so the stock deals seat 0 first: three
cards each (down, down, up), then one each per street (up, up, up, down).
"""

from __future__ import annotations

import pytest

from engine.actions import Action
from engine.bots import DIFFICULTIES, list_styles, make_bot, reading
from engine.bots.baselines import CallingPlayer, RaisingPlayer
from engine.bots.certainty import certainty
from engine.cards import ALL_CARDS, parse_cards
from engine.profile import load_profile
from engine.table import SeatInfo, Table

STYLES = [style.id for style in list_styles()]
LEVELS = list(DIFFICULTIES)
SEEDS = range(3)
AGGRESSIVE = {"bet", "raise", "complete"}
PASSIVE_STYLE = "loose_passive"  # the calling station may just call a lock while cards are to come


def stacked(me: str, them: str) -> list:
    """The stock order for seat 0 holding `me` and seat 1 holding `them`, each seven cards in the
    order dealt (down, down, up, up, up, up, down); the rest of the deck follows in order."""
    mine, theirs = parse_cards(me), parse_cards(them)
    order = [mine[0], theirs[0], mine[1], theirs[1], mine[2], theirs[2]]
    for a, b in zip(mine[3:], theirs[3:], strict=True):
        order += [a, b]
    rest = [card for card in ALL_CARDS if card not in order]
    assert not any(card.rank == "4" for card in order), "fours would bring bonus cards"
    return order + rest


class LastRoundBettor(CallingPlayer):
    """Checks and calls until the last round, then bets and raises at every chance."""

    def decide(self, view, legal):
        if view.round == len(view.rules.streets):
            return RaisingPlayer().decide(view, legal)
        return super().decide(view, legal)


def bot_decisions(profile, deck, bot, opponent):
    """Play the first hand; the bot's (view, legal, action) at each of its decisions."""
    table = Table(
        load_profile(profile),
        [SeatInfo("bot", "bot", "t"), SeatInfo("opp", "bot", "t")],
        5,
        first_dealer=1,
        decks=[deck],
    )
    seen = []
    while table.hand.number == 1 and not table.is_over:
        legal = table.legal_actions()
        view = table.view(legal.seat)
        if legal.seat == 0:
            action = bot.decide(view, legal)
            seen.append((view, legal, action.kind))
        else:
            action = opponent.decide(view, legal)
        table.apply(Action(legal.seat, action.kind))
    return seen


def last_round_decisions(deck, style, level, opponent):
    """The bot's decisions on the last betting round of Baseball, over every seed."""
    for seed in SEEDS:
        for view, legal, kind in bot_decisions("baseball", deck, make_bot(style, level, seed), opponent):
            if view.round == len(view.rules.streets):
                yield view, legal, kind


FIVE_ACES = stacked("As Ah Ad Ac 3c 2s 7d", "Kd Qs Jc Td 8h 6h 5c")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("opponent", [RaisingPlayer(), CallingPlayer()], ids=["raiser", "caller"])
def test_a_lock_is_never_folded_and_is_bet_or_raised(style, level, opponent):
    locks = 0
    for seed in SEEDS:
        for view, legal, kind in bot_decisions("baseball", FIVE_ACES, make_bot(style, level, seed), opponent):
            if certainty(reading.situation(view)) != "lock":
                continue
            locks += 1
            assert kind not in ("fold", "decline")
            can_raise = AGGRESSIVE & set(legal.kinds)
            last = view.round == len(view.rules.streets)
            if can_raise and (last or (level != "easy" and style != PASSIVE_STYLE)):
                assert kind in AGGRESSIVE, (view.round, legal.kinds, kind)
    assert locks >= len(SEEDS) * 2  # the five aces are complete from the third street


DEAD = stacked("2c 5d 7h 8s Jd Qc 6c", "Ts 2h Ks Kh 9c 9d 8c")  # they show K K 9 9: four kings


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("style", STYLES)
def test_no_money_goes_in_when_the_upcards_already_win(style, level):
    reached = 0
    for view, legal, kind in last_round_decisions(DEAD, style, level, LastRoundBettor()):
        assert certainty(reading.situation(view)) == "dead"
        reached += 1
        assert kind in ("fold", "check"), (legal.kinds, kind)
    assert reached  # the bot got there (nobody bets before the last round)


STRIKEOUT_THREE = stacked("As Ah Ad Ac 3c 2s 7d", "Kd Qs Jc Td 8h 6h 5c")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("style", STYLES)
def test_a_wild_three_that_makes_five_aces_is_paid_for(style, level):
    """The three must match the pot. The opponent only checks and calls, so every style reaches
    the three (a tight one may fairly fold trips to a raising war on an early street); the lock
    rule pays it whatever the price (tests/test_bots_prices.py holds the near-locks)."""
    for seed in SEEDS:
        decisions = bot_decisions(
            "baseball-strikeout", STRIKEOUT_THREE, make_bot(style, level, seed), CallingPlayer()
        )
        costs = [kind for view, legal, kind in decisions if legal.decision == "wild_cost"]
        assert costs == ["pay"]


FOUR_ACES = stacked("As Ah Ad Ac 2s 7h 8d", "Kd Qs Jc Td 5h 6h 2c")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("style", STYLES)
def test_a_monster_is_bet_on_the_last_round(style, level):
    last_round = 0
    for view, legal, kind in last_round_decisions(FOUR_ACES, style, level, CallingPlayer()):
        assert certainty(reading.situation(view)) == ""  # a royal flush is still possible
        last_round += 1
        assert kind in AGGRESSIVE, (legal.kinds, kind)
    assert last_round
