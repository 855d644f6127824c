"""A seat's code: four letters each seated phone shows, a second key to the seat beside its token.

Names are identity at a party, so anyone typing the name of a seat whose phone is gone gets it back,
but only from the next deal (game.party.coming_back.retake): the hand in play is played out for
them, since a name proves nothing. A guest back from a fresh browser who types the name AND the code
their phone showed proves they are the one who held it: the seat is theirs at once, cards included.
The code is worth what the seat's token is: every `joined` tells it to the phone holding the token,
and a seat taken back by name alone gets a new one (the old phone's code no longer opens it). Wrong
codes count as wrong room codes do (game.party.gate): a few at once from an address, then one each
12 s, so four letters of sixteen (65,536 codes) cannot be tried through."""

from __future__ import annotations

import secrets

# no letter that reads as another or as a digit across a table (B/8, I/1/L, O/0/Q, S/5, Z/2, G/6, U/V)
LETTERS = "ACDEFHJKMNPRTWXY"
LENGTH = 4


def seat_code() -> str:
    return "".join(secrets.choice(LETTERS) for _ in range(LENGTH))


def same_code(typed: str, code: str) -> bool:
    """Whether `typed` (as a phone sent it: any case, spaces around) is `code`, in constant time."""
    clean = typed.strip(" \t\r\n").upper()
    return bool(code) and clean.isascii() and secrets.compare_digest(clean.encode(), code.encode())
