"""The pot's chips and the deal's cards reach the phones as the TV lands them.

A play-test's phones got a new pot's whole deal at one moment, at its end, while the TV dealt it card
by card, and a bet's pot and net either as its chips took off or only once the TV had shown the
whole move (the next street dealt too). The TV counts a fact shown once its cards and chips have
landed (game.felt.table_player), and the phones' states as they last were follow each fact then
(game.party.shown_move): a new pot's states begin bare, as the TV's table does at its hand_start
(`bare_pot`), each card dealt joins its row as it lands (`dealt_state`: a phone's own face-down card
in its own hand) and each card turned face up as it turns (`face_up_state`: off a No Peek pile, or a hidden four revealed), and each ante, bet, price paid or award moves the pot and that player's net
(`paid_state`, by game.play.landed_money, as the TV's figures move). The table as it stands follows as ever, once the TV has shown all of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import cast

from engine.cards import Card
from engine.events import Deal, Event
from engine.money import amount_json
from game.party.protocol import Player, PlayState, You, cards_json
from game.play import landed_money


def paid_state(state: PlayState, paid: landed_money.Payment) -> PlayState:
    """`state` once `paid` has landed: the pot and the payer's net as game.play.landed_money says
    (the TV's figures are that module's too); a bet or call counts in what the seat has paid this round."""
    pot, rows = Fraction(state["pot"]), []
    for row in state["players"]:
        if row["seat"] == paid.seat:
            pot, net = landed_money.land(pot, Fraction(row["net"]), paid)
            row = {**row, "net": amount_json(net)}
            if paid.betting:
                row["paid"] = amount_json(Fraction(row["paid"]) + paid.amount)
        rows.append(row)
    return {**state, "players": rows, "pot": amount_json(pot)}


def bare_pot(state: PlayState, history: Sequence[Event]) -> PlayState:
    """`state`, the table as it stands once a new pot is dealt, as the TV shows it at the pot's
    hand_start: no card dealt, nothing in the pot, each net as it was before its ante (`history`: the
    pot's events so far), nobody to act, the log of the pot not begun."""
    owed: dict[int, Fraction] = {}
    for event in history:
        moved = landed_money.payment(event)
        if moved is not None:
            owed[moved.seat] = owed.get(moved.seat, Fraction(0)) + moved.amount
    rows: list[Player] = [
        {
            **row,
            "net": amount_json(Fraction(row["net"]) + owed.get(row["seat"], Fraction(0))),
            "up": [],
            "bonus": [],
            "down": 0,
            "out": "",
            "paid": "0",
            "showing": "",
        }
        for row in state["players"]
    ]
    dealt = sum(isinstance(event, Deal) for event in history)
    bare: PlayState = {
        **state,
        "players": rows,
        "pot": "0",
        "won": [],
        "round": 0,
        "level": "0",
        "community": [],
        "stock": state["stock"] + dealt,
        "best": None,
        "target": "",
        "beat": "",
        "beat_seats": [],
        "actor": None,
        "doing": {"seat": None, "what": "deal"},
        "log": [],
    }
    you = state["you"]
    if you is not None and "hidden" in you:
        bare["you"] = {**cast(You, you), "hidden": [], "best": "", "to_call": "0", "pile": 0}
    return bare


def dealt_state(state: PlayState, deal: Deal, own: Card | None) -> PlayState:
    """`state` once the TV has landed `deal` (`own`: the card itself when it is this state's seat's
    face-down card): face up in its row, or one more face down there (and in the phone's own hand)."""
    if deal.seat is None:
        return {**state, "community": [*state["community"], *cards_json([deal.card] if deal.card else [])]}
    rows = []
    for row in state["players"]:
        if row["seat"] == deal.seat:
            if deal.face == "up" and deal.card is not None:
                row = {**row, "up": [*row["up"], *cards_json([deal.card])]}
                if deal.why == "bonus":
                    row["bonus"] = [*row["bonus"], *cards_json([deal.card])]
            else:
                row = {**row, "down": row["down"] + 1}
        rows.append(row)
    dealt: PlayState = {**state, "players": rows, "stock": max(0, state["stock"] - 1)}
    you = state["you"]
    if you is not None and "hidden" in you and you["seat"] == deal.seat:
        mine = cast(You, you)
        if own is not None and deal.face == "down":
            dealt["you"] = {**mine, "hidden": [*mine["hidden"], *cards_json([own])]}
        elif state["flow"] == "no_peek":
            dealt["you"] = {**mine, "pile": next(r["down"] for r in rows if r["seat"] == deal.seat)}
    return dealt


def face_up_state(state: PlayState, seat: int, card: Card) -> PlayState:
    """`state` once the TV has turned `card` face up at `seat`: a No Peek card turned off its pile,
    or a hidden four a stud player reveals; at the end of its row, one fewer face down (the phone's
    own pile or hidden cards too). A play-test's Midnight Baseball phone showed no card turned until
    the TV had shown the whole move, 7.6 s after STRIKE THREE; a revealed four came 0.8 s late."""
    rows: list[Player] = [
        {**row, "up": [*row["up"], *cards_json([card])], "down": max(0, row["down"] - 1)}
        if row["seat"] == seat
        else row
        for row in state["players"]
    ]
    turned: PlayState = {**state, "players": rows}
    you = state["you"]
    if you is not None and "hidden" in you and you["seat"] == seat:
        mine = cast(You, you)
        hidden = [held for held in mine["hidden"] if held not in cards_json([card])]
        turned["you"] = {**mine, "pile": max(0, mine["pile"] - 1), "hidden": hidden}
    return turned
