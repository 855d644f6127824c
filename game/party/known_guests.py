"""Tonight's guests of the host's parties, kept on disk: a phone that asks a party with the seat token of
an earlier party of the night (JOIN THE NEXT PARTY) is told the room code, even when the game was
started again between the two parties (a guest at a party before the restart had to type the code).

Only a digest of each token is kept (`party_guests.json` in the data folder, game.store.storage):
the file tells nobody a token, and the room compares digests. The file holds one night's
(game.play.ledger_file.night_of): the next night starts it afresh. A file that cannot be read or
written never stops a party: the guests of this run are still kept in memory."""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from game.play.ledger_file import tonight
from game.store import storage

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom

FILE = "party_guests.json"
MAX_BYTES = 1 << 20  # tens of thousands of guests
log = logging.getLogger(__name__)


def digest(token: str) -> str:
    """A seat token as the room and the file keep it."""
    return hashlib.sha256(token.encode()).hexdigest()


def path() -> Path:
    return storage.data_dir() / FILE


class KnownGuests:
    """This run's guests (digests), in memory whatever the disk does."""

    this_run: frozenset[str] = frozenset()


def tonights() -> frozenset[str]:
    """The digests of the seat tokens of tonight's parties: this run's and the file's."""
    return KnownGuests.this_run | _read(tonight())


def remember(tokens: Iterable[str]) -> None:
    """The seat tokens of a party that ends: its guests' phones are told the next party's code."""
    digests = frozenset(digest(token) for token in tokens)
    KnownGuests.this_run |= digests
    night = tonight()
    kept = _read(night) | digests
    try:
        storage.write_json(path(), {"night": night, "guests": sorted(kept)})
    except OSError as exc:  # the guests of this run are still known to its next party
        log.warning("%s", storage.write_problem("tonight's party guests", path(), exc))


def remember_seated(room: PartyRoom) -> None:
    """The seat tokens of the guests seated at `room` (phones, not players at the TV), and of those
    who left their seat there, its party ending: at a TV or a headless host alike, the next party on
    the port tells their phones its code (a host play-test's guest who had left mid-pot found the
    next party's ROOM CODE box empty)."""
    seated = [*room.guests, *room.arriving.values(), *(guest for guest, _ in room.leavers.values())]
    remember(g.token for g in seated if g is not None and not g.local)


def _read(night: str) -> frozenset[str]:
    """The file's digests when it is `night`'s, else none (another night's, missing or damaged)."""
    try:
        data = storage.read_json(path(), MAX_BYTES)
    except storage.StorageError as exc:
        log.warning("%s", exc)
        return frozenset()
    if not isinstance(data, dict) or data.get("night") != night:
        return frozenset()
    guests = data.get("guests")
    if not isinstance(guests, list):
        return frozenset()
    return frozenset(g for g in guests if isinstance(g, str) and len(g) == 64)
