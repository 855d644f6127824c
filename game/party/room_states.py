"""The `state` message (game.party.protocol's LobbyState and PlayState) each phone is sent: the room
before the start, and the table as the whole room sees it, then as each seat alone sees it.

Everything a phone learns about the cards is built here from that seat's `SeatView` (engine.view),
or for spectators from the public fields of a view and the public event stream: nothing reads the
table's full state.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction
from typing import cast

from engine.cards import Card
from engine.events import ActionTaken, Ante, Award, Deal, Event, Pay, Showdown
from engine.money import amount_json
from engine.view import PublicView, SeatView, best_of
from game.party.protocol import (
    LobbyPlayer,
    LobbyState,
    Player,
    PlayState,
    RoomFields,
    SeatCard,
    You,
    cards_json,
)
from game.play import landed_money
from game.telling.away_words import ABSENCE_WORDS
from game.telling.event_words import OUT_STATUS
from game.telling.hand_forms import from_capitals, in_capitals
from game.telling.hand_words import whole_result_form
from game.telling.hints import LeadTaken, target_from
from game.telling.sit_out_words import SITTING_OUT, sitting_out
from game.telling.wild_reason import showing_words, wild_reason


def best_words(cards: Sequence[Card], wild_ranks: Collection[str]) -> str:
    """A seat's own best hand of `cards` in words ("" for none), a lone wild's with its reason as its
    row says it ("Ace high (3 is wild)": a host play-test's phone read "Ace high showing" at its top
    over "Wild 3 = A" in its row, one hand named two ways)."""
    value = best_of(cards, wild_ranks)
    return "" if value is None else value.description + wild_reason(cards, wild_ranks)


def table_state(
    view: PublicView,
    seats: Sequence[SeatCard],
    room: RoomFields,
    turn: int,
    log: list[str],
    *,
    paused: bool,
    locked: bool,
    replaying: int | None = None,
    beaten: Collection[int] = (),
    taken: LeadTaken | None = None,
) -> PlayState:
    """The table as the whole room sees it: only the view's public fields are read, never its hidden
    cards, options or history; `log` is the public one, `beaten` No Peek's rows BEATEN as the phones
    were given the host's facts (game.party.beaten_rows: struck out, still in and cannot win, a hand
    that cannot win folded) and `taken` the lead taken they say why a row leads from
    (game.play.lead_now), never worked out here again. `you` and `log` are filled in per client
    (`seated_state`, `waiting_state`)."""
    players: list[Player] = []
    # a hand shown down stays shown (a play-test's phone rated Ben's upcards again: "Pair of queens"
    # beside the TV's "Three fours")
    shown = {event.seat: event for event in view.history if isinstance(event, Showdown)}
    # the cards a four earned, face up: the TV marks them "+", and so do the phones (a play-test's didn't)
    bonus = [
        (event.seat, event.card)
        for event in view.history
        if isinstance(event, Deal) and event.why == "bonus" and event.face == "up" and event.card is not None
    ]
    sitting = sitting_out(view.history)  # (a party's player at the TV, in a stud pot)
    for seat, info in enumerate(seats):
        up = view.upcards[seat]
        row: Player = {
            "seat": seat,
            "name": info.name,
            "kind": info.kind,
            "colour": info.colour,
            "arriving": info.arriving,
            "net": amount_json(view.balances[seat] - info.since),
            "up": cards_json(up),
            "bonus": cards_json([card for at, card in bonus if at == seat]),
            "down": view.down_counts[seat],
            "in": seat in view.live,
            "out": SITTING_OUT if seat in sitting else OUT_STATUS if seat in beaten else "",
            "paid": amount_json(view.paid[seat]),
            "in_pot": amount_json(put_in(view.history, seat)),
            "before_pot": amount_json(net_before_pot(view.balances[seat] - info.since, view.history, seat)),
            "tonight": "",  # (tonight's ledger is the phones': game.party.tonight_figure)
            # the TV's words for the same cards ("Ace high (3 is wild)": game.telling.wild_reason)
            "showing": showing_words((*up, *view.community), view.rules.wild_ranks) if up else "",
            "since_pot": 0 if info.takeover is None or info.takeover.back is not None else info.takeover.pot,
            "away": ABSENCE_WORDS[info.absence].lower() if info.kind == "away" else "",
        }
        players.append(shown_down(row, shown[seat]) if seat in shown else row)
    return {
        "type": "state",
        **room,
        "phase": "play",
        "turn": turn,
        "hand": view.hand,
        "dealer": view.dealer,
        "pot": amount_json(view.pot),
        "won": [
            {"seat": e.seat, "amount": amount_json(e.amount)} for e in view.history if isinstance(e, Award)
        ],
        "round": view.round,
        "level": amount_json(view.level),
        "community": cards_json(view.community),
        "stock": view.stock,
        "best": (best := leader(view)),
        "target": _target(view, best, None if best is None else seats[best].name),
        "beat": "" if taken is None else taken.said,
        "beat_seats": [] if taken is None else [taken.seat, taken.beaten],
        "calling": False,
        "actor": view.actor,
        "doing": None,
        "players": players,
        "log": log,
        "you": None,
        "paused": paused,
        "replaying": replaying,
        "locked": locked,
    }


def put_in(history: Sequence[Event], seat: int) -> Fraction:
    """All `seat` has put into the pot of `history` (one hand's): its ante, its bets and calls, the
    cards it paid for, each as the table took it from the seat's balance (engine.table.Table.pay).
    Its `net` counts them already, tonight's ledger only once the pot is won: the phone says it ("You
    have 6 in the pot in play, counted out as on the TV until the pot is won": a guest play-test read
    -18 on the seat, -12 in the ledger)."""
    return sum(
        (e.amount for e in history if isinstance(e, Ante | ActionTaken | Pay) and e.seat == seat),
        Fraction(0),
    )


def net_before_pot(net: Fraction, history: Sequence[Event], seat: int) -> Fraction:
    """`seat`'s net as the pot of `history` was dealt, before its ante, from its `net` now: as the
    TV's plate said it then (game.play.landed_money, the figures the TV's chips move), and what
    tonight's ledger counts of the seat's player until that pot is won. The phone's leave question
    says it while the guest holds cards ("Your chips: -1/2 before this pot"); it once worked it out
    itself from `net` and `in_pot`, two figures of one fact that a screen must not sum again."""
    moved = (landed_money.payment(event) for event in history)
    return net + sum((paid.amount for paid in moved if paid is not None and paid.seat == seat), Fraction(0))


def calling_state(public: PlayState, hand: int, dealer: int) -> PlayState:
    """`public` (table_state) while `dealer` picks the game of pot `hand` (a dealer's choice): that
    pot, not dealt yet. The last pot is over: nothing of its cards, folds, bets or hand to beat
    stays (its result stays in its own message, `hand_result`)."""
    players: list[Player] = [
        {
            **player,
            "up": [],
            "bonus": [],
            "down": 0,
            "in": True,
            "out": "",
            "paid": "0",
            "showing": "",
            "before_pot": player["net"],  # (no pot dealt)
        }
        for player in public["players"]
    ]
    return {
        **public,
        "hand": hand,
        "dealer": dealer,
        "pot": "0",
        "won": [],
        "round": 0,
        "level": "0",
        "community": [],
        "best": None,
        "target": "",
        "beat": "",
        "beat_seats": [],
        "calling": True,
        "players": players,
    }


def leader(view: PublicView) -> int | None:
    """No Peek: the row a turn must beat, as the engine publishes it (`PublicView.lead`: named at
    once when the leader folds, as the TV names it); elsewhere the view's best."""
    return view.lead if view.rules.flow == "no_peek" else view.best


def _target(view: PublicView, best: int | None, name: str | None) -> str:
    """No Peek: what a turn must beat (the row `best`), the words the TV shows (game.telling.hints);
    `name` None: the reader's own row leads. "" outside No Peek or before any card is turned."""
    if best is None or view.rules.flow != "no_peek":
        return ""
    target = target_from(name, (*view.upcards[best], *view.community), view.rules.wild_ranks)
    return "" if target is None else target.line()


def seated_state(public: PlayState, view: SeatView, log: Sequence[str]) -> PlayState:
    """`public` (table_state) with what `view.seat` alone knows: its hidden cards and best hand."""
    me = view.seat
    if public["calling"]:  # no pot dealt: no cards of yours yet
        blank: You = {"seat": me, "hidden": [], "best": "", "to_call": "0", "in": True, "pile": 0}
        return {**public, "log": list(log), "you": blank}
    shown = public["players"][me]["down"] == 0 and bool(public["players"][me]["up"])
    hidden = [] if shown else list(view.hidden)  # shown down: all in its row (table_state)
    no_peek = view.rules.flow == "no_peek"
    you: You = {
        "seat": me,
        "hidden": cards_json(hidden),
        "best": best_words((*view.hidden, *view.upcards[me], *view.community), view.rules.wild_ranks),
        "to_call": amount_json(view.to_call) if me in view.live else "0",
        "in": me in view.live,
        "pile": view.down_counts[me] if no_peek else 0,
    }
    if public["best"] == me:  # the phone whose row leads reads "YOU LEAD: ..."
        return {**public, "log": list(log), "you": you, "target": _target(view, me, None)}
    return {**public, "log": list(log), "you": you}


def waiting_state(public: PlayState, seat: int) -> PlayState:
    """`public` for a guest who took `seat` during this hand: nothing of its cards, as its bot plays it
    to the end of the hand."""
    return {**public, "you": {"seat": seat, "waiting": True}}


def lobby(
    seats: Sequence[SeatCard], room: RoomFields, *, paused: bool, locked: bool, replaying: int | None = None
) -> LobbyState:
    """The room before the start as a client with no seat sees it (`lobby_for`: a seated one)."""
    players: list[LobbyPlayer] = [
        {"seat": seat, "name": info.name, "kind": info.kind, "colour": info.colour}
        for seat, info in enumerate(seats)
    ]
    return {
        "type": "state",
        **room,
        "phase": "lobby",
        "players": players,
        "you": None,
        "paused": paused,
        "replaying": replaying,
        "locked": locked,
        "dealing": False,
    }


def in_form(state: LobbyState | PlayState, form: int) -> LobbyState | PlayState:
    """`state` with its hands named in the TV's `form` (game.telling.hand_words.HandName: 0 the
    long form it is built in, 1 the short, 2 the tight): each row's, your best and No Peek's hand to
    beat, a shortened word spelt out as the phones' result says it (whole_result_form: a guest's
    play-test read "Str flush" in the rows and BEST of a phone 390 pixels across, with the room)."""
    if not form or state["phase"] != "play":
        return state
    rows: list[Player] = []
    for row in state["players"]:
        rows.append({**row, "showing": whole_result_form(row["showing"], form)})
    said: PlayState = {**state, "players": rows}
    if state["target"]:  # "BEAT CASEY: PAIR OF ACES, KICKER 7", as the TV's centre says it short
        whose, _, hand = state["target"].partition(": ")
        said["target"] = f"{whose}: {in_capitals(whole_result_form(from_capitals(hand), form))}"
    you = state["you"]
    if you is not None and "hidden" in you:  # (a seat's own, not one waiting for the next hand)
        mine = cast(You, you)
        said["you"] = {**mine, "best": whole_result_form(mine["best"], form) if mine["best"] else ""}
    return said


def lobby_for(public: LobbyState, seat: int) -> LobbyState:
    return {**public, "you": seat}


def shown_down(player: Player, down: Showdown) -> Player:
    """`player`'s row once their hand is shown down: the cards it shows face up, the hand's value;
    cards it never turned stay face down (No Peek: a winner's pile, the hidden card a four earned
    at its foot, as the TV shows them; a play-test's phone showed Cat's pile gone)."""
    turned = len(down.cards) - len(player["up"])  # (stud: its face-down cards, all shown now)
    return {
        **player,
        "up": cards_json(down.cards),
        "down": max(0, player["down"] - turned),
        "showing": down.description or down.category,
    }
