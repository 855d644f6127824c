"""The solo table's hint line, under the prompt while the human does not decide: what a key does
now. Its own module because it is one question with its own history (each line below is a
play-test's answer), asked of the table's state and deciding nothing: TableScene (game.screens.
table_scene) passes what it knows and draws what comes back."""

from __future__ import annotations

from game.felt import layout
from game.felt.game_banner import deal_key
from game.felt.table_model import TableModel
from game.play.session import HUMAN
from game.screens.turn_key import KEPT

NOT_YET_SECONDS = 2.0  # how long "CASEY'S TURN, NOT YOURS" stays
TO_THE_RESULT = "[TAB] TO THE RESULT"
NOT_YOURS_YET = "NOT YOUR TURN YET"  # a move's key pressed while nobody is shown acting


def hint_line(
    model: TableModel,
    places: layout.Layout,
    *,
    not_yet: bool,
    kept: bool,
    call_waits: bool,
    turning: bool,
    out_of_pot: bool,
    demo: bool,
) -> str:
    """Whose turn it is when the human pressed a move's key (`not_yet`: a play-test's T pressed on
    another's turn was silently ignored), else TAB's use. Between turns shown (a deal, a turned
    card) it names nobody: the table may already wait for a seat the screen has not shown acting,
    and a screen naming what it has not shown is how the screens drifted (a key pressed while a No
    Peek pot was dealt had said nothing at all). `kept`: T pressed as your turn to turn came (it
    turns as your buttons come); `call_waits`: a call's banner up waits for Enter (else it goes on
    by itself and Enter deals now: game_banner.deal_key); `turning`: the table turns your cards."""
    actor = model.actor
    if not_yet and actor != HUMAN:
        # within the centre's width, whoever it is (NOT YOUR TURN: SATCHEL IS TO ACT ran out
        # under a side seat's words)
        return NOT_YOURS_YET if actor is None else f"{model.seats[actor].name.upper()}'S TURN, NOT YOURS"
    if kept:
        return KEPT
    if model.game_banner is not None and not demo:  # a call's banner: the key past it
        return deal_key(call_waits, places)
    if turning:  # said while the table turns your cards
        return "TURNING TILL YOU LEAD"
    if out_of_pot:  # (Tab runs the pot to its result: skip goes on till it is over)
        return TO_THE_RESULT
    return "" if demo else "TAB SKIPS AHEAD"
