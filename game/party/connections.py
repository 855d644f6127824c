"""Who is in the room: a guest holding a seat, a connection (a phone's page), the limits every
connection keeps to, and the token bucket that holds a connection to its rate."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class Limits:
    max_clients: int = 64  # connections without a seat (game.party.gate: the oldest makes room)
    per_address: int = 8  # connections without a seat from one address
    guesses: int = 5  # wrong room codes one address may try at once, then one each guess_seconds
    guess_seconds: float = 12.0
    max_message: int = 2048  # characters in one client message
    rate: float = 10.0  # messages a second a client may send, on average...
    burst: int = 30  # ...and at once
    flood_close: int = 200  # messages refused for speed before the connection is dropped


@dataclass
class Guest:
    name: str
    token: str
    client: int | None  # the connection playing the seat; None while the phone is gone
    local: bool = False  # played at the TV itself (a controller or keys), never from a phone
    colour: str | None = None  # chosen at the TV; otherwise the seat's colour
    device: str = ""  # the digest of the phone's own id (seating.device_key; "": its page sent none)
    deals: int = 0  # pots the host had dealt when the guest sat down: none of them is theirs to see
    who: str = ""  # who they are across the night (the ledger's identity): their phone and name
    code: str = ""  # the seat's code (game.party.seat_codes), told to the phone holding the token
    # AUTO-CHECK on their phone: the host checks for them when it is free. The guest owns it, not
    # their seat's Sitter (which reads it through Sitter.choices while they play the seat): it is
    # their choice and goes where they go, kept across a reload and a quick return (the same
    # Guest), never passed to whoever sits down after them, nor followed while the away rule
    # plays out a hand they left (room.sit_host); off as the party's next game is dealt, as at
    # the solo table (game.party.auto_check_off)
    auto_check: bool = False


# what the token bucket says of one more message: take it; refuse it and say so (the first refusal
# in a row); refuse it quietly; refuse it and drop the connection (past flood_close refusals)
Verdict = Literal["take", "slow_down", "quiet", "close"]


@dataclass
class Client:
    seat: int | None = None
    seq: int = 0  # numbers every message sent to it: the client can tell one was lost or repeated
    allowance: float = 0.0
    refilled: float = 0.0
    refused: int = 0
    address: str = ""  # the remote address the transport reported ("" when it did not say)
    # the guest the host took off the table that this connection is (it held their seat, or asked
    # for it back with their token, or sat down as them): told when the host lets them back in
    removed: Guest | None = None
    # the guest the host let back in from this connection: it may sit in a locked room, in their
    # seat if it is kept for them (seating.join_gives)
    readmitted: Guest | None = None
    known: bool = False  # it showed the seat token of a guest of tonight's earlier parties
    # the guest who left their seat here from it (or whose seat's token its page, reloaded, showed),
    # not seated again since: its sit-down page says so, their seat kept for them (seating.join_gives)
    left: Guest | None = None

    def admit(self, now: float, limits: Limits) -> Verdict:
        """A token bucket: `rate` messages a second, `burst` at once."""
        self.allowance = min(limits.burst, self.allowance + (now - self.refilled) * limits.rate)
        self.refilled = now
        if self.allowance >= 1:
            self.allowance -= 1
            self.refused = 0
            return "take"
        self.refused += 1
        if self.refused == 1:
            return "slow_down"
        return "close" if self.refused == limits.flood_close else "quiet"
