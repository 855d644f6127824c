"""A seat's code: four letters each seated phone shows, a second key to the seat beside its token.

Names are identity at a party, so anyone typing the name of a seat whose phone is gone gets it back,
but only from the next deal (game.party.coming_back.retake): the hand in play is played out for
them, since a name proves nothing. A guest back from a fresh browser who types the name AND the code
their phone showed proves they are the one who held it: the seat is theirs at once, cards included.
Every `joined` tells the code to the phone holding the seat's token. A guest keeps one code the whole
party, the one they were told first (`code_of`), as they leave and sit again, are taken off and let
back in, reload, or take their seat back by name alone (a guest play-test's phone said TYXX, then
KETK: two codes, neither sure). A browser that took the seat by name alone is told the code too,
but it lifts nothing for the hand played out for them (coming_back.retake: the seat stays AWAY to
the next deal, with no card of that hand shown, however the browser comes back). Wrong
codes count as wrong room codes do (game.party.gate): a few at once from an address, then one each
12 s, so four letters of sixteen (65,536 codes) cannot be tried through."""

from __future__ import annotations

import secrets

# no letter that reads as another or as a digit across a table (B/8, I/1/L, O/0/Q, S/5, Z/2, G/6, U/V)
LETTERS = "ACDEFHJKMNPRTWXY"
LENGTH = 4


def seat_code() -> str:
    return "".join(secrets.choice(LETTERS) for _ in range(LENGTH))


def code_of(codes: dict[str, str], who: str) -> str:
    """The seat code of the guest `who` (their identity across the night, Guest.who): the one in
    `codes` (who -> code, the room's), else a new one kept there."""
    if who not in codes:
        codes[who] = seat_code()
    return codes[who]


def same_code(typed: str, code: str) -> bool:
    """Whether `typed` (as a phone sent it: any case, spaces around) is `code`, in constant time."""
    clean = typed.strip(" \t\r\n").upper()
    return bool(code) and clean.isascii() and secrets.compare_digest(clean.encode(), code.encode())
