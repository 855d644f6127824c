"""Each seat's `tonight` in the phones' states: its player's net tonight with the pot on the table
counted as the TV's plate counts it, the night's other games as the TV's ledger counts them.

A guest whose hand is folded (or left and folded for them) can win nothing back of what they put
in: their phone's ledger line says `Tonight: -57 1/2` at once, as the TV's seat counts it, where
the ledger itself counts a pot only once it is won. The phone once worked that figure out itself,
the ledger's total less the seat's `in_pot`, from two messages; a screen presents, it does not sum.
The figure is the TV ledger's (game.play.ledger: the person's nets in every other session) plus
the seat's net as its plate shows it now (`net`, the session's, moved as the TV lands each chip), so
it holds in every state, paced or as the table stands, before and after the ledger counts the pot.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from engine.money import amount_json
from game.party.protocol import Player, PlayState
from game.play.ledger import Ledger


def tonight(ledger: Ledger, session: str, key: str, net: Fraction) -> Fraction:
    """The net tonight of the person `key` whose net in the session `session` (its ledger id) is
    `net` on the table now: the ledger's total for them, their count in that session taken out
    (none before its first pot is won) and `net` put in its place."""
    playing = next((nets for nets in ledger.sessions if nets.id == session), None)
    counted = (None if playing is None else playing.net(key)) or Fraction(0)
    return ledger.total(key) - counted + net


def with_tonight(state: PlayState, ledger: Ledger, session: str, keys: Mapping[int, str]) -> PlayState:
    """`state` with each seat's `tonight` (`keys`: each seat's guest's identity, the ledger's
    `Person.key`; "" for a seat not in it), the session in play being `session`."""
    rows: list[Player] = [
        {**row, "tonight": amount_json(tonight(ledger, session, keys[row["seat"]], Fraction(row["net"])))}
        if row["seat"] in keys
        else row
        for row in state["players"]
    ]
    return {**state, "players": rows}
