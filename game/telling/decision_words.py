"""The line above the buttons saying what is being decided: one wording for the table, the party
TV and the phones, so that a player reads the same words wherever the decision reaches them."""

from __future__ import annotations

from fractions import Fraction
from typing import assert_never

from engine.actions import ActionKind, FlowDecision, LegalActions, Option, SessionDecision, SpecialDecision
from engine.money import mixed
from engine.view import PublicView
from game.telling import special_words
from game.telling.event_words import card_words

# buttons keep their places by kind: the calm choices first, fold always last (every kind: a test says so)
BUTTON_ORDER = (
    ActionKind.CHECK,
    ActionKind.CALL,
    ActionKind.BET,
    ActionKind.RAISE,
    ActionKind.BRING_IN,  # the least first, lit (COMPLETE lit first read as the way to stay in)
    ActionKind.COMPLETE,
    ActionKind.PAY,
    ActionKind.REVEAL,
    ActionKind.TURN,
    ActionKind.DECLINE,
    ActionKind.FOLD,
)
# "reveal" is offered beside the bets of a seat holding a hidden four: it shows the four for its bonus
_LABELS = {
    ActionKind.BRING_IN: "BRING IN",
    ActionKind.RAISE: "RAISE TO",
    ActionKind.COMPLETE: "COMPLETE TO",
    ActionKind.REVEAL: "REVEAL 4",
    # one press turns cards till you lead (game.play.table_host), as the status line and the keys
    # page say: a newcomer's play-test read a bare TURN as one card (issue 31)
    ActionKind.TURN: "TURN TILL YOU LEAD",
}
# No Peek: a betting round comes at every new lead and everyone still in bets in it, cards to turn
# or not: said in place of whose turn it is (a newcomer's play-test read YOUR TURN: CHECK OR BET
# beside their unturned pile as being asked to bet before turning, and did not know what to do; the
# next read TURN LATER as cryptic: it said when to turn, not what comes first; the next read BET
# FIRST as an order to bet, CHECK lit beside it): the round it is, as a Hold'em player names it
BET_ROUND = "BET ROUND"  # (as short as YOUR TURN: the seats' words stand beside the line)


def turns_later(view: PublicView, seat: int) -> bool:
    """No Peek: `seat` bets in this round with cards still to turn, its turn to turn to come."""
    return (
        view.rules.flow == "no_peek"
        and seat in view.live
        and view.lead != seat
        and view.down_counts[seat] > 0
    )


def turn_run_words(name: str | None, first: bool = False) -> str:
    """No Peek: a person pressed TURN and the table turns their next cards until they beat the
    row to beat (game.play.table_host): said once a run, of `name`'s or (None) to you; the `first`
    run of the session says what the button does (a newcomer's pile turned on by itself); yours in
    two of the log's lines, the prompt naming the button over them (the guided hand's log cut
    "TURN TILL YOU LEAD turns your cards one by one…" beside its beat line)."""
    if first:
        if name is None:
            return "One press turns your cards till you lead"
        return f"{name}'s cards turn one by one until {name} leads ({TURN_RUN})"
    return "You keep turning until you beat it" if name is None else f"{name} keeps turning until it's beaten"


def dead_fold_words(name: str | None, kind: ActionKind = ActionKind.FOLD) -> str:
    """No Peek: a hand that cannot win (its pile turned, another row leading) was folded when a bet
    came (game.play.dead_hand; a computer player folds it itself), or checked for its person where
    checking was free (`kind` CHECK): `name`'s, or (None) yours. Said as BEATEN, as the seat then
    reads: a play-test read "You can't win: folded" and YOU FOLDED beside another seat's BEATEN for
    the same fate. The fold's words say why (its plate says BEATEN); the check's say the move too,
    the seat still in, as made for the hand, not by a player still playing it (a Hold'em newcomer read
    "Casey checks" under Casey's BEATEN so, and "is beaten: checks" says the same verb): the table
    checks for the beaten hand, said so (a Hold'em newcomer read "Yogi is beaten: checked" as
    nonsense: checked by whom, for what?)."""
    if kind == ActionKind.CHECK:
        return f"{name} is beaten, the table checks" if name else "You are beaten, the table checks for you"
    return f"{name} is beaten: no cards left to turn" if name else "You are beaten: no cards left to turn"


# labelled with the level they reach; the others with what they pay
_RAISING = (ActionKind.RAISE, ActionKind.COMPLETE)


def in_button_order(options: tuple[Option, ...]) -> list[Option]:
    order = BUTTON_ORDER
    return sorted(options, key=lambda o: order.index(o.kind) if o.kind in order else len(order))


def button_label(option: Option, paid: Fraction) -> str:
    """The words on an option's button, the same on the table, the party TV and the phones: 'CALL 1',
    'RAISE TO 3' (the level it reaches, `paid` being what the seat has put in this round), 'PAY 1/2'."""
    label = _LABELS.get(option.kind, option.kind.upper())
    if option.kind in _RAISING:
        return f"{label} {mixed(paid + option.amount)}"
    return f"{label} {mixed(option.amount)}" if option.amount else label


TURN_RUN = _LABELS[ActionKind.TURN]
TURN_ONE = "TURN YOUR TOP CARD"  # a replayed history's: one card a press, as recorded
# the first to turn, nobody leading yet: one card and it leads (a newcomer's play-test read TURN
# TILL YOU LEAD there, first to turn, with no hand to beat)
TURN_FIRST = "TURN A CARD: IT LEADS"


def describe(
    legal: LegalActions,
    whose: str = "YOUR TURN",
    runs: bool = True,
    later: bool = False,
    first: bool = False,
) -> str:
    """What `legal` decides, in capitals; a plain betting decision is headed by `whose` (none
    when the screen already says whose turn it is). A hidden four's REVEAL 4 is a button beside
    the bets: the line stays the betting one (it is as wide as the table's centre allows).
    (No Peek: a person's hand that cannot win is never asked, game.play.dead_hand.) `runs`: one press of TURN turns cards until one
    beats the hand or the pile is out (game.play.table_host), as at every table; not in a replayed
    history, which turns one card a press: the line says which.
    `later`: No Peek, the seat bets with cards still to turn (`turns_later`): the betting line is
    headed by the round it is, BET_ROUND, in place of whose turn it is (or of no heading: the phone
    and the party TV say it too, from the table host's TableHost.prompt). `first`: No Peek, nobody
    leads yet (PublicView.lead): a TURN's first card will lead, TURN_FIRST."""
    kind = legal.decision
    match kind:
        case FlowDecision.BET:
            return _betting(legal, BET_ROUND if later else whose)
        case FlowDecision.TURN:  # the pile's top card, first or not ("NEXT" read oddly before any)
            return TURN_FIRST if first else TURN_RUN if runs else TURN_ONE
        case SessionDecision.CHOOSE_GAME:  # the phone and the party TV say whose turn it is
            return "YOUR DEAL: PICK THE GAME" if whose else "PICK THE GAME"
        case SpecialDecision():
            card = card_words(legal.card) if legal.card is not None else "card"  # "10♥", as printed
            pay = legal.option(ActionKind.PAY)
            return special_words.asking(kind, card, pay.amount if pay is not None else Fraction(0))
        case _:
            assert_never(kind)


def _betting(legal: LegalActions, whose: str) -> str:
    call = legal.option(ActionKind.CALL)
    # the low card's first act: BRING IN or COMPLETE, or COMPLETE alone when the bring-in is the
    # whole bet (nothing to call and no check)
    if ActionKind.BRING_IN in legal.kinds or (
        ActionKind.COMPLETE in legal.kinds and call is None and ActionKind.CHECK not in legal.kinds
    ):
        return "YOUR LOW CARD BRINGS IT IN"
    words = f"{mixed(call.amount)} TO CALL" if call else "CHECK OR BET"
    return f"{whose}: {words}" if whose else words
