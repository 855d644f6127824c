"""What the phones are told in a line: what the table did for a seat (`notice`, the away rule's
move) and why the table does not go on when nothing on the phones shows it (`deal_waits`: the
host's menu open on the TV holds a pot's result and the next deal, game.screens.scenes.party; a
host play-test's phones sat 22 s on the last pot's result with no word of why), and that its turn
clocks are stopped meanwhile (a phone's countdown stops where it is); and that the last pot's
result card is gone (`result_gone`) once the next pot's showdown is on the TV."""

from __future__ import annotations

from typing import Literal, TypedDict

MENU_OPEN = "The host's menu is open on the TV: the next deal waits"
NEXT_GAME = "Tonight's ledger is on the TV: the next game starts when the host deals it"


class Notice(TypedDict):
    """Something the table did for this phone's seat: the away rule's move ("TIME: CHECKED FOR YOU")."""

    type: Literal["notice"]
    message: str
    run: bool  # No Peek: it says the table turns this seat's cards, true only while that run lasts


class DealWaits(TypedDict):
    type: Literal["deal_waits"]
    why: str  # "": nothing holds the table any more
    clocks: bool  # the host's menu is open: every turn clock is stopped (the phones' with it)


class ResultGone(TypedDict):
    """The last pot's result is no longer the latest: the TV shows the next pot's showdown (or
    award) while it holds that pot's result under the host's menu (a host play-test's phone said
    "Cleo wins 13" in its log beside "Last pot: You won 3")."""

    type: Literal["result_gone"]


def notice(message: str, run: bool = False) -> Notice:
    return {"type": "notice", "message": message, "run": run}


def deal_waits(why: str, clocks: bool = False) -> DealWaits:
    return {"type": "deal_waits", "why": why, "clocks": clocks}
