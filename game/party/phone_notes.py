"""What the phones are told in a line: what the table did for a seat (`notice`, the away rule's
move), why the table does not go on when nothing on the phones shows it (`deal_waits`: a session's
standings, then tonight's ledger, on the TV between two sessions wait for the host; the menu pauses
the party instead, and the phones say PAUSED), and that the last pot's result card is gone
(`result_gone`) once the next pot's showdown is on the TV; the TV's banners (`moment`,
game.party.phone_moments)."""

from __future__ import annotations

from typing import Literal, TypedDict

from game.telling.table_moments import BANNER_TIME

NEXT_GAME = "Game over: the next game starts when the host deals it on the TV"  # (standings, then ledger)


class Notice(TypedDict):
    """Something the table did for this phone's seat: the away rule's move ("Time ran out, so the table
    checked for you.")."""

    type: Literal["notice"]
    message: str
    run: bool  # No Peek: it says the table turns this seat's cards, true only while that run lasts
    called: bool  # the away rule called the pot's game for this dealer: said through its pot


class DealWaits(TypedDict):
    type: Literal["deal_waits"]
    why: str  # "": nothing holds the table any more


class ResultGone(TypedDict):
    """The last pot's result is no longer the latest: the TV shows the next pot's showdown (or
    award) while it holds that pot's result under the host's menu (a host play-test's phone said
    "Cleo wins 13" in its log beside "Last pot: You won 3")."""

    type: Literal["result_gone"]


class Moment(TypedDict):
    """A banner the TV raises: `words` its ("PERFECT GAME!"), `who` whose moment, as the TV names them,
    `hand` a win's hand as the TV's banner says it beside the name ("FIVE 10'S"; "" for none),
    `meaning` what it is in one short line ("A straight flush", the TV's words), `seconds` how long
    it stays."""

    type: Literal["moment"]
    words: str
    who: str
    hand: str
    meaning: str
    seconds: float


def notice(message: str, run: bool = False, called: bool = False) -> Notice:
    return {"type": "notice", "message": message, "run": run, "called": called}


def deal_waits(why: str) -> DealWaits:
    return {"type": "deal_waits", "why": why}


def moment(words: str, who: str, meaning: str = "", hand: str = "") -> Moment:
    """`seconds`: as long as the TV's banner stays (the phone counts no time of its own)."""
    return {
        "type": "moment",
        "words": words,
        "who": who,
        "hand": hand,
        "meaning": meaning,
        "seconds": BANNER_TIME,
    }
