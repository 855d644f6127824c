"""Seeds nobody can guess: a game started without --seed shuffles from `SEED_BITS` random bits.

A guest who sees one deal of a party must not be able to work out the others (a 30-bit seed is found
from one phone's first state by trying them all). So every seed that is not asked for draws from the
operating system's secure source (`secrets`), and every party session and every bot draws its own.
--seed keeps a game repeatable, for tests and for replaying a session.
"""

from __future__ import annotations

import secrets

SEED_BITS = 128


def fresh_seed() -> int:
    """A seed from `SEED_BITS` secure random bits: 2**128 possibilities, none likelier than another."""
    return secrets.randbits(SEED_BITS)
