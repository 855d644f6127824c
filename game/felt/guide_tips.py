"""What a guided first hand says at each of your betting decisions: what a beginner might do and
why, in one short line in the log, never forcing it (a newcomer's play-test met CHECK and BET 1 at
their first decision in the guided Baseball hand with no word on which to press).

`decision_tip(view, chance)` says the coach's own judgement of that decision at its estimated chance
(game.felt.coach.judged: its figure against the break-even facing a bet, else how strong the hand is), from what you may
know, so the tip and the coach's figure and colour never disagree: a Hold'em newcomer's play-test
read "Tip: no pair: fold is fair" beside the coach's 33% at an 11% break-even. The tip names the
move it means (`Tip.move`), and the guided table lights that button for Enter: a newcomer's
play-test read "Tip: 5% under 17%: fold" beside CALL lit (the coach off), and "a bet is fair"
beside CHECK lit.

A guided lesson never steers you out of it: where the coach's verdict is a fold (its figure under the
chance a call needs, in the coach's red), the tip says the call costs too much, but to call to
learn, CALL lit. A newcomer's
play-test read "Tip: 5% under 17%: fold" with FOLD lit on the guided Baseball hand's 4th street;
obeying ended the lesson's hand before the streets, the showdown and the split pot it is built to show.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions import ActionKind, FlowDecision
from engine.view import SeatView
from game.felt.coach import judged, need_words
from game.felt.coach_odds import CLOSE, GOOD, POOR, RAISE

# how every tip's line begins: the log shows it as it shows the table's first-time tips, one tip in
# view at a time (game.felt.log_forms.is_hint: a newcomer's play-test read "Tip: 30% beats 11%: call"
# and "COMPLETE: make a full bet" together, and read neither)
TIP_HEAD = "Tip: "
# nothing to call: a strong hand's bet, a fair one's check or bet, else the free check; facing a bet,
# the figure against the chance the call needs (the coach's "NEED 8%"), a strong hand's raise: each
# one line of the log at TEXT SIZE normal (27 letters; two at large), a fold's verdict two (its call
# to learn: three at large cut it to "Tip")
FREE = {
    RAISE: "Tip: {figure}: bet",
    GOOD: "Tip: {figure}: check or bet",
    CLOSE: "Tip: checking is free",
    POOR: "Tip: checking is free",
}
FACING = {
    RAISE: "Tip: {figure} beats {need}: raise",
    GOOD: "Tip: {figure} beats {need}: call",
    CLOSE: "Tip: close: {figure} vs {need}",
    POOR: "Tip: {figure} under {need}, but call to learn",
}
# ...and the same judgements in words, where the coach's figures are not on the screen (the coach off,
# or its second line not the call's need): a tip never quotes a figure the player has not seen (a
# Hold'em newcomer's play-test read "Tip: 4% under 17%" in the guided first hand, the coach off).
# A fold's verdict owns up to being one before it asks for the call: a newcomer's play-test read
# "Tip: a call won't pay: call for the lesson" as contradicting itself, and "the call pays" as a riddle.
# A verdict that is a clause says its move after a comma, one colon a tip: a newcomer's play-test
# read "Tip: worth the price: call", its second colon a stumble
FREE_WORDS = {
    RAISE: "Tip: strong hand: bet",
    GOOD: "Tip: OK hand: check or bet",
    CLOSE: FREE[CLOSE],
    POOR: FREE[POOR],
}
FACING_WORDS = {
    RAISE: "Tip: strong hand: raise",
    GOOD: "Tip: worth the price, call",
    CLOSE: "Tip: close: worth a call",
    POOR: "Tip: costs too much, but call to learn",
}
# ...and in No Peek, where nobody knows their cards to turn, the judgement is of your chance, not of
# a hand: a Hold'em newcomer's play-test asked how they could know (the guided Midnight hand said
# "Tip: strong hand: bet" with their row behind the lead)
FREE_CHANCES = {**FREE_WORDS, RAISE: "Tip: good chance: bet", GOOD: "Tip: fair chance: check/bet"}
FACING_CHANCES = {**FACING_WORDS, RAISE: "Tip: good chance: raise"}
# ...and the move each means, lit for Enter in the lesson, the guide's corner naming it (a close call
# called, a fair bet checked; a clear one bet, which every other table only marks:
# game.felt.coach_mark), and a fold's verdict called, for the lesson
FREE_MOVES = {RAISE: ActionKind.BET, GOOD: ActionKind.CHECK, CLOSE: ActionKind.CHECK, POOR: ActionKind.CHECK}
FACING_MOVES = {RAISE: ActionKind.RAISE, GOOD: ActionKind.CALL, CLOSE: ActionKind.CALL, POOR: ActionKind.CALL}


@dataclass(frozen=True)
class Tip:
    words: str  # the log's line
    move: ActionKind | None  # the button it means, if the decision offers it


def decision_tip(view: SeatView, chance: float, figures: bool) -> Tip | None:
    """The tip for your betting decision in `view`, the coach's judgement of it at the `chance` it
    estimated (Coach.judging), quoting its figures only where the coach's panel shows them
    (`figures`), else in words (No Peek's of your chance); None for any other decision (a No Peek TURN says its own why, a
    dealer's menu has its lines)."""
    legal = view.legal
    if legal is None or legal.decision != FlowDecision.BET:
        return None
    figure, verdict = judged(view, chance)
    if verdict == RAISE and (ActionKind.BET if not view.to_call else ActionKind.RAISE) not in legal.kinds:
        verdict = GOOD  # (the raises' cap met: a call)
    no_peek = view.rules.flow == "no_peek"
    if not view.to_call:
        free = FREE if figures else FREE_CHANCES if no_peek else FREE_WORDS
        words, move = free[verdict].format(figure=figure), FREE_MOVES[verdict]
    else:
        need = need_words(view.to_call, view.pot)
        said = (FACING if figures else FACING_CHANCES if no_peek else FACING_WORDS)[verdict]
        words, move = said.format(figure=figure, need=need), FACING_MOVES[verdict]
    return Tip(words, move if move in legal.kinds else None)
