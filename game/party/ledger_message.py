"""The `ledger` message: tonight's ledger (game.play.ledger) as a phone shows it, the whole table
with the phone's own line marked. Amounts are written as the hand history writes them ("7/2");
the phone writes them as mixed numbers. Built for each phone from the ledger alone: it names no
phone and no identity, only whether a line is the phone's own (`you`).

A solo game played the same night (the same profile's ledger file) is in it too, as on the TV: its
player is the solo table's seat, named "You" there, which on a guest's phone read as the guest
("1ST You" on a host play-test's phones). On a phone that player is SOLO_PLAYER."""

from __future__ import annotations

from typing import Literal, TypedDict

from engine.money import amount_json
from game.play.ledger import PARTY_RUN, Ledger, ranked
from game.play.place_words import ledger_places, pot_played


class LedgerSession(TypedDict):
    game: str
    started: str  # local time, HH:MM
    pots: int
    over: bool
    ended: str  # a session the host ended early, said as the TV says it ('ended after 2 hands'); "" otherwise


class LedgerLine(TypedDict):
    name: str
    bot: bool
    nets: list[str | None]  # one a session, None where they did not play it
    total: str
    place: (
        int | None
    )  # among the people, as the TV's ledger places them (equal totals share one); None: a bot
    label: str  # that place in the TV's ledger's words, shown as sent: "2ND=", "BOT", "" (no pot played)
    you: bool


class LedgerMessage(TypedDict):
    type: Literal["ledger"]
    night: str
    sessions: list[LedgerSession]
    lines: list[LedgerLine]


SOLO_PLAYER = "Solo player"
SOLO_RUN = "solo"  # a solo table's sessions' ids start with it (game.play.session's run), a party's PARTY_RUN


def solo_players(ledger: Ledger) -> set[str]:
    """Who played a solo game tonight and no party's (their keys): the person at a solo table."""

    def played(run: str) -> set[str]:
        return {key for s in ledger.sessions if s.id.startswith(run) for key, _ in s.nets}

    return played(SOLO_RUN) - played(PARTY_RUN)


def ledger_message(ledger: Ledger, mine: str | None) -> LedgerMessage:
    """The ledger for a phone whose guest is `mine` (their identity; None: a phone that holds no seat)."""
    lines = ledger.lines()
    solo = solo_players(ledger)
    return {
        "type": "ledger",
        "night": ledger.night,
        "sessions": [
            {"game": s.game, "started": s.started[11:16], "pots": s.pots, "over": s.over, "ended": s.ended}
            for s in ledger.sessions
        ],
        "lines": [
            {
                "name": SOLO_PLAYER if line.person.key in solo and not line.person.bot else line.shown,
                "bot": line.person.bot,
                "nets": [None if net is None else amount_json(net) for net in line.nets],
                "total": amount_json(line.total),
                "place": place,
                "label": label,
                "you": line.person.key == mine,
            }
            for line, place, label in zip(
                lines, ranked(lines), ledger_places(lines, pot_played(ledger)), strict=True
            )
        ],
    }
