"""A long move reaches the phones part by part, as the TV shows each part.

The phones show the table as it stands once the TV has shown every move (game.party.phones), and
the engine makes a pot's last move in one step: the last call, each hand shown down, the award and
the pot's end come out together. The TV shows them over 5 to 7 s, and a play-test's phones stayed
on the betting ("CPU 4 to act", "Sent: TURN") all that time, then jumped to the winner. So while
the TV catches up, each public event it has shown goes to the phones' states as they last were:
its line in the log ("Bob shows two pair, kings and sevens", "Ann wins 15"), nobody to act (the
move is made), a hand shown down face up in its row, and the pot's chips and the deal's cards as
the TV lands them (game.party.paced_pot: a new pot begins bare, so no deal is told under the last
pot's cards). The table as it stands follows as ever, once the TV has shown all of it.

The game's start is such a move too (the start, then the first deal): the other phones said
"Waiting for Ann to start the game" until the TV's cards had landed, about 4 s after START. Once the
TV begins the deal, their lobby says it is dealing (`dealing_state`).
"""

from __future__ import annotations

from typing import cast

from engine.actions import ActionKind
from engine.cards import Card, parse_cards
from engine.events import (
    ActionTaken,
    Ante,
    Award,
    Deal,
    Decline,
    Event,
    Out,
    Pay,
    Reveal,
    RoundStart,
    Showdown,
    Turn,
)
from engine.money import amount_json
from game.party.paced_pot import dealt_state, face_up_state, paid_state
from game.party.protocol import Doing, LobbyState, Player, PlayState, You
from game.party.room_states import best_words, shown_down
from game.play import landed_money
from game.telling import check_runs
from game.telling.event_words import OUT_STATUS
from game.telling.wild_reason import showing_words

# a move's parts, said on the phones
TOLD = (ActionTaken, Showdown, Award, Out, Reveal, Turn, Pay, Decline, Ante, Deal, RoundStart)


def move_part(event: Event) -> bool:
    """`event` is a part of a move that the phones say as soon as the TV shows it."""
    return isinstance(event, TOLD)


def shown_state(
    state: PlayState | LobbyState, event: Event, line: str | None, lines: int, own: Card | None = None
) -> PlayState | LobbyState:
    """`state` (a phone's, as last sent) once the TV has shown `event`, said as `line` (None: said
    in no words): the line last of `lines` in the log, nobody to act, a hand shown down face up in
    its row with its value, a card dealt in its row (`own`: the card, when it is this phone's face
    down) and what the row shows now, chips moved in the pot and the net. A lobby or a dealer
    calling stays as it is (nothing of a pot is on its page)."""
    if state["phase"] != "play" or state["calling"]:
        return state
    shown: PlayState = {**state, "actor": None, "doing": doing(event), "log": logged(state, line, lines)}
    moved = landed_money.payment(event)
    if moved is not None:
        shown = paid_state(shown, moved)
    if isinstance(event, (Deal, Turn, Reveal)):
        shown = card_state(shown, event, own)
    if isinstance(event, RoundStart):  # a new betting round: nothing paid in it yet
        paid: list[Player] = [{**row, "paid": "0"} for row in shown["players"]]
        shown = {**shown, "players": paid, "round": event.round, "level": "0"}
    if isinstance(event, ActionTaken):
        shown["level"] = amount_json(event.level)
    if isinstance(event, Award):
        shown["won"] = [*state["won"], {"seat": event.seat, "amount": amount_json(event.amount)}]
    if isinstance(event, Out) or (isinstance(event, ActionTaken) and event.action == ActionKind.FOLD):
        row = next(row for row in shown["players"] if row["seat"] == event.seat)
        shown = gone_state(shown, event.seat, OUT_STATUS if isinstance(event, Out) else row["out"])
    if isinstance(event, Showdown):
        rows = state["players"]
        shown["players"] = [shown_down(row, event) if row["seat"] == event.seat else row for row in rows]
        you = state["you"]
        if you is not None and "hidden" in you and you["seat"] == event.seat:  # all in its row now
            shown["you"] = {**cast(You, you), "hidden": []}  # (a seat not waiting has its cards)
    return shown


def doing(event: Event) -> Doing:
    """What the TV shows of `event`, for the phone's heading while nobody is to act (a host
    play-test's phone had none while cards were turned): whose move, and an action's kind or the
    event's type ('turn': a No Peek card turned over)."""
    seat = getattr(event, "seat", None)
    return {"seat": seat, "what": str(event.action) if isinstance(event, ActionTaken) else event.type}


def logged(state: PlayState, line: str | None, lines: int) -> list[str]:
    """`state`'s log with `line` last (None: as it was), its last `lines`: a check after checks
    told with them, as the TV tells it ("Ann and Bob check": game.telling.check_runs), the phone's
    own said to it ("Ann and you check": game.party.log_line)."""
    log = list(state["log"])
    if line is not None:
        check_runs.tell(log, line, [*(row["name"] for row in state["players"]), check_runs.YOU])
    return log[-lines:]


def card_state(state: PlayState, event: Deal | Turn | Reveal, own: Card | None) -> PlayState:
    """`state` once the TV has landed `event`'s card: dealt (`own`: this phone's face-down card), or
    turned face up; and what its row shows now."""
    if isinstance(event, Deal):
        return showing_state(dealt_state(state, event, own), event.seat)
    return showing_state(face_up_state(state, event.seat, event.card), event.seat)


def showing_state(state: PlayState, seat: int | None) -> PlayState:
    """`state` with what `seat`'s row shows (every row's, for a community card) said again for its
    face-up cards now, with the pot's wild cards (the state's `wild`), as the TV's seat says it as
    the card lands (a host play-test's phones said "Three Q's" under CPU 4's row, its 8 turned
    there, while the TV's said "Straight to Q")."""
    community, wild_ranks = parse_cards(state["community"]), frozenset(state["wild"])
    rows: list[Player] = [
        {
            **row,
            "showing": showing_words((*parse_cards(row["up"]), *community), wild_ranks) if row["up"] else "",
        }
        if seat is None or row["seat"] == seat
        else row
        for row in state["players"]
    ]
    shown: PlayState = {**state, "players": rows}
    you = state["you"]
    if you is not None and "hidden" in you and (seat is None or you["seat"] == seat):
        # the phone's own hand so far follows its cards too (room_states.seated_state's `best`): a
        # host play-test's No Peek phone read "Four 7s showing" under its turned wild, then over
        # the result's "Five 7s", the TV's pace holding the table as it stands back
        mine = cast(You, you)
        row = next(row for row in rows if row["seat"] == mine["seat"])
        cards = (*parse_cards(mine["hidden"]), *parse_cards(row["up"]), *community)
        shown["you"] = {**mine, "best": best_words(cards, wild_ranks)}
    return shown


def gone_state(state: PlayState, seat: int, out: str) -> PlayState:
    """`state` once `seat` is out of the pot as the TV's plate says it at once: a pot's last fold
    (`out` "", or BEATEN for a hand that cannot win), or its last pile turned without beating
    (`out` BEATEN). Its BEATEN came to the phones
    only with the next pot: a play-test's phones showed the TV's beaten seat still in beside the
    result, its own header "Four Js showing"."""
    rows = [{**row, "in": False, "out": out} if row["seat"] == seat else row for row in state["players"]]
    gone: PlayState = {**state, "players": cast(list[Player], rows)}
    you = state["you"]
    if you is not None and "hidden" in you and you["seat"] == seat:  # (a seat not waiting)
        gone["you"] = {**cast(You, you), "in": False}  # its header: "Beaten: your whole pile turned"
    return gone


def dealing_state(state: PlayState | LobbyState) -> PlayState | LobbyState:
    """`state` once the TV begins to deal the first pot: a lobby says the game has started."""
    return {**state, "dealing": True} if state["phase"] == "lobby" else state
