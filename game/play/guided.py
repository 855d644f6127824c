"""The guided first hands: for each game that has one, a pot dealt from a stacked deck
against computer players who only check and call (but for the bet a stud guide scripts, and a
Dealer's Choice dealer's call by its style), so the moments a newcomer must see come up in it, in
the order the deal brings them (game.telling.guide_words says them; the guided table,
GuidedTable in game.screens.scenes.guided_table, stops at each).

Each deck is a real deal of the engine (`Table(decks=...)`): the cards are the stock order, top
card first, dealt by the rules of the game from `dealer`'s left. tests/test_guided.py plays every
guide to its end and checks that each of its moments came up.
"""

from __future__ import annotations

import dataclasses

from engine.cards import Card, parse_cards
from engine.rules import Rules
from game.play.session import Opponent, Setup

PLAYERS = 3  # you (seat 0), Babe and Casey


def _stud_stock(piles: dict[int, str], dealer: int, bonus_after: dict[tuple[int, int], str]) -> str:
    """Seven-card stud's stock order: passes of one card per seat from the dealer's left; a
    face-up four's bonus card right after it (`bonus_after[(seat, n)]`: after that seat's nth card)."""
    order = [(dealer + 1 + i) % PLAYERS for i in range(PLAYERS)]
    cards = {seat: text.split() for seat, text in piles.items()}
    stock = []
    for n in range(7):
        for seat in order:
            stock.append(cards[seat][n])
            stock += bonus_after.get((seat, n), "").split()
    return " ".join(stock)


def _pile_stock(piles: dict[int, str], dealer: int, bonus: str) -> str:
    """No Peek's stock order: every pile dealt a card at a time from the dealer's left, then the
    bonus cards the fours will earn."""
    order = [(dealer + 1 + i) % PLAYERS for i in range(PLAYERS)]
    cards = {seat: text.split() for seat, text in piles.items()}
    size = len(cards[0])
    return " ".join([cards[seat][n] for n in range(size) for seat in order] + bonus.split())


# Baseball: your first card is a four dealt face down; Babe's first upcard is a wild nine and her
# next a four face up (its bonus card, the six of clubs, comes at once); on the next street Babe
# bets (GUIDE_BETS) and you are shown what a call, a raise and a fold are, with the pot odds; you
# and Casey both make a straight to the jack with a wild three dealt down at the end, and split.
_BASEBALL = {
    0: "4c 7c 8d Ts Jh 2s 3h",
    1: "Ks Kh 9d 4d 2d Qc 5h",
    2: "7h 8s Td Jc As 5s 3d",
}
# Night Baseball: nine cards each; Babe turns first, so you bet before you have turned a card. Your
# nine and four (its bonus card comes up at once) and king make a pair of kings whose queen beats
# Casey's ten; Babe turns her whole pile in vain; your second four and its bonus make a full house.
_NIGHT = {
    1: "As 2d 5c 6h 7s 8c Td Jc Qd",
    2: "Kc Th Kh Kd Ah 2h 5d 6s 7c",
    0: "9h 4c Ks Qh 4h Js Ts 8s 6c",
}
# Midnight Baseball, seven cards each: Babe turns the king of diamonds first, so you bet before you
# have turned a card; Casey's jacks take the lead; your wild three, a four and a jack make jacks whose
# four beats Casey's two. The four's bonus card goes face down under your pile, Midnight's own: Night
# Baseball deals it face up at once. Babe turns her whole pile in vain; Casey and you take the lead in
# turn (her ace kicker, your kings, her two pair) and your last three cards miss, until the bonus
# card, turned last from under your pile, makes three eights; Casey turns out.
_MIDNIGHT = {
    1: "Kd 2d 5c 6h 7s 8c Td",
    2: "2c Jh Js Ah 2h 5d 6s",
    0: "3d 4c Jd Ks 8s 6c 2s",
}
# Seven-Card Stud: Babe's two is the lowest upcard and brings it in; on the next street Babe bets
# (GUIDE_BETS) and you are shown what a call, a raise and a fold are, with the pot odds; your pair
# of kings and Babe's meet at the showdown, where your ace kicker beats her queen.
_STUD = {
    0: "As 7c Kd Ks 5c 8d 2s",
    1: "Qs Jh 2d Kh 6s 7d Kc",
    2: "Ts 8c 6h Qd Jc 5d 2h",
}
# No Peek: no wilds, no bonus cards; Casey's kings take the lead from Babe's ace, yours beat them
# with a queen kicker over a ten, and Babe and Casey turn their piles in vain.
_NO_PEEK = {
    1: "As 2d 5c 6h 7s 8c Td",
    2: "Kc Th Kh 2h 5d 6s 7c",
    0: "Ks Qh Kd Jc 8d 6d 2s",
}

STOCKS: dict[str, tuple[int, str]] = {  # profile id -> (dealer, stock order)
    "baseball": (2, _stud_stock(_BASEBALL, 2, {(1, 3): "6c"})),
    "night-baseball": (0, _pile_stock(_NIGHT, 0, "Qs 2c")),
    "midnight-baseball": (0, _pile_stock(_MIDNIGHT, 0, "8d")),
    "seven-card-stud": (2, _stud_stock(_STUD, 2, {})),
    "no-peek": (0, _pile_stock(_NO_PEEK, 0, "")),
}
# Dealer's Choice: Casey deals first and picks the game: a Rock (CALLERS), she calls Seven-Card Stud,
# the tamest (the seeded draw of engine.bots.game_choice), so the pot is a short one of its own, not
# Baseball's guide again (a play-test). You open with a pair of eights; Babe's three brings it in,
# she bets the next street and you are shown your choices; your jacks and eights win the showdown.
_DEALERS_CHOICE = {
    0: "Ah Jd 8c 8h Kc Js 4s",
    1: "Qc Qh 3c 7d Tc 5h 9s",
    2: "6d 6c Td Ad 2c 9d 4h",
}
STOCKS["dealers-choice"] = (2, _stud_stock(_DEALERS_CHOICE, 2, {}))
# the style of Babe and Casey in each guide: a computer dealer calls by its style (Casey a Rock)
CALLERS = {"dealers-choice": ("balanced", "tight_passive")}
# the bets each guide's computer players make, (pot, seat, betting round): a stud guide shows a bet
GUIDE_BETS = {
    "baseball": ((1, 1, 3),),
    "seven-card-stud": ((1, 1, 2),),
    "dealers-choice": ((1, 1, 2),),
}
# ...and then the deal passes to Casey's left, to you: a second pot, whose game you call from the
# dealer's menu (a play-test: the guide ended before a newcomer ever saw it). You play the pot of
# the game you called, and the guide ends with it.
OWN_CALL = "your_call"
# No Peek's AUTO-CHECK button, told the first time it is offered in a betting round after your own
# first bet, on a page that shows it (a newcomer's play-test: it stood unexplained beside the first
# page; then its page said "Press A" with no button there; then it came before a card was dealt);
# the guide's other pages keep it off the screen
CHECK_AHEAD = "check_ahead"
# After a guide's page closes, no press moves within READ_PAUSE of it or of a press after it: it is
# still the mashing that went through the pages (a play-test: Enter mashed through the guide's
# pages checked and turned for the newcomer). And no press moves till
# your buttons have been up this long: one sooner was made before they were seen (a newcomer's
# play-test pressed Enter to go on at their lit plate, no buttons yet, the tip's estimate still
# coming, and the log said "You check"; once "81%: bet" with BET lit, it bet for them).
FIRST_MOVE_PAUSE = 0.5
# A page's words take a press made at least this long after they came up (and after any press
# before it): a press sooner was meant for what came before (game.play.guide_script). Half a
# second let Enter mashed through the deal at a slower beat (0.55 to 1 s) close the hidden four's
# page it came up into, unread (a newcomer's play-test); no page is read in under a second.
READ_PAUSE = 1.0
POTS = {"dealers-choice": 2}
# what each guide is built to show, in the order its deal brings them (game.telling.guide_words)
MOMENTS: dict[str, tuple[str, ...]] = {
    "baseball": (
        "start",
        "hidden_four",
        "first_wild",
        "first_round",
        "bonus_up",
        "facing_bet",
        "pot_odds",
        "last_up",
        "last_down",
        "showdown",
        "split",
    ),
    "night-baseball": (
        "start",
        "bet_unturned",
        CHECK_AHEAD,
        "first_wild",
        "bonus_up",
        "kicker",
        "out",
        "beaten_turn",
        "you_lead",
        "you_win",
    ),
    # Night Baseball's guide with seven cards: its intro says what differs and points back to
    # Night's for the rest; its pages are the four's card dealt under the pile and turned last (a
    # newcomer's play-test read the guide as about 80% Night's again), with your first bet before a
    # card is turned and the win's why kept
    "midnight-baseball": ("start", "bet_unturned", "bonus_down", "bonus_turned", "you_win"),
    "seven-card-stud": ("start", "bring_in", "facing_bet", "pot_odds", "last_up", "last_down", "showdown"),
    "no-peek": ("start", "bet_unturned", CHECK_AHEAD, "kicker", "out", "you_win"),
    # what is new in it, in the order it comes: the dealer calls each pot's game (bottom left says
    # which), its first pot's bring-in, then your own call. What the other guides teach (betting, the
    # last streets, the showdown, pot odds) it leaves to them (a newcomer's play-test met them twice)
    "dealers-choice": ("called", "start", "bring_in", OWN_CALL),
}


# ...and those your own choice may bring in any guide: your fold (the hand plays on to its end)
CHOSEN = ("you_folded",)
# the pages a Dealer's Choice pot of your own call may show of its game's guide: its intro (where its
# game is new) and its fours' bonus cards, the game's own rule. Wild cards, AUTO-CHECK, turning and
# betting are the other guides' lessons, which the intro's pointer names (a newcomer's play-test met
# AUTO-CHECK and wild cards taught again in the pot they called)
CALLED_POT_PAGES = frozenset({"start", "bonus_up", "bonus_down", "bonus_turned"})


def has_guide(profile_id: str) -> bool:
    return profile_id in STOCKS


def guided_setup(profile_id: str, rules: Rules) -> Setup:
    """The guided hand of a game: one pot (a Dealer's Choice: and your call of the next), three
    players, the stacked deck; KeyError for a game without a guide."""
    dealer, stock = STOCKS[profile_id]
    cards: tuple[Card, ...] = tuple(parse_cards(stock))
    guided = dataclasses.replace(rules, pots=POTS.get(profile_id, 1))
    opponents = [Opponent(style, "easy") for style in CALLERS.get(profile_id, ("balanced",) * (PLAYERS - 1))]
    bets = GUIDE_BETS.get(profile_id, ())
    return Setup(
        profile_id, guided, PLAYERS, opponents, seed=26, stacked=cards, first_dealer=dealer, guide_bets=bets
    )
